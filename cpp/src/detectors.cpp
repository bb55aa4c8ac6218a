// The list of detector families (mjcore/detectors.hpp).
#include "mjcore/detectors.hpp"

#include <array>

#include "mjcore/general/detect.hpp"
#include "mjcore/mcr/detect.hpp"

namespace mjcore {
namespace {

// A constant list of constant entries: the calls below are direct.
constexpr std::array<const Detector*, 2> kDetectors = {&mcr::kDetector, &general::kDetector};

bool in(std::uint8_t families, const Detector& detector) {
  return (families & static_cast<std::uint8_t>(detector.family)) != 0;
}

}  // namespace

std::uint8_t all_families() {
  std::uint8_t all = 0;
  for (const Detector* detector : kDetectors) all |= static_cast<std::uint8_t>(detector->family);
  return all;
}

void detect_patterns(std::uint8_t families, const Hand& hand, const HandFacts& facts, const Decomposition& d,
                     const WinContext& ctx, Detected& out) {
  for (const Detector* detector : kDetectors) {
    if (in(families, *detector)) detector->detect(hand, facts, d, ctx, out);
  }
}

PlacementReads placement_reads(std::uint8_t families) {
  PlacementReads reads;
  for (const Detector* detector : kDetectors) {
    if (!in(families, *detector)) continue;
    reads.wait = reads.wait || detector->reads.wait;
    reads.unique_wait = reads.unique_wait || detector->reads.unique_wait;
    reads.pair_slot = reads.pair_slot || detector->reads.pair_slot;
    reads.claimed_pung = reads.claimed_pung || detector->reads.claimed_pung;
  }
  return reads;
}

}  // namespace mjcore
