#include "mjcore/rule_table.hpp"

#include <algorithm>

namespace mjcore {

std::int32_t Conversion::apply(std::int32_t sum) const {
  switch (kind) {
    case Kind::Sum: return sum;
    case Kind::Doubling: {
      // base x 2^sum, at most 24 doublings and never beyond kMaxPoints.
      const std::int64_t points = std::int64_t{base} << std::min<std::int32_t>(sum, 24);
      return static_cast<std::int32_t>(std::min<std::int64_t>(points, kMaxPoints));
    }
    case Kind::Table:
      if (table.empty()) return sum;
      return table[static_cast<std::size_t>(std::min<std::int32_t>(sum, static_cast<std::int32_t>(table.size()) - 1))];
  }
  return sum;
}

void RuleTable::finalize() {
  if (order.empty()) {
    for (int p = 0; p < kPatternCount; ++p) {
      if (points[p] != 0) order.push_back(static_cast<Pattern>(p));
    }
  }
  // Position in the ruleset's order; patterns it does not list come after.
  std::vector<Pattern> listed;
  for (Pattern p : order) {
    if (std::find(listed.begin(), listed.end(), p) == listed.end()) listed.push_back(p);
  }
  order = listed;
  PatternSet in_order;
  for (Pattern p : order) in_order.set(index_of(p));
  for (int p = 0; p < kPatternCount; ++p) {
    if (!in_order[p]) order.push_back(static_cast<Pattern>(p));
  }
  catalogue_order = true;
  for (std::size_t i = 0; i < order.size(); ++i) {
    position[index_of(order[i])] = static_cast<std::uint8_t>(i);
    catalogue_order = catalogue_order && index_of(order[i]) == static_cast<int>(i);
  }

  std::array<int, kPatternCount> by_rank{};
  for (int p = 0; p < kPatternCount; ++p) by_rank[p] = p;
  std::sort(by_rank.begin(), by_rank.end(),
            [&](int a, int b) { return points[a] != points[b] ? points[a] > points[b] : position[a] < position[b]; });
  static_assert(kPatternCount < 0xFF, "a rank fits its byte");
  const auto excludes_anything = [&](int p) {
    return points[p] != 0 && (excludes[p].any() || excludes_inner[p].any());
  };
  n_excluders = 0;
  for (int p : by_rank) {
    if (!excludes_anything(p)) continue;
    excluder_rank[p] = static_cast<std::uint8_t>(n_excluders);
    excluders[n_excluders++] = static_cast<Pattern>(p);
  }
  for (int p = 0; p < kPatternCount; ++p) {
    if (!excludes_anything(p)) excluder_rank[p] = static_cast<std::uint8_t>(n_excluders);
  }

  families = 0;
  bounds_counts = false;
  has_floors = false;
  scores_waits = false;
  flowers_by_tile = false;
  scoring.reset();
  for (int p = 0; p < kPatternCount; ++p) {
    const auto pattern = static_cast<Pattern>(p);
    has_floors = has_floors || floor[p] != 0;
    scoring.set(p, points[p] != 0);
    scores_waits = scores_waits || (points[p] != 0 && has_trait(pattern, kUniqueWait));
    flowers_by_tile = flowers_by_tile || (points[p] != 0 && has_trait(pattern, kFlowerIdentity));
    if ((points[p] == 0 && floor[p] == 0) || has_trait(pattern, kFallback | kPerFlower)) continue;
    families |= static_cast<std::uint8_t>(family_of(pattern));
    bounds_counts = bounds_counts || max_count[p] != 0;
  }
  restricts_tiles = !tiles.honors || !tiles.flowers || tiles.max_suits < 3 || !tiles.claimed_chows;
}

}  // namespace mjcore
