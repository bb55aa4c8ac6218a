// The extension module: wiring only. Each concept registers itself from its
// own file; the logic lives in the core library.
#include <pybind11/pybind11.h>

#include <initializer_list>
#include <memory>
#include <vector>

#include "arguments.hpp"
#include "lazy_attributes.hpp"
#include "mjcore/simd.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace {

// The modules the core API registers into: borrowed, they live as long as the interpreter.
struct CoreModules {
  PyObject* core = nullptr;
  PyObject* tiles = nullptr;
  PyObject* rules = nullptr;
  PyObject* diagnostics = nullptr;
};
CoreModules core_modules;

void register_core_api_now() {
  const auto module = [](PyObject* m) { return py::reinterpret_borrow<py::module_>(m); };
  py::module_ core = module(core_modules.core), diagnostics = module(core_modules.diagnostics);
  py::module_ tiles = module(core_modules.tiles), rules = module(core_modules.rules);
  mjcore::bindings::register_tiles(tiles);
  mjcore::bindings::register_hand(core);
  mjcore::bindings::register_decompose(core, diagnostics);
  mjcore::bindings::register_rule_table(core, rules);
  mjcore::bindings::register_score(core);
  mjcore::bindings::register_shanten(core);
  // What the Python layer adds to Score (explain, adjustments): mjcore/__init__.py leaves it
  // here before anything can read Score, and it is set on the type now, so that the compiled
  // module never imports Python code.
  if (PyObject* methods = PyDict_GetItemString(PyModule_GetDict(core.ptr()), "_score_methods")) {
    const py::object score_type = core.attr("Score");
    for (const auto& item : py::reinterpret_borrow<py::dict>(methods)) py::setattr(score_type, item.first, item.second);
  }
}

// Shared by the four modules the core API fills. Never destroyed: the modules' hooks hold it
// until the interpreter ends.
const std::shared_ptr<mjcore::bindings::FillOnce>& core_api() {
  static const auto* once = new std::shared_ptr<mjcore::bindings::FillOnce>(
      std::make_shared<mjcore::bindings::FillOnce>(register_core_api_now));
  return *once;
}

// A module's registration, done once: `parts`, in order, on module `m`.
using Part = void (*)(py::module_&);
std::shared_ptr<mjcore::bindings::FillOnce> registration(const py::module_& m, std::initializer_list<Part> parts) {
  PyObject* sub = m.ptr();  // borrowed, as above
  return std::make_shared<mjcore::bindings::FillOnce>([sub, parts = std::vector<Part>(parts)] {
    py::module_ filling = py::reinterpret_borrow<py::module_>(sub);
    for (Part part : parts) part(filling);
  });
}

// The batch and game APIs return the core's types: registered after it.
void core_api_first(py::module_& /*unused*/) { mjcore::bindings::register_core_api(); }

}  // namespace

namespace mjcore::bindings {

void register_core_api() {
  if (!core_api()->run()) throw py::error_already_set();
}

}  // namespace mjcore::bindings

PYBIND11_MODULE(_core, m) {
#if defined(MJCORE_NEEDS_POPCNT)
  // The core was built for POPCNT (CMakeLists.txt): refuse to load rather
  // than die on an illegal instruction later.
  if (!__builtin_cpu_supports("popcnt")) {
    throw pybind11::import_error(
        "mjcore was built for x86-64 CPUs with POPCNT (x86-64-v2); this CPU lacks it: "
        "build from source with -Ccmake.define.MJCORE_POPCNT=OFF");
  }
#endif
  m.doc() = "mjcore's compiled core (use the mjcore package, not this module directly)";
  // Which code paths this build runs (tests/test_code_paths.py checks a scalar build is one).
  pybind11::dict paths;
  paths["sse2"] = pybind11::bool_(MJCORE_SSE2 == 1);
#if defined(MJCORE_NEEDS_POPCNT)
  paths["popcnt"] = pybind11::bool_(true);
#else
  paths["popcnt"] = pybind11::bool_(false);
#endif
  // Submodules per concept beside the API that mjcore re-exports; each is
  // importable by name (mjcore._core.batch, ...) for the stubs and the tests.
  const auto submodule = [&](const char* name, const char* doc) {
    pybind11::module_ sub = m.def_submodule(name, doc);
    pybind11::module_::import("sys").attr("modules")[sub.attr("__name__")] = sub;
    return sub;
  };
  pybind11::module_ tiles = submodule("tiles", "Tile notation: parsing and rendering (mjcore.tiles wraps it)");
  pybind11::module_ rules = submodule("rules", "Compiling rulesets into rule tables (mjcore.Ruleset uses it)");
  pybind11::module_ batch = submodule("batch", "Row-wise work over NumPy arrays (mjcore.batch wraps it)");
  pybind11::module_ compat = submodule("compat", "The PyMahjongGB-compatible API (mjcore.compat.mahjonggb)");
  pybind11::module_ game = submodule("game", "The table's state machine (mjcore.game wraps it)");
  pybind11::module_ diagnostics = submodule("diagnostics", "What the build and its tables are (for the tests)");
  diagnostics.attr("code_paths") = paths;
  mjcore::bindings::register_errors();
  // Everything is registered when first read: pybind11's registration of the core API was
  // 1.8 M instructions, 4 % of a fresh process, and a bot using the PyMahjongGB drop-in never
  // reads it. The core API fills the module and its tiles, rules and diagnostics at once; the
  // batch and game APIs return its types, so they fill it first; compat stands alone.
  core_modules = {m.ptr(), tiles.ptr(), rules.ptr(), diagnostics.ptr()};
  for (pybind11::module_* sub : {&m, &tiles, &rules, &diagnostics})
    mjcore::bindings::fill_on_first_read(*sub, core_api());
  using namespace mjcore::bindings;
  fill_on_first_read(compat, registration(compat, {register_compat, register_compat_shanten}));
  fill_on_first_read(batch, registration(batch, {core_api_first, register_batch_context, register_batch}));
  fill_on_first_read(game, registration(game, {core_api_first, register_game, register_vector_env}));
}
