// The MCR combination tables: every multiset of at most four slots, combined
// once (combination_table.hpp).
#include "mjcore/mcr/combinations.hpp"
#include "mjcore/table_builders.hpp"

namespace mjcore {
namespace {

using Combine = void (*)(const int* slots, int n, Detected& out);

template <int kSlots>
CombinationVectors build_combinations(Combine combine) {
  constexpr mcr::SlotIndex<kSlots> index{};
  CombinationVectors out;
  out.entries.resize(index.size());
  int slots[mcr::kMaxSlotMelds];
  // Every non-decreasing sequence of slots from `from`, at each length.
  const auto fill = [&](const auto& self, int n, int from) -> void {
    Detected found;
    combine(slots, n, found);
    mcr::CombinationEntry& e = out.entries[index(slots, n)];
    e.first = static_cast<std::uint32_t>(out.items.size());
    e.count = static_cast<std::uint32_t>(found.n);
    out.items.insert(out.items.end(), found.items.begin(), found.items.begin() + found.n);
    if (n == mcr::kMaxSlotMelds) return;
    for (int s = from; s < kSlots; ++s) {
      slots[n] = s;
      self(self, n + 1, s);
    }
  };
  fill(fill, 0, 0);
  return out;
}

}  // namespace

CombinationVectors build_chow_combinations() { return build_combinations<mcr::kChowSlots>(mcr::combine_chow_slots); }

CombinationVectors build_suited_pung_combinations() {
  return build_combinations<mcr::kSuitedPungSlots>(mcr::combine_suited_pungs);
}

mcr::CombinationArrays CombinationVectors::arrays() const { return {view_of(entries), view_of(items)}; }

}  // namespace mjcore
