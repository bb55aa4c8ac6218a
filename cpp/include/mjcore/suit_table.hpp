// The per-suit lookup table. Every count vector of one suit (9 ranks, each
// 0..4, at most 14 tiles: 405,350 vectors) is ranked into a dense index;
// for each index the table lists every way to split the whole vector into
// chows and pungs plus at most one pair, and which added tile would make it
// decomposable. Only ~22k vectors split and ~67k are one tile from it, so
// the table stores those alone, found through a bitmap of the ranks: about
// 0.41 MB that stays in a core's L2 cache, where an entry per rank (3.2 MB)
// missed it on most hands. Built when the library is built (see
// table_builders.hpp) and baked into it read-only, shared by all threads.
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "mjcore/bits.hpp"
#include "mjcore/table_view.hpp"

namespace mjcore {

constexpr int kSuitRanks = 9;
constexpr int kMaxSuitTiles = 14;
constexpr std::uint32_t kSuitVectors = 405350;

using SuitCounts = std::array<std::uint8_t, kSuitRanks>;

// One split, packed in 32 bits: bits 0-3 pair rank+1 (0 = no pair), bits
// 4-6 number of melds, then 5 bits per meld (0..6 chow start, 7..15 pung
// rank+7), melds in ascending code order. Bits 27-31 stay clear: the
// table's entries mark a vector with several splits by bit 31.
struct SuitSplit {
  std::uint32_t bits;

  int pair_rank() const { return static_cast<int>(bits & 0xF) - 1; }  // -1: none
  int meld_count() const { return static_cast<int>((bits >> 4) & 0x7); }
  static constexpr int kCodeBits = 5;
  int meld_code(int i) const { return static_cast<int>((codes() >> (kCodeBits * i)) & 0x1F); }
  std::uint32_t codes() const { return bits >> 7; }  // the meld codes, the first in the lowest bits
  static constexpr bool code_is_chow(int code) { return code < 7; }
  static constexpr int code_rank(int code) { return code < 7 ? code : code - 7; }
};

// Ranking a count vector: constant, so the compiler computes it (suit_table.cpp) and a fresh
// process pays nothing for it (it was 0.2 M instructions at first use).
constexpr int kRankParts = kSuitRanks / 3;
struct RankArithmetic {
  // part[p][prefix][c0 + 5 c1 + 25 c2]: how many vectors precede those whose
  // ranks 3p..3p+2 hold c0, c1, c2, given `prefix` tiles in the ranks before
  // (lexicographic order): three counts read as one base-5 number. 128 digits
  // a row, not 125: an index is then a shift and an or.
  std::uint32_t part[kRankParts][kMaxSuitTiles + 1][128];
};
extern const RankArithmetic kRankArithmetic;

struct SuitSplitSpan {
  const SuitSplit* first;
  const SuitSplit* last;
  bool empty() const { return first == last; }
  std::size_t size() const { return static_cast<std::size_t>(last - first); }
  const SuitSplit* begin() const { return first; }
  const SuitSplit* end() const { return last; }
};

class SuitTable {
 public:
  // Inline, so that a use costs a test of the guard, not a call that saves
  // registers around it (scoring takes the table two or three times a hand).
  static const SuitTable& instance() {
    static const SuitTable table(baked_arrays());  // C++11 guarantees thread-safe one-time init
    return table;
  }

  // 64 consecutive ranks: which of them split / have completing tiles, and
  // how many ranks before the block do (so a rank's place among the stored
  // ones is that count plus the set bits below it in the block).
  struct Block {
    std::uint64_t decomposable = 0;
    std::uint64_t completing = 0;
    std::uint32_t decomposable_before = 0;
    std::uint32_t completing_before = 0;
  };
  // What the table stores.
  struct Arrays {
    TableView<Block> blocks;              // kSuitVectors / 64, rounded up
    TableView<SuitSplit> entries;         // per splitting vector (see kManySplits)
    TableView<std::uint16_t> completing;  // per vector with completing tiles
    TableView<SuitSplit> splits;          // the splits of the vectors that have several
  };
  // Per splitting vector, its split itself when it has one (most do: one
  // look-up fewer on the way to it), else kManySplits | count << 24 | where
  // its splits start in `splits`.
  static constexpr std::uint32_t kManySplits = 0x80000000u;
  static constexpr int kCountShift = 24;
  static constexpr std::uint32_t kFirstMask = (1u << kCountShift) - 1, kCountMask = 0x7F;

  // The arrays are read where they lie. A table of empty arrays still ranks
  // vectors.
  explicit SuitTable(const Arrays& arrays)
      : blocks_(arrays.blocks), entries_(arrays.entries), completing_(arrays.completing), splits_(arrays.splits) {}
  // The arrays baked into the library (the generated baked_tables.cpp).
  static const Arrays& baked_arrays();

