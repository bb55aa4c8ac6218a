// Scoring: compiled rule tables and Score results.
#include <pybind11/native_enum.h>
#include <pybind11/stl.h>

#include <memory>

#include "mjcore/errors.hpp"
#include "mjcore/mcr/evaluate.hpp"
#include "fastcall.hpp"
#include "register.hpp"
#include "score_object.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

using mcr::RuleTable;

Pattern pattern_from_id(const std::string& id) {
  for (int p = 0; p < kPatternCount; ++p) {
    if (id == pattern_id(static_cast<Pattern>(p))) return static_cast<Pattern>(p);
  }
  throw InputError("unknown pattern id '" + id + "'");
}

std::shared_ptr<RuleTable> make_table(const std::string& name, const py::dict& points, const py::dict& excludes,
                                      const py::dict& excludes_inner, const py::dict& inner_limits,
                                      const py::dict& names, int minimum, bool exhausted_tiles_are_waits) {
  auto t = std::make_shared<RuleTable>();
  t->name = name;
  t->minimum = minimum;
  t->exhausted_tiles_are_waits = exhausted_tiles_are_waits;
  for (const auto& [k, v] : points) {
    const int points_value = v.cast<int>();
    if (points_value < 0) throw InputError("points of '" + k.cast<std::string>() + "' cannot be negative");
    t->points[index_of(pattern_from_id(k.cast<std::string>()))] = points_value;
  }
  const auto fill = [](const py::dict& src, std::array<PatternSet, kPatternCount>& dst) {
    for (const auto& [k, v] : src) {
      PatternSet& set = dst[index_of(pattern_from_id(k.cast<std::string>()))];
      for (const py::handle id : v) set[index_of(pattern_from_id(id.cast<std::string>()))] = true;
    }
  };
  fill(excludes, t->excludes);
  fill(excludes_inner, t->excludes_inner);
  for (const auto& [k, v] : inner_limits) {
    t->inner_limit[index_of(pattern_from_id(k.cast<std::string>()))] = v.cast<std::uint8_t>();
  }
  for (const auto& [k, v] : names) {
    const int p = index_of(pattern_from_id(k.cast<std::string>()));
    const auto pair = v.cast<std::pair<std::string, std::string>>();
    t->zh[p] = pair.first;
    t->en[p] = pair.second;
  }
  t->finalize();
  return t;
}

std::uint8_t wind_from(const py::handle& w, const char* what) {
  if (py::isinstance<py::str>(w)) {
    const std::string s = w.cast<std::string>();
    static const char* kNames[4] = {"E", "S", "W", "N"};
    for (std::uint8_t i = 0; i < 4; ++i) {
      if (s == kNames[i]) return i;
    }
    throw InputError(std::string(what) + " must be E, S, W or N (or 0..3), got '" + s + "'");
  }
  if (py::isinstance<py::int_>(w) && !py::isinstance<py::bool_>(w)) {
    const long v = w.cast<long>();
    if (v < 0 || v > 3) throw InputError(std::string(what) + " must be 0..3 (E, S, W, N), got " + std::to_string(v));
    return static_cast<std::uint8_t>(v);
  }
  throw py::type_error(std::string(what) + " must be a wind letter (E, S, W, N) or 0..3");
}

Score score_hand(const py::handle& hand_obj, std::shared_ptr<const RuleTable> table, bool self_drawn,
                 const py::handle& seat_wind, const py::handle& prevalent_wind, bool last_tile, bool kong,
                 bool fourth_tile, const py::handle& flowers) {
  Score s;
  s.hand = hand_argument(hand_obj);
  if (!flowers.is_none()) {
    if (!py::isinstance<py::int_>(flowers) || py::isinstance<py::bool_>(flowers)) {
      throw py::type_error("flowers must be a count (int) or None");
    }
    const long n = flowers.cast<long>();
    if (n < 0 || n > kFlowerKinds) throw InputError("flowers must be 0..8, got " + std::to_string(n));
    if (s.hand.flowers != 0 && s.hand.flowers != n) {
      throw InputError("flowers given twice: the hand has " + std::to_string(s.hand.flowers) + ", flowers=" +
                       std::to_string(n));
    }
    s.hand.flowers = static_cast<std::uint8_t>(n);
  }
  mcr::WinContext ctx;
  ctx.self_drawn = self_drawn;
  ctx.seat_wind = wind_from(seat_wind, "seat_wind");
  ctx.prevalent_wind = wind_from(prevalent_wind, "prevalent_wind");
  ctx.last_tile = last_tile;
  ctx.kong = kong;
  ctx.fourth_tile = fourth_tile;
  thread_local std::vector<Decomposition> decomps;  // reused: no allocation per call
  thread_local std::vector<int> totals;
  mcr::evaluate(s.hand, ctx, *table, decomps, totals, s.eval);
  if (totals.size() > s.totals.size()) throw std::length_error("more decompositions than a Score records");
  s.n_totals = static_cast<std::uint8_t>(totals.size());
  std::copy(totals.begin(), totals.end(), s.totals.begin());
  s.table = std::move(table);
  s.decomposition = decomps[static_cast<std::size_t>(s.eval.decomposition)];
  return s;
}

// mjcore.score(hand, ruleset="mcr", *, self_drawn, seat_wind, prevalent_wind,
// last_tile, kong, fourth_tile, flowers): the hot entry point, parsed by hand.
PyObject* score_fast(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<9> parser("score",
                                  {"hand", "ruleset", "self_drawn", "seat_wind", "prevalent_wind", "last_tile", "kong",
                                   "fourth_tile", "flowers"},
                                  2);
  std::array<PyObject*, 9> a;
  parser.parse(args, nargs, kwnames, a);
  parser.require(a, 0);
  const auto table = rule_table(a[1] ? py::handle(a[1]) : py::handle());
  static const py::int_ east(0);
  Score s = score_hand(a[0], table, flag(a[2], "self_drawn"), a[3] ? a[3] : east.ptr(), a[4] ? a[4] : east.ptr(),
                       flag(a[5], "last_tile"), flag(a[6], "kong"), flag(a[7], "fourth_tile"),
                       a[8] ? py::handle(a[8]) : py::handle(Py_None));
  return wrap_score(std::move(s));
}

