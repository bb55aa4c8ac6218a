// What a detector reports for one decomposition: each pattern occurrence and
// the sets that make it (bits 0-3: the decomposition's melds, bit 4: the
// pair), so a ruleset can drop what another pattern already accounts for
// ("inner" exclusions) and explanations can point at the melds.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/patterns.hpp"

namespace mjcore {

constexpr std::uint8_t kPairBit = 1u << 4;
constexpr std::uint8_t kAllSets = 0x1F;

struct Occurrence {
  Pattern pattern;
  std::uint8_t sets;
};

struct Detected {
  // Four concealed wind kongs won on a first-turn replacement tile show 41
  // (tests/test_catalogue.py's crowded hand); an occurrence past the end is lost.
  static constexpr int kCapacity = 64;
  std::array<Occurrence, kCapacity> items;  // only the first n are meaningful: left uninitialised
  std::uint8_t n = 0;
  void add(Pattern p, std::uint8_t sets = kAllSets) {
    if (n < items.size()) items[n++] = {p, sets};
  }
};

}  // namespace mjcore
