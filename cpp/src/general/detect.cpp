// Assembles the general catalogue of one decomposition: seven-pairs
// variants, tile traits, the pair, the wait and the circumstances of the win.
#include "mjcore/general/detect.hpp"
#include "mjcore/hot.hpp"

namespace mjcore::general {
namespace {

// 龙七对 / 双龙七对 / 三龙七对: seven pairs with one, two or three tile kinds
// held four times (never a declared kong: seven pairs declare nothing).
void detect_seven_pairs(const Decomposition& d, Detected& out) {
  int quads = 0;
  for (int i = 1; i < d.n_tiles; ++i) quads += d.tiles[i] == d.tiles[i - 1];
  static constexpr Pattern kDragons[4] = {Pattern::Count, Pattern::DragonSevenPairs, Pattern::DoubleDragonSevenPairs,
                                          Pattern::TripleDragonSevenPairs};
  if (quads >= 1 && quads <= 3) out.add(kDragons[quads]);
}

// 清一色 in the general sense (one suit, or honours only) and 九莲宝灯 by
// the tiles alone: 1112345678999 + one more tile of the suit, however won.
void detect_traits(const HandFacts& facts, Detected& out) {
  const bool flush = facts.tile_patterns.contains(Pattern::FullFlush);
  if (flush || facts.tile_patterns.contains(Pattern::AllHonors)) out.add(Pattern::SingleColor);
  if (!flush) return;
  int suit = 0;
  for (int s = 0; s < 3; ++s) {
    for (int r = 0; r < 9; ++r) suit = facts.all[s * 9 + r] ? s : suit;
  }
  static constexpr std::uint8_t kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
  int total = 0;
  for (int r = 0; r < 9; ++r) {
    const int c = facts.all[suit * 9 + r];
    if (c < kGates[r]) return;
    total += c;
  }
  if (total == 14) out.add(Pattern::NineGatesShape);
}

void detect_pair(const Decomposition& d, Detected& out) {
  if ((d.form != Form::Regular && d.form != Form::KnittedStraight) || !is_suited(d.pair)) return;
  const int rank = rank_of(d.pair);
  if (rank == 1 || rank == 4 || rank == 7) out.add(Pattern::Pair258, kPairBit);
  if (rank == 0 || rank == 8) out.add(Pattern::TerminalPair, kPairBit);
}

void detect_wait(const Decomposition& d, Detected& out) {
  switch (d.wait) {
    case WaitType::TwoSided: out.add(Pattern::WaitTwoSided); break;
    case WaitType::Edge: out.add(Pattern::WaitEdge); break;
    case WaitType::Closed: out.add(Pattern::WaitClosed); break;
    case WaitType::Single: out.add(Pattern::WaitSingle, kPairBit); break;
    case WaitType::DualPung: out.add(Pattern::WaitDualPung); break;
    default: break;
  }
}

// 天和 / 地和 need an uninterrupted first turn with nothing declared; 地和 on
// a discard is void after the dealer's kong too. Self-drawn on the
// replacement tile of a concealed kong (the only meld a first turn allows)
// they are their after-kong variants, which only some rulesets score.
// 人和 in the narrow sense (human_hand) is a non-dealer's on a later discard;
// in the wide sense (human_hand_any_discard) anyone's on any discard of the
// first go-around, the dealer's first included.
void detect_win(const Hand& hand, const HandFacts& facts, const WinContext& ctx, Detected& out) {
  if (!facts.has_exposed) out.add(Pattern::ClosedHand);
  const bool on_dealers_first = ctx.first_turn && !ctx.self_drawn && !ctx.discard_after_kong;
  if (ctx.first_turn && hand.n_melds == 0) {
    if (ctx.self_drawn) out.add(ctx.is_dealer() ? Pattern::HeavenlyHand : Pattern::EarthlySelfDrawn);
    else if (on_dealers_first) out.add(Pattern::EarthlyHand);
  } else if (ctx.first_turn && ctx.self_drawn && ctx.kong) {
    out.add(ctx.is_dealer() ? Pattern::HeavenlyHandAfterKong : Pattern::EarthlySelfDrawnAfterKong);
  }
  if (ctx.ready_at_deal) out.add(Pattern::HeavenlyReady);
  if (ctx.discard_after_kong) out.add(Pattern::DiscardAfterKong);
  if (ctx.kong_on_kong) out.add(Pattern::KongOnKong);
  if (ctx.first_round_discard && !ctx.is_dealer()) out.add(Pattern::HumanHand);
  if ((on_dealers_first || ctx.first_round_discard) && hand.n_melds == 0) out.add(Pattern::HumanHandAnyDiscard);
}

}  // namespace

MJCORE_HOT void detect(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx,
                       Detected& out) {
  if (d.form == Form::SevenPairs) detect_seven_pairs(d, out);
  detect_traits(facts, out);
  detect_pair(d, out);
  detect_wait(d, out);
  detect_win(hand, facts, ctx, out);
  detect_sets(facts, d, ctx, out);
  if (d.form == Form::Regular) detect_combinations(d, out);
  detect_regional(hand, facts, d, out);
  detect_flowers(hand, ctx, out);
}

}  // namespace mjcore::general
