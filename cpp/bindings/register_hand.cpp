#include <pybind11/stl.h>

#include <algorithm>

#include "mjcore/errors.hpp"
#include "mjcore/hand.hpp"
#include "arguments.hpp"
#include "fastcall.hpp"
#include "instances.hpp"
#include "pickling.hpp"
#include "pybind_internals.hpp"
#include "register.hpp"
#include "shanten_args.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

std::vector<Tile> meld_tiles(const Meld& m) {
  std::vector<Tile> out;
  for (int k = 0; k < m.size(); ++k) out.push_back(static_cast<Tile>(m.kind == MeldKind::Chow ? m.first + k : m.first));
  return out;
}

Meld make_meld(const py::handle& kind, const py::handle& first, const py::handle& source,
               const py::handle& claimed_from, const py::handle& claimed_index) {
  Meld m;
  m.kind = enum_argument<MeldKind>(kind, "kind", "MeldKind");
  m.first = static_cast<Tile>(int_argument(first, "first", 0, kTileKinds - 1));
  m.source = enum_argument<MeldSource>(source, "source", "MeldSource");
  m.claimed_from = enum_argument<Seat>(claimed_from, "claimed_from", "Seat");
  m.claimed_index = static_cast<std::uint8_t>(int_argument(claimed_index, "claimed_index", 0, 3));
  validate_meld(m);
  return m;
}

std::vector<Meld> melds_from(const py::object& melds) {
  std::vector<Meld> out;
  if (py::isinstance<py::str>(melds))
    throw py::type_error("melds must be a list of meld strings or Meld objects, not one string");
  if (!py::isinstance<py::sequence>(melds)) {
    throw py::type_error("melds must be a list of meld strings or Meld objects, got " + type_name(melds));
  }
  for (const py::handle item : melds) {
    if (py::isinstance<py::str>(item)) out.push_back(parse_meld(text_argument(item, "melds")));
    else if (py::isinstance<Meld>(item)) out.push_back(item.cast<Meld>());
    else throw py::type_error("melds: a meld must be a string like 'pung 777z' or a Meld, got " + type_name(item));
  }
  return out;
}

std::uint8_t win_from(const py::object& win) {
  if (win.is_none()) return kNoTile;
  if (py::isinstance<py::str>(win)) return parse_tile(text_argument(win, "win"));
  if (py::isinstance<py::int_>(win) && !py::isinstance<py::bool_>(win)) {
    return static_cast<std::uint8_t>(int_argument(win, "win", 0, kTileKinds - 1));
  }
  throw py::type_error("win must be a tile string like '5m', a tile index or None");
}

Hand hand_from_parts(std::vector<Tile> tiles, std::vector<std::uint8_t> flowers, const py::object& melds,
                     const py::object& win, const py::object& flower_arg) {
  int extra = 0;
  if (py::isinstance<py::str>(flower_arg)) {
    const ParsedTiles f = parse_tiles(text_argument(flower_arg, "flowers"));
    if (!f.tiles.empty()) throw InputError("flowers= takes flower tiles (e.g. 'H1H2' or '12f'), not ordinary tiles");
    flowers.insert(flowers.end(), f.flowers.begin(), f.flowers.end());
  } else if (py::isinstance<py::int_>(flower_arg) && !py::isinstance<py::bool_>(flower_arg)) {
    extra = static_cast<int>(int_argument(flower_arg, "flowers", 0, kFlowerKinds));
  } else {
    throw py::type_error("flowers must be a count (int) or flower tiles (str)");
  }
  return make_hand(tiles, melds_from(melds), win_from(win), flowers, extra);
}

Hand parse_hand(const py::handle& text, const py::object& win, const py::object& melds, const py::object& flowers) {
  ParsedTiles p = parse_tiles(text_argument(text, "tiles"));
  return hand_from_parts(std::move(p.tiles), std::move(p.flowers), melds, win, flowers);
}

