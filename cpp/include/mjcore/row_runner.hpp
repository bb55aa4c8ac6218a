// Running a function over every row of a batch on worker threads: each
// thread on its own copy of the row function (buffers it owns are the
// thread's, reused row after row); a row that throws InputError is marked
// invalid, and with stop_at_error ends the hand-out of rows (rows before the
// first bad one are all still checked). The caller releases the GIL.
#pragma once
#include <cstddef>
#include <vector>

#include "mjcore/batch_rows.hpp"
#include "mjcore/errors.hpp"
#include "mjcore/parallel.hpp"
#include "mjcore/prefetch.hpp"

namespace mjcore {

// Threads for a batch of n rows (`requested`: the caller's threads=).
inline int batch_threads(std::size_t n, int requested) { return thread_count(n, requested, 256); }

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

// row(i) for every i < n; returns the first bad row (row -1: none).
template <typename Row>
RowError run_rows(std::size_t n, int threads, bool stop_at_error, bool* ok, const Row& row) {
  return for_each_chunk(n, batch_threads(n, threads), [&](ChunkQueue& queue, RowError& err) {
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
RowError run_grouped_rows(const HandRows& rows, int threads, bool stop_at_error, bool* ok, const Row& row,
                          const RowLines& lines) {
  return for_each_chunk(
      rows.n, batch_threads(rows.n, threads),
      [&](ChunkQueue& queue, RowError& err) {
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
      },
      RowGrouping::kLargestChunk);
}

// The lines a row of `rows` reads.
inline RowLines hand_lines(const HandRows& rows) {
  RowLines lines;
  lines.reads(rows.counts, kTileKinds);
  lines.reads(rows.melds, kMaxMelds * 2);
  lines.reads(rows.win, 1);
  lines.reads(rows.flowers, 1);
  return lines;
}

}  // namespace mjcore
