#include "mjcore/parallel.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <system_error>
#include <thread>
#if defined(__unix__) || defined(__APPLE__)
#include <pthread.h>
#endif

namespace mjcore {

int thread_count(std::size_t rows, int requested, std::size_t min_rows_per_thread) {
  // Asked once: glibc reads it from /sys on every call (microseconds, as much
  // as a small batch's whole work).
  static const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // More threads than cores only adds switching (and pool workers kept for
  // good): a larger request runs on every core.
  const int wanted = requested > 0 ? std::min(requested, cores) : cores;
  const std::size_t useful = std::max<std::size_t>(1, rows / std::max<std::size_t>(1, min_rows_per_thread));
  return static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(wanted), useful));
}

namespace {

// Worker threads started on first use and kept for later batches: starting
// a thread per batch (and its first allocations, on a core whose caches hold
// none of the tables) cost ~100 µs, more than a few hundred rows' work.
// Workers are never stopped: idle, they wait on a condition variable, and
// the process ends with them. There are at most one fewer than the cores
// (thread_count never asks for more).
class WorkerPool {
 public:
  void run(int slots, SlotJob job, void* context) {
    // One batch at a time has the workers. Another caller's batch meanwhile
    // runs on its own thread alone: slot 0 takes every chunk of its queue.
    std::unique_lock<std::mutex> turn(turn_, std::try_to_lock);
    if (!turn.owns_lock()) {
      job(context, 0);
      return;
    }
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      for (; workers_ < slots - 1; ++workers_) {
        try {
          std::thread(&WorkerPool::serve, this).detach();
        } catch (const std::system_error&) {
          break;  // no thread to be had (a resource limit): the slots left are withdrawn below
        }
      }
      job_ = job;
      context_ = context;
      next_slot_ = 1;
      slots_ = slots;
      pending_ = slots - 1;
    }
    wake_.notify_all();
    job(context, 0);
    std::unique_lock<std::mutex> lock(mutex_);
    // Slots no worker has started yet are withdrawn instead of waited for:
    // waking an idle core can take longer than a small batch's whole work.
    pending_ -= slots_ - next_slot_;
    slots_ = next_slot_;
    done_.wait(lock, [&] { return pending_ == 0; });
  }

 private:
  void serve() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [&] { return next_slot_ < slots_; });
      const int slot = next_slot_++;
      const SlotJob job = job_;
      void* const context = context_;
      lock.unlock();
      job(context, slot);
      lock.lock();
      if (--pending_ == 0) done_.notify_one();
    }
  }

  std::mutex turn_;
  std::mutex mutex_;  // guards everything below
  std::condition_variable wake_, done_;
  SlotJob job_ = nullptr;
  void* context_ = nullptr;
  int next_slot_ = 0, slots_ = 0, pending_ = 0, workers_ = 0;
};

std::atomic<WorkerPool*> g_pool{nullptr};

#if defined(__unix__) || defined(__APPLE__)
// A child of fork() has none of its parent's workers (and perhaps a mutex
// held by one): it starts a pool of its own, the parent's left unused.
[[maybe_unused]] const int g_forget_pool_in_child = pthread_atfork(nullptr, nullptr, [] { g_pool.store(nullptr); });
#endif

WorkerPool& pool() {
  WorkerPool* current = g_pool.load(std::memory_order_acquire);
  if (current != nullptr) return *current;
  auto* fresh = new WorkerPool;
  if (g_pool.compare_exchange_strong(current, fresh, std::memory_order_acq_rel)) return *fresh;
  delete fresh;  // another thread's pool came first
  return *current;
}

}  // namespace

void run_slots(int slots, SlotJob job, void* context) {
  if (slots <= 1) {
    job(context, 0);
    return;
  }
  pool().run(slots, job, context);
}

}  // namespace mjcore
