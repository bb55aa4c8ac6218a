// Scoring: score(), patterns(), pattern_ids() and the FanScore of a Score.
#include <pybind11/stl.h>

#include <memory>
#include <optional>

#include "mjcore/catalogue.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/evaluate.hpp"
#include "arguments.hpp"
#include "fastcall.hpp"
#include "instances.hpp"
#include "pickling.hpp"
#include "register.hpp"
#include "score_object.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

std::uint8_t wind_from(const py::handle& w, const char* what) {
  if (py::isinstance<py::str>(w)) {
    const std::string_view s = text_argument(w, what);
    static const char* kNames[4] = {"E", "S", "W", "N"};
    for (std::uint8_t i = 0; i < 4; ++i) {
      if (s == kNames[i]) return i;
    }
    throw InputError(std::string(what) + " must be E, S, W or N (or 0..3), got '" + excerpt(s) + "'");
  }
  if (py::isinstance<py::int_>(w) && !py::isinstance<py::bool_>(w)) {
    return static_cast<std::uint8_t>(int_argument(w, what, 0, 3));
  }
  throw py::type_error(std::string(what) + " must be a wind letter (E, S, W, N) or 0..3");
}

void set_flowers(Hand& hand, const py::handle& flowers) {
  if (flowers.is_none()) return;
  if (!py::isinstance<py::int_>(flowers) || py::isinstance<py::bool_>(flowers)) {
    throw py::type_error("flowers must be a count (int) or None");
  }
  const auto n = static_cast<int>(int_argument(flowers, "flowers", 0, kFlowerKinds));
  if (hand.flowers != 0 && hand.flowers != n) {
    throw InputError("flowers given twice: the hand has " + std::to_string(hand.flowers) +
                     ", flowers=" + std::to_string(n));
  }
  hand.flowers = static_cast<std::uint8_t>(n);
}

RobbedKong robbed_kong_from(PyObject* obj) {
  if (!obj || obj == Py_None) return RobbedKong::Unnamed;
  if (!PyUnicode_Check(obj))
    throw py::type_error("robbed_kong must be a str ('direct', 'added' or 'concealed') or None, got " + type_name(obj));
  const std::string_view s = text_argument(obj, "robbed_kong");
  if (s == "direct") return RobbedKong::Direct;
  if (s == "added") return RobbedKong::Added;
  if (s == "concealed") return RobbedKong::Concealed;
  throw InputError("robbed_kong must be 'direct', 'added' or 'concealed' (or None), got '" + excerpt(s) + "'");
}

// None leaves the dealer to the seat (East); a bool says it outright.
Dealer dealer_from(PyObject* obj) {
  if (!obj || obj == Py_None) return Dealer::BySeat;
  if (!PyLong_Check(obj))
    throw py::type_error("dealer must be a bool or None (None: the East seat is the dealer), got " + type_name(obj));
  return flag(obj, "dealer") ? Dealer::Yes : Dealer::No;
}

// 定缺's suit as a letter, None for none declared.
std::uint8_t void_suit_from(PyObject* obj) {
  if (!obj || obj == Py_None) return kNoVoidSuit;
  if (!PyUnicode_Check(obj))
    throw py::type_error("void_suit must be a suit letter ('m', 'p' or 's') or None, got " + type_name(obj));
  const std::string_view s = text_argument(obj, "void_suit");
  if (s == "m") return 0;
  if (s == "p") return 1;
  if (s == "s") return 2;
  throw InputError("void_suit must be 'm', 'p' or 's' (or None), got '" + excerpt(s) + "'");
}

// The keyword arguments of score() and patterns() after the hand (and ruleset).
constexpr std::size_t kContextArgs = 15;
constexpr std::array<const char*, kContextArgs> kContextNames = {
    "self_drawn",  "seat_wind",  "prevalent_wind", "last_tile",          "kong",         "fourth_tile",
    "flowers",     "first_turn", "ready_at_deal",  "discard_after_kong", "kong_on_kong", "first_round_discard",
    "robbed_kong", "dealer",     "void_suit"};

