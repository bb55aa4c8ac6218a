// The ruleset-generic engine without Python: exclusions, count bounds, the
// limit (capped or a listed pattern alone), the chicken hand, conversions,
// winning forms, and the general-catalogue detector.
#include <algorithm>

#include "check.hpp"
#include "hands.hpp"
#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/catalogue.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/notation.hpp"
#include "mjcore/rule_definition.hpp"

using namespace mjcore;
using mjtest::hand;

namespace {

RuleTable table(std::vector<std::pair<Pattern, int>> points) {
  RuleTable t;
  t.name = "test";
  for (auto [p, v] : points) {
    t.points[index_of(p)] = v;
    t.order.push_back(p);
  }
  return t;
}

Evaluation resolve(RuleTable& t, std::vector<Pattern> occurrences) {
  t.finalize();
  Evaluation e;
  for (Pattern p : occurrences) e.detected.add(p);
  apply_rules(t, e);
  return e;
}

Evaluation score(const Hand& h, const RuleTable& t, WinContext ctx = {}) {
  EvaluationBuffers buffers;
  Evaluation e;
  evaluate(h, ctx, t, buffers, e);
  return e;
}

bool has(const PatternSet& s, Pattern p) { return s[index_of(p)]; }

}  // namespace

TEST_CASE("series-like exclusions, count bounds and the chicken hand") {
  RuleTable t =
      table({{Pattern::FullFlush, 80}, {Pattern::HalfFlush, 40}, {Pattern::DragonPung, 10}, {Pattern::ChickenHand, 1}});
  t.excludes[index_of(Pattern::FullFlush)].set(index_of(Pattern::HalfFlush));
  t.max_count[index_of(Pattern::DragonPung)] = 2;
  Evaluation e = resolve(
      t, {Pattern::HalfFlush, Pattern::FullFlush, Pattern::DragonPung, Pattern::DragonPung, Pattern::DragonPung});
  CHECK(e.base == 80 + 20);
  CHECK(e.counts[index_of(Pattern::DragonPung)] == 2);
  CHECK(e.status[0] == OccurrenceStatus::Excluded && e.status[4] == OccurrenceStatus::Repeated);
  RuleTable none = table({{Pattern::FullFlush, 80}, {Pattern::ChickenHand, 1}});
  CHECK(resolve(none, {Pattern::AllPungs}).base == 1);
}

TEST_CASE("exclusions apply in rank order, within and across the words of excluder ranks") {
  // Every pattern scores, worth less the later it comes, so its rank is its
  // index; each excludes the next, and one that is excluded excludes
  // nothing. The excluders are gathered as a set of ranks in 64-bit words
  // (ranks 0..63, 64..): taken out of order within a word, or a later word
  // first or not at all, and the wrong patterns count.
  RuleTable t;
  t.name = "chain";
  for (int p = 0; p < kPatternCount; ++p) {
    t.points[p] = 1000 - p;
    if (p + 1 < kPatternCount) t.excludes[p].set(p + 1);
  }
  const auto counted = [&](int first, int last) {
    std::vector<Pattern> present;
    for (int p = first; p <= last; ++p) {
      CHECK(!has_trait(static_cast<Pattern>(p), kBonusTile));
      present.push_back(static_cast<Pattern>(p));
    }
    const Evaluation e = resolve(t, present);
    std::vector<int> counts;
    for (int p = first; p <= last; ++p) counts.push_back(e.counts[p]);
    return counts;
  };
  CHECK(counted(60, 62) == std::vector<int>({1, 0, 1}));     // 60 drops 61, so 62 counts
  CHECK(counted(63, 66) == std::vector<int>({1, 0, 1, 0}));  // 63 drops 64, so 65 counts and drops 66
  const Evaluation e = resolve(t, {static_cast<Pattern>(63), static_cast<Pattern>(64)});
  CHECK(e.status[1] == OccurrenceStatus::Excluded && e.dropped_by[1] == static_cast<Pattern>(63));
  CHECK(e.base == 1000 - 63);
}

