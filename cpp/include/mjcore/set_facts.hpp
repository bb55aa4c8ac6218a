// Facts about the sets of one decomposition, shared by the detectors.
#pragma once
#include <cstdint>

#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"

namespace mjcore {

// Pungs and kongs alike (every 刻 pattern counts a kong too).
inline bool is_pung(const Meld& m) { return m.kind != MeldKind::Chow; }

// What each meld of a decomposition is, bit i for meld i, from one pass
// over the melds: the detectors read these instead of each walking them.
struct MeldMasks {
  std::uint8_t all = 0;
  std::uint8_t chows = 0, pungs = 0;  // pungs include kongs
  std::uint8_t kongs = 0, concealed_kongs = 0;
  std::uint8_t concealed_pungs = 0;  // 暗刻, concealed kongs included
  std::uint8_t winds = 0, dragons = 0, terminals = 0;  // pungs of those tiles
  std::uint8_t fives = 0, orphans = 0;  // sets holding a 5, an orphan tile
};

// What a meld of a tile is, by kind: a pung of a wind, of a dragon, of a
// terminal; a set holding a 5, holding an orphan tile.
namespace meld_properties {
enum MeldProperty : std::uint8_t { kWindPung = 1, kDragonPung = 2, kTerminalPung = 4, kHoldsFive = 8, kHoldsOrphan = 16 };

struct MeldProperties {
  std::uint8_t pung[kTileKinds] = {};
  std::uint8_t chow[kTileKinds] = {};  // by the chow's first tile
  constexpr MeldProperties() {
    for (int t = 0; t < kTileKinds; ++t) {
      const auto tile = static_cast<Tile>(t);
      const bool wind = t >= kEast && t < kWhite, dragon = t >= kWhite, five = is_suited(tile) && rank_of(tile) == 4;
      pung[t] = static_cast<std::uint8_t>((wind ? kWindPung : 0) | (dragon ? kDragonPung : 0) |
                                          (is_terminal(tile) ? kTerminalPung : 0) | (five ? kHoldsFive : 0) |
                                          (is_orphan(tile) ? kHoldsOrphan : 0));
      if (can_start_chow(tile)) {
        const int r = rank_of(tile);
        chow[t] = static_cast<std::uint8_t>((r >= 2 && r <= 4 ? kHoldsFive : 0) | (r == 0 || r == 6 ? kHoldsOrphan : 0));
      }
    }
  }
};
inline constexpr MeldProperties kMeldProperties;
}  // namespace meld_properties

// Inline: it runs for every reading.
inline MeldMasks meld_masks(const Decomposition& d, const WinContext& ctx) {
  using namespace meld_properties;
  const auto set_bit = [](int i) { return static_cast<std::uint8_t>(1u << i); };
  const auto bit_if = [](bool holds, std::uint8_t bit) { return holds ? bit : std::uint8_t{0}; };
  MeldMasks mm;
  // A pung is concealed (暗刻) when formed in hand, unless a discard
  // completed it (the winning tile sits in it and was not self-drawn); a
  // declared concealed kong is concealed too.
  const std::uint8_t claimed_win =
      !ctx.self_drawn && d.win_slot == WinSlot::Meld ? set_bit(d.win_meld) : std::uint8_t{0};
  for (int i = 0; i < d.n_melds; ++i) {
    const Meld& m = d.melds[i];
    const std::uint8_t bit = set_bit(i);
    const bool chow = m.kind == MeldKind::Chow;
    const std::uint8_t props = chow ? kMeldProperties.chow[m.first] : kMeldProperties.pung[m.first];
    mm.all |= bit;
    mm.chows |= bit_if(chow, bit);
    mm.pungs |= bit_if(!chow, bit);
    mm.kongs |= bit_if(m.kind == MeldKind::Kong, bit);
    mm.concealed_kongs |= bit_if(m.source == MeldSource::Concealed, bit);
    mm.concealed_pungs |= bit_if(!chow && m.source == MeldSource::Hand, bit);
    mm.winds |= bit_if(props & kWindPung, bit);
    mm.dragons |= bit_if(props & kDragonPung, bit);
    mm.terminals |= bit_if(props & kTerminalPung, bit);
    mm.fives |= bit_if(props & kHoldsFive, bit);
    mm.orphans |= bit_if(props & kHoldsOrphan, bit);
  }
  mm.concealed_pungs = static_cast<std::uint8_t>((mm.concealed_pungs & ~claimed_win) | mm.concealed_kongs);
  return mm;
}

// Whether any tile of the meld passes `pred`.
inline bool meld_has(const Meld& m, bool (*pred)(Tile)) {
  if (m.kind != MeldKind::Chow) return pred(m.first);
  return pred(m.first) || pred(static_cast<Tile>(m.first + 1)) || pred(static_cast<Tile>(m.first + 2));
}

}  // namespace mjcore
