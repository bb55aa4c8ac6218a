// Chow combinations under MCR's principles:
// - 不拆移: the chows of a three- or four-chow pattern do not also pair up
//   among themselves;
// - 套算一次: a chow not yet combined may combine with a combined one once,
//   so the pair patterns chosen form a forest over the chows;
// - 不得相同: a chow does not form the same pair pattern twice.
// Preference follows pattern order (the catalogue lists MCR fans from the
// highest value down), which is also the scorer's tie-break.
//
// The chow detector looks its chows up in a CombinationTable (12,650
// multisets of the 21 chows) built from combine_chow_slots.
#include <algorithm>
#include <cstdlib>

#include "mjcore/mcr/combinations.hpp"
#include "mjcore/patterns.hpp"
#include "mjcore/tile.hpp"

namespace mjcore::mcr {
namespace {

struct Chow {
  Tile first;
  std::uint8_t bit;  // the set's bit in the decomposition
};

constexpr Pattern kNone = Pattern::Count;

Pattern pair_pattern(Chow a, Chow b) {
  if (suit_of(a.first) == suit_of(b.first)) {
    const int gap = std::abs(a.first - b.first);
    if (gap == 0) return Pattern::PureDoubleChow;
    if (gap == 3) return Pattern::ShortStraight;
    if (gap == 6) return Pattern::TwoTerminalChows;
    return kNone;
  }
  return rank_of(a.first) == rank_of(b.first) ? Pattern::MixedDoubleChow : kNone;
}

Pattern triple_pattern(Chow a, Chow b, Chow c) {
  int r[3] = {rank_of(a.first), rank_of(b.first), rank_of(c.first)};
  std::sort(r, r + 3);
  const int sa = suit_of(a.first), sb = suit_of(b.first), sc = suit_of(c.first);
  if (sa == sb && sb == sc) {
    if (r[0] == r[2]) return Pattern::PureTripleChow;
    if (r[0] == 0 && r[1] == 3 && r[2] == 6) return Pattern::PureStraight;
    const int step = r[1] - r[0];
    if ((step == 1 || step == 2) && r[2] - r[1] == step) return Pattern::PureShiftedChows;
    return kNone;
  }
  if (sa == sb || sb == sc || sa == sc) return kNone;
  if (r[0] == r[2]) return Pattern::MixedTripleChow;
  if (r[0] == 0 && r[1] == 3 && r[2] == 6) return Pattern::MixedStraight;
  if (r[1] == r[0] + 1 && r[2] == r[1] + 1) return Pattern::MixedShiftedChows;
  return kNone;
}

Pattern quad_pattern(const Chow* c) {
  int f[4] = {c[0].first, c[1].first, c[2].first, c[3].first};
  std::sort(f, f + 4);
  for (int k = 1; k < 4; ++k) {
    if (suit_of(static_cast<Tile>(f[k])) != suit_of(static_cast<Tile>(f[0]))) return kNone;
  }
  if (f[0] == f[3]) return Pattern::QuadrupleChow;
  const int step = f[1] - f[0];
  if ((step == 1 || step == 2) && f[2] - f[1] == step && f[3] - f[2] == step) return Pattern::FourPureShiftedChows;
  return kNone;
}

// Best forest of pair patterns over `n` chows: most patterns, then the
// earliest patterns (lowest catalogue index) first.
void best_pairs(const Chow* c, int n, Detected& out) {
  struct Edge {
    int a, b;
    Pattern p;
  };
  Edge edges[6];
  int n_edges = 0;
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      const Pattern p = pair_pattern(c[a], c[b]);
      if (p != kNone) edges[n_edges++] = {a, b, p};
    }
  }
  int best_mask = 0, best_count = 0;
  int best_key[4] = {};  // counts of the four pair patterns, in catalogue order
  for (int mask = 1; mask < (1 << n_edges); ++mask) {
    int parent[4] = {0, 1, 2, 3};
    const auto root = [&](int x) {
      while (parent[x] != x) x = parent[x];
      return x;
    };
    int used[4][4] = {};  // used[chow][pattern - PureDoubleChow]
    int key[4] = {}, count = 0;
    bool ok = true;
    for (int e = 0; e < n_edges && ok; ++e) {
      if (!(mask & (1 << e))) continue;
      const Edge& ed = edges[e];
      const int k = index_of(ed.p) - index_of(Pattern::PureDoubleChow);
      const int ra = root(ed.a), rb = root(ed.b);
      ok = ra != rb && !used[ed.a][k] && !used[ed.b][k];  // a forest; 不得相同
      parent[ra] = rb;
      used[ed.a][k] = used[ed.b][k] = 1;
      ++key[k];
      ++count;
    }
    if (!ok) continue;
    const bool better = count > best_count ||
                        (count == best_count && std::lexicographical_compare(best_key, best_key + 4, key, key + 4));
    if (better) {
      best_mask = mask;
      best_count = count;
      std::copy(key, key + 4, best_key);
    }
  }
  for (int e = 0; e < n_edges; ++e) {
    if (best_mask & (1 << e)) out.add(edges[e].p, static_cast<std::uint8_t>(c[edges[e].a].bit | c[edges[e].b].bit));
  }
}

// Every pattern the chows c[0..n) show, their bits in `out`.
void combine(const Chow* c, int n, Detected& out) {
  if (n == 4) {
    if (const Pattern p = quad_pattern(c); p != kNone) {
      out.add(p, static_cast<std::uint8_t>(c[0].bit | c[1].bit | c[2].bit | c[3].bit));
      return;
    }
  }
  if (n >= 3) {
    // The best three-chow pattern over every choice of three; a fourth chow
    // then combines once with one of them.
    Pattern best = kNone, best_extra = kNone;
    int best_out = -1;
    for (int skip = (n == 4 ? 0 : 3); skip < 4; ++skip) {
      Chow t[3];
      int k = 0;
      for (int i = 0; i < n; ++i) {
        if (i != skip) t[k++] = c[i];
      }
      const Pattern p = triple_pattern(t[0], t[1], t[2]);
      if (p == kNone) continue;
      Pattern extra = kNone;
      if (n == 4) {
        for (const Chow& x : t) extra = std::min(extra, pair_pattern(c[skip], x));
      }
      if (best == kNone || p < best || (p == best && extra < best_extra)) {
        best = p;
        best_extra = extra;
        best_out = skip;
      }
    }
    if (best != kNone) {
      std::uint8_t bits = 0;
      for (int i = 0; i < n; ++i) {
        if (i != best_out) bits |= c[i].bit;
      }
      out.add(best, bits);
      if (best_extra != kNone) {
        for (int i = 0; i < n; ++i) {
          if (i != best_out && pair_pattern(c[best_out], c[i]) == best_extra) {
            out.add(best_extra, static_cast<std::uint8_t>(c[best_out].bit | c[i].bit));
            break;
          }
        }
      }
      return;
    }
  }
  best_pairs(c, n, out);
}

// A chow's start from its slot (suit x 7 + rank).
Tile chow_first(int slot) { return static_cast<Tile>(slot / 7 * 9 + slot % 7); }

}  // namespace

void combine_chow_slots(const int* slots, int n, Detected& out) {
  Chow c[4];
  for (int k = 0; k < n; ++k) c[k] = {chow_first(slots[k]), static_cast<std::uint8_t>(1u << k)};
  combine(c, n, out);
}

}  // namespace mjcore::mcr
