// Which tiles complete a hand. The regular form needs no probing: each suit's
// table entry lists the tiles that would make that suit split, and a tile
// completes the hand when it fixes the one suit that does not fit while the
// pair count comes out right. Knitted and other special forms are probed one
// tile at a time, and only when the hand is one tile from such a form.
#include "mjcore/waits.hpp"

#include "mjcore/decompose.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {
namespace {

using TileMask = std::uint64_t;

// How one suit (or the honours) stands on its own in a regular hand.
struct SuitState {
  bool fits = false;   // splits into melds, plus a pair when it holds 3k+2 tiles
  bool pair = false;   // holds the hand's pair
  int total = 0;
  TileMask completing = 0;  // tiles of this suit that would make it fit
};

SuitState suited_state(const SuitTable& table, const std::uint8_t* c, int suit) {
  SuitState s;
  for (int r = 0; r < kSuitRanks; ++r) s.total += c[r];
  const std::uint32_t rank = table.rank(c);
  s.fits = s.total % 3 != 1 && table.decomposable(rank);
  s.pair = s.total % 3 == 2;
  if (s.total < kMaxSuitTiles) s.completing = static_cast<TileMask>(table.completing(rank)) << (9 * suit);
  return s;
}

bool honors_fit(const Counts& c) {
  int pairs = 0;
  for (int t = 27; t < kTileKinds; ++t) {
    if (c[t] == 1 || c[t] == 4) return false;
    pairs += c[t] == 2;
  }
  return pairs <= 1;
}

SuitState honor_state(Counts c) {
  SuitState s;
  for (int t = 27; t < kTileKinds; ++t) s.total += c[t];
  s.fits = honors_fit(c);
  s.pair = s.total % 3 == 2;
  for (int t = 27; t < kTileKinds; ++t) {
    if (c[t] == 4) continue;
    ++c[t];
    if (honors_fit(c)) s.completing |= TileMask{1} << t;
    --c[t];
  }
  return s;
}

TileMask regular_completing(const Counts& c) {
  const SuitTable& table = SuitTable::instance();
  SuitState s[4] = {suited_state(table, &c[0], 0), suited_state(table, &c[9], 1), suited_state(table, &c[18], 2),
                    honor_state(c)};
  TileMask out = 0;
  for (int k = 0; k < 4; ++k) {
    bool others_fit = true;
    int other_pairs = 0;
    for (int o = 0; o < 4; ++o) {
      if (o == k) continue;
      others_fit = others_fit && s[o].fits;
      other_pairs += s[o].pair;
    }
    // After the tile, this suit holds a pair exactly when its count is 3k+2;
    // the whole hand needs exactly one pair.
    const bool pair_after = (s[k].total + 1) % 3 == 2;
    if (others_fit && other_pairs + pair_after == 1) out |= s[k].completing;
  }
  return out;
}

TileMask bit_of(int t) { return TileMask{1} << t; }

// Knitted straight + meld + pair: with all nine knitted tiles held, the rest
// waits like a regular hand; with eight, the missing one completes the hand
// when the rest is already a meld and a pair.
TileMask knitted_straight_completing(const Counts& c) {
  TileMask out = 0;
  for (const auto& pattern : kKnittedStraights) {
    Counts rest = c;
    int missing = -1, absent = 0;
    for (Tile t : pattern) {
      if (rest[t]) --rest[t];
      else { missing = t; ++absent; }
    }
    if (absent == 0) out |= regular_completing(rest);
    // kMaxMelds declared: only the regular form is tried on the rest.
    if (absent == 1 && is_complete(rest, kMaxMelds)) out |= bit_of(missing);
  }
  return out;
}

// Seven pairs, thirteen orphans and knitted-and-honours (no melds, 13 tiles).
TileMask unmelded_completing(const Counts& c) {
  int odd = 0, odd_tile = -1, distinct = 0;
  TileMask held = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    if (c[t] & 1) { ++odd; odd_tile = t; }
    if (c[t]) { ++distinct; held |= bit_of(t); }
  }
  TileMask out = 0;
  if (odd == 1) out |= bit_of(odd_tile);  // six pairs and a single
  TileMask orphans = 0;
  for (Tile t : kOrphans) orphans |= bit_of(t);
  if ((held & ~orphans) == 0 && distinct >= 12) out |= distinct == 13 ? orphans : orphans & ~held;
  if (distinct == 13) {
    // 13 different tiles inside one knitted pattern plus the honours.
    for (const auto& pattern : kKnittedStraights) {
      TileMask allowed = 0;
      for (Tile t : pattern) allowed |= bit_of(t);
      for (int t = 27; t < kTileKinds; ++t) allowed |= bit_of(t);
      if ((held & ~allowed) == 0) out |= allowed & ~held;
    }
  }
  return out;
}

TileMask completing_tiles(const Counts& concealed, int n_declared, const Counts& held) {
  int tiles = 0;
  for (auto n : concealed) tiles += n;
  TileMask out = regular_completing(concealed);
  if (n_declared <= 1) out |= knitted_straight_completing(concealed);
  if (n_declared == 0 && tiles == 13) out |= unmelded_completing(concealed);
  for (int t = 0; t < kTileKinds; ++t) {
    if (held[t] >= kMaxCopies) out &= ~(TileMask{1} << t);
  }
  return out;
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
  const TileMask mask = completing_tiles(concealed, n_declared, held);
  std::vector<Tile> out;
  for (int t = 0; t < kTileKinds; ++t) {
    if (mask >> t & 1) out.push_back(static_cast<Tile>(t));
  }
  return out;
}

bool waits_only_on(const Counts& concealed, int n_declared, const Counts& held, Tile win) {
  return (completing_tiles(concealed, n_declared, held) & ~(TileMask{1} << win)) == 0;
}

std::vector<Tile> waiting_tiles(const Hand& hand) {
  Counts held = hand.all_tiles();
  if (hand.has_win()) --held[hand.win];
  return waiting_tiles(hand.concealed, hand.n_melds, held);
}

}  // namespace mjcore
