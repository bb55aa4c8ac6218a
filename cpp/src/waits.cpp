// Which tiles complete a hand. The regular form needs no probing: each suit's
// table entry lists the tiles that would make that suit split, and a tile
// completes the hand when it fixes the one suit that does not fit while the
// pair count comes out right. Knitted and other special forms are probed one
// tile at a time, and only when the hand is one tile from such a form.
#include "mjcore/waits.hpp"

#include "mjcore/decompose.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/bits.hpp"
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

// Honours only form pungs and the pair: counts of 0, 2 or 3, one 2 at most.
SuitState honor_state(const Counts& c) {
  int ones = 0, twos = 0, fours = 0;
  TileMask single = 0, paired = 0;
  SuitState s;
  for (int t = 27; t < kTileKinds; ++t) {
    s.total += c[t];
    ones += c[t] == 1;
    twos += c[t] == 2;
    fours += c[t] == 4;
    if (c[t] == 1) single |= TileMask{1} << t;
    if (c[t] == 2) paired |= TileMask{1} << t;
  }
  s.fits = ones == 0 && fours == 0 && twos <= 1;
  s.pair = s.total % 3 == 2;
  // The added tile pairs the only single, or turns a pair into a pung.
  if (fours == 0 && ones == 1 && twos == 0) s.completing = single;
  if (fours == 0 && ones == 0 && twos <= 2) s.completing = paired;
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

TileMask mask_of(const std::array<Tile, 9>& tiles) {
  TileMask m = 0;
  for (Tile t : tiles) m |= bit_of(t);
  return m;
}

// Knitted straight + meld + pair: with all nine knitted tiles held, the rest
// waits like a regular hand; with eight, the missing one completes the hand
// when the rest is already a meld and a pair.
TileMask knitted_straight_completing(const Counts& c, TileMask held) {
  TileMask out = 0;
  for (const auto& pattern : kKnittedStraights) {
    const TileMask present = held & mask_of(pattern);
    const int absent = 9 - popcount64(present);
    if (absent > 1) continue;  // the usual case: nowhere near this pattern
    Counts rest = c;
    int missing = -1;
    for (Tile t : pattern) {
      if (rest[t]) --rest[t];
      else missing = t;
    }
    if (absent == 0) out |= regular_completing(rest);
    // kMaxMelds declared: only the regular form is tried on the rest.
    if (absent == 1 && is_complete(rest, kMaxMelds)) out |= bit_of(missing);
  }
  return out;
}

// The unmelded forms (no melds, 13 tiles). Seven pairs: six pairs and a single.
TileMask seven_pairs_completing(const Counts& c) {
  int odd = 0, odd_tile = -1;
  for (int t = 0; t < kTileKinds; ++t) {
    if (c[t] & 1) { ++odd; odd_tile = t; }
  }
  return odd == 1 ? bit_of(odd_tile) : 0;
}

TileMask thirteen_orphans_completing(TileMask held) {
  TileMask orphans = 0;
  for (Tile t : kOrphans) orphans |= bit_of(t);
  const int distinct = popcount64(held);
  if ((held & ~orphans) != 0 || distinct < 12) return 0;
  return distinct == 13 ? orphans : orphans & ~held;
}

// 13 different tiles inside one knitted pattern plus the honours.
TileMask knitted_and_honors_completing(TileMask held) {
  if (popcount64(held) != 13) return 0;
  const TileMask honors = bit_of(kTileKinds) - bit_of(27);
  TileMask out = 0;
  for (const auto& pattern : kKnittedStraights) {
    const TileMask allowed = mask_of(pattern) | honors;
    if ((held & ~allowed) == 0) out |= allowed & ~held;
  }
  return out;
}

}  // namespace

std::array<TileMask, kFormCount> completing_by_form(const Counts& concealed, int n_declared, const Counts& copies) {
  TileMask held = 0;
  int tiles = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    held |= static_cast<TileMask>(concealed[t] != 0) << t;
    tiles += concealed[t];
  }
  std::array<TileMask, kFormCount> out{};
  out[static_cast<int>(Form::Regular)] = regular_completing(concealed);
  if (n_declared <= 1) out[static_cast<int>(Form::KnittedStraight)] = knitted_straight_completing(concealed, held);
  if (n_declared == 0 && tiles == 13) {
    out[static_cast<int>(Form::SevenPairs)] = seven_pairs_completing(concealed);
    out[static_cast<int>(Form::ThirteenOrphans)] = thirteen_orphans_completing(held);
    out[static_cast<int>(Form::KnittedAndHonors)] = knitted_and_honors_completing(held);
  }
  // A tile already held four times cannot arrive.
  TileMask full = 0;
  for (int t = 0; t < kTileKinds; ++t) full |= static_cast<TileMask>(copies[t] >= kMaxCopies) << t;
  for (TileMask& m : out) m &= ~full;
  return out;
}

namespace {

TileMask completing_tiles(const Counts& concealed, int n_declared, const Counts& copies) {
  TileMask out = 0;
  for (TileMask m : completing_by_form(concealed, n_declared, copies)) out |= m;
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
