#include "mjcore/game/deck.hpp"

#include <string>
#include <utility>

#include "mjcore/errors.hpp"

namespace mjcore::game {

std::uint64_t SplitMix64::next() {
  state_ += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = state_;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t bound) {
  // Accept r < 2^64 - (2^64 mod bound): what is left is a whole number of
  // copies of 0..bound-1. (0 - bound) % bound is 2^64 mod bound.
  const std::uint64_t rest = (0 - bound) % bound;
  while (true) {
    const std::uint64_t r = next();
    if (rest == 0 || r < 0 - rest) return r % bound;
  }
}

namespace {

void fill_deck(const PlayRules& rules, std::vector<Tile>& tiles) {
  tiles.clear();
  const int kinds = rules.honors ? kTileKinds : 27;
  for (int t = 0; t < kinds; ++t) tiles.insert(tiles.end(), kMaxCopies, static_cast<Tile>(t));
  if (rules.flowers) {
    for (int f = 0; f < kFlowerKinds; ++f) tiles.push_back(static_cast<Tile>(kFirstFlower + f));
  }
}

}  // namespace

std::vector<Tile> deck(const PlayRules& rules) {
  std::vector<Tile> tiles;
  tiles.reserve(kMaxWall);
  fill_deck(rules, tiles);
  return tiles;
}

void shuffle_deck_into(const PlayRules& rules, std::uint64_t seed, std::vector<Tile>& out) {
  fill_deck(rules, out);
  SplitMix64 rng(seed);
  for (std::size_t i = out.size() - 1; i > 0; --i) std::swap(out[i], out[rng.below(i + 1)]);
}

std::vector<Tile> shuffled_deck(const PlayRules& rules, std::uint64_t seed) {
  std::vector<Tile> tiles;
  tiles.reserve(kMaxWall);
  shuffle_deck_into(rules, seed, tiles);
  return tiles;
}

void check_wall(const PlayRules& rules, const std::vector<Tile>& wall) {
  const std::vector<Tile> expected = deck(rules);
  if (wall.size() != expected.size()) {
    throw InputError("wall must hold " + std::to_string(expected.size()) + " tiles for the play rules '" + rules.name +
                     "', got " + std::to_string(wall.size()));
  }
  std::array<int, kTileKinds + kFlowerKinds> need{};
  for (Tile t : expected) ++need[t];
  for (Tile t : wall) {
    if (t >= need.size() || need[t]-- == 0) {
      throw InputError(std::string("wall must hold each tile exactly as the deck does: ") +
                       (rules.flowers ? "the 136 tiles and the 8 flowers" : "the 136 tiles (no flowers)"));
    }
  }
}

}  // namespace mjcore::game
