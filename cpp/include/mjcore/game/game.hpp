// One hand of mahjong at the table (docs/game.md): a state machine that
// deals, draws, replaces flowers, offers each seat exactly its legal actions,
// resolves claims by priority, and scores a win from what happened.
//
// Four kinds of decision: the drawer after a draw; the claimer after a pung
// or chow (discard only); the seats asked about a discard; the seats that can
// rob an added kong. Everything between decisions runs by itself. Nothing is
// allocated per step once a game is constructed (reset() reuses it all).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "mjcore/context.hpp"
#include "mjcore/evaluate.hpp"
#include "mjcore/game/actions.hpp"
#include "mjcore/game/events.hpp"
#include "mjcore/game/play_rules.hpp"
#include "mjcore/game/seat_state.hpp"
#include "mjcore/game/walls.hpp"
#include "mjcore/rule_table.hpp"

namespace mjcore::game {

constexpr int kSeats = 4;
constexpr int kHandSize = 13;

enum class EndReason : std::uint8_t { None, Win, Exhausted, FalseWin, Invalid };

struct GameResult {
  EndReason reason = EndReason::None;
  std::int8_t winner = -1;     // the winner, or the offender of a false win / invalid answer
  std::int8_t win_tile = -1;   // -1 unless a win
  std::int8_t from_seat = -1;  // who gave the winning tile (the winner if self-drawn)
  int total = 0;               // the winner's total, flowers included
  WinContext context;          // what the win was scored with
  int flowers = 0;             // the winner's flower count (the hand's flowers)
  std::array<int, kSeats> payments{};
};

// Who decides now: the drawer; the claimer of a pung or chow (discard
// only); the seats with a claim on a discard; the seats that can rob an
// added kong.
enum class Phase : std::uint8_t { AfterDraw, AfterClaim, OnDiscard, OnAddedKong, Done };

class Game {
 public:
  // A hand under `rules`, scored under `table` (the rules' scoring ruleset).
  Game(const PlayRules& rules, std::shared_ptr<const RuleTable> table);

  // Deals a new hand from the wall (a permutation of the rules' deck, which
  // the caller has checked) and plays to the first decision. The dealer
  // (East) is dealt first and draws first; seat s has wind (s - dealer) mod 4.
  void reset(const std::vector<Tile>& wall, int prevalent_wind, int dealer = 0);

  bool done() const { return result_.reason != EndReason::None; }
  const GameResult& result() const { return result_; }
  const std::vector<Event>& events() const { return events_; }
  const SeatState& seat(int s) const { return seats_[s & 3]; }
  const Walls& walls() const { return walls_; }
  const PlayRules& rules() const { return *rules_; }
  int prevalent_wind() const { return prevalent_; }
  int dealer() const { return dealer_; }
  int seat_wind(int s) const { return (s - dealer_) & 3; }
  // Copies of each tile on the table: unclaimed discards and exposed melds.
  const Counts& shown() const { return shown_; }

  Phase phase() const { return phase_; }
  // The drawer, claimer, discarder or konger whose move the phase answers.
  int actor() const { return actor_; }
  // The tile the phase is about: drawn (the drawer's secret), claimed,
  // discarded or added to a kong.
  Tile tile() const { return tile_; }

  // The seats that must decide now, in priority order; returns how many.
  int to_act(std::array<std::int8_t, kSeats>& out) const;
  bool must_act(int seat) const { return (asked_ & ~answered_) >> (seat & 3) & 1u; }
  // The seat's legal actions now (empty unless it must act).
  ActionSet legal(int seat) const { return must_act(seat) ? options_[seat & 3] : ActionSet{}; }
  // Takes seat's action; throws InputError unless it is legal now.
  void act(int seat, int action);
  // Ends the hand on an offence by `seat` (Botzone's false win or invalid
  // answer): it pays every other seat the rules' penalty.
  void penalize(int seat, EndReason reason);

 private:
  void deal();
  void draw(int s);
  void set_aside(int s, Tile flower);
  bool can_kong(int s) const { return !walls_.empty(s) && !walls_.empty(s + 1); }
  void decide(int s, int action);
  void discard(int s, Tile tile);
  void close_discard();
  void resolve_discard();
  void added_kong(int s, Tile tile);
  void resolve_added_kong();
  void kong_replacement(int s);
  int first_winner() const;
  void claimed(int s);
  // Whether seat s wins on `tile` now (worth the minimum without flowers),
  // with the context it would be scored with; fills wins_[s].
  // `from`: the discarder or robbed konger, s itself when self-drawn.
  bool check_win(int s, Tile tile, int from, bool kong, bool last_tile, bool robbing);
  void first_turn_flags(WinContext& ctx, int s, int from, bool robbing) const;
  std::uint64_t waiting(int s);
  void ask(Phase phase, int actor, Tile tile);
  void record(EventKind kind, int s, int tile, int other) {
    events_.push_back(
        {kind, static_cast<std::int8_t>(s), static_cast<std::int8_t>(tile), static_cast<std::int8_t>(other)});
  }
  void end_win(int winner, Tile tile, int from, int payer);
  void end_exhausted();

  struct PendingWin {
    WinContext context;
    int total = 0;
  };

  const PlayRules* rules_;
  std::shared_ptr<const RuleTable> table_;
  Walls walls_;
  std::array<SeatState, kSeats> seats_{};
  Counts shown_{};
  std::vector<Event> events_;
  GameResult result_;
  int prevalent_ = 0;
  int dealer_ = 0;
  Phase phase_ = Phase::Done;
  int actor_ = -1;             // the drawer, claimer, discarder or konger of the phase
  Tile tile_ = 0;              // the drawn, claimed, discarded or added tile
  std::uint8_t asked_ = 0;     // bit s: seat s must decide in this phase
  std::uint8_t answered_ = 0;  // bit s: ... and has
  std::array<ActionSet, kSeats> options_{};
  std::array<std::uint8_t, kSeats> answers_{};
  std::array<PendingWin, kSeats> wins_{};
  // Each seat's waiting tiles (bit t) while its hand is as when computed.
  std::array<std::uint64_t, kSeats> waits_{};
  std::uint8_t waits_valid_ = 0;  // bit s: waits_[s] is current
  // What the first-turn flags read (docs/game.md "What a win is scored with").
  bool interrupted_ = false;                  // a claim or a kong has been made
  int discards_ = 0;                          // discards so far
  std::array<std::uint8_t, kSeats> draws_{};  // each seat's draws, replacements aside
  std::array<Tile, kSeats> drawn_{};          // each seat's last drawn tile
  std::uint8_t dealt_ready_ = 0;              // bit s: a non-dealer dealt a ready hand ...
  std::uint8_t kept_dealt_ = 0;               // ... and has discarded only what it drew since
  bool discard_after_kong_ = false;           // the discard asked about came right after a kong
  EvaluationBuffers buffers_;
  Evaluation evaluation_;
};

}  // namespace mjcore::game
