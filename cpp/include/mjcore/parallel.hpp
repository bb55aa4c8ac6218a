// Splitting a batch of independent rows across native threads. Each row's
// result depends on that row alone, so any thread count gives the same
// answers; the first failing row (lowest index) is the one reported.
#pragma once
#include <cstddef>
#include <string>

namespace mjcore {

struct RowError {
  std::ptrdiff_t row = -1;  // -1: no error
  std::string message;
};

// Threads for `rows` rows: `requested` (0 = all cores), never more than one
// per `min_rows_per_thread` rows, at least 1.
int thread_count(std::size_t rows, int requested, std::size_t min_rows_per_thread);

// Runs work(begin, end, error) on `threads` contiguous slices of [0, rows),
// the calling thread taking the first. Each slice records its first bad row
// in `error` (whether it goes on is the work's choice). Returns the lowest
// bad row over all slices.
template <typename Work>
RowError for_each_slice(std::size_t rows, int threads, Work&& work);

}  // namespace mjcore

#include "mjcore/parallel_impl.hpp"
