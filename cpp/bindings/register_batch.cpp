// The batch API's native loops: NumPy buffers in, NumPy buffers out, the GIL
// released for the whole batch and rows split across threads. Shapes and
// dtypes are normalised by python/mjcore/batch.py; values are checked here.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "mjcore/batch_rows.hpp"
#include "mjcore/decompose.hpp"
#include "mjcore/discards.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/parallel.hpp"
#include "mjcore/prefetch.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/waits.hpp"
#include "arguments.hpp"
#include "register.hpp"

namespace py = pybind11;

namespace mjcore::bindings {
namespace {

template <typename T>
using Array = py::array_t<T, py::array::c_style>;

// Pattern ids as Python strings, made once (with the GIL held) and kept for
// the interpreter's life: a call's fans columns cost no string building.
PyObject* pattern_str(int p) {
  static const std::array<PyObject*, kPatternCount> ids = [] {
    std::array<PyObject*, kPatternCount> out{};
    for (int k = 0; k < kPatternCount; ++k) out[k] = PyUnicode_InternFromString(pattern_id(static_cast<Pattern>(k)));
    return out;
  }();
  return ids[p];
}

// Consecutive scoring patterns [pattern, pattern + length) and the fans
// column of the first.
struct ColumnRun {
  int pattern, column, length;
};

template <typename T>
const T* data_or_null(const std::optional<Array<T>>& a) {
  return a ? a->data() : nullptr;
}

// Output k of a call: a new array of `shape`, or the caller's own (out= in
// mjcore.batch) used in place. Cast, an array of another dtype or layout
// would be copied and the results lost with the copy: such an array is
// refused here instead.
template <typename T>
Array<T> output(const std::optional<py::tuple>& out, std::size_t k, const char* name,
                const std::vector<py::ssize_t>& shape) {
  if (!out) return Array<T>(shape);
  const py::handle given = (*out)[k];
  if (!py::isinstance<Array<T>>(given)) {
    throw py::value_error(std::string("out.") + name + " must be a C-contiguous array of dtype " +
                          py::str(py::dtype::of<T>()).cast<std::string>());
  }
  auto a = py::reinterpret_borrow<Array<T>>(given);
  if (!a.writeable()) throw py::value_error(std::string("out.") + name + " is read-only");
  // Results are stored as whole elements, which a view at an odd byte offset cannot take.
  if (reinterpret_cast<std::uintptr_t>(a.data()) % alignof(T) != 0) {
    throw py::value_error(std::string("out.") + name + " must be aligned to " + std::to_string(alignof(T)) +
                          " bytes, as NumPy allocates arrays");
  }
  const bool same_shape =
      a.ndim() == static_cast<py::ssize_t>(shape.size()) && std::equal(shape.begin(), shape.end(), a.shape());
  if (!same_shape) {
    std::string want = "(";
    for (std::size_t d = 0; d < shape.size(); ++d) want += (d ? ", " : "") + std::to_string(shape[d]);
    throw py::value_error(std::string("out.") + name + " must have shape " + want + (shape.size() == 1 ? ",)" : ")") +
                          ", got " + py::str(given.attr("shape")).cast<std::string>());
  }
  return a;
}

// An array's bytes, named for the message when out= arrays overlap.
struct NamedBytes {
  std::string name;
  const char* begin;
  const char* end;
};

void add_bytes(std::vector<NamedBytes>& all, std::string name, const py::array& a) {
  const auto* begin = static_cast<const char*>(a.data());
  all.push_back({std::move(name), begin, begin + a.nbytes()});
}

template <typename T>
void add_bytes(std::vector<NamedBytes>& all, std::string name, const std::optional<Array<T>>& a) {
  if (a) add_bytes(all, std::move(name), *a);
}

// The out= arrays (after `inputs` in `all`) overlap neither an input nor
// each other: the threads would read rows already overwritten, or write
// one result over another.
void check_apart(const std::vector<NamedBytes>& all, std::size_t inputs) {
  for (std::size_t k = inputs; k < all.size(); ++k) {
    for (std::size_t j = 0; j < k; ++j) {
      if (all[k].begin < all[j].end && all[j].begin < all[k].end) {
        throw py::value_error(all[k].name + " overlaps " + all[j].name);
      }
    }
  }
}

HandRows hand_rows(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                   const std::optional<Array<std::int8_t>>& win, const std::optional<Array<std::uint8_t>>& flowers) {
  HandRows rows;
  rows.n = static_cast<std::size_t>(counts.shape(0));
  rows.counts = counts.data();
  rows.melds = data_or_null(melds);
  rows.win = data_or_null(win);
  rows.flowers = data_or_null(flowers);
  return rows;
}

// The lines a row of `rows` reads.
RowLines hand_lines(const HandRows& rows) {
  RowLines lines;
  lines.reads(rows.counts, kTileKinds);
  lines.reads(rows.melds, kMaxMelds * 2);
  lines.reads(rows.win, 1);
  lines.reads(rows.flowers, 1);
  return lines;
}

// Threads for a batch of n rows (`requested`: the caller's threads=).
int batch_threads(std::size_t n, int requested) { return thread_count(n, requested, 256); }

// Runs work(queue, error) on `threads` threads with the GIL released (see
// for_each_chunk); returns (first bad row, its message).
template <typename Work>
py::tuple run_chunks(std::size_t n, int threads, std::size_t chunk, const Work& work) {
  RowError first;
  {
    py::gil_scoped_release release;
    first = for_each_chunk(n, threads, work, chunk);
  }
  return py::make_tuple(first.row, first.message);
}

// row(i), marking the row valid or not; false when it threw InputError.
template <typename Row>
bool run_row(Row& row, std::size_t i, bool* ok, RowError& err) {
  try {
    row(i);
    ok[i] = true;
    return true;
  } catch (const InputError& e) {
    ok[i] = false;
    if (err.row < 0 || static_cast<std::ptrdiff_t>(i) < err.row) err = {static_cast<std::ptrdiff_t>(i), e.what()};
    return false;
  }
}

// Runs row(i) for every row, each thread on its own copy of `row` (so
// buffers it owns are the thread's, reused row after row); a row that
// throws InputError is marked invalid, and in stop mode ends the hand-out
// of rows (rows before it are all still checked).
template <typename Row>
py::tuple run_rows(std::size_t n, int threads, bool stop_at_error, Array<bool>& valid, const Row& row) {
  bool* ok = valid.mutable_data();
  return run_chunks(n, batch_threads(n, threads), 0, [&](ChunkQueue& queue, RowError& err) {
    Row mine = row;
    std::size_t begin, end;
    while (queue.take(begin, end)) {
      for (std::size_t i = begin; i < end; ++i) {
        if (!run_row(mine, i, ok, err) && stop_at_error) {
          queue.stop();
          return;
        }
      }
    }
  });
}

// As run_rows, for work that branches on the kind of hand: each chunk's
// rows are taken kind by kind (RowGrouping), and the next row's `lines`
// loaded meanwhile (out of order, rows would miss the cache where a pass in
// order streams them). In stop mode the chunk is still finished, so every
// row below the first bad one is checked.
template <typename Row>
py::tuple run_grouped_rows(const HandRows& rows, int threads, bool stop_at_error, Array<bool>& valid, const Row& row,
                           const RowLines& lines) {
  bool* ok = valid.mutable_data();
  const int t = batch_threads(rows.n, threads);
  return run_chunks(rows.n, t, RowGrouping::kLargestChunk, [&](ChunkQueue& queue, RowError& err) {
    Row mine = row;
    RowGrouping grouping;
    std::size_t begin, end;
    while (queue.take(begin, end)) {
      const std::vector<std::size_t>& order = grouping.group(rows, begin, end);
      for (std::size_t k = 0; k < order.size(); ++k) {
        if (k + 1 < order.size()) lines.prefetch(order[k + 1]);
        if (!run_row(mine, order[k], ok, err) && stop_at_error) queue.stop();
      }
      if (stop_at_error && err.row >= 0) return;
    }
  });
}

py::tuple batch_is_winning(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                           const std::optional<Array<std::int8_t>>& win, int threads, bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, win, std::nullopt);
  Array<bool> out(static_cast<py::ssize_t>(rows.n)), valid(static_cast<py::ssize_t>(rows.n));
  bool* result = out.mutable_data();
  const py::tuple error = run_rows(rows.n, threads, stop_at_error, valid, [&](std::size_t i) {
    result[i] = false;  // stays false for an invalid row
    result[i] = is_winning(hand_row(rows, i));
  });
  return py::make_tuple(out, valid, error[0], error[1]);
}

py::tuple batch_score(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                      const std::optional<Array<std::int8_t>>& win, const std::optional<Array<std::uint8_t>>& flowers,
                      const std::optional<Array<std::uint8_t>>& flags,
                      const std::optional<Array<std::uint8_t>>& seat_wind,
                      const std::optional<Array<std::uint8_t>>& prevalent_wind, const py::handle& ruleset, int threads,
                      bool stop_at_error, const std::optional<py::tuple>& out) {
  const std::shared_ptr<const RuleTable> table = table_of_ruleset(ruleset);
  const HandRows rows = hand_rows(counts, melds, win, flowers);
  ContextRows ctx_rows{data_or_null(flags), data_or_null(seat_wind), data_or_null(prevalent_wind)};
  std::vector<int> columns;     // the scoring patterns, in catalogue order
  std::vector<ColumnRun> runs;  // the same as runs of consecutive patterns: a row's fans are a few block copies
  for (int p = 0; p < kPatternCount; ++p) {
    if (table->points[p] == 0) continue;
    if (runs.empty() || runs.back().pattern + runs.back().length != p) {
      runs.push_back({p, static_cast<int>(columns.size()), 0});
    }
    ++runs.back().length;
    columns.push_back(p);
  }
  const auto n = static_cast<py::ssize_t>(rows.n);
  Array<std::int32_t> total = output<std::int32_t>(out, 0, "total", {n});
  Array<std::int32_t> base = output<std::int32_t>(out, 1, "base", {n});
  Array<std::uint8_t> fans = output<std::uint8_t>(out, 2, "fans", {n, static_cast<py::ssize_t>(columns.size())});
  Array<bool> valid = output<bool>(out, 3, "valid", {n});
  if (out) {
    std::vector<NamedBytes> all;
    add_bytes(all, "the input counts", counts);
    add_bytes(all, "the input melds", melds);
    add_bytes(all, "the input win", win);
    add_bytes(all, "the input flowers", flowers);
    add_bytes(all, "the input flags", flags);
    add_bytes(all, "the input seat_wind", seat_wind);
    add_bytes(all, "the input prevalent_wind", prevalent_wind);
    const std::size_t inputs = all.size();
    add_bytes(all, "out.total", total);
    add_bytes(all, "out.base", base);
    add_bytes(all, "out.fans", fans);
    add_bytes(all, "out.valid", valid);
    check_apart(all, inputs);
  }
  std::int32_t* total_out = total.mutable_data();
  std::int32_t* base_out = base.mutable_data();
  std::uint8_t* fans_out = fans.mutable_data();
  // Each thread's own buffers and result (each thread runs a copy of the
  // row function): nothing allocated or cleared per row (evaluate fills `eval`).
  const auto score_row = [&, decomps = std::vector<Decomposition>(), totals = std::vector<int>(),
                          eval = Evaluation()](std::size_t i) mutable {
    std::uint8_t* row_fans = fans_out + i * columns.size();
    try {
      evaluate(hand_row(rows, i), context_at(ctx_rows, i), *table, decomps, totals, eval, Detail::Counts);
    } catch (const InputError&) {
      total_out[i] = base_out[i] = 0;  // a bad row's results are 0
      std::fill(row_fans, row_fans + columns.size(), std::uint8_t{0});
      throw;
    }
    base_out[i] = eval.base;
    total_out[i] = eval.base + eval.flowers;
    for (const ColumnRun& run : runs) std::memcpy(row_fans + run.column, &eval.counts[run.pattern], run.length);
  };
  RowLines lines = hand_lines(rows);
  lines.reads(ctx_rows.flags, 1);
  lines.reads(ctx_rows.seat_wind, 1);
  lines.reads(ctx_rows.prevalent_wind, 1);
  lines.writes(fans_out, columns.size());
  lines.writes(total_out, sizeof(std::int32_t));
  lines.writes(base_out, sizeof(std::int32_t));
  const py::tuple error = run_grouped_rows(rows, threads, stop_at_error, valid, score_row, lines);
  py::list ids(columns.size());
  for (std::size_t k = 0; k < columns.size(); ++k) {
    PyObject* id = pattern_str(columns[k]);
    Py_INCREF(id);
    PyList_SET_ITEM(ids.ptr(), static_cast<Py_ssize_t>(k), id);
  }
  return py::make_tuple(total, base, fans, ids, valid, error[0], error[1]);
}

// Shanten of a row's hand over `forms`; InputError when no selected form can
// be completed by it (e.g. seven pairs after a declared meld).
int row_shanten(const ShantenHand& h, unsigned forms) {
  const int s = shanten(h, forms);
  if (s == kNoShanten) throw InputError("no selected form can be completed by this hand");
  return s;
}

py::tuple batch_shanten(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                        unsigned forms, int threads, bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  Array<std::int8_t> out(static_cast<py::ssize_t>(rows.n));
  Array<bool> valid(static_cast<py::ssize_t>(rows.n));
  std::int8_t* result = out.mutable_data();
  const py::tuple error = run_rows(rows.n, threads, stop_at_error, valid, [&](std::size_t i) {
    result[i] = 0;
    result[i] = static_cast<std::int8_t>(row_shanten(shanten_row(rows, i), forms));
  });
  return py::make_tuple(out, valid, error[0], error[1]);
}

py::tuple batch_waits(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds, int threads,
                      bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  const auto n = static_cast<py::ssize_t>(rows.n);
  Array<bool> out({n, static_cast<py::ssize_t>(kTileKinds)});
  Array<bool> valid(n);
  bool* result = out.mutable_data();
  const py::tuple error = run_rows(rows.n, threads, stop_at_error, valid, [&](std::size_t i) {
    bool* row = result + i * kTileKinds;
    std::fill(row, row + kTileKinds, false);
    const Hand hand = hand_row(rows, i);
    if (hand.concealed_count() != 13 - 3 * hand.n_melds) {
      throw InputError("waits need 13 - 3k concealed tiles (a hand before its winning tile)");
    }
    const std::uint64_t mask = waiting_mask(hand);
    for (int t = 0; t < kTileKinds; ++t) row[t] = mask >> t & 1;
  });
  return py::make_tuple(out, valid, error[0], error[1]);
}

py::tuple batch_useful_tiles(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                             const std::optional<Array<std::uint8_t>>& visible, unsigned forms, int threads,
                             bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  const auto n = static_cast<py::ssize_t>(rows.n);
  Array<std::uint8_t> out({n, static_cast<py::ssize_t>(kTileKinds)});
  Array<bool> valid(n);
  std::uint8_t* result = out.mutable_data();
  const std::uint8_t* seen_rows = data_or_null(visible);
  RowLines lines = hand_lines(rows);
  lines.reads(seen_rows, kTileKinds);
  lines.writes(result, kTileKinds);
  const py::tuple error = run_grouped_rows(
      rows, threads, stop_at_error, valid,
      [&](std::size_t i) {
        std::uint8_t* row = result + i * kTileKinds;
        std::fill(row, row + kTileKinds, std::uint8_t{0});
        const ShantenHand h = shanten_row(rows, i);
        if (h.tiles % 3 != 1) throw InputError("useful tiles need 13 - 3k concealed tiles");
        Counts seen{};
        if (seen_rows) std::copy(seen_rows + i * kTileKinds, seen_rows + (i + 1) * kTileKinds, seen.begin());
        const Counts unseen = unseen_copies(h, seen);
        const Useful u = useful_tiles(h, forms);
        if (u.shanten == kNoShanten) throw InputError("no selected form can be completed by this hand");
        for (int t = 0; t < kTileKinds; ++t) {
          if (u.tiles >> t & 1) row[t] = unseen[t];
        }
      },
      lines);
  return py::make_tuple(out, valid, error[0], error[1]);
}

// Per row and tile: the shanten after discarding that tile (kNotHeld when
// the hand holds none) and the unseen copies of the tiles that would then help.
constexpr std::int8_t kNotHeld = -128;

py::tuple batch_discard_options(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                                const std::optional<Array<std::uint8_t>>& visible, unsigned forms, int threads,
                                bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  const auto n = static_cast<py::ssize_t>(rows.n);
  const std::vector<py::ssize_t> shape{n, static_cast<py::ssize_t>(kTileKinds)};
  Array<std::int8_t> shanten_out(shape);
  Array<std::uint16_t> useful_out(shape);
  Array<bool> valid(n);
  std::int8_t* s_out = shanten_out.mutable_data();
  std::uint16_t* u_out = useful_out.mutable_data();
  const std::uint8_t* seen_rows = data_or_null(visible);
  RowLines lines = hand_lines(rows);
  lines.reads(seen_rows, kTileKinds);
  lines.writes(s_out, kTileKinds);
  lines.writes(u_out, kTileKinds * sizeof(std::uint16_t));
  const py::tuple error = run_grouped_rows(
      rows, threads, stop_at_error, valid,
      [&](std::size_t i) {
        std::int8_t* s_row = s_out + i * kTileKinds;
        std::uint16_t* u_row = u_out + i * kTileKinds;
        std::fill(s_row, s_row + kTileKinds, kNotHeld);
        std::fill(u_row, u_row + kTileKinds, std::uint16_t{0});
        const ShantenHand h = shanten_row(rows, i);
        if (h.tiles % 3 != 2) throw InputError("discard options need 14 - 3k concealed tiles (after drawing)");
        Counts seen{};
        if (seen_rows) std::copy(seen_rows + i * kTileKinds, seen_rows + (i + 1) * kTileKinds, seen.begin());
        std::array<DiscardOutcome, kTileKinds> outcomes;
        discard_outcomes(h, unseen_copies(h, seen), forms, outcomes);
        for (int t = 0; t < kTileKinds; ++t) {
          if (!h.concealed[t]) continue;
          if (outcomes[t].shanten == kNoShanten) throw InputError("no selected form can be completed by this hand");
          s_row[t] = static_cast<std::int8_t>(outcomes[t].shanten);
          u_row[t] = static_cast<std::uint16_t>(outcomes[t].unseen);
        }
      },
      lines);
  return py::make_tuple(shanten_out, useful_out, valid, error[0], error[1]);
}

py::tuple batch_encode(const py::handle& hands_arg) {
  if (PyUnicode_Check(hands_arg.ptr()) || !PySequence_Check(hands_arg.ptr())) {
    throw py::type_error("hands must be a sequence of Hands or tile strings, got " + type_name(hands_arg));
  }
  const auto hands = py::reinterpret_borrow<py::sequence>(hands_arg);
  const auto n = static_cast<py::ssize_t>(py::len(hands));
  Array<std::uint8_t> counts({n, static_cast<py::ssize_t>(kTileKinds)});
  Array<std::int8_t> melds({n, static_cast<py::ssize_t>(kMaxMelds), static_cast<py::ssize_t>(2)});
  Array<std::int8_t> win(n);
  Array<std::uint8_t> flowers(n);
  for (py::ssize_t i = 0; i < n; ++i) {
    Hand hand;
    try {
      hand = hand_argument(hands[static_cast<std::size_t>(i)]);
    } catch (const InputError& e) {
      throw InputError("hands[" + std::to_string(i) + "]: " + e.what());
    } catch (const py::type_error& e) { throw py::type_error("hands[" + std::to_string(i) + "]: " + e.what()); }
    encode_hand(hand, counts.mutable_data(i), melds.mutable_data(i), win.mutable_data(i), flowers.mutable_data(i));
  }
  return py::make_tuple(counts, melds, win, flowers);
}

py::list batch_decode(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                      const std::optional<Array<std::int8_t>>& win, const std::optional<Array<std::uint8_t>>& flowers) {
  const HandRows rows = hand_rows(counts, melds, win, flowers);
  py::list out;
  for (std::size_t i = 0; i < rows.n; ++i) {
    try {
      out.append(hand_row_fully(rows, i));
    } catch (const InputError& e) { throw InputError("row " + std::to_string(i) + ": " + e.what()); }
  }
  return out;
}

}  // namespace

