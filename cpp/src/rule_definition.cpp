// A ruleset's plain data compiled into the table scoring reads
// (mjcore/rule_definition.hpp).
#include "mjcore/rule_definition.hpp"

#include "mjcore/errors.hpp"

namespace mjcore {
namespace {

// `what` names the value, and `of` the pattern it belongs to (none: Pattern::Count). The message
// is built only on failure: building it for every value was most of compiling a table.
std::int32_t in_range(std::int64_t v, std::int64_t lo, std::int64_t hi, const char* what, Pattern of = Pattern::Count) {
  if (v < lo || v > hi) {
    const std::string named =
        of == Pattern::Count ? std::string(what) : std::string(what) + " of '" + pattern_id(of) + "'";
    throw InputError(named + " must be " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " +
                     std::to_string(v));
  }
  return static_cast<std::int32_t>(v);
}

void check_conversion(const Conversion& c) {
  in_range(c.base, 1, kMaxPoints, "the conversion base");
  if (c.kind == Conversion::Kind::Table && c.table.empty()) throw InputError("a table conversion needs its points");
  for (std::int32_t v : c.table) in_range(v, 0, kMaxPoints, "a conversion table entry");
}

std::vector<Pattern> members(const PatternSet& set) {
  std::vector<Pattern> out;
  set.for_each([&](int p) { out.push_back(static_cast<Pattern>(p)); });
  return out;
}

}  // namespace

std::shared_ptr<RuleTable> compile_rule_table(const RuleDefinition& d) {
  auto t = std::make_shared<RuleTable>();
  t->name = d.name;
  PatternSet listed;
  for (const PatternRule& r : d.patterns) {
    if (r.pattern >= Pattern::Count) throw InputError("a pattern of ruleset " + d.name + " is not in the catalogue");
    const int p = index_of(r.pattern);
    if (listed[p]) throw InputError(std::string("pattern '") + pattern_id(r.pattern) + "' is listed twice");
    listed.set(p);
    t->order.push_back(r.pattern);
    t->zh[p] = r.zh;
    t->en[p] = r.en;
    t->points[p] = in_range(r.points, 0, kMaxPatternPoints, "the points", r.pattern);
    t->floor[p] = in_range(r.floor, 0, kMaxPatternPoints, "the floor", r.pattern);
    t->inner_limit[p] = static_cast<std::uint8_t>(in_range(r.inner_limit, 0, 255, "the inner limit", r.pattern));
    t->max_count[p] = static_cast<std::uint8_t>(in_range(r.max_count, 0, 255, "the maximum count", r.pattern));
    for (Pattern q : r.excludes) t->excludes[p].set(index_of(q));
    for (Pattern q : r.excludes_inner) t->excludes_inner[p].set(index_of(q));
  }
  t->points[index_of(kPerFlowerPattern)] = in_range(d.flower_points, 0, kMaxPatternPoints, "the flower points");
  t->own_flower_points = in_range(d.own_flower_points, 0, kMaxPatternPoints, "the own-seat flower points");
  t->minimum = in_range(d.minimum, 0, kMaxPoints, "the minimum");
  t->exhausted_tiles_are_waits = d.exhausted_tiles_are_waits;
  t->limit = in_range(d.limit, 0, kMaxPoints, "the limit");
  t->limit_alone = d.limit_alone;
  t->forms = 0;
  for (Form f : d.forms) t->forms |= static_cast<std::uint8_t>(1u << static_cast<int>(f));
  check_conversion(d.conversion);
  t->conversion = d.conversion;
  in_range(d.tiles.max_suits, 1, 3, "max_suits");
  t->tiles = d.tiles;
  t->finalize();
  return t;
}

RuleDefinition definition_of(const RuleTable& t) {
  RuleDefinition d;
  d.name = t.name;
  for (Pattern pattern : t.order) {
    const int p = index_of(pattern);
    d.patterns.push_back({pattern, t.zh[p], t.en[p], t.points[p], t.floor[p], members(t.excludes[p]),
                          members(t.excludes_inner[p]), t.inner_limit[p], t.max_count[p]});
  }
  d.flower_points = t.points[index_of(kPerFlowerPattern)];
  d.own_flower_points = t.own_flower_points;
  d.minimum = t.minimum;
  d.exhausted_tiles_are_waits = t.exhausted_tiles_are_waits;
  d.limit = t.limit;
  d.limit_alone = t.limit_alone;
  for (int f = 0; f <= static_cast<int>(Form::KnittedAndHonors); ++f) {
    if (t.wins_with(static_cast<Form>(f))) d.forms.push_back(static_cast<Form>(f));
  }
  d.conversion = t.conversion;
  d.tiles = t.tiles;
  return d;
}

}  // namespace mjcore
