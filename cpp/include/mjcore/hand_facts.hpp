// Facts of a winning hand that every decomposition of it shares, computed
// once per hand and read by every detector family.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/hand.hpp"
#include "mjcore/patterns.hpp"

namespace mjcore {

// The patterns that follow from which tile kinds the hand holds, whatever
// their grouping (flushes, 断幺, 五门齐, ...).
struct TilePatterns {
  std::array<Pattern, 20> items;  // only the first n are meaningful
  std::uint8_t n = 0;
  void add_if(bool holds, Pattern p) {
    if (holds && n < items.size()) items[n++] = p;
  }
  bool contains(Pattern p) const {
    for (int i = 0; i < n; ++i) {
      if (items[i] == p) return true;
    }
    return false;
  }
};

struct HandFacts {
  Counts all{};  // every tile: concealed, winning tile, melds
  TilePatterns tile_patterns;
  bool nine_gates = false;               // the concealed hand before the win is 1112345678999 of one suit
  bool unique_wait = false;              // the hand could only win on this one tile kind
  bool has_exposed = false;              // any claimed meld (concealed kongs do not count)
  bool win_tile_exposed_thrice = false;  // an exposed pung of the winning tile: 和绝张 by sight
  std::uint8_t tile_hogs = 0;  // tile kinds all four of whose copies the hand uses, none as a declared kong (四归一)
};

// `need_wait`: compute unique_wait (34 completeness probes at most), only
// worth it when some decomposition has an edge, closed or single wait.
// `exhausted_tiles_are_waits`: a tile the player holds all four of still
// counts as a wait when the shapes complete with it, even as a fifth copy in
// hand (PyMahjongGB's reading); the rule text's reading, "could win on that
// tile alone", leaves it out.
HandFacts hand_facts(const Hand& hand, bool need_wait, bool exhausted_tiles_are_waits);

// The fact alone (HandFacts::unique_wait), for a scorer that settles it only
// when a count depends on it; `quads`: the tiles all of whose copies the hand
// holds, melds included.
bool unique_wait(const Hand& hand, std::uint64_t quads, bool exhausted_tiles_are_waits);

// The tile patterns of the tile kinds held, melds included (bit t = tile t).
TilePatterns tile_patterns(std::uint64_t held);

}  // namespace mjcore
