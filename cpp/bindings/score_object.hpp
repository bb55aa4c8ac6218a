// Score results. A Score is a plain CPython object holding the C++ result
// inline: pybind11 class instances cost three allocations and a registry
// entry each (~200 ns), too much for the hottest return value.
#pragma once
#include <pybind11/pybind11.h>

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/evaluate.hpp"

namespace mjcore::bindings {

// What only an explanation reads of a Score (the reading's occurrences and
// their fate, every reading's total): made from the hand when first read, so
// that score() returns a small object (~300 bytes, Python's small-object
// allocator, a few cache lines) and skips the work behind them.
struct ScoreDetails {
  Evaluation eval;
  // Base points of every reading examined; a reading's own Score has its own alone.
  std::vector<int> totals;
  Decomposition decomposition;
};

struct Score {
  std::shared_ptr<const RuleTable> table;
  // What every Score answers: the points (Evaluation's summary) and the count
  // of each pattern that counts.
  int base = 0, raw = 0, value = 0, flowers = 0, qualifying = 0;
  std::array<std::uint8_t, kPatternCount> counts{};
  Hand hand;
  WinContext context;  // kept so that the details, and the other readings, can be scored again
  // The Ruleset given to score() (empty for a name, the default or a
  // RuleTable): Python reads what the core does not hold from it, such as the
  // payments.
  pybind11::object ruleset;
  // Which of readings() this is (its index there); -1: the best of them.
  int reading = -1;
  // Null until first read (details_of).
  mutable std::unique_ptr<const ScoreDetails> details;

  // The points and counts of `e`.
  void take_summary(const Evaluation& e);
};

// The details of `s`: score()'s are scored again on first read (the same
// hand, context and table give the same evaluation).
const ScoreDetails& details_of(const Score& s);

struct FanScore {
  std::string id, zh, en;
  int points;
  int count;
};

const char* status_name(OccurrenceStatus d);

// score()'s context keywords that give `ctx` (those not at their defaults).
pybind11::dict context_keywords(const WinContext& ctx);

// A new Python Score holding a default Score, which `score` is pointed at for
// the caller to fill in place before the object is seen.
pybind11::object new_score_object(Score*& score);
void register_score_type(pybind11::module_& m);

}  // namespace mjcore::bindings