WinContext context_from(PyObject* const* a) {
  static const py::int_ east(0);
  WinContext ctx;
  ctx.self_drawn = flag(a[0], "self_drawn");
  ctx.seat_wind = wind_from(a[1] ? a[1] : east.ptr(), "seat_wind");
  ctx.prevalent_wind = wind_from(a[2] ? a[2] : east.ptr(), "prevalent_wind");
  ctx.last_tile = flag(a[3], "last_tile");
  ctx.kong = flag(a[4], "kong");
  ctx.fourth_tile = flag(a[5], "fourth_tile");
  ctx.first_turn = flag(a[7], "first_turn");
  ctx.ready_at_deal = flag(a[8], "ready_at_deal");
  ctx.discard_after_kong = flag(a[9], "discard_after_kong");
  ctx.kong_on_kong = flag(a[10], "kong_on_kong");
  ctx.first_round_discard = flag(a[11], "first_round_discard");
  ctx.robbed_kong = robbed_kong_from(a[12]);
  ctx.dealer = dealer_from(a[13]);
  ctx.void_suit = void_suit_from(a[14]);
  return ctx;
}

}  // namespace

// The inverse of context_from: the keywords that differ from their defaults.
py::dict context_keywords(const WinContext& ctx) {
  static const char* const kWinds[] = {"E", "S", "W", "N"};
  static const char* const kRobbed[] = {nullptr, "direct", "added", "concealed"};
  static const char* const kSuits[] = {"m", "p", "s"};
  py::dict out;
  const auto flag_if = [&](const char* name, bool on) {
    if (on) out[name] = true;
  };
  flag_if("self_drawn", ctx.self_drawn);
  if (ctx.seat_wind) out["seat_wind"] = kWinds[ctx.seat_wind & 3];
  if (ctx.prevalent_wind) out["prevalent_wind"] = kWinds[ctx.prevalent_wind & 3];
  flag_if("last_tile", ctx.last_tile);
  flag_if("kong", ctx.kong);
  flag_if("fourth_tile", ctx.fourth_tile);
  flag_if("first_turn", ctx.first_turn);
  flag_if("ready_at_deal", ctx.ready_at_deal);
  flag_if("discard_after_kong", ctx.discard_after_kong);
  flag_if("kong_on_kong", ctx.kong_on_kong);
  flag_if("first_round_discard", ctx.first_round_discard);
  if (ctx.robbed_kong != RobbedKong::Unnamed) out["robbed_kong"] = kRobbed[static_cast<int>(ctx.robbed_kong)];
  if (ctx.dealer != Dealer::BySeat) out["dealer"] = ctx.dealer == Dealer::Yes;
  if (ctx.void_suit != kNoVoidSuit) out["void_suit"] = kSuits[ctx.void_suit];
  return out;
}

