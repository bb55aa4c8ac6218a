// Shanten from precomputed tables, never a search over the hand.
//
// Tables (shanten_table.cpp, built once on first use): for each of the
// 405,350 suit vectors (SuitTable rank) a 2-byte row id into ~N distinct rows
// of distances to the ten targets "m melds + p pairs" (m 0..4, p 0..1), plus
// per target a 9-bit mask of the ranks whose draw lowers it (20 bytes); for
// the honours, 32,768 rows keyed by how many kinds hold 0..4 copies.
//
// Combining: a regular hand needs 4 - k melds and one pair spread over the
// three suits and the honours, so its distance is a min-plus product of the
// four rows over (melds, pair) — three small products, ~60 additions. Seven
// pairs, thirteen orphans and knitted-and-honours are one pass over the 34
// counts (bit masks for the knitted patterns); the knitted straight is tried
// per pattern only when the pattern's missing tiles alone do not already
// exceed the best distance found. Suits holding copies in declared melds are
// solved exactly by a small rank-by-rank programme instead of the table.
#include "mjcore/shanten.hpp"

#include <algorithm>

#include "mjcore/errors.hpp"
#include "mjcore/notation.hpp"
#include "mjcore/shanten_forms.hpp"

namespace mjcore {
namespace {

// `groups`: the hand's regular groups when it has no declared meld (else null).
int knitted_straight_distance(const ShantenHand& h, const RegularGroups* groups, const std::array<int, 6>& held,
                              int bound) {
  KnittedRest k;
  for (int p = 0; p < 6; ++p) {
    if (9 - held[p] >= bound) continue;  // its missing tiles alone cannot beat the bound
    if (groups) {
      bound = std::min(bound, 9 - held[p] + knitted_rest_distance(*groups, p));
    } else if (knitted_rest(h, held[p], p, k)) {
      bound = std::min(bound, k.missing + knitted_rest_distance(h, k));
    }
  }
  return bound;
}

// The best distance to the forms besides the regular one, or `best` if
// none is nearer (it prunes them). `groups`: as above.
int other_forms_distance(const ShantenHand& h, unsigned forms, const RegularGroups* groups, int best) {
  if (!(forms & ~form_bit(Form::Regular)) || h.n_declared > 1) return best;
  const bool unmelded = h.n_declared == 0;
  const CountMasks m = count_masks(h.concealed);
  if (unmelded && (forms & form_bit(Form::SevenPairs))) best = std::min(best, seven_pairs_distance(m));
  if (unmelded && (forms & form_bit(Form::ThirteenOrphans))) best = std::min(best, thirteen_orphans_distance(m));
  if (!(forms & (form_bit(Form::KnittedStraight) | form_bit(Form::KnittedAndHonors)))) return best;
  const std::array<int, 6> held = knitted_held(m.held);
  if (unmelded && (forms & form_bit(Form::KnittedAndHonors))) {
    best = std::min(best, knitted_and_honors_distance(m.held, *std::max_element(held.begin(), held.end())));
  }
  if (forms & form_bit(Form::KnittedStraight)) best = knitted_straight_distance(h, groups, held, best);
  return best;
}

int to_shanten(int distance) { return distance >= kUnreachable ? kNoShanten : distance - 1; }

}  // namespace

ShantenHand shanten_hand(const Hand& hand) {
  ShantenHand h;
  h.concealed = hand.full_concealed();
  h.declared = hand.meld_tiles();
  h.tiles = hand.concealed_count() + (hand.has_win() ? 1 : 0);
  h.n_declared = hand.n_melds;
  return h;
}

ShantenHand shanten_hand(const Counts& concealed) {
  ShantenHand h;
  h.concealed = concealed;
  int most = 0;  // branch-free first: the loop vectorises
  for (int t = 0; t < kTileKinds; ++t) {
    h.tiles += concealed[t];
    most = std::max<int>(most, concealed[t]);
  }
  if (most > kMaxCopies) {
    const int t = static_cast<int>(std::max_element(concealed.begin(), concealed.end()) - concealed.begin());
    throw InputError("tile " + render_tile(static_cast<Tile>(t), Notation::Canonical) + " appears " +
                     std::to_string(concealed[t]) + " times (at most 4)");
  }
  if (h.tiles < 1 || h.tiles > 14 || h.tiles % 3 == 0) {
    // Said in tile totals: bare counts declare no meld, they only imply some.
    throw InputError(
        "a concealed hand must hold 1, 2, 4, 5, 7, 8, 10, 11, 13 or 14 tiles (a total that is not a multiple of 3, "
        "at most 14), got " +
        std::to_string(h.tiles));
  }
  h.n_declared = (14 - h.tiles) / 3;
  return h;
}

int shanten(const ShantenHand& h, unsigned forms) {
  const bool regular = forms & form_bit(Form::Regular);
  const bool declared = h.has_declared_tiles();
  const bool unmelded = h.n_declared == 0;
  const int melds = kMaxMelds - h.n_declared;
  int best = kUnreachable;
  RegularGroups groups;  // from the tables alone: exact with no declared copy
  // With declared copies the regular distance is first bounded, the other
  // forms pruned at the upper bound, and the exact distance sought only
  // while the lower bound could beat them (a hand won as a knitted straight
  // beside a meld is far from any regular form).
  RegularBounds bounds{0, 0, 0};
  if (declared) {
    if (regular) {
      bounds = regular_bounds_declared(h.concealed, h.declared, melds);
      best = bounds.upper;
    }
  } else if (regular || (unmelded && (forms & form_bit(Form::KnittedStraight)))) {
    regular_groups_from_tables(h.concealed, nullptr, groups);
    if (regular) best = regular_distance(groups, melds);
  }
  best = other_forms_distance(h, forms, unmelded ? &groups : nullptr, best);
  if (bounds.lower < bounds.upper && bounds.lower < best) {
    best = std::min(best, regular_distance_declared(h.concealed, h.declared, melds, bounds));
  }
  return to_shanten(best);
}

std::array<int, kForms> shanten_by_form(const ShantenHand& h) {
  std::array<int, kForms> out;
  for (int f = 0; f < kForms; ++f) out[f] = shanten(h, 1u << f);
  return out;
}

}  // namespace mjcore
