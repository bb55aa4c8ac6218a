#include "shanten_args.hpp"

#include <cstdint>
#include <cstring>
#include <string>

#include "mjcore/decomposition.hpp"
#include "mjcore/discards.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/notation.hpp"
#include "arguments.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

std::uint8_t checked_count(long long v, int t, const char* what) {
  if (v < 0 || v > kMaxCopies) {
    throw InputError(std::string(what) + ": count of tile index " + std::to_string(t) + " must be 0..4, got " +
                     std::to_string(v));
  }
  return static_cast<std::uint8_t>(v);
}

// One element of an integer buffer, by width and signedness. Copied out
// with memcpy: a NumPy view may start at any byte, and a misaligned wide
// load is undefined behaviour.
template <typename T>
long long element(const unsigned char* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return static_cast<long long>(v);
}

// A uint64 count, checked before it could pass for a negative long long.
long long unsigned_element64(const unsigned char* p, int t, const char* what) {
  std::uint64_t v;
  std::memcpy(&v, p, sizeof v);
  if (v > static_cast<std::uint64_t>(kMaxCopies)) {
    throw InputError(std::string(what) + ": count of tile index " + std::to_string(t) + " must be 0..4, got " +
                     std::to_string(v));
  }
  return static_cast<long long>(v);
}

// Integer buffers of any width in native byte order; bytes read in place.
bool counts_from_buffer(PyObject* obj, Counts& out, const char* what) {
  if (PyBytes_CheckExact(obj)) {
    if (PyBytes_GET_SIZE(obj) != kTileKinds) {
      throw InputError(std::string(what) + " must have 34 counts (one per tile kind), got " +
                       std::to_string(PyBytes_GET_SIZE(obj)));
    }
    const auto* bytes = reinterpret_cast<const unsigned char*>(PyBytes_AS_STRING(obj));
    for (int t = 0; t < kTileKinds; ++t) out[t] = checked_count(bytes[t], t, what);
    return true;
  }
  if (!PyObject_CheckBuffer(obj)) return false;
  Py_buffer view;
  if (PyObject_GetBuffer(obj, &view, PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) != 0) {
    // The exporter's own message names no argument (NumPy: "ndarray is not C-contiguous").
    PyErr_Clear();
    throw InputError(std::string(what) + " must be a contiguous buffer (an array view with steps is not one)");
  }
  struct Release {
    Py_buffer* v;
    ~Release() { PyBuffer_Release(v); }
  } release{&view};
  std::string format = view.format ? view.format : "B";
  if (!format.empty() && (format[0] == '@' || format[0] == '=' || format[0] == '<')) format.erase(0, 1);
  const bool is_signed = format == "b" || format == "h" || format == "i" || format == "l" || format == "q";
  const bool is_unsigned = format == "B" || format == "H" || format == "I" || format == "L" || format == "Q";
  if (!is_signed && !is_unsigned) {
    throw py::type_error(std::string(what) + " must hold integers, got a buffer of format '" + format + "'");
  }
  if (view.ndim > 1) {  // 34 counts laid out as (2, 17) are no hand
    throw InputError(std::string(what) + " must be one-dimensional (34 counts), got " + std::to_string(view.ndim) +
                     " dimensions");
  }
  const Py_ssize_t n = view.itemsize ? view.len / view.itemsize : 0;
  if (n != kTileKinds) {
    throw InputError(std::string(what) + " must have 34 counts (one per tile kind), got " + std::to_string(n));
  }
  const auto* bytes = static_cast<const unsigned char*>(view.buf);
  for (int t = 0; t < kTileKinds; ++t) {
    long long v = 0;
    const unsigned char* p = bytes + t * view.itemsize;
    switch (view.itemsize) {
      case 1: v = is_signed ? element<std::int8_t>(p) : *p; break;
      case 2: v = is_signed ? element<std::int16_t>(p) : element<std::uint16_t>(p); break;
      case 4: v = is_signed ? element<std::int32_t>(p) : element<std::uint32_t>(p); break;
      case 8: v = is_signed ? element<std::int64_t>(p) : unsigned_element64(p, t, what); break;
      default: throw py::type_error(std::string(what) + ": unsupported integer width");
    }
    out[t] = checked_count(v, t, what);
  }
  return true;
}

// The address of CPython's cached int 0 when the ints 0..7 follow it 32 bytes apart (as on
// every CPython from 3.9 to 3.13), else 0.
std::uintptr_t small_int_zero() {
  std::uintptr_t at[8];
  for (int k = 0; k < 8; ++k) {
    PyObject* const v = PyLong_FromLong(k);  // a new reference to the cached object
    at[k] = reinterpret_cast<std::uintptr_t>(v);
    Py_DECREF(v);
  }
  for (int k = 1; k < 8; ++k) {
    if (at[k] - at[0] != 32u * static_cast<unsigned>(k)) return 0;
  }
  return at[0];
}