TEST_CASE("the limit caps a sum, or lets a listed pattern score alone") {
  RuleTable t = table({{Pattern::FourKongs, 480}, {Pattern::AllHonors, 320}, {Pattern::AllPungs, 30}});
  t.limit = 320;
  Evaluation capped = resolve(t, {Pattern::AllHonors, Pattern::AllPungs});
  CHECK(capped.base == 320 && capped.raw == 350);
  t.limit_alone = true;
  Evaluation alone = resolve(t, {Pattern::AllPungs, Pattern::FourKongs, Pattern::AllHonors});
  CHECK(alone.base == 480 && alone.raw == 830);
  CHECK(alone.counts[index_of(Pattern::AllPungs)] == 0 && alone.status[0] == OccurrenceStatus::Limited);
  CHECK(alone.dropped_by[0] == Pattern::FourKongs);
}

TEST_CASE("a chicken hand worth more than a listed limit scores alone") {
  RuleTable t = table({{Pattern::ChickenHand, 30}, {Pattern::SevenPairs, 1}});
  t.limit = 10;
  CHECK(resolve(t, {Pattern::AllPungs}).base == 10);
  t.limit_alone = true;
  const Evaluation alone = resolve(t, {Pattern::AllPungs});
  CHECK(alone.base == 30 && alone.counts[index_of(Pattern::ChickenHand)] == 1);
}

TEST_CASE("conversions: sum, doubling, table") {
  Conversion c;
  CHECK(c.apply(7) == 7);
  c.kind = Conversion::Kind::Doubling;
  c.base = 2;
  CHECK(c.apply(3) == 16);
  c.base = kMaxPoints;  // saturates at kMaxPoints, however many doublings
  CHECK(c.apply(1) == kMaxPoints && c.apply(1000) == kMaxPoints);
  c.kind = Conversion::Kind::Table;
  c.table = {0, 1, 5};
  CHECK(c.apply(1) == 1 && c.apply(9) == 5);
}

TEST_CASE("a ruleset's winning forms") {
  RuleTable t = table({{Pattern::SevenPairs, 30}, {Pattern::ClosedHand, 10}});
  t.forms = 1u << static_cast<int>(Form::Regular);
  t.finalize();
  CHECK_THROWS(score(hand("1133557799m22p4z", "4z"), t));
  t.forms = 0x1F;
  t.finalize();
  CHECK(score(hand("1133557799m22p4z", "4z"), t).base == 40);
}

TEST_CASE("general catalogue detection") {
  std::vector<Decomposition> d;
  const auto shown = [&](const Hand& h, WinContext ctx = {}) { return catalogue_patterns(h, ctx, d); };
  CHECK(has(shown(hand("112233m445566p5z", "5z")), Pattern::TwoIdenticalChowPairs));
  CHECK(has(shown(hand("11122233z123m34p", "5p")), Pattern::SmallThreeWinds));
  CHECK(has(shown(hand("1111m2222p4455s6z", "6z")), Pattern::DoubleDragonSevenPairs));
  CHECK(has(shown(hand("222m222p22s345s67s", "8s")), Pattern::SmallTriplePung));
  const PatternSet kongs = shown(hand("456s789s5z", "5z", {"kong 1111m", "ankan 2222p"}));
  CHECK(has(kongs, Pattern::TwoKongs) && !has(kongs, Pattern::OneKong) && has(kongs, Pattern::Kong));
  WinContext first;
  first.first_turn = true;
  first.self_drawn = true;
  CHECK(has(shown(hand("123m456p789s234p5z", "5z"), first), Pattern::HeavenlyHand));
  first.seat_wind = 1;
  CHECK(has(shown(hand("123m456p789s234p5z", "5z"), first), Pattern::EarthlySelfDrawn));
}

TEST_CASE("first-turn and after-kong contexts are checked") {
  RuleTable t = table({{Pattern::HeavenlyHand, 160}});
  t.finalize();
  WinContext ctx;
  ctx.first_turn = true;  // on a discard, by the dealer: impossible
  CHECK_THROWS(score(hand("123m456p789s234p5z", "5z"), t, ctx));
  ctx.seat_wind = 2;
  CHECK_THROWS(score(hand("123p456s5z", "5z", {"chow 123m", "chow 789s"}), t, ctx));  // after a claim
  WinContext after;
  after.discard_after_kong = true;
  after.self_drawn = true;
  CHECK_THROWS(score(hand("123m456p789s234p5z", "5z"), t, after));
}

