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
#include <array>
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

// A group's cuts, read rank by rank (the honours as ranks no run joins):
// entering rank r, some of its copies and of rank r + 1's already sit in
// chows and two-tile runs started below, and every block starting at r is
// chosen at once, so each multiset of blocks is read once.
class GroupCuts {
 public:
  // `sets`: the melds the hand still needs, which caps the melds and partial sets worth cutting.
  GroupCuts(const std::uint8_t* counts, int ranks, bool runs, int sets)
      : c_(counts), ranks_(ranks), runs_(runs), sets_(sets) {}

  GroupBlocks all() { return from(0, c_[0], ranks_ > 1 ? c_[1] : 0); }

 private:
  static constexpr int kMostCopies = 5;  // a fifth copy is drawn when testing useful tiles

  // The cuts of ranks r.. when `here` copies of rank r and `next` of rank
  // r + 1 are left (the later ranks whole).
  const GroupBlocks& from(int r, int here, int next) {
    GroupBlocks& out = memo_[r][here][next];
    if (known_[r][here][next]) return out;
    known_[r][here][next] = true;
    std::memset(out.partials, -1, sizeof out.partials);
    if (r == ranks_) {
      out.partials[0][0] = 0;
      return out;
    }
    const int after = runs_ && r + 2 < ranks_ ? c_[r + 2] : 0;
    const int most_next = runs_ && r + 1 < ranks_ ? next : 0;
    for (int chows = 0; chows <= std::min({here, most_next, after}); ++chows) {
      for (int runs = 0; runs <= std::min(here, most_next) - chows; ++runs) {
        for (int closed = 0; closed <= std::min(here - chows - runs, after - chows); ++closed) {
          const GroupBlocks& rest =
              from(r + 1, r + 1 < ranks_ ? next - chows - runs : 0, r + 2 < ranks_ ? c_[r + 2] - chows - closed : 0);
          const int left = here - chows - runs - closed;  // copies of rank r for pungs and pairs, or set aside
          for (int pung = 0; 3 * pung <= std::min(left, 3); ++pung) {
            for (int pair = 0; pair < 2 && 3 * pung + 2 * pair <= left; ++pair) {
              for (int halves = 0; 3 * pung + 2 * (pair + halves) <= left && halves <= 2; ++halves) {
                add(out, rest, pung + chows, runs + closed + halves, pair);
              }
            }
          }
        }
      }
    }
    return out;
  }

  // `out` gains `rest` with these blocks beside it.
  void add(GroupBlocks& out, const GroupBlocks& rest, int melds, int partials, int pair) const {
    for (int m = 0; m + melds <= sets_; ++m) {
      for (int p = 0; p + pair < 2; ++p) {
        if (rest.partials[m][p] < 0) continue;
        std::int8_t& most = out.partials[m + melds][p + pair];
        most = static_cast<std::int8_t>(
            std::max(most, static_cast<std::int8_t>(std::min(rest.partials[m][p] + partials, sets_))));
      }
    }
  }

  const std::uint8_t* c_;
  int ranks_;
  bool runs_;
  int sets_;
  GroupBlocks memo_[9 + 1][kMostCopies + 1][kMostCopies + 1];
  bool known_[9 + 1][kMostCopies + 1][kMostCopies + 1] = {};
};

GroupBlocks group_blocks(const Counts& c, int group, int sets) {
  const bool honours = group == kGroups - 1;
  return GroupCuts(&c[9 * group], honours ? 7 : 9, !honours, sets).all();
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
  for (int g = 0; g < kGroups; ++g) groups[g] = group_blocks(c, g, kSets - declared);
  Useful out;
  out.shanten = combine(groups, declared);
  if (!want_tiles) return out;
  for (int t = 0; t < kTileKinds; ++t) {
    if (c[t] == 4 && out.shanten > 0) continue;
    if (c[t] == 0 && (t >= 27 || !has_neighbour(c, t))) continue;
    const int g = std::min(t / 9, kGroups - 1);
    const GroupBlocks kept = groups[g];
    ++c[t];
    groups[g] = group_blocks(c, g, kSets - declared);
    if (combine(groups, declared) < out.shanten) out.tiles |= TileMask{1} << t;
    --c[t];
    groups[g] = kept;
  }
  return out;
}

// Knitted straight + meld + pair: per pattern, the pattern tiles missing plus
// the rest's regular shanten with the pattern as three melds made; the best
// patterns' useful tiles together. Only a shanten below `bound` matters.
Useful knitted_straight_useful(const Counts& c, int declared, bool want_tiles, int bound = kNoShanten) {
  // The patterns fewest tiles short first: a shanten found early rules the others out sooner.
  std::array<int, 6> missing{}, order{};
  for (int p = 0; p < 6; ++p) {
    order[p] = p;
    for (Tile t : kKnittedStraights[p]) missing[p] += c[t] == 0;
  }
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return missing[a] < missing[b]; });
  Useful out;
  for (int p : order) {
    // The rest's shanten is -1 at best: past that, this pattern can neither tie nor beat.
    if (missing[p] - 1 > std::min(out.shanten, bound - 1)) break;
    Counts rest = c;
    TileMask missing_tiles = 0;
    for (Tile t : kKnittedStraights[p]) {
      if (rest[t] == 0) {
        missing_tiles |= TileMask{1} << t;
      } else {
        --rest[t];
      }
    }
    const Useful r = regular_useful(rest, declared + 3, want_tiles);
    const int shanten = missing[p] + r.shanten;
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
  if (h.n_declared <= 1) best = std::min(best, knitted_straight_useful(standing, h.n_declared, false, best).shanten);
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
