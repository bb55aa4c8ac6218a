// Rule tables: the compiled form of a ruleset, from a Python definition
// (mjcore.Ruleset) or built in, and how a ruleset argument finds its table.
#include <pybind11/pybind11.h>

#include <memory>
#include <string>

#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/rule_definition.hpp"
#include "arguments.hpp"
#include "fastcall.hpp"
#include "instances.hpp"
#include "pickling.hpp"
#include "pybind_internals.hpp"
#include "register.hpp"
#include "score_object.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

Pattern pattern_from_id(std::string_view id) {
  const Pattern p = find_pattern(id);
  if (p == Pattern::Count) throw InputError("unknown pattern id '" + excerpt(id) + "'");
  return p;
}

// Readers of a core definition (python/mjcore/rulesets/core_table.py), each
// naming the key it reads: Python validated it, but the function is
// reachable, so a wrong shape is still a TypeError or ValueError.
struct DefinitionReader {
  py::handle dict;
  std::string where;  // "the definition", "pattern 'seven_pairs'", ...

  py::handle item(const char* key) const {
    PyObject* v = PyDict_GetItemString(dict.ptr(), key);  // borrowed; a missing key sets no error
    if (!v) throw InputError(where + " lacks '" + key + "'");
    return v;
  }
  std::string what(const char* key) const { return where + ": " + key; }
  std::string text(const char* key) const { return std::string(text_argument(item(key), what(key).c_str())); }
  std::int64_t integer(const char* key) const {
    return int_argument(item(key), what(key).c_str(), INT32_MIN, INT32_MAX);
  }
  bool flag(const char* key) const {
    const py::handle v = item(key);
    if (!PyBool_Check(v.ptr())) throw py::type_error(what(key) + " must be a bool, got " + type_name(v));
    return v.ptr() == Py_True;
  }
  template <class F>
  void each(const char* key, F&& f) const {
    const py::handle v = item(key);
    if (!PyList_Check(v.ptr())) throw py::type_error(what(key) + " must be a list, got " + type_name(v));
    for (const py::handle x : v) f(x);
  }
  DefinitionReader nested(const char* key, const std::string& name) const {
    const py::handle v = item(key);
    if (!PyDict_Check(v.ptr())) throw py::type_error(what(key) + " must be a dict, got " + type_name(v));
    return {v, name};
  }
  std::vector<Pattern> patterns(const char* key) const {
    std::vector<Pattern> out;
    each(key, [&](py::handle x) { out.push_back(pattern_from_id(text_argument(x, what(key).c_str()))); });
    return out;
  }
};

// The definition's names of the hand forms and conversions, in enum order.
const char* const kFormIds[] = {"regular", "seven_pairs", "thirteen_orphans", "knitted_straight", "knitted_and_honors"};
const char* const kConversionKinds[] = {"sum", "doubling", "table"};

Form form_from(std::string_view name) {
  for (int f = 0; f < 5; ++f) {
    if (name == kFormIds[f]) return static_cast<Form>(f);
  }
  throw InputError("unknown hand form '" + excerpt(name) +
                   "' (regular, seven_pairs, thirteen_orphans, "
                   "knitted_straight, knitted_and_honors)");
}

Conversion conversion_from(const DefinitionReader& r) {
  Conversion c;
  const std::string kind = r.text("kind");
  int k = 0;
  while (k < 3 && kind != kConversionKinds[k]) ++k;
  if (k == 3) throw InputError("unknown points conversion '" + excerpt(kind) + "' (sum, doubling, table)");
  c.kind = static_cast<Conversion::Kind>(k);
  c.base = static_cast<std::int32_t>(r.integer("base"));
  r.each("table", [&](py::handle v) {
    c.table.push_back(static_cast<std::int32_t>(int_argument(v, "the conversion table", INT32_MIN, INT32_MAX)));
  });
  return c;
}

PatternRule pattern_rule(const py::handle& entry) {
  if (!PyDict_Check(entry.ptr()))
    throw py::type_error("a pattern of the definition must be a dict, got " + type_name(entry));
  const DefinitionReader head{entry, "a pattern of the definition"};
  PatternRule rule;
  rule.pattern = pattern_from_id(text_argument(head.item("id"), "a pattern's id"));
  const DefinitionReader r{entry, std::string("pattern '") + pattern_id(rule.pattern) + "'"};
  rule.zh = r.text("zh");
  rule.en = r.text("en");
  rule.points = static_cast<std::int32_t>(r.integer("points"));
  rule.floor = static_cast<std::int32_t>(r.integer("floor"));
  rule.excludes = r.patterns("excludes");
  rule.excludes_inner = r.patterns("excludes_inner");
  rule.inner_limit = static_cast<int>(r.integer("inner_limit"));
  rule.max_count = static_cast<int>(r.integer("max_count"));
  return rule;
}

