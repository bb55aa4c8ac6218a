// One way to read a complete hand, with where the winning tile sits.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/hand.hpp"
#include "mjcore/tile.hpp"

namespace mjcore {

enum class Form : std::uint8_t { Regular, SevenPairs, ThirteenOrphans, KnittedStraight, KnittedAndHonors };

enum class WaitType : std::uint8_t { None, TwoSided, Edge, Closed, Single, DualPung, Special };

// Where the winning tile sits.
enum class WinSlot : std::uint8_t { None, Pair, Meld, Special };

struct Decomposition {
  Form form = Form::Regular;
  std::uint8_t n_melds = 0;
  std::array<Meld, kMaxMelds> melds{};  // sorted by (kind, first, source)
  std::uint8_t pair = kNoTile;
  // The special part: seven pairs (7 pair tiles, a quad twice), knitted
  // straight (9), knitted-and-honours (14), thirteen orphans (13). Sorted.
  std::uint8_t n_tiles = 0;
  std::array<Tile, 14> tiles{};
  WinSlot win_slot = WinSlot::None;
  std::uint8_t win_meld = 0;  // index into melds when win_slot == Meld
  WaitType wait = WaitType::None;
};

}  // namespace mjcore
