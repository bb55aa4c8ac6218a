// The checks scoring runs on every hand take an inline fast path for the
// usual case (validate_context, check_tile_rules): it must refuse exactly
// what the full checks refuse, whatever the flags, winds, rules and hand.
#include <vector>

#include "check.hpp"
#include "hands.hpp"
#include "mjcore/context.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/notation.hpp"

using namespace mjcore;
using mjtest::hand;

namespace {

template <typename Check>
bool refuses(Check check) {
  try {
    check();
    return false;
  } catch (const InputError&) { return true; }
}

// Hands that the context and tile rules read differently: concealed, with
// claimed melds, with two kongs, holding the winning tile already, with
// honours, flowers and three suits, and without a winning tile.
std::vector<Hand> hands() {
  return {hand("123m456p789s1122z", "2z"), hand("456s789s5z", "5z", {"pung 111m", "chow 234p"}),
          hand("456s789s5z", "5z", {"kong 1111m", "ankan 2222p"}), hand("123m456p789s11z22z", "1m", {}, 2),
          hand("123m456p789s1122z", nullptr)};
}

}  // namespace

TEST_CASE("validate_context refuses exactly what validate_context_fully refuses") {
  int cases = 0;
  for (const Hand& h : hands()) {
    for (unsigned flags = 0; flags < (1u << 9); ++flags) {
      for (std::uint8_t seat : {0, 1, 4}) {
        for (std::uint8_t prevalent : {0, 3, 5}) {
          for (RobbedKong robbed : {RobbedKong::Unnamed, RobbedKong::Added, RobbedKong::Concealed}) {
            WinContext c;
            c.robbed_kong = robbed;
            c.self_drawn = flags & 1;
            c.last_tile = flags & 2;
            c.kong = flags & 4;
            c.fourth_tile = flags & 8;
            c.first_turn = flags & 16;
            c.ready_at_deal = flags & 32;
            c.discard_after_kong = flags & 64;
            c.kong_on_kong = flags & 128;
            c.first_round_discard = flags & 256;
            c.seat_wind = seat;
            c.prevalent_wind = prevalent;
            const bool fast = refuses([&] { validate_context(h, c); });
            CHECK(fast == refuses([&] { validate_context_fully(h, c); }));
            cases += fast ? 0 : 1;
          }
        }
      }
    }
  }
  CHECK(cases > 0);  // some contexts pass: the comparison is not all refusals
}

TEST_CASE("check_tile_rules refuses exactly what check_tile_rules_fully refuses") {
  for (bool honors : {true, false}) {
    for (bool flowers : {true, false}) {
      for (std::uint8_t max_suits : {1, 2, 3}) {
        for (bool claimed_chows : {true, false}) {
          RuleTable t;
          t.name = "test";
          t.tiles = {honors, flowers, max_suits, claimed_chows};
          t.finalize();
          for (const Hand& h : hands()) {
            CHECK(refuses([&] { check_tile_rules(h, t); }) == refuses([&] { check_tile_rules_fully(h, t); }));
          }
        }
      }
    }
  }
}
