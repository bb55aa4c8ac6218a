// Many independent tables stepped together (mjcore.game.VectorEnv), and
// whole hands played by built-in agents. Each table's hands depend on the
// seed and the table's index alone, so any thread count gives the same
// results.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "mjcore/game/agents.hpp"
#include "mjcore/game/game.hpp"
#include "mjcore/game/observation.hpp"

namespace mjcore::game {

// The seed of hand k of a stream: the first SplitMix64 output from state
// seed ^ k (docs/game.md "Many tables").
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t k);

// Where a step writes, per table i: obs[i * kObservationSize ...], mask[i *
// kActionCount ...], seat[i]; and for step(), reward[i * 4 + s] (the
// payments of a hand that ended in this step) and done[i].
struct EnvOutputs {
  std::uint8_t* obs = nullptr;
  std::uint8_t* mask = nullptr;
  std::int32_t* seat = nullptr;
  std::int32_t* reward = nullptr;
  std::uint8_t* done = nullptr;
};

class VectorEnv {
 public:
  VectorEnv(const PlayRules& rules, std::shared_ptr<const RuleTable> table, int tables, std::uint64_t seed);
  int size() const { return static_cast<int>(games_.size()); }
  // Every table deals its next hand (table i's hand k: derive_seed(derive_seed(seed, i), k)).
  void reset(int threads, const EnvOutputs& out);
  // Table i's seat to decide takes actions[i]; a finished hand is replaced
  // by the table's next. Throws InputError (changing nothing) unless every
  // action is legal.
  void step(const std::int32_t* actions, int threads, const EnvOutputs& out);
  const Game& game(int i) const { return games_[i]; }

 private:
  void deal(int i);
  void write(int i, const EnvOutputs& out) const;

  const PlayRules* rules_;
  std::vector<Game> games_;
  std::vector<std::uint64_t> hands_;      // hands each table has dealt
  std::vector<std::vector<Tile>> walls_;  // each table's deal buffer, reused
  std::uint64_t seed_;
};

// One hand played by built-in agents.
struct HandOutcome {
  EndReason reason = EndReason::None;
  std::int8_t winner = -1;
  std::int8_t from_seat = -1;
  std::int32_t total = 0;
  std::int32_t steps = 0;  // decisions taken
  std::array<std::int32_t, kSeats> payments{};
};

// Plays hands 0..n-1 (hand k dealt with derive_seed(seed, k); the agents'
// random choices from a stream of the same seed), agents[s] at seat s.
void play_hands(const PlayRules& rules, const std::shared_ptr<const RuleTable>& table,
                const std::array<Agent, kSeats>& agents, std::uint64_t seed, std::int64_t n, int threads,
                HandOutcome* out);

}  // namespace mjcore::game
