// Python arguments read into core values under the error contract: the
// wrong type is a TypeError, a wrong value a ValueError, and each message
// names the argument. pybind11's own conversions would instead raise
// RuntimeError ("Unable to cast") or list every overload's signature.
#pragma once
#include <pybind11/pybind11.h>

#include <string>
#include <string_view>

#include "lazy_enums.hpp"

namespace mjcore::bindings {

// The Python type's name, for messages.
std::string type_name(const pybind11::handle& obj);

// A str argument as UTF-8, valid while `obj` lives; a lone surrogate (which
// UTF-8 cannot hold) is a ValueError naming its position.
std::string_view text_argument(const pybind11::handle& obj, const char* name);

// An int argument (not a bool) from lo to hi; a larger or smaller one, of
// any size, is a ValueError naming the range.
long long int_argument(const pybind11::handle& obj, const char* name, long long lo, long long hi);

// An enum argument: a member of E, else a TypeError naming the argument.
template <typename E>
E enum_argument(const pybind11::handle& obj, const char* name, const char* type) {
  try {
    return obj.cast<E>();
  } catch (const pybind11::cast_error&) {
    throw pybind11::type_error(std::string(name) + " must be a " + type + ", got " + type_name(obj));
  }
}

// Sets a Python exception of `type` from a core message: bytes that are not
// UTF-8 are escaped, NUL bytes kept, and a message longer than
// kMaxMessageChars is cut there (the caller's input may be megabytes).
constexpr Py_ssize_t kMaxMessageChars = 1000;
void set_error(PyObject* type, const std::string& message);

// InputError (a bad value) as ValueError, through set_error.
void register_errors();

}  // namespace mjcore::bindings
