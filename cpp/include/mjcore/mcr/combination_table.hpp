// The patterns a group of melds of one kind shows (the chows, or the suited
// pungs) depend only on their tiles: at most four of a few dozen "slots".
// Every multiset of slots is combined when the library is built
// (table_builders.hpp) into a table baked into it, so a reading costs one
// look-up instead of a search whose branches no predictor can learn across
// varied hands.
#pragma once
#include <cstdint>

#include "mjcore/detected.hpp"
#include "mjcore/table_view.hpp"

namespace mjcore::mcr {

constexpr int kChowSlots = 21;        // a chow's start: suit x 7 + rank
constexpr int kSuitedPungSlots = 27;  // a suited pung's (or kong's) tile
constexpr int kMaxSlotMelds = 4;

// Slots of up to four melds, kept in slot order with the index of each meld
// in its decomposition (a stable insertion: equal slots keep meld order).
struct SlotList {
  int slot[kMaxSlotMelds];
  int meld[kMaxSlotMelds];
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

// The dense index of a non-decreasing sequence of at most four slots:
// multisets of n slots are n-subsets of kSlots + n - 1 (slot k + k is
// strictly increasing), numbered by the combinatorial number system.
template <int kSlots>
class SlotIndex {
 public:
  constexpr SlotIndex() {
    for (int x = 0; x < kSlots + kMaxSlotMelds; ++x) {
      choose_[x][0] = 1;
      for (int k = 1; k <= kMaxSlotMelds; ++k) choose_[x][k] = x == 0 ? 0 : choose_[x - 1][k - 1] + choose_[x - 1][k];
    }
    for (int n = 0; n <= kMaxSlotMelds; ++n) offset_[n + 1] = offset_[n] + choose_[kSlots - 1 + n][n];
  }
  constexpr std::uint32_t operator()(const int* slots, int n) const {
    std::uint32_t r = offset_[n];
    for (int k = 0; k < n; ++k) r += choose_[slots[k] + k][k + 1];
    return r;
  }
  constexpr std::uint32_t size() const { return offset_[kMaxSlotMelds + 1]; }

 private:
  std::uint32_t choose_[kSlots + kMaxSlotMelds][kMaxSlotMelds + 1] = {};
  std::uint32_t offset_[kMaxSlotMelds + 2] = {};
};

// Per multiset (by SlotIndex), its patterns: items[first, first + count).
struct CombinationEntry {
  std::uint32_t first = 0;
  std::uint32_t count = 0;
};
struct CombinationArrays {
  TableView<CombinationEntry> entries;
  TableView<Occurrence> items;
};

// The arrays baked into the library (the generated baked_tables.cpp).
const CombinationArrays& baked_chow_combinations();
const CombinationArrays& baked_suited_pung_combinations();

template <int kSlots>
class CombinationTable {
 public:
  explicit CombinationTable(const CombinationArrays& arrays) : a_(arrays) {}

  // Appends what the listed melds show, their sets as decomposition bits.
  void add(const SlotList& melds, Detected& out) const {
    const CombinationEntry e = a_.entries[index_(melds.slot, melds.n)];
    bool in_place = true;  // the k-th meld is meld k: the usual case
    for (int k = 0; k < melds.n; ++k) in_place = in_place && melds.meld[k] == k;
    for (std::uint32_t i = e.first; i < e.first + e.count; ++i) {
      std::uint8_t sets = a_.items[i].sets;
      if (!in_place) {
        sets = 0;
        for (int k = 0; k < melds.n; ++k) sets |= ((a_.items[i].sets >> k) & 1u) << melds.meld[k];
      }
      out.add(a_.items[i].pattern, sets);
    }
  }

 private:
  static constexpr SlotIndex<kSlots> index_{};
  CombinationArrays a_;
};

}  // namespace mjcore::mcr
