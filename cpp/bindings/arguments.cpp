#include "arguments.hpp"

#include <algorithm>
#include <exception>

#include "mjcore/errors.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

Py_ssize_t first_surrogate(PyObject* text) {
  const Py_ssize_t n = PyUnicode_GET_LENGTH(text);
  for (Py_ssize_t i = 0; i < n; ++i) {
    const Py_UCS4 c = PyUnicode_READ_CHAR(text, i);
    if (c >= 0xD800 && c <= 0xDFFF) return i;
  }
  return -1;
}

}  // namespace

std::string type_name(const py::handle& obj) { return Py_TYPE(obj.ptr())->tp_name; }

std::string_view text_argument(const py::handle& obj, const char* name) {
  if (!PyUnicode_Check(obj.ptr())) throw py::type_error(std::string(name) + " must be a str, got " + type_name(obj));
  Py_ssize_t n = 0;
  const char* s = PyUnicode_AsUTF8AndSize(obj.ptr(), &n);
  if (s) return {s, static_cast<std::size_t>(n)};
  PyErr_Clear();
  throw InputError(std::string(name) + " holds a lone surrogate at position " +
                   std::to_string(first_surrogate(obj.ptr())) + ", which is not text");
}

long long int_argument(const py::handle& obj, const char* name, long long lo, long long hi) {
  if (!PyLong_Check(obj.ptr()) || PyBool_Check(obj.ptr())) {
    throw py::type_error(std::string(name) + " must be an int, got " + type_name(obj));
  }
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(obj.ptr(), &overflow);
  if (overflow == 0 && v >= lo && v <= hi) return v;
  const std::string got = overflow > 0 ? "a larger number" : overflow < 0 ? "a smaller number" : std::to_string(v);
  throw InputError(std::string(name) + " must be " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " + got);
}

void set_error(PyObject* type, const std::string& message) {
  // Four bytes a character at the most: enough bytes for the characters kept.
  const std::size_t bytes = std::min<std::size_t>(message.size(), 4 * kMaxMessageChars);
  PyObject* text = PyUnicode_DecodeUTF8(message.data(), static_cast<Py_ssize_t>(bytes), "backslashreplace");
  if (text && PyUnicode_GET_LENGTH(text) > kMaxMessageChars) {
    PyObject* head = PyUnicode_Substring(text, 0, kMaxMessageChars - 1);
    PyObject* ellipsis = PyUnicode_FromString("\u2026");
    Py_DECREF(text);
    text = head && ellipsis ? PyUnicode_Concat(head, ellipsis) : nullptr;
    Py_XDECREF(head);
    Py_XDECREF(ellipsis);
  }
  if (!text) return;  // the decoder's own error (no memory) stands
  PyErr_SetObject(type, text);
  Py_DECREF(text);
}

void register_errors() {
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) { set_error(PyExc_ValueError, e.what()); }
  });
}

}  // namespace mjcore::bindings
