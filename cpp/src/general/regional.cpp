// Patterns of the regional rulesets: Sichuan's 根 (roots), 金钩钓 and 将
// (all 2-5-8), the Cantonese 混碰 / 清碰 (a flush that is also all pungs,
// one row of the 鸡平和 table rather than two added ones), and Hong Kong's
// 坎坎糊, 門前清 (nothing declared) and bonus tiles (正花, 一台花, 無花).
#include "mjcore/general/detect.hpp"
#include "mjcore/set_facts.hpp"

namespace mjcore::general {
namespace {

// 根: once per tile kind whose four copies are all in the hand.
void detect_roots(const HandFacts& facts, Detected& out) {
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

void detect_regional(const Hand& hand, const HandFacts& facts, const Decomposition& d, Detected& out) {
  detect_roots(facts, out);
  const bool tiles_258 = all_258(facts.all);
  if (tiles_258) out.add(Pattern::All258);
  if (hand.n_melds == 0) {
    out.add(Pattern::NothingDeclared);
    if (hand.flowers == 0) out.add(Pattern::NothingDeclaredNoFlowers);  // HKA: flowers are exposed tiles
  }
  if (d.form != Form::Regular) return;
  bool pungs = true;
  for (int i = 0; i < d.n_melds; ++i) pungs = pungs && is_pung(d.melds[i]);
  if (!pungs) return;
  // 坎坎糊: no pung claimed (concealed kongs allowed); how the last tile came is not asked.
  if (!facts.has_exposed) out.add(Pattern::AllConcealedPungs);
  if (tiles_258) out.add(Pattern::All258Pungs);
  if (facts.tile_patterns.contains(Pattern::HalfFlush)) out.add(Pattern::MixedPungs);
  if (facts.tile_patterns.contains(Pattern::FullFlush)) out.add(Pattern::PurePungs);
  // 金钩钓: all four sets declared, the last tile held alone and won on its pair.
  if (hand.n_melds == kMaxMelds && d.win_slot == WinSlot::Pair) out.add(Pattern::GoldenSingleWait);
}

// Flower f (0-3 flowers, 4-7 seasons) belongs to seat f % 4. A complete
// series is 一台花 instead of its 正花; the flowers must be known by tile
// (the scorer refuses a bare count when a ruleset scores them).
void detect_flowers(const Hand& hand, const WinContext& ctx, Detected& out) {
  if (hand.flowers == 0) {
    out.add(Pattern::NoFlowers);
    return;
  }
  for (int series = 0; series < 2; ++series) {
    const unsigned held = (hand.flower_mask >> (4 * series)) & 0xFu;
    if (held == 0xFu) out.add(Pattern::FlowerSet);
    else if ((held >> ctx.seat_wind) & 1u) out.add(Pattern::SeatFlower);
  }
}

}  // namespace mjcore::general
