// Tile kinds and their facts. 34 kinds in the common order (DESIGN.md):
// 1-9m = 0..8, 1-9p = 9..17, 1-9s = 18..26, winds ESWN = 27..30, dragons
// white/green/red = 31..33. Flowers (8 kinds) never form melds and are
// counted, not placed, so they have no index here.
#pragma once
#include <array>
#include <cstdint>

namespace mjcore {

using Tile = std::uint8_t;
constexpr int kTileKinds = 34;
constexpr int kFlowerKinds = 8;
constexpr int kMaxCopies = 4;
constexpr Tile kEast = 27;
constexpr Tile kWhite = 31;
constexpr Tile kGreen = 32;
constexpr Tile kRed = 33;

using Counts = std::array<std::uint8_t, kTileKinds>;

constexpr bool is_valid_tile(int t) { return t >= 0 && t < kTileKinds; }
constexpr bool is_honor(Tile t) { return t >= 27; }
constexpr bool is_suited(Tile t) { return t < 27; }
constexpr int suit_of(Tile t) { return t / 9; }  // 0 m, 1 p, 2 s, 3 honors
constexpr int rank_of(Tile t) { return t % 9; }  // 0..8 for suited tiles
constexpr bool is_terminal(Tile t) { return is_suited(t) && (rank_of(t) == 0 || rank_of(t) == 8); }
constexpr bool is_orphan(Tile t) { return is_honor(t) || is_terminal(t); }
// A chow may start at ranks 1..7 of a suit (0-based 0..6).
constexpr bool can_start_chow(Tile t) { return is_suited(t) && rank_of(t) <= 6; }

// The 13 orphans (terminals and honours), ascending.
extern const std::array<Tile, 13> kOrphans;

}  // namespace mjcore