// The same counts as every other entry point takes (shanten_args): integers only.
Hand hand_from_counts(const py::handle& concealed, const py::object& melds, const py::object& win,
                      const py::object& flowers) {
  const Counts counts = counts_argument(concealed.ptr(), "concealed");
  std::vector<Tile> tiles;
  for (int t = 0; t < kTileKinds; ++t) tiles.insert(tiles.end(), counts[t], static_cast<Tile>(t));
  return hand_from_parts(std::move(tiles), {}, melds, win, flowers);
}

std::vector<Tile> concealed_tiles(const Hand& h) {
  std::vector<Tile> out;
  for (int t = 0; t < kTileKinds; ++t) out.insert(out.end(), h.concealed[t], static_cast<Tile>(t));
  return out;
}

std::vector<std::uint8_t> flower_list(const Hand& h) {
  std::vector<std::uint8_t> out;
  for (std::uint8_t f = 0; f < kFlowerKinds; ++f) {
    if (h.flower_mask & (1u << f)) out.push_back(f);
  }
  return out;
}

std::string hand_repr(const Hand& h) {
  std::string out = "Hand.parse('" + render_tiles(concealed_tiles(h), Notation::Canonical) + "'";
  if (h.has_win()) out += ", win='" + render_tiles({h.win}, Notation::Canonical) + "'";
  if (h.n_melds) {
    out += ", melds=[";
    for (int i = 0; i < h.n_melds; ++i) out += (i ? ", '" : "'") + render_meld(h.melds[i], Notation::Canonical) + "'";
    out += "]";
  }
  const auto named = flower_list(h);
  if (named.size() == h.flowers && h.flowers) out += ", flowers='" + render_flowers(named, Notation::Canonical) + "'";
  else if (h.flowers) out += ", flowers=" + std::to_string(h.flowers);
  return out + ")";
}

bool same_meld(const Meld& a, const Meld& b) {
  return a.same_shape(b) && a.claimed_from == b.claimed_from && a.claimed_index == b.claimed_index;
}

bool same_hand(const Hand& a, const Hand& b) {
  if (a.concealed != b.concealed || a.win != b.win || a.n_melds != b.n_melds || a.flowers != b.flowers ||
      a.flower_mask != b.flower_mask) {
    return false;
  }
  return std::equal(a.melds.begin(), a.melds.begin() + a.n_melds, b.melds.begin(), same_meld);
}

// What a Meld travels as: its parts, as Meld(...) takes them.
py::tuple meld_state(const Meld& m) {
  return py::make_tuple(m.kind, m.first, m.source, m.claimed_from, m.claimed_index);
}

// _restore_meld(kind, first, source, claimed_from, claimed_index): a declared
// meld is checked as Meld(...) checks it; one formed in hand (a
// Decomposition's) as its declared twin, and it records no claim.
PyObject* restore_meld_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<5> parser("_restore_meld", {"kind", "first", "source", "claimed_from", "claimed_index"}, 5);
  const auto a = parser.parse_required(args, nargs, kwnames, 5);
  if (enum_argument<MeldSource>(a[2], "source", "MeldSource") != MeldSource::Hand) {
    return py::cast(make_meld(a[0], a[1], a[2], a[3], a[4])).release().ptr();
  }
  Meld formed = make_meld(a[0], a[1], py::cast(MeldSource::Exposed), a[3], a[4]);
  if (formed.kind == MeldKind::Kong) throw InputError("a meld formed in hand is a chow or a pung, not a kong");
  if (formed.claimed_from != Seat::None || formed.claimed_index != 0) {
    throw InputError("a meld formed in hand records no claim");
  }
  formed.source = MeldSource::Hand;
  return py::cast(formed).release().ptr();
}

// What a Hand travels as: Hand(...)'s own arguments, the concealed tiles as
// text with the named flowers, the winning tile's index, the melds' notation
// and the flowers counted without a name.
py::tuple hand_state(const Hand& h) {
  const auto named = flower_list(h);
  py::list melds;
  for (int i = 0; i < h.n_melds; ++i) melds.append(render_meld(h.melds[i], Notation::Canonical));
  return py::make_tuple(
      render_tiles(concealed_tiles(h), Notation::Canonical) + render_flowers(named, Notation::Canonical),
      tile_or_none(h.win), py::tuple(melds), static_cast<int>(h.flowers) - static_cast<int>(named.size()));
}

