#include "mjcore/batch_rows.hpp"

#include <algorithm>
#include <cstring>
#include "mjcore/simd.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {
namespace {

static_assert(kMaxMelds * 2 == 8, "a row's melds are one 8-byte word");
// The code bytes of a row's melds (code, first tile: four times), read as one word.
constexpr std::uint64_t kMeldCodeBytes = 0x00FF00FF00FF00FFULL;

// A row's meld bytes, copied once: the checks and the melds built read this
// copy, never the caller's array again (another thread may be rewriting it).
struct MeldBytes {
  std::int8_t b[kMaxMelds * 2] = {};
};

MeldBytes copy_melds(const HandRows& rows, std::size_t i) {
  MeldBytes m;
  if (rows.melds) std::memcpy(m.b, rows.melds + i * kMaxMelds * 2, sizeof m.b);
  return m;
}

// Reads the copied melds into `melds` (n of them) and their copies per tile
// into `declared`, marking those tiles in `touched`; false for a malformed
// meld, left to validated_hand to name.
[[gnu::always_inline]] inline bool read_melds(const MeldBytes& bytes, Meld* melds, int& n, Counts& declared,
                                              TileMask& touched) {
  std::uint64_t row;
  std::memcpy(&row, bytes.b, sizeof row);
  if ((row & kMeldCodeBytes) == 0) return true;  // no meld: most rows
  for (int k = 0; k < kMaxMelds; ++k) {
    const int code = bytes.b[2 * k], first = bytes.b[2 * k + 1];
    if (code == static_cast<int>(MeldCode::None)) continue;
    if (code < 0 || code > static_cast<int>(MeldCode::ConcealedKong) || !is_valid_tile(first)) return false;
    Meld& meld = melds[n++];
    meld.first = static_cast<Tile>(first);
    if (code == static_cast<int>(MeldCode::Chow)) {
      if (!can_start_chow(meld.first)) return false;
      meld.kind = MeldKind::Chow;
      for (int r = 0; r < 3; ++r) ++declared[first + r];
      touched |= TileMask{7} << first;
    } else {
      meld.kind = code == static_cast<int>(MeldCode::Pung) ? MeldKind::Pung : MeldKind::Kong;
      declared[first] = static_cast<std::uint8_t>(declared[first] + meld.size());
      touched |= TileMask{1} << first;
    }
    meld.source = code == static_cast<int>(MeldCode::ConcealedKong) ? MeldSource::Concealed : MeldSource::Exposed;
  }
  return true;
}

// Copies a row's counts into `to` (read once) and returns their sum, with
// their largest count in `most`. Both are taken from the bytes stored, so
// they describe the copy even if the caller's row changes meanwhile.
int copy_counts(const std::uint8_t* row, Counts& to, std::uint8_t& most) {
#if MJCORE_SSE2
  // Three overlapping loads (see load_counts); tiles 18-31 are read twice,
  // and the copy keeps the third load's bytes, so those are the ones counted.
  __m128i x[3];
  load_counts(row, x);
  store_counts(x, to);
  const __m128i first_two = _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1);
  const __m128i stored[3] = {x[0], _mm_and_si128(x[1], first_two), x[2]};
  const __m128i zero = _mm_setzero_si128();
  __m128i sum = zero, top = zero;
  for (const __m128i& v : stored) {
    sum = _mm_add_epi64(sum, _mm_sad_epu8(v, zero));
    top = _mm_max_epu8(top, v);
  }
  top = _mm_max_epu8(top, _mm_srli_si128(top, 8));
  top = _mm_max_epu8(top, _mm_srli_si128(top, 4));
  top = _mm_max_epu8(top, _mm_srli_si128(top, 2));
  top = _mm_max_epu8(top, _mm_srli_si128(top, 1));
  most = static_cast<std::uint8_t>(_mm_cvtsi128_si32(top));
  return _mm_cvtsi128_si32(sum) + _mm_cvtsi128_si32(_mm_srli_si128(sum, 8));
#else
  std::memcpy(to.data(), row, kTileKinds);
  int tiles = 0;
  most = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    tiles += to[t];
    most = std::max(most, to[t]);
  }
  return tiles;
