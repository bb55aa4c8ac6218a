// The detector families, run as one: the scorer names a set of families
// (Family bits, from the ruleset's patterns), never a family itself. A new
// family is its folder, its Family and one entry in cpp/src/detectors.cpp.
#pragma once
#include <cstdint>

#include "mjcore/detector.hpp"

namespace mjcore {

// Every family's bit.
std::uint8_t all_families();

// Appends what the families in `families` find in `d`, in the list's order.
void detect_patterns(std::uint8_t families, const Hand& hand, const HandFacts& facts, const Decomposition& d,
                     const WinContext& ctx, Detected& out);

// What of the winning tile's placement any of those families reads.
PlacementReads placement_reads(std::uint8_t families);

}  // namespace mjcore
