// Drop-ins for PyMahjongGB 1.4.0's shanten functions: MahjongShanten(pack,
// hand) -> int, and <Form>Shanten(hand) -> (shanten, useful tile codes)
// with the codes in PyMahjongGB's tile order. PyMahjongGB's answers
// (mjcore/compat/pymahjonggb_shanten.hpp), or strict the core's exact ones
// (docs/deviations.md says where they differ).
#include <array>
#include <vector>

#include "mjcore/bits.hpp"
#include "mjcore/compat/pymahjonggb_shanten.hpp"
#include "mjcore/shanten.hpp"
#include "fastcall.hpp"
#include "gb_codes.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

// PyMahjongGB lists tiles as characters, bamboo, dots, winds, then the
// dragons red, green, white.
constexpr std::array<Tile, kTileKinds> kGbOrder = [] {
  std::array<Tile, kTileKinds> order{};
  int n = 0;
  for (int base : {0, 18, 9}) {
    for (int r = 0; r < 9; ++r) order[n++] = static_cast<Tile>(base + r);
  }
  for (int t = kEast; t < kWhite; ++t) order[n++] = static_cast<Tile>(t);
  for (int t = kRed; t >= kWhite; --t) order[n++] = static_cast<Tile>(t);
  return order;
}();

// PyMahjongGB's name for each form's function, in Form order.
constexpr const char* kFunctionNames[kForms] = {"RegularShanten", "SevenPairsShanten", "ThirteenOrphansShanten",
                                                "KnittedStraightShanten", "HonorsAndKnittedTilesShanten"};

[[noreturn]] void fail_with(const InputError& e) {
  const std::string why = e.what();
  fail(why.find("times") != std::string::npos ? "ERROR_TILE_COUNT_GREATER_THAN_4" : "ERROR_INVALID_HAND", why);
}

PyObject* useful_codes(TileMask tiles) {
  PyObject* out = PyTuple_New(popcount64(tiles));
  if (!out) throw py::error_already_set();
  Py_ssize_t k = 0;
  for (Tile t : kGbOrder) {
    if (!(tiles >> t & 1)) continue;
    PyObject* code = gb_code(t);
    Py_INCREF(code);
    PyTuple_SET_ITEM(out, k++, code);
  }
  return out;
}

// <Form>Shanten(hand, *, strict=None): `sizes` holds bit n for each hand
// size PyMahjongGB accepts.
template <Form F, unsigned Sizes>
PyObject* form_shanten(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<2> parser(kFunctionNames[static_cast<int>(F)], {"hand", "strict"}, 1);
  std::array<PyObject*, 2> a;
  parser.parse(args, nargs, kwnames, a);
  parser.require(a, 0);
  const bool strict = strict_mode(a[1]);
  thread_local std::vector<Tile> tiles;
  gb_hand(a[0], tiles);
  if (tiles.size() > 14 || !(Sizes >> tiles.size() & 1)) {
    fail("ERROR_INVALID_HAND",
         "this form takes a hand of a size in PyMahjongGB's list, got " + std::to_string(tiles.size()) + " tiles");
  }
  Counts c{};
  for (Tile t : tiles) ++c[t];
  Useful u;
  try {
    u = strict ? useful_tiles(shanten_hand(c), form_bit(F)) : compat::pymahjonggb_useful(c, F);
  } catch (const InputError& e) { fail_with(e); }
  PyObject* codes = useful_codes(u.tiles);
  PyObject* out = PyTuple_New(2);
  PyObject* s = PyLong_FromLong(u.shanten);
  if (!out || !s) {
    Py_XDECREF(out);
    Py_XDECREF(s);
    Py_DECREF(codes);
    throw py::error_already_set();
  }
  PyTuple_SET_ITEM(out, 0, s);
  PyTuple_SET_ITEM(out, 1, codes);
  return out;
}

// PyMahjongGB's reading: the standing tiles alone (1, 4, 7, 10 or 13 of
// them), whatever the packs; a fifth copy through them is still refused.
int shanten_of_standing_tiles(const std::vector<Meld>& melds, const std::vector<Tile>& tiles) {
  if (melds.size() > kMaxMelds) {
    fail("ERROR_INVALID_HAND_OR_PACK", "at most 4 packs, got " + std::to_string(melds.size()));
  }
  if (tiles.size() > 13 || tiles.size() % 3 != 1) {
    fail("ERROR_INVALID_HAND_OR_PACK",
         "PyMahjongGB's forms take 1, 4, 7, 10 or 13 standing tiles, got " + std::to_string(tiles.size()));
  }
  Counts standing{};
  for (Tile t : tiles) ++standing[t];
  Counts all = standing;
  for (const Meld& m : melds) {
    for (int k = 0; k < m.size(); ++k) ++all[m.kind == MeldKind::Chow ? m.first + k : m.first];
  }
  for (int t = 0; t < kTileKinds; ++t) {
    if (all[t] > kMaxCopies) {
      fail("ERROR_TILE_COUNT_GREATER_THAN_4", std::string(PyUnicode_AsUTF8(gb_code(static_cast<Tile>(t)))) +
                                                  " appears " + std::to_string(all[t]) +
                                                  " times, packs and hand together (at most 4)");
    }
  }
  return compat::pymahjonggb_shanten(standing);
}

