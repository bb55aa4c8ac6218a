// Detection of the general catalogue for one decomposition: the special
// hands and winning actions of the regional rules and Zung Jung's own
// patterns (the catalogue's "general" family). Occurrences are appended with
// the sets that make them.
#pragma once
#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/detected.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/detector.hpp"
#include "mjcore/hand_facts.hpp"

namespace mjcore::general {

// Appends every general-catalogue pattern `d` shows. `facts` are the hand's
// form-independent facts (the wait facts are not used).
void detect(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx, Detected& out);

// The family's entry in kDetectors: its wait patterns read the wait of every
// hand, and 金钩钓 whether the winning tile completes the pair.
inline constexpr Detector kDetector = {
    Family::General, &detect,
    PlacementReads{/*wait=*/true, /*unique_wait=*/false, /*pair_slot=*/true, /*claimed_pung=*/true}};

// Pieces of detect(), one file each.
void detect_sets(const HandFacts& facts, const Decomposition& d, const WinContext& ctx, Detected& out);
void detect_combinations(const Decomposition& d, Detected& out);
void detect_regional(const Hand& hand, const HandFacts& facts, const Decomposition& d, Detected& out);
void detect_flowers(const Hand& hand, const WinContext& ctx, Detected& out);

}  // namespace mjcore::general
