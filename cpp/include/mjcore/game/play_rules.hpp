// The rules of play of a table (docs/game.md "Play rulesets"): what the
// engine reads instead of naming a ruleset. Scoring stays with the scoring
// ruleset (a RuleTable) the play rules name.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mjcore::game {

// Who wins when several seats can win on one discard.
enum class SeveralWinners : std::uint8_t {
  FirstInTurn,  // the first after the discarder (截和), MCR's
  All,          // every one of them (一炮多响): Cantonese, Hong Kong
};

// How a win is paid.
enum class Settlement : std::uint8_t {
  // MCR as Botzone pays: a base of `base_payment` from every other seat,
  // the total on top from the discarder (or from everyone if self-drawn).
  BaseAndTotal,
};

struct PlayRules {
  std::string name;
  std::string scoring = "mcr";  // the scoring ruleset a win is scored under
  bool honors = true;           // the deck holds winds and dragons
  bool flowers = true;          // the deck holds the 8 flowers
  bool shared_wall = true;      // one wall; else one block of the deck per seat
  // A flower drawn as a kong's replacement uses the kong flag up (Botzone's judge).
  bool flower_ends_kong_flag = false;
  bool chow_claims = true;  // the next seat may chow a discard
  SeveralWinners several_winners = SeveralWinners::FirstInTurn;
  Settlement settlement = Settlement::BaseAndTotal;
  int base_payment = 8;
  // An offence (a false win 错和, an invalid answer) ends the hand: the
  // offender pays each other seat this much (Botzone's judge: 10).
  int offence_penalty = 10;
  // Carried for the play rules that follow (not playable yet; the engine
  // refuses a table with them set): play goes on after a win (血战到底),
  // each player declares a void suit (定缺), a player pays for the others
  // (包) after feeding a big hand.
  bool play_after_win = false;
  bool void_suit = false;
  bool liabilities = false;
};

// The built-in play rules by name ("mcr", "botzone"), or null.
const PlayRules* builtin_play_rules(std::string_view name);
const std::vector<std::string>& builtin_play_rules_names();
// The same, for a name a caller gave: an unknown one is an InputError that
// lists the known ones.
const PlayRules& play_rules_named(std::string_view name);

}  // namespace mjcore::game
