// Argument parsing for the few hot entry points that bypass pybind11's
// dispatcher (~1 µs with many keyword arguments): CPython's vectorcall
// convention (METH_FASTCALL | METH_KEYWORDS), keywords matched first by the
// interned string's identity and only then by value.
#pragma once
#include <pybind11/pybind11.h>

#include <array>
#include <string>
#include <utility>

#include "pybind_internals.hpp"

namespace mjcore::bindings {

template <std::size_t N>
class FastArgs {
 public:
  // `names`: every parameter in order; the first `positional` may also be
  // passed by position.
  FastArgs(const char* function, std::array<const char*, N> names, std::size_t positional)
      : function_(function), names_(names), positional_(positional) {
    for (std::size_t i = 0; i < N; ++i) interned_[i] = PyUnicode_InternFromString(names[i]);
  }

  // Fills `out` (borrowed references, nullptr for missing). Raises TypeError
  // like Python would for unknown, repeated or surplus arguments.
  void parse(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, std::array<PyObject*, N>& out) const {
    out.fill(nullptr);
    if (static_cast<std::size_t>(nargs) > positional_) {
      throw pybind11::type_error(std::string(function_) + "() takes at most " + std::to_string(positional_) +
                                 " positional arguments (" + std::to_string(nargs) + " given)");
    }
    for (Py_ssize_t i = 0; i < nargs; ++i) out[static_cast<std::size_t>(i)] = args[i];
    const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t k = 0; k < nkw; ++k) {
      PyObject* key = PyTuple_GET_ITEM(kwnames, k);
      const std::size_t slot = find(key);
      if (slot == N) {
        throw pybind11::type_error(std::string(function_) + "() got an unexpected keyword argument '" +
                                   PyUnicode_AsUTF8(key) + "'");
      }
      if (out[slot]) {
        throw pybind11::type_error(std::string(function_) + "() got multiple values for argument '" + names_[slot] +
                                   "'");
      }
      out[slot] = args[nargs + k];
    }
  }

  // parse(), then require the first `required` parameters.
  std::array<PyObject*, N> parse_required(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
                                          std::size_t required) const {
    std::array<PyObject*, N> out;
    parse(args, nargs, kwnames, out);
    for (std::size_t i = 0; i < required; ++i) require(out, i);
    return out;
  }

  void require(const std::array<PyObject*, N>& out, std::size_t slot) const {
    if (!out[slot]) {
      throw pybind11::type_error(std::string(function_) + "() missing required argument '" + names_[slot] + "'");
    }
  }

 private:
  std::size_t find(PyObject* key) const {
    for (std::size_t i = 0; i < N; ++i) {
      if (key == interned_[i]) return i;
    }
    for (std::size_t i = 0; i < N; ++i) {
      if (PyUnicode_CompareWithASCIIString(key, names_[i]) == 0) return i;
    }
    return N;
  }

  const char* function_;
  std::array<const char*, N> names_;
  std::array<PyObject*, N> interned_{};
  std::size_t positional_;
};

// Truth of an optional flag argument (missing = false); only real bools and
// ints are accepted, so a misplaced string is an error, not "true".
inline bool flag(PyObject* obj, const char* name) {
  if (!obj) return false;
  if (PyBool_Check(obj)) return obj == Py_True;
  if (PyLong_Check(obj)) return PyObject_IsTrue(obj) == 1;  // an int of any size; this never fails for an int
  throw pybind11::type_error(std::string(name) + " must be a bool");
}

// An optional argument as an object: the one given, or `fallback` (its default).
inline pybind11::object given_or(PyObject* given, pybind11::object fallback) {
  return given ? pybind11::reinterpret_borrow<pybind11::object>(given) : std::move(fallback);
}

// Registers a fast entry point on the module. `def` must outlive it (static).
inline void add_fast_function(pybind11::module_& m, PyMethodDef* def) {
  PyObject* fn = PyCFunction_NewEx(def, nullptr, m.attr("__name__").ptr());
  if (!fn) throw pybind11::error_already_set();
  m.add_object(def->ml_name, pybind11::reinterpret_steal<pybind11::object>(fn));
}

}  // namespace mjcore::bindings

namespace mjcore::bindings {

// Wraps a fast entry point so C++ exceptions become Python exceptions through
// pybind11's translators, as for any bound function.
template <PyObject* (*Impl)(PyObject* const*, Py_ssize_t, PyObject*)>
PyObject* guarded(PyObject* /*self*/, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  try {
    return Impl(args, nargs, kwnames);
  } catch (...) {
    set_python_error_from_current_exception();
    return nullptr;
  }
}

}  // namespace mjcore::bindings

namespace mjcore::bindings {

// Registers Impl as a fast entry point named `name`; `doc` may start with a
// "name(signature)\n--\n\n" line, which inspect.signature reads.
// Impl as a function object of `module`, registered nowhere (a constructor's factory).
template <PyObject* (*Impl)(PyObject* const*, Py_ssize_t, PyObject*)>
pybind11::object fast_function(const char* name, const pybind11::handle& module, const char* doc) {
  static PyMethodDef def = {name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&guarded<Impl>)),
                            METH_FASTCALL | METH_KEYWORDS, doc};
  auto fn = pybind11::reinterpret_steal<pybind11::object>(PyCFunction_NewEx(&def, nullptr, module.ptr()));
  if (!fn) throw pybind11::error_already_set();
  return fn;
}

template <PyObject* (*Impl)(PyObject* const*, Py_ssize_t, PyObject*)>
void add_fast_entry(pybind11::module_& m, const char* name, const char* doc) {
  m.add_object(name, fast_function<Impl>(name, m.attr("__name__"), doc));
}

// Impl as a static method of `cls` (Hand.parse).
template <PyObject* (*Impl)(PyObject* const*, Py_ssize_t, PyObject*)>
void add_fast_static(const pybind11::handle& cls, const char* name, const char* doc) {
  const pybind11::object fn = fast_function<Impl>(name, cls.attr("__module__"), doc);
  auto wrapped = pybind11::reinterpret_steal<pybind11::object>(PyStaticMethod_New(fn.ptr()));
  if (!wrapped) throw pybind11::error_already_set();
  pybind11::setattr(cls, name, wrapped);
}

// Wraps a fast method (Impl gets the instance first) as guarded does.
template <PyObject* (*Impl)(PyObject*, PyObject* const*, Py_ssize_t, PyObject*)>
PyObject* guarded_method(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  try {
    return Impl(self, args, nargs, kwnames);
  } catch (...) {
    set_python_error_from_current_exception();
    return nullptr;
  }
}

// Registers Impl as a method of `cls` (hand.to_string).
template <PyObject* (*Impl)(PyObject*, PyObject* const*, Py_ssize_t, PyObject*)>
void add_fast_method(const pybind11::handle& cls, const char* name, const char* doc) {
  static PyMethodDef def = {name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&guarded_method<Impl>)),
                            METH_FASTCALL | METH_KEYWORDS, doc};
  auto descr = pybind11::reinterpret_steal<pybind11::object>(
      PyDescr_NewMethod(reinterpret_cast<PyTypeObject*>(cls.ptr()), &def));
  if (!descr) throw pybind11::error_already_set();
  pybind11::setattr(cls, name, descr);
}

}  // namespace mjcore::bindings