// Hand.parse(tiles, win=None, melds=(), flowers=0); Hand(...) is the same call.
PyObject* parsed_hand(const FastArgs<4>& parser, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const Hand h = parse_hand(a[0], given_or(a[1], py::none()), given_or(a[2], py::tuple()), given_or(a[3], py::int_(0)));
  return py::cast(h).release().ptr();
}

PyObject* hand_parse_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<4> parser("parse", {"tiles", "win", "melds", "flowers"}, 4);
  return parsed_hand(parser, args, nargs, kwnames);
}

PyObject* hand_new_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<4> parser("Hand", {"tiles", "win", "melds", "flowers"}, 4);
  return parsed_hand(parser, args, nargs, kwnames);
}

PyObject* hand_from_counts_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<4> parser("from_counts", {"concealed", "melds", "win", "flowers"}, 4);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const Hand h =
      hand_from_counts(a[0], given_or(a[1], py::tuple()), given_or(a[2], py::none()), given_or(a[3], py::int_(0)));
  return py::cast(h).release().ptr();
}

PyObject* hand_to_string_entry(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("to_string", {"notation"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 0);
  const Hand& h = py::handle(self).cast<const Hand&>();
  return py::cast(render_tiles(concealed_tiles(h), notation_argument(a[0]))).release().ptr();
}

PyObject* meld_parse_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("parse", {"text"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  return py::cast(parse_meld(text_argument(a[0], "text"))).release().ptr();
}

// Meld(kind, first, source=MeldSource.EXPOSED, claimed_from=Seat.NONE, claimed_index=0)
PyObject* meld_new_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<5> parser("Meld", {"kind", "first", "source", "claimed_from", "claimed_index"}, 5);
  const auto a = parser.parse_required(args, nargs, kwnames, 2);
  const Meld made = make_meld(a[0], a[1], given_or(a[2], py::cast(MeldSource::Exposed)),
                              given_or(a[3], py::cast(Seat::None)), given_or(a[4], py::int_(0)));
  return py::cast(made).release().ptr();
}

PyObject* meld_to_string_entry(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("to_string", {"notation"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 0);
  return py::cast(render_meld(py::handle(self).cast<const Meld&>(), notation_argument(a[0]))).release().ptr();
}

}  // namespace

// Hot path: an exact Hand (not a subclass) is read straight from its
// instance, skipping pybind11's type-registry look-ups.
const Hand* exact_hand(const py::handle& obj) { return exact_value<Hand>(obj); }

Hand hand_argument(const py::handle& obj) {
  if (const Hand* h = exact_hand(obj)) return *h;
  if (py::isinstance<Hand>(obj)) return obj.cast<const Hand&>();
  if (py::isinstance<py::str>(obj)) {
    ParsedTiles p = parse_tiles(text_argument(obj, "hand"));
    return make_hand(p.tiles, {}, kNoTile, p.flowers, 0);
  }
  throw py::type_error("expected a Hand or a tile string like '123m456p', got " +
                       std::string(py::str(py::type::of(obj).attr("__name__"))));
}

void register_hand(py::module_& m) {
  declare_enum<MeldKind>(m, "MeldKind", R"doc(What a meld is: a chow, a pung or a kong.

>>> import mjcore
>>> mjcore.Meld.parse("ankan 9999s").kind
<MeldKind.KONG: 2>
)doc",
                         {{"CHOW", MeldKind::Chow}, {"PUNG", MeldKind::Pung}, {"KONG", MeldKind::Kong}});
  declare_enum<MeldSource>(
      m, "MeldSource", R"doc(Where a meld comes from: formed in the concealed
hand (a decomposition's own melds), exposed (claimed, declared) or a concealed kong.

>>> import mjcore
>>> mjcore.Meld.parse("ankan 9999s").source, mjcore.Meld.parse("pung 777z").source
(<MeldSource.CONCEALED: 2>, <MeldSource.EXPOSED: 1>)
)doc",
      {{"HAND", MeldSource::Hand}, {"EXPOSED", MeldSource::Exposed}, {"CONCEALED", MeldSource::Concealed}});
  declare_enum<Seat>(m, "Seat", R"doc(Whom a claimed meld's tile came from, seen from
the claiming player (NONE: not recorded).

>>> import mjcore
>>> mjcore.Meld.parse("pung 777z@across").claimed_from
<Seat.ACROSS: 2>
)doc",
                     {{"NONE", Seat::None}, {"LEFT", Seat::Left}, {"ACROSS", Seat::Across}, {"RIGHT", Seat::Right}});

  py::class_<Meld>(m, "Meld", py::is_final(), R"doc(A meld: a declared one (exposed, or a concealed kong) or, inside a
Decomposition, one formed in the concealed hand. Usually written as text (Meld.parse);
the constructor takes its parts.

>>> import mjcore
>>> meld = mjcore.Meld(mjcore.MeldKind.PUNG, 33, claimed_from=mjcore.Seat.ACROSS)
>>> meld, meld.tiles, meld == mjcore.Meld.parse("pung 777z@across")
(Meld.parse('pung 777z@across'), [33, 33, 33], True)
)doc")
      .def_property_readonly("kind", [](const Meld& x) { return x.kind; })
      .def_property_readonly("first", [](const Meld& x) { return x.first; })
      .def_property_readonly("source", [](const Meld& x) { return x.source; })
      .def_property_readonly("claimed_from", [](const Meld& x) { return x.claimed_from; })
      .def_property_readonly("claimed_index", [](const Meld& x) { return x.claimed_index; })
      .def_property_readonly("tiles", &meld_tiles)
      .def_property_readonly("declared", &Meld::declared)
      .def_property_readonly("concealed", [](const Meld& x) { return x.source != MeldSource::Exposed; })
      .def("__repr__",
           [](const Meld& x) {
             if (x.source != MeldSource::Hand) return "Meld.parse('" + render_meld(x, Notation::Canonical) + "')";
             return "<Meld " + render_meld(x, Notation::Canonical) + " formed in hand>";
           })
      .def("__eq__",
           [](const Meld& a, const py::handle& b) -> py::object {
             if (!py::isinstance<Meld>(b)) return not_implemented();
             return py::bool_(same_meld(a, b.cast<const Meld&>()));
           })
      .def("__hash__", [](const Meld& x) { return py::hash(meld_state(x)); })
      .def("__reduce__", [](const Meld& x) { return reduce_to("_restore_meld", meld_state(x)); });

  py::class_<Hand>(m, "Hand", py::is_final(),
                   R"doc(A hand: the concealed tiles, the declared melds, the winning tile (if
known) and the flowers. Hand(...) is Hand.parse(...).

