// Building the lookup tables the library holds baked in. The build runs
// cpp/tools/bake_tables.cpp, which calls these and writes their arrays as
// C++ (baked_tables.cpp in the build tree); only that tool and the C++ tests
// link them, so the library itself never builds a table and a fresh process
// starts without the ~150 ms they take.
#pragma once
#include <cstdint>
#include <vector>

#include "mjcore/mcr/combination_table.hpp"
#include "mjcore/shanten_table.hpp"
#include "mjcore/suit_table.hpp"

namespace mjcore {

struct SuitTableVectors {
  std::vector<SuitTable::Block> blocks;
  std::vector<SuitSplit> entries;
  std::vector<std::uint16_t> completing;
  std::vector<SuitSplit> splits;
  SuitTable::Arrays arrays() const;
};
SuitTableVectors build_suit_table();

struct ShantenTableVectors {
  std::vector<std::uint8_t> suit_class;
  std::vector<std::uint16_t> nearer;
  std::vector<std::uint8_t> knit_class;
  std::vector<RowClass> honor_class;
  std::vector<RowClass> product;
  std::vector<Distances> rows;
  ShantenTable::Arrays arrays() const;
};
// From a suit table with its arrays (distances are measured to its splits).
ShantenTableVectors build_shanten_table(const SuitTable& suits);

struct CombinationVectors {
  std::vector<mcr::CombinationEntry> entries;
  std::vector<Occurrence> items;
  mcr::CombinationArrays arrays() const;
};
CombinationVectors build_chow_combinations();
CombinationVectors build_suited_pung_combinations();

}  // namespace mjcore