// _core._compile_rule_table(definition): the table of a core definition.
std::shared_ptr<RuleTable> compile_definition(const py::handle& definition) {
  if (!PyDict_Check(definition.ptr())) throw py::type_error("definition must be a dict, got " + type_name(definition));
  const DefinitionReader r{definition, "the definition"};
  RuleDefinition d;
  d.name = r.text("name");
  r.each("patterns", [&](py::handle p) { d.patterns.push_back(pattern_rule(p)); });
  d.flower_points = static_cast<std::int32_t>(r.integer("flower_points"));
  d.own_flower_points = static_cast<std::int32_t>(r.integer("own_flower_points"));
  d.minimum = static_cast<int>(r.integer("minimum"));
  d.exhausted_tiles_are_waits = r.flag("exhausted_tiles_are_waits");
  d.limit = static_cast<std::int32_t>(r.integer("limit"));
  d.limit_alone = r.flag("limit_alone");
  r.each("forms", [&](py::handle f) { d.forms.push_back(form_from(text_argument(f, "the definition: forms"))); });
  d.conversion = conversion_from(r.nested("conversion", "the conversion"));
  const DefinitionReader tiles = r.nested("tiles", "the tiles");
  d.tiles.honors = tiles.flag("honors");
  d.tiles.flowers = tiles.flag("flowers");
  d.tiles.max_suits = static_cast<std::uint8_t>(int_argument(tiles.item("max_suits"), "the tiles: max_suits", 1, 3));
  d.tiles.claimed_chows = tiles.flag("claimed_chows");
  return compile_rule_table(d);
}

py::list pattern_ids(const std::vector<Pattern>& patterns) {
  py::list out;
  for (Pattern p : patterns) out.append(pattern_id(p));
  return out;
}

// The inverse of compile_definition: a table's definition_of as the core
// definition dict, which is what a RuleTable travels as.
py::dict definition_dict(const RuleDefinition& d) {
  py::list patterns, forms, table;
  for (const PatternRule& r : d.patterns) {
    py::dict p;
    p["id"] = pattern_id(r.pattern);
    p["zh"] = r.zh;
    p["en"] = r.en;
    p["points"] = r.points;
    p["floor"] = r.floor;
    p["excludes"] = pattern_ids(r.excludes);
    p["excludes_inner"] = pattern_ids(r.excludes_inner);
    p["inner_limit"] = r.inner_limit;
    p["max_count"] = r.max_count;
    patterns.append(p);
  }
  for (Form f : d.forms) forms.append(kFormIds[static_cast<int>(f)]);
  for (std::int32_t v : d.conversion.table) table.append(v);
  py::dict conversion, tiles, out;
  conversion["kind"] = kConversionKinds[static_cast<int>(d.conversion.kind)];
  conversion["base"] = d.conversion.base;
  conversion["table"] = table;
  tiles["honors"] = d.tiles.honors;
  tiles["flowers"] = d.tiles.flowers;
  tiles["max_suits"] = d.tiles.max_suits;
  tiles["claimed_chows"] = d.tiles.claimed_chows;
  out["name"] = d.name;
  out["patterns"] = patterns;
  out["flower_points"] = d.flower_points;
  out["own_flower_points"] = d.own_flower_points;
  out["minimum"] = d.minimum;
  out["exhausted_tiles_are_waits"] = d.exhausted_tiles_are_waits;
  out["limit"] = d.limit;
  out["limit_alone"] = d.limit_alone;
  out["forms"] = forms;
  out["conversion"] = conversion;
  out["tiles"] = tiles;
  return out;
}

py::dict table_state(const RuleTable& t) { return definition_dict(definition_of(t)); }

// _restore_rule_table(definition): compiled again, its every value checked.
PyObject* restore_rule_table_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("_restore_rule_table", {"definition"}, 1);
  return py::cast(compile_definition(parser.parse_required(args, nargs, kwnames, 1)[0])).release().ptr();
}

