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

struct Score {
  std::shared_ptr<const RuleTable> table;
  Evaluation eval;
  // Base points of every decomposition, for explanations, at full width (a
  // base reaches kMaxPoints). Hands have a few dozen readings at
  // most (8 for the most ambiguous one-suit hands).
  std::array<std::int32_t, 64> totals;
  std::uint8_t n_totals = 0;
  Decomposition decomposition;
  Hand hand;
  WinContext context;  // kept so an explanation can score the other readings
  // The Ruleset given to score() (empty for a name, the default or a
  // RuleTable): Python reads what the core does not hold from it, such as the
  // payments.
  pybind11::object ruleset;
  // Which of readings() this is (its index there); -1: the best of them.
  int reading = -1;
};

struct FanScore {
  std::string id, zh, en;
  int points;
  int count;
};

const char* status_name(OccurrenceStatus d);

// score()'s context keywords that give `ctx` (those not at their defaults).
pybind11::dict context_keywords(const WinContext& ctx);

// A new Python Score owning `s` (new reference).
PyObject* wrap_score(Score&& s);
void register_score_type(pybind11::module_& m);

}  // namespace mjcore::bindings
