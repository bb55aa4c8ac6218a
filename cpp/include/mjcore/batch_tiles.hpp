// Shanten, waits, useful tiles and discard advice over the rows of a batch
// (mjcore.batch), on worker threads: the loops the bindings call with the
// GIL released. Each writes n rows (n x 34 for the per-tile results); a bad
// row's results are reset and its `valid` false.
#pragma once
#include <cstdint>

#include "mjcore/batch_rows.hpp"
#include "mjcore/parallel.hpp"

namespace mjcore {

RowError shanten_rows(const HandRows& rows, unsigned forms, std::int8_t* result, bool* valid, int threads,
                      bool stop_at_error);
RowError waits_rows(const HandRows& rows, bool* result, bool* valid, int threads, bool stop_at_error);
// `seen_rows`: n x 34 visible copies, or null.
RowError useful_tiles_rows(const HandRows& rows, const std::uint8_t* seen_rows, unsigned forms, std::uint8_t* result,
                           bool* valid, int threads, bool stop_at_error);
// Per row and tile: the shanten after discarding that tile (kNotHeld when
// the hand holds none) and the unseen copies of the tiles that would then help.
constexpr std::int8_t kNotHeld = -128;
RowError discard_rows(const HandRows& rows, const std::uint8_t* seen_rows, unsigned forms, std::int8_t* shanten_out,
                      std::uint16_t* useful_out, bool* valid, int threads, bool stop_at_error);

}  // namespace mjcore
