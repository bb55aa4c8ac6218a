// Scoring under MCR-era names: the engine is ruleset-generic (see
// mjcore/rule_table.hpp and mjcore/evaluate.hpp).
#pragma once
#include "mjcore/evaluate.hpp"
#include "mjcore/mcr/detect.hpp"
#include "mjcore/rule_table.hpp"

namespace mjcore::mcr {

using mjcore::apply_rules;
using mjcore::Dropped;
using mjcore::Evaluation;
using mjcore::evaluate;
using mjcore::RuleTable;

}  // namespace mjcore::mcr
