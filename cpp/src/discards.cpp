#include "mjcore/discards.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/notation.hpp"

namespace mjcore {

Counts unseen_copies(const ShantenHand& h, const Counts& seen) {
  Counts out{};
  for (int t = 0; t < kTileKinds; ++t) {
    const int left = kMaxCopies - h.concealed[t] - h.declared[t] - seen[t];
    if (left < 0) {
      throw InputError("tile " + render_tile(static_cast<Tile>(t), Notation::Canonical) + ": " +
                       std::to_string(seen[t]) + " visible plus " + std::to_string(h.concealed[t] + h.declared[t]) +
                       " in the hand is more than 4 copies");
    }
    out[t] = static_cast<std::uint8_t>(left);
  }
  return out;
}

void discard_outcomes(const ShantenHand& h, const Counts& unseen, unsigned forms,
                      std::array<DiscardOutcome, kTileKinds>& out) {
  for (int t = 0; t < kTileKinds; ++t) {
    if (!h.concealed[t]) continue;
    ShantenHand after = h;
    --after.concealed[t];
    --after.tiles;
    const Useful u = useful_tiles(after, forms);
    int total = 0;
    for (TileMask rest = u.tiles; rest; rest &= rest - 1) total += unseen[lowest_bit(rest)];
    out[t] = {u.shanten, u.tiles, total};
  }
}

}  // namespace mjcore
