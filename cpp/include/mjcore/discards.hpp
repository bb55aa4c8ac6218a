// Discard advice for a hand that has just drawn: for every tile it holds, the
// shanten after discarding it and the tiles that would then lower it, with
// how many copies of those are still unseen.
#pragma once
#include <array>

#include "mjcore/shanten.hpp"

namespace mjcore {

struct DiscardOutcome {
  int shanten = kNoShanten;
  TileMask useful = 0;
  int unseen = 0;  // unseen copies of the useful tiles, in all
};

// Copies of each tile not in the hand (concealed or declared) nor in `seen`;
// InputError when a tile would have more than four copies.
Counts unseen_copies(const ShantenHand& h, const Counts& seen);

// out[t] for each tile t the 14 - 3k tile hand holds (other entries untouched);
// `unseen` is the 14-tile hand's (the discard leaves the wall too).
void discard_outcomes(const ShantenHand& h, const Counts& unseen, unsigned forms,
                      std::array<DiscardOutcome, kTileKinds>& out);

}  // namespace mjcore
