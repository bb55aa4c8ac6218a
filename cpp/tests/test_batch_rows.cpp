#include <algorithm>
#include <cstdint>
#include <vector>

#include "check.hpp"
#include "mjcore/batch_rows.hpp"

using namespace mjcore;

namespace {

// Rows of two kinds, alternating: even rows a concealed hand, odd rows one
// with a declared pung (chunk rows [0, n) of the arrays).
struct TwoKinds {
  std::vector<std::uint8_t> counts;
  std::vector<std::int8_t> melds;
  HandRows rows;

  explicit TwoKinds(std::size_t n) : counts(n * kTileKinds, 0), melds(n * kMaxMelds * 2, 0) {
    for (std::size_t i = 0; i < n; ++i) {
      std::uint8_t* c = &counts[i * kTileKinds];
      c[i % 9] = 2;  // a different pair in every row, so no two rows are alike
      if (i % 2) melds[i * kMaxMelds * 2] = static_cast<std::int8_t>(MeldCode::Pung);
    }
    rows.n = n;
    rows.counts = counts.data();
    rows.melds = melds.data();
  }
};

}  // namespace

TEST_CASE("RowGrouping orders a chunk's rows kind by kind, in row order within a kind") {
  const TwoKinds arrays(200);
  RowGrouping grouping;
  const std::size_t begin = 37, end = 171;
  const std::vector<std::size_t> order = grouping.group(arrays.rows, begin, end);
  std::vector<std::size_t> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::size_t> expected;
  for (std::size_t i = begin; i < end; ++i) expected.push_back(i);
  CHECK(sorted == expected);  // each row of the chunk exactly once
  // One run of each kind (odd rows and even rows apart), each rising.
  int runs = 1;
  for (std::size_t k = 1; k < order.size(); ++k) {
    if (order[k] % 2 != order[k - 1] % 2) ++runs;
    else CHECK(order[k] > order[k - 1]);
  }
  CHECK(runs == 2);
}
