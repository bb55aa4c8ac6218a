// Building the distance tables. For a target of s = 3m + 2p tiles, call a
// vector "partial" when it fits inside some complete vector of s tiles (a
// suit-table decomposable vector). The distance of H is s minus the largest
// partial vector inside H: the tiles H already shares with the nearest
// complete vector stay, the rest must be drawn. So two sweeps over the base-5
// codes of all vectors suffice: downward, a vector is partial when it is
// complete or one more tile makes it partial; upward, the largest partial
// inside H is H itself or the largest inside some H - one tile. Rows are then
// grouped into classes and their products tabulated.
#include <algorithm>
#include <map>
#include <stdexcept>

#include "mjcore/shanten_groups.hpp"
#include "mjcore/table_builders.hpp"
#include "mjcore/tile.hpp"

namespace mjcore {
namespace {

constexpr std::uint32_t kCodes = 1953125;  // 5^9
constexpr std::uint32_t kPow5[kSuitRanks] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625};

// Calls f(code, counts, total) for every vector of at most 14 tiles, in
// increasing (or decreasing) base-5 code order: a vector minus a tile always
// comes before it going up, plus a tile before it going down.
template <typename F>
void sweep(bool up, F&& f) {
  SuitCounts c;
  c.fill(up ? 0 : kMaxCopies);
  int total = up ? 0 : kMaxCopies * kSuitRanks;
  for (std::uint32_t i = 0; i < kCodes; ++i) {
    if (total <= kMaxSuitTiles) f(up ? i : kCodes - 1 - i, c, total);
    for (int r = 0; r < kSuitRanks; ++r) {  // odometer step
      if (up ? c[r] < kMaxCopies : c[r] > 0) {
        c[r] = static_cast<std::uint8_t>(up ? c[r] + 1 : c[r] - 1);
        total += up ? 1 : -1;
        break;
      }
      total += up ? -kMaxCopies : kMaxCopies;
      c[r] = up ? 0 : kMaxCopies;
    }
  }
}

int target_tiles(int t) { return 3 * (t / 2) + 2 * (t % 2); }

// Distances of every suit vector, by suit rank.
std::vector<Distances> suit_rows(const SuitTable& suits) {
  // partial[code]: bit t when the vector fits inside a complete vector of target t.
  std::vector<std::uint16_t> partial(kCodes, 0);
  sweep(false, [&](std::uint32_t code, const SuitCounts& c, int total) {
    std::uint16_t bits = 0;
    if (total % 3 != 1 && suits.decomposable(suits.rank(c.data()))) {
      const int p = total % 3 == 2;
      bits = static_cast<std::uint16_t>(1u << (2 * ((total - 2 * p) / 3) + p));
    }
    for (int r = 0; r < kSuitRanks && total < kMaxSuitTiles; ++r) {
      if (c[r] < kMaxCopies) bits = static_cast<std::uint16_t>(bits | partial[code + kPow5[r]]);
    }
    partial[code] = bits;
  });
  // largest[code * kTargets + t]: tiles in the largest partial vector inside it.
  std::vector<std::uint8_t> largest(static_cast<std::size_t>(kCodes) * kTargets, 0);
  std::vector<Distances> rows(kSuitVectors);
  sweep(true, [&](std::uint32_t code, const SuitCounts& c, int total) {
    std::uint8_t* mine = &largest[static_cast<std::size_t>(code) * kTargets];
    for (int r = 0; r < kSuitRanks; ++r) {
      if (c[r] == 0) continue;
      const std::uint8_t* below = &largest[static_cast<std::size_t>(code - kPow5[r]) * kTargets];
      for (int t = 0; t < kTargets; ++t) mine[t] = std::max(mine[t], below[t]);
    }
    Distances& row = rows[suits.rank(c.data())];
    for (int t = 0; t < kTargets; ++t) {
      if (partial[code] >> t & 1) mine[t] = static_cast<std::uint8_t>(total);
      row.to[t] = static_cast<std::uint8_t>(target_tiles(t) - mine[t]);
    }
  });
  return rows;
}

// Honours: each usable kind becomes a pung, the pair, or is dropped. With the
// kinds grouped by copies held, try each group for the pair and fill the
// pungs from the fullest kinds.
Distances honor_row(std::uint32_t key) {
  int kinds[5];
  for (int c = 0; c <= 4; ++c) kinds[c] = static_cast<int>((key >> (3 * c)) & 7);
  Distances out;
  out.to.fill(kUnreachable);
  for (int t = 0; t < kTargets; ++t) {
    const int m = t / 2, p = t % 2;
    int best = kUnreachable;
    for (int pair_from = p ? 0 : -1; pair_from <= (p ? 4 : -1); ++pair_from) {
      int left[5];
      std::copy(kinds, kinds + 5, left);
      int cost = 0;
      if (pair_from >= 0) {
        if (left[pair_from] == 0) continue;
        --left[pair_from];
        cost += std::max(0, 2 - pair_from);
      }
      int need = m;
      for (int c = 4; c >= 0 && need > 0; --c) {
        const int take = std::min(need, left[c]);
        cost += take * std::max(0, 3 - c);
        need -= take;
      }
      if (need == 0) best = std::min(best, cost);
    }
    out.to[t] = static_cast<std::uint8_t>(best);
  }
  return out;
}

// Class ids for rows, suit rows first so they fit in a byte.
struct Classes {
  std::map<std::array<std::uint8_t, 16>, RowClass> ids;
  std::vector<Distances> rows;
  RowClass of(const Distances& d) {
    const auto [it, fresh] = ids.emplace(d.to, static_cast<RowClass>(rows.size()));
    if (fresh) rows.push_back(d);
    return it->second;
  }
};

}  // namespace

