// The pattern catalogue: one id per pattern any ruleset can score. A ruleset
// (Python data, compiled into a RuleTable) chooses which ids score and how
// much. The MCR fans come first, in rulebook order (number - 1), then the
// general catalogue (special hands and winning actions of the regional
// rules, Zung Jung's own patterns); where two rulesets define a name
// differently, they get two ids. Definitions: python/mjcore/rulesets/catalogue.py.
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
  // General catalogue (detected by general::detect).
  DragonSevenPairs, DoubleDragonSevenPairs, TripleDragonSevenPairs, PureOutsideHand, SingleColor,
  NineGatesShape, IdenticalChowPair, TwoIdenticalChowPairs,
  HeavenlyHand, EarthlyHand, EarthlySelfDrawn, HeavenlyReady, DiscardAfterKong, ClosedHand,
  WaitTwoSided, WaitEdge, WaitClosed, WaitSingle, WaitDualPung,
  MixedFourShiftedPungs, MixedFourShiftedChows, TwoSuitShiftedPungs, TwoSuitShiftedChows, Pair258, TerminalPair,
  AllSequences, SmallThreeWinds, OneKong, TwoKongs, SmallTriplePung, ConcealedPung, Kong,
  Root, GoldenSingleWait, All258, All258Pungs, MixedPungs, PurePungs,
  AllConcealedPungs, NothingDeclared, NothingDeclaredNoFlowers, KongOnKong, HumanHand, SeatFlower, FlowerSet, NoFlowers,
  Count
};

constexpr int kPatternCount = static_cast<int>(Pattern::Count);
using PatternSet = std::bitset<kPatternCount>;

constexpr int index_of(Pattern p) { return static_cast<int>(p); }

// Which detector finds a pattern: the MCR detector (mcr::detect) finds the
// MCR fans, the general one (general::detect) everything after them. A
// compiled ruleset runs only the detectors its scoring patterns need.
enum class Family : std::uint8_t { Mcr = 1, General = 2 };
constexpr Family family_of(Pattern p) { return p <= Pattern::ConcealedKongAndMeldedKong ? Family::Mcr : Family::General; }

// Bonus-tile patterns (正花, 一台花, 無花): read from the flowers, never count
// towards the minimum.
constexpr bool is_flower_pattern(Pattern p) { return p >= Pattern::SeatFlower && p <= Pattern::NoFlowers; }

// Stable string ids ("big_four_winds", ...), the names rulesets use.
const char* pattern_id(Pattern p);

}  // namespace mjcore
