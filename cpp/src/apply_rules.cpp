// A ruleset applied to one decomposition's occurrences: exclusions in rank
// order, how often a pattern counts, the fallback pattern (the chicken hand)
// when nothing else counts, then the limit and the points conversion.
#include <algorithm>
#include <utility>
#include "mjcore/simd.hpp"

#include "mjcore/bit_set.hpp"
#include "mjcore/bits.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {
namespace {

// Zeroes the pattern counts, which every reading does. With SSE2, as one
// unrolled run of 16-byte stores: the compiler turns a fill or a loop of
// this size into `rep stos`, which takes tens of cycles to start. Buys, with
// the meld drafting in decompose.cpp: batch.score ~11 % (paired A/B).
#if MJCORE_SSE2
template <std::size_t... Block>
void zero_blocks(std::uint8_t* p, std::index_sequence<Block...>) {
  (_mm_storeu_si128(reinterpret_cast<__m128i*>(p + 16 * Block), _mm_setzero_si128()), ...);
}
#endif

void clear(std::array<std::uint8_t, kPatternCount>& counts) {
#if MJCORE_SSE2
  constexpr std::size_t kBlocks = kPatternCount / 16;
  zero_blocks(counts.data(), std::make_index_sequence<kBlocks>());
  for (std::size_t t = 16 * kBlocks; t < counts.size(); ++t) counts[t] = 0;
#else
  counts.fill(0);
#endif
}

// The excluder of the given rank, if still counted, drops (in e.status)
// what it excludes of the patterns `counted`, which then follows the drops.
void apply_excluder(const RuleTable& t, Evaluation& e, int rank, PatternSet& counted) {
  const Detected& det = e.detected;
  const Pattern p = t.excluders[rank];
  const int pi = index_of(p);
  if (!counted[pi]) return;  // an excluded pattern excludes nothing
  const PatternSet whole = t.excludes[pi] & counted, inner = t.excludes_inner[pi] & counted;
  if (whole.none() && inner.none()) return;
  std::uint8_t sets = 0;  // the sets of p's counted occurrences, which inner exclusions keep to
  if (inner.any()) {
    for (int i = 0; i < det.n; ++i) {
      if (det.items[i].pattern == p && e.status[i] == OccurrenceStatus::Counted) sets |= det.items[i].sets;
    }
  }
  int inner_left = t.inner_limit[pi] ? t.inner_limit[pi] : 255;
  for (int i = 0; i < det.n; ++i) {
    if (e.status[i] != OccurrenceStatus::Counted) continue;
    const int qi = index_of(det.items[i].pattern);
    if (whole[qi]) {
      e.status[i] = OccurrenceStatus::Excluded;
      e.dropped_by[i] = p;
    } else if (inner[qi] && (det.items[i].sets & ~sets) == 0 && inner_left > 0) {
      e.status[i] = OccurrenceStatus::ExcludedInner;
      e.dropped_by[i] = p;
      --inner_left;
    }
  }
  counted = counted.minus(whole);
  if (inner.any()) {  // an inner exclusion may leave other occurrences of its pattern counted
    counted.reset();
    for (int i = 0; i < det.n; ++i) {
      if (e.status[i] == OccurrenceStatus::Counted) counted.set(index_of(det.items[i].pattern));
    }
  }
}

// The excluders' ranks are gathered in a set of `Ranks` bits, which must
// hold the table's ranks and the one past them.
template <int Ranks>
void exclude_in_rank_order(const RuleTable& t, Evaluation& e) {
  Detected& det = e.detected;
  // The patterns present and the ranks of the excluders among them, in one pass.
  PatternSet present;
  BitSet<Ranks> acting;
  for (int i = 0; i < det.n; ++i) {
    const int pi = index_of(det.items[i].pattern);
    e.status[i] = t.points[pi] != 0 ? OccurrenceStatus::Counted : OccurrenceStatus::NotScoring;
    e.dropped_by[i] = Pattern::Count;
    present |= single_member<kPatternCount>(pi);
    acting.set(t.excluder_rank[pi]);
  }
  acting.set(t.n_excluders, false);
  // The patterns with an occurrence still counted. Only an excluder drops
  // occurrences, and each drop keeps this exact, so an excluder's own
  // state is one bit instead of a pass over the occurrences.
  PatternSet counted = present & t.scoring;
  acting.for_each([&](int rank) { apply_excluder(t, e, rank, counted); });
}

// Every built-in ruleset has fewer than 64 excluders: their ranks fit a word.
void exclude(const RuleTable& t, Evaluation& e) {
  if (t.n_excluders < 64) return exclude_in_rank_order<64>(t, e);
  exclude_in_rank_order<kPatternCount + 1>(t, e);
}

// A pattern worth more than the limit scores alone: the highest such
// (then the first in rank order); everything else is dropped. The fallback
// pattern (the chicken hand) is no detected occurrence: when it counts
// nothing else does, so it scores alone if it is worth more than the limit.
bool limit_alone(const RuleTable& t, Evaluation& e) {
  const int fallback = index_of(kFallbackPattern);
  if (e.counts[fallback] != 0) {
    if (t.points[fallback] <= t.limit) return false;
    e.base = t.points[fallback];
    return true;
  }
  int best = -1;
  for (int i = 0; i < e.detected.n; ++i) {
    if (e.status[i] != OccurrenceStatus::Counted) continue;
    const int pi = index_of(e.detected.items[i].pattern);
    if (t.points[pi] <= t.limit) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const int bi = index_of(e.detected.items[best].pattern);
    const bool higher =
        t.points[pi] > t.points[bi] || (t.points[pi] == t.points[bi] && t.position[pi] < t.position[bi]);
    if (higher) best = i;
  }
  if (best < 0) return false;
  const Pattern alone = e.detected.items[best].pattern;
  for (int i = 0; i < e.detected.n; ++i) {
    if (i == best || e.status[i] != OccurrenceStatus::Counted) continue;
    e.status[i] = OccurrenceStatus::Limited;
    e.dropped_by[i] = alone;
  }
  clear(e.counts);
  e.counts[index_of(alone)] = 1;
  e.base = t.points[index_of(alone)];
  return true;
}

// The highest floor (满) of the patterns the reading shows and no other
// pattern excludes; floor patterns need not score points themselves.
std::int32_t floor_of(const RuleTable& t, const Evaluation& e) {
  std::int32_t floor = 0;
  for (int i = 0; i < e.detected.n; ++i) {
    const OccurrenceStatus why = e.status[i];
    if (why != OccurrenceStatus::Counted && why != OccurrenceStatus::NotScoring && why != OccurrenceStatus::Repeated)
      continue;
    floor = std::max(floor, t.floor[index_of(e.detected.items[i].pattern)]);
  }
  return floor;
}

}  // namespace

