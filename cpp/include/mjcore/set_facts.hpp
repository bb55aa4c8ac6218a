// Facts about the sets of one decomposition, shared by the detectors.
#pragma once
#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"

namespace mjcore {

// Pungs and kongs alike (every 刻 pattern counts a kong too).
inline bool is_pung(const Meld& m) { return m.kind != MeldKind::Chow; }

// A pung is concealed (暗刻) when formed in hand, unless a discard completed
// it (the winning tile sits in it and was not self-drawn); a declared
// concealed kong is concealed too.
inline bool concealed_pung(const Decomposition& d, int i, const WinContext& ctx) {
  const Meld& m = d.melds[i];
  if (!is_pung(m)) return false;
  if (m.source == MeldSource::Concealed) return true;
  if (m.source != MeldSource::Hand) return false;
  return ctx.self_drawn || !(d.win_slot == WinSlot::Meld && d.win_meld == i);
}

// Whether any tile of the meld passes `pred`.
inline bool meld_has(const Meld& m, bool (*pred)(Tile)) {
  if (m.kind != MeldKind::Chow) return pred(m.first);
  return pred(m.first) || pred(static_cast<Tile>(m.first + 1)) || pred(static_cast<Tile>(m.first + 2));
}

}  // namespace mjcore
