#include "instances.hpp"

#include <stdexcept>
#include <utility>
#include <vector>

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

// Only touched with the GIL held; a handful of entries, set at import.
std::vector<std::pair<PyTypeObject*, const char*>>& refusals() {
  static std::vector<std::pair<PyTypeObject*, const char*>> by_type;
  return by_type;
}

PyObject* refused_new(PyTypeObject* type, PyObject*, PyObject*) {
  for (const auto& [known, message] : refusals()) {
    if (known == type) {
      PyErr_SetString(PyExc_TypeError, message);
      return nullptr;
    }
  }
  PyErr_Format(PyExc_TypeError, "cannot create '%s' instances", type->tp_name);
  return nullptr;
}

// The class's own __new__ (pybind11's) and __init__, saved before replacing them.
std::vector<std::pair<PyTypeObject*, std::pair<newfunc, PyObject*>>>& constructors() {
  static std::vector<std::pair<PyTypeObject*, std::pair<newfunc, PyObject*>>> by_type;
  return by_type;
}

PyObject* constructed_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  for (const auto& [known, saved] : constructors()) {
    if (known != type) continue;
    PyObject* self = saved.first(type, args, kwargs);
    if (!self) return nullptr;
    const Py_ssize_t n = PyTuple_GET_SIZE(args);
    PyObject* with_self = PyTuple_New(n + 1);
    if (!with_self) {
      Py_DECREF(self);
      return nullptr;
    }
    Py_INCREF(self);
    PyTuple_SET_ITEM(with_self, 0, self);
    for (Py_ssize_t i = 0; i < n; ++i) {
      PyObject* item = PyTuple_GET_ITEM(args, i);
      Py_INCREF(item);
      PyTuple_SET_ITEM(with_self, i + 1, item);
    }
    PyObject* done = PyObject_Call(saved.second, with_self, kwargs);
    Py_DECREF(with_self);
    if (!done) {
      Py_DECREF(self);
      return nullptr;
    }
    Py_DECREF(done);
    return self;
  }
  PyErr_Format(PyExc_TypeError, "cannot create '%s' instances", type->tp_name);
  return nullptr;
}

// __new__ already ran the constructor.
int already_constructed(PyObject*, PyObject*, PyObject*) { return 0; }

}  // namespace

void refuse_bare_new(const py::handle& type, const char* message) {
  auto* t = reinterpret_cast<PyTypeObject*>(type.ptr());
  refusals().emplace_back(t, message);
  t->tp_new = refused_new;
}

void construct_in_new(const py::handle& type) {
  auto* t = reinterpret_cast<PyTypeObject*>(type.ptr());
  PyObject* init = PyDict_GetItemString(t->tp_dict, "__init__");
  if (!init || (t->tp_flags & Py_TPFLAGS_BASETYPE)) throw std::logic_error("construct_in_new: needs a final class with __init__");
  Py_INCREF(init);  // kept for the life of the module
  constructors().emplace_back(t, std::make_pair(t->tp_new, init));
  t->tp_new = constructed_new;
  t->tp_init = already_constructed;
}

}  // namespace mjcore::bindings
