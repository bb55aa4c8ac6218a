// Which tiles complete a hand. The regular form needs no probing: each suit's
// table entry lists the tiles that would make that suit split, and a tile
// completes the hand when it fixes the one suit that does not fit while the
// pair count comes out right. Knitted and other special forms are probed one
// tile at a time, and only when the hand is one tile from such a form.
#include "mjcore/waits.hpp"

#include <algorithm>

#include "mjcore/bits.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/shanten_forms.hpp"
#include "mjcore/special_forms.hpp"
#include "mjcore/suit_table.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {
namespace {

// How one suit (or the honours) stands on its own in a regular hand.
struct SuitState {
  bool fits = false;  // splits into melds, plus a pair when it holds 3k+2 tiles
  bool pair = false;  // holds the hand's pair
  int total = 0;
  TileMask completing = 0;  // tiles of this suit that would make it fit
};

[[gnu::always_inline]] inline SuitState suited_state(const SuitTable& table, const std::uint8_t* c, int suit) {
  SuitState s;
  const std::uint32_t rank = table.rank(c, s.total);
  s.fits = s.total % 3 != 1 && table.decomposable(rank);
  s.pair = s.total % 3 == 2;
  if (s.total < kMaxSuitTiles) s.completing = static_cast<TileMask>(table.completing(rank)) << (9 * suit);
  return s;
}

// At most one bit set / at most two bits set.
bool at_most_one(TileMask x) { return (x & (x - 1)) == 0; }
bool at_most_two(TileMask x) { return at_most_one(x & (x - 1)); }

// Honours only form pungs and the pair: counts of 0, 2 or 3, one 2 at most.
// Read from the count masks: no branch per honour.
[[gnu::always_inline]] inline SuitState honor_state(const Counts& c, const CountMasks& m) {
  const HonorCopies h = honor_copies(m);
  const bool quads = h.four != 0;
  SuitState s;
  for (int t = 27; t < kTileKinds; ++t) s.total += c[t];
  s.fits = h.one == 0 && !quads && at_most_one(h.two);
  s.pair = s.total % 3 == 2;
  // The added tile pairs the only single, or turns a pair into a pung.
  if (!quads && h.one != 0 && at_most_one(h.one) && h.two == 0) s.completing = h.one;
  if (!quads && h.one == 0 && at_most_two(h.two)) s.completing = h.two;
  return s;
}

// Suit 0-2, or 3 for the honours.
SuitState suit_state(const SuitTable& table, const Counts& c, const CountMasks& m, int suit) {
  return suit < 3 ? suited_state(table, &c[9 * suit], suit) : honor_state(c, m);
}

MJCORE_HOT TileMask regular_completing(const Counts& c, const CountMasks& m) {
  const SuitTable& table = SuitTable::instance();
  SuitState s[4] = {suited_state(table, &c[0], 0), suited_state(table, &c[9], 1), suited_state(table, &c[18], 2),
                    honor_state(c, m)};
  int fitting = 0, pairs = 0;
  for (const SuitState& x : s) {
    fitting += x.fits;
    pairs += x.pair;
  }
  TileMask out = 0;
  for (const SuitState& x : s) {
    // The other three suits fit; after the tile, this suit holds a pair
    // exactly when its count is 3k+2, and the hand needs exactly one pair.
    const bool others_fit = fitting - x.fits == 3;
    const bool pair_after = (x.total + 1) % 3 == 2;
    out |= others_fit && pairs - x.pair + pair_after == 1 ? x.completing : 0;
  }
  return out;
}

TileMask bit_of(int t) { return TileMask{1} << t; }

// Knitted straight + meld + pair: with all nine knitted tiles held, the rest
// waits like a regular hand; with eight, the missing one completes the hand
// when the rest is already a meld and a pair.
TileMask knitted_straight_completing(const Counts& c, TileMask held) {
  TileMask out = 0;
  for (int p = 0; p < 6; ++p) {
    const TileMask lacking = knitted_pattern_mask(p) & ~held;
    if (!at_most_one(lacking)) continue;  // the usual case: nowhere near this pattern
    const int absent = lacking != 0;
    Counts rest = c;
    int missing = -1;
    for (Tile t : kKnittedStraights[p]) {
      if (rest[t]) --rest[t];
      else missing = t;
    }
    if (absent == 0) out |= regular_completing(rest, count_masks(rest));
    // kMaxMelds declared: only the regular form is tried on the rest.
    if (absent == 1 && is_complete(rest, kMaxMelds)) out |= bit_of(missing);
  }
  return out;
}

// The unmelded forms (no melds, 13 tiles). Seven pairs: six pairs and a single.
TileMask seven_pairs_completing(const CountMasks& m) { return popcount64(m.odd) == 1 ? m.odd : 0; }

TileMask thirteen_orphans_completing(TileMask held) {
  const int distinct = popcount64(held);
  if ((held & ~kOrphanMask) != 0 || distinct < 12) return 0;
  return distinct == 13 ? kOrphanMask : kOrphanMask & ~held;
}

// 13 different tiles inside one knitted pattern plus the honours.
TileMask knitted_and_honors_completing(TileMask held) {
  if (popcount64(held) != 13) return 0;
  TileMask out = 0;
  for (int p = 0; p < 6; ++p) {
    const TileMask allowed = knitted_pattern_mask(p) | kHonorMask;
    if ((held & ~allowed) == 0) out |= allowed & ~held;
  }
  return out;
}

// Every form but the regular one, in Form order (the regular entry left 0).
std::array<TileMask, kFormCount> special_completing(const Counts& concealed, const CountMasks& m, int n_declared) {
  std::array<TileMask, kFormCount> out{};
  if (n_declared <= 1) out[static_cast<int>(Form::KnittedStraight)] = knitted_straight_completing(concealed, m.held);
  if (n_declared == 0 && m.tiles() == 13) {
    out[static_cast<int>(Form::SevenPairs)] = seven_pairs_completing(m);
    out[static_cast<int>(Form::ThirteenOrphans)] = thirteen_orphans_completing(m.held);
    out[static_cast<int>(Form::KnittedAndHonors)] = knitted_and_honors_completing(m.held);
  }
  return out;
}

// Tiles that can still arrive: not already held four times.
TileMask arriving(const Counts& copies) { return ~count_masks(copies).quads; }

}  // namespace

