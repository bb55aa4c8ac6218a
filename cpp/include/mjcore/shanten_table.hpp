// Distance tables for shanten. A "target" is m melds (0..4) plus p pairs
// (0..1), numbered 2m + p; a group's distance to a target is the fewest
// tiles that must be added to it (discards are free) before it holds that
// many melds and pairs, never more than four copies of a tile.
//
// A group's ten distances form a row, and rows are few: the 405,350 suit
// vectors have 126 distinct rows, the honours 125, and the min-plus products
// of rows (a hand's groups combined) close at 376. Every row gets a class id;
// a suit vector (SuitTable rank) maps to its class in one byte, an honours
// key to its class, and a 376 x 376 table gives the class of any product, so
// a hand's distance is three table steps (about 2 MB in all, with the
// knitted-straight remainders), built when the library is built and baked
// into it (table_builders.hpp).
#pragma once
#include <array>
#include <cstdint>

#include "mjcore/table_view.hpp"

namespace mjcore {

constexpr int kTargets = 10;  // index 2m + p
constexpr std::uint8_t kUnreachable = 0x3F;

// Left uninitialised by default: rows are copied or filled, never read blank.
struct alignas(16) Distances {
  std::array<std::uint8_t, 16> to;  // to[2m + p]; entries 10..15 unused
};

using RowClass = std::uint16_t;

class ShantenTable {
 public:
  static constexpr std::size_t kSuitClasses = 128;  // suit rows come first: 126 of them
  // What the table stores.
  struct Arrays {
    TableView<std::uint8_t> suit_class;  // by suit rank
    TableView<std::uint16_t> nearer;     // kSuitClasses x kSuitClasses
    TableView<std::uint8_t> knit_class;  // by suit rank x 3 residues
    TableView<RowClass> honor_class;     // by honours key
    TableView<RowClass> product;         // classes x classes
    TableView<Distances> rows;           // by class
  };

  // Inline: the hot paths ask for it many times per hand.
  static const ShantenTable& instance() {
    static const ShantenTable table(baked_arrays());  // thread-safe one-time set-up
    return table;
  }
  explicit ShantenTable(const Arrays& arrays) : a_(arrays) {}
  // The arrays baked into the library (the generated baked_tables.cpp).
  static const Arrays& baked_arrays();

  RowClass suit_class(std::uint32_t rank) const { return a_.suit_class[rank]; }
  // Honours key: sum over usable honour kinds of 1 << (3 * copies held).
  static std::uint32_t honor_key_step(int copies) { return 1u << (3 * copies); }
  RowClass honor_class(std::uint32_t key) const { return a_.honor_class[key]; }
  // Class of the suit vector left after taking out one of each of its
  // ranks residue+1, residue+4, residue+7 (those held): a knitted straight's share.
  RowClass knit_class(std::uint32_t rank, int residue) const { return a_.knit_class[3 * rank + residue]; }
  RowClass product(RowClass a, RowClass b) const { return a_.product[a * classes() + b]; }
  const Distances& row(RowClass c) const { return a_.rows[c]; }
  // Targets (bit 2m + p) whose distance is lower in suit class `after` than
  // in suit class `now`: what one more tile in a suit achieved.
  std::uint16_t nearer(RowClass now, RowClass after) const { return a_.nearer[now * kSuitClasses + after]; }
  std::size_t classes() const { return a_.rows.size; }

  std::size_t bytes() const {
    return sizeof(*this) + a_.suit_class.bytes() + a_.nearer.bytes() + a_.knit_class.bytes() + a_.honor_class.bytes() +
           a_.product.bytes() + a_.rows.bytes();
  }

 private:
  Arrays a_;
};

}  // namespace mjcore
