#include "mjcore/waits.hpp"

#include "mjcore/decompose.hpp"

namespace mjcore {

WaitType wait_in_meld(const Meld& m, Tile win) {
  if (m.kind != MeldKind::Chow) return WaitType::DualPung;
  const int pos = win - m.first;  // 0, 1 or 2 within the chow
  if (pos == 1) return WaitType::Closed;
  const int start_rank = rank_of(m.first);
  // 1-2 waiting on 3, or 8-9 waiting on 7: only one tile completes it.
  if ((start_rank == 0 && pos == 2) || (start_rank == 6 && pos == 0)) return WaitType::Edge;
  return WaitType::TwoSided;
}

std::vector<Tile> waiting_tiles(const Counts& concealed, int n_declared, const Counts& held) {
  std::vector<Tile> out;
  Counts c = concealed;
  for (int t = 0; t < kTileKinds; ++t) {
    if (held[t] >= kMaxCopies) continue;
    ++c[t];
    if (is_complete(c, n_declared)) out.push_back(static_cast<Tile>(t));
    --c[t];
  }
  return out;
}

std::vector<Tile> waiting_tiles(const Hand& hand) {
  Counts held = hand.all_tiles();
  if (hand.has_win()) --held[hand.win];
  return waiting_tiles(hand.concealed, hand.n_melds, held);
}

}  // namespace mjcore
