// PyMahjongGB's argument formats, shared by its drop-ins (fan calculator,
// shanten): tile codes ("W1" characters, "T1" bamboo, "B1" dots, "F1-F4"
// winds, "J1-J3" red/green/white), packs (type, tile, offer), and the error
// that carries its error codes.
#pragma once
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "mjcore/errors.hpp"
#include "mjcore/hand.hpp"

namespace mjcore::bindings {

// Raised as MahjongGBError (a TypeError and a ValueError).
struct CompatError : InputError {
  using InputError::InputError;
};

// Throws CompatError("CODE: why").
[[noreturn]] void fail(const std::string& code, const std::string& why);

// An int argument from lo to hi: TypeError for another type, CompatError
// for a value out of range (the message naming `name`).
long gb_int(PyObject* obj, const char* name, long lo, long hi);
Tile gb_tile(const pybind11::handle& obj, const char* where);
Meld gb_pack(const pybind11::handle& item);
// Tuples (PyMahjongGB's type) or lists, read without per-item calls.
PyObject* const* gb_items(PyObject* seq, const char* param, Py_ssize_t& n);
void gb_packs(PyObject* pack, std::vector<Meld>& melds);
void gb_hand(PyObject* hand, std::vector<Tile>& tiles);
// The interned code string of a tile ("W1" ...), a borrowed reference.
PyObject* gb_code(Tile t);

// Strict: mjcore's refusals and exact shanten instead of PyMahjongGB's
// answers. A call's strict= argument (missing or None: the module's setting).
bool strict_mode(PyObject* given);
// The module's setting (mjcore.compat.mahjonggb.strict), false at import.
void set_strict_default(bool strict);
bool strict_default();

}  // namespace mjcore::bindings
