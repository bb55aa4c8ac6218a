// The best reading of a hand under a ruleset (就高不就低): every winning
// decomposition is detected by the detectors the ruleset needs and scored.
#include "mjcore/evaluate.hpp"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <type_traits>

#include "mjcore/bits.hpp"
#include "mjcore/count_masks.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/detectors.hpp"
#include "mjcore/hand_facts.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {
namespace {

// The waits a unique-wait pattern can be shown on (edge, closed, single).
bool may_wait_uniquely(const Decomposition& d) {
  return d.wait == WaitType::Edge || d.wait == WaitType::Closed || d.wait == WaitType::Single;
}

// Whether to settle the unique-wait fact before scoring: some reading has a
// unique-wait pattern that may count. With Detail::Counts, seven pairs
// readings are left out: their single wait is settled only if it is not
// excluded (a seven pairs pattern may exclude the single wait), by the scorer.
bool needs_wait_facts(const RuleTable& table, const std::vector<Decomposition>& decomps, Detail detail) {
  if (!table.scores_waits) return false;
  for (const Decomposition& d : decomps) {
    if (detail == Detail::Counts && d.form == Form::SevenPairs) continue;
    if (may_wait_uniquely(d)) return true;
  }
  return false;
}

// The same form, sets and special tiles, byte for byte: decompose() emits
// the places of the winning tile in one reading as copies of it, one after
// another, which differ only from `win_slot` on.
bool same_sets(const Decomposition& a, const Decomposition& b) {
  static_assert(std::is_standard_layout_v<Decomposition> && std::has_unique_object_representations_v<Decomposition>,
                "compared as bytes");
  return std::memcmp(&a, &b, offsetof(Decomposition, win_slot)) == 0;
}

// More points first; on a tie, the pattern counts compared in the ruleset's
// order (a table's own order, typically higher values first), larger wins.
bool better(const RuleTable& table, const Evaluation& a, const Evaluation& b) {
  if (a.base != b.base) return a.base > b.base;
  if (table.catalogue_order) {
    return std::lexicographical_compare(b.counts.begin(), b.counts.end(), a.counts.begin(), a.counts.end());
  }
  for (Pattern p : table.order) {
    const int i = index_of(p);
    if (a.counts[i] != b.counts[i]) return a.counts[i] > b.counts[i];
  }
  return false;
}

// Flower points when the player's own flower (flower f belongs to seat
// f % 4) scores apart, which needs the flowers themselves.
int own_flower_points(const Hand& hand, const WinContext& ctx, const RuleTable& table) {
  const int each = table.points[index_of(kPerFlowerPattern)];
  int known = 0, points = 0;
  for (int f = 0; f < kFlowerKinds; ++f) {
    if (!((hand.flower_mask >> f) & 1u)) continue;
    ++known;
    points += f % 4 == ctx.seat_wind ? table.own_flower_points : each;
  }
  if (known != hand.flowers) {
    throw InputError("ruleset " + table.name +
                     " scores the player's own flower apart: give the flower tiles "
                     "(e.g. flowers='1f5f'), not just their number");
  }
  return points;
}

// What every reading of one hand shares: the hand's facts and the detector
// families the ruleset needs.
struct HandScorer {
  const Hand& hand;
  const WinContext& ctx;
  const RuleTable& table;
  const Detail detail;
  bool wait_settled = false;  // facts.unique_wait is known, or no unique-wait pattern scores (set with facts)
  HandFacts facts;
  PlacementReads reads;  // what of the placement any family the ruleset needs reads

  HandScorer(const Hand& h, const WinContext& c, const RuleTable& t, std::vector<Decomposition>& decomps,
             Detail d = Detail::Full)
      : hand(h), ctx(c), table(t), detail(d), facts(checked_facts(decomps)), reads(placement_reads(t.families)) {}

  // Checks the hand, decomposes it, and returns its facts, which the caller
  // constructs in place from the call (assigned, they would be copied while
  // their bytes were still being stored); says whether the wait is settled.
  HandFacts checked_facts(std::vector<Decomposition>& decomps) {
    validate_context(hand, ctx);
    check_tile_rules(hand, table);
    decomps.clear();
    decompose(hand, decomps);
    if (decomps.empty()) throw InputError("not a winning hand: the tiles form no complete hand");
    check_flowers_known();
    const bool need_wait = needs_wait_facts(table, decomps, detail);
    wait_settled = !table.scores_waits || need_wait;
    return hand_facts(hand, need_wait, table.exhausted_tiles_are_waits);
  }

  // False when the ruleset does not accept the reading's form.
  bool score(const std::vector<Decomposition>& decomps, std::size_t i, Evaluation& e) {
    const Decomposition& d = decomps[i];
    if (!table.wins_with(d.form)) return false;
    e.decomposition = static_cast<int>(i);
    if (wait_settled || !may_wait_uniquely(d)) {
      detect_and_apply(facts, d, e);
      return true;
    }
    // Scored as if the hand waited on this tile alone: if another pattern
    // excludes the wait pattern, no count depends on the fact.
    HandFacts as_if_unique = facts;
    as_if_unique.unique_wait = true;
    detect_and_apply(as_if_unique, d, e);
    if (wait_pattern_excluded(e)) return true;
    settle_wait();
    if (!facts.unique_wait) detect_and_apply(facts, d, e);
    return true;
  }

