// The game's fixed action space (docs/game.md "The action space"): every
// decision at the table is one of kActionCount indices.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/tile.hpp"

namespace mjcore::game {

constexpr int kDiscard = 0;         // + tile
constexpr int kConcealedKong = 34;  // + tile
constexpr int kAddedKong = 68;      // + tile
constexpr int kWin = 102;
constexpr int kPass = 103;
constexpr int kChowLowest = 104;  // the discard is the run's lowest tile
constexpr int kChowMiddle = 105;
constexpr int kChowHighest = 106;
constexpr int kPung = 107;
constexpr int kKong = 108;
constexpr int kActionCount = 109;

// A set of actions: bit a of word a / 64.
struct ActionSet {
  std::array<std::uint64_t, 2> words{};

  void add(int action) { words[action >> 6] |= std::uint64_t{1} << (action & 63); }
  bool has(int action) const {
    return action >= 0 && action < kActionCount && (words[action >> 6] >> (action & 63) & 1u);
  }
  bool empty() const { return (words[0] | words[1]) == 0; }
  int size() const { return __builtin_popcountll(words[0]) + __builtin_popcountll(words[1]); }
  // The index-th action in ascending order (index < size()).
  int nth(int index) const;
};

}  // namespace mjcore::game
