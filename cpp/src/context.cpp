#include "mjcore/context.hpp"

#include "mjcore/errors.hpp"
#include "mjcore/hot.hpp"

namespace mjcore {

namespace {

// The first-turn and after-kong flags.
void validate_turn(const Hand& hand, const WinContext& ctx) {
  if (ctx.discard_after_kong) {
    if (ctx.self_drawn) throw InputError("discard_after_kong=True (杠上炮) is a win on a discard, not self-drawn");
    if (ctx.kong)
      throw InputError("discard_after_kong=True (杠上炮) and robbing the kong (kong=True) cannot both apply");
  }
  if (!ctx.first_turn) return;
  for (int i = 0; i < hand.n_melds; ++i) {
    if (hand.melds[i].source == MeldSource::Exposed) {
      throw InputError("first_turn=True (天和/地和) is impossible after a claimed meld");
    }
  }
  if (ctx.last_tile) throw InputError("first_turn=True and last_tile=True cannot both apply");
  if (!ctx.self_drawn) {
    if (ctx.is_dealer()) {
      throw InputError(
          "first_turn=True on a discard is 地和, a non-dealer winning on the dealer's first discard; "
          "the dealer (dealer=True, or seat_wind East when dealer is None) cannot");
    }
    if (hand.n_melds != 0) throw InputError("first_turn=True on a discard: no kong can be declared before it");
    if (ctx.kong) throw InputError("first_turn=True on a discard cannot be robbing a kong");
  }
}

}  // namespace

MJCORE_HOT void validate_context_fully(const Hand& hand, const WinContext& ctx) {
  if (!hand.has_win()) {
    // A tile string never has one: the message says how to give it.
    throw InputError(
        "scoring needs the winning tile: give a Hand that has it, e.g. "
        "mjcore.Hand.parse('1112345678999m', win='5m'); a tile string has none");
  }
  if (ctx.seat_wind > 3 || ctx.prevalent_wind > 3) {
    throw InputError("winds are 0..3 (E, S, W, N), got seat " + std::to_string(ctx.seat_wind) + ", prevalent " +
                     std::to_string(ctx.prevalent_wind));
  }
  const auto win = [&] { return render_tile(hand.win, Notation::Canonical); };  // for messages only
  if (ctx.kong && ctx.self_drawn) {
    bool any_kong = false;
    for (int i = 0; i < hand.n_melds; ++i) any_kong = any_kong || hand.melds[i].kind == MeldKind::Kong;
    if (!any_kong)
      throw InputError(
          "kong=True with self_drawn=True is 杠上开花 (out on a replacement tile), but the hand declares no kong");
  }
  if (ctx.kong_on_kong) {
    int kongs = 0;
    for (int i = 0; i < hand.n_melds; ++i) kongs += hand.melds[i].kind == MeldKind::Kong;
    if (!ctx.kong || !ctx.self_drawn)
      throw InputError(
          "kong_on_kong=True (槓上槓) is a self-drawn win on a kong's replacement tile: it needs kong=True and "
          "self_drawn=True");
    if (kongs < 2)
      throw InputError("kong_on_kong=True (槓上槓) needs two declared kongs, the hand declares " +
                       std::to_string(kongs));
  }
  if (ctx.first_round_discard &&
      (ctx.self_drawn || ctx.first_turn || ctx.last_tile || ctx.kong || ctx.discard_after_kong || hand.n_melds != 0)) {
    throw InputError(
        "first_round_discard=True (人和) is a win on a discard of the uninterrupted first go-around: not "
        "self-drawn, nothing declared, and not with first_turn, last_tile, kong or discard_after_kong");
  }
  // 天听 is a non-dealer's: the dealer is dealt 14 tiles, not 13 to be ready with.
  if (ctx.ready_at_deal && ctx.is_dealer()) {
    throw InputError(
        "ready_at_deal=True (天听) is a non-dealer's: his dealt 13 tiles were ready; the dealer (dealer=True, or "
        "seat_wind East when dealer is None) is dealt 14");
  }
  if (ctx.robbed_kong != RobbedKong::Unnamed) {
    if (!ctx.kong || ctx.self_drawn)
      throw InputError(
          "robbed_kong names the kong a win on a discard robbed (抢杠和): it needs kong=True, not self-drawn");
    // Only an added kong can be robbed: 不可搶暗槓 (Zung Jung), 暗杠不可抢杠和
    // (Cantonese); MCR's and Sichuan's robbing takes the tile added to a pung.
    if (ctx.robbed_kong == RobbedKong::Concealed)
      throw InputError(
          "robbed_kong='concealed': a concealed kong cannot be robbed (不可搶暗槓; no ruleset mjcore has allows it)");
    // 暗刻开明杠不算抢杠和: the tile was a discard, so the win on it is an ordinary one.
    if (ctx.robbed_kong == RobbedKong::Direct)
      throw InputError(
          "robbed_kong='direct': a kong claimed from a discard is not robbed, winning on that discard is an ordinary "
          "win (kong=False)");
  }
  if (ctx.kong && !ctx.self_drawn) {
    // Robbing a kong takes the fourth copy added to another player's pung.
    if (hand.all_tiles()[hand.win] != 1) {
      throw InputError("kong=True on a discard is 抢杠和 (robbing the kong), impossible when the hand already holds " +
                       win());
    }
    if (ctx.last_tile)
      throw InputError("robbing the kong (kong=True, not self-drawn) cannot also be the last tile claim");
  }
  if (ctx.fourth_tile && hand.concealed[hand.win] != 0) {
    // 和绝张: the other three copies are visible, so none is hidden in this hand.
    throw InputError("fourth_tile=True (和绝张) is impossible while the concealed hand holds another " + win());
  }
  validate_turn(hand, ctx);
  validate_void_suit(hand, ctx);
}

void validate_void_suit(const Hand& hand, const WinContext& ctx) {
  if (ctx.void_suit == kNoVoidSuit) return;
  const Counts tiles = hand.all_tiles();
  std::string held;
  for (int t = ctx.void_suit * 9; t < ctx.void_suit * 9 + 9; ++t) {
    if (tiles[t]) held += (held.empty() ? "" : " ") + render_tile(static_cast<Tile>(t), Notation::Canonical);
  }
  if (held.empty()) return;
  static const char* kSuits[3] = {"m", "p", "s"};
  throw InputError(std::string("void_suit='") + kSuits[ctx.void_suit] +
                   "' (定缺): a hand still holding its void suit cannot win, it holds " + held);
}

}  // namespace mjcore
