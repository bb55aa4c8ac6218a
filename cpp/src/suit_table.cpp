// The suit table's rank arithmetic, computed by the compiler; its arrays are
// baked into the library (tables/build_suit_table.cpp builds them).
#include "mjcore/suit_table.hpp"

namespace mjcore {

namespace {

constexpr RankArithmetic make_rank_arithmetic() {
  RankArithmetic a{};
  // ways[n][s]: vectors of n ranks (each 0..4) with total <= s.
  std::uint32_t ways[kSuitRanks + 1][kMaxSuitTiles + 1]{};
  for (int s = 0; s <= kMaxSuitTiles; ++s) ways[0][s] = 1;
  for (int n = 1; n <= kSuitRanks; ++n) {
    for (int s = 0; s <= kMaxSuitTiles; ++s) {
      for (int c = 0; c <= 4 && c <= s; ++c) ways[n][s] += ways[n - 1][s - c];
    }
  }
  // step[i][prefix][c]: how many vectors precede those whose rank i holds c,
  // given `prefix` tiles in ranks before i.
  std::uint32_t step[kSuitRanks][kMaxSuitTiles + 1][5]{};
  for (int i = 0; i < kSuitRanks; ++i) {
    for (int prefix = 0; prefix <= kMaxSuitTiles; ++prefix) {
      std::uint32_t acc = 0;
      for (int c = 0; c <= 4; ++c) {
        step[i][prefix][c] = acc;
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
          sum += step[3 * p + j][before][rest % 5];
          before += rest % 5;
        }
        a.part[p][prefix][digits] = sum;  // past 14 tiles: never read
      }
    }
  }
  return a;
}

}  // namespace

constexpr RankArithmetic kRankArithmetic = make_rank_arithmetic();

std::size_t SuitTable::bytes() const {
  return sizeof(*this) + blocks_.bytes() + entries_.bytes() + completing_.bytes() + splits_.bytes();
}

}  // namespace mjcore
