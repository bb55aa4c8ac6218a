#include "mjcore/game/vector_env.hpp"

#include <string>

#include "mjcore/errors.hpp"
#include "mjcore/parallel.hpp"

namespace mjcore::game {

namespace {

// The agents' random stream of a hand: apart from the one that dealt it.
constexpr std::uint64_t kAgentStream = 0xD1B54A32D192ED03ULL;

// The tables of a step are independent: a worker takes them in chunks. The
// queue lives on the stack (for_each_chunk's per-call error list would be an
// allocation every step) and a table cannot fail.
template <typename Body>
void each_table(std::size_t n, int threads, Body&& body) {
  const int slots = thread_count(n, threads, 64);
  ChunkQueue queue(n, slots);
  auto work = [&](int) {
    std::size_t begin, end;
    while (queue.take(begin, end)) {
      for (std::size_t i = begin; i < end; ++i) body(static_cast<int>(i));
    }
  };
  run_slots(slots, [](void* context, int slot) { (*static_cast<decltype(work)*>(context))(slot); }, &work);
}

}  // namespace

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t k) { return SplitMix64(seed ^ k).next(); }

VectorEnv::VectorEnv(const PlayRules& rules, std::shared_ptr<const RuleTable> table, int tables, std::uint64_t seed)
    : rules_(&rules), hands_(static_cast<std::size_t>(tables)), walls_(static_cast<std::size_t>(tables)), seed_(seed) {
  if (tables < 1) throw InputError("a VectorEnv needs at least one table, got " + std::to_string(tables));
  games_.reserve(static_cast<std::size_t>(tables));
  for (int i = 0; i < tables; ++i) games_.emplace_back(rules, table);
}

void VectorEnv::deal(int i) {
  const std::uint64_t hand_seed = derive_seed(derive_seed(seed_, static_cast<std::uint64_t>(i)), hands_[i]++);
  shuffle_deck_into(*rules_, hand_seed, walls_[i]);
  games_[i].reset(walls_[i], 0);
}

void VectorEnv::write(int i, const EnvOutputs& out) const {
  const Game& g = games_[i];
  std::array<std::int8_t, kSeats> seats{};
  g.to_act(seats);
  const int seat = seats[0];  // claims are asked seat by seat, in priority order
  out.seat[i] = seat;
  observe(g, seat, out.obs + static_cast<std::size_t>(i) * kObservationSize);
  const ActionSet legal = g.legal(seat);
  std::uint8_t* mask = out.mask + static_cast<std::size_t>(i) * kActionCount;
  for (int a = 0; a < kActionCount; ++a) mask[a] = legal.words[a >> 6] >> (a & 63) & 1u;
}

void VectorEnv::reset(int threads, const EnvOutputs& out) {
  each_table(games_.size(), threads, [&](int i) {
    do deal(i);
    while (games_[i].done());  // a hand cannot end before its first decision, but be sure
    write(i, out);
  });
}

void VectorEnv::step(const std::int32_t* actions, int threads, const EnvOutputs& out) {
  for (std::size_t i = 0; i < games_.size(); ++i) {
    std::array<std::int8_t, kSeats> seats{};
    games_[i].to_act(seats);
    if (!games_[i].legal(seats[0]).has(actions[i])) {
      throw InputError("actions[" + std::to_string(i) + "] = " + std::to_string(actions[i]) +
                       " is not legal for table " + std::to_string(i) + "'s seat " + std::to_string(seats[0]));
    }
  }
  each_table(games_.size(), threads, [&](int i) {
    Game& g = games_[i];
    std::array<std::int8_t, kSeats> seats{};
    g.to_act(seats);
    g.act(seats[0], actions[i]);
    std::int32_t* reward = out.reward + static_cast<std::size_t>(i) * kSeats;
    out.done[i] = g.done();
    for (int s = 0; s < kSeats; ++s) reward[s] = g.done() ? g.result().payments[s] : 0;
    while (g.done()) deal(i);
    write(i, out);
  });
}

void play_hands(const PlayRules& rules, const std::shared_ptr<const RuleTable>& table,
                const std::array<Agent, kSeats>& agents, std::uint64_t seed, std::int64_t n, int threads,
                HandOutcome* out) {
  const std::size_t hands = static_cast<std::size_t>(n);
  for_each_chunk(hands, thread_count(hands, threads, 16), [&](ChunkQueue& queue, RowError&) {
    Game g(rules, table);  // one table per thread, reused hand after hand
    std::vector<Tile> wall;
    std::size_t begin, end;
    while (queue.take(begin, end)) {
      for (std::size_t k = begin; k < end; ++k) {
        const std::uint64_t hand_seed = derive_seed(seed, k);
        shuffle_deck_into(rules, hand_seed, wall);
        g.reset(wall, 0);
        SplitMix64 rng(hand_seed ^ kAgentStream);
        HandOutcome& o = out[k];
        o = {};
        while (!g.done()) {
          std::array<std::int8_t, kSeats> seats{};
          const int pending = g.to_act(seats);
          for (int j = 0; j < pending && !g.done(); ++j) {
            g.act(seats[j], choose(agents[seats[j]], g, seats[j], rng));
            ++o.steps;
          }
        }
        const GameResult& r = g.result();
        o.reason = r.reason;
        o.winner = r.winner;
        o.from_seat = r.from_seat;
        o.total = r.total;
        o.payments = r.payments;
      }
    }
  });
}

}  // namespace mjcore::game
