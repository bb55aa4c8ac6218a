// A detector family: finds, in one decomposition, the catalogue patterns of
// its family, and says what of the winning tile's placement it reads. Each
// family's header defines its entry; mjcore/detectors.hpp lists them.
#pragma once
#include "mjcore/context.hpp"
#include "mjcore/decomposition.hpp"
#include "mjcore/detected.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/hand_facts.hpp"
#include "mjcore/patterns.hpp"

namespace mjcore {

// What of the winning tile's placement a detector reads, besides the sets:
// two readings with the same sets that agree on these score alike.
struct PlacementReads {
  bool wait = false;          // the wait type, always
  bool unique_wait = false;   // the wait type, when the hand waits on this tile alone
  bool pair_slot = false;     // whether the winning tile completes the pair
  bool claimed_pung = false;  // whether a discard completes a pung formed in hand
};

struct Detector {
  Family family;
  // Appends every pattern of the family that `d` shows, before any exclusion.
  void (*detect)(const Hand& hand, const HandFacts& facts, const Decomposition& d, const WinContext& ctx,
                 Detected& out);
  PlacementReads reads;
};

}  // namespace mjcore
