// pybind11 makes a Python instance in __new__ and its C++ value in __init__;
// an instance made by T.__new__(T) alone has no value, and pybind11 then
// hands methods raw, uninitialised memory (a RuleTable read that way
// crashes). These two close the gap, each for one kind of class.
#pragma once
#include <pybind11/pybind11.h>

namespace mjcore::bindings {

// A class users never build (its objects come from a function): T.__new__
// and T() raise TypeError(message).
void refuse_bare_new(const pybind11::handle& type, const char* message);

// A final class built by its constructor: __new__ runs the constructor too,
// so that no instance exists without its value. Call after defining __init__.
void construct_in_new(const pybind11::handle& type);

}  // namespace mjcore::bindings