  // Dense rank of a count vector (requires each count <= 4, total <= 14),
  // and its tile count (the sum the rank walks anyway). Inline: it is on
  // every hot path.
  std::uint32_t rank(const std::uint8_t* counts, int& total) const {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && !defined(MJCORE_SCALAR)
    // The nine counts as bytes of two overlapping words, counts 0-7 and 1-8,
    // and each part's digits and the tiles before it by multiplication:
    // byte k of low * kDigits is c[k-2] + 5 c[k-1] + 25 c[k] (at most 124)
    // and byte k of low * kPrefix the sum of c[0..k] (at most 32), so no
    // byte carries into the next. Buys: the loop below makes batch.score
    // ~20 % and score() ~2.5 % slower (paired A/B on played hands).
    std::uint64_t low, high;
    std::memcpy(&low, counts, sizeof low);
    std::memcpy(&high, counts + 1, sizeof high);
    constexpr std::uint64_t kDigits = 25 | 5 << 8 | 1 << 16, kPrefix = 0x0101010101010101ULL;
    const std::uint64_t digits = low * kDigits, prefix = low * kPrefix;
    const auto byte = [](std::uint64_t w, int k) { return static_cast<unsigned>(w >> (8 * k) & 0xFF); };
    total = static_cast<int>(byte(prefix, 7) + counts[8]);
    return rank_part_[0][0][byte(digits, 2)] + rank_part_[1][byte(prefix, 2)][byte(digits, 5)] +
           rank_part_[2][byte(prefix, 5)][byte(high * kDigits, 7)];
#else
    std::uint32_t r = 0;
    total = 0;
    for (int p = 0; p < kRankParts; ++p) {
      const std::uint8_t* c = counts + 3 * p;
      r += rank_part_[p][total][c[0] + 5 * c[1] + 25 * c[2]];
      total += c[0] + c[1] + c[2];
    }
    return r;
#endif
  }
  std::uint32_t rank(const std::uint8_t* counts) const {
    int total;
    return rank(counts, total);
  }
  // Ranks of the vector plus one tile of each rank r, at once (kNoRank where
  // that tile would be a fifth copy or a fifteenth tile). The rank is a sum
  // over the three parts of three ranks: one more tile at r changes its own
  // part's digits and puts one more tile in front of the parts after it, so
  // each rank costs one look-up beside the four shared ones.
  static constexpr std::uint32_t kNoRank = 0xFFFFFFFF;
  void ranks_plus_one(const std::uint8_t* counts, std::uint32_t* out) const {
    unsigned digits[kRankParts];
    int in_front[kRankParts], total = 0;
    for (int p = 0; p < kRankParts; ++p) {
      const std::uint8_t* c = counts + 3 * p;
      digits[p] = c[0] + 5u * c[1] + 25u * c[2];
      in_front[p] = total;
      total += c[0] + c[1] + c[2];
    }
    if (total >= kMaxSuitTiles) {
      std::fill(out, out + kSuitRanks, kNoRank);
      return;
    }
    // The parts before r's as they are; the parts after it with one more tile in front.
    const std::uint32_t first = rank_part_[0][0][digits[0]], second = rank_part_[1][in_front[1]][digits[1]];
    const std::uint32_t second_pushed = rank_part_[1][in_front[1] + 1][digits[1]];
    const std::uint32_t third_pushed = rank_part_[2][in_front[2] + 1][digits[2]];
    const std::uint32_t head[kRankParts] = {0, first, first + second};
    const std::uint32_t tail[kRankParts] = {second_pushed + third_pushed, third_pushed, 0};
    constexpr unsigned kDigit[3] = {1, 5, 25};
    for (int r = 0; r < kSuitRanks; ++r) {
      const int p = r / 3;
      out[r] = counts[r] < 4 ? head[p] + rank_part_[p][in_front[p]][digits[p] + kDigit[r % 3]] + tail[p] : kNoRank;
    }
  }
  SuitSplitSpan splits(std::uint32_t rank) const {
    const Block& b = blocks_[rank / 64];
    const std::uint64_t below = bits_below(rank);
    if (!(b.decomposable >> (rank % 64) & 1)) return {nullptr, nullptr};
    const SuitSplit* entry = &entries_[b.decomposable_before + popcount64(b.decomposable & below)];
    if (!(entry->bits & kManySplits)) return {entry, entry + 1};
    const SuitSplit* first = splits_.data + (entry->bits & kFirstMask);
    return {first, first + (entry->bits >> kCountShift & kCountMask)};
  }
  bool decomposable(std::uint32_t rank) const { return blocks_[rank / 64].decomposable >> (rank % 64) & 1; }
  // Ranks (bit r) whose tile, added to this vector, makes it decomposable:
  // the suit's waits, one look-up instead of nine probes.
  std::uint16_t completing(std::uint32_t rank) const {
    const Block& b = blocks_[rank / 64];
    if (!(b.completing >> (rank % 64) & 1)) return 0;
    return completing_[b.completing_before + popcount64(b.completing & bits_below(rank))];
  }

  std::size_t bytes() const;

 private:
  static constexpr const auto& rank_part_ = kRankArithmetic.part;
  static std::uint64_t bits_below(std::uint32_t rank) { return (std::uint64_t{1} << (rank % 64)) - 1; }
  TableView<Block> blocks_;
  TableView<SuitSplit> entries_;
  TableView<std::uint16_t> completing_;
  TableView<SuitSplit> splits_;
};

}  // namespace mjcore
