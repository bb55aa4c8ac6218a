// The patterns a group of melds of one kind shows (the chows, or the suited
// pungs) depend only on their tiles: at most four of a few dozen "slots".
// Every multiset of slots is combined once, on first use, into a table, so a
// reading costs one look-up instead of a search whose branches no predictor
// can learn across varied hands.
#pragma once
#include <cstdint>
#include <vector>

#include "mjcore/detected.hpp"

namespace mjcore::mcr {

// Slots of up to four melds, kept in slot order with the index of each meld
// in its decomposition (a stable insertion: equal slots keep meld order).
struct SlotList {
  int slot[4];
  int meld[4];
  int n = 0;
  void add(int s, int meld_index) {
    int k = n++;
    for (; k > 0 && slot[k - 1] > s; --k) {
      slot[k] = slot[k - 1];
      meld[k] = meld[k - 1];
    }
    slot[k] = s;
    meld[k] = meld_index;
  }
};

template <int kSlots>
class CombinationTable {
 public:
  static constexpr int kMaxMelds = 4;
  // Appends to `out` what melds in the given slots (non-decreasing, n of
  // them) show, sets as bit k for the k-th.
  using Combine = void (*)(const int* slots, int n, Detected& out);

  explicit CombinationTable(Combine combine) {
    for (int x = 0; x < kSlots + kMaxMelds; ++x) {
      choose_[x][0] = 1;
      for (int k = 1; k <= kMaxMelds; ++k) choose_[x][k] = x == 0 ? 0 : choose_[x - 1][k - 1] + choose_[x - 1][k];
    }
    // Multisets of n slots are n-subsets of kSlots + n - 1 (slot k + k is strictly increasing).
    for (int n = 0; n < kMaxMelds; ++n) offset_[n + 1] = offset_[n] + choose_[kSlots - 1 + n][n];
    entries_.resize(offset_[kMaxMelds] + choose_[kSlots - 1 + kMaxMelds][kMaxMelds]);
    int slots[kMaxMelds];
    fill(combine, slots, 0, 0);
  }

  // Appends what the listed melds show, their sets as decomposition bits.
  void add(const SlotList& melds, Detected& out) const {
    const Entry e = entries_[index(melds.slot, melds.n)];
    bool in_place = true;  // the k-th meld is meld k: the usual case
    for (int k = 0; k < melds.n; ++k) in_place = in_place && melds.meld[k] == k;
    for (std::uint32_t i = e.first; i < e.first + e.count; ++i) {
      std::uint8_t sets = items_[i].sets;
      if (!in_place) {
        sets = 0;
        for (int k = 0; k < melds.n; ++k) sets |= ((items_[i].sets >> k) & 1u) << melds.meld[k];
      }
      out.add(items_[i].pattern, sets);
    }
  }

 private:
  struct Entry {
    std::uint32_t first = 0;  // into items_
    std::uint32_t count = 0;
  };

  std::uint32_t index(const int* slots, int n) const {
    std::uint32_t r = offset_[n];
    for (int k = 0; k < n; ++k) r += choose_[slots[k] + k][k + 1];
    return r;
  }

  // Every non-decreasing sequence of slots from `from`, at each length.
  void fill(Combine combine, int* slots, int n, int from) {
    Detected found;
    combine(slots, n, found);
    Entry& e = entries_[index(slots, n)];
    e.first = static_cast<std::uint32_t>(items_.size());
    e.count = found.n;
    items_.insert(items_.end(), found.items.begin(), found.items.begin() + found.n);
    if (n == kMaxMelds) return;
    for (int s = from; s < kSlots; ++s) {
      slots[n] = s;
      fill(combine, slots, n + 1, s);
    }
  }

  std::uint32_t choose_[kSlots + kMaxMelds][kMaxMelds + 1] = {};
  std::uint32_t offset_[kMaxMelds + 1] = {};
  std::vector<Entry> entries_;
  std::vector<Occurrence> items_;
};

}  // namespace mjcore::mcr