namespace {

// Whether `name` is one of score()'s context keywords.
bool is_context_keyword(const py::handle& name) {
  for (const char* known : kContextNames) {
    if (PyUnicode_Check(name.ptr()) && PyUnicode_CompareWithASCIIString(name.ptr(), known) == 0) return true;
  }
  return false;
}

// Scores the hand into `s` (made in place by the caller: never copied).
void score_hand(Score& s, const py::handle& hand_obj, std::shared_ptr<const RuleTable> table,
                PyObject* const* context) {
  s.hand = hand_argument(hand_obj);
  set_flowers(s.hand, context[6] ? py::handle(context[6]) : py::handle(Py_None));
  s.context = context_from(context);
  thread_local EvaluationBuffers buffers;  // reused: no allocation per call
  thread_local Evaluation evaluation;
  // The points and counts alone: what only an explanation reads is scored when it asks.
  evaluate(s.hand, s.context, *table, buffers, evaluation, Detail::Counts);
  s.take_summary(evaluation);
  s.table = std::move(table);
}

template <std::size_t N>
constexpr std::array<const char*, N> with_context(std::array<const char*, N - kContextArgs> first) {
  std::array<const char*, N> names{};
  for (std::size_t i = 0; i < first.size(); ++i) names[i] = first[i];
  for (std::size_t i = 0; i < kContextArgs; ++i) names[first.size() + i] = kContextNames[i];
  return names;
}

// mjcore.score(hand, ruleset="mcr", *, <context>): the hot entry point, parsed by hand.
PyObject* score_fast(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<2 + kContextArgs> parser("score", with_context<2 + kContextArgs>({"hand", "ruleset"}), 2);
  std::array<PyObject*, 2 + kContextArgs> a;
  parser.parse(args, nargs, kwnames, a);
  parser.require(a, 0);
  const RulesetArgument ruleset = ruleset_argument(a[1] ? py::handle(a[1]) : py::handle());
  Score* s = nullptr;
  py::object result = new_score_object(s);
  score_hand(*s, a[0], ruleset.table, a.data() + 2);
  if (ruleset.keep) s->ruleset = py::reinterpret_borrow<py::object>(a[1]);
  return result.release().ptr();
}

// _restore_score(hand, ruleset, context, reading): the hand scored again as
// score(hand, ruleset, **context) scored it, so every part is checked as
// score() checks its arguments; `reading` picks one of readings() (None: the best).
PyObject* restore_score_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<4> parser("_restore_score", {"hand", "ruleset", "context", "reading"}, 4);
  const auto a = parser.parse_required(args, nargs, kwnames, 4);
  if (!exact_hand(a[0])) throw py::type_error("hand must be a Hand, got " + type_name(a[0]));
  if (!PyDict_Check(a[2])) throw py::type_error("context must be a dict of score() keywords, got " + type_name(a[2]));
  const py::dict context = py::reinterpret_borrow<py::dict>(a[2]);
  for (const auto& item : context) {
    if (!is_context_keyword(item.first) || PyUnicode_CompareWithASCIIString(item.first.ptr(), "flowers") == 0) {
      throw InputError("context: " + std::string(py::str(py::repr(item.first))) +
                       " is not a keyword of the win's context (flowers are the hand's)");
    }
  }
  const py::object score = py::module_::import("mjcore._core").attr("score");
  py::object best = score(py::handle(a[0]), py::handle(a[1]), **context);
  if (py::handle(a[3]).is_none()) return best.release().ptr();
  const py::list readings = best.attr("readings")();
  const auto i = int_argument(a[3], "reading", 0, static_cast<long long>(readings.size()) - 1);
  return py::object(readings[static_cast<std::size_t>(i)]).release().ptr();
}

// What a FanScore travels as: its fields.
py::tuple fan_score_state(const FanScore& f) { return py::make_tuple(f.id, f.zh, f.en, f.points, f.count); }

// _restore_fan_score(id, zh, en, points, count): a catalogue pattern with its
// names, its points (as a ruleset may give them) and how often it counted.
PyObject* restore_fan_score_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<5> parser("_restore_fan_score", {"id", "zh", "en", "points", "count"}, 5);
  const auto a = parser.parse_required(args, nargs, kwnames, 5);
  FanScore f;
  f.id = text_argument(a[0], "id");
  if (find_pattern(f.id) == Pattern::Count)
    throw InputError("id '" + excerpt(f.id) + "' is not a catalogue pattern id (see mjcore.pattern_ids())");
  f.zh = text_argument(a[1], "zh");
  f.en = text_argument(a[2], "en");
  f.points = static_cast<int>(int_argument(a[3], "points", 1, kMaxPatternPoints));
  f.count = static_cast<int>(int_argument(a[4], "count", 1, Detected::kCapacity));
  return py::cast(std::move(f)).release().ptr();
}

// mjcore.patterns(hand, *, <context>): every catalogue pattern id the hand
// shows in any of its readings, in catalogue order.
PyObject* patterns_fast(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1 + kContextArgs> parser("patterns", with_context<1 + kContextArgs>({"hand"}), 1);
  std::array<PyObject*, 1 + kContextArgs> a;
  parser.parse(args, nargs, kwnames, a);
  parser.require(a, 0);
  Hand hand = hand_argument(a[0]);
  set_flowers(hand, a[7] ? py::handle(a[7]) : py::handle(Py_None));
  thread_local std::vector<Decomposition> decomps;
  const PatternSet found = catalogue_patterns(hand, context_from(a.data() + 1), decomps);
  py::list out;
  for (int p = 0; p < kPatternCount; ++p) {
    if (found[p]) out.append(py::str(pattern_id(static_cast<Pattern>(p))));
  }
  return out.release().ptr();
}

