#include "lazy_attributes.hpp"

#include <Python.h>

#include <functional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "pybind_internals.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

// The hooks are plain C functions, not pybind11 ones: the import system asks a module for
// names it lacks (`__path__` on every `from module import name`), and an AttributeError
// raised as a C++ exception cost about 100k instructions each (throw, unwind, translate),
// more than a fresh process's whole Python import of mjcore.

struct LazyAttribute {
  PyObject* module;  // borrowed: modules outlive their attributes' uses
  const char* name;
  std::function<py::object()> make;
};

// Declared while the module initialises; read-only afterwards.
std::vector<LazyAttribute>& lazy_attributes() {
  static std::vector<LazyAttribute>* all =
      new std::vector<LazyAttribute>();  // never destroyed: read until the interpreter ends
  return *all;
}

// Sets the AttributeError a module without `name` raises; returns null, as a hook does then.
PyObject* no_attribute(PyObject* module, PyObject* name) {
  PyObject* module_name = PyModule_GetNameObject(module);
  if (module_name) {
    PyErr_Format(PyExc_AttributeError, "module '%U' has no attribute '%S'", module_name, name);
    Py_DECREF(module_name);
  }
  return nullptr;
}

// The module's own names and `extra`, sorted (a new reference, or null with an error set).
PyObject* sorted_names(PyObject* module, const std::vector<const char*>& extra) {
  PyObject* names = PyDict_Keys(PyModule_GetDict(module));
  if (!names) return nullptr;
  for (const char* name : extra) {
    PyObject* str = PyUnicode_FromString(name);
    if (!str || PyList_Append(names, str) < 0) {
      Py_XDECREF(str);
      Py_DECREF(names);
      return nullptr;
    }
    Py_DECREF(str);
  }
  if (PyList_Sort(names) < 0) {
    Py_DECREF(names);
    return nullptr;
  }
  return names;
}

// The lazy attribute `name` of `module`, made now (a new reference); null without an error set
// when the module has no such lazy attribute.
PyObject* make_lazy(PyObject* module, PyObject* name) {
  for (const LazyAttribute& lazy : lazy_attributes()) {
    if (lazy.module != module || PyUnicode_CompareWithASCIIString(name, lazy.name) != 0) continue;
    try {
      py::object value = lazy.make();
      py::setattr(module, name, value);  // later reads find it without __getattr__
      return value.release().ptr();
    } catch (...) {
      set_python_error_from_current_exception();
      return nullptr;
    }
  }
  return nullptr;
}

// A module filled on first read, by `fill`.
struct PendingFill {
  PyObject* module;  // borrowed: a strong reference would make a cycle through the module's attributes
  std::shared_ptr<FillOnce> fill;
};

// A hook's state rides on its function as `self`, in a capsule that owns it.
PendingFill& pending_of(PyObject* capsule) {
  return *static_cast<PendingFill*>(PyCapsule_GetPointer(capsule, nullptr));
}

bool is_dunder(PyObject* name) {
  const Py_ssize_t n = PyUnicode_GET_LENGTH(name);
  return n > 4 && PyUnicode_READ_CHAR(name, 0) == '_' && PyUnicode_READ_CHAR(name, 1) == '_' &&
         PyUnicode_READ_CHAR(name, n - 1) == '_' && PyUnicode_READ_CHAR(name, n - 2) == '_';
}

// The hooks stay after the filling (deleting a function while it runs would free what it is
// running): from then on they read the module's own dictionary.
PyObject* module_getattr(PyObject* self, PyObject* name) {
  PendingFill& pending = pending_of(self);
  if (!PyUnicode_Check(name)) return no_attribute(pending.module, name);
  // A dunder name the module lacks (__path__, __wrapped__...) is the import system or a tool
  // asking, and no filling makes one.
  if (!is_dunder(name)) {
    if (!pending.fill->run()) return nullptr;
    PyObject* value = PyDict_GetItemWithError(PyModule_GetDict(pending.module), name);
    if (value) {
      Py_INCREF(value);
      return value;
    }
    if (PyErr_Occurred()) return nullptr;
    if (PyObject* made = make_lazy(pending.module, name)) return made;
    if (PyErr_Occurred()) return nullptr;
  }
  return no_attribute(pending.module, name);
}

PyObject* module_dir(PyObject* self, PyObject* /*unused*/) {
  PendingFill& pending = pending_of(self);
  if (!pending.fill->run()) return nullptr;
  PyObject* held = PyModule_GetDict(pending.module);
  std::vector<const char*> unmade;
  for (const LazyAttribute& lazy : lazy_attributes()) {
    if (lazy.module == pending.module && !PyDict_GetItemString(held, lazy.name)) unmade.push_back(lazy.name);
  }
  return sorted_names(pending.module, unmade);
}

PyMethodDef module_getattr_def = {"__getattr__", module_getattr, METH_O, nullptr};
PyMethodDef module_dir_def = {"__dir__", module_dir, METH_NOARGS, nullptr};

}  // namespace

bool FillOnce::run() {
  if (state_ == State::kDone) return true;
  if (state_ == State::kRunning) {
    if (PyThread_get_thread_ident() == worker_) return true;  // the work reading back its own names
    while (state_ == State::kRunning) {
      Py_BEGIN_ALLOW_THREADS std::this_thread::yield();
      Py_END_ALLOW_THREADS
    }
    return true;  // had it failed, the thread doing it said so; what it registered is here
  }
  state_ = State::kRunning;
  worker_ = PyThread_get_thread_ident();
  try {
    work_();
    state_ = State::kDone;
    return true;
  } catch (...) {
    state_ = State::kDone;
    set_python_error_from_current_exception();
    return false;
  }
}

void serve_lazily(py::module_& m, const char* name, std::function<py::object()> make) {
  lazy_attributes().push_back({m.ptr(), name, std::move(make)});
}

void fill_on_first_read(py::module_& m, std::shared_ptr<FillOnce> fill) {
  auto* pending = new PendingFill{m.ptr(), std::move(fill)};
  PyObject* capsule = PyCapsule_New(pending, nullptr, [](PyObject* self) { delete &pending_of(self); });
  if (!capsule) {
    delete pending;
    throw py::error_already_set();
  }
  const auto state = py::reinterpret_steal<py::object>(capsule);
  for (PyMethodDef* def : {&module_getattr_def, &module_dir_def}) {
    PyObject* fn = PyCFunction_NewEx(def, state.ptr(), m.attr("__name__").ptr());
    if (!fn) throw py::error_already_set();
    m.attr(def->ml_name) = py::reinterpret_steal<py::object>(fn);
  }
}

}  // namespace mjcore::bindings
