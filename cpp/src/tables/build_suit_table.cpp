// The suit table's arrays, built constructively: every multiset of at most 4
// melds (7 chows, 9 pungs) with at most one pair is laid out, and each that
// fits (no rank above 4, at most 14 tiles) is filed under its count vector.
// That visits ~50k splits, far fewer than the 405,350 vectors, and yields
// each split exactly once.
#include <algorithm>
#include <stdexcept>

#include "mjcore/table_builders.hpp"

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

SuitTableVectors build_suit_table() {
  const SuitTable ranks(SuitTable::Arrays{});  // the rank arithmetic alone
  Builder b;
  b.table = &ranks;
  b.melds(0, 0);
  // Keep the splits that fit in 14 tiles, grouped by vector rank.
  std::stable_sort(b.filed.begin(), b.filed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  SuitTableVectors out;
  out.blocks.assign((kSuitVectors + 63) / 64, SuitTable::Block{});
  for (std::size_t i = 0; i < b.filed.size();) {  // one run of equal ranks per splitting vector
    const std::uint32_t r = b.filed[i].first;
    std::size_t end = i;
    while (end < b.filed.size() && b.filed[end].first == r) ++end;
    out.blocks[r / 64].decomposable |= std::uint64_t{1} << (r % 64);
    if (end - i == 1) {
      out.entries.push_back(b.filed[i].second);
    } else {
      if (end - i > SuitTable::kCountMask || out.splits.size() > SuitTable::kFirstMask) {
        throw std::logic_error("suit table: too many splits for an entry to point at");
      }
      out.entries.push_back({static_cast<std::uint32_t>(SuitTable::kManySplits | (end - i) << SuitTable::kCountShift |
                                                        out.splits.size())});
      for (; i < end; ++i) out.splits.push_back(b.filed[i].second);
    }
    i = end;
  }
  for (std::uint32_t r = 0; r < kSuitVectors; ++r) {
    if (b.completing[r] == 0) continue;
    out.blocks[r / 64].completing |= std::uint64_t{1} << (r % 64);
    out.completing.push_back(b.completing[r]);
  }
  std::uint32_t splitting = 0, with_completing = 0;
  for (SuitTable::Block& block : out.blocks) {
    block.decomposable_before = splitting;
    block.completing_before = with_completing;
    splitting += static_cast<std::uint32_t>(popcount64(block.decomposable));
    with_completing += static_cast<std::uint32_t>(popcount64(block.completing));
  }
  return out;
}

SuitTable::Arrays SuitTableVectors::arrays() const {
  return {view_of(blocks), view_of(entries), view_of(completing), view_of(splits)};
}

}  // namespace mjcore
