// Bit counting on 64-bit tile masks (bit t = tile t), portable to compilers
// without the GCC/Clang builtins.
#pragma once
#include <cstdint>

namespace mjcore {

inline int popcount64(std::uint64_t x) {
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__POPCNT__) || !defined(__x86_64__))
  return __builtin_popcountll(x);
#else
  // Baseline x86-64 has no popcount instruction (the builtin becomes a
  // library call): count in parallel bit fields instead.
  x -= (x >> 1) & 0x5555555555555555ULL;
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#endif
}

// Index of the lowest set bit; x must not be 0.
inline int lowest_bit(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(x);
#else
  int i = 0;
  while (!(x & 1)) {
    x >>= 1;
    ++i;
  }
  return i;
#endif
}

}  // namespace mjcore
