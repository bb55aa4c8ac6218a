// Distances (tiles to add; shanten + 1) of a hand to each form, shared by
// shanten() and useful_tiles(). Each returns kUnreachable when the form
// cannot be completed. The hot ones are inline: a call across files costs
// as much as their work.
#pragma once
#include <array>
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "mjcore/bits.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/shanten_groups.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {

// The four groups of a hand read for the regular form, filled in place by
// regular_groups() (a copy of the struct would cost as much as its work).
struct RegularGroups {
  RowClass row_class[4];  // m, p, s, honours: table classes (suits unless capped)
  std::uint32_t rank[3];  // suit table ranks, unless capped
  bool capped[3];         // suit holds declared copies: solved exactly, off the table
  bool any_capped;
  Distances group[4];     // every group's distances, filled only when any_capped

  const Distances& row(int g) const {
    return any_capped ? group[g] : ShantenTable::instance().row(row_class[g]);
  }
};
// Suits holding declared copies are solved by capped_suit_distances, for
// targets of at most `melds` melds (what the hand still needs).
void regular_groups_capped(const Counts& counts, const Counts& declared, int melds, RegularGroups& g);

// `declared` may be null (no declared melds).
inline void regular_groups(const Counts& counts, const Counts* declared, int melds, RegularGroups& g) {
  if (declared) {
    regular_groups_capped(counts, *declared, melds, g);
    return;
  }
  const SuitTable& suits = SuitTable::instance();
  const ShantenTable& table = ShantenTable::instance();
  for (int s = 0; s < 3; ++s) {
    g.rank[s] = suits.rank(&counts[9 * s]);
    g.row_class[s] = table.suit_class(g.rank[s]);
    g.capped[s] = false;
  }
  g.any_capped = false;
  g.row_class[3] = table.honor_class(honor_key(&counts[27], nullptr));
}

inline int regular_distance(const RegularGroups& g, int melds) {
  if (g.any_capped) {
    return combine_complete(combine(combine(g.group[0], g.group[1]), g.group[2]), g.group[3], melds);
  }
  // Two independent products, then one: a shorter chain of look-ups.
  const ShantenTable& t = ShantenTable::instance();
  const RowClass* c = g.row_class;
  return t.row(t.product(t.product(c[0], c[1]), t.product(c[2], c[3]))).to[2 * melds + 1];
}

// The regular distance of a hand with declared copies from the tables alone,
// or -1 when they cannot tell. The uncapped tables give a lower bound. A
// suit's distance d to a target is exact when every rank holding declared
// copies would stay within four even if all d tiles went there (held +
// declared + d <= 4), so the best split over exact entries alone is an upper
// bound; when the two meet, that is the distance.
int bounded_regular_distance(const Counts& counts, const Counts& declared, int melds);
// The same, the capped suits solved by the programme when the bounds differ.
inline int regular_distance_declared(const Counts& counts, const Counts& declared, int melds) {
  const int bounded = bounded_regular_distance(counts, declared, melds);
  if (bounded >= 0) return bounded;
  RegularGroups g;
  regular_groups_capped(counts, declared, melds, g);
  return regular_distance(g, melds);
}

// Which tiles are held at least once, at least twice, four times, and an odd
// number of times, and the pair counts of seven pairs: enough for every
// special form.
struct CountMasks {
  TileMask held = 0, pairs = 0, quads = 0, odd = 0;
  int free_pairs = 0;  // pairs held, a quad counting twice
  int halves = 0;      // tiles held an odd number of times
};

#if defined(__SSE2__)
// Sixteen counts per instruction: compare or shift, then collect each byte's
// top bit; byte sums for the pair counts.
inline CountMasks count_masks(const Counts& counts) {
  const auto load = [&](int at) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(counts.data() + at)); };
  const auto bits = [](__m128i v) { return static_cast<TileMask>(static_cast<std::uint16_t>(_mm_movemask_epi8(v))); };
  // Tiles 0-15, 16-31, and 18-33 of which only the last two are new.
  const __m128i tail_only = _mm_set_epi8(-1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  const __m128i x[3] = {load(0), load(16), _mm_and_si128(load(18), tail_only)};
  const int shift[3] = {0, 16, 18};
  const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1), low7 = _mm_set1_epi8(0x7F);
  CountMasks m;
  __m128i halves = zero, pairs = zero;
  for (int i = 0; i < 3; ++i) {
    m.held |= (~bits(_mm_cmpeq_epi8(x[i], zero)) & 0xFFFF) << shift[i];
    m.pairs |= bits(_mm_cmpgt_epi8(x[i], one)) << shift[i];
    m.quads |= bits(_mm_slli_epi16(x[i], 5)) << shift[i];  // bit 2 (a count of 4) to the byte's top
    m.odd |= bits(_mm_slli_epi16(x[i], 7)) << shift[i];    // bit 0 likewise
    halves = _mm_add_epi64(halves, _mm_sad_epu8(_mm_and_si128(x[i], one), zero));
    pairs = _mm_add_epi64(pairs, _mm_sad_epu8(_mm_and_si128(_mm_srli_epi16(x[i], 1), low7), zero));
  }
  m.halves = _mm_cvtsi128_si32(halves) + _mm_cvtsi128_si32(_mm_srli_si128(halves, 8));
  m.free_pairs = _mm_cvtsi128_si32(pairs) + _mm_cvtsi128_si32(_mm_srli_si128(pairs, 8));
  return m;
}
#else
inline CountMasks count_masks(const Counts& counts) {
  CountMasks m;
  for (int t = 0; t < kTileKinds; ++t) {
    const TileMask bit = TileMask{1} << t;
    const int c = counts[t];
    if (c) m.held |= bit;
    if (c >= 2) m.pairs |= bit;
    if (c == 4) m.quads |= bit;
    if (c & 1) m.odd |= bit;
    m.free_pairs += c / 2;
    m.halves += c & 1;
  }
  return m;
}
#endif

constexpr TileMask kHonorMask = ((TileMask{1} << kTileKinds) - 1) & ~((TileMask{1} << 27) - 1);
constexpr TileMask kOrphanMask = kHonorMask | 1ULL << 0 | 1ULL << 8 | 1ULL << 9 | 1ULL << 17 | 1ULL << 18 | 1ULL << 26;
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

// Tiles of each knitted pattern, and which ranks (residue 0: 147, 1: 258,
// 2: 369) each suit gives it.
extern const TileMask kPatternMasks[6];
extern const std::array<int, 3> kPatternResidues[6];
inline TileMask knitted_pattern_mask(int pattern) { return kPatternMasks[pattern]; }

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
  Counts cap{};     // copies the rest may still use (set only beside a declared meld)
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
