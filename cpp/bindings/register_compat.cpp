// A drop-in for PyMahjongGB 1.4.0's MahjongFanCalculator: its arguments
// (tile codes, packs with offers) are read straight from the Python tuples,
// scored as PyMahjongGB scores (mjcore/compat/pymahjonggb.hpp), and answered
// in its tuple format. Errors carry PyMahjongGB's error code where it has
// one, raised as MahjongGBError, a subclass of both TypeError (what
// PyMahjongGB raises) and ValueError.
#include <pybind11/stl.h>

#include <memory>

#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/compat/pymahjonggb.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/evaluate.hpp"
#include "arguments.hpp"
#include "fastcall.hpp"
#include "gb_codes.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

// Names as PyMahjongGB prints them: its wait fans carry their "unique wait"
// (独听) reading; every other name is the ruleset's.
class GbNames {
 public:
  explicit GbNames(const RuleTable& t) : table_(t) {
    for (int p = 0; p < kPatternCount; ++p) {
      zh_[p] = py::str(t.zh[p]);
      en_[p] = py::str(t.en[p]);
    }
    zh_[index_of(Pattern::EdgeWait)] = py::str("独听・边张");
    zh_[index_of(Pattern::ClosedWait)] = py::str("独听・嵌张");
    zh_[index_of(Pattern::SingleWait)] = py::str("独听・单钓");
  }

  // The answer's entry for `count` times pattern `p`, a new reference:
  // (points, count, zh, en) verbose, else (points x count, zh). Entries are
  // immutable, so each is built once and handed out again; most answers then
  // allocate only their outer tuple.
  PyObject* fan_tuple(int p, int count, bool verbose) {
    if (count >= kCachedCounts) return make(p, count, verbose);
    PyObject*& slot = cache_[verbose][p][count];
    if (!slot) slot = make(p, count, verbose);  // the GIL is held: no other thread fills it meanwhile
    Py_INCREF(slot);
    return slot;
  }

 private:
  // A pattern counts at most 8 times (the flowers): every count has its slot.
  static constexpr int kCachedCounts = 9;

  PyObject* make(int p, int count, bool verbose) const {
    const int points = table_.points[p];
    py::tuple item = verbose ? py::tuple(py::make_tuple(points, count, zh_[p], en_[p]))
                             : py::tuple(py::make_tuple(points * count, zh_[p]));
    PyObject_GC_UnTrack(item.ptr());  // ints and strings only: no cycle can pass through it
    return item.release().ptr();
  }

  const RuleTable& table_;
  std::array<py::object, kPatternCount> zh_, en_;
  std::array<std::array<std::array<PyObject*, kCachedCounts>, kPatternCount>, 2> cache_{};
};

// MahjongFanCalculator(pack, hand, winTile, flowerCount, isSelfDrawn,
// is4thTile, isAboutKong, isWallLast, seatWind, prevalentWind, verbose=False,
// *, strict=None)
PyObject* fan_calculator(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<12> parser("MahjongFanCalculator",
                                   {"pack", "hand", "winTile", "flowerCount", "isSelfDrawn", "is4thTile", "isAboutKong",
                                    "isWallLast", "seatWind", "prevalentWind", "verbose", "strict"},
                                   11);
  std::array<PyObject*, 12> a;
  parser.parse(args, nargs, kwnames, a);
  for (std::size_t i = 0; i < 10; ++i) parser.require(a, i);
  static const std::shared_ptr<const RuleTable> table = builtin_rule_table("mcr-pymahjonggb");
  static GbNames* const names = new GbNames(*table);  // lives as long as the interpreter

  // Buffers reused across calls (one thread-local look-up): no allocation per call.
  struct Scratch {
    std::vector<Meld> melds;
    std::vector<Tile> tiles;
    EvaluationBuffers evaluation;
  };
  thread_local Scratch scratch;
  std::vector<Meld>& melds = scratch.melds;
  std::vector<Tile>& tiles = scratch.tiles;
  gb_packs(a[0], melds);
  gb_hand(a[1], tiles);
  const Tile win = gb_tile(a[2], "winTile");
  const long flowers = gb_int(a[3], "flowerCount", 0, kFlowerKinds);
  if (melds.size() * 3 + tiles.size() != 13) {
    fail("ERROR_WRONG_TILES_COUNT",
         "packs x 3 + hand tiles must be 13, got " + std::to_string(melds.size() * 3 + tiles.size()));
  }
  Hand h;
  try {
    h = make_hand(tiles, melds, win, {}, static_cast<int>(flowers));
  } catch (const CompatError&) { throw; } catch (const InputError& e) {
    const std::string why = e.what();
    fail(why.find("appears") != std::string::npos ? "ERROR_TILE_COUNT_GREATER_THAN_4" : "ERROR_INVALID_HAND", why);
  }
  WinContext ctx;
  ctx.self_drawn = flag(a[4], "isSelfDrawn");
  ctx.fourth_tile = flag(a[5], "is4thTile");
  ctx.kong = flag(a[6], "isAboutKong");
  ctx.last_tile = flag(a[7], "isWallLast");
  ctx.seat_wind = static_cast<std::uint8_t>(gb_int(a[8], "seatWind", 0, 3));
  ctx.prevalent_wind = static_cast<std::uint8_t>(gb_int(a[9], "prevalentWind", 0, 3));
  const bool verbose = flag(a[10], "verbose");
  Evaluation eval;
  try {
    compat::evaluate_as_pymahjonggb(h, ctx, strict_mode(a[11]), *table, scratch.evaluation, eval);
  } catch (const compat::FlagError& e) { throw CompatError(e.what()); } catch (const InputError& e) {
    fail("ERROR_NOT_WIN", e.what());
  }
  // The fans that count, from the evaluation's occurrences (a dozen) rather
  // than a scan of the whole catalogue, in table order.
  int fans[sizeof(eval.detected.items) / sizeof(eval.detected.items[0]) + 2];
  int n = 0;
  const auto add = [&](int p) {
    for (int i = 0; i < n; ++i) {
      if (fans[i] == p) return;
    }
    int j = n++;
    for (; j > 0 && fans[j - 1] > p; --j) fans[j] = fans[j - 1];
    fans[j] = p;
  };
  for (int i = 0; i < eval.detected.n; ++i) {
    if (eval.status[i] == OccurrenceStatus::Counted) add(index_of(eval.detected.items[i].pattern));
  }
  for (Pattern p : {Pattern::ChickenHand, Pattern::FlowerTiles}) {
    if (eval.counts[index_of(p)]) add(index_of(p));
  }
  py::tuple out(n);
  for (int k = 0; k < n; ++k) {
    PyTuple_SET_ITEM(out.ptr(), k, names->fan_tuple(fans[k], eval.counts[fans[k]], verbose));
  }
  PyObject_GC_UnTrack(out.ptr());  // holds only untracked tuples: the collector need never visit it
  return out.release().ptr();
}

