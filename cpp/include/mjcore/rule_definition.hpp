// A ruleset as plain data, the way Python's validation leaves it
// (python/mjcore/rulesets/core_table.py): what compile_rule_table turns into
// the RuleTable scoring reads. The bindings fill one from Python; the build
// generates the built-in rulesets' (builtin_rulesets.hpp).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "mjcore/decomposition.hpp"
#include "mjcore/patterns.hpp"
#include "mjcore/rule_table.hpp"

namespace mjcore {

struct PatternRule {
  Pattern pattern = Pattern::Count;
  std::string zh, en;
  std::int32_t points = 0;              // 0: named, but scores nothing
  std::int32_t floor = 0;               // 满: a reading showing it is worth at least this
  std::vector<Pattern> excludes;        // 不计: never count beside this one
  std::vector<Pattern> excludes_inner;  // ... for this pattern's own sets
  int inner_limit = 0;                  // at most this many inner drops (0: all)
  int max_count = 0;                    // counted at most this often (0: no bound)
};

struct RuleDefinition {
  std::string name;
  std::vector<PatternRule> patterns;  // the ruleset's order
  std::int32_t flower_points = 0;
  std::int32_t own_flower_points = 0;  // a flower of the player's own seat (0: like any flower)
  int minimum = 0;
  bool exhausted_tiles_are_waits = false;
  std::int32_t limit = 0;
  bool limit_alone = false;
  std::vector<Form> forms;  // the hand forms that win
  Conversion conversion;
  TileRules tiles;
};

// Throws InputError for what Python's validation would never pass (a value
// out of its range, a pattern listed twice): the core keeps its own bounds.
std::shared_ptr<RuleTable> compile_rule_table(const RuleDefinition& definition);

// The inverse: a definition that compiles into a table equal to `table` (the
// exclusions in catalogue order, the flower points from the per-flower
// pattern), so that a table can travel as its data.
RuleDefinition definition_of(const RuleTable& table);

}  // namespace mjcore
