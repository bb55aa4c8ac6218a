// The pattern catalogue: one id per pattern any ruleset can score. A ruleset
// (Python data, compiled into a RuleTable) chooses which ids score and how
// much. The MCR fans come first, in rulebook order (number - 1); where two
// rulesets define a name differently, they get two ids.
#pragma once
#include <bitset>
#include <cstdint>

namespace mjcore {

enum class Pattern : std::uint8_t {
  BigFourWinds, BigThreeDragons, AllGreen, NineGates, FourKongs, SevenShiftedPairs, ThirteenOrphans,
  AllTerminals, LittleFourWinds, LittleThreeDragons, AllHonors, FourConcealedPungs, PureTerminalChows,
  QuadrupleChow, FourPureShiftedPungs,
  FourPureShiftedChows, ThreeKongs, AllTerminalsAndHonors,
  SevenPairs, GreaterHonorsAndKnittedTiles, AllEvenPungs, FullFlush, PureTripleChow, PureShiftedPungs,
  UpperTiles, MiddleTiles, LowerTiles,
  PureStraight, ThreeSuitedTerminalChows, PureShiftedChows, AllFive, TriplePung, ThreeConcealedPungs,
  LesserHonorsAndKnittedTiles, KnittedStraight, UpperFour, LowerFour, BigThreeWinds,
  MixedStraight, ReversibleTiles, MixedTripleChow, MixedShiftedPungs, ChickenHand, LastTileDraw,
  LastTileClaim, OutWithReplacementTile, RobbingTheKong,
  AllPungs, HalfFlush, MixedShiftedChows, AllTypes, MeldedHand, TwoConcealedKongs, TwoDragonsPungs,
  OutsideHand, FullyConcealedHand, TwoMeldedKongs, LastTile,
  DragonPung, PrevalentWind, SeatWind, ConcealedHand, AllChows, TileHog, DoublePung, TwoConcealedPungs,
  ConcealedKong, AllSimples,
  PureDoubleChow, MixedDoubleChow, ShortStraight, TwoTerminalChows, PungOfTerminalsOrHonors, MeldedKong,
  OneVoidedSuit, NoHonors, EdgeWait, ClosedWait, SingleWait, SelfDrawn, FlowerTiles,
  ConcealedKongAndMeldedKong,
  Count
};

constexpr int kPatternCount = static_cast<int>(Pattern::Count);
using PatternSet = std::bitset<kPatternCount>;

constexpr int index_of(Pattern p) { return static_cast<int>(p); }

// Stable string ids ("big_four_winds", ...), the names rulesets use.
const char* pattern_id(Pattern p);

}  // namespace mjcore
