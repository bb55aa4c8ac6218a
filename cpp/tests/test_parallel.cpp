#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "check.hpp"
#include "mjcore/parallel.hpp"

using namespace mjcore;

namespace {

// Every row of `rows` taken exactly once by for_each_chunk on `threads` threads.
bool each_row_once(std::size_t rows, int threads) {
  std::vector<std::atomic<int>> seen(rows);
  for_each_chunk(rows, threads, [&](ChunkQueue& queue, RowError&) {
    std::size_t begin, end;
    while (queue.take(begin, end)) {
      for (std::size_t i = begin; i < end; ++i) seen[i].fetch_add(1);
    }
  });
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
    run_slots(slots, [](void* context, int k) {
      static_cast<std::atomic<int>*>(context)[k].fetch_add(1);
      if (k == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }, ran);
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
