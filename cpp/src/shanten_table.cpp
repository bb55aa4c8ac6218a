// Building the distance tables. For a target of s = 3m + 2p tiles, a suit
// vector H with |H| > s is as far as its nearest sub-vector (dropping a tile
// the target does not use costs nothing): d(H) = min over r of d(H - r).
// One with |H| < s must gain a tile the target uses: d(H) = 1 + min d(H + r).
// The two layers |H| = s and s - 1 depend on each other, so they are solved
// together by a 0-1 breadth-first search from the complete vectors (the
// suit table's decomposable vectors of s tiles); every other layer then
// follows in one pass outward. About 10 x 405,350 x 9 look-ups in all.
#include "mjcore/shanten_table.hpp"

#include <algorithm>
#include <chrono>
#include <deque>
#include <map>

#include "mjcore/suit_table.hpp"

namespace mjcore {
namespace {

constexpr std::uint32_t kNone = 0xFFFFFFFF;
constexpr std::uint32_t kCodes = 1953125;  // 5^9: every vector, by base-5 code
constexpr std::uint32_t kPow5[kSuitRanks] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625};

struct Vectors {
  std::vector<SuitCounts> counts;       // by rank
  std::vector<std::uint32_t> code;      // by rank
  std::vector<std::uint8_t> total;      // by rank
  std::vector<std::uint32_t> rank_of;   // by code; kNone outside the table
  std::vector<std::vector<std::uint32_t>> layer;  // ranks by tile total

  std::uint32_t up(std::uint32_t x, int r) const {
    return counts[x][r] < kMaxCopies ? rank_of[code[x] + kPow5[r]] : kNone;
  }
  std::uint32_t down(std::uint32_t x, int r) const {
    return counts[x][r] > 0 ? rank_of[code[x] - kPow5[r]] : kNone;
  }

