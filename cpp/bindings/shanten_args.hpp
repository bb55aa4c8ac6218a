// Reading the arguments of the shanten functions without per-element
// conversion where it matters: a prepared Hand, a notation string, a buffer
// of 34 counts (bytes, bytearray, array('B'), a NumPy integer array), or,
// slower, any sequence of 34 ints.
#pragma once
#include <pybind11/pybind11.h>

#include "mjcore/shanten.hpp"

namespace mjcore::bindings {

// A Hand as is (its melds and their copies count); a string or 34 counts as
// concealed tiles, 13 - 3k or 14 - 3k of them standing for k declared melds.
ShantenHand shanten_argument(PyObject* obj);
// 34 counts, each 0..4 (`what` names the argument in errors).
Counts counts_argument(PyObject* obj, const char* what);
// None (all forms), a Form, or an iterable of Forms, as form bits.
unsigned forms_argument(PyObject* obj);
// The tuple of Form members for some form bits, in Form order (shared,
// borrowed: one per set of bits).
PyObject* forms_tuple(unsigned bits);
// Copies of each tile not seen by the player: 4 minus own (concealed and
// declared) minus `visible` (None or 34 counts); more than 4 seen is an error.
Counts unseen_copies(const ShantenHand& h, PyObject* visible);

}  // namespace mjcore::bindings
