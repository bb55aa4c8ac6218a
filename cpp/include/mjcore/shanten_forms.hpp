// Distances (tiles to add; shanten + 1) of a hand to each form, shared by
// shanten() and useful_tiles(). Each returns kUnreachable when the form
// cannot be completed. The hot ones are inline: a call across files costs
// as much as their work.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/shanten_groups.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {

// Held + declared copies of the fullest suited tile in [from, to) holding
// declared copies: a loop over bytes without a branch, which the compiler
// vectorises (a branch per tile was mispredicted ~4 times a call).
inline int fullest_declared(const Counts& counts, const Counts& declared, int from, int to) {
  std::uint8_t most = 0;
  for (int t = from; t < to; ++t) {
    const std::uint8_t held = static_cast<std::uint8_t>(-static_cast<int>(declared[t] != 0));  // 0xFF or 0
    const std::uint8_t copies = static_cast<std::uint8_t>((counts[t] + declared[t]) & held);
    most = copies > most ? copies : most;
  }
  return most;
}

// The four groups of a hand read for the regular form, filled in place by
// regular_groups_from_tables() or regular_groups_capped() (a copy of the
// struct would cost as much as its work).
struct RegularGroups {
  RowClass row_class[4];  // m, p, s, honours: table classes (suits unless capped)
  std::uint32_t rank[3];  // suit table ranks, unless capped
  bool capped[3];         // suit holds declared copies that may matter: solved exactly, off the table
  bool any_capped;
  Distances group[4];  // every group's distances, filled only when any_capped

  const Distances& row(int g) const { return any_capped ? group[g] : ShantenTable::instance().row(row_class[g]); }
};
// Suits holding declared copies are solved by capped_suit_distances, for
// targets of at most `melds` melds (what the hand still needs); `bound` as
// there, and a suit whose table distances up to it are exact keeps them, as
// do the suits of `table_suits` (bit s: see quiet_kong_suits).
void regular_groups_capped(const Counts& counts, const Counts& declared, int melds, RegularGroups& g,
                           int bound = kUnreachable, unsigned table_suits = 0);

// Suits (bit s) whose only declared copies are kongs, at most two, none with
// more than `near` concealed tiles within two ranks of it. A kong's rank can
// hold no tile, yet the tables' distances of such a suit are its distances
// for every target: a best target through the dead rank meets no held tile
// there, so the same group made elsewhere costs no more. With `near` 1 that
// holds (checked for every such suit: test_shanten.cpp), and with `near` 0
// it still holds after any one draw.
unsigned quiet_kong_suits(const Counts& counts, const Counts& declared, int near);

// The groups as the tables read them, honour kinds with declared copies left
// out (`declared` may be null): exact without declared copies, and with them
// while the distance they give plus the fullest rank holding declared copies
// is at most four (tables_exact_declared).
inline void regular_groups_from_tables(const Counts& counts, const Counts* declared, RegularGroups& g) {
  const SuitTable& suits = SuitTable::instance();
  const ShantenTable& table = ShantenTable::instance();
  for (int s = 0; s < 3; ++s) {
    g.rank[s] = suits.rank(&counts[9 * s]);
    g.row_class[s] = table.suit_class(g.rank[s]);
    g.capped[s] = false;
  }
  g.any_capped = false;
  g.row_class[3] = table.honor_class(honor_key(&counts[27], declared ? &(*declared)[27] : nullptr));
}

// Whether `lower`, the tables' regular distance of a hand with declared
// copies, is its distance, with every group as the tables read it exact up
// to it. No suit's share of a best target exceeds `lower` tiles, so it is
// when that many more copies keep every rank holding declared copies within
// four (most hands with melds).
inline bool tables_exact_declared(int lower, const Counts& counts, const Counts& declared) {
  const int most = fullest_declared(counts, declared, 0, 27);
  return most == 0 || lower + most <= kMaxCopies;  // honour kinds with declared copies take no part
}
// The same suit by suit, the suits of `table_suits` (exact whatever the
// distance) left out.
bool tables_exact_beside(int lower, const Counts& counts, const Counts& declared, unsigned table_suits);