std::shared_ptr<const RuleTable> builtin_table(std::string_view name) {
  if (auto table = builtin_rule_table(name)) return table;
  std::string known;
  for (const std::string& n : builtin_ruleset_names()) known += (known.empty() ? "" : ", ") + n;
  throw InputError("unknown ruleset '" + excerpt(name) + "' (known: " + known + ")");
}

// table.resolve(occurrences): occurrences is a sequence of (pattern id, sets bitmask) pairs.
PyObject* resolve_entry(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("resolve", {"occurrences"}, 1);
  const py::handle occurrences = parser.parse_required(args, nargs, kwnames, 1)[0];
  const RuleTable& table = py::handle(self).cast<const RuleTable&>();
  if (!PySequence_Check(occurrences.ptr()) || PyUnicode_Check(occurrences.ptr())) {
    throw py::type_error("occurrences must be a list of (pattern id, sets bitmask) pairs, got " +
                         type_name(occurrences));
  }
  Evaluation e;
  for (const py::handle item : py::reinterpret_borrow<py::sequence>(occurrences)) {
    if (!PyTuple_Check(item.ptr()) || PyTuple_GET_SIZE(item.ptr()) != 2) {
      throw py::type_error("occurrences: each must be a (pattern id, sets bitmask) pair, got " + type_name(item));
    }
    const std::string_view id = text_argument(PyTuple_GET_ITEM(item.ptr(), 0), "occurrences: a pattern id");
    const auto sets = int_argument(PyTuple_GET_ITEM(item.ptr(), 1), "occurrences: a sets bitmask", 0, kAllSets);
    if (e.detected.n == e.detected.items.size()) {
      throw InputError("at most " + std::to_string(Detected::kCapacity) + " occurrences");
    }
    e.detected.add(pattern_from_id(std::string(id)), static_cast<std::uint8_t>(sets));
  }
  apply_rules(table, e);
  py::list out;
  for (int i = 0; i < e.detected.n; ++i) {
    const Pattern by = e.dropped_by[i];
    out.append(py::make_tuple(pattern_id(e.detected.items[i].pattern), status_name(e.status[i]),
                              by == Pattern::Count ? py::object(py::none()) : py::str(pattern_id(by))));
  }
  return out.release().ptr();
}

}  // namespace

// A RuleTable object's own shared pointer, read from the instance without
// pybind11's (slow) holder caster; nullptr for anything else.
const std::shared_ptr<RuleTable>* exact_table(const py::handle& obj) {
  return exact_holder<RuleTable, std::shared_ptr<RuleTable>>(obj);
}

RulesetArgument ruleset_argument(const py::handle& ruleset) {
  if (!ruleset || ruleset.is_none()) {
    static const std::shared_ptr<const RuleTable> mcr = builtin_rule_table("mcr");
    return {mcr, false};
  }
  if (const auto* table = exact_table(ruleset)) return {*table, false};
  if (PyUnicode_Check(ruleset.ptr())) {
    // The last name's table, by the identity of the str: callers pass the same
    // literal again and again, and reading and comparing the text cost ~4% of
    // a score() call. The key is held, so its address is never reused. GIL held.
    static PyObject* last_name = nullptr;
    static std::shared_ptr<const RuleTable> last_table;
    if (ruleset.ptr() == last_name) return {last_table, false};
    std::shared_ptr<const RuleTable> table = builtin_table(text_argument(ruleset, "ruleset"));
    Py_INCREF(ruleset.ptr());
    Py_XDECREF(last_name);
    last_name = ruleset.ptr();
    last_table = table;
    return {table, false};
  }
  // A Ruleset (or anything with a compiled `table`).
  static PyObject* const table_name = PyUnicode_InternFromString("table");
  PyObject* table = PyObject_GetAttr(ruleset.ptr(), table_name);
  if (table && exact_table(table)) return {*exact_table(py::reinterpret_steal<py::object>(table)), true};
  Py_XDECREF(table);
  PyErr_Clear();
  throw py::type_error("ruleset must be a ruleset name like 'mcr' or a Ruleset");
}

std::shared_ptr<const RuleTable> table_of_ruleset(const py::handle& ruleset) { return ruleset_argument(ruleset).table; }