std::array<TileMask, kFormCount> completing_by_form(const Counts& concealed, int n_declared, const Counts& copies) {
  const CountMasks masks = count_masks(concealed);
  std::array<TileMask, kFormCount> out = special_completing(concealed, masks, n_declared);
  out[static_cast<int>(Form::Regular)] = regular_completing(concealed, masks);
  const TileMask can_arrive = arriving(copies);
  for (TileMask& m : out) m &= can_arrive;
  return out;
}

namespace {

TileMask completing_tiles(const Counts& concealed, int n_declared, const Counts& copies) {
  TileMask out = 0;
  for (TileMask m : completing_by_form(concealed, n_declared, copies)) out |= m;
  return out;
}

std::vector<Tile> tiles_of(TileMask mask) {
  std::vector<Tile> out;
  for (int t = 0; t < kTileKinds; ++t) {
    if (mask >> t & 1) out.push_back(static_cast<Tile>(t));
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
  return tiles_of(completing_tiles(concealed, n_declared, held));
}

MJCORE_HOT bool waits_only_on(const Counts& concealed, int n_declared, TileMask exhausted, Tile win) {
  const CountMasks masks = count_masks(concealed);
  const TileMask others = ~(exhausted | masks.quads) & ~bit_of(win);
  // The winning tile's suit settles most hands alone: while it does not fit
  // as it is, a tile of another suit completes nothing, and its own
  // completing tiles are all the regular form can wait on.
  const SuitState own = suit_state(SuitTable::instance(), concealed, masks, suit_of(win));
  const bool maybe_more = own.fits || (own.completing & others) != 0;
  if (maybe_more && (regular_completing(concealed, masks) & others)) return false;
  for (TileMask m : special_completing(concealed, masks, n_declared)) {
    if (m & others) return false;
  }
  return true;
}

bool completes_with_a_fifth_copy(const Counts& concealed, Tile win) {
  // Five copies of x always hold a pung of x or a chow through x (a pair
  // takes two at most): the hand completes with the fifth copy exactly when,
  // one of those taken out, the rest is a complete hand of one meld more.
  for (TileMask q = count_masks(concealed).quads & ~bit_of(win); q != 0; q &= q - 1) {
    const int x = lowest_bit(q);
    Counts rest = concealed;
    rest[x] = 2;  // the pung takes the fifth copy and two held ones
    if (is_complete(rest, kMaxMelds)) return true;
    if (x >= 27) continue;
    const int first = x - x % 9;  // the suit's 1
    for (int start = std::max(first, x - 2); start <= std::min(first + 6, x); ++start) {
      // The chow start..start+2 takes the fifth copy; its other two tiles come from the hand.
      rest = concealed;
      bool held = true;
      for (int t = start; t < start + 3; ++t) {
        if (t == x) continue;
        held = held && rest[t] > 0;
        if (rest[t] > 0) --rest[t];
      }
      if (held && is_complete(rest, kMaxMelds)) return true;
    }
  }
  return false;
}

TileMask waiting_mask(const Hand& hand) {
  Counts held = hand.all_tiles();
  if (hand.has_win()) --held[hand.win];
  return completing_tiles(hand.concealed, hand.n_melds, held);
}

std::vector<Tile> waiting_tiles(const Hand& hand) { return tiles_of(waiting_mask(hand)); }

}  // namespace mjcore
