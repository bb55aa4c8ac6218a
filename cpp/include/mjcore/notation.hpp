// Tile notations: canonical "123m456p11z", PyMahjongGB codes ("W1 T1 B1 F1
// J1 H1", spaces optional) and the Unicode mahjong tiles (U+1F000..U+1F02B).
// Parsing accepts any of them (mixed is rejected); rendering produces any.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "mjcore/tile.hpp"

namespace mjcore {

enum class Notation { Canonical, GB, Unicode };

// A parsed run of tiles. Flowers are numbered 0..7 (H1..H8, or the Unicode
// flower and season tiles); canonical notation has no flower letter.
struct ParsedTiles {
  std::vector<Tile> tiles;
  std::vector<std::uint8_t> flowers;
};

// Throws InputError naming the offending token.
ParsedTiles parse_tiles(std::string_view text);
// A single tile, e.g. "5m", "W5" or "🀋"; flowers are rejected.
Tile parse_tile(std::string_view text);

std::string render_tile(Tile t, Notation n);
std::string render_tiles(const std::vector<Tile>& tiles, Notation n);
// Flowers 0..7; canonical groups them like tiles ("13f").
std::string render_flowers(const std::vector<std::uint8_t>& flowers, Notation n);

}  // namespace mjcore
