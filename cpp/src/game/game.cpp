// The turn structure of docs/game.md "A hand, turn by turn".
#include "mjcore/game/game.hpp"

#include <string>

#include "mjcore/errors.hpp"

namespace mjcore::game {

namespace {

constexpr int kSuited = 27;

int next_seat(int s, int step = 1) { return (s + step) & 3; }

// After a draw, win aside: discard any held tile; a concealed kong of a tile
// held four times; an added kong of a held tile the seat has a pung of.
ActionSet draw_options(const SeatState& s, bool can_kong) {
  ActionSet out;
  for (int t = 0; t < kTileKinds; ++t) {
    if (s.concealed[t]) out.add(kDiscard + t);
  }
  if (!can_kong) return out;
  for (int t = 0; t < kTileKinds; ++t) {
    if (s.concealed[t] == 4) out.add(kConcealedKong + t);
  }
  for (int i = 0; i < s.n_melds; ++i) {
    const TableMeld& m = s.melds[i];
    if (m.kind == TableMeldKind::Pung && s.concealed[m.tile]) out.add(kAddedKong + m.tile);
  }
  return out;
}

// The lowest tile of the run the chow action makes with `tile`, or -1 if the
// hand cannot make it.
int chow_low(const Counts& concealed, Tile tile, int action) {
  if (tile >= kSuited) return -1;
  const int offset = action - kChowLowest;  // the discard's place in the run
  const int rank = rank_of(tile);
  if (rank - offset < 0 || rank - offset + 2 > 8) return -1;
  const int low = tile - offset;
  for (int t = low; t < low + 3; ++t) {
    if (t != tile && !concealed[t]) return -1;
  }
  return low;
}

}  // namespace

Game::Game(const PlayRules& rules, std::shared_ptr<const RuleTable> table) : rules_(&rules), table_(std::move(table)) {
  if (rules.play_after_win || rules.void_suit || rules.liabilities ||
      rules.several_winners != SeveralWinners::FirstInTurn) {
    throw InputError("the play rules '" + rules.name +
                     "' need play after a win, void suits, liabilities or several winners: not playable yet");
  }
  // Room for a whole hand's record (draws and discards of 144 tiles, claims, flowers: under
  // 256) and for more readings than a hand has, so that play allocates nothing.
  events_.reserve(256);
  buffers_.decomps.reserve(64);
  buffers_.totals.reserve(64);
}

void Game::reset(const std::vector<Tile>& wall, int prevalent_wind, int dealer) {
  walls_.reset(wall, rules_->shared_wall);
  seats_ = {};
  shown_ = {};
  events_.clear();
  result_ = {};
  prevalent_ = prevalent_wind;
  dealer_ = dealer & 3;
  waits_valid_ = 0;
  interrupted_ = false;
  discards_ = 0;
  draws_ = {};
  discard_after_kong_ = false;
  deal();
  dealt_ready_ = kept_dealt_ = 0;
  for (int step = 1; step < kSeats; ++step) {
    const int s = next_seat(dealer_, step);
    if (waiting(s)) dealt_ready_ |= static_cast<std::uint8_t>(1u << s);
  }
  kept_dealt_ = dealt_ready_;
  draw(dealer_);
}

int Game::to_act(std::array<std::int8_t, kSeats>& out) const {
  int n = 0;
  const std::uint8_t pending = asked_ & ~answered_;
  for (int step = 0; step < kSeats; ++step) {
    // Priority order: from the actor's next seat round to the actor itself.
    const int s = next_seat(actor_ < 0 ? 0 : actor_, step + 1);
    if (pending >> s & 1u) out[n++] = static_cast<std::int8_t>(s);
  }
  return n;
}

void Game::act(int seat, int action) {
  if (seat < 0 || seat >= kSeats) throw InputError("seat must be 0..3, got " + std::to_string(seat));
  if (!legal(seat).has(action)) {
    throw InputError("action " + std::to_string(action) + " is not legal for seat " + std::to_string(seat) + " now");
  }
  if (phase_ == Phase::AfterDraw || phase_ == Phase::AfterClaim) {
    decide(seat, action);
    return;
  }
  answers_[seat] = static_cast<std::uint8_t>(action);
  answered_ |= static_cast<std::uint8_t>(1u << seat);
  if (asked_ & ~answered_) return;
  if (phase_ == Phase::OnDiscard) {
    resolve_discard();
  } else {
    resolve_added_kong();
  }
}

void Game::deal() {
  // Each seat in turn, the dealer first, takes until it holds 13 that are not flowers.
  for (int step = 0; step < kSeats; ++step) {
    const int s = next_seat(dealer_, step);
    for (int held = 0; held < kHandSize;) {
      const Tile t = walls_.take(s);
      if (is_flower(t)) {
        set_aside(s, t);
      } else {
        ++seats_[s].concealed[t];
        ++held;
      }
    }
  }
}

void Game::draw(int s) {
  SeatState& seat = seats_[s];
  Tile t;
  while (true) {
    if (walls_.empty(s)) {
      end_exhausted();
      return;
    }
    t = walls_.take(s);
    if (!is_flower(t)) break;
    set_aside(s, t);
    if (rules_->flower_ends_kong_flag) seat.kong_flag = false;
  }
  const bool last = walls_.empty(s + 1);  // the shared wall, or the next seat's
  if (!seat.kong_flag) ++draws_[s];
  drawn_[s] = t;
  const bool wins = check_win(s, t, s, seat.kong_flag, last, false);
  ++seat.concealed[t];
  waits_valid_ &= static_cast<std::uint8_t>(~(1u << s));
  record(EventKind::Draw, s, t, -1);
  ActionSet options = draw_options(seat, can_kong(s));
  if (wins) options.add(kWin);
  options_[s] = options;
  ask(Phase::AfterDraw, s, t);
}

void Game::set_aside(int s, Tile flower) {
  SeatState& seat = seats_[s];
  seat.flowers[seat.n_flowers++] = flower;
  record(EventKind::Flower, s, flower, -1);
}

void Game::decide(int s, int action) {
  SeatState& seat = seats_[s];
  const bool after_kong = seat.kong_flag;
  seat.kong_flag = false;  // used (or not) by this decision
  if (action == kWin) {
    end_win(s, tile_, s, -1);
  } else if (action < kConcealedKong) {
    const Tile t = static_cast<Tile>(action - kDiscard);
    // 天听 holds while the dealt hand stays: only the drawn tile goes.
    if (phase_ != Phase::AfterDraw || t != drawn_[s]) kept_dealt_ &= static_cast<std::uint8_t>(~(1u << s));
    discard_after_kong_ = after_kong;
    discard(s, t);
  } else if (action < kAddedKong) {
    interrupted_ = true;
    kept_dealt_ &= static_cast<std::uint8_t>(~(1u << s));
    const Tile t = static_cast<Tile>(action - kConcealedKong);
    seat.concealed[t] -= 4;
    seat.melds[seat.n_melds++] = {TableMeldKind::ConcealedKong, t, -1};
    record(EventKind::ConcealedKong, s, t, -1);
    kong_replacement(s);
  } else {
    added_kong(s, static_cast<Tile>(action - kAddedKong));
  }
}

void Game::discard(int s, Tile tile) {
  --seats_[s].concealed[tile];
  waits_valid_ &= static_cast<std::uint8_t>(~(1u << s));
  ++discards_;
  record(EventKind::Discard, s, tile, -1);
  // The last discard (the next draw would find nothing) may be won on, not claimed.
  const bool last = walls_.empty(s + 1);
  std::uint8_t asked = 0;
  for (int step = 1; step < kSeats; ++step) {
    const int o = next_seat(s, step);
    const Counts& c = seats_[o].concealed;
    ActionSet options;
    if (!last) {
      if (step == 1 && rules_->chow_claims) {
        for (int a = kChowLowest; a <= kChowHighest; ++a) {
          if (chow_low(c, tile, a) >= 0) options.add(a);
        }
      }
      if (c[tile] >= 2) options.add(kPung);
      if (c[tile] >= 3) options.add(kKong);
    }
    if (check_win(o, tile, s, false, last, false)) options.add(kWin);
    if (!options.empty()) {
      options.add(kPass);
      asked |= static_cast<std::uint8_t>(1u << o);
    }
    options_[o] = options;
  }
  asked_ = asked;
  ask(Phase::OnDiscard, s, tile);
  if (!asked) close_discard();
}

void Game::close_discard() {
  SeatState& seat = seats_[actor_];
  seat.river[seat.n_river++] = tile_;
  ++shown_[tile_];
  draw(next_seat(actor_));
}

void Game::resolve_discard() {
  const int q = actor_;
  const Tile tile = tile_;
  if (const int winner = first_winner(); winner >= 0) {
    end_win(winner, tile, q, q);
    return;
  }
  for (int step = 1; step < kSeats; ++step) {
    const int o = next_seat(q, step);
    if (!(asked_ >> o & 1u)) continue;
    SeatState& seat = seats_[o];
    if (answers_[o] == kPung) {
      seat.concealed[tile] -= 2;
      seat.melds[seat.n_melds++] = {TableMeldKind::Pung, tile, static_cast<std::int8_t>(q)};
      shown_[tile] += 3;
      record(EventKind::Pung, o, tile, q);
      claimed(o);
      return;
    }
    if (answers_[o] == kKong) {
      seat.concealed[tile] -= 3;
      seat.melds[seat.n_melds++] = {TableMeldKind::Kong, tile, static_cast<std::int8_t>(q)};
      shown_[tile] += 4;
      waits_valid_ &= static_cast<std::uint8_t>(~(1u << o));
      interrupted_ = true;
      kept_dealt_ &= static_cast<std::uint8_t>(~(1u << o));
      record(EventKind::Kong, o, tile, q);
      kong_replacement(o);
      return;
    }
  }
  for (int step = 1; step < kSeats; ++step) {
    const int o = next_seat(q, step);
    const int a = answers_[o];
    if (!(asked_ >> o & 1u) || a < kChowLowest || a > kChowHighest) continue;
    SeatState& seat = seats_[o];
    const int low = chow_low(seat.concealed, tile, a);
    for (int t = low; t < low + 3; ++t) {
      if (t != tile) --seat.concealed[t];
      ++shown_[t];
    }
    seat.melds[seat.n_melds++] = {TableMeldKind::Chow, static_cast<Tile>(low), static_cast<std::int8_t>(q)};
    record(EventKind::Chow, o, tile, low);
    claimed(o);
    return;
  }
  close_discard();
}

void Game::claimed(int s) {
  // The claimer discards at once: no draw, no kong, no win.
  interrupted_ = true;
  kept_dealt_ &= static_cast<std::uint8_t>(~(1u << s));
  waits_valid_ &= static_cast<std::uint8_t>(~(1u << s));
  options_[s] = draw_options(seats_[s], false);
  ask(Phase::AfterClaim, s, tile_);
}

void Game::added_kong(int s, Tile tile) {
  // The tile joins the pung; the seats that win on it are asked first.
  SeatState& seat = seats_[s];
  --seat.concealed[tile];
  interrupted_ = true;
  turn_meld(seat, tile, TableMeldKind::Pung, TableMeldKind::Kong);
  ++shown_[tile];
  waits_valid_ &= static_cast<std::uint8_t>(~(1u << s));
  record(EventKind::AddedKong, s, tile, -1);
  std::uint8_t asked = 0;
  for (int step = 1; step < kSeats; ++step) {
    const int o = next_seat(s, step);
    ActionSet options;
    if (check_win(o, tile, s, true, false, true)) {
      options.add(kWin);
      options.add(kPass);
      asked |= static_cast<std::uint8_t>(1u << o);
    }
    options_[o] = options;
  }
  asked_ = asked;
  ask(Phase::OnAddedKong, s, tile);
  if (!asked) kong_replacement(s);
}

void Game::resolve_added_kong() {
  const int p = actor_;
  const Tile tile = tile_;
  if (const int winner = first_winner(); winner >= 0) {
    turn_meld(seats_[p], tile, TableMeldKind::Kong, TableMeldKind::Pung);  // robbed: a pung again
    --shown_[tile];
    end_win(winner, tile, p, p);
    return;
  }
  kong_replacement(p);
}

int Game::first_winner() const {
  // The first seat after the actor that answered win (截和: no second winner).
  for (int step = 1; step < kSeats; ++step) {
    const int o = next_seat(actor_, step);
    if ((asked_ >> o & 1u) && answers_[o] == kWin) return o;
  }
  return -1;
}

void Game::kong_replacement(int s) {
  seats_[s].kong_flag = true;  // for the replacement draw's decision
  draw(s);
}

void Game::ask(Phase phase, int actor, Tile tile) {
  phase_ = phase;
  actor_ = actor;
  tile_ = tile;
  answered_ = 0;
  if (phase == Phase::AfterDraw || phase == Phase::AfterClaim) asked_ = static_cast<std::uint8_t>(1u << actor);
}

void Game::end_exhausted() {
  record(EventKind::Exhausted, -1, -1, -1);
  result_ = {};
  result_.reason = EndReason::Exhausted;
  phase_ = Phase::Done;
  asked_ = answered_ = 0;
}

void Game::penalize(int seat, EndReason reason) {
  if (seat < 0 || seat >= kSeats) throw InputError("seat must be 0..3, got " + std::to_string(seat));
  if (reason != EndReason::FalseWin && reason != EndReason::Invalid)
    throw InputError("a hand ends on an offence only for a false win or an invalid answer");
  if (done()) throw InputError("the hand is over");
  record(EventKind::Offence, seat, reason == EndReason::FalseWin ? 0 : 1, -1);
  result_ = {};
  result_.reason = reason;
  result_.winner = static_cast<std::int8_t>(seat);
  for (int s = 0; s < kSeats; ++s) {
    if (s == seat) continue;
    result_.payments[s] += rules_->offence_penalty;
    result_.payments[seat] -= rules_->offence_penalty;
  }
  phase_ = Phase::Done;
  asked_ = answered_ = 0;
}

}  // namespace mjcore::game
