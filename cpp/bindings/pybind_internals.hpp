// The one place that reads pybind11's internals (pybind11 3.x, the range
// pyproject.toml pins): an instance's value without the type-registry
// look-ups of a cast, and the translation of a C++ exception into a Python
// one outside pybind11's own wrappers (the fast entry points).
#pragma once
#include <pybind11/detail/exception_translation.h>
#include <pybind11/pybind11.h>

namespace mjcore::bindings {

// The holder of an instance of exactly the bound type of T (not a subclass),
// else null.
template <class T, class Holder>
Holder* exact_holder(const pybind11::handle& obj) {
  static PyTypeObject* const type = reinterpret_cast<PyTypeObject*>(pybind11::type::of<T>().ptr());
  if (Py_TYPE(obj.ptr()) != type) return nullptr;
  auto* inst = reinterpret_cast<pybind11::detail::instance*>(obj.ptr());
  return &inst->get_value_and_holder().template holder<Holder>();
}

// The value of an instance of exactly the bound type of T, else null.
template <class T>
const T* exact_value(const pybind11::handle& obj) {
  static PyTypeObject* const type = reinterpret_cast<PyTypeObject*>(pybind11::type::of<T>().ptr());
  if (Py_TYPE(obj.ptr()) != type) return nullptr;
  auto* inst = reinterpret_cast<pybind11::detail::instance*>(obj.ptr());
  return static_cast<const T*>(inst->get_value_and_holder().value_ptr());
}

// Inside a catch (...): sets the Python exception for the exception being
// handled, as pybind11's registered translators would.
inline void set_python_error_from_current_exception() { pybind11::detail::try_translate_exceptions(); }

}  // namespace mjcore::bindings
