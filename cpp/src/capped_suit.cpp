// Suit distances when declared melds have taken some copies: the target is
// built rank by rank. Entering rank r, x chows started at r - 2 and y at
// r - 1 still need a tile here; at r the target may start z chows, one pung
// and the pair, using x + y + z + 3 pung + 2 pair copies (at most cap[r]),
// and pays for the copies it uses beyond those held. States also carry the
// melds and pairs so far; about a hundred are alive at any rank.
#include <algorithm>
#include <cstring>

#include "mjcore/shanten_groups.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {
namespace {

// cost[x][y][melds][pairs]
using Layer = std::uint8_t[5][5][5][2];

}  // namespace

Distances capped_suit_distances(const std::uint8_t* counts, const std::uint8_t* cap) {
  Layer cur, next;
  std::memset(cur, kUnreachable, sizeof cur);
  cur[0][0][0][0] = 0;
  for (int r = 0; r < kSuitRanks; ++r) {
    std::memset(next, kUnreachable, sizeof next);
    const int max_start = r <= kSuitRanks - 3 ? 4 : 0;  // chows start at ranks 1..7
    for (int x = 0; x <= 4; ++x) {
      for (int y = 0; x + y <= 4; ++y) {
        for (int m = x + y; m <= 4; ++m) {
          for (int p = 0; p <= 1; ++p) {
            const int base = cur[x][y][m][p];
            if (base >= kUnreachable) continue;
            for (int z = 0; z <= max_start && m + z <= 4; ++z) {
              for (int pung = 0; pung <= 1 && m + z + pung <= 4; ++pung) {
                for (int pair = 0; pair <= 1 - p; ++pair) {
                  const int used = x + y + z + 3 * pung + 2 * pair;
                  if (used > cap[r]) continue;
                  const int cost = base + std::max(0, used - counts[r]);
                  std::uint8_t& slot = next[y][z][m + z + pung][p + pair];
                  slot = static_cast<std::uint8_t>(std::min<int>(slot, cost));
                }
              }
            }
          }
        }
      }
    }
    std::memcpy(cur, next, sizeof cur);
  }
  Distances out;
  out.to.fill(kUnreachable);
  for (int m = 0; m <= 4; ++m) {
    for (int p = 0; p <= 1; ++p) out.to[2 * m + p] = cur[0][0][m][p];
  }
  return out;
}

}  // namespace mjcore
