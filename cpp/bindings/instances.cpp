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

// Each final class's factory: T(...) is factory(...), which returns a built instance.
std::vector<std::pair<PyTypeObject*, PyObject*>>& factories() {
  static std::vector<std::pair<PyTypeObject*, PyObject*>> by_type;
  return by_type;
}

PyObject* constructed_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  for (const auto& [known, factory] : factories()) {
    if (known == type) return PyObject_Call(factory, args, kwargs);
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

void construct_in_new(const py::handle& type, const py::handle& factory) {
  auto* t = reinterpret_cast<PyTypeObject*>(type.ptr());
  if (t->tp_flags & Py_TPFLAGS_BASETYPE) throw std::logic_error("construct_in_new: needs a final class");
  factories().emplace_back(t, factory.inc_ref().ptr());  // kept for the life of the module
  t->tp_new = constructed_new;
  t->tp_init = already_constructed;
}

}  // namespace mjcore::bindings
