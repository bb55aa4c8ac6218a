// Suit distances when declared melds have taken some copies: the target is
// built rank by rank. Entering rank r, x chows started at r - 2 and y at
// r - 1 still need a tile here; at r the target may start z chows, one pung
// and the pair, using x + y + z + 3 pung + 2 pair copies (at most cap[r]),
// and pays for the copies it uses beyond those held. States also carry the
// melds and pairs so far; only targets the hand still needs are built (a
// hand with a declared meld wants three more at most: some forty states).
#include <algorithm>
#include <cstring>

#include "mjcore/shanten_groups.hpp"
#include "mjcore/shanten_table.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {
namespace {

// cost[x][y][melds][pairs]
using Layer = std::uint8_t[5][5][5][2];

// A state of a layer that some target reaches within the bound.
struct State {
  std::uint8_t x, y, melds, pairs;
};
constexpr int kStates = 5 * 5 * 5 * 2;

// A capped suit's distances up to one tile, from the tables: a target needs
// no tile when the suit's own row says so, and one when the row of the suit
// plus one tile of a rank with room says none (a target inside the suit or
// inside the suit plus that tile stays within the caps, which the held
// tiles and that tile do). The rest are unreachable, as the programme
// pruned at one leaves them; so are targets of more than `melds` melds.
// Ready hands need no more.
Distances within_one(const std::uint8_t* counts, const std::uint8_t* cap, int melds, int bound) {
  const SuitTable& suits = SuitTable::instance();
  const ShantenTable& table = ShantenTable::instance();
  const Distances& now = table.row(table.suit_class(suits.rank(counts)));
  const int targets = 2 * melds + 2;
  Distances out;
  out.to.fill(kUnreachable);
  for (int t = 0; t < targets; ++t) out.to[t] = now.to[t] == 0 ? 0 : kUnreachable;
  if (bound < 1) return out;
  std::uint32_t more[kSuitRanks];
  suits.ranks_plus_one(counts, more);
  for (int r = 0; r < kSuitRanks; ++r) {
    if (counts[r] >= cap[r] || more[r] == SuitTable::kNoRank) continue;
    const Distances& after = table.row(table.suit_class(more[r]));
    for (int t = 0; t < targets; ++t) {
      if (after.to[t] == 0 && out.to[t] > 1) out.to[t] = 1;
    }
  }
  return out;
}

}  // namespace

Distances capped_suit_distances(const std::uint8_t* counts, const std::uint8_t* cap, int max_melds, int bound) {
  if (bound <= 1) return within_one(counts, cap, max_melds, bound);
  // Only the states reached within the bound are expanded (a list beside the
  // dense layer): pruned at a small bound, few are, and a sweep over every
  // state of every layer cost ~20,000 instructions a suit.
  Layer cur, next;
  State live[kStates], born[kStates];
  int n_live = 1;
  live[0] = {0, 0, 0, 0};
  std::memset(cur, kUnreachable, sizeof cur);
  cur[0][0][0][0] = 0;
  for (int r = 0; r < kSuitRanks; ++r) {
    std::memset(next, kUnreachable, sizeof next);
    int n_born = 0;
    const bool chows_start = r <= kSuitRanks - 3;  // chows start at ranks 1..7
    const int held = counts[r], room = cap[r];
    for (int i = 0; i < n_live; ++i) {
      const State s = live[i];
      const int x = s.x, y = s.y, m = s.melds, p = s.pairs;
      if (x + y > room) continue;  // the chows under way cannot be finished here
      const int base = cur[x][y][m][p];
      const int max_z = chows_start ? max_melds - m : 0;
      for (int z = 0; z <= max_z && x + y + z <= room; ++z) {
        for (int pung = 0; pung <= 1 && m + z + pung <= max_melds; ++pung) {
          for (int pair = 0; pair <= 1 - p; ++pair) {
            const int used = x + y + z + 3 * pung + 2 * pair;
            if (used > room) break;
            const int cost = base + (used > held ? used - held : 0);
            if (cost > bound) continue;  // costs only grow from here
            std::uint8_t& slot = next[y][z][m + z + pung][p + pair];
            if (slot == kUnreachable) {
              born[n_born++] = {static_cast<std::uint8_t>(y), static_cast<std::uint8_t>(z),
                                static_cast<std::uint8_t>(m + z + pung), static_cast<std::uint8_t>(p + pair)};
            }
            if (cost < slot) slot = static_cast<std::uint8_t>(cost);
          }
        }
      }
    }
    std::memcpy(cur, next, sizeof cur);
    std::copy(born, born + n_born, live);
    n_live = n_born;
  }
  Distances out;
  out.to.fill(kUnreachable);
  for (int m = 0; m <= max_melds; ++m) {
    for (int p = 0; p <= 1; ++p) out.to[2 * m + p] = cur[0][0][m][p];
  }
  return out;
}

}  // namespace mjcore
