// PyMahjongGB's scoring for its drop-in, without Python: the flags it
// corrects, the pair it counts that the core refuses, and strict refusals.
#include "check.hpp"
#include "hands.hpp"
#include "mjcore/builtin_rulesets.hpp"
#include "mjcore/compat/pymahjonggb.hpp"
#include "mjcore/compat/pymahjonggb_shanten.hpp"
#include "mjcore/hand.hpp"
#include "mjcore/notation.hpp"

using namespace mjcore;
using mjtest::hand;

namespace {

Evaluation as_pymahjonggb(const Hand& h, const WinContext& ctx, bool strict) {
  static const auto table = builtin_rule_table("mcr-pymahjonggb");
  EvaluationBuffers buffers;
  Evaluation e;
  compat::evaluate_as_pymahjonggb(h, ctx, strict, *table, buffers, e);
  return e;
}

int count(const Evaluation& e, Pattern p) { return e.counts[index_of(p)]; }

Counts counts(const char* tiles) {
  Counts c{};
  for (Tile t : parse_tiles(tiles).tiles) ++c[t];
  return c;
}

}  // namespace

TEST_CASE("PyMahjongGB's flag corrections") {
  const Hand nine_gates = hand("1112345678999m", "5m");
  WinContext ctx;
  ctx.fourth_tile = true;  // a 5m in hand: no 和绝张
  CHECK(!compat::correct_as_pymahjonggb(nine_gates, ctx).ctx.fourth_tile);
  ctx = {};
  ctx.kong = true;  // robbing a kong of a tile the hand holds
  CHECK(!compat::correct_as_pymahjonggb(nine_gates, ctx).ctx.kong);
  ctx.self_drawn = true;  // out on a replacement tile with no kong
  CHECK(!compat::correct_as_pymahjonggb(nine_gates, ctx).ctx.kong);
  const Hand with_kong = hand("123m456p789s1z", "1z", {"kong 9999m"});
  CHECK(compat::correct_as_pymahjonggb(with_kong, ctx).ctx.kong);  // 杠上开花 stands
}

TEST_CASE("robbing the kong on the last tile counts 抢杠和 and 海底捞月") {
  const Hand h = hand("123456789p12s11z", "3s");
  WinContext ctx;
  ctx.kong = true;
  ctx.last_tile = true;
  const compat::CorrectedFlags flags = compat::correct_as_pymahjonggb(h, ctx);
  CHECK(flags.last_tile_claim_beside_robbing && !flags.ctx.last_tile && flags.ctx.kong);
  const Evaluation e = as_pymahjonggb(h, ctx, false);
  ctx.last_tile = false;
  const Evaluation robbing_alone = as_pymahjonggb(h, ctx, false);
  CHECK(count(e, Pattern::RobbingTheKong) == 1 && count(e, Pattern::LastTileClaim) == 1);
  CHECK(e.base == robbing_alone.base + 8);
  ctx.last_tile = true;
  CHECK_THROWS(as_pymahjonggb(h, ctx, true));  // strict: the core's refusal
}

TEST_CASE("strict keeps the core's refusals; a hand that does not win is no flag error") {
  const Hand nine_gates = hand("1112345678999m", "5m");
  WinContext ctx;
  ctx.fourth_tile = true;
  bool flag_error = false;
  try {
    as_pymahjonggb(nine_gates, ctx, true);
  } catch (const compat::FlagError&) { flag_error = true; }
  CHECK(flag_error);
  CHECK(count(as_pymahjonggb(nine_gates, ctx, false), Pattern::LastTile) == 0);
  bool input_error = false;
  try {
    as_pymahjonggb(hand("1112345678999m", "1p"), {}, false);
  } catch (const compat::FlagError&) {
  } catch (const InputError&) { input_error = true; }
  CHECK(input_error);
}

TEST_CASE("PyMahjongGB's shanten reads the shapes alone") {
  // 9999p beside three melds: ready on a fifth 9p for PyMahjongGB, one away for the core.
  Counts quad{};
  quad[parse_tile("9p")] = 4;
  const Useful u = compat::pymahjonggb_useful(quad, Form::Regular);
  CHECK(u.shanten == 0 && u.tiles == TileMask{1} << parse_tile("9p"));
  CHECK(useful_tiles(shanten_hand(quad), form_bit(Form::Regular)).shanten == 1);
  CHECK(compat::pymahjonggb_shanten(quad) == 0);
  // Without a tile held four times the answers are the core's.
  const Counts plain = counts("1112345678999m");
  CHECK(compat::pymahjonggb_shanten(plain) == shanten(shanten_hand(plain)));
  const Useful nine = compat::pymahjonggb_useful(plain, Form::Regular);
  const Useful exact = useful_tiles(shanten_hand(plain), form_bit(Form::Regular));
  CHECK(nine.shanten == exact.shanten && nine.tiles == exact.tiles);
  // A tile held four times in a regular shape: never less hopeful than the core.
  const Counts held = counts("1111234m45p78s22z");
  CHECK(compat::pymahjonggb_shanten(held) <= shanten(shanten_hand(held)));
  CHECK_THROWS(compat::pymahjonggb_shanten(counts("11112m")));  // 5 tiles
}
