#include <atomic>
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

TEST_CASE("run_slots runs every slot once, call after call, on kept workers") {
  for (int call = 0; call < 50; ++call) {
    const int slots = 1 + call % 4;
    std::atomic<int> ran[4] = {};
    run_slots(slots, [](void* context, int k) { static_cast<std::atomic<int>*>(context)[k].fetch_add(1); }, ran);
    for (int k = 0; k < 4; ++k) CHECK(ran[k].load() == (k < slots ? 1 : 0));
  }
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