TEST_CASE("a bit set of any size visits its members lowest first, across words") {
  BitSet<200> s;  // four words, the last one partly used
  for (int i : {199, 0, 63, 64, 127, 128, 130}) s.set(i);
  std::vector<int> seen;
  s.for_each([&](int i) { seen.push_back(i); });
  CHECK(seen == std::vector<int>({0, 63, 64, 127, 128, 130, 199}));
  BitSet<200> t;
  t.set(64);
  t.set(199);
  CHECK((s & t) == t);
  CHECK(!s.minus(t)[64] && s.minus(t)[63] && !s.minus(t)[199]);
  s.set(5, true);
  s.set(199, false);
  CHECK(s[5] && !s[199]);
  s.reset();
  CHECK(s.none() && !t.none() && (s & t) == s);
}

TEST_CASE("the generated catalogue: ids in catalogue order, families, traits") {
  CHECK(std::string(pattern_id(Pattern::BigFourWinds)) == "big_four_winds");
  CHECK(std::string(pattern_id(static_cast<Pattern>(kPatternCount - 1))) == "human_hand_any_discard");
  CHECK(family_of(Pattern::ConcealedKongAndMeldedKong) == Family::Mcr);
  CHECK(family_of(Pattern::DragonSevenPairs) == Family::General);
  CHECK(kFallbackPattern == Pattern::ChickenHand && kPerFlowerPattern == Pattern::FlowerTiles);
  int unique_wait = 0, bonus = 0;
  for (int p = 0; p < kPatternCount; ++p) {
    unique_wait += has_trait(static_cast<Pattern>(p), kUniqueWait);
    bonus += has_trait(static_cast<Pattern>(p), kBonusTile);
  }
  CHECK(unique_wait == 3 && bonus == 3);
  CHECK(has_trait(Pattern::SeatFlower, kBonusTile | kFlowerIdentity) &&
        !has_trait(Pattern::NoFlowers, kFlowerIdentity));
}

TEST_CASE("a definition compiles into its table; values out of range and a pattern listed twice are refused") {
  RuleDefinition d;
  d.name = "house";
  d.patterns = {{Pattern::SevenPairs, "七对", "Seven Pairs", 4, 0, {Pattern::SingleWait}, {}, 0, 0},
                {Pattern::SingleWait, "单钓将", "Single Wait", 1, 0, {}, {}, 0, 0}};
  d.flower_points = 1;
  d.forms = {Form::SevenPairs};
  const auto t = compile_rule_table(d);
  CHECK(t->points[index_of(Pattern::SevenPairs)] == 4 && t->points[index_of(Pattern::FlowerTiles)] == 1);
  CHECK(t->excludes[index_of(Pattern::SevenPairs)][index_of(Pattern::SingleWait)]);
  CHECK(t->wins_with(Form::SevenPairs) && !t->wins_with(Form::Regular));
  CHECK(score(hand("1122m3344p5566s7z", "7z"), *t).base == 4);
  RuleDefinition twice = d;
  twice.patterns.push_back(d.patterns[0]);
  CHECK_THROWS(compile_rule_table(twice));
  RuleDefinition negative = d;
  negative.patterns[0].points = -1;
  CHECK_THROWS(compile_rule_table(negative));
  RuleDefinition huge_limit = d;
  huge_limit.limit = kMaxPoints + 1;
  CHECK_THROWS(compile_rule_table(huge_limit));
  RuleDefinition empty_table = d;
  empty_table.conversion.kind = Conversion::Kind::Table;
  CHECK_THROWS(compile_rule_table(empty_table));
}

TEST_CASE("the built-in rulesets are known by name, compiled once") {
  CHECK(builtin_ruleset_names().size() >= 9);
  const auto mcr = builtin_rule_table("mcr");
  CHECK(mcr && mcr->name == "mcr" && mcr->minimum == 8 && mcr->points[index_of(Pattern::NineGates)] == 88);
  CHECK(builtin_rule_table("mcr") == mcr);
  CHECK(builtin_rule_table("riichi") == nullptr);
  CHECK(score(hand("1112345678999m", "5m"), *mcr).base == 91);
}
