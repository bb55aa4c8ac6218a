// Template body of for_each_chunk (included by parallel.hpp).
#pragma once
#include <algorithm>
#include <atomic>
#include <vector>

namespace mjcore {

class ChunkQueue {
 public:
  // By default small enough to even out threads, and for a worker that
  // wakes late to find work left in a small batch; large enough that taking
  // one costs nothing beside its rows (an atomic add per 64 rows or more).
  ChunkQueue(std::size_t rows, int threads, std::size_t chunk = 0)
      : rows_(rows),
        chunk_(chunk ? chunk : std::max<std::size_t>(64, rows / (64 * static_cast<std::size_t>(threads)))) {}

  bool take(std::size_t& begin, std::size_t& end) {
    if (stopped_.load(std::memory_order_relaxed)) return false;
    begin = next_.fetch_add(chunk_, std::memory_order_relaxed);
    if (begin >= rows_) return false;
    end = std::min(rows_, begin + chunk_);
    return true;
  }
  // No more chunks: those already taken, all of lower rows, still finish.
  void stop() { stopped_.store(true, std::memory_order_relaxed); }

 private:
  const std::size_t rows_, chunk_;
  std::atomic<std::size_t> next_{0};
  std::atomic<bool> stopped_{false};
};

template <typename Work>
RowError for_each_chunk(std::size_t rows, int threads, Work&& work, std::size_t chunk) {
  ChunkQueue queue(rows, threads, chunk);
  std::vector<RowError> errors(static_cast<std::size_t>(threads));
  auto run = [&](int k) { work(queue, errors[static_cast<std::size_t>(k)]); };
  run_slots(threads, [](void* context, int k) { (*static_cast<decltype(run)*>(context))(k); }, &run);
  RowError first;
  for (const RowError& e : errors) {
    if (e.row >= 0 && (first.row < 0 || e.row < first.row)) first = e;
  }
  return first;
}

}  // namespace mjcore
