// How the core's values travel (pickle, copy, deepcopy). Each type's
// __reduce__ returns (restorer, state): the state is plain data (ints, str,
// enum members, other values), the restorer a private function of
// mjcore._core that reads it as an argument is read, so a tampered pickle is
// a TypeError or ValueError naming what is wrong, never a value the core
// would misread. pybind11's py::pickle cannot serve: its __setstate__ fills
// an empty instance made by T.__new__(T), which instances.hpp refuses.
// A value's equality and hash are those of its state, so that what travels
// is exactly what compares.
#pragma once
#include <pybind11/pybind11.h>

namespace mjcore::bindings {

// (mjcore._core.<restorer>, state): what a __reduce__ returns.
pybind11::tuple reduce_to(const char* restorer, pybind11::tuple state);

// `a == b` of two states (Python's equality of their items).
bool same_state(const pybind11::handle& a, const pybind11::handle& b);

// Python's NotImplemented, as rich comparisons with another type return it.
pybind11::object not_implemented();

}  // namespace mjcore::bindings
