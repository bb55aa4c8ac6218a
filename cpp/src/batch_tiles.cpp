// Shanten, waits, useful tiles and discard advice over batch rows
// (mjcore/batch_tiles.hpp).
#include "mjcore/batch_tiles.hpp"

#include <algorithm>
#include <array>

#include "mjcore/discards.hpp"
#include "mjcore/row_runner.hpp"
#include "mjcore/shanten.hpp"
#include "mjcore/waits.hpp"

namespace mjcore {
namespace {

// A shanten of kNoShanten as the InputError of its row: no selected form can
// be completed by the hand (e.g. seven pairs after a declared meld).
int completable(int shanten) {
  if (shanten == kNoShanten) throw InputError("no selected form can be completed by this hand");
  return shanten;
}

// Row i of the visible copies (n x 34, or null: none seen).
Counts seen_at(const std::uint8_t* seen_rows, std::size_t i) {
  Counts seen{};
  if (seen_rows) std::copy(seen_rows + i * kTileKinds, seen_rows + (i + 1) * kTileKinds, seen.begin());
  return seen;
}

}  // namespace

RowError shanten_rows(const HandRows& rows, unsigned forms, std::int8_t* result, bool* valid, int threads,
                      bool stop_at_error) {
  return run_rows(rows.n, threads, stop_at_error, valid, [&](std::size_t i) {
    result[i] = 0;
    result[i] = static_cast<std::int8_t>(completable(shanten(shanten_row(rows, i), forms)));
  });
}

RowError waits_rows(const HandRows& rows, bool* result, bool* valid, int threads, bool stop_at_error) {
  return run_rows(rows.n, threads, stop_at_error, valid, [&](std::size_t i) {
    bool* row = result + i * kTileKinds;
    std::fill(row, row + kTileKinds, false);
    const Hand hand = hand_row(rows, i);
    if (hand.concealed_count() != 13 - 3 * hand.n_melds) {
      throw InputError("waits need 13 - 3k concealed tiles (a hand before its winning tile)");
    }
    const std::uint64_t mask = waiting_mask(hand);
    for (int t = 0; t < kTileKinds; ++t) row[t] = mask >> t & 1;
  });
}

RowError useful_tiles_rows(const HandRows& rows, const std::uint8_t* seen_rows, unsigned forms, std::uint8_t* result,
                           bool* valid, int threads, bool stop_at_error) {
  RowLines lines = hand_lines(rows);
  lines.reads(seen_rows, kTileKinds);
  lines.writes(result, kTileKinds);
  return run_grouped_rows(
      rows, threads, stop_at_error, valid,
      [&](std::size_t i) {
        std::uint8_t* row = result + i * kTileKinds;
        std::fill(row, row + kTileKinds, std::uint8_t{0});
        const ShantenHand h = shanten_row(rows, i);
        if (h.tiles % 3 != 1) throw InputError("useful tiles need 13 - 3k concealed tiles");
        const Counts unseen = unseen_copies(h, seen_at(seen_rows, i));
        const Useful u = useful_tiles(h, forms);
        completable(u.shanten);
        for (int t = 0; t < kTileKinds; ++t) {
          if (u.tiles >> t & 1) row[t] = unseen[t];
        }
      },
      lines);
}

RowError discard_rows(const HandRows& rows, const std::uint8_t* seen_rows, unsigned forms, std::int8_t* s_out,
                      std::uint16_t* u_out, bool* valid, int threads, bool stop_at_error) {
  RowLines lines = hand_lines(rows);
  lines.reads(seen_rows, kTileKinds);
  lines.writes(s_out, kTileKinds);
  lines.writes(u_out, kTileKinds * sizeof(std::uint16_t));
  return run_grouped_rows(
      rows, threads, stop_at_error, valid,
      [&](std::size_t i) {
        std::int8_t* s_row = s_out + i * kTileKinds;
        std::uint16_t* u_row = u_out + i * kTileKinds;
        std::fill(s_row, s_row + kTileKinds, kNotHeld);
        std::fill(u_row, u_row + kTileKinds, std::uint16_t{0});
        const ShantenHand h = shanten_row(rows, i);
        if (h.tiles % 3 != 2) throw InputError("discard options need 14 - 3k concealed tiles (after drawing)");
        std::array<DiscardOutcome, kTileKinds> outcomes;
        discard_outcomes(h, unseen_copies(h, seen_at(seen_rows, i)), forms, outcomes);
        for (int t = 0; t < kTileKinds; ++t) {
          if (!h.concealed[t]) continue;
          s_row[t] = static_cast<std::int8_t>(completable(outcomes[t].shanten));
          u_row[t] = static_cast<std::uint16_t>(outcomes[t].unseen);
        }
      },
      lines);
}

}  // namespace mjcore
