// Template body of for_each_slice (included by parallel.hpp).
#pragma once
#include <thread>
#include <vector>

namespace mjcore {

template <typename Work>
RowError for_each_slice(std::size_t rows, int threads, Work&& work) {
  std::vector<RowError> errors(static_cast<std::size_t>(threads));
  const auto slice = [&](int k) {
    const std::size_t begin = rows * static_cast<std::size_t>(k) / static_cast<std::size_t>(threads);
    const std::size_t end = rows * static_cast<std::size_t>(k + 1) / static_cast<std::size_t>(threads);
    work(begin, end, errors[static_cast<std::size_t>(k)]);
  };
  if (threads == 1) {
    slice(0);
  } else {
    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(threads - 1));
    for (int k = 1; k < threads; ++k) pool.emplace_back(slice, k);
    slice(0);  // the calling thread takes the first slice
    for (auto& t : pool) t.join();
  }
  for (const RowError& e : errors) {
    if (e.row >= 0) return e;  // slices are in row order: the first found is the lowest
  }
  return {};
}

}  // namespace mjcore
