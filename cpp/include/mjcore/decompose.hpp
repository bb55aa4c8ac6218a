// Every decomposition of a complete hand, and the fast winning test.
#pragma once
#include <vector>

#include "mjcore/decomposition.hpp"
#include "mjcore/hand.hpp"

namespace mjcore {

// Appends every distinct decomposition of `hand` (all forms) to `out`, in a
// deterministic order. A hand that is not complete yields none.
void decompose(const Hand& hand, std::vector<Decomposition>& out);

// True when concealed(+win) and the declared melds form a complete hand in
// any form. No enumeration: table look-ups and a few counts.
bool is_winning(const Hand& hand);
// `concealed` includes the winning tile; n_declared melds lie outside it.
bool is_complete(const Counts& concealed, int n_declared);
// Knitted straight + meld + pair over concealed tiles (at most one declared meld).
bool is_complete_knitted_straight(const Counts& concealed);

}  // namespace mjcore
