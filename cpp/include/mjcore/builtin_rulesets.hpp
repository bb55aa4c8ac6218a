// The built-in rulesets (python/mjcore/rulesets/builtin.py), which the build
// generated from the Python definitions: the core scores them by name
// without calling Python.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "mjcore/rule_table.hpp"

namespace mjcore {

// The compiled table of a built-in ruleset, or null for an unknown name.
// Compiled once, on the first call (thread-safe).
std::shared_ptr<const RuleTable> builtin_rule_table(std::string_view name);

// Their names, sorted.
const std::vector<std::string>& builtin_ruleset_names();

}  // namespace mjcore