// One row of the batch context arrays (flags bits, seat wind, prevalent
// wind) from a mapping of score()'s keywords, read by the same checks as
// score(): mjcore.batch.encode's contexts.
py::tuple batch_context(const py::handle& ctx) {
  if (!PyDict_Check(ctx.ptr()))
    throw py::type_error("a context must be a dict of score() keywords, got " + type_name(ctx));
  static constexpr std::array<const char*, 6> kKeys = {"self_drawn",  "last_tile", "kong",
                                                       "fourth_tile", "seat_wind", "prevalent_wind"};
  std::array<PyObject*, kKeys.size()> a{};
  PyObject *key, *value;
  Py_ssize_t pos = 0;
  while (PyDict_Next(ctx.ptr(), &pos, &key, &value)) {
    std::size_t k = 0;
    while (k < kKeys.size() && !(PyUnicode_Check(key) && PyUnicode_CompareWithASCIIString(key, kKeys[k]) == 0)) ++k;
    if (k == kKeys.size()) {
      throw InputError("unknown context key " + excerpt(std::string(py::str(py::repr(key)))) +
                       " (self_drawn, last_tile, kong, fourth_tile, seat_wind, prevalent_wind)");
    }
    a[k] = value;
  }
  static const py::int_ east(0);
  const int flags = flag(a[0], "self_drawn") | flag(a[1], "last_tile") << 1 | flag(a[2], "kong") << 2 |
                    flag(a[3], "fourth_tile") << 3;
  return py::make_tuple(flags, wind_from(a[4] ? a[4] : east.ptr(), "seat_wind"),
                        wind_from(a[5] ? a[5] : east.ptr(), "prevalent_wind"));
}

PyObject* pattern_ids_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<0> parser("pattern_ids", {}, 0);
  parser.parse_required(args, nargs, kwnames, 0);
  std::vector<std::string> ids;
  for (int p = 0; p < kPatternCount; ++p) ids.emplace_back(pattern_id(static_cast<Pattern>(p)));
  return py::cast(ids).release().ptr();
}

}  // namespace

void register_score(py::module_& m) {
  py::class_<FanScore>(m, "FanScore", R"doc(One scoring pattern of a Score: its stable id, Chinese and English
names, points per occurrence and count.

>>> import mjcore
>>> fan = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).fans[0]
>>> fan, fan.en, fan.points * fan.count
(<FanScore nine_gates 九莲宝灯 88 x1>, 'Nine Gates', 88)
)doc")
      .def_readonly("id", &FanScore::id)
      .def_readonly("zh", &FanScore::zh)
      .def_readonly("en", &FanScore::en)
      .def_readonly("points", &FanScore::points)
      .def_readonly("count", &FanScore::count)
      .def("__repr__",
           [](const FanScore& f) {
             return "<FanScore " + f.id + " " + f.zh + " " + std::to_string(f.points) + " x" + std::to_string(f.count) +
                    ">";
           })
      .def("__eq__",
           [](const FanScore& a, const py::handle& b) -> py::object {
             if (!py::isinstance<FanScore>(b)) return not_implemented();
             return py::bool_(same_state(fan_score_state(a), fan_score_state(b.cast<const FanScore&>())));
           })
      .def("__hash__", [](const FanScore& f) { return py::hash(fan_score_state(f)); })
      .def("__reduce__", [](const FanScore& f) { return reduce_to("_restore_fan_score", fan_score_state(f)); });

  register_score_type(m);

  static PyMethodDef score_def = {
      "score", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&guarded<score_fast>)),
      METH_FASTCALL | METH_KEYWORDS,
      "score(hand, ruleset='mcr', *, self_drawn=False, seat_wind='E', prevalent_wind='E', last_tile=False, "
      "kong=False, fourth_tile=False, flowers=None, first_turn=False, ready_at_deal=False, "
      "discard_after_kong=False, kong_on_kong=False, first_round_discard=False, robbed_kong=None, dealer=None) -> "
      "Score\n\n"
      R"doc(Score a winning hand: the best decomposition under the ruleset (a name like "mcr" or