// mjcore's reading: packs and hand one hand of 13 tiles, its copies counted.
int exact_shanten(const std::vector<Meld>& melds, const std::vector<Tile>& tiles) {
  if (melds.size() * 3 + tiles.size() != 13) {
    fail("ERROR_WRONG_TILES_COUNT",
         "packs x 3 + hand tiles must be 13, got " + std::to_string(melds.size() * 3 + tiles.size()));
  }
  ShantenHand h;
  try {
    h = shanten_hand(make_hand(tiles, melds, kNoTile, {}, 0));
  } catch (const CompatError&) { throw; } catch (const InputError& e) {
    fail_with(e);
  }
  return shanten(h);
}

// MahjongShanten(pack, hand, *, strict=None): the least over every form.
PyObject* mahjong_shanten(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<3> parser("MahjongShanten", {"pack", "hand", "strict"}, 2);
  std::array<PyObject*, 3> a;
  parser.parse(args, nargs, kwnames, a);
  parser.require(a, 0);
  parser.require(a, 1);
  const bool strict = strict_mode(a[2]);
  thread_local std::vector<Meld> melds;
  thread_local std::vector<Tile> tiles;
  gb_packs(a[0], melds);
  gb_hand(a[1], tiles);
  try {
    return PyLong_FromLong(strict ? exact_shanten(melds, tiles) : shanten_of_standing_tiles(melds, tiles));
  } catch (const CompatError&) { throw; } catch (const InputError& e) {
    fail_with(e);
  }
}

constexpr unsigned kThirteen = 1u << 13;
constexpr unsigned kRegularSizes = 1u << 1 | 1u << 4 | 1u << 7 | 1u << 10 | 1u << 13;

}  // namespace

void register_compat_shanten(py::module_& m) {
  add_fast_entry<mahjong_shanten>(m, "MahjongShanten", R"doc(MahjongShanten(pack, hand, *, strict=None)
--

PyMahjongGB 1.4.0's shanten over every form: `pack` the declared melds as PyMahjongGB
packs, `hand` the concealed tile codes. As PyMahjongGB, it reads the standing tiles alone
(their shapes, a tile held four times still drawable); strict=True (or the module's strict
switch; None follows it) gives mjcore's exact shanten of packs and hand together.

>>> from mjcore.compat.mahjonggb import MahjongShanten
>>> MahjongShanten((("PENG", "F1", 2),), tuple("W1 W2 W3 B4 B5 B6 T7 T8 T9 J1".split()))
0
)doc");
  add_fast_entry<form_shanten<Form::Regular, kRegularSizes>>(m, kFunctionNames[static_cast<int>(Form::Regular)],
                                                             R"doc(RegularShanten(hand, *, strict=None)
--

(shanten, useful tile codes) of the regular form, as PyMahjongGB reads it (a fifth copy of a
tile held four times may be useful to a ready hand); strict=True: mjcore's exact answer.

>>> from mjcore.compat.mahjonggb import RegularShanten
>>> RegularShanten(tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()))
(0, ('W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9'))
)doc");
  add_fast_entry<form_shanten<Form::SevenPairs, kThirteen>>(m, kFunctionNames[static_cast<int>(Form::SevenPairs)],
                                                            R"doc(SevenPairsShanten(hand, *, strict=None)
--

(shanten, useful tile codes) of seven pairs.

>>> from mjcore.compat.mahjonggb import SevenPairsShanten
>>> SevenPairsShanten(tuple("W1 W1 W2 W2 B3 B3 B4 B4 T5 T5 T6 T6 J1".split()))
(0, ('J1',))
)doc");
  add_fast_entry<form_shanten<Form::ThirteenOrphans, kThirteen>>(
      m, kFunctionNames[static_cast<int>(Form::ThirteenOrphans)], R"doc(ThirteenOrphansShanten(hand, *, strict=None)
--

(shanten, useful tile codes) of thirteen orphans.

>>> from mjcore.compat.mahjonggb import ThirteenOrphansShanten
>>> ThirteenOrphansShanten(tuple("W1 W9 B1 B9 T1 T9 F1 F2 F3 F4 J1 J2 J2".split()))
(0, ('J3',))
)doc");
  add_fast_entry<form_shanten<Form::KnittedAndHonors, kThirteen>>(
      m, kFunctionNames[static_cast<int>(Form::KnittedAndHonors)],
      R"doc(HonorsAndKnittedTilesShanten(hand, *, strict=None)
--

(shanten, useful tile codes) of knitted and honours.

>>> from mjcore.compat.mahjonggb import HonorsAndKnittedTilesShanten
>>> HonorsAndKnittedTilesShanten(tuple("W1 W4 W7 B2 B5 B8 T3 T6 T9 F1 F2 F3 F4".split()))
(0, ('J1', 'J2', 'J3'))
)doc");
  add_fast_entry<form_shanten<Form::KnittedStraight, kThirteen | 1u << 10>>(
      m, kFunctionNames[static_cast<int>(Form::KnittedStraight)], R"doc(KnittedStraightShanten(hand, *, strict=None)
--

(shanten, useful tile codes) of the knitted straight.

>>> from mjcore.compat.mahjonggb import KnittedStraightShanten
>>> KnittedStraightShanten(tuple("W1 W4 W7 B2 B5 B8 T3 T6 T9 F1 F1 B1 B1".split()))
(0, ('B1', 'F1'))
)doc");
}

}  // namespace mjcore::bindings
