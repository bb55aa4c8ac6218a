// Patterns made by combining suited sets, counted once each: identical chows
// (一杯口 / 二杯口) and the shifted sets spread over several suits (混三步,
// 混四步, 混三节, 混四节) that MCR's own shifted patterns leave out.
#include <algorithm>

#include "mjcore/general/detect.hpp"
#include "mjcore/set_facts.hpp"

namespace mjcore::general {
namespace {

struct Suited {
  Tile first;
  std::uint8_t bit;
};

// Identical chows: a pair of them, and two pairs (a chow four times counts).
void detect_identical(const Suited* c, int n, Detected& out) {
  int pairs = 0;
  std::uint8_t first_pair = 0;
  bool used[4] = {};
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n && !used[a]; ++b) {
      if (used[b] || c[a].first != c[b].first) continue;
      used[a] = used[b] = true;
      if (++pairs == 1) first_pair = static_cast<std::uint8_t>(c[a].bit | c[b].bit);
    }
  }
  if (pairs >= 1) out.add(Pattern::IdenticalChowPair, first_pair);
  if (pairs == 2) out.add(Pattern::TwoIdenticalChowPairs, 0x0F);
}

// Sets whose ranks rise by one, in more than one suit: three sets in exactly
// two suits (`three`), all four in two or three suits (`four`).
void detect_shifted(const Suited* s, int n, Pattern three, Pattern four, Detected& out) {
  if (n == 4) {
    Suited t[4] = {s[0], s[1], s[2], s[3]};
    std::sort(t, t + 4, [](Suited a, Suited b) { return rank_of(a.first) < rank_of(b.first); });
    bool rising = true, one_suit = true;
    for (int k = 1; k < 4; ++k) {
      rising = rising && rank_of(t[k].first) == rank_of(t[k - 1].first) + 1;
      one_suit = one_suit && suit_of(t[k].first) == suit_of(t[0].first);
    }
    if (rising && !one_suit) out.add(four, 0x0F);
  }
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      for (int c = b + 1; c < n; ++c) {
        int r[3] = {rank_of(s[a].first), rank_of(s[b].first), rank_of(s[c].first)};
        std::sort(r, r + 3);
        if (r[1] != r[0] + 1 || r[2] != r[1] + 1) continue;
        const int suits = (1 << suit_of(s[a].first)) | (1 << suit_of(s[b].first)) | (1 << suit_of(s[c].first));
        if (suits == 3 || suits == 5 || suits == 6) {
          out.add(three, static_cast<std::uint8_t>(s[a].bit | s[b].bit | s[c].bit));
          return;
        }
      }
    }
  }
}

}  // namespace

void detect_combinations(const Decomposition& d, Detected& out) {
  Suited chows[4], pungs[4];
  int n_chows = 0, n_pungs = 0;
  for (int i = 0; i < d.n_melds; ++i) {
    const Meld& m = d.melds[i];
    const Suited s{m.first, static_cast<std::uint8_t>(1u << i)};
    if (m.kind == MeldKind::Chow) chows[n_chows++] = s;
    else if (is_suited(m.first)) pungs[n_pungs++] = s;
  }
  if (n_chows >= 2) detect_identical(chows, n_chows, out);
  if (n_chows >= 3) detect_shifted(chows, n_chows, Pattern::TwoSuitShiftedChows, Pattern::MixedFourShiftedChows, out);
  if (n_pungs >= 3) detect_shifted(pungs, n_pungs, Pattern::TwoSuitShiftedPungs, Pattern::MixedFourShiftedPungs, out);
}

}  // namespace mjcore::general
