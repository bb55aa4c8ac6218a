// PyMahjongGB's shanten where it differs from the core's: hands holding a
// tile four times, in the regular form and the knitted straight (the other
// forms never use a fifth copy). There its search reads the shapes alone:
// shanten = 8 - 2 melds - partial sets - the pair, with melds (declared ones
// included) and partial sets four at most, over every way to cut the tiles,
// copies never counted. Here each group (suit, honours) is searched over its
// cuts apart and the groups combined; it runs only on such hands (a few in a
// hundred), where the tables, which never use a fifth copy, cannot answer.
#include "mjcore/compat/pymahjonggb_shanten.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/special_forms.hpp"

namespace mjcore::compat {
namespace {

constexpr int kSets = 4;    // melds of a regular hand
constexpr int kGroups = 4;  // three suits and the honours

// What one group (a suit, or the honours) can be cut into: for m melds and
// p pairs, the most partial sets beside them (-1: no cut has them). A hand's
// value needs no more than these three totals, so the groups are searched
// apart and combined.
struct GroupBlocks {
  std::int8_t partials[kSets + 1][2];
};

// The blocks a tile can start, in the order they are cut at one tile (so
// that each multiset of blocks is cut once, not once per order).
enum Block { kPung, kChow, kPair, kPartialPung, kPartialChow, kClosedPartialChow, kBlocks };

// Cuts the blocks starting at tile i (the first left), each kind no earlier
// than `from`, then leaves its remaining copies aside and moves on to the
// next tile of the group.
void cut(Counts& c, int i, int end, int from, int melds, int partials, int pair, GroupBlocks& out) {
  while (i < end && c[i] == 0) {
    ++i;
    from = kPung;
  }
  if (i == end) {
    std::int8_t& most = out.partials[melds][pair];
    most = static_cast<std::int8_t>(std::max<int>(most, partials));
    return;
  }
  const bool suited = i < 27;
  const int rank = i % 9;
  const bool slot = melds + partials < kSets;  // a partial set past the four slots counts nothing
  for (int kind = from; kind < kBlocks; ++kind) {
    int second = -1, third = -1;
    bool can = false;
    switch (kind) {
      case kPung: can = melds < kSets && c[i] >= 3, second = third = i; break;
      case kChow:
        can = melds < kSets && suited && rank <= 6 && c[i + 1] && c[i + 2], second = i + 1, third = i + 2;
        break;
      case kPair: can = !pair && c[i] >= 2, second = i; break;
      case kPartialPung: can = slot && c[i] >= 2, second = i; break;
      case kPartialChow: can = slot && suited && rank <= 7 && c[i + 1], second = i + 1; break;
      default: can = slot && suited && rank <= 6 && c[i + 2], second = i + 2; break;
    }
    if (!can) continue;
    --c[i];
    --c[second];
    if (third >= 0) --c[third];
    const bool meld = kind <= kChow;
    cut(c, i, end, kind, melds + meld, partials + (kind >= kPartialPung), pair | (kind == kPair), out);
    ++c[i];
    ++c[second];
    if (third >= 0) ++c[third];
  }
  const std::uint8_t aside = c[i];
  c[i] = 0;
  cut(c, i + 1, end, kPung, melds, partials, pair, out);
  c[i] = aside;
}

GroupBlocks group_blocks(Counts& c, int group) {
  GroupBlocks out;
  std::memset(out.partials, -1, sizeof out.partials);
  cut(c, 9 * group, group == kGroups - 1 ? kTileKinds : 9 * group + 9, kPung, 0, 0, 0, out);
  return out;
}

// The least shanten over the groups' cuts beside `declared` melds:
// 8 - 2 melds - partial sets - the pair, partial sets filling the slots the
// melds leave.
int combine(const GroupBlocks (&groups)[kGroups], int declared) {
  int most[kSets + 1][2];  // most partial sets for (melds, pair) over the groups so far
  std::memset(most, -1, sizeof most);
  most[declared][0] = 0;
  for (const GroupBlocks& g : groups) {
    int next[kSets + 1][2];
    std::memset(next, -1, sizeof next);
    for (int m = 0; m <= kSets; ++m) {
      for (int p = 0; p < 2; ++p) {
        if (most[m][p] < 0) continue;
        for (int gm = 0; m + gm <= kSets; ++gm) {
          for (int gp = 0; p + gp < 2; ++gp) {
            if (g.partials[gm][gp] < 0) continue;
            next[m + gm][p + gp] = std::max(next[m + gm][p + gp], most[m][p] + g.partials[gm][gp]);
          }
        }
      }
    }
    std::memcpy(most, next, sizeof most);
  }
  int best = kNoShanten;
  for (int m = 0; m <= kSets; ++m) {
    for (int p = 0; p < 2; ++p) {
      if (most[m][p] >= 0) best = std::min(best, 8 - 2 * m - std::min(most[m][p], kSets - m) - p);
    }
  }
  return best;
}

bool has_neighbour(const Counts& c, int t) {
  const int rank = t % 9;
  return (rank <= 7 && c[t + 1]) || (rank <= 6 && c[t + 2]) || (rank >= 1 && c[t - 1]) || (rank >= 2 && c[t - 2]);
}

// The regular form as PyMahjongGB reads it: a drawn tile is useful when it
// lowers the shanten, a tile held four times only to a ready hand (then as
// the fifth copy), a tile not held only beside a neighbour. A drawn tile
// changes one group: only that one is searched again.
Useful regular_useful(Counts c, int declared, bool want_tiles) {
  GroupBlocks groups[kGroups];
  for (int g = 0; g < kGroups; ++g) groups[g] = group_blocks(c, g);
  Useful out;
  out.shanten = combine(groups, declared);
  if (!want_tiles) return out;
  for (int t = 0; t < kTileKinds; ++t) {
    if (c[t] == 4 && out.shanten > 0) continue;
    if (c[t] == 0 && (t >= 27 || !has_neighbour(c, t))) continue;
    const int g = std::min(t / 9, kGroups - 1);
    const GroupBlocks kept = groups[g];
    ++c[t];
    groups[g] = group_blocks(c, g);
    if (combine(groups, declared) < out.shanten) out.tiles |= TileMask{1} << t;
    --c[t];
    groups[g] = kept;
  }
  return out;
}

// Knitted straight + meld + pair: per pattern, the pattern tiles missing plus
// the rest's regular shanten with the pattern as three melds made; the best
// patterns' useful tiles together.
Useful knitted_straight_useful(const Counts& c, int declared, bool want_tiles) {
  Useful out;
  for (const auto& pattern : kKnittedStraights) {
    Counts rest = c;
    int missing = 0;
    TileMask missing_tiles = 0;
    for (Tile t : pattern) {
      if (rest[t] == 0) {
        ++missing;
        missing_tiles |= TileMask{1} << t;
      } else {
        --rest[t];
      }
    }
    const Useful r = regular_useful(rest, declared + 3, want_tiles);
    const int shanten = missing + r.shanten;
    if (shanten < out.shanten) out = {shanten, 0};
    if (shanten == out.shanten) out.tiles |= missing_tiles | r.tiles;
  }
  return out;
}

bool has_a_quad(const Counts& c) { return count_masks(c).quads != 0; }

// The standing tiles before a draw: 13 - 3k of them.
ShantenHand standing_hand(const Counts& standing) {
  const ShantenHand h = shanten_hand(standing);
  if (h.tiles % 3 != 1) {
    throw InputError("PyMahjongGB's shanten takes 1, 4, 7, 10 or 13 standing tiles, got " + std::to_string(h.tiles));
  }
  return h;
}

}  // namespace

int pymahjonggb_shanten(const Counts& standing) {
  const ShantenHand h = standing_hand(standing);
  if (!has_a_quad(standing)) return shanten(h);
  constexpr unsigned kCopyBlind = form_bit(Form::Regular) | form_bit(Form::KnittedStraight);
  int best = shanten(h, kAllForms & ~kCopyBlind);
  best = std::min(best, regular_useful(standing, h.n_declared, false).shanten);
  if (h.n_declared <= 1) best = std::min(best, knitted_straight_useful(standing, h.n_declared, false).shanten);
  return best;
}

Useful pymahjonggb_useful(const Counts& standing, Form form) {
  const ShantenHand h = standing_hand(standing);
  if (!has_a_quad(standing) || (form != Form::Regular && form != Form::KnittedStraight)) {
    return useful_tiles(h, form_bit(form));
  }
  if (form == Form::Regular) return regular_useful(standing, h.n_declared, true);
  if (h.n_declared > 1) return {};
  return knitted_straight_useful(standing, h.n_declared, true);
}

}  // namespace mjcore::compat
