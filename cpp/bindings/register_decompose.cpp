#include <pybind11/stl.h>

#include "mjcore/decompose.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/shanten_table.hpp"
#include "mjcore/suit_table.hpp"
#include "mjcore/waits.hpp"
#include "arguments.hpp"
#include "fastcall.hpp"
#include "instances.hpp"
#include "pickling.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

py::object wait_or_none(WaitType w) { return w == WaitType::None ? py::none() : py::cast(w); }

const char* form_name(Form f) {
  switch (f) {
    case Form::Regular: return "regular";
    case Form::SevenPairs: return "seven pairs";
    case Form::ThirteenOrphans: return "thirteen orphans";
    case Form::KnittedStraight: return "knitted straight";
    case Form::KnittedAndHonors: return "knitted and honours";
  }
  return "";
}

const char* wait_name(WaitType w) {
  switch (w) {
    case WaitType::TwoSided: return "two-sided";
    case WaitType::Edge: return "edge";
    case WaitType::Closed: return "closed";
    case WaitType::Single: return "single";
    case WaitType::DualPung: return "dual pung";
    case WaitType::Special: return "special";
    case WaitType::None: break;
  }
  return "none";
}

// e.g. <Decomposition regular: chow 123m | pung 777z | ... pair 55m; wait edge (3m in chow 123m)>
std::string decomposition_repr(const Decomposition& d) {
  std::string out = std::string("<Decomposition ") + form_name(d.form) + ":";
  if (d.n_tiles)
    out += " " + render_tiles(std::vector<Tile>(d.tiles.begin(), d.tiles.begin() + d.n_tiles), Notation::Canonical);
  for (int i = 0; i < d.n_melds; ++i)
    out += (i || d.n_tiles ? " | " : " ") + render_meld(d.melds[i], Notation::Canonical);
  if (d.pair != kNoTile) out += " | pair " + render_tiles({d.pair, d.pair}, Notation::Canonical);
  if (d.wait != WaitType::None) out += std::string("; wait ") + wait_name(d.wait);
  if (d.win_slot == WinSlot::Meld) out += " in " + render_meld(d.melds[d.win_meld], Notation::Canonical);
  if (d.win_slot == WinSlot::Pair) out += " in the pair";
  return out + ">";
}

// What a Decomposition travels as: its parts, the winning meld by its index.
py::tuple decomposition_state(const Decomposition& d) {
  py::tuple melds(d.n_melds), tiles(d.n_tiles);
  for (int i = 0; i < d.n_melds; ++i) melds[i] = py::cast(d.melds[i]);
  for (int i = 0; i < d.n_tiles; ++i) tiles[i] = py::int_(d.tiles[i]);
  return py::make_tuple(
      d.form, melds, tile_or_none(d.pair), tiles, d.win_slot == WinSlot::None ? py::none() : py::cast(d.win_slot),
      d.win_slot == WinSlot::Meld ? py::object(py::int_(d.win_meld)) : py::none(), wait_or_none(d.wait));
}

// How many melds, whether a pair and how many special tiles each form reads.
struct FormShape {
  int melds;
  bool pair;
  int tiles;
};
constexpr FormShape kFormShapes[] = {{4, true, 0}, {0, false, 7}, {0, true, 13}, {1, true, 9}, {0, false, 14}};

template <typename E>
E optional_enum(const py::handle& obj, const char* name, const char* type, E none) {
  return obj.is_none() ? none : enum_argument<E>(obj, name, type);
}

