// A set of the integers below N (patterns, excluder ranks) in as many 64-bit
// words as N needs. Unlike std::bitset, its members can be visited lowest
// first portably, a word at a time.
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/bits.hpp"

namespace mjcore {

template <int N>
class BitSet {
 public:
  static constexpr int kWords = (N + 63) / 64;

  constexpr bool operator[](int i) const { return (words_[i >> 6] >> (i & 63)) & 1u; }
  constexpr void set(int i) { words_[i >> 6] |= bit(i); }
  constexpr void set(int i, bool on) { words_[i >> 6] = (words_[i >> 6] & ~bit(i)) | (std::uint64_t{on} << (i & 63)); }
  constexpr void reset() { words_ = {}; }

  constexpr bool any() const {
    std::uint64_t all = 0;
    for (std::uint64_t w : words_) all |= w;
    return all != 0;
  }
  constexpr bool none() const { return !any(); }

  constexpr BitSet& operator|=(const BitSet& o) {
    for (int w = 0; w < kWords; ++w) words_[w] |= o.words_[w];
    return *this;
  }
  constexpr BitSet& operator&=(const BitSet& o) {
    for (int w = 0; w < kWords; ++w) words_[w] &= o.words_[w];
    return *this;
  }
  // The members of this set that `o` lacks.
  constexpr BitSet minus(const BitSet& o) const {
    BitSet r = *this;
    for (int w = 0; w < kWords; ++w) r.words_[w] &= ~o.words_[w];
    return r;
  }
  friend constexpr BitSet operator&(BitSet a, const BitSet& b) { return a &= b; }
  friend constexpr bool operator==(const BitSet& a, const BitSet& b) { return a.words_ == b.words_; }

  // Calls f(i) for every member i, lowest first.
  template <class F>
  void for_each(F&& f) const {
    for (int w = 0; w < kWords; ++w) {
      for (std::uint64_t x = words_[w]; x != 0; x &= x - 1) f(64 * w + lowest_bit(x));
    }
  }

 private:
  static constexpr std::uint64_t bit(int i) { return std::uint64_t{1} << (i & 63); }
  std::array<std::uint64_t, kWords> words_{};
};

// The set of i alone, for every i, read from a table. A set gathered member
// by member as `s |= single_member<N>(i)` stays in registers; gathered as
// `s.set(i)` it is stored a word at a time, and its next read as a whole (a
// 16-byte load) waits for those stores to retire instead of taking them
// forwarded: that wait was a fifth of apply_rules' time.
template <int N>
inline constexpr std::array<BitSet<N>, N> kSingleMembers = [] {
  std::array<BitSet<N>, N> out{};
  for (int i = 0; i < N; ++i) out[i].set(i);
  return out;
}();

template <int N>
constexpr const BitSet<N>& single_member(int i) {
  return kSingleMembers<N>[i];
}

}  // namespace mjcore
