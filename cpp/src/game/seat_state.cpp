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

}  // namespace mjcore::game
