// The shared wall or the four per-seat walls (docs/game.md "Seats, the deal,
// the walls"): every draw takes a wall's last tile.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "mjcore/game/deck.hpp"

namespace mjcore::game {

class Walls {
 public:
  Walls() = default;
  // `tiles` in the list's order; per-seat walls cut it into four blocks.
  void reset(const std::vector<Tile>& tiles, bool shared);
  bool empty(int seat) const { return end_[index(seat)] == begin_[index(seat)]; }
  int left(int seat) const { return end_[index(seat)] - begin_[index(seat)]; }
  // The last tile of seat's wall; the wall must not be empty.
  Tile take(int seat) { return tiles_[--end_[index(seat)]]; }
  bool shared() const { return shared_; }
  // What is left of wall w (0 if shared), in the list's order.
  std::vector<Tile> remaining(int w) const;

 private:
  int index(int seat) const { return shared_ ? 0 : seat & 3; }
  std::array<Tile, kMaxWall> tiles_{};
  std::array<std::int16_t, 4> begin_{};
  std::array<std::int16_t, 4> end_{};
  bool shared_ = true;
};

}  // namespace mjcore::game