bool counts_from_sequence(PyObject* obj, Counts& out, const char* what) {
  if (!PyList_Check(obj) && !PyTuple_Check(obj)) return false;
  const Py_ssize_t n = PySequence_Fast_GET_SIZE(obj);
  if (n != kTileKinds) {
    throw InputError(std::string(what) + " must have 34 counts (one per tile kind), got " + std::to_string(n));
  }
  PyObject** items = PySequence_Fast_ITEMS(obj);
  // CPython keeps one object for each small int, laid out as an array: a count of 0..4 is read
  // from the item's address, with neither a call nor a branch per item (a list read ~2.7x slower
  // than bytes with a call per item; a branch per count is mispredicted on varied hands). The
  // offset d from int 0 is a count when it is 32 * (0..4): no bits outside 0xE0, and d + 0x60
  // stays below 0x100. Anything else takes the general loop below.
  static const std::uintptr_t zero = small_int_zero();
  if (zero) {
    std::uintptr_t off_grid = 0;
    for (int t = 0; t < kTileKinds; ++t) {
      const std::uintptr_t d = reinterpret_cast<std::uintptr_t>(items[t]) - zero;
      out[t] = static_cast<std::uint8_t>(d >> 5);
      off_grid |= (d & ~std::uintptr_t{0xE0}) | ((d + 0x60) & 0x100);
    }
    if (!off_grid) return true;
  }
  for (int t = 0; t < kTileKinds; ++t) {
    PyObject* const x = items[t];
    if (!PyLong_Check(x) || PyBool_Check(x)) {
      throw py::type_error(std::string(what) + " must hold ints, got " + type_name(x));
    }
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(x, &overflow);
    if (overflow) {
      throw InputError(std::string(what) + ": count of tile index " + std::to_string(t) + " must be 0..4, got " +
                       (overflow > 0 ? "a larger number" : "a smaller number"));
    }
    out[t] = checked_count(v, t, what);
  }
  return true;
}

ShantenHand from_text(PyObject* obj) {
  Counts c{};
  for (Tile t : parse_tiles(text_argument(obj, "hand")).tiles) {
    if (++c[t] > kMaxCopies)
      throw InputError("tile " + render_tile(t, Notation::Canonical) + " appears more than 4 times");
  }
  return shanten_hand(c);  // flowers, if any, play no part
}

PyObject* form_member(int f) {
  static PyObject* members[kForms] = {};
  if (!members[f]) members[f] = py::cast(static_cast<Form>(f)).release().ptr();  // kept for the interpreter's life
  return members[f];
}

unsigned form_of(PyObject* obj) {
  for (int f = 0; f < kForms; ++f) {
    if (obj == form_member(f)) return 1u << f;
  }
  throw py::type_error("forms must be a Form or an iterable of Forms, got " + type_name(obj));
}

}  // namespace

Counts counts_argument(PyObject* obj, const char* what) {
  Counts c{};
  if (counts_from_buffer(obj, c, what) || counts_from_sequence(obj, c, what)) return c;
  throw py::type_error(std::string(what) + " must be 34 counts (bytes, an integer array, a list or tuple), got " +
                       type_name(obj));
}

ShantenHand shanten_argument(PyObject* obj) {
  if (const Hand* h = exact_hand(obj)) return shanten_hand(*h);
  if (PyUnicode_Check(obj)) return from_text(obj);
  Counts c{};
  if (PyBytes_CheckExact(obj) && PyBytes_GET_SIZE(obj) == kTileKinds) {  // the hot path: copy, the core validates
    std::memcpy(c.data(), PyBytes_AS_STRING(obj), kTileKinds);
    try {
      return shanten_hand(c);
    } catch (const InputError&) {
      // A count above 4 is refused as in a list, naming the argument and the index; else the core's refusal.
      counts_from_buffer(obj, c, "hand");
      throw;
    }
  }
  if (counts_from_buffer(obj, c, "hand") || counts_from_sequence(obj, c, "hand")) return shanten_hand(c);
  // Last: a subclass of Hand (pybind11's isinstance consults its type registry).
  if (py::isinstance<Hand>(obj)) return shanten_hand(py::handle(obj).cast<const Hand&>());
  throw py::type_error("hand must be a Hand, a tile string like '123m456p' or 34 tile counts, got " + type_name(obj));
}

PyObject* forms_tuple(unsigned bits) {
  static PyObject* tuples[1u << kForms] = {};
  if (!tuples[bits]) {
    py::list members;
    for (int f = 0; f < kForms; ++f) {
      if (bits >> f & 1) members.append(py::handle(form_member(f)));
    }
    tuples[bits] = py::tuple(members).release().ptr();  // kept for the interpreter's life
  }
  return tuples[bits];
}

unsigned forms_argument(PyObject* obj) {
  if (!obj || obj == Py_None) return kAllForms;
  if (PyUnicode_Check(obj)) throw py::type_error("forms must be a Form or an iterable of Forms, not a string");
  for (int f = 0; f < kForms; ++f) {
    if (obj == form_member(f)) return 1u << f;
  }
  // Callers pass the same frozen selection again and again: remember the last
  // one (held, so its address cannot be reused by another object).
  thread_local PyObject* last = nullptr;
  thread_local unsigned last_bits = 0;
  if (obj == last) return last_bits;
  unsigned bits = 0;
  if (!Py_TYPE(obj)->tp_iter) {  // else py::iter's TypeError would not name the argument
    throw py::type_error("forms must be a Form or an iterable of Forms, got " + type_name(obj));
  }
  for (const py::handle item : py::iter(py::handle(obj))) bits |= form_of(item.ptr());
  if (!bits) throw InputError("forms is empty: select at least one Form");
  if (PyFrozenSet_CheckExact(obj) || PyTuple_CheckExact(obj)) {
    Py_INCREF(obj);
    Py_XDECREF(last);
    last = obj;
    last_bits = bits;
  }
  return bits;
}

Counts unseen_copies(const ShantenHand& h, PyObject* visible) {
  Counts seen{};
  if (visible && visible != Py_None) seen = counts_argument(visible, "visible");
  return mjcore::unseen_copies(h, seen);
}

}  // namespace mjcore::bindings
