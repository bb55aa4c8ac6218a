// The special forms: seven pairs, thirteen orphans, knitted straight (组合龙)
// + meld + pair, knitted-and-honours (全不靠). Each test works on the full
// concealed counts (winning tile included).
#pragma once
#include <array>

#include "mjcore/count_masks.hpp"
#include "mjcore/tile.hpp"

namespace mjcore {

bool is_seven_pairs(const Counts& c);
bool is_thirteen_orphans(const Counts& c);
// The six knitted straights: for suit order (a, b, c), ranks 1-4-7 in suit a,
// 2-5-8 in b and 3-6-9 in c.
extern const std::array<std::array<Tile, 9>, 6> kKnittedStraights;
// The same as masks (bit t = tile t).
extern const TileMask kKnittedMasks[6];
inline TileMask knitted_pattern_mask(int pattern) { return kKnittedMasks[pattern]; }
// Whether every suit holds some whole rank class (1-4-7, 2-5-8 or 3-6-9),
// which each knitted straight needs: one test that rules out almost every
// hand before the six patterns are tried.
inline bool may_hold_knitted_straight(TileMask held) {
  bool each = true;
  for (int s = 0; s < 3; ++s) {
    const TileMask suit = held >> (9 * s);
    each = each && (suit & (suit >> 3) & (suit >> 6) & 7) != 0;
  }
  return each;
}
// Index into kKnittedStraights whose tiles plus honours cover `c` with no
// duplicate (14 tiles), or -1.
int knitted_and_honors_pattern(const Counts& c);
bool contains_knitted_straight(const Counts& c, int pattern);

}  // namespace mjcore
