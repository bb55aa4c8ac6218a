#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "check.hpp"
#include "mjcore/parallel.hpp"

using namespace mjcore;

namespace {

// Every row of `rows` taken exactly once by for_each_chunk on `threads`
// threads (with guided chunks of at most `largest_chunk` rows, if given).
bool each_row_once(std::size_t rows, int threads, std::size_t largest_chunk = 0) {
  std::vector<std::atomic<int>> seen(rows);
  for_each_chunk(
      rows, threads,
      [&](ChunkQueue& queue, RowError&) {
        std::size_t begin, end;
        while (queue.take(begin, end)) {
          for (std::size_t i = begin; i < end; ++i) seen[i].fetch_add(1);
        }
      },
      largest_chunk);
  for (const auto& s : seen) {
    if (s.load() != 1) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("run_slots runs slot 0 once and every other slot at most once, call after call") {
  // A slot that sleeps keeps slot 0 busy long enough for the workers to
  // start theirs: then every slot runs.
  int all_ran = 0;
  for (int call = 0; call < 50; ++call) {
    const int slots = 1 + call % 4;
    std::atomic<int> ran[4] = {};
    run_slots(
        slots,
        [](void* context, int k) {
          static_cast<std::atomic<int>*>(context)[k].fetch_add(1);
          if (k == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
        },
        ran);
    CHECK(ran[0].load() == 1);
    bool every = true;
    for (int k = 1; k < 4; ++k) {
      CHECK(ran[k].load() <= (k < slots ? 1 : 0));
      every = every && ran[k].load() == (k < slots ? 1 : 0);
    }
    all_ran += every;
  }
  CHECK(all_ran > 25);  // 5 ms is ample for a worker to wake: most calls ran all their slots
}

TEST_CASE("for_each_chunk covers each row once, alone or beside another caller") {
  for (int threads = 1; threads <= 4; ++threads) CHECK(each_row_once(100000, threads));
  // Two callers at once: one has the workers, the other does its rows alone.
  bool a = false, b = false;
  std::thread other([&] { a = each_row_once(300000, 3); });
  b = each_row_once(300000, 3);
  other.join();
  CHECK(a);
  CHECK(b);
}

TEST_CASE(
    "guided chunks cover each row once, shrink as the rows run out (for more than one thread), and stay within "
    "bounds") {
  for (int threads = 1; threads <= 4; ++threads) {
    for (std::size_t rows : {std::size_t{0}, std::size_t{1}, std::size_t{63}, std::size_t{1000}, std::size_t{300000}}) {
      CHECK(each_row_once(rows, threads, 4096));
    }
  }
  ChunkQueue queue(100000, 2, 4096);
  std::vector<std::size_t> sizes;
  std::size_t begin, end, covered = 0;
  while (queue.take(begin, end)) {
    CHECK(begin == covered);
    sizes.push_back(end - begin);
    covered = end;
  }
  CHECK(covered == 100000);
  CHECK(sizes.front() == 4096);  // a quarter of the rows would be more than the largest
  for (std::size_t k = 1; k < sizes.size(); ++k) CHECK(sizes[k] <= sizes[k - 1]);
  for (std::size_t k = 0; k + 1 < sizes.size(); ++k) CHECK(sizes[k] >= 64);
  CHECK(sizes.back() < 4096);
  ChunkQueue alone(100000, 1, 4096);  // one thread waits for no other: its chunks keep their size
  covered = 0;
  while (alone.take(begin, end)) {
    CHECK((end - begin == 4096 || end == 100000));
    covered = end;
  }
  CHECK(covered == 100000);
}

TEST_CASE("thread_count asks for no more threads than cores, nor one per fewer than min rows") {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  CHECK(thread_count(1000000, 1000, 256) == std::min(cores, 1000));
  CHECK(thread_count(1000000, 0, 256) == cores);
  CHECK(thread_count(1000000, 1, 256) == 1);
  CHECK(thread_count(300, 1000, 256) == 1);
}
