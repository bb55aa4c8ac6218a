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
      "Tile indices (0..33) in the order written; flowers are not tiles and are rejected by Hand.");
  m.def(
      "parse_flowers", [](const std::string& text) { return parse_tiles(text).flowers; }, py::arg("text"),
      "Flower numbers (0..7) written in text.");
  m.def(
      "parse_tile", [](const std::string& text) { return parse_tile(text); }, py::arg("text"));
  m.def(
      "render_tiles",
      [](const std::vector<int>& tiles, const std::string& notation) {
        return render_tiles(checked_tiles(tiles), notation_from(notation));
      },
      py::arg("tiles"), py::arg("notation") = "canonical");
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
      py::arg("flowers"), py::arg("notation") = "canonical");
}

}  // namespace mjcore::bindings
