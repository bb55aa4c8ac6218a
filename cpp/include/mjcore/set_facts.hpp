// Facts about the sets of one decomposition, shared by the detectors.
#pragma once
#include <cstdint>
#include <cstring>
#include "mjcore/simd.hpp"

#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"

namespace mjcore {

// Pungs and kongs alike (every 刻 pattern counts a kong too).
inline bool is_pung(const Meld& m) { return m.kind != MeldKind::Chow; }

// What each meld of a decomposition is, bit i for meld i, gathered once per
// reading: the detectors read these instead of each walking the melds.
// Sixteen bytes, so that they are gathered as one vector.
struct alignas(16) MeldMasks {
  std::uint8_t all = 0;
  std::uint8_t chows = 0, pungs = 0;  // pungs include kongs
  std::uint8_t kongs = 0, concealed_kongs = 0;
  std::uint8_t concealed_pungs = 0;                    // 暗刻, concealed kongs included
  std::uint8_t winds = 0, dragons = 0, terminals = 0;  // pungs of those tiles
  std::uint8_t fives = 0, orphans = 0;                 // sets holding a 5, an orphan tile
  std::uint8_t unused[5] = {};
};
static_assert(sizeof(MeldMasks) == 16, "one vector");

namespace meld_properties {
constexpr int kKinds = 3, kSources = 3;

// A single meld's masks, as if it were meld 0 of a reading (each field 0 or
// 1), by (kind, source, first tile). `concealed_pungs` holds "a pung formed
// in hand" here: whether a discard completed it depends on the reading.
struct OwnMasks {
  MeldMasks of[kKinds][kSources][kTileKinds] = {};
  constexpr OwnMasks() {
    for (int k = 0; k < kKinds; ++k) {
      for (int src = 0; src < kSources; ++src) {
        for (int t = 0; t < kTileKinds; ++t)
          of[k][src][t] = own(static_cast<MeldKind>(k), static_cast<MeldSource>(src), t);
      }
    }
  }
  static constexpr MeldMasks own(MeldKind kind, MeldSource source, int t) {
    const auto tile = static_cast<Tile>(t);
    MeldMasks m;
    m.all = 1;
    if (kind == MeldKind::Chow) {
      m.chows = 1;
      const int r = rank_of(tile);
      m.fives = can_start_chow(tile) && r >= 2 && r <= 4;
      m.orphans = can_start_chow(tile) && (r == 0 || r == 6);
      return m;
    }
    m.pungs = 1;
    m.kongs = kind == MeldKind::Kong;
    m.concealed_kongs = source == MeldSource::Concealed;
    m.concealed_pungs = source == MeldSource::Hand;
    m.winds = t >= kEast && t < kWhite;
    m.dragons = t >= kWhite;
    m.terminals = is_terminal(tile);
    m.fives = is_suited(tile) && rank_of(tile) == 4;
    m.orphans = is_orphan(tile);
    return m;
  }
  const MeldMasks& operator[](const Meld& m) const {
    return of[static_cast<int>(m.kind)][static_cast<int>(m.source)][m.first];
  }
};
inline constexpr OwnMasks kOwnMasks;
}  // namespace meld_properties

// Inline: it runs for every reading. Branch-free: which melds are what
// varies from hand to hand. Meld i's own masks shifted to bit i, for the
// melds the reading has, combined sixteen fields at a time.
inline MeldMasks meld_masks(const Decomposition& d, const WinContext& ctx) {
  using meld_properties::kOwnMasks;
  MeldMasks mm;
#if MJCORE_SSE2
  const __m128i n = _mm_set1_epi8(static_cast<char>(d.n_melds));
  __m128i all = _mm_setzero_si128();
  for (int i = 0; i < kMaxMelds; ++i) {
    const __m128i own = _mm_load_si128(reinterpret_cast<const __m128i*>(&kOwnMasks[d.melds[i]]));
    const __m128i present = _mm_cmpgt_epi8(n, _mm_set1_epi8(static_cast<char>(i)));
    all = _mm_or_si128(all, _mm_and_si128(_mm_slli_epi16(own, i), present));  // fields are 0/1: no byte spills
  }
  _mm_store_si128(reinterpret_cast<__m128i*>(&mm), all);
#else
  std::uint8_t all[sizeof(MeldMasks)] = {};
  for (int i = 0; i < d.n_melds; ++i) {
    const auto* own = reinterpret_cast<const std::uint8_t*>(&kOwnMasks[d.melds[i]]);
    for (std::size_t b = 0; b < sizeof all; ++b) all[b] = static_cast<std::uint8_t>(all[b] | own[b] << i);
  }
  std::memcpy(&mm, all, sizeof mm);
#endif
  // A pung is concealed (暗刻) when formed in hand, unless a discard
  // completed it (the winning tile sits in it and was not self-drawn); a
  // declared concealed kong is concealed too.
  const std::uint8_t claimed_win =
      !ctx.self_drawn && d.win_slot == WinSlot::Meld ? static_cast<std::uint8_t>(1u << d.win_meld) : std::uint8_t{0};
  mm.concealed_pungs = static_cast<std::uint8_t>((mm.concealed_pungs & ~claimed_win) | mm.concealed_kongs);
  return mm;
}

// Whether any tile of the meld passes `pred`.
inline bool meld_has(const Meld& m, bool (*pred)(Tile)) {
  if (m.kind != MeldKind::Chow) return pred(m.first);
  return pred(m.first) || pred(static_cast<Tile>(m.first + 1)) || pred(static_cast<Tile>(m.first + 2));
}

}  // namespace mjcore
