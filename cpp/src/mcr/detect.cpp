// Assembles the MCR patterns of one decomposition: its form, tile traits,
// sets, chows, wait and the circumstances of the win.
#include "mjcore/mcr/detect.hpp"

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/simd.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/waits.hpp"
#include "mjcore/hot.hpp"

namespace mjcore::mcr {
namespace {

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
  for (int i = 0; i < facts.tile_patterns.n; ++i) {
    const Pattern pattern = facts.tile_patterns.items[i];
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

}  // namespace

MJCORE_HOT void detect(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx,
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
