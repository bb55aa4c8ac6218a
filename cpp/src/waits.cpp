// Which tiles complete a hand. Probing all 34 tiles through is_complete()
// would redo the whole hand each time; instead the per-suit verdicts of the
// hand are computed once and a probe re-ranks only the suit it touches.
// Special forms are probed only when the hand could still reach them.
#include "mjcore/waits.hpp"

#include "mjcore/decompose.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {
namespace {

// How one suit (or the honours) stands on its own in a regular hand.
struct SuitVerdict {
  bool fits = false;  // splits into melds, plus a pair when it holds 3k+2 tiles
  bool pair = false;  // holds the hand's pair
};

SuitVerdict suited_verdict(const SuitTable& table, const std::uint8_t* c) {
  int total = 0;
  for (int r = 0; r < kSuitRanks; ++r) total += c[r];
  if (total % 3 == 1) return {};
  return {table.decomposable(table.rank(c)), total % 3 == 2};
}

SuitVerdict honor_verdict(const Counts& c) {
  int pairs = 0;
  for (int t = 27; t < kTileKinds; ++t) {
    if (c[t] == 1 || c[t] == 4) return {};
    pairs += c[t] == 2;
  }
  return {pairs <= 1, pairs == 1};
}

class Prober {
 public:
  Prober(const Counts& concealed, int n_declared) : c_(concealed) {
    for (int s = 0; s < 3; ++s) suits_[s] = suited_verdict(table_, &c_[s * 9]);
    suits_[3] = honor_verdict(c_);
    // A probe changes one suit, so the other three must already fit.
    for (int s = 0; s < 4; ++s) {
      others_fit_[s] = true;
      for (int o = 0; o < 4; ++o) others_fit_[s] = others_fit_[s] && (o == s || suits_[o].fits);
    }
    int odd = 0, distinct = 0, tiles = 0;
    for (int t = 0; t < kTileKinds; ++t) {
      if (c_[t] & 1) {
        ++odd;
        odd_tile_ = t;
      }
      distinct += c_[t] != 0;
      tiles += c_[t];
    }
    // Seven pairs, thirteen orphans and knitted-and-honours need no melds and,
    // one tile short, exactly one odd count / twelve-plus distinct tiles.
    special_ = n_declared == 0 && tiles == 13;
    if (!(special_ && odd == 1)) odd_tile_ = -1;
    distinct_ = special_ && distinct >= 12;
    // A knitted straight one tile short already holds eight of its nine tiles.
    if (n_declared <= 1) {
      for (const auto& pattern : kKnittedStraights) {
        int present = 0;
        for (Tile t : pattern) present += c_[t] != 0;
        knitted_ = knitted_ || present >= 8;
      }
    }
  }

  bool completes(Tile t) {
    ++c_[t];
    const bool done = regular(t) || knitted_straight() || special(t);
    --c_[t];
    return done;
  }

 private:
  bool regular(Tile t) const {
    const int touched = suit_of(t);
    if (!others_fit_[touched]) return false;
    const SuitVerdict v = touched == 3 ? honor_verdict(c_) : suited_verdict(table_, &c_[touched * 9]);
    int pairs = 0;
    for (int s = 0; s < 4; ++s) {
      const SuitVerdict& x = s == touched ? v : suits_[s];
      if (!x.fits) return false;
      pairs += x.pair;
    }
    return pairs == 1;
  }

  bool knitted_straight() const { return knitted_ && is_complete_knitted_straight(c_); }

  // With six pairs and one single tile, only that tile makes seven pairs.
  bool special(Tile t) const {
    if (t == odd_tile_) return true;
    return distinct_ && (is_thirteen_orphans(c_) || knitted_and_honors_pattern(c_) >= 0);
  }

  const SuitTable& table_ = SuitTable::instance();
  Counts c_;
  SuitVerdict suits_[4];
  bool others_fit_[4];
  bool special_ = false, distinct_ = false, knitted_ = false;
  int odd_tile_ = -1;
};

// A tile can only complete a hand next to what it holds: within two ranks of
// a held suited tile, or an honour it holds; the special forms look wider.
bool worth_probing(const Counts& c, int t, bool special_forms) {
  if (special_forms) return true;
  if (is_honor(static_cast<Tile>(t))) return c[t] != 0;
  const int r = rank_of(static_cast<Tile>(t));
  for (int d = -2; d <= 2; ++d) {
    if (r + d >= 0 && r + d < kSuitRanks && c[t + d]) return true;
  }
  return false;
}

}  // namespace

WaitType wait_in_meld(const Meld& m, Tile win) {
  if (m.kind != MeldKind::Chow) return WaitType::DualPung;
  const int pos = win - m.first;  // 0, 1 or 2 within the chow
  if (pos == 1) return WaitType::Closed;
  const int start_rank = rank_of(m.first);
  // 1-2 waiting on 3, or 8-9 waiting on 7: only one tile completes it.
  if ((start_rank == 0 && pos == 2) || (start_rank == 6 && pos == 0)) return WaitType::Edge;
  return WaitType::TwoSided;
}

std::vector<Tile> waiting_tiles(const Counts& concealed, int n_declared, const Counts& held) {
  std::vector<Tile> out;
  Prober prober(concealed, n_declared);
  const bool special = n_declared <= 1;  // knitted forms reach beyond neighbours
  for (int t = 0; t < kTileKinds; ++t) {
    if (held[t] >= kMaxCopies || !worth_probing(concealed, t, special)) continue;
    if (prober.completes(static_cast<Tile>(t))) out.push_back(static_cast<Tile>(t));
  }
  return out;
}

bool waits_only_on(const Counts& concealed, int n_declared, const Counts& held, Tile win) {
  Prober prober(concealed, n_declared);
  const bool special = n_declared <= 1;
  for (int t = 0; t < kTileKinds; ++t) {
    if (t == win || held[t] >= kMaxCopies || !worth_probing(concealed, t, special)) continue;
    if (prober.completes(static_cast<Tile>(t))) return false;
  }
  return true;
}

std::vector<Tile> waiting_tiles(const Hand& hand) {
  Counts held = hand.all_tiles();
  if (hand.has_win()) --held[hand.win];
  return waiting_tiles(hand.concealed, hand.n_melds, held);
}

}  // namespace mjcore
