// Built constructively: every multiset of at most 4 melds (7 chows, 9 pungs)
// with at most one pair is laid out, and each that fits (no rank above 4, at
// most 14 tiles) is filed under its count vector. That visits ~50k splits,
// far fewer than the 405,350 vectors, and yields each split exactly once.
#include "mjcore/suit_table.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace mjcore {
namespace {

constexpr int kMeldCodes = 16;  // 0..6 chow start, 7..15 pung rank

bool add_meld(SuitCounts& c, int code, int sign) {
  const int rank = SuitSplit::code_rank(code);
  if (SuitSplit::code_is_chow(code)) {
    for (int k = 0; k < 3; ++k) c[rank + k] = static_cast<std::uint8_t>(c[rank + k] + sign);
    return c[rank] <= 4 && c[rank + 1] <= 4 && c[rank + 2] <= 4;
  }
  c[rank] = static_cast<std::uint8_t>(c[rank] + 3 * sign);
  return c[rank] <= 4;
}

struct Builder {
  std::vector<std::pair<std::uint32_t, SuitSplit>> filed;  // (rank, split)
  std::vector<std::uint16_t> completing = std::vector<std::uint16_t>(kSuitVectors, 0);
  const SuitTable* table;
  SuitCounts counts{};
  int codes[4] = {};

  void file(int n_melds, int pair) {
    std::uint32_t bits = static_cast<std::uint32_t>(pair + 1) | (static_cast<std::uint32_t>(n_melds) << 4);
    for (int i = 0; i < n_melds; ++i) bits |= static_cast<std::uint32_t>(codes[i]) << (7 + 5 * i);
    filed.emplace_back(table->rank(counts.data()), SuitSplit{bits});
    // This vector splits, so each of its tiles completes the vector without it.
    for (int r = 0; r < kSuitRanks; ++r) {
      if (counts[r] == 0) continue;
      --counts[r];
      completing[table->rank(counts.data())] |= static_cast<std::uint16_t>(1u << r);
      ++counts[r];
    }
  }

  // Melds in non-decreasing code order so each multiset appears once.
  void melds(int depth, int min_code) {
    for (int pair = -1; pair < kSuitRanks; ++pair) {
      if (pair >= 0) {
        counts[pair] = static_cast<std::uint8_t>(counts[pair] + 2);
        if (counts[pair] <= 4) file(depth, pair);
        counts[pair] = static_cast<std::uint8_t>(counts[pair] - 2);
      } else {
        file(depth, pair);
      }
    }
    if (depth == 4) return;
    for (int code = min_code; code < kMeldCodes; ++code) {
      if (add_meld(counts, code, +1)) {
        codes[depth] = code;
        melds(depth + 1, code);
      }
      add_meld(counts, code, -1);
    }
  }
};

}  // namespace

SuitTable::SuitTable() {
  const auto t0 = std::chrono::steady_clock::now();
  // ways[n][s]: vectors of n ranks (each 0..4) with total <= s.
  std::uint32_t ways[kSuitRanks + 1][kMaxSuitTiles + 1];
  for (int s = 0; s <= kMaxSuitTiles; ++s) ways[0][s] = 1;
  for (int n = 1; n <= kSuitRanks; ++n) {
    for (int s = 0; s <= kMaxSuitTiles; ++s) {
      ways[n][s] = 0;
      for (int c = 0; c <= 4 && c <= s; ++c) ways[n][s] += ways[n - 1][s - c];
    }
  }
  for (int i = 0; i < kSuitRanks; ++i) {
    for (int prefix = 0; prefix <= kMaxSuitTiles; ++prefix) {
      std::uint32_t acc = 0;
      for (int c = 0; c <= 4; ++c) {
        rank_step_[i][prefix][c] = acc;
        if (prefix + c <= kMaxSuitTiles) acc += ways[kSuitRanks - 1 - i][kMaxSuitTiles - prefix - c];
      }
    }
  }
  for (int p = 0; p < kRankParts; ++p) {
    for (int prefix = 0; prefix <= kMaxSuitTiles; ++prefix) {
      for (int digits = 0; digits < 125; ++digits) {
        std::uint32_t sum = 0;
        int before = prefix;
        for (int j = 0, rest = digits; j < 3 && before <= kMaxSuitTiles; ++j, rest /= 5) {
          sum += rank_step_[3 * p + j][before][rest % 5];
          before += rest % 5;
        }
        rank_part_[p][prefix][digits] = sum;  // past 14 tiles: never read
      }
    }
  }

  Builder b;
  b.table = this;
  b.melds(0, 0);
  // Keep the splits that fit in 14 tiles, grouped by vector rank.
  std::stable_sort(b.filed.begin(), b.filed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  blocks_.assign((kSuitVectors + 63) / 64, Block{});
  for (std::size_t i = 0; i < b.filed.size();) {  // one run of equal ranks per splitting vector
    const std::uint32_t r = b.filed[i].first;
    std::size_t end = i;
    while (end < b.filed.size() && b.filed[end].first == r) ++end;
    blocks_[r / 64].decomposable |= std::uint64_t{1} << (r % 64);
    if (end - i == 1) {
      entries_.push_back(b.filed[i].second);
    } else {
      if (end - i > kCountMask || splits_.size() > kFirstMask) {
        throw std::logic_error("suit table: too many splits for an entry to point at");
      }
      entries_.push_back({static_cast<std::uint32_t>(kManySplits | (end - i) << kCountShift | splits_.size())});
      for (; i < end; ++i) splits_.push_back(b.filed[i].second);
    }
    i = end;
  }
  for (std::uint32_t r = 0; r < kSuitVectors; ++r) {
    if (b.completing[r] == 0) continue;
    blocks_[r / 64].completing |= std::uint64_t{1} << (r % 64);
    completing_.push_back(b.completing[r]);
  }
  std::uint32_t splitting = 0, with_completing = 0;
  for (Block& block : blocks_) {
    block.decomposable_before = splitting;
    block.completing_before = with_completing;
    splitting += static_cast<std::uint32_t>(popcount64(block.decomposable));
    with_completing += static_cast<std::uint32_t>(popcount64(block.completing));
  }
  build_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::size_t SuitTable::bytes() const {
  return sizeof(*this) + blocks_.size() * sizeof(Block) + entries_.size() * sizeof(SuitSplit) +
         completing_.size() * sizeof(std::uint16_t) + splits_.size() * sizeof(SuitSplit);
}

}  // namespace mjcore
