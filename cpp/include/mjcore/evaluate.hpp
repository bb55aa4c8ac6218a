// Scoring a hand under a compiled ruleset: detect patterns in every winning
// decomposition, apply the ruleset (exclusions, counts, limit, conversion),
// keep the best (就高不就低).
#pragma once
#include <array>
#include <vector>

#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/detected.hpp"
#include "mjcore/rule_table.hpp"

namespace mjcore {

// What became of a detected occurrence: counted, or why not.
enum class OccurrenceStatus : std::uint8_t {
  Counted,
  Excluded,       // another counted pattern's 不计 list names it
  ExcludedInner,  // ... for that pattern's own sets
  NotScoring,     // the ruleset gives it no points
  Repeated,       // counted as often as the ruleset allows already
  Limited,        // a pattern worth more than the limit scores alone
};

struct Evaluation {
  int base = 0;  // points without flowers: limited, then converted
  int raw = 0;   // sum of the counted patterns' points, before limit and conversion
  // What is paid in the ruleset's own unit (番, faan, points): raw after the
  // floor (满) and the limit, before the points conversion (base for a sum).
  int value = 0;
  int flowers = 0;  // flower points
  // What the minimum reads: `base` as if the bonus-tile patterns (正花 ...)
  // did not count.
  int qualifying = 0;
  std::array<std::uint8_t, kPatternCount> counts{};
  int decomposition = -1;                                    // index into the decompositions examined
  Detected detected;                                         // every occurrence in the chosen decomposition
  std::array<OccurrenceStatus, Detected::kCapacity> status;  // per detected occurrence (first detected.n)
  std::array<Pattern, Detected::kCapacity> dropped_by;
};

// Resolves e.detected under the ruleset: fills status/dropped_by, counts, raw and base.
void apply_rules(const RuleTable& table, Evaluation& e);

// Throws InputError when the hand breaks the ruleset's tile rules (honours,
// flowers, suits, claimed chows).
void check_tile_rules_fully(const Hand& hand, const RuleTable& table);

// The same, inline for the rulesets that restrict nothing (all but
// Sichuan's): scoring pays this on every hand.
inline void check_tile_rules(const Hand& hand, const RuleTable& table) {
  if (table.restricts_tiles) check_tile_rules_fully(hand, table);
}

// What the caller reads of an Evaluation: all of it, or only the points and
// counts. Then an occurrence no count depends on may be left in `detected`
// without the work that would settle it: a seven pairs reading's single
// wait that another pattern excludes is kept whether or not the hand could
// wait on other tiles; and a reading that scores as an earlier one (the same
// sets, the winning tile placed alike as the detectors read it) is not
// scored again; `totals` is left empty.
enum class Detail : std::uint8_t { Full, Counts };

// What evaluate() fills and reuses call after call (a caller keeps one per
// thread, so that nothing is allocated or cleared per hand): the readings,
// and beside `out` a spare Evaluation for the next reading while `out` holds
// the best so far (built per call, even a std::optional's empty storage was
// zeroed: ~60 instructions a hand).
struct EvaluationBuffers {
  std::vector<Decomposition> decomps;  // every reading of the last hand
  std::vector<int> totals;             // with Detail::Full, the base points of each winning reading
  Evaluation spare;
};

// Throws InputError for a hand that does not win under the ruleset or a
// contradictory context; `out.decomposition` indexes `buffers.decomps`.
void evaluate(const Hand& hand, const WinContext& ctx, const RuleTable& table, EvaluationBuffers& buffers,
              Evaluation& out, Detail detail = Detail::Full);

// Every reading the ruleset accepts, each scored on its own (for
// explanations), in decomposition order; `decomposition` indexes `decomps`.
void evaluate_each(const Hand& hand, const WinContext& ctx, const RuleTable& table, std::vector<Decomposition>& decomps,
                   std::vector<Evaluation>& out);

}  // namespace mjcore
