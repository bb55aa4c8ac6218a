// Facts about the sets of one decomposition, shared by the detectors.
#pragma once
#include <cstdint>

#include "mjcore/bits.hpp"
#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"

namespace mjcore {

// Pungs and kongs alike (every 刻 pattern counts a kong too).
inline bool is_pung(const Meld& m) { return m.kind != MeldKind::Chow; }

// What each meld of a decomposition is, bit i for meld i, gathered once per
// reading: the detectors read these instead of each walking the melds.
struct MeldMasks {
  std::uint8_t all = 0;
  std::uint8_t chows = 0, pungs = 0;  // pungs include kongs
  std::uint8_t kongs = 0, concealed_kongs = 0;
  std::uint8_t concealed_pungs = 0;  // 暗刻, concealed kongs included
  std::uint8_t winds = 0, dragons = 0, terminals = 0;  // pungs of those tiles
  std::uint8_t fives = 0, orphans = 0;  // sets holding a 5, an orphan tile
};

// Everything a meld is, as one bit each of a 16-bit word, looked up by
// (kind, source, first tile).
namespace meld_properties {
enum MeldProperty : std::uint16_t {
  kChow = 1, kPung = 2, kKong = 4, kDeclaredConcealed = 8, kFromHand = 16,  // kPung: pungs and kongs
  kWindPung = 32, kDragonPung = 64, kTerminalPung = 128, kHoldsFive = 256, kHoldsOrphan = 512,
};
constexpr int kKinds = 3, kSources = 3;

struct MeldProperties {
  std::uint16_t word[kKinds][kSources][kTileKinds] = {};
  constexpr MeldProperties() {
    for (int k = 0; k < kKinds; ++k) {
      for (int src = 0; src < kSources; ++src) {
        for (int t = 0; t < kTileKinds; ++t) word[k][src][t] = of(static_cast<MeldKind>(k), static_cast<MeldSource>(src), t);
      }
    }
  }
  static constexpr std::uint16_t of(MeldKind kind, MeldSource source, int t) {
    const auto tile = static_cast<Tile>(t);
    std::uint16_t w = source == MeldSource::Concealed ? kDeclaredConcealed : source == MeldSource::Hand ? kFromHand : 0;
    if (kind == MeldKind::Chow) {
      if (!can_start_chow(tile)) return w | kChow;
      const int r = rank_of(tile);
      return w | kChow | (r >= 2 && r <= 4 ? kHoldsFive : 0) | (r == 0 || r == 6 ? kHoldsOrphan : 0);
    }
    const bool wind = t >= kEast && t < kWhite, dragon = t >= kWhite, five = is_suited(tile) && rank_of(tile) == 4;
    return w | kPung | (kind == MeldKind::Kong ? kKong : 0) | (wind ? kWindPung : 0) | (dragon ? kDragonPung : 0) |
           (is_terminal(tile) ? kTerminalPung : 0) | (five ? kHoldsFive : 0) | (is_orphan(tile) ? kHoldsOrphan : 0);
  }
};
inline constexpr MeldProperties kMeldProperties;

// The four melds' words side by side, 16 bits apart: bit b of meld i at 16i + b.
inline std::uint64_t meld_words(const Decomposition& d) {
  std::uint64_t words = 0;
  for (int i = 0; i < kMaxMelds; ++i) {
    const Meld& m = d.melds[i];
    const std::uint64_t w = kMeldProperties.word[static_cast<int>(m.kind)][static_cast<int>(m.source)][m.first];
    words |= (i < d.n_melds ? w : 0) << (16 * i);
  }
  return words;
}

// Bit i set when meld i has property bit b: the four bits 16 apart gathered
// by one multiplication (no two partial products meet, so nothing carries).
inline std::uint8_t gather(std::uint64_t words, int b) {
  const std::uint64_t bits = (words >> b) & 0x0001000100010001ULL;
  return static_cast<std::uint8_t>((bits * 0x0001000200040008ULL) >> 48 & 0xF);
}
}  // namespace meld_properties

// Inline: it runs for every reading. Branch-free: which melds are what
// varies from hand to hand.
inline MeldMasks meld_masks(const Decomposition& d, const WinContext& ctx) {
  using namespace meld_properties;
  const std::uint64_t words = meld_words(d);
  const auto mask = [&](MeldProperty p) { return gather(words, lowest_bit(p)); };
  MeldMasks mm;
  mm.all = static_cast<std::uint8_t>((1u << d.n_melds) - 1);
  mm.chows = mask(kChow);
  mm.pungs = mask(kPung);
  mm.kongs = mask(kKong);
  mm.concealed_kongs = mask(kDeclaredConcealed);
  mm.winds = mask(kWindPung);
  mm.dragons = mask(kDragonPung);
  mm.terminals = mask(kTerminalPung);
  mm.fives = mask(kHoldsFive);
  mm.orphans = mask(kHoldsOrphan);
  // A pung is concealed (暗刻) when formed in hand, unless a discard
  // completed it (the winning tile sits in it and was not self-drawn); a
  // declared concealed kong is concealed too.
  const std::uint8_t claimed_win =
      !ctx.self_drawn && d.win_slot == WinSlot::Meld ? static_cast<std::uint8_t>(1u << d.win_meld) : std::uint8_t{0};
  const std::uint8_t hand_pungs = mm.pungs & mask(kFromHand);
  mm.concealed_pungs = static_cast<std::uint8_t>((hand_pungs & ~claimed_win) | mm.concealed_kongs);
  return mm;
}

// Whether any tile of the meld passes `pred`.
inline bool meld_has(const Meld& m, bool (*pred)(Tile)) {
  if (m.kind != MeldKind::Chow) return pred(m.first);
  return pred(m.first) || pred(static_cast<Tile>(m.first + 1)) || pred(static_cast<Tile>(m.first + 2));
}

}  // namespace mjcore
