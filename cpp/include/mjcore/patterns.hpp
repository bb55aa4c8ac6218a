// The pattern catalogue: one id per pattern any ruleset can score. A ruleset
// (Python data, compiled into a RuleTable) chooses which ids score and how
// much. The MCR fans come first, in rulebook order (number - 1), then the
// general catalogue (special hands and winning actions of the regional
// rules, Zung Jung's own patterns); where two rulesets define a name
// differently, they get two ids.
//
// Everything here is expanded from mjcore/pattern_rows.inc, which the build
// generates from python/mjcore/rulesets/catalogue.py (the definitions, names
// and traits live there): adding a pattern is a row there and its detector.
#pragma once
#include <cstdint>
#include <string_view>

#include "mjcore/bit_set.hpp"

namespace mjcore {

// Which detector family finds a pattern (mjcore/detector.hpp): the MCR fans,
// or the general catalogue. A compiled ruleset runs only the families its
// scoring patterns need.
enum class Family : std::uint8_t { Mcr = 1, General = 2 };

// What the scorer must know of a pattern besides its detector (catalogue.TRAITS).
enum Trait : std::uint8_t {
  kUniqueWait = 1,      // counts only if the hand waits on the winning tile alone
  kBonusTile = 2,       // read from the flowers; never counts towards the minimum
  kFlowerIdentity = 4,  // needs which flowers the hand holds, not only how many
  kFallback = 8,        // not detected: counts when nothing else does (the chicken hand)
  kPerFlower = 16,      // not detected: counts once per flower held
};

enum class Pattern : std::uint8_t {
#define MJCORE_PATTERN(name, id, family, traits) name,
#include "mjcore/pattern_rows.inc"
#undef MJCORE_PATTERN
  Count
};

constexpr int kPatternCount = static_cast<int>(Pattern::Count);
using PatternSet = BitSet<kPatternCount>;

constexpr int index_of(Pattern p) { return static_cast<int>(p); }

namespace catalogue_detail {
constexpr const char* kIds[] = {
#define MJCORE_PATTERN(name, id, family, traits) id,
#include "mjcore/pattern_rows.inc"
#undef MJCORE_PATTERN
};
constexpr Family kFamilies[] = {
#define MJCORE_PATTERN(name, id, family, traits) Family::family,
#include "mjcore/pattern_rows.inc"
#undef MJCORE_PATTERN
};
constexpr std::uint8_t kTraits[] = {
#define MJCORE_PATTERN(name, id, family, traits) traits,
#include "mjcore/pattern_rows.inc"
#undef MJCORE_PATTERN
};

// The one pattern with a trait (the generator checks there is exactly one).
constexpr Pattern the_pattern_with(Trait t) {
  for (int p = 0; p < kPatternCount; ++p) {
    if (kTraits[p] & t) return static_cast<Pattern>(p);
  }
  return Pattern::Count;
}
}  // namespace catalogue_detail

// Stable string ids ("big_four_winds", ...), the names rulesets use.
constexpr const char* pattern_id(Pattern p) { return catalogue_detail::kIds[index_of(p)]; }
// The pattern with this id, or Pattern::Count if the catalogue has none.
constexpr Pattern find_pattern(std::string_view id) {
  for (int p = 0; p < kPatternCount; ++p) {
    if (id == pattern_id(static_cast<Pattern>(p))) return static_cast<Pattern>(p);
  }
  return Pattern::Count;
}
constexpr Family family_of(Pattern p) { return catalogue_detail::kFamilies[index_of(p)]; }
// Whether the pattern has any of `traits` (Trait bits).
constexpr bool has_trait(Pattern p, unsigned traits) { return (catalogue_detail::kTraits[index_of(p)] & traits) != 0; }

// The patterns the scorer adds itself rather than a detector.
constexpr Pattern kFallbackPattern = catalogue_detail::the_pattern_with(kFallback);    // the chicken hand
constexpr Pattern kPerFlowerPattern = catalogue_detail::the_pattern_with(kPerFlower);  // flower points
static_assert(kFallbackPattern != Pattern::Count && kPerFlowerPattern != Pattern::Count, "see the generator");

}  // namespace mjcore