void register_batch(py::module_& m) {
  m.def("is_winning", &batch_is_winning, py::arg("counts"), py::arg("melds"), py::arg("win"), py::arg("threads"),
        py::arg("stop_at_error"));
  m.def("score", &batch_score, py::arg("counts"), py::arg("melds"), py::arg("win"), py::arg("flowers"),
        py::arg("flags"), py::arg("seat_wind"), py::arg("prevalent_wind"), py::arg("ruleset"), py::arg("threads"),
        py::arg("stop_at_error"), py::arg("out"));
  m.def("shanten", &batch_shanten, py::arg("counts"), py::arg("melds"), py::arg("forms"), py::arg("threads"),
        py::arg("stop_at_error"));
  m.def("waits", &batch_waits, py::arg("counts"), py::arg("melds"), py::arg("threads"), py::arg("stop_at_error"));
  m.def("useful_tiles", &batch_useful_tiles, py::arg("counts"), py::arg("melds"), py::arg("visible"), py::arg("forms"),
        py::arg("threads"), py::arg("stop_at_error"));
  m.def("discard_options", &batch_discard_options, py::arg("counts"), py::arg("melds"), py::arg("visible"),
        py::arg("forms"), py::arg("threads"), py::arg("stop_at_error"));
  m.def("encode", &batch_encode, py::arg("hands"));
  m.def("decode", &batch_decode, py::arg("counts"), py::arg("melds"), py::arg("win"), py::arg("flowers"));
}

}  // namespace mjcore::bindings
