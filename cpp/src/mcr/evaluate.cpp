#include "mjcore/mcr/evaluate.hpp"

#include <algorithm>

#include "mjcore/decompose.hpp"
#include "mjcore/errors.hpp"

namespace mjcore::mcr {
namespace {

bool needs_wait_facts(const std::vector<Decomposition>& decomps) {
  for (const Decomposition& d : decomps) {
    if (d.wait == WaitType::Edge || d.wait == WaitType::Closed || d.wait == WaitType::Single) return true;
  }
  return false;
}

}  // namespace

// Applies the ruleset to one decomposition's occurrences: exclusions in
// rank order, then the chicken hand when nothing else counts.
void apply_rules(const RuleTable& t, Evaluation& e) {
  Detected& det = e.detected;
  PatternSet present;
  // The distinct present patterns that exclude something, in rank order.
  std::uint8_t acting[sizeof(det.items) / sizeof(det.items[0])];
  int n_acting = 0;
  for (int i = 0; i < det.n; ++i) {
    const int pi = index_of(det.items[i].pattern);
    e.dropped[i] = t.points[pi] != 0 ? Dropped::Counted : Dropped::NotScoring;
    e.dropped_by[i] = Pattern::Count;
    if (present[pi]) continue;
    present.set(pi);
    const std::uint8_t rank = t.excluder_rank[pi];
    if (rank == RuleTable::kNotExcluder) continue;
    int j = n_acting++;
    for (; j > 0 && acting[j - 1] > rank; --j) acting[j] = acting[j - 1];
    acting[j] = rank;
  }
  for (int k = 0; k < n_acting; ++k) {
    const Pattern p = t.excluders[acting[k]];
    const int pi = index_of(p);
    if (((t.excludes[pi] | t.excludes_inner[pi]) & present).none()) continue;
    std::uint8_t sets = 0;
    bool active = false;
    for (int i = 0; i < det.n; ++i) {
      if (det.items[i].pattern == p && e.dropped[i] == Dropped::Counted) {
        active = true;
        sets |= det.items[i].sets;
      }
    }
    if (!active) continue;  // an excluded pattern excludes nothing
    int inner_left = t.inner_limit[pi] ? t.inner_limit[pi] : 255;
    for (int i = 0; i < det.n; ++i) {
      if (e.dropped[i] != Dropped::Counted) continue;
      const int qi = index_of(det.items[i].pattern);
      if (t.excludes[pi][qi]) {
        e.dropped[i] = Dropped::Excluded;
        e.dropped_by[i] = p;
      } else if (t.excludes_inner[pi][qi] && (det.items[i].sets & ~sets) == 0 && inner_left > 0) {
        e.dropped[i] = Dropped::ExcludedInner;
        e.dropped_by[i] = p;
        --inner_left;
      }
    }
  }
  e.counts.fill(0);
  e.base = 0;
  for (int i = 0; i < det.n; ++i) {
    if (e.dropped[i] != Dropped::Counted) continue;
    const int pi = index_of(det.items[i].pattern);
    ++e.counts[pi];
    e.base += t.points[pi];
  }
  const int chicken = index_of(Pattern::ChickenHand);
  if (e.base == 0 && t.points[chicken] != 0) {
    e.counts[chicken] = 1;
    e.base = t.points[chicken];
  }
}

namespace {

// 就高不就低: more points first; on a tie, the fan counts compared in
// catalogue order (the higher-valued fans come first), larger wins.
bool better(const Evaluation& a, const Evaluation& b) {
  if (a.base != b.base) return a.base > b.base;
  return std::lexicographical_compare(b.counts.begin(), b.counts.end(), a.counts.begin(), a.counts.end());
}

}  // namespace

void RuleTable::finalize() {
  std::array<int, kPatternCount> order{};
  for (int p = 0; p < kPatternCount; ++p) order[p] = p;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return points[a] > points[b]; });
  n_excluders = 0;
  excluder_rank.fill(kNotExcluder);
  for (int p : order) {
    if (points[p] != 0 && (excludes[p].any() || excludes_inner[p].any())) {
      excluder_rank[p] = static_cast<std::uint8_t>(n_excluders);
      excluders[n_excluders++] = static_cast<Pattern>(p);
    }
  }
}

void evaluate(const Hand& hand, const WinContext& ctx, const RuleTable& table, std::vector<Decomposition>& decomps,
              std::vector<int>& totals, Evaluation& out) {
  validate_context(hand, ctx);
  decomps.clear();
  decompose(hand, decomps);
  if (decomps.empty()) throw InputError("not a winning hand: the tiles form no complete hand");
  const HandFacts facts = hand_facts(hand, needs_wait_facts(decomps), table.exhausted_tiles_are_waits);
  totals.clear();
  Evaluation trial;
  for (std::size_t i = 0; i < decomps.size(); ++i) {
    trial.detected.n = 0;
    detect(hand, facts, decomps[i], ctx, trial.detected);
    apply_rules(table, trial);
    trial.decomposition = static_cast<int>(i);
    totals.push_back(trial.base);
    if (out.decomposition < 0 || better(trial, out)) out = trial;
  }
  const int flower = index_of(Pattern::FlowerTiles);
  out.counts[flower] = hand.flowers;
  out.flowers = hand.flowers * table.points[flower];
}

}  // namespace mjcore::mcr
