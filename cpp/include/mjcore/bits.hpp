// Bit counting on 64-bit tile masks (bit t = tile t), portable to compilers
// without the GCC/Clang builtins.
#pragma once
#include <cstdint>

namespace mjcore {

inline int popcount64(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_popcountll(x);
#else
  int n = 0;
  for (; x; x &= x - 1) ++n;
  return n;
#endif
}

// Index of the lowest set bit; x must not be 0.
inline int lowest_bit(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(x);
#else
  int i = 0;
  while (!(x & 1)) { x >>= 1; ++i; }
  return i;
#endif
}

}  // namespace mjcore
