// Built-in players: baselines and test drivers that need no Python.
#pragma once
#include <cstdint>

#include "mjcore/game/deck.hpp"
#include "mjcore/game/game.hpp"

namespace mjcore::game {

enum class Agent : std::uint8_t {
  Random,  // uniformly among the legal actions
  // Wins whenever it may; otherwise discards to the lowest shanten (then
  // the most unseen useful tiles, then the lowest tile), claims or kongs
  // when that lowers its shanten (a kong: when it does not raise it).
  Greedy,
};

// seat's choice now (seat must be asked); `rng` decides the random ones.
int choose(Agent agent, const Game& g, int seat, SplitMix64& rng);

}  // namespace mjcore::game