// _restore_decomposition(form, melds, pair, tiles, win_slot, win_meld, wait):
// each part checked, and the parts checked against the form's shape.
PyObject* restore_decomposition_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<7> parser("_restore_decomposition",
                                  {"form", "melds", "pair", "tiles", "win_slot", "win_meld", "wait"}, 7);
  const auto a = parser.parse_required(args, nargs, kwnames, 7);
  Decomposition d;
  d.form = enum_argument<Form>(a[0], "form", "Form");
  if (!PyTuple_Check(a[1])) throw py::type_error("melds must be a tuple of Meld, got " + type_name(a[1]));
  for (const py::handle meld : py::reinterpret_borrow<py::tuple>(a[1])) {
    if (d.n_melds == kMaxMelds) throw InputError("a reading has at most 4 melds");
    if (!py::isinstance<Meld>(meld))
      throw py::type_error("melds must be a tuple of Meld, holding a " + type_name(meld));
    d.melds[d.n_melds++] = meld.cast<Meld>();
  }
  d.pair = py::handle(a[2]).is_none() ? kNoTile : static_cast<Tile>(int_argument(a[2], "pair", 0, kTileKinds - 1));
  if (!PyTuple_Check(a[3])) throw py::type_error("tiles must be a tuple of tile indices, got " + type_name(a[3]));
  for (const py::handle tile : py::reinterpret_borrow<py::tuple>(a[3])) {
    if (d.n_tiles == d.tiles.size()) throw InputError("a reading has at most 14 special tiles");
    d.tiles[d.n_tiles] = static_cast<Tile>(int_argument(tile, "tiles", 0, kTileKinds - 1));
    if (d.n_tiles && d.tiles[d.n_tiles] < d.tiles[d.n_tiles - 1]) throw InputError("tiles must be in tile order");
    ++d.n_tiles;
  }
  d.win_slot = optional_enum(a[4], "win_slot", "WinSlot", WinSlot::None);
  if (d.win_slot == WinSlot::Meld) {
    d.win_meld = static_cast<std::uint8_t>(int_argument(a[5], "win_meld", 0, d.n_melds - 1));
  } else if (!py::handle(a[5]).is_none()) {
    throw InputError("win_meld names a meld only when the winning tile is in one (win_slot MELD)");
  }
  d.wait = optional_enum(a[6], "wait", "WaitType", WaitType::None);
  const FormShape shape = kFormShapes[static_cast<int>(d.form)];
  if (d.n_melds != shape.melds || (d.pair != kNoTile) != shape.pair || d.n_tiles != shape.tiles) {
    throw InputError(std::string("a ") + form_name(d.form) + " reading has " + std::to_string(shape.melds) +
                     " meld(s), " + (shape.pair ? "a pair" : "no pair") + " and " + std::to_string(shape.tiles) +
                     " special tiles; got " + std::to_string(d.n_melds) + ", " +
                     (d.pair != kNoTile ? "a pair" : "no pair") + " and " + std::to_string(d.n_tiles));
  }
  return py::cast(d).release().ptr();
}

py::list suit_splits(const std::vector<int>& counts) {
  if (counts.size() != kSuitRanks) throw InputError("a suit has 9 ranks, got " + std::to_string(counts.size()));
  SuitCounts c{};
  int total = 0;
  for (int r = 0; r < kSuitRanks; ++r) {
    if (counts[r] < 0 || counts[r] > kMaxCopies) throw InputError("rank counts must be 0..4");
    c[r] = static_cast<std::uint8_t>(counts[r]);
    total += counts[r];
  }
  if (total > kMaxSuitTiles) throw InputError("a suit holds at most 14 tiles in a hand, got " + std::to_string(total));
  const SuitTable& table = SuitTable::instance();
  py::list out;
  for (SuitSplit sp : table.splits(table.rank(c.data()))) {
    py::list melds;
    for (int i = 0; i < sp.meld_count(); ++i) {
      const int code = sp.meld_code(i);
      melds.append(py::make_tuple(SuitSplit::code_is_chow(code) ? "chow" : "pung", SuitSplit::code_rank(code)));
    }
    out.append(
        py::make_tuple(sp.pair_rank() < 0 ? py::object(py::none()) : py::int_(sp.pair_rank()), py::tuple(melds)));
  }
  return out;
}

