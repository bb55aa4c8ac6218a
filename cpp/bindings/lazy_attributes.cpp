#include "lazy_attributes.hpp"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

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

// The AttributeError a module without `name` raises.
py::attribute_error no_attribute(PyObject* module, const py::str& name) {
  return py::attribute_error("module '" + std::string(py::str(py::handle(module).attr("__name__"))) +
                             "' has no attribute '" + std::string(name) + "'");
}

py::object module_getattr(PyObject* module, const py::str& name) {
  for (const LazyAttribute& lazy : lazy_attributes()) {
    if (lazy.module == module && name.equal(py::str(lazy.name))) {
      py::object value = lazy.make();
      py::setattr(module, name, value);  // later reads find it without __getattr__
      return value;
    }
  }
  throw no_attribute(module, name);
}

py::list module_dir(PyObject* module) {
  const py::dict held = py::handle(module).attr("__dict__");
  py::list names;
  for (const auto& item : held) names.append(item.first);
  for (const LazyAttribute& lazy : lazy_attributes()) {
    if (lazy.module == module && !held.contains(lazy.name)) names.append(lazy.name);
  }
  names.attr("sort")();
  return names;
}

}  // namespace

void serve_lazily(py::module_& m, const char* name, std::function<py::object()> make) {
  lazy_attributes().push_back({m.ptr(), name, std::move(make)});
}

void serve_lazy_attributes(py::module_& m) {
  PyObject* module = m.ptr();  // borrowed: a captured module_ would make a cycle through its own attributes
  m.attr("__getattr__") =
      py::cpp_function([module](const py::str& name) { return module_getattr(module, name); }, py::arg("name"));
  m.attr("__dir__") = py::cpp_function([module]() { return module_dir(module); });
}

void fill_on_first_read(py::module_& m, std::function<void(py::module_&)> fill) {
  struct Pending {
    PyObject* module;  // borrowed, as above
    std::function<void(py::module_&)> fill;
    bool done = false;
  };
  const auto pending = std::make_shared<Pending>(Pending{m.ptr(), std::move(fill)});
  // The hooks stay after the filling (deleting a function while it runs would free
  // what it is running): from then on they read the module's own dictionary.
  const auto filled = [pending] {
    if (!pending->done) {
      pending->done = true;  // first, so that nothing the filling reads comes back here
      py::module_ module = py::reinterpret_borrow<py::module_>(pending->module);
      pending->fill(module);
    }
    return py::reinterpret_borrow<py::dict>(py::handle(pending->module).attr("__dict__"));
  };
  m.attr("__getattr__") = py::cpp_function(
      [pending, filled](const py::str& name) -> py::object {
        const py::dict held = filled();
        if (held.contains(name)) return held[name];
        throw no_attribute(pending->module, name);
      },
      py::arg("name"));
  m.attr("__dir__") = py::cpp_function([filled] {
    py::list names(filled());
    names.attr("sort")();
    return names;
  });
}

}  // namespace mjcore::bindings
