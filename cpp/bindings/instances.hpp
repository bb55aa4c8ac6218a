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

// A final class whose constructor is `factory` (a function returning a built
// instance): T(...) is factory(...) from __new__ on, so that no instance exists
// without its value.
void construct_in_new(const pybind11::handle& type, const pybind11::handle& factory);

}  // namespace mjcore::bindings
