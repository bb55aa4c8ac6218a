#include "lazy_enums.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "lazy_attributes.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

struct DeclaredEnum {
  const char* name = nullptr;
  const char* doc = nullptr;
  std::vector<std::pair<const char*, int>> members;
  PyObject* module = nullptr;     // borrowed: the module outlives its classes' uses
  PyObject* cls = nullptr;        // once made; kept for the interpreter's life
  std::vector<PyObject*> member;  // by value (null where no member has it), borrowed from cls
};

std::array<DeclaredEnum, static_cast<std::size_t>(LazyEnum::Count)> declared_enums;

DeclaredEnum& declared_of(LazyEnum which) { return declared_enums[static_cast<std::size_t>(which)]; }

// The class of `d`, made on the first call: enum.Enum's functional API, as
// pybind11's native_enum makes it, with the module's name for pickling.
PyObject* class_of(DeclaredEnum& d) {
  if (d.cls) return d.cls;
  py::list members;
  for (const auto& [name, value] : d.members) members.append(py::make_tuple(name, value));
  const py::str module_name = py::handle(d.module).attr("__name__");
  py::object cls = py::module_::import("enum").attr("Enum")(d.name, members, py::arg("module") = module_name,
                                                            py::arg("qualname") = d.name);
  cls.attr("__doc__") = d.doc;
  // Importing enum may have let another thread in to make the class first: keep one.
  if (d.cls) return d.cls;
  int top = 0;
  for (const auto& m : d.members) top = std::max(top, m.second);
  d.member.assign(static_cast<std::size_t>(top) + 1, nullptr);
  for (const auto& [name, value] : d.members) d.member[static_cast<std::size_t>(value)] = cls.attr(name).ptr();
  d.cls = cls.release().ptr();
  return d.cls;
}

}  // namespace

void declare_enum(py::module_& m, LazyEnum which, const char* name, const char* doc,
                  std::vector<std::pair<const char*, int>> members) {
  DeclaredEnum& d = declared_of(which);
  d.name = name;
  d.doc = doc;
  d.members = std::move(members);
  d.module = m.ptr();
  serve_lazily(m, name, [which] { return py::reinterpret_borrow<py::object>(class_of(declared_of(which))); });
}

PyObject* enum_member(LazyEnum which, int value) {
  DeclaredEnum& d = declared_of(which);
  class_of(d);
  if (value < 0 || static_cast<std::size_t>(value) >= d.member.size() || !d.member[static_cast<std::size_t>(value)]) {
    throw py::value_error(std::to_string(value) + " is not a valid " + d.name);
  }
  return d.member[static_cast<std::size_t>(value)];
}

int enum_value(LazyEnum which, PyObject* obj) {
  const DeclaredEnum& d = declared_of(which);
  if (!d.cls || Py_TYPE(obj) != reinterpret_cast<PyTypeObject*>(d.cls)) return -1;
  for (std::size_t v = 0; v < d.member.size(); ++v) {
    if (d.member[v] == obj) return static_cast<int>(v);
  }
  return -1;
}

}  // namespace mjcore::bindings
