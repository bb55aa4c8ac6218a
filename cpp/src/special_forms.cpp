#include "mjcore/special_forms.hpp"

#include "mjcore/bits.hpp"

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
        const Tile t = pat[j];
        pat[j] = pat[j - 1];
        pat[j - 1] = t;
      }
    }
  }
  return out;
}

}  // namespace

const std::array<std::array<Tile, 9>, 6> kKnittedStraights = make_knitted();

namespace {

TileMask make_knitted_mask(int pattern) {
  TileMask m = 0;
  for (Tile t : kKnittedStraights[pattern]) m |= TileMask{1} << t;
  return m;
}

}  // namespace

// kKnittedStraights is constant-initialised, so reading it here is safe.
const TileMask kKnittedMasks[6] = {make_knitted_mask(0), make_knitted_mask(1), make_knitted_mask(2),
                                   make_knitted_mask(3), make_knitted_mask(4), make_knitted_mask(5)};

bool is_seven_pairs(const Counts& c) {
  const CountMasks m = count_masks(c);
  return m.odd == 0 && m.tiles() == 14;
}

bool is_thirteen_orphans(const Counts& c) {
  const CountMasks m = count_masks(c);
  return m.held == kOrphanMask && m.tiles() == 14;
}

int knitted_and_honors_pattern(const Counts& c) {
  const CountMasks m = count_masks(c);
  if (m.pairs != 0 || popcount64(m.held) != 14) return -1;  // fourteen different tiles
  for (int p = 0; p < 6; ++p) {
    if ((m.held & ~(kKnittedMasks[p] | kHonorMask)) == 0) return p;
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
