// Module attributes and submodules made when first read (PEP 562's module
// __getattr__): what a fresh process never reads, it never pays for. A
// Botzone bot starts a process for every turn and reads none of them.
#pragma once
#include <pybind11/pybind11.h>

#include <functional>

namespace mjcore::bindings {

// `name` of module `m` is `make()`, made on its first read and then kept in
// the module like any attribute.
void serve_lazily(pybind11::module_& m, const char* name, std::function<pybind11::object()> make);

// Gives module `m` the __getattr__ and __dir__ that serve its lazy attributes
// (once, after they are declared).
void serve_lazy_attributes(pybind11::module_& m);

// Submodule `m` is filled by `fill` when first read: on the first read of a
// name it lacks, or of dir(m). Importing it by name still works (it is in
// sys.modules from the start).
void fill_on_first_read(pybind11::module_& m, std::function<void(pybind11::module_&)> fill);

}  // namespace mjcore::bindings
