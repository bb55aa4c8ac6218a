// Whole hands played by the built-in agents, C++ only, on one thread: the
// program benchmarks/game_profile.py counts instructions of under callgrind
// to break one step's cost down.
//   cmake -S . -B build-bench -G Ninja -DMJCORE_BUILD_BENCH=ON
//   build-bench/mjcore_bench_game HANDS random|greedy
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/game/vector_env.hpp"

using namespace mjcore::game;

int main(int argc, char** argv) {
  const long hands = argc > 1 ? std::atol(argv[1]) : 1000;
  const Agent agent = argc > 2 && std::strcmp(argv[2], "greedy") == 0 ? Agent::Greedy : Agent::Random;
  const PlayRules& rules = *builtin_play_rules("mcr");
  std::vector<HandOutcome> out(static_cast<std::size_t>(hands));
  play_hands(rules, mjcore::builtin_rule_table("mcr"), {agent, agent, agent, agent}, 1, hands, 1, out.data());
  long steps = 0;
  for (const HandOutcome& o : out) steps += o.steps;
  std::printf("%ld hands, %ld steps\n", hands, steps);
  return 0;
}
