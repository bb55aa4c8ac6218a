// Template body of for_each_chunk (included by parallel.hpp).
#pragma once
#include <algorithm>
#include <atomic>
#include <vector>

namespace mjcore {

class ChunkQueue {
 public:
  // Fixed chunks by default: small enough to even out threads, and for a
  // worker that wakes late to find work left in a small batch; large enough
  // that taking one costs nothing beside its rows (an atomic add per 64 rows
  // or more). With `largest` rows, chunks are guided instead: a share of
  // the rows left (at most `largest`), so the first are large and the last
  // small enough to leave no thread idle long at the end; one thread's keep
  // their size (grouped work runs faster in larger chunks).
  ChunkQueue(std::size_t rows, int threads, std::size_t largest = 0)
      : rows_(rows),
        threads_(static_cast<std::size_t>(threads)),
        chunk_(largest ? largest : std::max<std::size_t>(kSmallest, rows / (64 * threads_))),
        guided_(largest != 0) {}

  bool take(std::size_t& begin, std::size_t& end) {
    if (stopped_.load(std::memory_order_relaxed)) return false;
    if (!guided_) {
      begin = next_.fetch_add(chunk_, std::memory_order_relaxed);
    } else {
      begin = next_.load(std::memory_order_relaxed);
      std::size_t size;
      do {
        if (begin >= rows_) return false;
        const std::size_t share = threads_ == 1 ? rows_ - begin : (rows_ - begin) / (2 * threads_);
        size = std::clamp<std::size_t>(share, kSmallest, chunk_);
      } while (!next_.compare_exchange_weak(begin, begin + size, std::memory_order_relaxed));
      end = std::min(rows_, begin + size);
      return true;
    }
    if (begin >= rows_) return false;
    end = std::min(rows_, begin + chunk_);
    return true;
  }
  // No more chunks: those already taken, all of lower rows, still finish.
  void stop() { stopped_.store(true, std::memory_order_relaxed); }

 private:
  static constexpr std::size_t kSmallest = 64;
  const std::size_t rows_, threads_, chunk_;
  const bool guided_;
  std::atomic<std::size_t> next_{0};
  std::atomic<bool> stopped_{false};
};

template <typename Work>
RowError for_each_chunk(std::size_t rows, int threads, Work&& work, std::size_t largest_chunk) {
  ChunkQueue queue(rows, threads, largest_chunk);
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