  static constexpr int kMaxCopies = 4;
};

Vectors enumerate_vectors(const SuitTable& table) {
  Vectors v;
  v.counts.resize(kSuitVectors);
  v.code.resize(kSuitVectors);
  v.total.resize(kSuitVectors);
  v.rank_of.assign(kCodes, kNone);
  v.layer.resize(kMaxSuitTiles + 1);
  SuitCounts c{};
  for (std::uint32_t code = 0; code < kCodes; ++code) {
    std::uint32_t x = code;
    int total = 0;
    for (int r = 0; r < kSuitRanks; ++r) {
      c[r] = static_cast<std::uint8_t>(x % 5);
      x /= 5;
      total += c[r];
    }
    if (total > kMaxSuitTiles) continue;
    const std::uint32_t rank = table.rank(c.data());
    v.counts[rank] = c;
    v.code[rank] = code;
    v.total[rank] = static_cast<std::uint8_t>(total);
    v.rank_of[code] = rank;
    v.layer[total].push_back(rank);
  }
  return v;
}

// Distances of every vector to one target of `s` tiles.
std::vector<std::uint8_t> distances_to(const Vectors& v, const SuitTable& table, int s) {
  std::vector<std::uint8_t> d(kSuitVectors, kUnreachable);
  std::deque<std::uint32_t> queue;
  for (std::uint32_t x : v.layer[s]) {
    if (table.decomposable(x)) {
      d[x] = 0;
      queue.push_back(x);
    }
  }
  // Layers s (free steps down to s - 1) and s - 1 (one paid step up to s).
  while (!queue.empty()) {
    const std::uint32_t x = queue.front();
    queue.pop_front();
    const bool full = v.total[x] == s;
    for (int r = 0; r < kSuitRanks; ++r) {
      if (full) {
        const std::uint32_t y = v.down(x, r);
        if (y != kNone && d[x] + 1 < d[y]) {
          d[y] = static_cast<std::uint8_t>(d[x] + 1);
          queue.push_back(y);
        }
      } else {
        const std::uint32_t y = v.up(x, r);
        if (y != kNone && d[x] < d[y]) {
          d[y] = d[x];
          queue.push_front(y);
        }
      }
    }
  }
  for (int n = s - 2; n >= 0; --n) {
    for (std::uint32_t x : v.layer[n]) {
      std::uint8_t best = kUnreachable;
      for (int r = 0; r < kSuitRanks; ++r) {
        const std::uint32_t y = v.up(x, r);
        if (y != kNone) best = std::min<std::uint8_t>(best, static_cast<std::uint8_t>(d[y] + 1));
      }
      d[x] = best;
    }
  }
  for (int n = s + 1; n <= kMaxSuitTiles; ++n) {
    for (std::uint32_t x : v.layer[n]) {
      std::uint8_t best = kUnreachable;
      for (int r = 0; r < kSuitRanks; ++r) {
        const std::uint32_t y = v.down(x, r);
        if (y != kNone) best = std::min(best, d[y]);
      }
      d[x] = best;
    }
  }
  return d;
}

// Honours: each usable kind becomes a pung, the pair, or is dropped. With the
// kinds grouped by copies held, try each group for the pair and fill the
// pungs from the fullest kinds.
Distances honor_distances(std::uint32_t key) {
  int kinds[5];
  for (int c = 0; c <= 4; ++c) kinds[c] = static_cast<int>((key >> (3 * c)) & 7);
  Distances out;
  out.to.fill(kUnreachable);
  for (int m = 0; m <= 4; ++m) {
    for (int p = 0; p <= 1; ++p) {
      int best = kUnreachable;
      for (int pair_from = (p ? 0 : -1); pair_from <= (p ? 4 : -1); ++pair_from) {
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
      out.to[2 * m + p] = static_cast<std::uint8_t>(best);
    }
  }
  return out;
}

}  // namespace

const ShantenTable& ShantenTable::instance() {
  static const ShantenTable table;
  return table;
}

ShantenTable::ShantenTable() {
  const auto t0 = std::chrono::steady_clock::now();
  const SuitTable& suits = SuitTable::instance();
  const Vectors v = enumerate_vectors(suits);

  std::vector<Distances> by_rank(kSuitVectors);
  std::array<std::vector<std::uint8_t>, kTargets> d;
  for (int t = 0; t < kTargets; ++t) {
    d[t] = distances_to(v, suits, 3 * (t / 2) + 2 * (t % 2));
    for (std::uint32_t x = 0; x < kSuitVectors; ++x) by_rank[x].to[t] = d[t][x];
  }
  improving_.assign(kSuitVectors, ImproveMasks{});
  for (std::uint32_t x = 0; x < kSuitVectors; ++x) {
    for (int r = 0; r < kSuitRanks; ++r) {
      const std::uint32_t y = v.up(x, r);
      if (y == kNone) continue;
      for (int t = 0; t < kTargets; ++t) {
        if (d[t][y] < d[t][x]) improving_[x][t] = static_cast<std::uint16_t>(improving_[x][t] | (1u << r));
      }
    }
  }
  // Few distinct rows: store each once.
  std::map<std::array<std::uint8_t, 16>, std::uint16_t> ids;
  row_of_.resize(kSuitVectors);
  for (std::uint32_t x = 0; x < kSuitVectors; ++x) {
    const auto [it, fresh] = ids.emplace(by_rank[x].to, static_cast<std::uint16_t>(rows_.size()));
    if (fresh) rows_.push_back(by_rank[x]);
    row_of_[x] = it->second;
  }
  honors_.resize(1u << 15);
  for (std::uint32_t key = 0; key < honors_.size(); ++key) honors_[key] = honor_distances(key);
  build_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::size_t ShantenTable::bytes() const {
  return sizeof(*this) + row_of_.size() * sizeof(std::uint16_t) + rows_.size() * sizeof(Distances) +
         improving_.size() * sizeof(ImproveMasks) + honors_.size() * sizeof(Distances);
}

}  // namespace mjcore
