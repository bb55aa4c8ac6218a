// Shanten, waits by form, useful tiles and discard advice. The hot entries
// (shanten, useful_tiles, discard_options) bypass pybind11's dispatcher and
// build their results with the C API.
#include <pybind11/stl.h>

#include <algorithm>

#include "mjcore/bits.hpp"
#include "mjcore/discards.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/waits.hpp"
#include "fastcall.hpp"
#include "lazy_attributes.hpp"
#include "register.hpp"
#include "shanten_args.hpp"
#include "useful_object.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

const char* const kFormNames[kForms] = {"regular", "seven pairs", "thirteen orphans", "knitted straight",
                                        "knitted and honours"};

[[noreturn]] void unreachable_forms(const ShantenHand& h, unsigned forms) {
  std::string names;
  for (int f = 0; f < kForms; ++f) {
    if (forms >> f & 1) names += std::string(names.empty() ? "" : ", ") + kFormNames[f];
  }
  throw InputError("no selected form (" + names + ") can be completed by a hand with " + std::to_string(h.n_declared) +
                   " declared meld(s): seven pairs, thirteen orphans and knitted and honours need none, a knitted "
                   "straight at most one");
}

PyObject* new_int(long v) {
  PyObject* o = PyLong_FromLong(v);
  if (!o) throw py::error_already_set();
  return o;
}

// shanten(hand, *, forms=None)
PyObject* shanten_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<2> parser("shanten", {"hand", "forms"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const ShantenHand h = shanten_argument(a[0]);
  const unsigned forms = forms_argument(a[1]);
  const int s = shanten(h, forms);
  if (s == kNoShanten) unreachable_forms(h, forms);
  return new_int(s);
}

// useful_tiles(hand, visible=None, *, forms=None)
PyObject* useful_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<3> parser("useful_tiles", {"hand", "visible", "forms"}, 2);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const ShantenHand h = shanten_argument(a[0]);
  const Counts unseen = unseen_copies(h, a[1]);
  const unsigned forms = forms_argument(a[2]);
  const Useful u = useful_tiles(h, forms);
  if (u.shanten == kNoShanten) unreachable_forms(h, forms);
  return wrap_useful(u.tiles, unseen);
}

PyObject* discard_option_type() {
  static PyObject* type = [] {
    py::object t = py::module_::import("collections")
                       .attr("namedtuple")("DiscardOption", py::make_tuple("tile", "shanten", "useful", "useful_count"),
                                           py::arg("module") = "mjcore._core");
    t.attr("__doc__") = R"doc(One discard of a 14 - 3k tile hand: the tile, the shanten after it, the useful
tiles then (UsefulTiles: {tile: unseen copies}) and their total.

>>> import mjcore
>>> best = mjcore.discard_options("123m456p789s11223z")[0]
>>> best
DiscardOption(tile=29, shanten=0, useful=UsefulTiles({27: 2, 28: 2}), useful_count=4)
>>> mjcore.render_tiles([best.tile]), dict(best.useful)
('3z', {27: 2, 28: 2})
)doc";
    return t.release().ptr();
  }();
  return type;
}

// discard_options(hand, visible=None, *, forms=None)
PyObject* discard_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<3> parser("discard_options", {"hand", "visible", "forms"}, 2);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const ShantenHand h = shanten_argument(a[0]);
  if (h.tiles % 3 != 2) {
    throw InputError("discard options need a hand of 14 - 3k concealed tiles (after drawing), got " +
                     std::to_string(h.tiles));
  }
  // The discarded tile is out of the wall too: unseen counts are the 14-tile hand's.
  const Counts unseen = unseen_copies(h, a[1]);
  const unsigned forms = forms_argument(a[2]);
  struct Option {
    int tile, shanten, total;
    TileMask useful;
  };
  std::array<DiscardOutcome, kTileKinds> outcomes;
  discard_outcomes(h, unseen, forms, outcomes);
  Option options[kTileKinds];
  int n = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    if (!h.concealed[t]) continue;
    if (outcomes[t].shanten == kNoShanten) unreachable_forms(h, forms);
    options[n++] = {t, outcomes[t].shanten, outcomes[t].unseen, outcomes[t].useful};
  }
  std::stable_sort(options, options + n, [](const Option& x, const Option& y) {
    return x.shanten != y.shanten ? x.shanten < y.shanten : x.total > y.total;
  });
  py::list out(n);
  for (int i = 0; i < n; ++i) {
    const py::tuple fields =
        py::make_tuple(options[i].tile, options[i].shanten,
                       py::reinterpret_steal<py::object>(wrap_useful(options[i].useful, unseen)), options[i].total);
    // tuple.__new__(DiscardOption, fields): what the namedtuple's own __new__ does.
    PyObject* item = PyTuple_Type.tp_new(reinterpret_cast<PyTypeObject*>(discard_option_type()),
                                         py::make_tuple(fields).ptr(), nullptr);
    if (!item) throw py::error_already_set();
    PyList_SET_ITEM(out.ptr(), i, item);
  }
  return out.release().ptr();
}

// The concealed tiles waiting, the declared melds and the copies held, as
// mjcore.waits reads them (a Hand's winning tile is set aside).
struct WaitingHand {
  Counts concealed{}, held{};
  int n_declared = 0;
};