PyObject* decompose_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("decompose", {"hand"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  std::vector<Decomposition> out;
  decompose(hand_argument(a[0]), out);
  return py::cast(out).release().ptr();
}

PyObject* is_winning_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("is_winning", {"hand"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  return py::bool_(is_winning(hand_argument(a[0]))).release().ptr();
}

PyObject* waits_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("waits", {"hand"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  const Hand hand = hand_argument(a[0]);
  if (!hand.has_win() && hand.concealed_count() != 13 - 3 * hand.n_melds) {
    throw InputError("waits need a hand of " + std::to_string(13 - 3 * hand.n_melds) +
                     " concealed tiles (or one with its winning tile given), got " +
                     std::to_string(hand.concealed_count()));
  }
  return py::cast(waiting_tiles(hand)).release().ptr();
}

}  // namespace

void register_decompose(py::module_& m, py::module_& diagnostics) {
  declare_enum<Form>(m, "Form", R"doc(The shape of a complete hand: regular (four melds and a
pair), seven pairs, thirteen orphans, knitted straight (+ a meld and a pair) or knitted and
honours. Also selects forms for the shanten functions (forms=).

>>> import mjcore
>>> mjcore.decompose(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"))[0].form
<Form.SEVEN_PAIRS: 1>
>>> mjcore.shanten("1122m3344p5566s7z", forms=mjcore.Form.REGULAR)
3
)doc",
                     {{"REGULAR", Form::Regular},
                      {"SEVEN_PAIRS", Form::SevenPairs},
                      {"THIRTEEN_ORPHANS", Form::ThirteenOrphans},
                      {"KNITTED_STRAIGHT", Form::KnittedStraight},
                      {"KNITTED_AND_HONORS", Form::KnittedAndHonors}});
  declare_enum<WaitType>(m, "WaitType", R"doc(How the winning tile completed a reading: two-sided
(两面), edge (边张), closed (嵌张), single (单钓, on the pair), dual pung (对倒) or special (the
knitted / orphan part of a special form).

>>> import mjcore
>>> [d.wait for d in mjcore.decompose(mjcore.Hand.parse("1112345678999m", win="1m"))]
[<WaitType.TWO_SIDED: 1>, <WaitType.DUAL_PUNG: 5>]
)doc",
                         {{"TWO_SIDED", WaitType::TwoSided},
                          {"EDGE", WaitType::Edge},
                          {"CLOSED", WaitType::Closed},
                          {"SINGLE", WaitType::Single},
                          {"DUAL_PUNG", WaitType::DualPung},
                          {"SPECIAL", WaitType::Special}});
  declare_enum<WinSlot>(m, "WinSlot", R"doc(Where a reading places the winning tile: in the
pair, in a meld (Decomposition.win_meld) or in a special form's tiles.

>>> import mjcore
>>> mjcore.decompose(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"))[0].win_slot
<WinSlot.PAIR: 1>
)doc",
                        {{"PAIR", WinSlot::Pair}, {"MELD", WinSlot::Meld}, {"SPECIAL", WinSlot::Special}});

  py::class_<Decomposition>(m, "Decomposition", R"doc(One reading of a complete hand (from mjcore.decompose):
its form, melds (formed in hand or declared), pair, the special form's tiles, and where the
winning tile sits with the wait it made.

>>> import mjcore
>>> reading = mjcore.decompose(mjcore.Hand.parse("1112345678999m", win="1m"))[1]
>>> reading
<Decomposition regular: chow 123m | chow 456m | chow 789m | pung 111m | pair 99m; wait dual pung in pung 111m>
>>> reading.form, reading.pair, reading.win_meld, reading.wait
(<Form.REGULAR: 0>, 8, <Meld pung 111m formed in hand>, <WaitType.DUAL_PUNG: 5>)
)doc")
      .def_property_readonly("form", [](const Decomposition& d) { return d.form; })
      .def_property_readonly(
          "melds",
          [](const Decomposition& d) { return std::vector<Meld>(d.melds.begin(), d.melds.begin() + d.n_melds); })
      .def_property_readonly("pair", [](const Decomposition& d) { return tile_or_none(d.pair); })
      .def_property_readonly(
          "tiles",
          [](const Decomposition& d) { return std::vector<Tile>(d.tiles.begin(), d.tiles.begin() + d.n_tiles); })
      .def_property_readonly(
          "win_slot",
          [](const Decomposition& d) { return d.win_slot == WinSlot::None ? py::none() : py::cast(d.win_slot); })
      .def_property_readonly("win_meld",
                             [](const Decomposition& d) {
                               return d.win_slot == WinSlot::Meld ? py::cast(d.melds[d.win_meld]) : py::none();
                             })
      .def_property_readonly("wait", [](const Decomposition& d) { return wait_or_none(d.wait); })
      .def("__repr__", &decomposition_repr)
      .def("__eq__",
           [](const Decomposition& a, const py::handle& b) -> py::object {
             if (!py::isinstance<Decomposition>(b)) return not_implemented();
             return py::bool_(same_state(decomposition_state(a), decomposition_state(b.cast<const Decomposition&>())));
           })
      .def("__hash__", [](const Decomposition& d) { return py::hash(decomposition_state(d)); })
      .def("__reduce__",
           [](const Decomposition& d) { return reduce_to("_restore_decomposition", decomposition_state(d)); });
  refuse_bare_new(m.attr("Decomposition"), "Decomposition objects come from mjcore.decompose()");
  add_fast_entry<restore_decomposition_entry>(m, "_restore_decomposition",
                                              "Rebuilds a pickled Decomposition (Decomposition.__reduce__).");

  add_fast_entry<decompose_entry>(m, "decompose",
                                  "decompose(hand)\n--\n\n"
                                  R"doc(Every distinct reading of a complete hand (a Hand, or 14 - 3k tiles as text),
one per place the winning tile could sit; [] if the hand is not complete.

>>> import mjcore
>>> mjcore.decompose(mjcore.Hand.parse("1112345678999m", win="1m"))
[<Decomposition regular: chow 123m | chow 456m | chow 789m | pung 111m | pair 99m; wait two-sided in chow 123m>, <Decomposition regular: chow 123m | chow 456m | chow 789m | pung 111m | pair 99m; wait dual pung in pung 111m>]
>>> mjcore.decompose("147m258p369s12345z")
[<Decomposition knitted and honours: 147m258p369s12345z>]
>>> mjcore.decompose(mjcore.Hand.parse("123m456p789s1122z", win="3z"))
[]
)doc");
  add_fast_entry<is_winning_entry>(
      m, "is_winning",
      "is_winning(hand)\n--\n\n"
      R"doc(Whether a hand (a Hand, or 14 - 3k tiles as text) is complete in any form; no readings are built.

>>> import mjcore
>>> mjcore.is_winning("11123456789999m"), mjcore.is_winning(mjcore.Hand.parse("1112345678999m", win="1p"))
(True, False)
)doc");
  add_fast_entry<waits_entry>(m, "waits",
                              "waits(hand)\n--\n\n"
                              R"doc(The tiles that complete a ready hand of 13 - 3k concealed tiles (k declared melds),
in tile order; a tile the hand already holds four times is not a wait.

>>> import mjcore
>>> mjcore.waits("1112345678999m")
[0, 1, 2, 3, 4, 5, 6, 7, 8]
>>> mjcore.waits(mjcore.Hand.parse("123m456p789s1z", melds=["pung 777z"]))
[27]
>>> mjcore.waits("123m456p789s1234z")
[]
)doc");
  diagnostics.def("suit_splits", &suit_splits, py::arg("counts"));
  diagnostics.def("suit_table_info", []() {
    const SuitTable& t = SuitTable::instance();
    py::dict d;
    d["vectors"] = kSuitVectors;
    d["bytes"] = t.bytes();
    d["shanten_table_bytes"] = ShantenTable::instance().bytes();
    return d;
  });
}

}  // namespace mjcore::bindings