  // Where the winning tile sits, as far as the detectors read it (each
  // family declares what it reads: Detector::reads).
  unsigned placement_read(const Decomposition& d) const {
    const bool wait_read = reads.wait || (reads.unique_wait && facts.unique_wait);
    const Meld& m = d.melds[d.win_meld];
    const bool claimed_pung = reads.claimed_pung && !ctx.self_drawn && d.win_slot == WinSlot::Meld &&
                              m.kind != MeldKind::Chow && m.source == MeldSource::Hand;
    return (wait_read ? static_cast<unsigned>(d.wait) : 0u) | (reads.pair_slot && d.win_slot == WinSlot::Pair) << 4 |
           claimed_pung << 5;
  }

  // Reading i scores as an earlier one does, which then already counted:
  // the same sets, the winning tile placed alike as far as the detectors
  // read it (most hands with several readings are one set of melds with the
  // winning tile in two places).
  bool scores_as_earlier(const std::vector<Decomposition>& decomps, std::size_t i) const {
    if (!wait_settled) return false;  // a reading's wait fact may still be decided by it
    const unsigned placement = placement_read(decomps[i]);
    for (std::size_t j = i; j-- > 0 && same_sets(decomps[j], decomps[i]);) {
      if (placement_read(decomps[j]) == placement) return true;
    }
    return false;
  }

  void detect_and_apply(const HandFacts& with, const Decomposition& d, Evaluation& e) const {
    e.detected.n = 0;
    detect_patterns(table.families, hand, with, d, ctx, e.detected);
    apply_rules(table, e);
  }

  // Every unique-wait pattern detected is excluded outright, and none of them could
  // have mattered otherwise (excluding others itself, or setting a floor).
  bool wait_pattern_excluded(const Evaluation& e) const {
    for (int k = 0; k < e.detected.n; ++k) {
      const Pattern p = e.detected.items[k].pattern;
      if (!has_trait(p, kUniqueWait)) continue;
      const int pi = index_of(p);
      const bool inert = !table.is_excluder(pi) && table.floor[pi] == 0;
      if (e.status[k] != OccurrenceStatus::Excluded || !inert) return false;
    }
    return true;
  }

  void settle_wait() {
    facts.unique_wait = unique_wait(hand, count_masks(facts.all).quads, table.exhausted_tiles_are_waits);
    wait_settled = true;
  }

  // Flower-identity patterns (正花 / 一台花) need to know which flowers the hand holds.
  void check_flowers_known() const {
    if (table.flowers_by_tile && popcount64(hand.flower_mask) != hand.flowers) {
      throw InputError("ruleset " + table.name +
                       " scores the flowers by seat and series: give the flower tiles "
                       "(e.g. flowers='1f5f'), not just their number");
    }
  }

  // Each flower alike, unless the player's own scores apart.
  void add_flowers(Evaluation& e) const {
    e.counts[index_of(kPerFlowerPattern)] = hand.flowers;
    const bool alike = table.own_flower_points == 0 || hand.flowers == 0;
    e.flowers = alike ? hand.flowers * table.points[index_of(kPerFlowerPattern)] : own_flower_points(hand, ctx, table);
  }

  [[noreturn]] void no_accepted_form() const {
    throw InputError("not a winning hand under " + table.name +
                     ": it is complete only as a form the ruleset "
                     "does not accept (e.g. knitted tiles)");
  }
};

}  // namespace

MJCORE_HOT void evaluate(const Hand& hand, const WinContext& ctx, const RuleTable& table, EvaluationBuffers& buffers,
                         Evaluation& out, Detail detail) {
  const std::vector<Decomposition>& decomps = buffers.decomps;
  HandScorer scorer(hand, ctx, table, buffers.decomps, detail);
  buffers.totals.clear();
  // Readings are scored straight into `out` and the spare, swapping roles
  // when a reading beats the best so far: one copy at most per hand.
  Evaluation* trial = &out;
  const Evaluation* best = nullptr;
  for (std::size_t i = 0; i < decomps.size(); ++i) {
    if (detail == Detail::Counts && i > 0 && scorer.scores_as_earlier(decomps, i)) continue;
    if (!scorer.score(decomps, i, *trial)) continue;
    if (detail == Detail::Full) buffers.totals.push_back(trial->base);
    if (best == nullptr || better(table, *trial, *best)) {
      best = trial;
      trial = trial == &out ? &buffers.spare : &out;
    }
  }
  if (best == nullptr) scorer.no_accepted_form();
  if (best != &out) out = *best;
  scorer.add_flowers(out);
}

void evaluate_each(const Hand& hand, const WinContext& ctx, const RuleTable& table, std::vector<Decomposition>& decomps,
                   std::vector<Evaluation>& out) {
  HandScorer scorer(hand, ctx, table, decomps);
  out.clear();
  for (std::size_t i = 0; i < decomps.size(); ++i) {
    Evaluation e;
    if (!scorer.score(decomps, i, e)) continue;
    scorer.add_flowers(e);
    out.push_back(e);
  }
  if (out.empty()) scorer.no_accepted_form();
}

}  // namespace mjcore
