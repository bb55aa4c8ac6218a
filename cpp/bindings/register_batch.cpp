// The batch API's bindings: NumPy buffers in and out, the GIL released while the
// core's row loops (batch_score.hpp, batch_tiles.hpp) run on worker threads. Shapes and
// dtypes are normalised by python/mjcore/batch.py; values are checked by the core.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "mjcore/batch_rows.hpp"
#include "mjcore/batch_score.hpp"
#include "mjcore/batch_tiles.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/parallel.hpp"
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

// Runs a row loop of the core with the GIL released; returns (first bad row, its message).
template <typename Loop>
py::tuple without_gil(const Loop& loop) {
  RowError first;
  {
    py::gil_scoped_release release;
    first = loop();
  }
  return py::make_tuple(first.row, first.message);
}

py::tuple batch_is_winning(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                           const std::optional<Array<std::int8_t>>& win, int threads, bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, win, std::nullopt);
  Array<bool> out(static_cast<py::ssize_t>(rows.n)), valid(static_cast<py::ssize_t>(rows.n));
  const py::tuple error = without_gil(
      [&] { return is_winning_rows(rows, out.mutable_data(), valid.mutable_data(), threads, stop_at_error); });
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
  const ScoreColumns columns = score_columns(*table);
  const auto n = static_cast<py::ssize_t>(rows.n);
  Array<std::int32_t> total = output<std::int32_t>(out, 0, "total", {n});
  Array<std::int32_t> base = output<std::int32_t>(out, 1, "base", {n});
  Array<std::uint8_t> fans =
      output<std::uint8_t>(out, 2, "fans", {n, static_cast<py::ssize_t>(columns.patterns.size())});
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
  const ScoreOutputs outputs{total.mutable_data(), base.mutable_data(), fans.mutable_data(), valid.mutable_data()};
  const py::tuple error =
      without_gil([&] { return score_rows(rows, ctx_rows, *table, columns, outputs, threads, stop_at_error); });
  py::list ids(columns.patterns.size());
  for (std::size_t k = 0; k < columns.patterns.size(); ++k) {
    PyObject* id = pattern_str(columns.patterns[k]);
    Py_INCREF(id);
    PyList_SET_ITEM(ids.ptr(), static_cast<Py_ssize_t>(k), id);
  }
  return py::make_tuple(total, base, fans, ids, valid, error[0], error[1]);
}

py::tuple batch_shanten(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                        unsigned forms, int threads, bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  Array<std::int8_t> out(static_cast<py::ssize_t>(rows.n));
  Array<bool> valid(static_cast<py::ssize_t>(rows.n));
  const py::tuple error = without_gil(
      [&] { return shanten_rows(rows, forms, out.mutable_data(), valid.mutable_data(), threads, stop_at_error); });
  return py::make_tuple(out, valid, error[0], error[1]);
}

py::tuple batch_waits(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds, int threads,
                      bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  const auto n = static_cast<py::ssize_t>(rows.n);
  Array<bool> out({n, static_cast<py::ssize_t>(kTileKinds)});
  Array<bool> valid(n);
  const py::tuple error =
      without_gil([&] { return waits_rows(rows, out.mutable_data(), valid.mutable_data(), threads, stop_at_error); });
  return py::make_tuple(out, valid, error[0], error[1]);
}

py::tuple batch_useful_tiles(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                             const std::optional<Array<std::uint8_t>>& visible, unsigned forms, int threads,
                             bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  const auto n = static_cast<py::ssize_t>(rows.n);
  Array<std::uint8_t> out({n, static_cast<py::ssize_t>(kTileKinds)});
  Array<bool> valid(n);
  const py::tuple error = without_gil([&] {
    return useful_tiles_rows(rows, data_or_null(visible), forms, out.mutable_data(), valid.mutable_data(), threads,
                             stop_at_error);
  });
  return py::make_tuple(out, valid, error[0], error[1]);
}

py::tuple batch_discard_options(const Array<std::uint8_t>& counts, const std::optional<Array<std::int8_t>>& melds,
                                const std::optional<Array<std::uint8_t>>& visible, unsigned forms, int threads,
                                bool stop_at_error) {
  const HandRows rows = hand_rows(counts, melds, std::nullopt, std::nullopt);
  const auto n = static_cast<py::ssize_t>(rows.n);
  const std::vector<py::ssize_t> shape{n, static_cast<py::ssize_t>(kTileKinds)};
  Array<std::int8_t> shanten_out(shape);
  Array<std::uint16_t> useful_out(shape);
  Array<bool> valid(n);
  const py::tuple error = without_gil([&] {
    return discard_rows(rows, data_or_null(visible), forms, shanten_out.mutable_data(), useful_out.mutable_data(),
                        valid.mutable_data(), threads, stop_at_error);
  });
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
