// Detection of the general catalogue for one decomposition: the special
// hands and winning actions of the regional rules and Zung Jung's own
// patterns (every Pattern after the MCR fans). Same output as mcr::detect:
// occurrences with the sets that make them.
#pragma once
#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/detected.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/mcr/detect.hpp"

namespace mjcore::general {

// Appends every general-catalogue pattern `d` shows. `facts` are the hand's
// form-independent facts (mcr::hand_facts; the wait facts are not used).
void detect(const Hand& hand, const mcr::HandFacts& facts, const Decomposition& d, const WinContext& ctx,
            Detected& out);

// Whether the hand shows an MCR tile trait (full flush, half flush, ...).
inline bool has_trait(const mcr::HandFacts& facts, Pattern p) {
  for (int i = 0; i < facts.traits.n; ++i) {
    if (facts.traits.items[i] == p) return true;
  }
  return false;
}

// Pieces of detect(), one file each.
void detect_sets(const mcr::HandFacts& facts, const Decomposition& d, const WinContext& ctx, Detected& out);
void detect_combinations(const Decomposition& d, Detected& out);
void detect_regional(const Hand& hand, const mcr::HandFacts& facts, const Decomposition& d, Detected& out);
void detect_flowers(const Hand& hand, const WinContext& ctx, Detected& out);

}  // namespace mjcore::general
