// The circumstances of a win that the tiles alone do not show.
#pragma once
#include <cstdint>

#include "mjcore/hand.hpp"

namespace mjcore {

// The kind of kong a win on a discard robbed (抢杠和, kong=True), when the
// caller names it: a kong claimed from a discard (direct), the fourth tile
// added to a claimed pung (added) or a concealed kong. Only an added kong
// can be robbed under every ruleset mjcore has; the others are refused.
enum class RobbedKong : std::uint8_t { Unnamed, Direct, Added, Concealed };

// Whether the winner is the dealer (庄家): by default the East seat is, but a
// referee whose ruleset moves the dealer apart from the seat winds says so.
enum class Dealer : std::uint8_t { BySeat, Yes, No };

// No void suit declared (定缺, Sichuan's): any suit may remain in the hand.
constexpr std::uint8_t kNoVoidSuit = 3;

struct WinContext {
  bool self_drawn = false;
  std::uint8_t seat_wind = 0;       // 0..3 = E S W N; East is the dealer unless `dealer` says
  std::uint8_t prevalent_wind = 0;  // 0..3
  bool last_tile = false;           // 妙手回春 / 海底捞 (self-drawn), 海底捞月 / 海底炮 (discard)
  bool kong = false;                // 杠上开花 (self-drawn) / 抢杠和 (discard)
  bool fourth_tile = false;         // 和绝张
  // First turn, uninterrupted: 天和 (the dealer, self-drawn), 地和 (a
  // non-dealer on the dealer's first discard), 地和 self-drawn (a non-dealer
  // on his first draw).
  bool first_turn = false;
  bool ready_at_deal = false;       // 天听: a non-dealer's dealt 13 tiles were already ready
  bool discard_after_kong = false;  // 杠上炮: won on the discard that followed a kong
  // 槓上槓 / 連槓開花: self-drawn on the replacement tile of a kong made on the
  // replacement tile of another kong (implies kong, self-drawn, two kongs).
  bool kong_on_kong = false;
  // 人和 / 人糊: a win on a discard of the uninterrupted first go-around other
  // than the dealer's first (that one is first_turn's 地和); the dealer may
  // win on one (the rulesets' patterns decide whether that scores).
  bool first_round_discard = false;
  RobbedKong robbed_kong = RobbedKong::Unnamed;
  Dealer dealer = Dealer::BySeat;
  // 定缺: the suit (0 m, 1 p, 2 s) the player declared void; a hand still
  // holding a tile of it cannot win.
  std::uint8_t void_suit = kNoVoidSuit;

  bool is_dealer() const { return dealer == Dealer::BySeat ? seat_wind == 0 : dealer == Dealer::Yes; }
};

// Throws InputError when the context contradicts itself or the hand.
void validate_context_fully(const Hand& hand, const WinContext& ctx);

// Throws InputError when the hand holds a tile of its declared void suit.
void validate_void_suit(const Hand& hand, const WinContext& ctx);

// The same, inline for the usual win: only the flags below can contradict
// the hand or each other, so a context without them needs no more than its
// winds and the winning tile checked (scoring pays this on every hand).
inline void validate_context(const Hand& hand, const WinContext& ctx) {
  const bool rare = ctx.kong | ctx.fourth_tile | ctx.first_turn | ctx.ready_at_deal | ctx.discard_after_kong |
                    ctx.kong_on_kong | ctx.first_round_discard | (ctx.robbed_kong != RobbedKong::Unnamed) |
                    (ctx.void_suit != kNoVoidSuit);
  if (!rare && hand.has_win() && ctx.seat_wind <= 3 && ctx.prevalent_wind <= 3) return;
  validate_context_fully(hand, ctx);
}

}  // namespace mjcore
