// The extension module: wiring only. Each concept registers itself from its
// own file; the logic lives in the core library.
#include <pybind11/pybind11.h>

#include "arguments.hpp"
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
  m.attr("_code_paths") = paths;
  mjcore::bindings::register_errors();
  mjcore::bindings::register_tiles(m);
  mjcore::bindings::register_hand(m);
  mjcore::bindings::register_decompose(m);
  mjcore::bindings::register_rule_table(m);
  mjcore::bindings::register_score(m);
  mjcore::bindings::register_compat(m);
  mjcore::bindings::register_shanten(m);
  mjcore::bindings::register_compat_shanten(m);
  mjcore::bindings::register_batch(m);
}
