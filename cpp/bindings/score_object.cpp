#include "score_object.hpp"

#include <pybind11/stl.h>

#include <new>

#include "fastcall.hpp"
#include "mjcore/builtin_rulesets.hpp"
#include "pickling.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

struct ScoreObject {
  PyObject_HEAD Score score;
};
// Python's small-object allocator serves up to 512 bytes; beyond, every Score is a malloc.
static_assert(sizeof(ScoreObject) <= 512, "a Score outgrew Python's small-object allocator");

PyTypeObject* score_type = nullptr;

const Score& score_of(PyObject* self) { return reinterpret_cast<ScoreObject*>(self)->score; }

std::vector<FanScore> fans_of(const Score& s) {
  std::vector<FanScore> out;
  for (Pattern pattern : s.table->order) {  // the ruleset's order
    const int p = index_of(pattern);
    if (!s.counts[p] || !s.table->points[p]) continue;
    out.push_back({pattern_id(pattern), s.table->zh[p], s.table->en[p], s.table->points[p], s.counts[p]});
  }
  return out;
}

// Every occurrence detected in the chosen decomposition: (pattern id, sets
// bitmask, status, id of the excluding pattern or None).
py::object detected_of(const Score& s) {
  const Evaluation& e = details_of(s).eval;
  py::list out;
  for (int i = 0; i < e.detected.n; ++i) {
    const auto& occ = e.detected.items[i];
    const Pattern by = e.dropped_by[i];
    out.append(py::make_tuple(pattern_id(occ.pattern), occ.sets, status_name(e.status[i]),
                              by == Pattern::Count ? py::object(py::none()) : py::str(pattern_id(by))));
  }
  return std::move(out);
}

py::object fan_counts_of(const Score& s) {
  py::dict d;
  for (const FanScore& f : fans_of(s)) d[py::str(f.id)] = f.count;
  return std::move(d);
}

// Adapts `py::object f(const Score&)` to a CPython getter, exceptions included.
template <py::object (*F)(const Score&)>
PyObject* getter(PyObject* self, void*) {
  try {
    return F(score_of(self)).release().ptr();
  } catch (...) {
    set_python_error_from_current_exception();
    return nullptr;
  }
}

py::object total(const Score& s) { return py::int_(s.base + s.flowers); }
py::object base(const Score& s) { return py::int_(s.base); }
py::object raw(const Score& s) { return py::int_(s.raw); }
py::object value(const Score& s) { return py::int_(s.value); }
py::object rule_table(const Score& s) { return py::cast(std::const_pointer_cast<RuleTable>(s.table)); }
py::object flowers(const Score& s) { return py::int_(s.flowers); }
py::object meets_minimum(const Score& s) { return py::bool_(s.qualifying >= s.table->minimum); }
py::object ruleset(const Score& s) { return py::str(s.table->name); }
py::object ruleset_given(const Score& s) { return s.ruleset ? s.ruleset : py::str(s.table->name); }
py::object fans(const Score& s) { return py::cast(fans_of(s)); }
py::object decomposition(const Score& s) { return py::cast(details_of(s).decomposition); }
py::object hand(const Score& s) { return py::cast(s.hand); }
// The winds as score() takes them, so a caller (mjcore.settlement.Round) can check the seat.
py::object wind_name(std::uint8_t wind) { return py::str(std::string(1, "ESWN"[wind & 3])); }
py::object seat_wind(const Score& s) { return wind_name(s.context.seat_wind); }
py::object prevalent_wind(const Score& s) { return wind_name(s.context.prevalent_wind); }
py::object totals(const Score& s) { return py::cast(details_of(s).totals); }