// meld_from_pack(pack)
PyObject* meld_from_pack_entry(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  static const FastArgs<1> parser("meld_from_pack", {"pack"}, 1);
  const auto a = parser.parse_required(args, nargs, kwnames, 1);
  register_core_api();  // the Meld type, which a drop-in process may not have registered yet
  return py::cast(gb_pack(a[0])).release().ptr();
}

}  // namespace

void register_compat(py::module_& m) {
  // Both a TypeError (what PyMahjongGB raises, so old except clauses still
  // work) and a ValueError (what the rest of mjcore raises for bad input).
  static py::object error =
      py::module_::import("builtins")
          .attr("type")("MahjongGBError", py::make_tuple(py::handle(PyExc_TypeError), py::handle(PyExc_ValueError)),
                        py::dict(py::arg("__module__") = "mjcore._core.compat",
                                 py::arg("__doc__") =
                                     R"doc(Bad input to the PyMahjongGB-compatible API (a TypeError and a ValueError).

>>> from mjcore.compat.mahjonggb import MahjongGBError, RegularShanten
>>> try:
...     RegularShanten(("W1",) * 5 + tuple("W2 W3 W4 W5 W6 W7 W8 W9".split()))
... except MahjongGBError as error:
...     print(isinstance(error, TypeError), isinstance(error, ValueError))
True True
)doc"));
  m.attr("MahjongGBError") = error;
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const CompatError& e) { set_error(error.ptr(), e.what()); }
  });

  static PyMethodDef def = {
      "MahjongFanCalculator", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&guarded<fan_calculator>)),
      METH_FASTCALL | METH_KEYWORDS,
      "MahjongFanCalculator(pack, hand, winTile, flowerCount, isSelfDrawn, is4thTile, isAboutKong, isWallLast, "
      "seatWind, prevalentWind, verbose=False, *, strict=None): PyMahjongGB 1.4.0's fan calculator on mjcore's "
      "core.\n\n"
      R"doc(Same arguments and answers as PyMahjongGB's: ((points, name), ...), or with verbose=True
((points, count, Chinese name, English name), ...); contradictory flags are corrected as
PyMahjongGB corrects them. strict=True (or the module's strict switch; None follows it)
refuses them with MahjongGBError instead. Input whose PyMahjongGB answer is undefined (a
fifth copy, out-of-range flowers or winds, a chow around a 1 or 9) always raises
MahjongGBError (docs/deviations.md).

>>> from mjcore.compat.mahjonggb import MahjongFanCalculator
>>> MahjongFanCalculator(pack=(), hand=tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()),
...     winTile="W5", flowerCount=0, isSelfDrawn=False, is4thTile=False, isAboutKong=False,
...     isWallLast=False, seatWind=0, prevalentWind=0, verbose=True)[0]
(88, 1, '九莲宝灯', 'Nine Gates')
)doc"};
  add_fast_function(m, &def);
  // The module-level switch behind mjcore.compat.mahjonggb.strict.
  m.def("_set_strict", &set_strict_default, py::arg("strict"));
  m.def("_get_strict", &strict_default);

  add_fast_entry<meld_from_pack_entry>(
      m, "meld_from_pack",
      "meld_from_pack(pack)\n--\n\n"
      R"doc(A PyMahjongGB pack (type, tile code, offer) as a Meld. For a PENG or GANG, offer
1/2/3 is the seat the tile was claimed from (left, across, right) and offer 0 on a GANG a
concealed kong; a CHI's tile is its middle one and its offer which of its three tiles was
claimed (always from the left). The checks are the calculator's (MahjongGBError).

>>> from mjcore.compat.mahjonggb import meld_from_pack
>>> meld_from_pack(("PENG", "J1", 2))
Meld.parse('pung 777z@across')
>>> meld_from_pack(("CHI", "T5", 3)), meld_from_pack(("GANG", "F1", 0))
(Meld.parse('chow 456s@6s'), Meld.parse('ankan 1111z'))
)doc");
}

}  // namespace mjcore::bindings
