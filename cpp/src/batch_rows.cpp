#include "mjcore/batch_rows.hpp"

#include "mjcore/errors.hpp"

namespace mjcore {

Hand hand_at(const HandRows& rows, std::size_t i) {
  Counts counts;
  const std::uint8_t* c = rows.counts + i * kTileKinds;
  for (int t = 0; t < kTileKinds; ++t) counts[t] = c[t];
  Meld melds[kMaxMelds];
  int n_melds = 0;
  if (rows.melds) {
    const std::int8_t* m = rows.melds + i * kMaxMelds * 2;
    for (int k = 0; k < kMaxMelds; ++k) {
      const int code = m[2 * k], first = m[2 * k + 1];
      if (code == static_cast<int>(MeldCode::None)) continue;
      if (code < 0 || code > static_cast<int>(MeldCode::ConcealedKong)) {
        throw InputError("meld code " + std::to_string(code) + " is not 0..4 (none, chow, pung, kong, concealed kong)");
      }
      if (!is_valid_tile(first)) throw InputError("meld tile " + std::to_string(first) + " is not a tile (0..33)");
      Meld& meld = melds[n_melds++];
      meld.kind = code == 1 ? MeldKind::Chow : code == 2 ? MeldKind::Pung : MeldKind::Kong;
      meld.first = static_cast<Tile>(first);
      meld.source = code == 4 ? MeldSource::Concealed : MeldSource::Exposed;
    }
  }
  const int win = rows.win ? rows.win[i] : -1;
  if (win < -1 || win >= kTileKinds) throw InputError("winning tile " + std::to_string(win) + " is not -1 or 0..33");
  const int flowers = rows.flowers ? rows.flowers[i] : 0;
  return make_hand(counts, melds, n_melds, win < 0 ? kNoTile : static_cast<std::uint8_t>(win), flowers);
}

mcr::WinContext context_at(const ContextRows& rows, std::size_t i) {
  mcr::WinContext ctx;
  const std::uint8_t flags = rows.flags ? rows.flags[i] : 0;
  if (flags > 15) throw InputError("context flags " + std::to_string(flags) + " use bits other than 1, 2, 4, 8");
  ctx.self_drawn = flags & kSelfDrawn;
  ctx.last_tile = flags & kLastTile;
  ctx.kong = flags & kKong;
  ctx.fourth_tile = flags & kFourthTile;
  ctx.seat_wind = rows.seat_wind ? rows.seat_wind[i] : 0;
  ctx.prevalent_wind = rows.prevalent_wind ? rows.prevalent_wind[i] : 0;
  return ctx;  // winds are range-checked with the rest of the context when scoring
}

void encode_hand(const Hand& hand, std::uint8_t* counts, std::int8_t* melds, std::int8_t* win, std::uint8_t* flowers) {
  for (int t = 0; t < kTileKinds; ++t) counts[t] = hand.concealed[t];
  for (int k = 0; k < kMaxMelds; ++k) {
    std::int8_t code = 0, first = 0;
    if (k < hand.n_melds) {
      const Meld& m = hand.melds[k];
      code = m.kind == MeldKind::Chow ? 1 : m.kind == MeldKind::Pung ? 2 : m.source == MeldSource::Concealed ? 4 : 3;
      first = static_cast<std::int8_t>(m.first);
    }
    melds[2 * k] = code;
    melds[2 * k + 1] = first;
  }
  *win = hand.has_win() ? static_cast<std::int8_t>(hand.win) : -1;
  *flowers = hand.flowers;
}

}  // namespace mjcore
