// Which drawn tiles lower shanten, without probing 34 tiles one by one.
//
// A drawn tile lowers a form's distance by at most one, and only through a
// reading that is already optimal. For the regular form, a reading gives
// each group (suit or honours) a target of m melds + p pairs; the target is
// "tight" when the group's distance to it plus the best the other groups can
// do with the rest equals the hand's distance. The useful tiles are then the
// union, over tight targets, of the ranks whose one-tile-larger vector is
// nearer that target (prefix and suffix products give "the other groups" for
// each group in a few table steps).
// The special forms have closed-form answers from their counts; a form
// counts only when it attains the hand's best distance.
#include <algorithm>

#include "mjcore/bits.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/shanten_forms.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {
namespace {

// Ranks of suit s whose draw lowers its distance to some tight target (bit
// 2m + p): from the table's classes of the nine one-tile-larger vectors, or
// for a suit whose declared copies may matter by solving it again per
// drawable rank, pruned at `distance` - 1 (the most a lowered tight target
// can cost).
std::uint32_t suit_improving(const RegularGroups& g, int s, const Counts& counts, const Counts* declared, int melds,
                             int distance, unsigned tight) {
  std::uint32_t out = 0;
  if (!g.capped[s]) {
    const ShantenTable& table = ShantenTable::instance();
    std::uint32_t more[kSuitRanks];
    SuitTable::instance().ranks_plus_one(&counts[9 * s], more);
    for (int r = 0; r < kSuitRanks; ++r) {
      if (more[r] != SuitTable::kNoRank && (table.nearer(g.row_class[s], table.suit_class(more[r])) & tight)) {
        out |= 1u << r;
      }
    }
    return out;
  }
  std::uint8_t c[kSuitRanks], cap[kSuitRanks];
  for (int r = 0; r < kSuitRanks; ++r) {
    c[r] = counts[9 * s + r];
    cap[r] = static_cast<std::uint8_t>(kMaxCopies - (*declared)[9 * s + r]);
  }
  const ShantenTable& table = ShantenTable::instance();
  std::uint32_t more[kSuitRanks];
  SuitTable::instance().ranks_plus_one(c, more);
  const int most = fullest_declared(counts, *declared, 9 * s, 9 * s + kSuitRanks);
  const Distances& now = g.group[s];
  for (int r = 0; r < kSuitRanks; ++r) {
    if (c[r] >= cap[r]) continue;
    // After the draw the table is exact up to `distance` - 1 when that many
    // more copies keep every rank holding declared copies within four.
    const int fullest = std::max(most, cap[r] < kMaxCopies ? c[r] + 1 + kMaxCopies - cap[r] : 0);
    Distances after;
    if (fullest + distance - 1 <= kMaxCopies && more[r] != SuitTable::kNoRank) {
      after = table.row(table.suit_class(more[r]));
    } else {
      ++c[r];
      after = capped_suit_distances(c, cap, melds, distance - 1);
      --c[r];
    }
    for (int t = 0; t < kTargets; ++t) {
      if ((tight >> t & 1) && after.to[t] < now.to[t]) out |= 1u << r;
    }
  }
  return out;
}

// Honour kinds that take part (no declared copies) and whose draw lowers the
// honours' distance to some tight target: one look-up per copy count, since
// kinds holding as many copies are alike.
TileMask honor_improving(const Counts& counts, const Counts* declared, unsigned tight) {
  const std::uint32_t key = honor_key(&counts[27], declared ? &(*declared)[27] : nullptr);
  const ShantenTable& table = ShantenTable::instance();
  const Distances& now = table.row(table.honor_class(key));
  TileMask by_copies[kMaxCopies] = {};
  for (int t = 27; t < kTileKinds; ++t) {
    if (counts[t] < kMaxCopies && !(declared && (*declared)[t])) by_copies[counts[t]] |= TileMask{1} << t;
  }
  TileMask out = 0;
  for (int c = 0; c < kMaxCopies; ++c) {
    if (!by_copies[c]) continue;
    const Distances& after =
        table.row(table.honor_class(key - ShantenTable::honor_key_step(c) + ShantenTable::honor_key_step(c + 1)));
    for (int t = 0; t < kTargets; ++t) {
      if ((tight >> t & 1) && after.to[t] < now.to[t]) {
        out |= by_copies[c];
        break;
      }
    }
  }
  return out;
}

TileMask regular_useful(const Counts& counts, const Counts* declared, const RegularGroups& g, int melds, int distance) {
  const Distances* gr[4] = {&g.row(0), &g.row(1), &g.row(2), &g.row(3)};
  Distances others[4];
  if (g.any_capped) {
    const Distances p2 = combine(*gr[0], *gr[1]), s2 = combine(*gr[2], *gr[3]);
    others[0] = combine(*gr[1], s2);
    others[1] = combine(*gr[0], s2);
    others[2] = combine(p2, *gr[3]);
    others[3] = combine(p2, *gr[2]);
  } else {
    const ShantenTable& t = ShantenTable::instance();
    const RowClass* c = g.row_class;
    const RowClass p2 = t.product(c[0], c[1]), s2 = t.product(c[2], c[3]);
    others[0] = t.row(t.product(c[1], s2));
    others[1] = t.row(t.product(c[0], s2));
    others[2] = t.row(t.product(p2, c[3]));
    others[3] = t.row(t.product(p2, c[2]));
  }
  TileMask out = 0;
  for (int s = 0; s < 4; ++s) {
    // Bit 2m + p. Not the empty target (no meld, no pair): nothing is nearer
    // it than nothing, so a group tight only for it (a suit the hand's
    // melds leave alone, common beside declared melds) has no useful tile.
    unsigned tight = 0;
    for (int m = 0; m <= melds; ++m) {
      for (int p = 0; p <= 1; ++p) {
        if (m + p && gr[s]->to[2 * m + p] + others[s].to[2 * (melds - m) + 1 - p] == distance) {
          tight |= 1u << (2 * m + p);
        }
      }
    }
    if (!tight) continue;
    if (s == 3) out |= honor_improving(counts, declared, tight);
    else out |= static_cast<TileMask>(suit_improving(g, s, counts, declared, melds, distance, tight)) << (9 * s);
  }
  return out;
}

// Completing a half replaces a costlier pair; a fresh half (a tile held
// zero or two times) helps only while some pair would otherwise cost two.
TileMask seven_pairs_useful(const CountMasks& m) {
  const int wanted = kSevenPairs - std::min(m.free_pairs, kSevenPairs);
  const TileMask all = (TileMask{1} << kTileKinds) - 1;
  return (wanted > 0 ? m.odd : 0) | (wanted > m.halves ? all & ~m.odd & ~m.quads : 0);
}

// Any orphan not held, and any held one while the pair is missing.
TileMask thirteen_orphans_useful(const CountMasks& m) {
  return (kOrphanMask & ~m.held) | ((m.pairs & kOrphanMask) ? 0 : kOrphanMask & m.held);
}

TileMask knitted_straight_useful(const ShantenHand& h, const KnittedRest& k, int pattern, TileMask held) {
  TileMask out = knitted_pattern_mask(pattern) & ~held;
  if (h.n_declared == 0) {
    RegularGroups g;
    regular_groups_from_tables(k.rest, nullptr, g);
    return out | regular_useful(k.rest, nullptr, g, 1, regular_distance(g, 1));
  }
  const int pair = knitted_rest_distance(h, k);
  for (int t = 0; t < kTileKinds; ++t) {
    if (k.cap[t] >= 2 && ((pair == 1 && k.rest[t] == 1) || (pair == 2 && k.rest[t] == 0))) out |= TileMask{1} << t;
  }
  return out;
}

}  // namespace

