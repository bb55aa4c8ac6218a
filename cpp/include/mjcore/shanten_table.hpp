// Per-group distance tables for shanten. A "target" is m melds (0..4) plus
// p pairs (0..1), numbered 2m + p; a group's distance to a target is the
// fewest tiles that must be added to it (discards are free) before it holds
// that many melds and pairs, never using more than four copies of a tile.
//
// Suits: one entry per suit vector (SuitTable rank, 405,350 vectors), giving
// a class id (2 bytes) into a table of distinct distance rows (10 bytes
// each), and per target the ranks whose added tile lowers that distance.
// Honours form only pungs and pairs, so only how many kinds hold 0..4 copies
// matters: the key packs those five counts in 3 bits each (32,768 keys).
#pragma once
#include <array>
#include <cstdint>
#include <vector>

namespace mjcore {

constexpr int kTargets = 10;  // index 2m + p
constexpr std::uint8_t kUnreachable = 0x3F;

struct alignas(16) Distances {
  std::array<std::uint8_t, 16> to{};  // to[2m + p]; entries 10..15 unused
};

// Targets to improve, as 9-bit rank masks, one per target.
using ImproveMasks = std::array<std::uint16_t, kTargets>;

class ShantenTable {
 public:
  static const ShantenTable& instance();

  const Distances& suit(std::uint32_t rank) const { return rows_[row_of_[rank]]; }
  // Ranks whose added tile lowers the suit's distance to each target.
  const ImproveMasks& suit_improving(std::uint32_t rank) const { return improving_[rank]; }

  // Honours key: sum over usable honour kinds of 1 << (3 * copies held).
  static std::uint32_t honor_key_step(int copies) { return 1u << (3 * copies); }
  const Distances& honors(std::uint32_t key) const { return honors_[key]; }

  std::size_t bytes() const;
  std::size_t distinct_rows() const { return rows_.size(); }
  double build_seconds() const { return build_seconds_; }

 private:
  ShantenTable();
  std::vector<std::uint16_t> row_of_;   // by suit rank
  std::vector<Distances> rows_;         // distinct distance rows
  std::vector<ImproveMasks> improving_; // by suit rank
  std::vector<Distances> honors_;       // by honour key
  double build_seconds_ = 0;
};

}  // namespace mjcore
