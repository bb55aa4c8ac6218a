// The built-in rulesets, compiled from the generated definitions
// (mjcore/builtin_rulesets.hpp).
#include "mjcore/builtin_rulesets.hpp"

#include <cstdint>
#include <initializer_list>
#include <mutex>
#include <utility>
#include <vector>

#include "mjcore/rule_definition.hpp"

namespace mjcore {
namespace {

// A built-in ruleset as constant data, copied into a RuleDefinition at first use:
// the generated rows compile in a second, where RuleDefinitions built field by
// field in code took the compiler 20-30 s (most of a clean build's critical path).
struct PatternRow {
  Pattern pattern;
  const char* zh;
  const char* en;
  std::int32_t points, floor;
  std::initializer_list<Pattern> excludes, excludes_inner;
  int inner_limit, max_count;
};

struct RulesetRow {
  const char* name;
  std::initializer_list<PatternRow> patterns;
  std::int32_t flower_points, own_flower_points;
  int minimum;
  bool exhausted_tiles_are_waits;
  std::int32_t limit;
  bool limit_alone;
  std::initializer_list<Form> forms;
  Conversion::Kind conversion;
  std::int32_t base;
  std::initializer_list<std::int32_t> conversion_table;
  TileRules tiles;
};

constexpr RulesetRow kBuiltin[] = {
#include "mjcore/builtin_rulesets.inc"
};

RuleDefinition definition(const RulesetRow& row) {
  RuleDefinition d;
  d.name = row.name;
  for (const PatternRow& p : row.patterns) {
    d.patterns.push_back({p.pattern, p.zh, p.en, p.points, p.floor, std::vector<Pattern>(p.excludes),
                          std::vector<Pattern>(p.excludes_inner), p.inner_limit, p.max_count});
  }
  d.flower_points = row.flower_points;
  d.own_flower_points = row.own_flower_points;
  d.minimum = row.minimum;
  d.exhausted_tiles_are_waits = row.exhausted_tiles_are_waits;
  d.limit = row.limit;
  d.limit_alone = row.limit_alone;
  d.forms = row.forms;
  d.conversion = Conversion{row.conversion, row.base, row.conversion_table};
  d.tiles = row.tiles;
  return d;
}

constexpr std::size_t kBuiltinCount = sizeof(kBuiltin) / sizeof(kBuiltin[0]);

// Each table compiled on its first use (thread-safe): a process that scores
// MCR compiles MCR's alone.
struct CompiledTable {
  std::once_flag once;
  std::shared_ptr<const RuleTable> table;
};

std::shared_ptr<const RuleTable> compiled(std::size_t i) {
  static CompiledTable tables[kBuiltinCount];
  CompiledTable& t = tables[i];
  std::call_once(t.once, [&] { t.table = compile_rule_table(definition(kBuiltin[i])); });
  return t.table;
}

}  // namespace

std::shared_ptr<const RuleTable> builtin_rule_table(std::string_view name) {
  for (std::size_t i = 0; i < kBuiltinCount; ++i) {
    if (kBuiltin[i].name == name) return compiled(i);
  }
  return nullptr;
}

const std::vector<std::string>& builtin_ruleset_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const RulesetRow& row : kBuiltin) out.push_back(row.name);
    return out;
  }();
  return names;
}

}  // namespace mjcore
