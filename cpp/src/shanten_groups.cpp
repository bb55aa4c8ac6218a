#include "mjcore/shanten_groups.hpp"

#include <algorithm>

namespace mjcore {

Distances combine(const Distances& a, const Distances& b) {
  Distances out;
  out.to.fill(kUnreachable);
  for (int i = 0; i <= 4; ++i) {
    for (int j = 0; i + j <= 4; ++j) {
      const int m = 2 * (i + j);
      const auto a0 = a.to[2 * i], a1 = a.to[2 * i + 1], b0 = b.to[2 * j], b1 = b.to[2 * j + 1];
      out.to[m] = std::min<std::uint8_t>(out.to[m], static_cast<std::uint8_t>(a0 + b0));
      const auto with_pair = std::min(a0 + b1, a1 + b0);
      out.to[m + 1] =
          std::min<std::uint8_t>(out.to[m + 1], static_cast<std::uint8_t>(std::min<int>(with_pair, kUnreachable)));
    }
  }
  for (auto& x : out.to) x = std::min<std::uint8_t>(x, kUnreachable);
  return out;
}

int combine_complete(const Distances& a, const Distances& b, int melds) {
  int best = kUnreachable;
  for (int i = 0; i <= melds; ++i) {
    const int j = melds - i;
    best = std::min({best, a.to[2 * i] + b.to[2 * j + 1], a.to[2 * i + 1] + b.to[2 * j]});
  }
  return best;
}

}  // namespace mjcore