WaitingHand waiting_argument(const py::handle& obj) {
  WaitingHand w;
  if (exact_hand(obj) || py::isinstance<Hand>(obj)) {
    const Hand& hand = exact_hand(obj) ? *exact_hand(obj) : obj.cast<const Hand&>();
    w.concealed = hand.concealed;
    w.held = hand.all_tiles();
    if (hand.has_win()) --w.held[hand.win];
    w.n_declared = hand.n_melds;
  } else {
    const ShantenHand h = shanten_argument(obj.ptr());
    w.concealed = w.held = h.concealed;
    w.n_declared = h.n_declared;
  }
  int n = 0;
  for (auto c : w.concealed) n += c;
  if (n != 13 - 3 * w.n_declared) {
    throw InputError("waits need a hand of " + std::to_string(13 - 3 * w.n_declared) +
                     " concealed tiles (or one with its winning tile given), got " + std::to_string(n));
  }
  return w;
}

py::dict waits_by_form(const py::handle& obj) {
  const WaitingHand w = waiting_argument(obj);
  const auto by_form = completing_by_form(w.concealed, w.n_declared, w.held);
  TileMask any = 0;
  for (TileMask m : by_form) any |= m;
  py::dict out;
  for (TileMask rest = any; rest; rest &= rest - 1) {
    const int t = lowest_bit(rest);
    unsigned forms = 0;
    for (int f = 0; f < kForms; ++f) forms |= static_cast<unsigned>(by_form[f] >> t & 1) << f;
    out[py::int_(t)] = py::handle(forms_tuple(forms));
  }
  return out;
}

py::dict shanten_by_form_dict(const py::handle& obj) {
  const auto by_form = shanten_by_form(shanten_argument(obj.ptr()));
  py::dict out;
  for (int f = 0; f < kForms; ++f) {
    if (by_form[f] != kNoShanten) out[py::cast(static_cast<Form>(f))] = by_form[f];
  }
  return out;
}

PyObject* shanten_by_form_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("shanten_by_form", {"hand"}, 1);
  return shanten_by_form_dict(parser.parse_required(args, nargs, kwnames, 1)[0]).release().ptr();
}

PyObject* waits_by_form_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("waits_by_form", {"hand"}, 1);
  return waits_by_form(parser.parse_required(args, nargs, kwnames, 1)[0]).release().ptr();
}

}  // namespace

void register_shanten(py::module_& m) {
  register_useful_type(m);
  serve_lazily(m, "DiscardOption", [] { return py::reinterpret_borrow<py::object>(discard_option_type()); });
  add_fast_entry<shanten_entry>(
      m, "shanten",
      "shanten(hand, *, forms=None)\n--\n\n"
      R"doc(Shanten of a hand of 13 - 3k or 14 - 3k concealed tiles (-1: complete), the least over the
selected forms (default: all five), exact (a fifth copy is never counted on). A hand is a
Hand (its declared melds count), a tile string, or 34 counts (bytes, an integer array, a list).

>>> import mjcore
>>> mjcore.shanten("123m456p789s1122z"), mjcore.shanten("11123456789999m")
(0, -1)
>>> mjcore.shanten("1122m3344p5566s7z", forms=[mjcore.Form.REGULAR])
3
>>> mjcore.shanten("123m")
Traceback (most recent call last):
ValueError: a concealed hand must hold 1, 2, 4, 5, 7, 8, 10, 11, 13 or 14 tiles (a total that is not a multiple of 3, at most 14), got 3
)doc");
  add_fast_entry<useful_entry>(
      m, "useful_tiles",
      "useful_tiles(hand, visible=None, *, forms=None)\n--\n\n"
      R"doc(The tiles whose draw lowers the shanten of a 13 - 3k tile hand: a UsefulTiles mapping
{tile: copies not yet seen}, 4 less the player's own (concealed and declared) and `visible`
(34 counts of tiles seen elsewhere).

>>> import mjcore
>>> mjcore.useful_tiles("123m456p789s1122z")
UsefulTiles({27: 2, 28: 2})
>>> seen = [0] * 34
>>> seen[27] = 2
>>> mjcore.useful_tiles("123m456p789s1122z", seen).total
2
)doc");
  add_fast_entry<discard_entry>(
      m, "discard_options",
      "discard_options(hand, visible=None, *, forms=None)\n--\n\n"
      R"doc(Every distinct discard of a 14 - 3k tile hand with the shanten and useful tiles after it,
best first (lower shanten, then more unseen useful tiles, then the lower tile).

>>> import mjcore
>>> options = mjcore.discard_options("123m456p789s11223z")
>>> [(mjcore.render_tiles([o.tile]), o.shanten, o.useful_count) for o in options[:2]]
[('3z', 0, 4), ('1m', 1, 11)]
)doc");
  add_fast_entry<shanten_by_form_entry>(m, "shanten_by_form",
                                        "shanten_by_form(hand)\n--\n\n"
                                        R"doc(Shanten per form, for the forms this hand can still complete.

>>> import mjcore
>>> by_form = mjcore.shanten_by_form("1122m3344p5566s7z")
>>> by_form[mjcore.Form.SEVEN_PAIRS], by_form[mjcore.Form.REGULAR]
(0, 3)
)doc");
  add_fast_entry<waits_by_form_entry>(
      m, "waits_by_form",
      "waits_by_form(hand)\n--\n\n"
      R"doc(The tiles that complete a ready 13 - 3k tile hand, each with the forms it completes.

>>> import mjcore
>>> mjcore.waits_by_form("1122m3344p5566s7z")
{33: (<Form.SEVEN_PAIRS: 1>,)}
>>> mjcore.waits_by_form(mjcore.Hand.parse("123m456p789s1z", melds=["pung 777z"]))
{27: (<Form.REGULAR: 0>,)}
)doc");
}

}  // namespace mjcore::bindings
