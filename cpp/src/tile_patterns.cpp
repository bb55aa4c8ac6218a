// Patterns that depend only on which tiles the hand holds, not on how they
// are grouped: computed once per hand, shared by all its decompositions.
#include "mjcore/hand_facts.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {
namespace {

// Bit t set for each tile t in a set of tile kinds.
using TileMask = std::uint64_t;

constexpr TileMask bit(int t) { return TileMask{1} << t; }

constexpr TileMask ranks_mask(int lo, int hi) {  // ranks lo..hi (0-based) of all three suits
  TileMask m = 0;
  for (int s = 0; s < 3; ++s) {
    for (int r = lo; r <= hi; ++r) m |= bit(s * 9 + r);
  }
  return m;
}

constexpr TileMask kSuited = ranks_mask(0, 8);
constexpr TileMask kWinds = bit(27) | bit(28) | bit(29) | bit(30);
constexpr TileMask kDragons = bit(31) | bit(32) | bit(33);
constexpr TileMask kTerminals = ranks_mask(0, 0) | ranks_mask(8, 8);
constexpr TileMask kOrphanTiles = kTerminals | kWinds | kDragons;
constexpr TileMask kAllGreenTiles = bit(19) | bit(20) | bit(21) | bit(23) | bit(25) | bit(32);  // 2 3 4 6 8s, 发
// 推不倒: dots 1 2 3 4 5 8 9, bamboo 2 4 5 6 8 9, white dragon.
constexpr TileMask kReversible = bit(9) | bit(10) | bit(11) | bit(12) | bit(13) | bit(16) | bit(17) | bit(19) |
                                 bit(21) | bit(22) | bit(23) | bit(25) | bit(26) | bit(31);
constexpr TileMask kEvens =
    bit(1) | bit(3) | bit(5) | bit(7) | bit(10) | bit(12) | bit(14) | bit(16) | bit(19) | bit(21) | bit(23) | bit(25);

constexpr TileMask suit_mask(int s) { return TileMask{0x1FF} << (9 * s); }
constexpr TileMask kUpperTiles = ranks_mask(6, 8);
constexpr TileMask kMiddleTiles = ranks_mask(3, 5);
constexpr TileMask kLowerTiles = ranks_mask(0, 2);
constexpr TileMask kUpperFour = ranks_mask(5, 8);
constexpr TileMask kLowerFour = ranks_mask(0, 3);
constexpr TileMask kSuitMasks[3] = {suit_mask(0), suit_mask(1), suit_mask(2)};

}  // namespace

MJCORE_HOT TilePatterns tile_patterns(TileMask held) {
  const auto only = [&](TileMask m) { return (held & ~m) == 0; };
  int suits = 0;
  for (TileMask m : kSuitMasks) suits += (held & m) != 0;
  const bool honors = (held & (kWinds | kDragons)) != 0;

  TilePatterns t;
  t.add_if(only(kAllGreenTiles), Pattern::AllGreen);
  t.add_if(only(kTerminals), Pattern::AllTerminals);
  t.add_if(only(kWinds | kDragons), Pattern::AllHonors);
  t.add_if(only(kOrphanTiles), Pattern::AllTerminalsAndHonors);
  t.add_if(only(kEvens), Pattern::AllEvenPungs);
  t.add_if(suits == 1 && !honors, Pattern::FullFlush);
  t.add_if(only(kUpperTiles), Pattern::UpperTiles);
  t.add_if(only(kMiddleTiles), Pattern::MiddleTiles);
  t.add_if(only(kLowerTiles), Pattern::LowerTiles);
  t.add_if(only(kUpperFour), Pattern::UpperFour);
  t.add_if(only(kLowerFour), Pattern::LowerFour);
  t.add_if(only(kReversible), Pattern::ReversibleTiles);
  t.add_if(suits == 1 && honors, Pattern::HalfFlush);
  t.add_if(suits == 3 && (held & kWinds) && (held & kDragons), Pattern::AllTypes);
  t.add_if(only(kSuited & ~kTerminals), Pattern::AllSimples);
  t.add_if(suits == 2, Pattern::OneVoidedSuit);
  t.add_if(!honors, Pattern::NoHonors);
  return t;
}

}  // namespace mjcore
