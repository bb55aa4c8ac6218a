// The list of detector families (mjcore/detectors.hpp).
#include "mjcore/detectors.hpp"

#include <array>

#include "mjcore/general/detect.hpp"
#include "mjcore/mcr/detect.hpp"

namespace mjcore {
namespace {

// A constant list of constant entries: the calls below are direct.
constexpr std::array<const Detector*, 2> kDetectors = {&mcr::kDetector, &general::kDetector};

constexpr bool in(std::uint8_t families, const Detector& detector) {
  return (families & static_cast<std::uint8_t>(detector.family)) != 0;
}

constexpr bool bits_fit() {  // each family a bit below 2^(number of families), so kReads covers every set
  for (const Detector* detector : kDetectors) {
    if (static_cast<std::size_t>(detector->family) >= (std::size_t{1} << kDetectors.size())) return false;
  }
  return true;
}
static_assert(bits_fit(), "Family bits must be 1, 2, 4, ... in the order of kDetectors");

// What each set of families reads, for every set (Family bits): looked up per hand.
constexpr auto kReads = [] {
  std::array<PlacementReads, std::size_t{1} << kDetectors.size()> out{};
  for (std::size_t families = 0; families < out.size(); ++families) {
    for (const Detector* detector : kDetectors) {
      if (!in(static_cast<std::uint8_t>(families), *detector)) continue;
      out[families].wait = out[families].wait || detector->reads.wait;
      out[families].unique_wait = out[families].unique_wait || detector->reads.unique_wait;
      out[families].pair_slot = out[families].pair_slot || detector->reads.pair_slot;
      out[families].claimed_pung = out[families].claimed_pung || detector->reads.claimed_pung;
    }
  }
  return out;
}();

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

PlacementReads placement_reads(std::uint8_t families) { return kReads[families & (kReads.size() - 1)]; }

}  // namespace mjcore
