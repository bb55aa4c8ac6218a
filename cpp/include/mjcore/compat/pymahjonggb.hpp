// Scoring as PyMahjongGB 1.4.0 scores, for its drop-in: where the win flags
// contradict the hand or each other, PyMahjongGB corrects them before
// scoring instead of refusing, and counts 海底捞月 beside 抢杠和 (a pair the
// core's context refuses). Strict scoring keeps the core's refusals.
#pragma once
#include "mjcore/errors.hpp"
#include "mjcore/evaluate.hpp"

namespace mjcore::compat {

// A flag that contradicts the hand or another flag (strict scoring only).
struct FlagError : InputError {
  using InputError::InputError;
};

// The flags as PyMahjongGB corrects them, and whether it counts 海底捞月
// (a last-tile claim) beside 抢杠和 on top of what `ctx` scores.
struct CorrectedFlags {
  WinContext ctx;
  bool last_tile_claim_beside_robbing = false;
};
CorrectedFlags correct_as_pymahjonggb(const Hand& hand, WinContext ctx);

// Throws FlagError (strict only) for contradictory flags and InputError for
// a hand that does not win.
void evaluate_as_pymahjonggb(const Hand& hand, const WinContext& ctx, bool strict, const RuleTable& table,
                             EvaluationBuffers& buffers, Evaluation& out);

}  // namespace mjcore::compat
