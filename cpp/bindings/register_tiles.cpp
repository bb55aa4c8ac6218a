#include <pybind11/stl.h>

#include "mjcore/errors.hpp"
#include "mjcore/notation.hpp"
#include "arguments.hpp"
#include "fastcall.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {

Notation notation_argument(const py::handle& obj) {
  if (!obj) return Notation::Canonical;  // not given
  const std::string_view name = text_argument(obj, "notation");
  if (name == "canonical") return Notation::Canonical;
  if (name == "gb") return Notation::GB;
  if (name == "unicode") return Notation::Unicode;
  throw InputError("unknown notation '" + std::string(name) + "' (canonical, gb, unicode)");
}

py::object tile_or_none(std::uint8_t t) {
  if (t == kNoTile) return py::none();
  return py::int_(t);
}

namespace {

// A sequence of ints, each below `kinds`, as a list of indices; `what`
// names one in messages ("tile index 40 is not a tile (0..33)").
std::vector<std::uint8_t> indices_argument(const py::handle& obj, const char* name, int kinds, const char* what,
                                           const char* plural) {
  if (py::isinstance<py::str>(obj) || !py::isinstance<py::sequence>(obj)) {
    throw py::type_error(std::string(name) + " must be a sequence of ints, got " + type_name(obj));
  }
  std::vector<std::uint8_t> out;
  for (const py::handle item : obj) {
    if (!PyLong_Check(item.ptr()) || PyBool_Check(item.ptr())) {
      throw py::type_error(std::string(name) + " must hold ints, got " + type_name(item));
    }
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(item.ptr(), &overflow);
    if (overflow || v < 0 || v >= kinds) {
      throw InputError(std::string(what) + " " +
                       (overflow ? std::string(overflow > 0 ? "beyond" : "below") + " the range" : std::to_string(v)) +
                       " " + plural + " (0.." + std::to_string(kinds - 1) + ")");
    }
    out.push_back(static_cast<std::uint8_t>(v));
  }
  return out;
}

PyObject* parse_tiles_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("parse_tiles", {"text"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  return py::cast(parse_tiles(text_argument(a[0], "text")).tiles).release().ptr();
}

PyObject* parse_flowers_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("parse_flowers", {"text"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  return py::cast(parse_tiles(text_argument(a[0], "text")).flowers).release().ptr();
}

PyObject* parse_tile_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("parse_tile", {"text"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  return py::cast(parse_tile(text_argument(a[0], "text"))).release().ptr();
}

PyObject* render_tiles_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<2> parser("render_tiles", {"tiles", "notation"}, 2);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const auto tiles = indices_argument(a[0], "tiles", kTileKinds, "tile index", "is not a tile");
  return py::cast(render_tiles(tiles, notation_argument(a[1]))).release().ptr();
}

PyObject* render_flowers_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<2> parser("render_flowers", {"flowers", "notation"}, 2);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const auto flowers = indices_argument(a[0], "flowers", kFlowerKinds, "flower", "does not exist");
  return py::cast(render_flowers(flowers, notation_argument(a[1]))).release().ptr();
}

}  // namespace

void register_tiles(py::module_& m) {
  add_fast_entry<parse_tiles_entry>(m, "parse_tiles",
                                    "parse_tiles(text)\n--\n\n"
                                    R"doc(Tile indices (0..33) in the order written, in any notation (docs/notation.md);
flowers in the text are skipped (parse_flowers reads them).

>>> import mjcore
>>> mjcore.parse_tiles("123m 7z"), mjcore.parse_tiles("W1 J1"), mjcore.parse_tiles("🀇🀄")
([0, 1, 2, 33], [0, 33], [0, 33])
>>> mjcore.parse_tiles("0m")
Traceback (most recent call last):
ValueError: bad tile notation '0m' at position 0: rank 0m does not exist (ranks are 1..9)
)doc");
  add_fast_entry<parse_flowers_entry>(
      m, "parse_flowers",
      "parse_flowers(text)\n--\n\n"
      R"doc(Flower numbers (0..7) written in text (1-8f, H1-H8 or the tile characters); other tiles are skipped.

>>> from mjcore.tiles import parse_flowers
>>> parse_flowers("13f"), parse_flowers("H1 H3"), parse_flowers("123m")
([0, 2], [0, 2], [])
)doc");
  add_fast_entry<parse_tile_entry>(m, "parse_tile",
                                   "parse_tile(text)\n--\n\n"
                                   R"doc(The index of exactly one tile, in any notation.

>>> import mjcore
>>> mjcore.parse_tile("5m"), mjcore.parse_tile("J3"), mjcore.parse_tile("🀄")
(4, 31, 33)
>>> mjcore.parse_tile("12m")
Traceback (most recent call last):
ValueError: expected exactly one tile, got '12m'
)doc");
  add_fast_entry<render_tiles_entry>(m, "render_tiles",
                                     "render_tiles(tiles, notation='canonical')\n--\n\n"
                                     R"doc(Tile indices written in a notation: "canonical", "gb" or "unicode".

>>> import mjcore
>>> [mjcore.render_tiles([0, 1, 2, 9, 33], n) for n in ("canonical", "gb", "unicode")]
['123m1p7z', 'W1W2W3B1J1', '🀇🀈🀉🀙🀄']
>>> mjcore.render_tiles([34])
Traceback (most recent call last):
ValueError: tile index 34 is not a tile (0..33)
)doc");
  add_fast_entry<render_flowers_entry>(m, "render_flowers",
                                       "render_flowers(flowers, notation='canonical')\n--\n\n"
                                       R"doc(Flower numbers (0..7) written in a notation.

>>> from mjcore.tiles import render_flowers
>>> render_flowers([0, 7]), render_flowers([0, 7], "gb")
('18f', 'H1H8')
)doc");
}

}  // namespace mjcore::bindings
