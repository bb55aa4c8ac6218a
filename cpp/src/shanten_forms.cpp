#include "mjcore/shanten_forms.hpp"

#include <algorithm>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "mjcore/bits.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {
namespace {


TileMask make_pattern_mask(int pattern) {
  TileMask m = 0;
  for (Tile t : kKnittedStraights[pattern]) m |= TileMask{1} << t;
  return m;
}

// kKnittedStraights is constant-initialised, so reading it here is safe.
const TileMask kPatternMasks[6] = {make_pattern_mask(0), make_pattern_mask(1), make_pattern_mask(2),
                                   make_pattern_mask(3), make_pattern_mask(4), make_pattern_mask(5)};

}  // namespace

RegularGroups regular_groups(const Counts& counts, const Counts* declared) {
  RegularGroups g;
  const SuitTable& suits = SuitTable::instance();
  const ShantenTable& table = ShantenTable::instance();
  for (int s = 0; s < 3; ++s) {
    const std::uint8_t* c = &counts[9 * s];
    std::uint8_t cap[kSuitRanks];
    for (int r = 0; declared && r < kSuitRanks; ++r) {
      cap[r] = static_cast<std::uint8_t>(kMaxCopies - (*declared)[9 * s + r]);
      g.capped[s] = g.capped[s] || cap[r] != kMaxCopies;
    }
    if (g.capped[s]) {
      g.group[s] = capped_suit_distances(c, cap);
      g.any_capped = true;
    } else {
      g.rank[s] = suits.rank(c);
      g.row_class[s] = table.suit_class(g.rank[s]);
      g.group[s] = table.row(g.row_class[s]);
    }
  }
  g.row_class[3] = table.honor_class(honor_key(&counts[27], declared ? &(*declared)[27] : nullptr));
  g.group[3] = table.row(g.row_class[3]);
  return g;
}

int regular_distance(const RegularGroups& g, int melds) {
  if (g.any_capped) {
    return combine_complete(combine(combine(g.group[0], g.group[1]), g.group[2]), g.group[3], melds);
  }
  // Two independent products, then one: a shorter chain of look-ups.
  const ShantenTable& t = ShantenTable::instance();
  const RowClass* c = g.row_class;
  return t.row(t.product(t.product(c[0], c[1]), t.product(c[2], c[3]))).to[2 * melds + 1];
}

#if defined(__SSE2__)
// Sixteen counts per instruction: compare, then collect each byte's top bit.
CountMasks count_masks(const Counts& counts) {
  alignas(16) std::uint8_t padded[48] = {};
  std::memcpy(padded, counts.data(), kTileKinds);
  CountMasks m;
  const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
  for (int base = 0; base < 48; base += 16) {
    const __m128i x = _mm_load_si128(reinterpret_cast<const __m128i*>(padded + base));
    const auto bits = [](__m128i v) { return static_cast<TileMask>(static_cast<std::uint16_t>(_mm_movemask_epi8(v))); };
    m.held |= (~bits(_mm_cmpeq_epi8(x, zero)) & 0xFFFF) << base;
    m.pairs |= bits(_mm_cmpgt_epi8(x, one)) << base;
    m.quads |= bits(_mm_slli_epi16(x, 5)) << base;  // bit 2 (a count of 4) to each byte's top
    m.odd |= bits(_mm_slli_epi16(x, 7)) << base;    // bit 0 likewise
  }
  const TileMask all = (TileMask{1} << kTileKinds) - 1;
  m.held &= all;
  return m;
}
#else
// Eight counts at a time: the wanted bits of each byte (counts are 0..4,
// bits 0-2) folded into its low bit, then the eight low bits gathered into
// one byte by a multiplication whose partial products never collide.
CountMasks count_masks(const Counts& counts) {
  constexpr std::uint64_t kLow = 0x0101010101010101ULL;
  const auto gather = [](std::uint64_t x) { return (x * 0x0102040810204080ULL) >> 56; };
  std::uint8_t padded[40] = {};
  std::memcpy(padded, counts.data(), kTileKinds);
  CountMasks m;
  for (int base = 0; base < 40; base += 8) {
    std::uint64_t x;
    std::memcpy(&x, &padded[base], 8);
    m.held |= gather((x | (x >> 1) | (x >> 2)) & kLow) << base;
    m.pairs |= gather(((x >> 1) | (x >> 2)) & kLow) << base;
    m.quads |= gather((x >> 2) & kLow) << base;
    m.odd |= gather(x & kLow) << base;
  }
  return m;
}
#endif

TileMask knitted_pattern_mask(int pattern) { return kPatternMasks[pattern]; }

std::array<int, 6> knitted_held(TileMask held) {
  std::array<int, 6> out;
  for (int p = 0; p < 6; ++p) out[p] = popcount64(held & kPatternMasks[p]);
  return out;
}

bool knitted_rest(const ShantenHand& h, int pattern_held, int pattern, KnittedRest& out) {
  out.missing = 9 - pattern_held;
  out.rest = h.concealed;
  for (Tile t : kKnittedStraights[pattern]) {
    if (out.rest[t]) --out.rest[t];
  }
  if (h.n_declared == 0) return true;  // caps matter only beside a declared meld
  for (int t = 0; t < kTileKinds; ++t) out.cap[t] = static_cast<std::uint8_t>(kMaxCopies - h.declared[t]);
  for (Tile t : kKnittedStraights[pattern]) {
    if (out.cap[t] == 0) return false;
    --out.cap[t];
  }
  return true;
}

int knitted_rest_distance(const ShantenHand& h, const KnittedRest& k) {
  if (h.n_declared == 0) {
    // One meld and a pair use at most three copies of a tile, never more than
    // the pattern leaves, so the uncapped tables are exact here.
    return regular_distance(regular_groups(k.rest, nullptr), 1);
  }
  // The declared meld is the meld: only the pair is left to make.
  int best = kUnreachable;
  for (int t = 0; t < kTileKinds; ++t) {
    if (k.cap[t] >= 2) best = std::min(best, std::max(0, 2 - k.rest[t]));
  }
  return best;
}

}  // namespace mjcore