"zung-jung", or a Ruleset).

`kong` is 杠上开花 when self-drawn and 抢杠和 on a discard; `last_tile` is 妙手回春 / 海底捞月
likewise; `fourth_tile` is 和绝张; `first_turn` is 天和 (the dealer, self-drawn) or 地和;
`ready_at_deal` is 天听 (a non-dealer's); `discard_after_kong` is 杠上炮; `kong_on_kong` is 槓上槓
(self-drawn on the replacement of a kong made on a replacement); `first_round_discard` is 人和 (on
a later discard of the uninterrupted first go-around); `robbed_kong` names the kind of kong a
robbed-kong win took its tile from: "added" (the fourth tile added to a claimed pung, the one
kind that can be robbed), "direct" or "concealed" (both refused); `dealer` says whether the winner
is the dealer (天和 vs 地和, 天听 and 人和 are a non-dealer's), None leaving it to the seat: East
is the dealer; `void_suit` ("m", "p" or "s") is the suit declared void (定缺, Sichuan's): a hand
still holding a tile of it is refused. Winds are "E" "S" "W" "N" or 0..3;
`flowers` is a count (or put flower tiles in the hand). Contradictory context and hands that
do not win raise ValueError.

>>> import mjcore
>>> hand = mjcore.Hand.parse("123m456p789s5z", win="5z", melds=["pung 222z@across"])
>>> result = mjcore.score(hand, seat_wind="S")
>>> result.total, [(f.zh, f.points) for f in result.fans]
(17, [('花龙', 8), ('五门齐', 6), ('门风刻', 2), ('单钓将', 1)])
>>> mjcore.score(hand, self_drawn=True, kong=True)
Traceback (most recent call last):
ValueError: kong=True with self_drawn=True is 杠上开花 (out on a replacement tile), but the hand declares no kong
>>> mjcore.score(hand, kong=True, robbed_kong="concealed")
Traceback (most recent call last):
ValueError: robbed_kong='concealed': a concealed kong cannot be robbed (不可搶暗槓; no ruleset mjcore has allows it)
)doc"};
  add_fast_function(m, &score_def);
  static PyMethodDef patterns_def = {
      "patterns", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&guarded<patterns_fast>)),
      METH_FASTCALL | METH_KEYWORDS,
      "patterns(hand, *, self_drawn=False, seat_wind='E', prevalent_wind='E', last_tile=False, kong=False, "
      "fourth_tile=False, flowers=None, first_turn=False, ready_at_deal=False, discard_after_kong=False, "
      "kong_on_kong=False, first_round_discard=False, robbed_kong=None, dealer=None, void_suit=None) -> list[str]\n\n"
      R"doc(Every catalogue pattern id the hand shows in any of its readings, in catalogue order
(docs/catalogue.md), whether or not a ruleset scores it; the context keywords are score's.

>>> import mjcore
>>> mjcore.patterns(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"), self_drawn=True)
['seven_pairs', 'fully_concealed_hand', 'single_wait', 'self_drawn', 'closed_hand', 'wait_single', 'nothing_declared', 'nothing_declared_no_flowers', 'no_flowers']
)doc"};
  add_fast_function(m, &patterns_def);
  add_fast_entry<pattern_ids_entry>(m, "pattern_ids",
                                    "pattern_ids()\n--\n\n"
                                    R"doc(Every pattern id of the catalogue, in catalogue order (docs/catalogue.md).

>>> import mjcore
>>> ids = mjcore.pattern_ids()
>>> ids[:3], "seven_pairs" in ids
(['big_four_winds', 'big_three_dragons', 'all_green'], True)
)doc");
  refuse_bare_new(m.attr("FanScore"), "FanScore objects come from Score.fans (mjcore.score())");
  add_fast_entry<restore_fan_score_entry>(m, "_restore_fan_score",
                                          "Rebuilds a pickled FanScore (FanScore.__reduce__).");
  add_fast_entry<restore_score_entry>(m, "_restore_score", "Rebuilds a pickled Score (Score.__reduce__).");
}

void register_batch_context(py::module_& batch) { batch.def("context", &batch_context, py::arg("context")); }

}  // namespace mjcore::bindings
