#include "mjcore/game/walls.hpp"

#include <algorithm>

namespace mjcore::game {

void Walls::reset(const std::vector<Tile>& tiles, bool shared) {
  shared_ = shared;
  std::copy(tiles.begin(), tiles.end(), tiles_.begin());
  const int n = static_cast<int>(tiles.size());
  const int walls = shared ? 1 : 4;
  for (int w = 0; w < walls; ++w) {
    begin_[w] = static_cast<std::int16_t>(n * w / walls);
    end_[w] = static_cast<std::int16_t>(n * (w + 1) / walls);
  }
}

std::vector<Tile> Walls::remaining(int w) const {
  const int i = shared_ ? 0 : w & 3;
  return std::vector<Tile>(tiles_.begin() + begin_[i], tiles_.begin() + end_[i]);
}

}  // namespace mjcore::game