MJCORE_HOT void apply_rules(const RuleTable& t, Evaluation& e) {
  exclude(t, e);
  const Detected& det = e.detected;
  clear(e.counts);
  e.base = 0;
  int bonus_tiles = 0;
  const auto count = [&](int i, bool counts) {
    const int pi = index_of(det.items[i].pattern);
    e.counts[pi] = static_cast<std::uint8_t>(e.counts[pi] + counts);
    const int points = t.points[pi] & -static_cast<int>(counts);
    e.base += points;
    bonus_tiles += has_trait(det.items[i].pattern, kBonusTile) ? points : 0;
  };
  if (t.bounds_counts) {
    for (int i = 0; i < det.n; ++i) {
      if (e.status[i] != OccurrenceStatus::Counted) continue;
      const int pi = index_of(det.items[i].pattern);
      if (t.max_count[pi] != 0 && e.counts[pi] >= t.max_count[pi]) {
        e.status[i] = OccurrenceStatus::Repeated;
        continue;
      }
      count(i, true);
    }
  } else {
    // No branch on whether an occurrence counts: which do varies hand by hand.
    for (int i = 0; i < det.n; ++i) count(i, e.status[i] == OccurrenceStatus::Counted);
  }
  const int fallback = index_of(kFallbackPattern);
  if (e.base == 0 && t.points[fallback] != 0) {
    e.counts[fallback] = 1;
    e.base = t.points[fallback];
  }
  e.raw = e.base;
  const std::int32_t floor = t.has_floors ? floor_of(t, e) : 0;
  e.base = std::max(e.base, floor);
  const bool alone = t.limit > 0 && e.base > t.limit && t.limit_alone && limit_alone(t, e);
  if (t.limit > 0 && e.base > t.limit && !alone) e.base = t.limit;
  // The minimum reads the points without the bonus tiles (a hand scoring alone has none).
  std::int32_t qualifying = e.base;
  if (bonus_tiles != 0 && !alone) {
    qualifying = std::max(e.raw - bonus_tiles, floor);
    if (t.limit > 0) qualifying = std::min(qualifying, t.limit);
  }
  e.value = e.base;
  if (t.conversion.kind != Conversion::Kind::Sum) {
    e.base = t.conversion.apply(e.base);
    qualifying = t.conversion.apply(qualifying);
  }
  e.qualifying = qualifying;
}

}  // namespace mjcore
