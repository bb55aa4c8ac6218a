// The built-in rulesets, compiled from the generated definitions
// (mjcore/builtin_rulesets.hpp).
#include "mjcore/builtin_rulesets.hpp"

#include <utility>

#include "mjcore/rule_definition.hpp"

namespace mjcore {
namespace {

std::vector<RuleDefinition> definitions() {
  std::vector<RuleDefinition> out;
#include "mjcore/builtin_rulesets.inc"
  return out;
}

using Compiled = std::vector<std::pair<std::string, std::shared_ptr<const RuleTable>>>;

const Compiled& compiled() {
  static const Compiled all = [] {  // a function-local static: compiled once, thread-safe
    Compiled out;
    for (const RuleDefinition& d : definitions()) out.emplace_back(d.name, compile_rule_table(d));
    return out;
  }();
  return all;
}

}  // namespace

std::shared_ptr<const RuleTable> builtin_rule_table(std::string_view name) {
  for (const auto& [known, table] : compiled()) {
    if (known == name) return table;
  }
  return nullptr;
}

const std::vector<std::string>& builtin_ruleset_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& entry : compiled()) out.push_back(entry.first);
    return out;
  }();
  return names;
}

}  // namespace mjcore
