#include "mjcore/game/seat_state.hpp"

namespace mjcore::game {

Meld scoring_meld(const TableMeld& m) {
  Meld out;
  out.first = m.tile;
  switch (m.kind) {
    case TableMeldKind::Chow:
      out.kind = MeldKind::Chow;
      out.source = MeldSource::Exposed;
      break;
    case TableMeldKind::Pung:
      out.kind = MeldKind::Pung;
      out.source = MeldSource::Exposed;
      break;
    case TableMeldKind::Kong:
      out.kind = MeldKind::Kong;
      out.source = MeldSource::Exposed;
      break;
    case TableMeldKind::ConcealedKong:
      out.kind = MeldKind::Kong;
      out.source = MeldSource::Concealed;
      break;
  }
  return out;
}

Counts declared_tiles(const SeatState& s) {
  Counts out{};
  for (int i = 0; i < s.n_melds; ++i) {
    const TableMeld& m = s.melds[i];
    if (m.kind == TableMeldKind::Chow) {
      for (int t = m.tile; t < m.tile + 3; ++t) ++out[t];
    } else {
      out[m.tile] += m.kind == TableMeldKind::Pung ? 3 : 4;
    }
  }
  return out;
}

void turn_meld(SeatState& s, Tile tile, TableMeldKind from, TableMeldKind to) {
  for (int i = 0; i < s.n_melds; ++i) {
    if (s.melds[i].kind == from && s.melds[i].tile == tile) s.melds[i].kind = to;
  }
}

}  // namespace mjcore::game
