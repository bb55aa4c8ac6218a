// The facts every decomposition of a hand shares (mjcore/hand_facts.hpp).
#include "mjcore/hand_facts.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/simd.hpp"
#include "mjcore/waits.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {
namespace {

// 九莲宝灯: the concealed hand before the win is 1112345678999 of one suit.
bool nine_gates(const Hand& hand) {
  if (hand.n_melds != 0) return false;
  for (int s = 0; s < 3; ++s) {
    static constexpr std::uint8_t kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    if (hand.concealed[9 * s] != 3 || hand.concealed[9 * s + 8] != 3) continue;  // almost every hand stops here
    bool match = hand.concealed_count() == 13;
    for (int t = 0; t < kTileKinds && match; ++t) {
      const int want = (t / 9 == s) ? kGates[t % 9] : 0;
      match = hand.concealed[t] == want;
    }
    if (match) return true;
  }
  return false;
}

// 四归一: all four copies used, not as a declared kong; once per tile kind.
int tile_hogs(const Hand& hand, TileMask quads) {
  int hogs = popcount64(quads);
  for (int i = 0; i < hand.n_melds; ++i) hogs -= hand.melds[i].kind == MeldKind::Kong;  // a kong holds its four
  return hogs;
}

// Every tile of the hand (concealed, winning tile, melds) counted into
// `all`, and the count masks of that. With SSE2 the counts are added in
// registers and stored whole: counted in memory, they would be loaded
// sixteen at a time before the single-byte stores were done, a stall.
CountMasks all_tiles_masks(const Hand& hand, Counts& all) {
#if MJCORE_SSE2
  __m128i x[3];
  load_counts(hand.concealed.data(), x);
  add_copies(x, hand.win, 1);
  for (int i = 0; i < hand.n_melds; ++i) {
    const Meld& m = hand.melds[i];
    if (m.kind == MeldKind::Chow) {
      for (int k = 0; k < 3; ++k) add_copies(x, static_cast<std::uint8_t>(m.first + k), 1);
    } else {
      add_copies(x, m.first, m.size());
    }
  }
  store_counts(x, all);
  return count_masks(x);
#else
  all = hand.all_tiles();
  return count_masks(all);
#endif
}

}  // namespace

MJCORE_HOT bool unique_wait(const Hand& hand, std::uint64_t quads, bool exhausted_tiles_are_waits) {
  if (!hand.has_win()) return false;
  // All four held, the winning tile aside, cannot arrive; with
  // exhausted_tiles_are_waits every tile can.
  const TileMask exhausted = exhausted_tiles_are_waits ? 0 : quads & ~(TileMask{1} << hand.win);
  if (!waits_only_on(hand.concealed, hand.n_melds, exhausted, hand.win)) return false;
  // The shapes alone decide: a fifth copy of a tile held four times is a wait too.
  return !exhausted_tiles_are_waits || !completes_with_a_fifth_copy(hand.concealed, hand.win);
}

MJCORE_HOT HandFacts hand_facts(const Hand& hand, bool need_wait, bool exhausted_tiles_are_waits) {
  HandFacts f;
  const CountMasks masks = all_tiles_masks(hand, f.all);
  f.tile_patterns = tile_patterns(masks.held);
  f.nine_gates = nine_gates(hand);
  f.tile_hogs = static_cast<std::uint8_t>(tile_hogs(hand, masks.quads));
  int win_copies_shown = 0;
  for (int i = 0; i < hand.n_melds; ++i) {
    const Meld& m = hand.melds[i];
    f.has_exposed = f.has_exposed || m.source == MeldSource::Exposed;
    if (m.source == MeldSource::Exposed && m.contains(hand.win))
      win_copies_shown += m.kind == MeldKind::Chow ? 1 : m.size();
  }
  // The other three copies lie face up in this player's melds: the winning
  // tile is the last one (和绝张), whatever the caller said.
  f.win_tile_exposed_thrice = win_copies_shown == 3;
  if (need_wait) f.unique_wait = unique_wait(hand, masks.quads, exhausted_tiles_are_waits);
  return f;
}

}  // namespace mjcore
