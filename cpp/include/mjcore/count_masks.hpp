// Bit masks of a hand's counts (bit t = tile t): which tiles are held, in
// pairs, four times, an odd number of times. Shared by shanten, waits and
// decomposition, which all ask them of the same 34 counts.
#pragma once
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "mjcore/tile.hpp"

namespace mjcore {

using TileMask = std::uint64_t;  // bit t = tile t

// Which tiles are held at least once, at least twice, four times, and an odd
// number of times, and the pair counts of seven pairs: enough for every
// special form.
struct CountMasks {
  TileMask held = 0, pairs = 0, quads = 0, odd = 0;
  int free_pairs = 0;  // pairs held, a quad counting twice
  int halves = 0;      // tiles held an odd number of times
  int tiles() const { return 2 * free_pairs + halves; }
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

}  // namespace mjcore
