// MCR pattern detection for one decomposition: the catalogue's MCR fans.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/mcr/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/detected.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/patterns.hpp"

namespace mjcore::mcr {

using mjcore::Detected;
using mjcore::kAllSets;
using mjcore::kPairBit;
using mjcore::Occurrence;

// Tile-trait patterns (flushes, 断幺, 五门齐, ...) a hand shows.
struct Traits {
  std::array<Pattern, 20> items;  // only the first n are meaningful
  std::uint8_t n = 0;
  void add_if(bool holds, Pattern p) {
    if (holds && n < items.size()) items[n++] = p;
  }
};

// Facts of the hand shared by all its decompositions.
struct HandFacts {
  Counts all{};             // every tile: concealed, winning tile, melds
  Traits traits;
  bool nine_gates = false;   // 九莲宝灯: concealed 1112345678999 of one suit
  bool unique_wait = false;  // the hand could only win on this one tile kind
  bool has_exposed = false;  // any claimed meld (concealed kongs do not count)
  bool win_tile_exposed_thrice = false;  // an exposed pung of the winning tile: 和绝张 by sight
  std::uint8_t tile_hogs = 0;  // tile kinds all four of whose copies the hand uses, none as a declared kong (四归一)
};

// `need_wait`: compute unique_wait (34 completeness probes at most), only
// worth it when some decomposition has an edge, closed or single wait.
// `exhausted_tiles_are_waits`: a tile the player holds all four of still
// counts as a wait (PyMahjongGB's reading); the rule text's reading, "could
// win on that tile alone", leaves it out.
HandFacts hand_facts(const Hand& hand, bool need_wait, bool exhausted_tiles_are_waits);

// The fact alone (HandFacts::unique_wait), for a scorer that settles it only
// when a count depends on it; `quads`: the tiles all of whose copies the hand
// holds, melds included.
bool unique_wait(const Hand& hand, std::uint64_t quads, bool exhausted_tiles_are_waits);

// Tile-trait patterns from which tile kinds the hand holds, melds included
// (form-independent; bit t = tile t).
Traits tile_traits(std::uint64_t held);

// Appends every MCR pattern `d` shows, before any exclusion. Chow
// combinations already follow 不拆移 / 不得相同 / 套算一次.
void detect(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx,
            Detected& out);

// Pieces of detect(), one file each.
void detect_sets(const Decomposition& d, const WinContext& ctx, Detected& out);
void detect_chows(const Decomposition& d, Detected& out);

}  // namespace mjcore::mcr