inline int regular_distance(const RegularGroups& g, int melds) {
  if (g.any_capped) {
    return combine_complete(combine(combine(g.group[0], g.group[1]), g.group[2]), g.group[3], melds);
  }
  // Two independent products, then one: a shorter chain of look-ups.
  const ShantenTable& t = ShantenTable::instance();
  const RowClass* c = g.row_class;
  return t.row(t.product(t.product(c[0], c[1]), t.product(c[2], c[3]))).to[2 * melds + 1];
}

// Bounds on the regular distance of a hand with declared copies, from the
// tables alone. The uncapped tables give the lower one, exact (upper ==
// lower) when even that many more copies keep every rank holding declared
// copies within four. Else: a suit's distance d to a target is exact when
// every such rank would stay within four even if all d tiles went there
// (held + declared + d <= 4), so the best split over exact entries alone is
// an upper bound; when the two meet, that is the distance. Quiet kong suits
// (quiet_kong_suits, `near` 1) are exact whatever the distance.
struct RegularBounds {
  int lower, upper;
  unsigned table_suits;  // the quiet kong suits, found only when the first test fails
};
RegularBounds regular_bounds_declared(const Counts& counts, const Counts& declared, int melds);
// The distance, given its bounds: the bounds when they meet, else from the
// capped suits, pruned at the lower bound and one tile more before the upper
// one. A caller asks only when the lower bound could still beat the other
// forms (the exact distance is the costly part).
int regular_distance_declared(const Counts& counts, const Counts& declared, int melds, const RegularBounds& b);

constexpr int kSevenPairs = 7;
constexpr int kSpecialTiles = 14;  // tiles of a special form

// Seven pairs, a quad counting as two pairs: the cheapest seven pairs, where
// a pair already held costs nothing, one half held costs one tile, and any
// other costs two.
inline int seven_pairs_distance(const CountMasks& m) {
  const int wanted = kSevenPairs - (m.free_pairs < kSevenPairs ? m.free_pairs : kSevenPairs);
  const int one = m.halves < wanted ? m.halves : wanted;
  return one + 2 * (wanted - one);
}

inline int thirteen_orphans_distance(const CountMasks& m) {
  return 13 - popcount64(m.held & kOrphanMask) + ((m.pairs & kOrphanMask) ? 0 : 1);
}

// Which ranks (residue 0: 147, 1: 258, 2: 369) each suit gives each
// knitted pattern.
extern const std::array<int, 3> kPatternResidues[6];

// How many tiles of each knitted pattern are held: per suit, how many of its
// 147, 258 and 369 are held, then summed per pattern.
inline std::array<int, 6> knitted_held(TileMask held) {
  int in[3][3];
  for (int s = 0; s < 3; ++s) {
    const TileMask x = held >> (9 * s);
    for (int r = 0; r < 3; ++r) in[s][r] = static_cast<int>((x >> r & 1) + (x >> (r + 3) & 1) + (x >> (r + 6) & 1));
  }
  std::array<int, 6> out;
  for (int p = 0; p < 6; ++p) {
    const std::array<int, 3>& res = kPatternResidues[p];
    out[p] = in[0][res[0]] + in[1][res[1]] + in[2][res[2]];
  }
  return out;
}
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
  Counts cap{};  // copies the rest may still use (set only beside a declared meld)
};
// The same with no declared meld, from the hand's own groups: the table knows
// each suit's remainder after its share of the pattern.
inline int knitted_rest_distance(const RegularGroups& g, int pattern) {
  const ShantenTable& t = ShantenTable::instance();
  const std::array<int, 3>& res = kPatternResidues[pattern];
  const RowClass a = t.product(t.knit_class(g.rank[0], res[0]), t.knit_class(g.rank[1], res[1]));
  const RowClass b = t.product(t.knit_class(g.rank[2], res[2]), g.row_class[3]);
  return t.row(t.product(a, b)).to[3];  // one meld and the pair
}
// False when the pattern cannot be completed (a kong took all of a tile).
bool knitted_rest(const ShantenHand& h, int pattern_held, int pattern, KnittedRest& out);
int knitted_rest_distance(const ShantenHand& h, const KnittedRest& k);

}  // namespace mjcore
