// Assembles the MCR patterns of one decomposition: its form, tile traits,
// sets, chows, wait and the circumstances of the win.
#include "mjcore/mcr/detect.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/simd.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/waits.hpp"

namespace mjcore::mcr {
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

// 连七对: seven different consecutive pairs of one suit.
bool shifted_pairs(const Decomposition& d) {
  for (int i = 1; i < 7; ++i) {
    if (d.tiles[i] != d.tiles[i - 1] + 1 || suit_of(d.tiles[i]) != suit_of(d.tiles[0])) return false;
  }
  return is_suited(d.tiles[0]);
}

void detect_form(const HandFacts& facts, const Decomposition& d, Detected& out) {
  switch (d.form) {
    case Form::SevenPairs:
      out.add(Pattern::SevenPairs);
      if (shifted_pairs(d)) out.add(Pattern::SevenShiftedPairs);
      break;
    case Form::ThirteenOrphans: out.add(Pattern::ThirteenOrphans); break;
    case Form::KnittedStraight: out.add(Pattern::KnittedStraight); break;
    case Form::KnittedAndHonors: {
      out.add(Pattern::LesserHonorsAndKnittedTiles);
      int honors = 0;
      for (int i = 0; i < d.n_tiles; ++i) honors += is_honor(d.tiles[i]);
      if (honors == 7) out.add(Pattern::GreaterHonorsAndKnittedTiles);
      if (honors == 5) out.add(Pattern::KnittedStraight);  // the other nine tiles are a full knitted straight
      break;
    }
    case Form::Regular:
      if (facts.nine_gates) out.add(Pattern::NineGates);
      break;
  }
}

void detect_traits(const HandFacts& facts, const Decomposition& d, Detected& out) {
  for (int i = 0; i < facts.traits.n; ++i) {
    const Pattern pattern = facts.traits.items[i];
    // 全双刻 is a pung hand: the basic form only, never seven pairs.
    if (pattern == Pattern::AllEvenPungs && d.form != Form::Regular) continue;
    out.add(pattern);
  }
}

void detect_win(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx,
                Detected& out) {
  if (facts.unique_wait) {
    if (d.wait == WaitType::Edge) out.add(Pattern::EdgeWait);
    if (d.wait == WaitType::Closed) out.add(Pattern::ClosedWait);
    if (d.wait == WaitType::Single) out.add(Pattern::SingleWait, kPairBit);
  }
  if (ctx.self_drawn) out.add(Pattern::SelfDrawn);
  if (ctx.last_tile) out.add(ctx.self_drawn ? Pattern::LastTileDraw : Pattern::LastTileClaim);
  if (ctx.kong) out.add(ctx.self_drawn ? Pattern::OutWithReplacementTile : Pattern::RobbingTheKong);
  if (ctx.fourth_tile || facts.win_tile_exposed_thrice) out.add(Pattern::LastTile);
  if (!facts.has_exposed) out.add(ctx.self_drawn ? Pattern::FullyConcealedHand : Pattern::ConcealedHand);
  int exposed = 0;
  for (int i = 0; i < hand.n_melds; ++i) exposed += hand.melds[i].source == MeldSource::Exposed;
  if (exposed == 4 && !ctx.self_drawn) out.add(Pattern::MeldedHand);
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

bool unique_wait(const Hand& hand, std::uint64_t quads, bool exhausted_tiles_are_waits) {
  if (!hand.has_win()) return false;
  // All four held, the winning tile aside; or (exhausted_tiles_are_waits)
  // only a fifth copy in hand is ruled out.
  const TileMask exhausted = exhausted_tiles_are_waits ? 0 : quads & ~(TileMask{1} << hand.win);
  return waits_only_on(hand.concealed, hand.n_melds, exhausted, hand.win);
}

HandFacts hand_facts(const Hand& hand, bool need_wait, bool exhausted_tiles_are_waits) {
  HandFacts f;
  const CountMasks masks = all_tiles_masks(hand, f.all);
  f.traits = tile_traits(masks.held);
  f.nine_gates = nine_gates(hand);
  f.tile_hogs = static_cast<std::uint8_t>(tile_hogs(hand, masks.quads));
  int win_copies_shown = 0;
  for (int i = 0; i < hand.n_melds; ++i) {
    const Meld& m = hand.melds[i];
    f.has_exposed = f.has_exposed || m.source == MeldSource::Exposed;
    if (m.source == MeldSource::Exposed && m.contains(hand.win)) win_copies_shown += m.kind == MeldKind::Chow ? 1 : m.size();
  }
  // The other three copies lie face up in this player's melds: the winning
  // tile is the last one (和绝张), whatever the caller said.
  f.win_tile_exposed_thrice = win_copies_shown == 3;
  if (need_wait) f.unique_wait = unique_wait(hand, masks.quads, exhausted_tiles_are_waits);
  return f;
}

void detect(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx,
            Detected& out) {
  detect_form(facts, d, out);
  detect_traits(facts, d, out);
  if (d.n_melds != 0) {  // seven pairs, thirteen orphans and knitted-and-honours have no sets
    detect_sets(d, ctx, out);
    detect_chows(d, out);
  }
  for (int i = 0; i < facts.tile_hogs; ++i) out.add(Pattern::TileHog);
  detect_win(hand, facts, d, ctx, out);
}

}  // namespace mjcore::mcr
