// Shanten micro-benchmark, C++ only: mean nanoseconds per hand over seeded
// random hands, after the tables are built (their build time is reported).
//   cmake -S . -B build-bench -G Ninja -DMJCORE_BUILD_BENCH=ON && build-bench/mjcore_bench
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

#include "mjcore/shanten.hpp"
#include "mjcore/shanten_table.hpp"
#include "mjcore/suit_table.hpp"

using namespace mjcore;

namespace {

std::vector<ShantenHand> random_hands(int count, int tiles, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<Tile> wall;
  for (int t = 0; t < kTileKinds; ++t) wall.insert(wall.end(), 4, static_cast<Tile>(t));
  std::vector<ShantenHand> out;
  for (int i = 0; i < count; ++i) {
    std::shuffle(wall.begin(), wall.end(), rng);
    Counts c{};
    for (int k = 0; k < tiles; ++k) ++c[wall[k]];
    out.push_back(shanten_hand(c));
  }
  return out;
}

template <typename F>
double ns_per_hand(const std::vector<ShantenHand>& hands, F&& f) {
  double best = 1e30;
  for (int rep = 0; rep < 7; ++rep) {
    long sink = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (const auto& h : hands) sink += f(h);
    const double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count();
    best = std::min(best, ns / static_cast<double>(hands.size()));
    if (sink == 42) std::puts("");  // keep the work observable
  }
  return best;
}

}  // namespace

int main() {
  const auto t0 = std::chrono::steady_clock::now();
  const ShantenTable& table = ShantenTable::instance();
  const double first_use = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("tables (baked in): first use %.3f ms; %zu row classes, %.2f MB\n", first_use * 1e3, table.classes(),
              static_cast<double>(table.bytes()) / 1e6);
  for (int tiles : {13, 14}) {
    const auto hands = random_hands(200000, tiles, 20261129u + static_cast<std::uint32_t>(tiles));
    std::printf("%d tiles: loop floor %.1f ns; ", tiles,
                ns_per_hand(hands, [](const ShantenHand& h) { return h.concealed[h.tiles]; }));
    std::printf("shanten (all forms) %.1f ns, regular %.1f ns, regular+7 pairs+13 orphans %.1f ns",
                ns_per_hand(hands, [](const ShantenHand& h) { return shanten(h); }),
                ns_per_hand(hands, [](const ShantenHand& h) { return shanten(h, form_bit(Form::Regular)); }),
                ns_per_hand(hands, [](const ShantenHand& h) {
                  return shanten(
                      h, form_bit(Form::Regular) | form_bit(Form::SevenPairs) | form_bit(Form::ThirteenOrphans));
                }));
    std::printf(", knitted straight %.1f ns, knitted and honours %.1f ns",
                ns_per_hand(hands, [](const ShantenHand& h) { return shanten(h, form_bit(Form::KnittedStraight)); }),
                ns_per_hand(hands, [](const ShantenHand& h) { return shanten(h, form_bit(Form::KnittedAndHonors)); }));
    if (tiles == 13) {
      std::printf(
          ", useful tiles %.1f ns (regular only %.1f ns)",
          ns_per_hand(hands, [](const ShantenHand& h) { return static_cast<long>(useful_tiles(h).tiles & 0xFF); }),
          ns_per_hand(hands, [](const ShantenHand& h) {
            return static_cast<long>(useful_tiles(h, form_bit(Form::Regular)).tiles & 0xFF);
          }));
    }
    std::printf(" per hand\n");
  }
  return 0;
}
