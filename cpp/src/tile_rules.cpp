// A ruleset's tile rules (TileRules): Sichuan's hands hold no honour or
// flower, at most two suits (定缺) and no claimed chow. Breaking one is a
// clear error naming the ruleset, never a score.
#include <string>

#include "mjcore/errors.hpp"
#include "mjcore/evaluate.hpp"

namespace mjcore {

void check_tile_rules_fully(const Hand& hand, const RuleTable& table) {
  const TileRules& rules = table.tiles;
  // Only the honour and suit rules read the tiles.
  const bool reads_tiles = !rules.honors || rules.max_suits < 3;
  const Counts all = reads_tiles ? hand.all_tiles() : Counts{};
  if (!rules.honors) {
    for (int t = kEast; t < kTileKinds; ++t) {
      if (all[t]) {
        throw InputError("ruleset " + table.name + " plays without honour tiles, but the hand holds " +
                         render_tile(static_cast<Tile>(t), Notation::Canonical));
      }
    }
  }
  if (!rules.flowers && hand.flowers) {
    throw InputError("ruleset " + table.name + " plays without flowers, but the hand has " +
                     std::to_string(hand.flowers));
  }
  int suits = 0;
  for (int s = 0; s < 3 && reads_tiles; ++s) {
    bool held = false;
    for (int r = 0; r < 9; ++r) held = held || all[s * 9 + r];
    suits += held;
  }
  if (suits > rules.max_suits) {
    throw InputError("not a winning hand under " + table.name + ": it holds " + std::to_string(suits) +
                     " suits, at most " + std::to_string(rules.max_suits) + " may remain (定缺: one suit is void)");
  }
  if (!rules.claimed_chows) {
    for (int i = 0; i < hand.n_melds; ++i) {
      if (hand.melds[i].kind == MeldKind::Chow) {
        throw InputError("ruleset " + table.name + " allows no claimed chow, but the hand declares one");
      }
    }
  }
}

}  // namespace mjcore
