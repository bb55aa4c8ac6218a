// PyMahjongGB 1.4.0's corrections of its win flags (fan_calculator.cpp,
// calculate_fan), restated on the core's hand and context.
#include "mjcore/compat/pymahjonggb.hpp"

#include "mjcore/patterns.hpp"

namespace mjcore::compat {

CorrectedFlags correct_as_pymahjonggb(const Hand& hand, WinContext ctx) {
  // 和绝张 is impossible while the standing tiles hold the winning tile.
  if (hand.concealed[hand.win] != 0) ctx.fourth_tile = false;
  if (ctx.kong) {
    bool any_kong = false;
    for (int i = 0; i < hand.n_melds; ++i) any_kong = any_kong || hand.melds[i].kind == MeldKind::Kong;
    // 杠上开花 needs a kong; 抢杠和 a winning tile the hand holds no other copy of.
    if (ctx.self_drawn ? !any_kong : hand.all_tiles()[hand.win] != 1) ctx.kong = false;
  }
  CorrectedFlags out;
  // PyMahjongGB counts both, and nothing it has excludes either; the core
  // reads a robbed kong as no last tile.
  out.last_tile_claim_beside_robbing = ctx.kong && !ctx.self_drawn && ctx.last_tile;
  if (out.last_tile_claim_beside_robbing) ctx.last_tile = false;
  out.ctx = ctx;
  return out;
}

void evaluate_as_pymahjonggb(const Hand& hand, const WinContext& ctx, bool strict, const RuleTable& table,
                             EvaluationBuffers& buffers, Evaluation& out) {
  const CorrectedFlags flags = strict ? CorrectedFlags{ctx} : correct_as_pymahjonggb(hand, ctx);
  try {
    validate_context(hand, flags.ctx);
  } catch (const InputError& e) { throw FlagError(e.what()); }
  evaluate(hand, flags.ctx, table, buffers, out, Detail::Counts);
  if (!flags.last_tile_claim_beside_robbing) return;
  // The same 8 points on every reading: the chosen one stays the best.
  out.detected.add(Pattern::LastTileClaim);
  const std::uint8_t flowers = out.counts[index_of(kPerFlowerPattern)];
  apply_rules(table, out);
  out.counts[index_of(kPerFlowerPattern)] = flowers;  // apply_rules counts the detected patterns alone
}

}  // namespace mjcore::compat
