// Every catalogue pattern a hand shows, whatever the ruleset: the union over
// all its decompositions of what every detector finds.
#pragma once
#include <vector>

#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/patterns.hpp"

namespace mjcore {

// Throws InputError for a hand that is not complete or a contradictory
// context. A hand may come without its winning tile (no wait patterns then).
PatternSet catalogue_patterns(const Hand& hand, const WinContext& ctx, std::vector<Decomposition>& decomps);

}  // namespace mjcore