#endif
}

// The most copies of one tile counting `others` too, which are only on the
// `touched` tiles (`most` holds the concealed part's).
[[gnu::always_inline]] inline std::uint8_t most_with(const Counts& concealed, const Counts& others, TileMask touched,
                                                     std::uint8_t most) {
  for (; touched; touched &= touched - 1) {
    const int t = lowest_bit(touched);
    most = static_cast<std::uint8_t>(std::min(255, std::max<int>(most, concealed[t] + others[t])));  // saturating
  }
  return most;
}

// A copied row as a validated Hand: InputError naming the first problem.
Hand validated_hand(const Counts& counts, const MeldBytes& bytes, int win, int flowers) {
  Meld melds[kMaxMelds];
  int n_melds = 0;
  for (int k = 0; k < kMaxMelds; ++k) {
    const int code = bytes.b[2 * k], first = bytes.b[2 * k + 1];
    if (code == static_cast<int>(MeldCode::None)) continue;
    if (code < 0 || code > static_cast<int>(MeldCode::ConcealedKong)) {
      throw InputError("meld code " + std::to_string(code) + " is not 0..4 (none, chow, pung, kong, concealed kong)");
    }
    if (!is_valid_tile(first)) throw InputError("meld tile " + std::to_string(first) + " is not a tile (0..33)");
    Meld& meld = melds[n_melds++];
    meld.kind = code == 1 ? MeldKind::Chow : code == 2 ? MeldKind::Pung : MeldKind::Kong;
    meld.first = static_cast<Tile>(first);
    meld.source = code == 4 ? MeldSource::Concealed : MeldSource::Exposed;
  }
  if (win < -1 || win >= kTileKinds) throw InputError("winning tile " + std::to_string(win) + " is not -1 or 0..33");
  return make_hand(counts, melds, n_melds, win < 0 ? kNoTile : static_cast<std::uint8_t>(win), flowers);
}

constexpr int kHandKinds = (kMaxMelds + 1) * 2 * 2 * 4;

// Which of kHandKinds kinds row i's hand is (see RowGrouping).
int hand_kind(const HandRows& rows, std::size_t i) {
  int melds = 0;
  if (rows.melds) {
    std::uint64_t codes;
    std::memcpy(&codes, rows.melds + i * kMaxMelds * 2, sizeof codes);
    // A code byte of 1..4 (a valid meld) carries into its top bit; an invalid
    // one may count wrongly, which only affects where the row is grouped.
    melds = popcount64(((codes & kMeldCodeBytes) + 0x007F007F007F007FULL) & 0x0080008000800080ULL);
  }
#if MJCORE_SSE2
  __m128i x[3];
  load_counts(rows.counts + i * kTileKinds, x);
  const CountMasks masks = count_masks(x);
#else
  Counts c;
  std::copy(rows.counts + i * kTileKinds, rows.counts + (i + 1) * kTileKinds, c.begin());
  const CountMasks masks = count_masks(c);
#endif
  const int nearly_all_different = popcount64(masks.held) >= 12, nearly_all_paired = masks.halves <= 1;
  const int honors = std::min(popcount64(masks.held & kHonorMask), 3);
  return ((melds * 2 + nearly_all_different) * 2 + nearly_all_paired) * 4 + honors;
}

}  // namespace

MJCORE_HOT const std::vector<std::size_t>& RowGrouping::group(const HandRows& rows, std::size_t begin,
                                                              std::size_t end) {
  kinds_.resize(end - begin);
  std::size_t start[kHandKinds + 1] = {};
  for (std::size_t i = begin; i < end; ++i) {
    const int kind = hand_kind(rows, i);
    kinds_[i - begin] = static_cast<std::uint8_t>(kind);
    ++start[kind + 1];
  }
  for (int k = 0; k < kHandKinds; ++k) start[k + 1] += start[k];
  order_.resize(end - begin);
  for (std::size_t i = begin; i < end; ++i) order_[start[kinds_[i - begin]]++] = i;
  return order_;
}

