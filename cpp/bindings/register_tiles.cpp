#include <pybind11/stl.h>

#include "mjcore/errors.hpp"
#include "mjcore/notation.hpp"
#include "arguments.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {

Notation notation_argument(const py::handle& obj) {
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
      throw InputError(std::string(what) + " " + (overflow ? std::string(overflow > 0 ? "beyond" : "below") + " the range" : std::to_string(v)) +
                       " " + plural + " (0.." + std::to_string(kinds - 1) + ")");
    }
    out.push_back(static_cast<std::uint8_t>(v));
  }
  return out;
}

}  // namespace

void register_tiles(py::module_& m) {
  m.def(
      "parse_tiles", [](const py::handle& text) { return parse_tiles(text_argument(text, "text")).tiles; }, py::arg("text"),
      R"doc(Tile indices (0..33) in the order written, in any notation (docs/notation.md);
flowers in the text are skipped (parse_flowers reads them).

>>> import mjcore
>>> mjcore.parse_tiles("123m 7z"), mjcore.parse_tiles("W1 J1"), mjcore.parse_tiles("🀇🀄")
([0, 1, 2, 33], [0, 33], [0, 33])
>>> mjcore.parse_tiles("0m")
Traceback (most recent call last):
ValueError: bad tile notation '0m' at position 0: rank 0m does not exist (ranks are 1..9)
)doc");
  m.def(
      "parse_flowers", [](const py::handle& text) { return parse_tiles(text_argument(text, "text")).flowers; }, py::arg("text"),
      R"doc(Flower numbers (0..7) written in text (1-8f, H1-H8 or the tile characters); other tiles are skipped.

>>> from mjcore.tiles import parse_flowers
>>> parse_flowers("13f"), parse_flowers("H1 H3"), parse_flowers("123m")
([0, 2], [0, 2], [])
)doc");
  m.def(
      "parse_tile", [](const py::handle& text) { return parse_tile(text_argument(text, "text")); }, py::arg("text"),
      R"doc(The index of exactly one tile, in any notation.

>>> import mjcore
>>> mjcore.parse_tile("5m"), mjcore.parse_tile("J3"), mjcore.parse_tile("🀄")
(4, 31, 33)
>>> mjcore.parse_tile("12m")
Traceback (most recent call last):
ValueError: expected exactly one tile, got '12m'
)doc");
  m.def(
      "render_tiles",
      [](const py::handle& tiles, const py::handle& notation) {
        return render_tiles(indices_argument(tiles, "tiles", kTileKinds, "tile index", "is not a tile"),
                            notation_argument(notation));
      },
      py::arg("tiles"), py::arg("notation") = "canonical",
      R"doc(Tile indices written in a notation: "canonical", "gb" or "unicode".

>>> import mjcore
>>> [mjcore.render_tiles([0, 1, 2, 9, 33], n) for n in ("canonical", "gb", "unicode")]
['123m1p7z', 'W1W2W3B1J1', '🀇🀈🀉🀙🀄']
>>> mjcore.render_tiles([34])
Traceback (most recent call last):
ValueError: tile index 34 is not a tile (0..33)
)doc");
  m.def(
      "render_flowers",
      [](const py::handle& flowers, const py::handle& notation) {
        return render_flowers(indices_argument(flowers, "flowers", kFlowerKinds, "flower", "does not exist"),
                              notation_argument(notation));
      },
      py::arg("flowers"), py::arg("notation") = "canonical",
      R"doc(Flower numbers (0..7) written in a notation.

>>> from mjcore.tiles import render_flowers
>>> render_flowers([0, 7]), render_flowers([0, 7], "gb")
('18f', 'H1H8')
)doc");
}

}  // namespace mjcore::bindings
