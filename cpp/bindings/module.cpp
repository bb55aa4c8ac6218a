// The extension module: wiring only. Each concept registers itself from its
// own file; the logic lives in the core library.
#include <pybind11/pybind11.h>

#include "arguments.hpp"
#include "lazy_attributes.hpp"
#include "mjcore/simd.hpp"
#include "register.hpp"

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
  mjcore::bindings::register_tiles(tiles);
  mjcore::bindings::register_hand(m);
  mjcore::bindings::register_decompose(m, diagnostics);
  mjcore::bindings::register_rule_table(m, rules);
  mjcore::bindings::register_score(m);
  mjcore::bindings::register_shanten(m);
  // Only the programs that use them read these (through mjcore.compat.mahjonggb, mjcore.batch
  // and mjcore.game): a process that scores and computes shanten never registers them.
  mjcore::bindings::fill_on_first_read(compat, [](pybind11::module_& sub) {
    mjcore::bindings::register_compat(sub);
    mjcore::bindings::register_compat_shanten(sub);
  });
  mjcore::bindings::fill_on_first_read(batch, [](pybind11::module_& sub) {
    mjcore::bindings::register_batch_context(sub);
    mjcore::bindings::register_batch(sub);
  });
  mjcore::bindings::fill_on_first_read(game, [](pybind11::module_& sub) {
    mjcore::bindings::register_game(sub);
    mjcore::bindings::register_vector_env(sub);
  });
  mjcore::bindings::serve_lazy_attributes(m);
}