PyGetSetDef score_getters[] = {
    {"total", getter<total>, nullptr, "points including flowers", nullptr},
    {"base", getter<base>, nullptr, "points without flowers", nullptr},
    {"raw", getter<raw>, nullptr, "points of the counted patterns before the floor, the limit and the conversion",
     nullptr},
    {"value", getter<value>, nullptr,
     "what the hand is paid in the ruleset's own unit (番, faan, points): raw after the floor (满) and the limit, "
     "before the points conversion (base for a sum ruleset)",
     nullptr},
    {"flowers", getter<flowers>, nullptr, "flower points", nullptr},
    {"meets_minimum", getter<meets_minimum>, nullptr, "base, without the bonus-tile patterns, >= the ruleset's minimum",
     nullptr},
    {"ruleset", getter<ruleset>, nullptr, "name of the ruleset", nullptr},
    {"rule_table", getter<rule_table>, nullptr, "the compiled ruleset that scored the hand", nullptr},
    {"_ruleset", getter<ruleset_given>, nullptr, "private: the ruleset as given to score() (a Ruleset or a name)",
     nullptr},
    {"fans", getter<fans>, nullptr, "the fans that count, in the ruleset's order", nullptr},
    {"fan_counts", getter<fan_counts_of>, nullptr, "{fan id: count} of the fans that count", nullptr},
    {"decomposition", getter<decomposition>, nullptr, "the reading that scored best", nullptr},
    {"hand", getter<hand>, nullptr, "the hand scored", nullptr},
    {"detected", getter<detected_of>, nullptr,
     "every pattern detected in that reading: (id, sets bitmask, status, excluded by)", nullptr},
    {"seat_wind", getter<seat_wind>, nullptr, "the winner's seat wind the hand was scored with: 'E' 'S' 'W' 'N'",
     nullptr},
    {"prevalent_wind", getter<prevalent_wind>, nullptr, "the prevalent wind the hand was scored with", nullptr},
    {"decomposition_totals", getter<totals>, nullptr, "base points of every winning reading examined", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

void score_dealloc(PyObject* self) {
  reinterpret_cast<ScoreObject*>(self)->score.~Score();
  PyTypeObject* type = Py_TYPE(self);
  type->tp_free(self);
  Py_DECREF(type);  // heap types own a reference from each instance
}

PyObject* score_repr(PyObject* self) {
  const Score& s = score_of(self);
  const std::string text = "<Score " + s.table->name + " total=" + std::to_string(s.base + s.flowers) + ">";
  return PyUnicode_FromString(text.c_str());
}

// Score.readings(): every reading the ruleset accepts, each scored on its own.
PyObject* score_readings(PyObject* self, PyObject*) {
  try {
    const Score& s = score_of(self);
    std::vector<Decomposition> decomps;
    std::vector<Evaluation> evaluations;
    evaluate_each(s.hand, s.context, *s.table, decomps, evaluations);
    py::list out;
    for (const Evaluation& e : evaluations) {
      Score* reading = nullptr;
      py::object obj = new_score_object(reading);
      reading->table = s.table;
      reading->take_summary(e);
      reading->hand = s.hand;
      reading->context = s.context;
      reading->ruleset = s.ruleset;
      reading->reading = static_cast<int>(out.size());
      // Its details are at hand: kept, not scored again.
      reading->details.reset(new ScoreDetails{e, {e.base}, decomps[static_cast<std::size_t>(e.decomposition)]});
      out.append(obj);
    }
    return out.release().ptr();
  } catch (...) {
    set_python_error_from_current_exception();
    return nullptr;
  }
}

// What a Score travels as: what scored it, score()'s arguments. The ruleset
// is the Ruleset given, else a built-in's name, else the RuleTable itself.
py::tuple score_state(const Score& s) {
  py::object ruleset = s.ruleset;
  if (!ruleset) {
    ruleset = builtin_rule_table(s.table->name) == s.table ? py::object(py::str(s.table->name)) : rule_table(s);
  }
  return py::make_tuple(py::cast(s.hand), ruleset, context_keywords(s.context),
                        s.reading < 0 ? py::object(py::none()) : py::object(py::int_(s.reading)));
}

PyObject* score_reduce(PyObject* self, PyObject*) {
  try {
    return reduce_to("_restore_score", score_state(score_of(self))).release().ptr();
  } catch (...) {
    set_python_error_from_current_exception();
    return nullptr;
  }
}

// Equal Scores were scored from equal states: the same hand, ruleset, context and reading.
PyObject* score_richcompare(PyObject* self, PyObject* other, int op) {
  if ((op != Py_EQ && op != Py_NE) || Py_TYPE(other) != score_type) Py_RETURN_NOTIMPLEMENTED;
  try {
    const bool same = self == other || same_state(score_state(score_of(self)), score_state(score_of(other)));
    return py::bool_(same == (op == Py_EQ)).release().ptr();
  } catch (...) {
    set_python_error_from_current_exception();
    return nullptr;
  }
}

// From what equal Scores share (their states' hand, and so their results).
Py_hash_t score_hash(PyObject* self) {
  try {
    const Score& s = score_of(self);
    return py::hash(py::make_tuple(py::cast(s.hand), s.table->name, s.base + s.flowers, s.reading));
  } catch (...) {
    set_python_error_from_current_exception();
    return -1;
  }
}

PyMethodDef score_methods[] = {
    {"readings", score_readings, METH_NOARGS,
     "readings($self, /)\n--\n\nEvery reading (decomposition) the ruleset accepts, each scored on its own as a Score, "
     "in "
     "decomposition order; the best of them is this Score (就高不就低).\n\n"
     R"doc(>>> import mjcore
>>> result = mjcore.score(mjcore.Hand.parse("111222333m456m5s", win="5s"))
>>> [reading.total for reading in result.readings()], result.total
([31, 46], 46)
)doc"},
    {"__reduce__", score_reduce, METH_NOARGS, "How a Score pickles: rebuilt by scoring its hand again."},
    {nullptr, nullptr, 0, nullptr},
};

PyObject* score_new(PyTypeObject*, PyObject*, PyObject*) {
  PyErr_SetString(PyExc_TypeError, "Score objects come from mjcore.score()");
  return nullptr;
}

}  // namespace

const char* status_name(OccurrenceStatus d) {
  switch (d) {
    case OccurrenceStatus::Counted: return "counted";
    case OccurrenceStatus::Excluded: return "excluded";
    case OccurrenceStatus::ExcludedInner: return "excluded_inner";
    case OccurrenceStatus::NotScoring: return "not_scoring";
    case OccurrenceStatus::Repeated: return "repeated";
    case OccurrenceStatus::Limited: return "limited";
  }
  return "";
}

void Score::take_summary(const Evaluation& e) {
  base = e.base;
  raw = e.raw;
  value = e.value;
  flowers = e.flowers;
  qualifying = e.qualifying;
  counts = e.counts;
}

const ScoreDetails& details_of(const Score& s) {
  if (!s.details) {  // score()'s; a reading's own Score has its details from readings()
    auto d = std::make_unique<ScoreDetails>();
    EvaluationBuffers buffers;
    evaluate(s.hand, s.context, *s.table, buffers, d->eval);
    d->totals = buffers.totals;
    d->decomposition = buffers.decomps[static_cast<std::size_t>(d->eval.decomposition)];
    s.details = std::move(d);
  }
  return *s.details;
}

py::object new_score_object(Score*& score) {
  // Not tp_alloc, which zeroes the memory first: the constructor writes every field.
  void* memory = PyObject_Malloc(sizeof(ScoreObject));
  if (!memory) throw std::bad_alloc();
  PyObject* self = PyObject_Init(static_cast<PyObject*>(memory), score_type);
  score = new (&reinterpret_cast<ScoreObject*>(self)->score) Score();
  return py::reinterpret_steal<py::object>(self);
}

void register_score_type(py::module_& m) {
  static PyType_Slot slots[] = {
      {Py_tp_dealloc, reinterpret_cast<void*>(&score_dealloc)},
      {Py_tp_repr, reinterpret_cast<void*>(&score_repr)},
      {Py_tp_getset, score_getters},
      {Py_tp_methods, score_methods},
      {Py_tp_richcompare, reinterpret_cast<void*>(&score_richcompare)},
      {Py_tp_hash, reinterpret_cast<void*>(&score_hash)},
      {Py_tp_new, reinterpret_cast<void*>(&score_new)},
      {Py_tp_doc, const_cast<char*>(R"doc(The score of a winning hand under a ruleset (from mjcore.score): the total
(with flowers), the base (without), the fans that counted, the reading that scored best, every
pattern detected with what became of it, and every reading's total.

>>> import mjcore
>>> result = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"), flowers=1)
>>> result, result.total, result.base, result.flowers, result.meets_minimum
(<Score mcr total=92>, 92, 91, 1, True)
>>> result.fan_counts
{'nine_gates': 1, 'two_concealed_pungs': 1, 'pung_of_terminals_or_honors': 1, 'flower_tiles': 1}
>>> result.detected[1]  # (pattern, sets bitmask, status, dropped by)
('full_flush', 31, 'excluded', 'nine_gates')
)doc")},
      {0, nullptr},
  };
  static PyType_Spec spec = {"mjcore._core.Score", sizeof(ScoreObject), 0, Py_TPFLAGS_DEFAULT, slots};
  PyObject* type = PyType_FromSpec(&spec);
  if (!type) throw py::error_already_set();
  score_type = reinterpret_cast<PyTypeObject*>(type);
  m.add_object("Score", py::reinterpret_steal<py::object>(type));
}

}  // namespace mjcore::bindings
