#include "mjcore/special_forms.hpp"

namespace mjcore {
namespace {

constexpr std::array<std::array<Tile, 9>, 6> make_knitted() {
  // Suit orders (m,p,s), (m,s,p), (p,m,s), (p,s,m), (s,m,p), (s,p,m): the suit
  // in position k holds ranks k+1, k+4, k+7.
  constexpr int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  std::array<std::array<Tile, 9>, 6> out{};
  for (int p = 0; p < 6; ++p) {
    int n = 0;
    for (int pos = 0; pos < 3; ++pos) {
      for (int step = 0; step < 3; ++step) out[p][n++] = static_cast<Tile>(orders[p][pos] * 9 + pos + 3 * step);
    }
  }
  // Ascending tile order within each pattern.
  for (auto& pat : out) {
    for (int i = 1; i < 9; ++i) {
      for (int j = i; j > 0 && pat[j] < pat[j - 1]; --j) {
        const Tile t = pat[j]; pat[j] = pat[j - 1]; pat[j - 1] = t;
      }
    }
  }
  return out;
}

}  // namespace

const std::array<std::array<Tile, 9>, 6> kKnittedStraights = make_knitted();

bool is_seven_pairs(const Counts& c) {
  int tiles = 0;
  for (auto n : c) {
    if (n & 1) return false;
    tiles += n;
  }
  return tiles == 14;
}

bool is_thirteen_orphans(const Counts& c) {
  int tiles = 0;
  for (Tile t : kOrphans) {
    if (c[t] == 0) return false;
    tiles += c[t];
  }
  int all = 0;
  for (auto n : c) all += n;
  return tiles == 14 && all == 14;
}

int knitted_and_honors_pattern(const Counts& c) {
  int total = 0;
  for (auto n : c) {
    if (n > 1) return -1;
    total += n;
  }
  if (total != 14) return -1;
  for (int p = 0; p < 6; ++p) {
    int suited_in_pattern = 0, suited = 0;
    for (int t = 0; t < 27; ++t) suited += c[t];
    for (Tile t : kKnittedStraights[p]) suited_in_pattern += c[t];
    if (suited == suited_in_pattern) return p;
  }
  return -1;
}

bool contains_knitted_straight(const Counts& c, int pattern) {
  for (Tile t : kKnittedStraights[pattern]) {
    if (c[t] == 0) return false;
  }
  return true;
}

}  // namespace mjcore
