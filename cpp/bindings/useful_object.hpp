// Useful tiles as a result: a read-only mapping {tile: copies not yet seen},
// a plain CPython object holding the tile mask and the 34 counts inline, so
// that answering costs one allocation instead of a dict built entry by entry
// (a 15-entry dict costs several times the computation). It converts to a
// dict on demand (dict(useful)) and compares equal to one.
#pragma once
#include <pybind11/pybind11.h>

#include "mjcore/shanten.hpp"

namespace mjcore::bindings {

// A new UsefulTiles (new reference).
PyObject* wrap_useful(TileMask tiles, const Counts& unseen);
int useful_total(TileMask tiles, const Counts& unseen);
void register_useful_type(pybind11::module_& m);

}  // namespace mjcore::bindings
