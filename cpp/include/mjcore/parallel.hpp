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

// Threads for `rows` rows: `requested` (0 = all cores), never more than the
// cores nor one per `min_rows_per_thread` rows, at least 1.
int thread_count(std::size_t rows, int requested, std::size_t min_rows_per_thread);

// Runs job(context, k) for slots k in [0, slots): slot 0 on the calling
// thread, the others on worker threads kept between calls, each at most
// once: a slot no worker has started by the time slot 0 returns is skipped,
// and while another caller's batch has the workers only slot 0 runs. So
// the slots must share their work (as for_each_chunk's share one queue,
// which slot 0 leaves empty). Returns when every started slot has returned.
using SlotJob = void (*)(void* context, int slot);
void run_slots(int slots, SlotJob job, void* context);

// Hands out [0, rows) in chunks, in row order, to whichever thread asks
// next: a thread slowed down (a core shared with other work) takes fewer
// chunks instead of holding up the whole batch.
class ChunkQueue;

// Runs work(queue, error) once on each of `threads` threads, the calling
// thread one of them; the work takes chunks with queue.take(begin, end)
// until it returns false, records its lowest bad row in `error`, and may
// queue.stop() the hand-out. Returns the lowest bad row over all threads.
// Chunks are of one size that suits the row and thread counts, or with
// `largest_chunk`, shares of the rows left of at most that many rows.
template <typename Work>
RowError for_each_chunk(std::size_t rows, int threads, Work&& work, std::size_t largest_chunk = 0);

}  // namespace mjcore

#include "mjcore/parallel_impl.hpp"
