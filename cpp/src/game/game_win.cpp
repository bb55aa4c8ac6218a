// Whether a seat may win now, what the win is scored with, and what it pays
// (docs/game.md "What a win is scored with", "Settlement").
#include "mjcore/errors.hpp"
#include "mjcore/game/game.hpp"
#include "mjcore/waits.hpp"

namespace mjcore::game {

std::uint64_t Game::waiting(int s) {
  // A seat's waits change only with its own tiles: most discards ask the
  // three other seats about hands that have not changed since last time.
  if (!(waits_valid_ >> s & 1u)) {
    const SeatState& seat = seats_[s];
    Counts held = declared_tiles(seat);
    for (int t = 0; t < kTileKinds; ++t) held[t] = static_cast<std::uint8_t>(held[t] + seat.concealed[t]);
    const auto by_form = completing_by_form(seat.concealed, seat.n_melds, held);
    std::uint64_t mask = 0;
    for (int f = 0; f < kFormCount; ++f) {
      if (table_->wins_with(static_cast<Form>(f))) mask |= by_form[f];
    }
    waits_[s] = mask;
    waits_valid_ |= static_cast<std::uint8_t>(1u << s);
  }
  return waits_[s];
}

void Game::first_turn_flags(WinContext& ctx, int s, int from, bool robbing) const {
  // Before any claim or kong: a seat's first draw (天和 the dealer's, 地和
  // another's), the dealer's first discard (地和), another seat's first
  // discard (人和: discards 2-4 of an uninterrupted hand).
  if (!interrupted_) {
    if (from == s) {
      ctx.first_turn = draws_[s] == 1;
    } else if (!robbing) {
      ctx.first_turn = from == dealer_ && discards_ == 1;
      ctx.first_round_discard = discards_ >= 2 && discards_ <= kSeats;
    }
  }
  ctx.ready_at_deal = (kept_dealt_ >> s & 1u) != 0;  // non-dealers only: the dealer's bit is never set
  ctx.discard_after_kong = from != s && !robbing && discard_after_kong_;
}

bool Game::check_win(int s, Tile tile, int from, bool kong, bool last_tile, bool robbing) {
  const bool self_drawn = from == s;
  // s's concealed tiles are the 13 - 3k before the winning tile here.
  if (!(waiting(s) >> tile & 1u)) return false;
  const SeatState& seat = seats_[s];
  std::array<Meld, kMaxMelds> melds{};
  for (int i = 0; i < seat.n_melds; ++i) melds[i] = scoring_meld(seat.melds[i]);
  const Hand hand = make_hand(seat.concealed, melds.data(), seat.n_melds, tile, seat.n_flowers);
  PendingWin& win = wins_[s];
  win.context = {};
  win.context.self_drawn = self_drawn;
  win.context.seat_wind = static_cast<std::uint8_t>(seat_wind(s));
  win.context.prevalent_wind = static_cast<std::uint8_t>(prevalent_);
  win.context.last_tile = last_tile;
  win.context.kong = kong;
  // 和绝张: the other three copies are on the table (a robbed kong's tile is
  // the robbed one, shown in the kong already).
  win.context.fourth_tile = shown_[tile] - (robbing ? 1 : 0) == 3;
  first_turn_flags(win.context, s, from, robbing);
  evaluate(hand, win.context, *table_, buffers_, evaluation_, Detail::Counts);
  win.total = evaluation_.base + evaluation_.flowers;
  return evaluation_.qualifying >= table_->minimum;
}

void Game::end_win(int winner, Tile tile, int from, int payer) {
  if (from != winner) ++seats_[winner].concealed[tile];  // the claimed tile completes the hand shown
  record(EventKind::Win, winner, tile, from);
  const PendingWin& win = wins_[winner];
  result_ = {};
  result_.reason = EndReason::Win;
  result_.winner = static_cast<std::int8_t>(winner);
  result_.win_tile = static_cast<std::int8_t>(tile);
  result_.from_seat = static_cast<std::int8_t>(from);
  result_.total = win.total;
  result_.context = win.context;
  result_.flowers = seats_[winner].n_flowers;
  // The base from every other seat; the total on top from the payer, or from
  // every seat when self-drawn (payer -1).
  for (int s = 0; s < kSeats; ++s) {
    if (s == winner) continue;
    const int owed = rules_->base_payment + (payer < 0 || s == payer ? win.total : 0);
    result_.payments[s] -= owed;
    result_.payments[winner] += owed;
  }
  phase_ = Phase::Done;
  asked_ = answered_ = 0;
}

}  // namespace mjcore::game