Hand hand_row_fully(const HandRows& rows, std::size_t i) {
  Counts counts;
  std::memcpy(counts.data(), rows.counts + i * kTileKinds, kTileKinds);
  return validated_hand(counts, copy_melds(rows, i), rows.win ? rows.win[i] : -1, rows.flowers ? rows.flowers[i] : 0);
}

MJCORE_HOT Hand hand_row(const HandRows& rows, std::size_t i) {
  Hand h;
  std::uint8_t most = 0;
  const int tiles = copy_counts(rows.counts + i * kTileKinds, h.concealed, most);
  const MeldBytes bytes = copy_melds(rows, i);
  const int win = rows.win ? rows.win[i] : -1, flowers = rows.flowers ? rows.flowers[i] : 0;
  Counts others{};  // copies outside the concealed part: declared, and the winning tile
  TileMask touched = 0;
  int n = 0;
  bool ok = read_melds(bytes, h.melds.data(), n, others, touched);
  h.n_melds = static_cast<std::uint8_t>(n);
  ok = ok && win >= -1 && win < kTileKinds && flowers <= kFlowerKinds;
  if (ok && win >= 0) {
    h.win = static_cast<std::uint8_t>(win);
    ++others[win];
    touched |= TileMask{1} << win;
  }
  h.flowers = static_cast<std::uint8_t>(flowers);
  const int expected = 13 - 3 * n;
  ok = ok && most_with(h.concealed, others, touched, most) <= kMaxCopies &&
       (tiles == expected || (win < 0 && tiles == expected + 1));
  if (!ok) h = validated_hand(h.concealed, bytes, win, flowers);
  // One named result, so it is built in the caller's place: a copy would
  // load 16 bytes over the single bytes just stored, and wait for them.
  return h;
}

ShantenHand shanten_row(const HandRows& rows, std::size_t i) {
  if (rows.win || rows.flowers) return shanten_hand(hand_row_fully(rows, i));
  ShantenHand h;
  std::uint8_t most = 0;
  h.tiles = copy_counts(rows.counts + i * kTileKinds, h.concealed, most);
  const MeldBytes bytes = copy_melds(rows, i);
  Meld melds[kMaxMelds];
  TileMask touched = 0;
  bool ok = read_melds(bytes, melds, h.n_declared, h.declared, touched);
  const int expected = 13 - 3 * h.n_declared;
  ok = ok && most_with(h.concealed, h.declared, touched, most) <= kMaxCopies &&
       (h.tiles == expected || h.tiles == expected + 1);
  return ok ? h : shanten_hand(validated_hand(h.concealed, bytes, -1, 0));
}

void bad_context_flags(std::uint8_t flags) {
  throw InputError("context flags " + std::to_string(flags) + " use bits other than 1, 2, 4, 8");
}

void encode_hand(const Hand& hand, std::uint8_t* counts, std::int8_t* melds, std::int8_t* win, std::uint8_t* flowers) {
  for (int t = 0; t < kTileKinds; ++t) counts[t] = hand.concealed[t];
  for (int k = 0; k < kMaxMelds; ++k) {
    std::int8_t code = 0, first = 0;
    if (k < hand.n_melds) {
      const Meld& m = hand.melds[k];
      code = m.kind == MeldKind::Chow ? 1 : m.kind == MeldKind::Pung ? 2 : m.source == MeldSource::Concealed ? 4 : 3;
      first = static_cast<std::int8_t>(m.first);
    }
    melds[2 * k] = code;
    melds[2 * k + 1] = first;
  }
  *win = hand.has_win() ? static_cast<std::int8_t>(hand.win) : -1;
  *flowers = hand.flowers;
}

}  // namespace mjcore
