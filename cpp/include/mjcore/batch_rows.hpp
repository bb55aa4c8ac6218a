// The batch array encoding, read row by row without allocation. Shapes and
// dtypes are checked by the caller (python/mjcore/batch.py); the values are
// checked here, as for any hand. Each reader copies a row's bytes once and
// checks and computes on that copy only: another thread rewriting the arrays
// during a call can make a row invalid, never unchecked.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "mjcore/hand.hpp"
#include "mjcore/context.hpp"
#include "mjcore/shanten.hpp"

namespace mjcore {

// Meld codes in the (N, 4, 2) melds array: (code, first tile).
enum class MeldCode : std::int8_t { None = 0, Chow = 1, Pung = 2, Kong = 3, ConcealedKong = 4 };

// Bits of the (N,) flags array.
enum ContextFlag : std::uint8_t { kSelfDrawn = 1, kLastTile = 2, kKong = 4, kFourthTile = 8 };

struct HandRows {
  std::size_t n = 0;
  const std::uint8_t* counts = nullptr;   // n x 34
  const std::int8_t* melds = nullptr;     // n x 4 x 2, or nullptr: no melds
  const std::int8_t* win = nullptr;       // n (-1: none), or nullptr: no winning tile
  const std::uint8_t* flowers = nullptr;  // n, or nullptr
};

struct ContextRows {
  const std::uint8_t* flags = nullptr;           // n, or nullptr: all zero
  const std::uint8_t* seat_wind = nullptr;       // n, or nullptr: East
  const std::uint8_t* prevalent_wind = nullptr;  // n, or nullptr: East
};

// Row i as a validated Hand (InputError when it is not one).
Hand hand_row_fully(const HandRows& rows, std::size_t i);
[[noreturn]] void bad_context_flags(std::uint8_t flags);
// Inline: returned from another file, the context's bytes are stored one by
// one and reloaded as words, a stalled load on every row.
inline WinContext context_at(const ContextRows& rows, std::size_t i) {
  WinContext ctx;
  const std::uint8_t flags = rows.flags ? rows.flags[i] : 0;
  if (flags > 15) bad_context_flags(flags);
  ctx.self_drawn = flags & kSelfDrawn;
  ctx.last_tile = flags & kLastTile;
  ctx.kong = flags & kKong;
  ctx.fourth_tile = flags & kFourthTile;
  ctx.seat_wind = rows.seat_wind ? rows.seat_wind[i] : 0;
  ctx.prevalent_wind = rows.prevalent_wind ? rows.prevalent_wind[i] : 0;
  return ctx;  // winds are range-checked with the rest of the context when scoring
}
// Row i as hand_row_fully(rows, i) and shanten_hand(hand_row_fully(rows, i)) give it: a
// row is checked in one pass over its copied counts, and only a row failing
// that check is validated in full (which names the problem, or builds it
// after all).
Hand hand_row(const HandRows& rows, std::size_t i);
ShantenHand shanten_row(const HandRows& rows, std::size_t i);

// Rows of a chunk in an order that keeps alike hands together. Scoring
// takes the same branches for hands of one kind (as many declared melds,
// nearly all tiles different or nearly all paired, as many honours), so
// rows taken kind by kind run faster than the same rows mixed, where the
// branch predictors keep guessing wrong. The kind is read from the raw row,
// before any check: an invalid row just gets some kind.
class RowGrouping {
 public:
  // The most rows a chunk should have: the more, the better they group
  // (the chunks are guided, so large ones leave no thread idle at the end).
  static constexpr std::size_t kLargestChunk = 65536;
  // The rows [begin, end), grouped by kind, in row order within a kind.
  const std::vector<std::size_t>& group(const HandRows& rows, std::size_t begin, std::size_t end);

 private:
  std::vector<std::uint8_t> kinds_;  // per row of the chunk
  std::vector<std::size_t> order_;
};

// Writes the encoding of `hand` into row i of the arrays (the inverse).
void encode_hand(const Hand& hand, std::uint8_t* counts, std::int8_t* melds, std::int8_t* win, std::uint8_t* flowers);

}  // namespace mjcore
