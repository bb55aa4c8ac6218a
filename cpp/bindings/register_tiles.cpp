#include <pybind11/stl.h>

#include "mjcore/errors.hpp"
#include "mjcore/notation.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {

Notation notation_from(const std::string& name) {
  if (name == "canonical") return Notation::Canonical;
  if (name == "gb") return Notation::GB;
  if (name == "unicode") return Notation::Unicode;
  throw InputError("unknown notation '" + name + "' (canonical, gb, unicode)");
}

py::object tile_or_none(std::uint8_t t) {
  if (t == kNoTile) return py::none();
  return py::int_(t);
}

namespace {

std::vector<Tile> checked_tiles(const std::vector<int>& tiles) {
  std::vector<Tile> out;
  out.reserve(tiles.size());
  for (int t : tiles) {
    if (!is_valid_tile(t)) throw InputError("tile index " + std::to_string(t) + " is not a tile (0..33)");
    out.push_back(static_cast<Tile>(t));
  }
  return out;
}

}  // namespace

void register_tiles(py::module_& m) {
  m.def(
      "parse_tiles", [](const std::string& text) { return parse_tiles(text).tiles; }, py::arg("text"),
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
      "parse_flowers", [](const std::string& text) { return parse_tiles(text).flowers; }, py::arg("text"),
      R"doc(Flower numbers (0..7) written in text (1-8f, H1-H8 or the tile characters); other tiles are skipped.

>>> from mjcore.tiles import parse_flowers
>>> parse_flowers("13f"), parse_flowers("H1 H3"), parse_flowers("123m")
([0, 2], [0, 2], [])
)doc");
  m.def(
      "parse_tile", [](const std::string& text) { return parse_tile(text); }, py::arg("text"),
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
      [](const std::vector<int>& tiles, const std::string& notation) {
        return render_tiles(checked_tiles(tiles), notation_from(notation));
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
      [](const std::vector<int>& flowers, const std::string& notation) {
        std::vector<std::uint8_t> checked;
        for (int f : flowers) {
          if (f < 0 || f >= kFlowerKinds) throw InputError("flower " + std::to_string(f) + " does not exist (0..7)");
          checked.push_back(static_cast<std::uint8_t>(f));
        }
        return render_flowers(checked, notation_from(notation));
      },
      py::arg("flowers"), py::arg("notation") = "canonical",
      R"doc(Flower numbers (0..7) written in a notation.

>>> from mjcore.tiles import render_flowers
>>> render_flowers([0, 7]), render_flowers([0, 7], "gb")
('18f', 'H1H8')
)doc");
}

}  // namespace mjcore::bindings
