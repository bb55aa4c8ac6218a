// Bit masks of a hand's counts (bit t = tile t): which tiles are held, in
// pairs, four times, an odd number of times. Shared by shanten, waits and
// decomposition, which all ask them of the same 34 counts.
#pragma once
#include <cstdint>
#include "mjcore/simd.hpp"

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

#if MJCORE_SSE2
// 34 counts in three registers: tiles 0-15, 16-31, and 18-33, of which only
// the last two are new (an overlapping load instead of reading past the end).
inline void load_counts(const std::uint8_t* counts, __m128i (&x)[3]) {
  const auto load = [&](int at) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(counts + at)); };
  x[0] = load(0);
  x[1] = load(16);
  x[2] = load(18);
}

// The third register with the tiles the second already holds zeroed.
inline __m128i last_two_only(__m128i third) {
  return _mm_and_si128(third, _mm_set_epi8(-1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
}

// Sixteen counts per instruction: compare or shift, then collect each byte's
// top bit; byte sums for the pair counts. x as load_counts gives it.
inline CountMasks count_masks(const __m128i (&x)[3]) {
  const auto bits = [](__m128i v) { return static_cast<TileMask>(static_cast<std::uint16_t>(_mm_movemask_epi8(v))); };
  const __m128i v[3] = {x[0], x[1], last_two_only(x[2])};
  const int shift[3] = {0, 16, 18};
  const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1), low7 = _mm_set1_epi8(0x7F);
  CountMasks m;
  __m128i halves = zero, pairs = zero;
  for (int i = 0; i < 3; ++i) {
    m.held |= (~bits(_mm_cmpeq_epi8(v[i], zero)) & 0xFFFF) << shift[i];
    m.pairs |= bits(_mm_cmpgt_epi8(v[i], one)) << shift[i];
    m.quads |= bits(_mm_slli_epi16(v[i], 5)) << shift[i];  // bit 2 (a count of 4) to the byte's top
    m.odd |= bits(_mm_slli_epi16(v[i], 7)) << shift[i];    // bit 0 likewise
    halves = _mm_add_epi64(halves, _mm_sad_epu8(_mm_and_si128(v[i], one), zero));
    pairs = _mm_add_epi64(pairs, _mm_sad_epu8(_mm_and_si128(_mm_srli_epi16(v[i], 1), low7), zero));
  }
  m.halves = _mm_cvtsi128_si32(halves) + _mm_cvtsi128_si32(_mm_srli_si128(halves, 8));
  m.free_pairs = _mm_cvtsi128_si32(pairs) + _mm_cvtsi128_si32(_mm_srli_si128(pairs, 8));
  return m;
}

inline CountMasks count_masks(const Counts& counts) {
  __m128i x[3];
  load_counts(counts.data(), x);
  return count_masks(x);
}

// Counts in registers (as load_counts gives them) with `copies` more of
// `tile` (kNoTile: none). Adding in memory and then loading sixteen counts
// would stall until the byte's store is done.
inline void add_copies(__m128i (&x)[3], std::uint8_t tile, int copies) {
  const __m128i want = _mm_set1_epi8(static_cast<char>(tile)), more = _mm_set1_epi8(static_cast<char>(copies));
  const __m128i lanes[3] = {_mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
                            _mm_setr_epi8(16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31),
                            _mm_setr_epi8(18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33)};
  for (int i = 0; i < 3; ++i) x[i] = _mm_add_epi8(x[i], _mm_and_si128(_mm_cmpeq_epi8(lanes[i], want), more));
}

// Stores counts held in registers whole.
inline void store_counts(const __m128i (&x)[3], Counts& out) {
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out.data()), x[0]);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out.data() + 16), x[1]);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out.data() + 18), x[2]);
}

// `counts` with one more `extra` (kNoTile: none) written to `out`, and the
// masks of that.
inline CountMasks count_masks_plus(const Counts& counts, std::uint8_t extra, Counts& out) {
  __m128i x[3];
  load_counts(counts.data(), x);
  add_copies(x, extra, 1);
  store_counts(x, out);
  return count_masks(x);
}

// The tiles of which `a` and `b` together hold all four copies.
inline TileMask all_four(const Counts& a, const Counts& b) {
  __m128i x[3], y[3];
  load_counts(a.data(), x);
  load_counts(b.data(), y);
  const __m128i three = _mm_set1_epi8(kMaxCopies - 1);
  const int shift[3] = {0, 16, 18};  // the third register's first two lanes repeat the second's last: or-ed alike
  TileMask out = 0;
  for (int i = 0; i < 3; ++i) {
    const int full = _mm_movemask_epi8(_mm_cmpgt_epi8(_mm_add_epi8(x[i], y[i]), three));
    out |= static_cast<TileMask>(static_cast<std::uint16_t>(full)) << shift[i];
  }
  return out;
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

inline CountMasks count_masks_plus(const Counts& counts, std::uint8_t extra, Counts& out) {
  out = counts;
  if (extra < kTileKinds) ++out[extra];
  return count_masks(out);
}

inline TileMask all_four(const Counts& a, const Counts& b) {
  TileMask out = 0;
  for (int t = 0; t < kTileKinds; ++t) out |= static_cast<TileMask>(a[t] + b[t] >= kMaxCopies) << t;
  return out;
}
#endif

constexpr TileMask kHonorMask = ((TileMask{1} << kTileKinds) - 1) & ~((TileMask{1} << 27) - 1);

// The honours held once, twice, three and four times, from the count masks.
// Honours form only pungs and the pair, so these say how they can fit.
struct HonorCopies {
  TileMask one = 0, two = 0, three = 0, four = 0;
};
inline HonorCopies honor_copies(const CountMasks& m) {
  const TileMask paired_up = m.pairs & kHonorMask;  // 2+ copies
  return {m.held & kHonorMask & ~paired_up, paired_up & ~m.odd & ~m.quads, paired_up & m.odd, m.quads & kHonorMask};
}

constexpr TileMask kOrphanMask = kHonorMask | 1ULL << 0 | 1ULL << 8 | 1ULL << 9 | 1ULL << 17 | 1ULL << 18 | 1ULL << 26;

}  // namespace mjcore
