// Hands for the core tests, written in mjcore's notation.
#pragma once
#include <vector>

#include "mjcore/hand.hpp"
#include "mjcore/notation.hpp"

namespace mjtest {

// `tiles` the concealed part without the winning tile; `win` null for none.
inline mjcore::Hand hand(const char* tiles, const char* win, std::vector<const char*> melds = {}, int flowers = 0) {
  std::vector<mjcore::Meld> ms;
  for (auto m : melds) ms.push_back(mjcore::parse_meld(m));
  return mjcore::make_hand(mjcore::parse_tiles(tiles).tiles, ms, win ? mjcore::parse_tile(win) : mjcore::kNoTile, {},
                           flowers);
}

}  // namespace mjtest
