#include "mjcore/discards.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/notation.hpp"

namespace mjcore {

Counts unseen_copies(const ShantenHand& h, const Counts& seen) {
  // One pass of byte arithmetic with no branch (the compiler vectorises it:
  // a branch per tile was most of a useful_tiles call's own work), then the
  // tile to name only if some tile is over (a room past four is a hand
  // already over, wrapped around).
  Counts out{};
  std::uint8_t over = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    const std::uint8_t room = static_cast<std::uint8_t>(kMaxCopies - h.concealed[t] - h.declared[t]);
    over |= static_cast<std::uint8_t>((seen[t] > room) | (room > kMaxCopies));
    out[t] = static_cast<std::uint8_t>(room - seen[t]);
  }
  if (!over) return out;
  for (int t = 0; t < kTileKinds; ++t) {
    if (seen[t] + h.concealed[t] + h.declared[t] > kMaxCopies) {
      throw InputError("tile " + render_tile(static_cast<Tile>(t), Notation::Canonical) + ": " +
                       std::to_string(seen[t]) + " visible plus " + std::to_string(h.concealed[t] + h.declared[t]) +
                       " in the hand is more than 4 copies");
    }
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
