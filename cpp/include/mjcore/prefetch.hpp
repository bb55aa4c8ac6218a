// Cache hints for loops that visit rows out of order. A hint changes no
// result; without the GCC/Clang builtin it does nothing.
#pragma once
#include <cstddef>
#include <cstdint>

namespace mjcore {

// Forced inline, as must be any function holding only hints: GCC judges
// such a function to have no effect and drops the calls to it.
[[gnu::always_inline]] inline void prefetch_line(const void* p, bool for_writing) {
#if defined(__GNUC__) || defined(__clang__)
  if (for_writing) __builtin_prefetch(p, 1);
  else __builtin_prefetch(p, 0);
#else
  (void)p;
  (void)for_writing;
#endif
}

// The arrays a batch row reads and writes (row i at data + i * row_bytes),
// so that a loop can start loading a row's lines one row ahead.
class RowLines {
 public:
  void reads(const void* data, std::size_t row_bytes) { add(reads_, n_reads_, data, row_bytes); }
  void writes(const void* data, std::size_t row_bytes) { add(writes_, n_writes_, data, row_bytes); }

  [[gnu::always_inline]] void prefetch(std::size_t i) const {
    for (int k = 0; k < n_reads_; ++k) prefetch_row(reads_[k], i, false);
    for (int k = 0; k < n_writes_; ++k) prefetch_row(writes_[k], i, true);
  }

 private:
  struct Array {
    const std::uint8_t* data;
    std::size_t row_bytes;
  };
  static constexpr int kMaxArrays = 6;
  static constexpr std::size_t kLeastRowBytes = 8;
  Array reads_[kMaxArrays] = {}, writes_[kMaxArrays] = {};
  int n_reads_ = 0, n_writes_ = 0;

  // A row of up to 128 bytes spans at most three lines: its first, its
  // last, and the one 64 bytes on (a longer row's others go unhinted).
  [[gnu::always_inline]] static void prefetch_row(const Array& a, std::size_t i, bool for_writing) {
    const std::uint8_t* row = a.data + i * a.row_bytes;
    prefetch_line(row, for_writing);
    prefetch_line(row + a.row_bytes - 1, for_writing);
    if (a.row_bytes > 64) prefetch_line(row + 64, for_writing);
  }

  static void add(Array* arrays, int& n, const void* data, std::size_t row_bytes) {
    // Absent arrays have nothing to load. Rows of a few bytes share a line
    // with many others of the chunk, so the line is mostly in cache already:
    // a hint would cost more than it saves. Past kMaxArrays the rest go
    // without the hint, which changes no result.
    if (data == nullptr || row_bytes < kLeastRowBytes || n == kMaxArrays) return;
    arrays[n++] = {static_cast<const std::uint8_t*>(data), row_bytes};
  }
};

}  // namespace mjcore
