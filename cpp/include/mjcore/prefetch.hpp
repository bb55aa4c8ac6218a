// Cache hints for loops that visit rows out of order. A hint changes no
// result; without the GCC/Clang builtin it does nothing.
#pragma once

namespace mjcore {

// Forced inline, as must be any function holding only hints: GCC judges
// such a function to have no effect and drops the calls to it.
[[gnu::always_inline]] inline void prefetch_to_read(const void* p) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(p, 0);
#else
  (void)p;
#endif
}

[[gnu::always_inline]] inline void prefetch_to_write(const void* p) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(p, 1);
#else
  (void)p;
#endif
}

}  // namespace mjcore
