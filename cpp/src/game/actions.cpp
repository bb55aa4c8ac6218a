#include "mjcore/game/actions.hpp"

namespace mjcore::game {

int ActionSet::nth(int index) const {
  for (int w = 0; w < 2; ++w) {
    std::uint64_t bits = words[w];
    const int here = __builtin_popcountll(bits);
    if (index >= here) {
      index -= here;
      continue;
    }
    for (; index > 0; --index) bits &= bits - 1;
    return w * 64 + __builtin_ctzll(bits);
  }
  return -1;
}

}  // namespace mjcore::game