py::list resolve(const RuleTable& table, const std::vector<std::pair<std::string, int>>& occurrences) {
  mcr::Evaluation e;
  for (const auto& [id, sets] : occurrences) {
    if (sets < 0 || sets > mcr::kAllSets) throw InputError("sets bitmask must be 0..31, got " + std::to_string(sets));
    if (e.detected.n == e.detected.items.size()) throw InputError("at most 40 occurrences");
    e.detected.add(pattern_from_id(id), static_cast<std::uint8_t>(sets));
  }
  mcr::apply_rules(table, e);
  py::list out;
  for (int i = 0; i < e.detected.n; ++i) {
    const Pattern by = e.dropped_by[i];
    out.append(py::make_tuple(pattern_id(e.detected.items[i].pattern), dropped_name(e.dropped[i]),
                              by == Pattern::Count ? py::object(py::none()) : py::str(pattern_id(by))));
  }
  return out;
}

}  // namespace

// A RuleTable object's own shared pointer, read from the instance without
// pybind11's (slow) holder caster; nullptr for anything else.
const std::shared_ptr<RuleTable>* exact_table(const py::handle& obj) {
  static PyTypeObject* const table_type = reinterpret_cast<PyTypeObject*>(py::type::of<RuleTable>().ptr());
  if (Py_TYPE(obj.ptr()) != table_type) return nullptr;
  auto* inst = reinterpret_cast<py::detail::instance*>(obj.ptr());
  return &inst->get_value_and_holder().holder<std::shared_ptr<RuleTable>>();
}

std::shared_ptr<const RuleTable> rule_table(const py::handle& ruleset) {
  // Built-in rulesets by name, compiled once by mjcore.ruleset and kept here.
  // Only touched with the GIL held.
  static std::vector<std::pair<std::string, std::shared_ptr<const RuleTable>>> by_name;
  if (!ruleset || ruleset.is_none()) {
    static const std::shared_ptr<const RuleTable> mcr = rule_table(py::str("mcr"));
    return mcr;
  }
  if (const auto* table = exact_table(ruleset)) return *table;
  if (PyUnicode_Check(ruleset.ptr())) {
    Py_ssize_t n = 0;
    const char* name = PyUnicode_AsUTF8AndSize(ruleset.ptr(), &n);
    if (!name) throw py::error_already_set();
    const std::string_view key(name, static_cast<std::size_t>(n));
    for (const auto& [known, table] : by_name) {
      if (known == key) return table;
    }
    py::object table = py::module_::import("mjcore.ruleset").attr("get_ruleset")(ruleset).attr("table");
    by_name.emplace_back(std::string(key), table.cast<std::shared_ptr<const RuleTable>>());
    return by_name.back().second;
  }
  // A Ruleset (or anything with a compiled `table`).
  static PyObject* const table_name = PyUnicode_InternFromString("table");
  PyObject* table = PyObject_GetAttr(ruleset.ptr(), table_name);
  if (table && exact_table(table)) return *exact_table(py::reinterpret_steal<py::object>(table));
  Py_XDECREF(table);
  PyErr_Clear();
  throw py::type_error("ruleset must be a ruleset name like 'mcr' or a Ruleset");
}

void register_score(py::module_& m) {
  py::class_<RuleTable, std::shared_ptr<RuleTable>>(m, "RuleTable")
      .def(py::init(&make_table), py::arg("name"), py::arg("points"), py::arg("excludes"),
           py::arg("excludes_inner"), py::arg("inner_limits"), py::arg("names"), py::arg("minimum"),
           py::arg("exhausted_tiles_are_waits") = false)
      .def("resolve", &resolve, py::arg("occurrences"),
           "Apply the exclusions to detected occurrences [(pattern id, sets bitmask)]: for each, its status "
           "('counted', 'excluded', 'excluded_inner', 'not_scoring') and the excluding pattern id or None.")
      .def_property_readonly("name", [](const RuleTable& t) { return t.name; })
      .def_property_readonly("minimum", [](const RuleTable& t) { return t.minimum; });

  py::class_<FanScore>(m, "FanScore")
      .def_readonly("id", &FanScore::id)
      .def_readonly("zh", &FanScore::zh)
      .def_readonly("en", &FanScore::en)
      .def_readonly("points", &FanScore::points)
      .def_readonly("count", &FanScore::count)
      .def("__repr__", [](const FanScore& f) {
        return "<FanScore " + f.id + " " + f.zh + " " + std::to_string(f.points) + " x" + std::to_string(f.count) + ">";
      });

  register_score_type(m);

  static PyMethodDef score_def = {
      "score", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&guarded<score_fast>)),
      METH_FASTCALL | METH_KEYWORDS,
      "score(hand, ruleset='mcr', *, self_drawn=False, seat_wind='E', prevalent_wind='E', last_tile=False, "
      "kong=False, fourth_tile=False, flowers=None) -> Score"};
  add_fast_function(m, &score_def);
  m.def("pattern_ids", []() {
    std::vector<std::string> ids;
    for (int p = 0; p < kPatternCount; ++p) ids.emplace_back(pattern_id(static_cast<Pattern>(p)));
    return ids;
  });
}

}  // namespace mjcore::bindings
