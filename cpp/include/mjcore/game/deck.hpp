// The deck and the documented shuffle (docs/game.md "The shuffle"): the same
// seed deals the same wall on every platform.
#pragma once
#include <cstdint>
#include <vector>

#include "mjcore/game/play_rules.hpp"
#include "mjcore/tile.hpp"

namespace mjcore::game {

constexpr int kFirstFlower = kTileKinds;  // wall tiles 34..41 are the flowers
constexpr int kMaxWall = kTileKinds * kMaxCopies + kFlowerKinds;
constexpr bool is_flower(int tile) { return tile >= kFirstFlower; }

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform in 0..bound-1 (bound > 0), by rejection.
  std::uint64_t below(std::uint64_t bound);

 private:
  std::uint64_t state_;
};

// The rules' deck in index order: each tile four times, then the flowers.
std::vector<Tile> deck(const PlayRules& rules);
// That deck shuffled by Fisher-Yates from the end with SplitMix64(seed).
std::vector<Tile> shuffled_deck(const PlayRules& rules, std::uint64_t seed);
// The same into `out`, reusing its memory (a table dealing hand after hand).
void shuffle_deck_into(const PlayRules& rules, std::uint64_t seed, std::vector<Tile>& out);
// Throws InputError unless `wall` is a permutation of the rules' deck.
void check_wall(const PlayRules& rules, const std::vector<Tile>& wall);

}  // namespace mjcore::game