>>> import mjcore
>>> hand = mjcore.Hand("123m456p1z", win="1z", melds=["pung 777z@across", "chow 789s@8s"], flowers=2)
>>> hand.concealed_tiles, hand.win, hand.flowers, hand.tile_counts[33]
([0, 1, 2, 12, 13, 14, 27], 27, 2, 3)
>>> hand.melds
[Meld.parse('pung 777z@across'), Meld.parse('chow 789s@8s')]
)doc")
      .def_property_readonly("concealed", [](const Hand& h) { return h.concealed; })
      .def_property_readonly("concealed_tiles", &concealed_tiles)
      .def_property_readonly(
          "melds", [](const Hand& h) { return std::vector<Meld>(h.melds.begin(), h.melds.begin() + h.n_melds); })
      .def_property_readonly("win", [](const Hand& h) { return tile_or_none(h.win); })
      .def_property_readonly("flowers", [](const Hand& h) { return h.flowers; })
      .def_property_readonly("flower_tiles", &flower_list)
      .def_property_readonly("tile_counts", [](const Hand& h) { return h.all_tiles(); })
      .def("__repr__", &hand_repr)
      .def("__eq__",
           [](const Hand& a, const py::handle& b) -> py::object {
             if (!py::isinstance<Hand>(b)) return not_implemented();
             return py::bool_(same_hand(a, b.cast<const Hand&>()));
           })
      // Equal hands have equal states (same_hand compares what the state holds).
      .def("__hash__", [](const Hand& h) { return py::hash(hand_state(h)); })
      .def("__reduce__", [](const Hand& h) { return py::make_tuple(py::type::of<Hand>(), hand_state(h)); });
  const py::object meld = m.attr("Meld"), hand = m.attr("Hand");
  add_fast_static<meld_parse_entry>(meld, "parse",
                                    "parse(text)\n--\n\n"
                                    R"doc(A declared meld from its notation KIND TILES[@FROM]: KIND chow, pung, kong
(exposed) or ankan (concealed kong); @left / @across / @right says whom the tile was claimed
from, and for a chow @TILE says which tile was claimed (chows come from the left only).

>>> import mjcore
>>> chow = mjcore.Meld.parse("chow 456s@5s")
>>> chow.kind, chow.first, chow.claimed_from, chow.claimed_index
(<MeldKind.CHOW: 0>, 21, <Seat.LEFT: 1>, 2)
>>> mjcore.Meld.parse("pung 123m")
Traceback (most recent call last):
ValueError: meld 'pung 123m': a pung is identical tiles
)doc");
  add_fast_method<meld_to_string_entry>(meld, "to_string",
                                        "to_string($self, /, notation='canonical')\n--\n\n"
                                        R"doc(The meld's notation, its tiles in "canonical", "gb" or "unicode".

>>> import mjcore
>>> meld = mjcore.Meld.parse("chow 456s@5s")
>>> meld.to_string(), meld.to_string("gb")
('chow 456s@5s', 'chow T4T5T6@T5')
)doc");
  add_fast_entry<restore_meld_entry>(m, "_restore_meld", "Rebuilds a pickled Meld (Meld.__reduce__).");
  construct_in_new(meld, fast_function<meld_new_entry>(
                             "Meld", m.attr("__name__"),
                             "Meld(kind, first, source=MeldSource.EXPOSED, claimed_from=Seat.NONE, claimed_index=0)"));
  add_fast_static<hand_parse_entry>(
      hand, "parse",
      "parse(tiles, win=None, melds=(), flowers=0)\n--\n\n"
      R"doc(A hand from notation (docs/notation.md). `tiles`: the concealed tiles without the
winning tile, 13 - 3k of them with k declared melds (or 13 - 3k / 14 - 3k when `win` is None);
flower tiles among them count as flowers. `win`: a tile ("5m") or index; `melds`: meld
strings ("pung 777z@across") or Meld objects; `flowers`: a count or flower tiles ("H1H2").

>>> import mjcore
>>> mjcore.Hand.parse("123m456p789s1122z", win="2z", flowers="H1H2")
Hand.parse('123m456p789s1122z', win='2z', flowers='12f')
>>> mjcore.Hand.parse("123m456p789s1122z2z", win="2z")
Traceback (most recent call last):
ValueError: with 0 declared meld(s) the concealed part must hold 13 tiles plus the winning tile, got 14 (is the winning tile also listed in the hand?)
)doc");
  add_fast_static<hand_from_counts_entry>(
      hand, "from_counts",
      "from_counts(concealed, melds=(), win=None, flowers=0)\n--\n\n"
      R"doc(A hand from 34 concealed counts (one per tile index, winning tile excluded) and
the same `melds`, `win` and `flowers` as Hand.parse.

>>> import mjcore
>>> mjcore.Hand.from_counts([3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 25, win=4)
Hand.parse('1112345678999m', win='5m')
)doc");
  add_fast_method<hand_to_string_entry>(
      hand, "to_string",
      "to_string($self, /, notation='canonical')\n--\n\n"
      R"doc(The concealed tiles (winning tile and melds not included) in "canonical", "gb" or "unicode".

>>> import mjcore
>>> hand = mjcore.Hand.parse("123m456p1z", win="1z", melds=["pung 777z", "chow 789s"])
>>> hand.to_string(), hand.to_string("gb"), hand.to_string("unicode")
('123m456p1z', 'W1W2W3B4B5B6F1', '🀇🀈🀉🀜🀝🀞🀀')
)doc");
  construct_in_new(
      hand, fast_function<hand_new_entry>("Hand", m.attr("__name__"), "Hand(tiles, win=None, melds=(), flowers=0)"));
}

}  // namespace mjcore::bindings
