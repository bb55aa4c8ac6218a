// What suited pungs (kongs alike) count under MCR: shifted (节高) and
// same-rank (同刻) patterns. The suited-pung detector looks its pungs up in
// a CombinationTable built from this.
#include <algorithm>

#include "mjcore/mcr/combinations.hpp"
#include "mjcore/patterns.hpp"
#include "mjcore/tile.hpp"

namespace mjcore::mcr {
namespace {

std::uint8_t set_bit(int i) { return static_cast<std::uint8_t>(1u << i); }

}  // namespace

void combine_suited_pungs(const int* t, int n, Detected& out) {
  if (n == 4) {
    bool shifted = true;
    for (int k = 1; k < 4; ++k) shifted = shifted && suit_of(t[k]) == suit_of(t[0]) && t[k] == t[k - 1] + 1;
    if (shifted) out.add(Pattern::FourPureShiftedPungs, 0x0F);
  }
  bool pure_shifted = false, mixed_shifted = false, triple = false;
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      const auto ta = static_cast<Tile>(t[a]), tb = static_cast<Tile>(t[b]);
      if (suit_of(ta) != suit_of(tb) && rank_of(ta) == rank_of(tb)) {
        out.add(Pattern::DoublePung, static_cast<std::uint8_t>(set_bit(a) | set_bit(b)));
      }
      for (int c = b + 1; c < n; ++c) {
        const auto tc = static_cast<Tile>(t[c]);
        const std::uint8_t bits = static_cast<std::uint8_t>(set_bit(a) | set_bit(b) | set_bit(c));
        int r[3] = {rank_of(ta), rank_of(tb), rank_of(tc)};
        std::sort(r, r + 3);
        const bool same_suit = suit_of(ta) == suit_of(tb) && suit_of(tb) == suit_of(tc);
        const bool three_suits = suit_of(ta) != suit_of(tb) && suit_of(tb) != suit_of(tc) && suit_of(ta) != suit_of(tc);
        const bool consecutive = r[1] == r[0] + 1 && r[2] == r[1] + 1;
        if (same_suit && consecutive && !pure_shifted) {
          out.add(Pattern::PureShiftedPungs, bits);
          pure_shifted = true;
        }
        if (three_suits && consecutive && !mixed_shifted) {
          out.add(Pattern::MixedShiftedPungs, bits);
          mixed_shifted = true;
        }
        if (three_suits && r[0] == r[2] && !triple) {
          out.add(Pattern::TriplePung, bits);
          triple = true;
        }
      }
    }
  }
}

}  // namespace mjcore::mcr
