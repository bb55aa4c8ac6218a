#include "gb_codes.hpp"

#include <array>
#include <atomic>

#include "fastcall.hpp"

namespace py = pybind11;

namespace mjcore::bindings {

void fail(const std::string& code, const std::string& why) { throw CompatError(code + ": " + why); }

long gb_int(PyObject* obj, const char* name, long lo, long hi) {
  if (!PyLong_Check(obj) || PyBool_Check(obj)) throw pybind11::type_error(std::string(name) + " must be an int");
  int overflow = 0;
  const long v = PyLong_AsLongAndOverflow(obj, &overflow);
  if (overflow == 0 && v >= lo && v <= hi) return v;
  throw CompatError(std::string(name) + " must be " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " +
                    (overflow > 0   ? "a larger number"
                     : overflow < 0 ? "a smaller number"
                                    : std::to_string(v)));
}

Tile gb_tile(const py::handle& obj, const char* where) {
  if (!PyUnicode_Check(obj.ptr()))
    fail("ERROE_WRONG_TILE_CODE", std::string(where) + " must hold tile code strings like 'W1'");
  // Tile codes are short ASCII strings: read the characters in place.
  const char* s = nullptr;
  Py_ssize_t n = 0;
  if (PyUnicode_IS_COMPACT_ASCII(obj.ptr())) {
    s = static_cast<const char*>(PyUnicode_DATA(obj.ptr()));
    n = PyUnicode_GET_LENGTH(obj.ptr());
  } else {
    s = PyUnicode_AsUTF8AndSize(obj.ptr(), &n);
    if (!s) {
      PyErr_Clear();  // a lone surrogate: no tile code either
      fail("ERROE_WRONG_TILE_CODE", std::string(where) + " holds a string that is not text (a lone surrogate)");
    }
  }
  // First tile and highest rank of each code letter (0: not a letter).
  struct Letter {
    std::uint8_t first, top;
  };
  static constexpr auto kLetters = [] {
    std::array<Letter, 128> t{};
    t['W'] = {0, 9};
    t['B'] = {9, 9};
    t['T'] = {18, 9};
    t['F'] = {27, 4};
    t['J'] = {kRed, 3};  // J1 red, J2 green, J3 white: counted downwards
    return t;
  }();
  if (n == 2) {
    const auto letter = static_cast<unsigned char>(s[0]);
    const int r = s[1] - '0';
    const Letter l = letter < 128 ? kLetters[letter] : Letter{0, 0};
    if (l.top && r >= 1 && r <= l.top) {
      return static_cast<Tile>(letter == 'J' ? l.first - (r - 1) : l.first + r - 1);
    }
  }
  fail("ERROE_WRONG_TILE_CODE", std::string(where) + ": '" + excerpt(std::string_view(s, static_cast<std::size_t>(n))) +
                                    "' is not a tile code (W1-9, B1-9, T1-9, F1-4, J1-3)");
}

Meld gb_pack(const py::handle& item) {
  if (!PyTuple_Check(item.ptr()) || PyTuple_GET_SIZE(item.ptr()) != 3) {
    fail("ERROE_WRONG_PACK_CODE", "each pack is a tuple (type, tile, offer)");
  }
  const py::handle type = PyTuple_GET_ITEM(item.ptr(), 0);
  const Tile tile = gb_tile(PyTuple_GET_ITEM(item.ptr(), 1), "pack");
  const py::handle offer_obj = PyTuple_GET_ITEM(item.ptr(), 2);
  if (!PyLong_Check(offer_obj.ptr())) fail("ERROE_WRONG_OFFER_CODE", "pack: offer must be an int 0..3");
  int overflow = 0;
  const long offer = PyLong_AsLongAndOverflow(offer_obj.ptr(), &overflow);  // a bool too, as PyMahjongGB takes it
  if (overflow || offer < 0 || offer > 3) fail("ERROE_WRONG_OFFER_CODE", "pack: offer must be 0..3");
  Py_ssize_t kind_len = 0;
  const char* kind_chars = PyUnicode_Check(type.ptr()) ? PyUnicode_AsUTF8AndSize(type.ptr(), &kind_len) : nullptr;
  if (!kind_chars) PyErr_Clear();  // a lone surrogate, if any: no pack type either
  if (!kind_chars) fail("ERROE_WRONG_PACK_CODE", "pack type must be the string CHI, PENG or GANG");
  const std::string_view kind(kind_chars, static_cast<std::size_t>(kind_len));
  Meld m;
  m.source = MeldSource::Exposed;
  if (kind == "CHI") {
    // The tile names the middle of the chow; offer names the claimed tile.
    if (!is_suited(tile) || rank_of(tile) == 0 || rank_of(tile) == 8) {
      fail("ERROE_WRONG_PACK_CODE", "a CHI's tile is the middle of the chow, so it must be a suited 2..8");
    }
    if (offer == 0) fail("ERROE_WRONG_OFFER_CODE", "a CHI is always claimed: offer 1..3 names the claimed tile");
    m.kind = MeldKind::Chow;
    m.first = static_cast<Tile>(tile - 1);
    m.claimed_from = Seat::Left;
    m.claimed_index = static_cast<std::uint8_t>(offer);
  } else if (kind == "PENG" || kind == "GANG") {
    m.kind = kind == "PENG" ? MeldKind::Pung : MeldKind::Kong;
    m.first = tile;
    if (offer == 0) {
      if (m.kind == MeldKind::Pung) fail("ERROE_WRONG_OFFER_CODE", "a PENG is always claimed: offer must be 1..3");
      m.source = MeldSource::Concealed;
    } else {
      m.claimed_from = static_cast<Seat>(offer);  // 1 left, 2 across, 3 right
    }
  } else {
    fail("ERROE_WRONG_PACK_CODE", "pack type must be CHI, PENG or GANG, got '" + std::string(kind) + "'");
  }
  return m;
}

// Tuples (PyMahjongGB's type) or lists, read without per-item calls.
PyObject* const* gb_items(PyObject* seq, const char* param, Py_ssize_t& n) {
  if (PyTuple_Check(seq)) {
    n = PyTuple_GET_SIZE(seq);
    return &PyTuple_GET_ITEM(seq, 0);
  }
  if (PyList_Check(seq)) {
    n = PyList_GET_SIZE(seq);
    return &PyList_GET_ITEM(seq, 0);
  }
  throw py::type_error(std::string("Param `") + param + "` must be a tuple!");
}

void gb_packs(PyObject* pack, std::vector<Meld>& melds) {
  Py_ssize_t n = 0;
  PyObject* const* items = gb_items(pack, "pack", n);
  melds.clear();
  for (Py_ssize_t i = 0; i < n; ++i) melds.push_back(gb_pack(items[i]));
}

void gb_hand(PyObject* hand, std::vector<Tile>& tiles) {
  Py_ssize_t n = 0;
  PyObject* const* items = gb_items(hand, "hand", n);
  tiles.clear();
  for (Py_ssize_t i = 0; i < n; ++i) tiles.push_back(gb_tile(items[i], "hand"));
}

PyObject* gb_code(Tile t) {
  static PyObject* const* codes = [] {
    static PyObject* table[kTileKinds];
    const char* letters = "WBT";
    for (int t = 0; t < kTileKinds; ++t) {
      std::string code;
      if (t < 27) code = std::string(1, letters[t / 9]) + std::to_string(t % 9 + 1);
      else if (t < kWhite) code = "F" + std::to_string(t - 26);
      else code = "J" + std::to_string(kRed - t + 1);
      table[t] = PyUnicode_InternFromString(code.c_str());  // lives as long as the interpreter
    }
    return table;
  }();
  return codes[t];
}

namespace {
// Read on every call, set rarely (from any thread): no ordering needed.
std::atomic<bool> module_strict{false};
}  // namespace

void set_strict_default(bool strict) { module_strict.store(strict, std::memory_order_relaxed); }
bool strict_default() { return module_strict.load(std::memory_order_relaxed); }

bool strict_mode(PyObject* given) {
  if (!given || given == Py_None) return strict_default();
  return flag(given, "strict");
}

}  // namespace mjcore::bindings