Useful useful_tiles(const ShantenHand& h, unsigned forms) {
  if (h.tiles % 3 != 1) {
    throw InputError("useful tiles need a hand of 13 - 3k concealed tiles (before drawing), got " +
                     std::to_string(h.tiles));
  }
  const Counts* declared = h.has_declared_tiles() ? &h.declared : nullptr;
  const bool unmelded = h.n_declared == 0;
  const int melds = kMaxMelds - h.n_declared;
  const CountMasks cm = count_masks(h.concealed);
  const TileMask held = cm.held;
  const std::array<int, 6> pattern_held = knitted_held(held);

  // Every applicable form's distance first, then the masks of those that
  // attain the best.
  int reg = kUnreachable, pairs = kUnreachable, orphans = kUnreachable, kh[6], ks[6];
  std::fill(kh, kh + 6, kUnreachable);
  std::fill(ks, ks + 6, kUnreachable);
  RegularGroups groups;
  bool groups_capped = false;  // the groups must be read again with the declared copies' caps
  unsigned quiet = 0;          // quiet kong suits: their tables' rows stay exact after any draw
  RegularBounds bounds{0, 0, 0};
  if (forms & form_bit(Form::Regular)) {
    // The tables first: with declared copies too they are often exact, the
    // groups as read here included.
    regular_groups_from_tables(h.concealed, declared, groups);
    reg = regular_distance(groups, melds);
    if (declared && !tables_exact_declared(reg, h.concealed, *declared)) {
      quiet = quiet_kong_suits(h.concealed, *declared, 0);
      if (!(quiet && tables_exact_beside(reg, h.concealed, *declared, quiet))) {
        // Bounded now, settled once the other forms are known; its groups
        // below, if it attains the best.
        bounds = regular_bounds_declared(h.concealed, *declared, melds);
        reg = bounds.upper;
        groups_capped = true;
      }
    }
  }
  if (unmelded && (forms & form_bit(Form::SevenPairs))) pairs = seven_pairs_distance(cm);
  if (unmelded && (forms & form_bit(Form::ThirteenOrphans))) orphans = thirteen_orphans_distance(cm);
  int best = std::min({reg, pairs, orphans});
  if (unmelded && (forms & form_bit(Form::KnittedAndHonors))) {
    for (int p = 0; p < 6; ++p) best = std::min(best, kh[p] = knitted_and_honors_distance(held, pattern_held[p]));
  }
  if (h.n_declared <= 1 && (forms & form_bit(Form::KnittedStraight))) {
    if (unmelded && !(forms & form_bit(Form::Regular))) regular_groups_from_tables(h.concealed, nullptr, groups);
    for (int p = 0; p < 6; ++p) {
      // A pattern missing more tiles than the best distance cannot attain it.
      if (9 - pattern_held[p] > best) continue;
      if (unmelded) {
        ks[p] = 9 - pattern_held[p] + knitted_rest_distance(groups, p);
      } else if (KnittedRest k; knitted_rest(h, pattern_held[p], p, k)) {
        ks[p] = k.missing + knitted_rest_distance(h, k);
      }
      best = std::min(best, ks[p]);
    }
  }
  // The exact regular distance only if it can still attain the best (the
  // patterns skipped above against its upper bound cannot).
  if (bounds.lower < bounds.upper && bounds.lower <= best) {
    reg = regular_distance_declared(h.concealed, *declared, melds, bounds);
    best = std::min(best, reg);
  }
  Useful out;
  out.shanten = best >= kUnreachable ? kNoShanten : best - 1;
  if (best >= kUnreachable) return out;
  if (reg == best) {
    // A tight target costs at most the distance, and so does a lowered one
    // after the draw: the capped groups need be exact only that far.
    if (groups_capped) regular_groups_capped(h.concealed, *declared, melds, groups, best, quiet);
    out.tiles |= regular_useful(h.concealed, declared, groups, melds, best);
  }
  if (pairs == best) out.tiles |= seven_pairs_useful(cm);
  if (orphans == best) out.tiles |= thirteen_orphans_useful(cm);
  for (int p = 0; p < 6; ++p) {
    if (kh[p] == best) out.tiles |= (knitted_pattern_mask(p) | kHonorMask) & ~held;
    if (ks[p] != best) continue;
    KnittedRest k;
    knitted_rest(h, pattern_held[p], p, k);
    out.tiles |= knitted_straight_useful(h, k, p, held);
  }
  // Only tiles with a copy left outside the player's own hand and melds.
  out.tiles &= ~(declared ? all_four(h.concealed, h.declared) : cm.quads);
  return out;
}

}  // namespace mjcore
