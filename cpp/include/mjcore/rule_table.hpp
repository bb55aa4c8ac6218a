// A ruleset as the core uses it, compiled once from Python data: which
// catalogue patterns score and how much, the exclusions between them, the
// limit, the minimum, how a sum of points converts, which hand forms win.
// Who pays whom is not scoring: the Python ruleset keeps it (mjcore.settle).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "mjcore/decomposition.hpp"
#include "mjcore/detected.hpp"
#include "mjcore/patterns.hpp"

namespace mjcore {

// The ranges a validated ruleset keeps to (python/mjcore/rulesets/spec.py
// checks them; docs/custom_rulesets.md): a pattern, a floor or a flower is
// worth at most kMaxPatternPoints, a hand's converted points (a table entry,
// the limit, a doubling's result) at most kMaxPoints. So a total, flowers
// included, always fits the int32 it is computed and returned in.
constexpr std::int32_t kMaxPatternPoints = 1'000'000;
constexpr std::int32_t kMaxPoints = 1 << 30;  // spec.py's MAX_POINTS
static_assert(std::int64_t{kMaxPoints} + kFlowerKinds * std::int64_t{kMaxPatternPoints} <= INT32_MAX,
              "a total fits int32");
static_assert(Detected::kCapacity * std::int64_t{kMaxPatternPoints} <= kMaxPoints, "so does a sum of patterns");

// Turns the (limited) sum of pattern values into points: as is, base x 2^sum
// (fan doubling, at most 24 doublings, saturating at kMaxPoints), or a lookup
// table whose last entry covers every larger sum.
struct Conversion {
  enum class Kind : std::uint8_t { Sum, Doubling, Table };
  Kind kind = Kind::Sum;
  std::int32_t base = 1;
  std::vector<std::int32_t> table;
  std::int32_t apply(std::int32_t sum) const;
};

// Which tiles and claims the ruleset plays with (Sichuan: 108 tiles, at most
// two suits in a winning hand after 定缺, no claimed chow). A hand breaking
// them is refused, never scored.
struct TileRules {
  bool honors = true;
  bool flowers = true;
  std::uint8_t max_suits = 3;
  bool claimed_chows = true;
};

struct RuleTable {
  // Fields in the order scoring reads them: what every hand reads (the
  // flags, the scoring set, points, ranks) in the first lines, the exclusion
  // sets an excluder reads next, names last. Each hand then touches few of
  // the table's lines, and the suit table's look-ups evict fewer of them.
  int minimum = 8;
  std::int32_t limit = 0;              // the most a hand is worth before conversion (0: no limit)
  bool limit_alone = false;            // a pattern worth more than the limit scores alone ("listed limit")
  std::uint8_t forms = 0x1F;           // bit f: Form f is a winning hand
  std::int32_t own_flower_points = 0;  // a flower of the player's own seat (0: like any flower)
  TileRules tiles;
  bool exhausted_tiles_are_waits = false;  // see hand_facts()

  // Computed by finalize():
  bool catalogue_order = false;  // `order` is the catalogue's (compare counts as they lie)
  std::uint8_t families = 0;     // Family bits of the detectors the scoring patterns need
  bool scores_waits = false;     // some unique-wait pattern scores: decide whether the hand waits on one tile
  bool bounds_counts = false;    // some max_count is set
  bool has_floors = false;       // some floor is set
  bool restricts_tiles = false;  // `tiles` rules something out: check_tile_rules has work
  bool flowers_by_tile = false;  // a flower-identity pattern scores: which flowers the hand holds matters
  int n_excluders = 0;
  PatternSet scoring;  // the patterns with points

  Conversion conversion;
  std::array<std::int32_t, kPatternCount> points{};  // 0: the pattern does not score
  // Excluder ranks: a reading's excluders are gathered as a set of ranks,
  // then taken lowest first, which is rank order. A pattern that excludes
  // nothing has the rank past every excluder's (n_excluders), so that the
  // gathering sets a bit for every occurrence instead of branching on each
  // (which mispredicts hand by hand: ~2 a hand, ~5 % of batch.score's time).
  std::array<std::uint8_t, kPatternCount> excluder_rank{};  // position in `excluders`, or n_excluders
  bool is_excluder(int p) const { return excluder_rank[p] < n_excluders; }
  // Scoring patterns that exclude anything, most points first, then table
  // order: the order exclusions apply in. A pattern already excluded
  // excludes nothing.
  std::array<Pattern, kPatternCount> excluders{};
  std::array<PatternSet, kPatternCount> excludes{};        // 不计: never counts beside this one
  std::array<PatternSet, kPatternCount> excludes_inner{};  // not for this pattern's own sets
  std::array<std::uint8_t, kPatternCount> inner_limit{};   // at most this many inner drops (0: all)
  std::array<std::uint8_t, kPatternCount> max_count{};     // counted at most this often (0: no bound)
  // 满: a reading showing the pattern is worth at least this much (before the
  // limit and conversion), whether or not the pattern scores points itself.
  std::array<std::int32_t, kPatternCount> floor{};
  std::array<std::uint8_t, kPatternCount> position{};  // index in `order` (unlisted patterns after)
  // The ruleset's own pattern order: ties between equal points resolve in
  // it, and fans are listed in it. Empty: the catalogue order.
  std::vector<Pattern> order;

  std::string name;
  std::array<std::string, kPatternCount> zh{}, en{};

  void finalize();
  bool wins_with(Form f) const { return (forms >> static_cast<int>(f)) & 1u; }
};

}  // namespace mjcore
