// The tables baked into the library are the ones the builders make: the
// generated C++ carried every array over whole and unchanged.
#include <cstring>

#include "check.hpp"
#include "mjcore/table_builders.hpp"

using namespace mjcore;

namespace {

template <class T>
bool same(TableView<T> baked, const std::vector<T>& built) {
  return baked.size == built.size() && (built.empty() || std::memcmp(baked.data, built.data(), baked.bytes()) == 0);
}

}  // namespace

TEST_CASE("the baked suit table is the one built") {
  const SuitTableVectors built = build_suit_table();
  const SuitTable::Arrays& baked = SuitTable::baked_arrays();
  CHECK(same(baked.blocks, built.blocks));
  CHECK(same(baked.entries, built.entries));
  CHECK(same(baked.completing, built.completing));
  CHECK(same(baked.splits, built.splits));
  CHECK(baked.blocks.size == (kSuitVectors + 63) / 64);
}

TEST_CASE("the baked shanten table is the one built") {
  const SuitTableVectors suits = build_suit_table();
  const ShantenTableVectors built = build_shanten_table(SuitTable(suits.arrays()));
  const ShantenTable::Arrays& baked = ShantenTable::baked_arrays();
  CHECK(same(baked.suit_class, built.suit_class));
  CHECK(same(baked.nearer, built.nearer));
  CHECK(same(baked.knit_class, built.knit_class));
  CHECK(same(baked.honor_class, built.honor_class));
  CHECK(same(baked.product, built.product));
  CHECK(same(baked.rows, built.rows));
  CHECK(baked.suit_class.size == kSuitVectors);
}

TEST_CASE("the baked combination tables are the ones built") {
  const CombinationVectors chows = build_chow_combinations(), pungs = build_suited_pung_combinations();
  CHECK(same(mcr::baked_chow_combinations().entries, chows.entries));
  CHECK(same(mcr::baked_chow_combinations().items, chows.items));
  CHECK(same(mcr::baked_suited_pung_combinations().entries, pungs.entries));
  CHECK(same(mcr::baked_suited_pung_combinations().items, pungs.items));
  CHECK(chows.entries.size() == mcr::SlotIndex<mcr::kChowSlots>().size());
}