ShantenTableVectors build_shanten_table(const SuitTable& suits) {
  constexpr std::size_t kSuitClasses = ShantenTable::kSuitClasses;
  ShantenTableVectors out;
  Classes classes;
  const std::vector<Distances> by_rank = suit_rows(suits);
  out.suit_class.resize(kSuitVectors);
  for (std::uint32_t x = 0; x < kSuitVectors; ++x)
    out.suit_class[x] = static_cast<std::uint8_t>(classes.of(by_rank[x]));
  const std::size_t suit_rows = classes.rows.size();
  if (suit_rows > kSuitClasses) throw std::logic_error("more suit distance rows than expected");
  out.nearer.assign(kSuitClasses * kSuitClasses, 0);
  for (std::size_t now = 0; now < suit_rows; ++now) {
    for (std::size_t after = 0; after < suit_rows; ++after) {
      for (int t = 0; t < kTargets; ++t) {
        if (classes.rows[after].to[t] < classes.rows[now].to[t]) out.nearer[now * kSuitClasses + after] |= 1u << t;
      }
    }
  }
  out.knit_class.resize(3 * static_cast<std::size_t>(kSuitVectors));
  sweep(true, [&](std::uint32_t, const SuitCounts& c, int) {
    const std::uint32_t x = suits.rank(c.data());
    for (int residue = 0; residue < 3; ++residue) {
      SuitCounts rest = c;
      for (int r = residue; r < kSuitRanks; r += 3) rest[r] = static_cast<std::uint8_t>(rest[r] ? rest[r] - 1 : 0);
      out.knit_class[3 * x + residue] = out.suit_class[suits.rank(rest.data())];
    }
  });
  out.honor_class.resize(1u << 15);
  for (std::uint32_t key = 0; key < out.honor_class.size(); ++key) {
    int kinds = 0;
    for (int c = 0; c <= kMaxCopies; ++c) kinds += static_cast<int>((key >> (3 * c)) & 7);
    if (kinds <= 7) out.honor_class[key] = classes.of(honor_row(key));  // other keys never occur
  }
  // Close the classes under products, then tabulate every product.
  for (std::size_t done = 0; done < classes.rows.size();) {
    const std::size_t n = classes.rows.size();
    for (std::size_t a = 0; a < n; ++a) {
      for (std::size_t b = (a < done ? done : 0); b < n; ++b) classes.of(combine(classes.rows[a], classes.rows[b]));
    }
    done = n;
  }
  out.rows = classes.rows;
  const std::size_t n = out.rows.size();
  out.product.resize(n * n);
  for (std::size_t a = 0; a < n; ++a) {
    for (std::size_t b = 0; b < n; ++b) out.product[a * n + b] = classes.ids.at(combine(out.rows[a], out.rows[b]).to);
  }
  return out;
}

ShantenTable::Arrays ShantenTableVectors::arrays() const {
  return {view_of(suit_class),  view_of(nearer),  view_of(knit_class),
          view_of(honor_class), view_of(product), view_of(rows)};
}

}  // namespace mjcore
