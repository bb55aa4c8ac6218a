// Distances (tiles to add; shanten + 1) of a hand to each form, shared by
// shanten() and useful_tiles(). Each returns kUnreachable when the form
// cannot be completed.
#pragma once
#include <cstdint>

#include <array>

#include "mjcore/bits.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/shanten_groups.hpp"

namespace mjcore {

// The four groups of a hand read for the regular form. `declared` may be
// null (no declared melds).
struct RegularGroups {
  Distances group[4];       // m, p, s, honours
  RowClass row_class[4]{};  // their table classes, unless capped
  std::uint32_t rank[3]{};  // suit table ranks, unless capped
  bool capped[3]{};         // suit holds declared copies: solved exactly, off the table
  bool any_capped = false;
};
RegularGroups regular_groups(const Counts& counts, const Counts* declared);
int regular_distance(const RegularGroups& g, int melds);

// Which tiles are held at least once, at least twice, four times, and an odd
// number of times: enough for every special form.
struct CountMasks {
  TileMask held = 0, pairs = 0, quads = 0, odd = 0;
};
CountMasks count_masks(const Counts& counts);

constexpr TileMask kHonorMask = ((TileMask{1} << kTileKinds) - 1) & ~((TileMask{1} << 27) - 1);
constexpr TileMask kOrphanMask = kHonorMask | 1ULL << 0 | 1ULL << 8 | 1ULL << 9 | 1ULL << 17 | 1ULL << 18 | 1ULL << 26;
constexpr int kSevenPairs = 7;
constexpr int kSpecialTiles = 14;  // tiles of a special form

// Seven pairs, a quad counting as two pairs: the cheapest seven pairs, where
// a pair already held costs nothing, one half held costs one tile, and any
// other costs two.
inline int seven_pairs_distance(const CountMasks& m) {
  const int free_pairs = popcount64(m.pairs) + popcount64(m.quads);
  const int halves = popcount64(m.odd);
  const int wanted = kSevenPairs - (free_pairs < kSevenPairs ? free_pairs : kSevenPairs);
  const int one = halves < wanted ? halves : wanted;
  return one + 2 * (wanted - one);
}

inline int thirteen_orphans_distance(const CountMasks& m) {
  return 13 - popcount64(m.held & kOrphanMask) + ((m.pairs & kOrphanMask) ? 0 : 1);
}

TileMask knitted_pattern_mask(int pattern);
// How many tiles of each knitted pattern are held.
std::array<int, 6> knitted_held(TileMask held);
inline int knitted_and_honors_distance(TileMask held, int pattern_held) {
  const int have = pattern_held + popcount64(held & kHonorMask);
  return kSpecialTiles - (have < kSpecialTiles ? have : kSpecialTiles);
}

// Knitted straight + meld + pair (a declared meld may be the meld) for one
// pattern: the pattern tiles missing, then the rest (concealed minus one of
// each pattern tile held) as one meld and a pair, or just a pair.
struct KnittedRest {
  int missing = 0;  // pattern tiles not held
  Counts rest{};
  Counts cap{};     // copies the rest may still use (set only beside a declared meld)
};
// False when the pattern cannot be completed (a kong took all of a tile).
bool knitted_rest(const ShantenHand& h, int pattern_held, int pattern, KnittedRest& out);
int knitted_rest_distance(const ShantenHand& h, const KnittedRest& k);

}  // namespace mjcore
