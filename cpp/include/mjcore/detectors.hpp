// The detector families, run as one: the scorer names a set of families
// (Family bits, from the ruleset's patterns), never a family itself. A new
// family is its folder, its Family and one entry in kDetectors below.
//
// Inline, so that the scorer calls each family's detect() directly: a list
// behind a call of its own cost ~45 instructions a hand (~1.5 % of batch.score).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "mjcore/detector.hpp"
#include "mjcore/general/detect.hpp"
#include "mjcore/mcr/detect.hpp"

namespace mjcore {
namespace detectors_detail {

// A constant list of constant entries: the calls below are direct.
inline constexpr std::array<const Detector*, 2> kDetectors = {&mcr::kDetector, &general::kDetector};

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
inline constexpr auto kReads = [] {
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

}  // namespace detectors_detail

// Every family's bit.
constexpr std::uint8_t all_families() {
  std::uint8_t all = 0;
  for (const Detector* detector : detectors_detail::kDetectors) all |= static_cast<std::uint8_t>(detector->family);
  return all;
}

namespace detectors_detail {
// One call per entry, each through a constant: a loop over the list was
// left as indirect calls (call through a loaded pointer).
template <std::size_t... I>
void detect_each(std::index_sequence<I...>, std::uint8_t families, const Hand& hand, const HandFacts& facts,
                 const Decomposition& d, const WinContext& ctx, Detected& out) {
  ((in(families, *kDetectors[I]) ? kDetectors[I]->detect(hand, facts, d, ctx, out) : void()), ...);
}
}  // namespace detectors_detail

// Appends what the families in `families` find in `d`, in the list's order.
inline void detect_patterns(std::uint8_t families, const Hand& hand, const HandFacts& facts, const Decomposition& d,
                            const WinContext& ctx, Detected& out) {
  detectors_detail::detect_each(std::make_index_sequence<detectors_detail::kDetectors.size()>(), families, hand, facts,
                                d, ctx, out);
}

// What of the winning tile's placement any of those families reads.
constexpr PlacementReads placement_reads(std::uint8_t families) {
  return detectors_detail::kReads[families & (detectors_detail::kReads.size() - 1)];
}

}  // namespace mjcore
