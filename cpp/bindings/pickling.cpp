#include "pickling.hpp"

namespace py = pybind11;

namespace mjcore::bindings {

py::tuple reduce_to(const char* restorer, py::tuple state) {
  return py::make_tuple(py::module_::import("mjcore._core").attr(restorer), std::move(state));
}

bool same_state(const py::handle& a, const py::handle& b) { return a.equal(b); }

py::object not_implemented() { return py::reinterpret_borrow<py::object>(Py_NotImplemented); }

}  // namespace mjcore::bindings
