// Patterns of the regional rulesets: Sichuan's 根 (roots), 金钩钓 and 将
// (all 2-5-8), and the Cantonese 混碰 / 清碰 (a flush that is also all pungs,
// one row of the 鸡平和 table rather than two added ones).
#include "mjcore/general/detect.hpp"
#include "mjcore/set_facts.hpp"

namespace mjcore::general {
namespace {

// 根: once per tile kind whose four copies are all in the hand.
void detect_roots(const mcr::HandFacts& facts, Detected& out) {
  for (int t = 0; t < kTileKinds; ++t) {
    if (facts.all[t] == kMaxCopies) out.add(Pattern::Root);
  }
}

bool all_258(const Counts& all) {
  for (int t = 0; t < kTileKinds; ++t) {
    if (all[t] && (!is_suited(static_cast<Tile>(t)) || rank_of(static_cast<Tile>(t)) % 3 != 1)) return false;
  }
  return true;
}

}  // namespace

void detect_regional(const Hand& hand, const mcr::HandFacts& facts, const Decomposition& d, Detected& out) {
  detect_roots(facts, out);
  const bool tiles_258 = all_258(facts.all);
  if (tiles_258) out.add(Pattern::All258);
  if (d.form != Form::Regular) return;
  bool pungs = true;
  for (int i = 0; i < d.n_melds; ++i) pungs = pungs && is_pung(d.melds[i]);
  if (!pungs) return;
  if (tiles_258) out.add(Pattern::All258Pungs);
  if (has_trait(facts, Pattern::HalfFlush)) out.add(Pattern::MixedPungs);
  if (has_trait(facts, Pattern::FullFlush)) out.add(Pattern::PurePungs);
  // 金钩钓: all four sets declared, the last tile held alone and won on its pair.
  if (hand.n_melds == kMaxMelds && d.win_slot == WinSlot::Pair) out.add(Pattern::GoldenSingleWait);
}

}  // namespace mjcore::general
