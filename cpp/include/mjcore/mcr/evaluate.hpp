// Scoring a hand under a compiled ruleset: detect patterns in every
// decomposition, apply the ruleset's exclusions, keep the best (就高不就低).
#pragma once
#include <array>
#include <string>
#include <vector>

#include "mjcore/decomposition.hpp"
#include "mjcore/mcr/detect.hpp"
#include "mjcore/patterns.hpp"

namespace mjcore::mcr {

// A ruleset as the core uses it, compiled once from Python data.
struct RuleTable {
  std::string name;
  std::array<std::int32_t, kPatternCount> points{};  // 0: the pattern does not score
  std::array<PatternSet, kPatternCount> excludes{};        // 不计: never counts beside this one
  std::array<PatternSet, kPatternCount> excludes_inner{};  // not for this pattern's own sets
  std::array<std::uint8_t, kPatternCount> inner_limit{};   // at most this many inner drops (0: all)
  std::array<std::string, kPatternCount> zh{}, en{};
  int minimum = 8;
  bool exhausted_tiles_are_waits = false;  // see hand_facts()
  // Scoring patterns that exclude anything, highest points first (then
  // catalogue order): the order exclusions apply in. A pattern already
  // excluded excludes nothing.
  std::array<Pattern, kPatternCount> excluders{};
  int n_excluders = 0;
  static constexpr std::uint8_t kNotExcluder = 0xFF;
  std::array<std::uint8_t, kPatternCount> excluder_rank{};  // position in `excluders`, or kNotExcluder

  void finalize();  // computes `excluders` from the rest
};

// Why a detected occurrence does not count.
enum class Dropped : std::uint8_t { Counted, Excluded, ExcludedInner, NotScoring };

struct Evaluation {
  int base = 0;     // points without flowers
  int flowers = 0;  // flower points
  std::array<std::uint8_t, kPatternCount> counts{};
  int decomposition = -1;  // index into the decompositions examined
  Detected detected;        // every occurrence in the chosen decomposition
  std::array<Dropped, 40> dropped;  // per detected occurrence (first detected.n)
  std::array<Pattern, 40> dropped_by;
};

// Resolves e.detected under the ruleset: fills dropped/dropped_by, counts and base.
void apply_rules(const RuleTable& table, Evaluation& e);

// Throws InputError for a hand that is not complete or a contradictory context.
// `totals` receives the base points of every decomposition (for explanations).
void evaluate(const Hand& hand, const WinContext& ctx, const RuleTable& table, std::vector<Decomposition>& decomps,
              std::vector<int>& totals, Evaluation& out);

}  // namespace mjcore::mcr