void register_rule_table(py::module_& m, py::module_& rules) {
  py::class_<RuleTable, std::shared_ptr<RuleTable>>(m, "RuleTable", R"doc(A ruleset compiled into the core
(Ruleset.table): points, exclusions, limit, minimum and conversion. Build one
through mjcore.Ruleset, which validates the definition first.

>>> import mjcore
>>> table = mjcore.get_ruleset("mcr").table
>>> table.name, table.minimum, table.points["nine_gates"]
('mcr', 8, 88)
)doc")
      .def_property_readonly("name", [](const RuleTable& t) { return t.name; })
      .def_property_readonly("minimum", [](const RuleTable& t) { return t.minimum; })
      .def_property_readonly("limit", [](const RuleTable& t) { return t.limit; })
      .def_property_readonly(
          "limit_alone", [](const RuleTable& t) { return t.limit_alone; },
          "a pattern worth more than the limit scores alone")
      .def_property_readonly(
          "points",
          [](const RuleTable& t) {
            py::dict out;
            for (Pattern p : t.order) {
              if (t.points[index_of(p)] != 0) out[py::str(pattern_id(p))] = t.points[index_of(p)];
            }
            return out;
          },
          "{pattern id: points} of the scoring patterns, in the ruleset's order")
      .def_property_readonly(
          "names",
          [](const RuleTable& t) {
            py::dict out;
            for (int p = 0; p < kPatternCount; ++p) {
              if (t.zh[p].empty() && t.en[p].empty()) continue;
              out[py::str(pattern_id(static_cast<Pattern>(p)))] = py::make_tuple(t.zh[p], t.en[p]);
            }
            return out;
          },
          "{pattern id: (Chinese name, English name)} of every pattern the ruleset names")
      .def_property_readonly(
          "floors",
          [](const RuleTable& t) {
            py::dict out;
            for (int p = 0; p < kPatternCount; ++p) {
              if (t.floor[p] != 0) out[py::str(pattern_id(static_cast<Pattern>(p)))] = t.floor[p];
            }
            return out;
          },
          "{pattern id: floor (满)} of the patterns that set a minimum value for the hand")
      .def_property_readonly(
          "conversion",
          [](const RuleTable& t) {
            static const char* kKinds[] = {"sum", "doubling", "table"};
            return std::string(kKinds[static_cast<int>(t.conversion.kind)]);
          },
          "how summed points become the score: 'sum', 'doubling' or 'table'")
      .def("__eq__",
           [](const RuleTable& a, const py::handle& b) -> py::object {
             if (!py::isinstance<RuleTable>(b)) return not_implemented();
             const RuleTable& other = b.cast<const RuleTable&>();
             return py::bool_(&a == &other || same_state(table_state(a), table_state(other)));
           })
      .def("__hash__", [](const RuleTable& t) { return py::hash(py::make_tuple(t.name, t.minimum, t.limit)); })
      .def("__reduce__",
           [](const RuleTable& t) { return reduce_to("_restore_rule_table", py::make_tuple(table_state(t))); });

  rules.def("compile_rule_table", &compile_definition, py::arg("definition"),
            "The table of a core definition (mjcore.rulesets.core_table); mjcore.Ruleset validates it first.");
  rules.def(
      "builtin_rule_table",
      [](const py::handle& name) {
        return std::const_pointer_cast<RuleTable>(builtin_table(text_argument(name, "name")));
      },
      py::arg("name"), "The table the build compiled for a built-in ruleset.");
  add_fast_method<resolve_entry>(
      m.attr("RuleTable"), "resolve",
      "resolve($self, /, occurrences)\n--\n\n"
      R"doc(Apply the exclusions and counts to detected occurrences [(pattern id, sets bitmask)]: for
each, its status ('counted', 'excluded', 'excluded_inner', 'not_scoring', 'repeated',
'limited') and the pattern id that dropped it or None.

>>> import mjcore
>>> mjcore.get_ruleset("mcr").table.resolve([("full_flush", 0), ("no_honors", 0)])
[('full_flush', 'counted', None), ('no_honors', 'excluded', 'full_flush')]
)doc");
  add_fast_entry<restore_rule_table_entry>(m, "_restore_rule_table",
                                           "Rebuilds a pickled RuleTable (RuleTable.__reduce__).");
  refuse_bare_new(m.attr("RuleTable"),
                  "RuleTable objects come from mjcore.Ruleset (Ruleset.from_definition or Ruleset.load "
                  "validate the definition first)");
}

}  // namespace mjcore::bindings
