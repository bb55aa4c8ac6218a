// MCR's chow patterns of one decomposition, looked up in the combination
// table of its chows (chow_combinations.cpp says what they count).
#include "mjcore/mcr/combination_table.hpp"
#include "mjcore/mcr/detect.hpp"
#include "mjcore/hot.hpp"

namespace mjcore::mcr {
namespace {

// A chow's start as 0..20 (suit x 7 + rank).
int chow_slot(Tile first) { return suit_of(first) * 7 + rank_of(first); }

}  // namespace

MJCORE_HOT void detect_chows(const Decomposition& d, Detected& out) {
  static const CombinationTable<kChowSlots> table(baked_chow_combinations());
  SlotList chows;
  for (int i = 0; i < d.n_melds; ++i) {
    if (d.melds[i].kind == MeldKind::Chow) chows.add(chow_slot(d.melds[i].first), i);
  }
  table.add(chows, out);
}

}  // namespace mjcore::mcr
