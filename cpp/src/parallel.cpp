#include "mjcore/parallel.hpp"

#include <algorithm>
#include <thread>

namespace mjcore {

int thread_count(std::size_t rows, int requested, std::size_t min_rows_per_thread) {
  // Asked once: glibc reads it from /sys on every call (microseconds, as much
  // as a small batch's whole work).
  static const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const int wanted = requested > 0 ? requested : cores;
  const std::size_t useful = std::max<std::size_t>(1, rows / std::max<std::size_t>(1, min_rows_per_thread));
  return static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(wanted), useful));
}

}  // namespace mjcore
