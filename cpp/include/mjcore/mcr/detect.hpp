// MCR pattern detection for one decomposition: the catalogue's MCR fans.
#pragma once
#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/detected.hpp"
#include "mjcore/detector.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/hand_facts.hpp"
#include "mjcore/patterns.hpp"

namespace mjcore::mcr {

using mjcore::Detected;
using mjcore::kAllSets;
using mjcore::kPairBit;
using mjcore::Occurrence;

// Appends every MCR pattern `d` shows, before any exclusion. Chow
// combinations already follow 不拆移 / 不得相同 / 套算一次.
void detect(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx, Detected& out);

// The family's entry in kDetectors: its wait patterns count only when the
// hand waits on the winning tile alone.
inline constexpr Detector kDetector = {
    Family::Mcr, &detect,
    PlacementReads{/*wait=*/false, /*unique_wait=*/true, /*pair_slot=*/false, /*claimed_pung=*/true}};

// Pieces of detect(), one file each.
void detect_sets(const Decomposition& d, const WinContext& ctx, Detected& out);
void detect_chows(const Decomposition& d, Detected& out);

}  // namespace mjcore::mcr
