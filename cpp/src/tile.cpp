#include "mjcore/tile.hpp"

namespace mjcore {

const std::array<Tile, 13> kOrphans = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

}  // namespace mjcore
