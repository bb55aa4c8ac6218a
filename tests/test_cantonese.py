"""Cantonese 鸡平和 (spec shared/rules/hk_cantonese.md §1, seed 004), core and reference
alike: every hand type's stated value, the in-limit bonuses, the limit, the 满 floors,
天/地/人和, the bonus scope of the 番种表 (the ordinary types only) and the 2016 client's
(every type, EG below), every knob's effect; and the settlement: discard and self-draw
payments, every 包 case (EG's two worked 十二张落地 cases), 抢杠, 杠上开花包杠, 一炮三响."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mjcore
from mcr_cases import counts, kong, pung, tile
from mjcore import corpus
from mjcore.reference import ruleset_score
from mjcore.rulesets import cantonese, spec
from mjcore.settlement import Round

Melds = tuple[tuple[str, int, str], ...]
Scorer = Callable[..., int]


def held(hand: str, win: str) -> list[int]:
    """The concealed counts before the win (the hands below list the winning tile too)."""
    c = counts(hand)
    c[tile(win)] -= 1
    return c


def core(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), **ctx: Any) -> int:
    ruleset = mjcore.Ruleset.from_definition(definition)
    return mjcore.score(corpus.to_hand((tuple(held(hand, win)), melds, tile(win))), ruleset, **ctx).total


def reference(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), **ctx: Any) -> int:
    return ruleset_score.score(spec.parse(definition), held(hand, win), melds, tile(win), **ctx).total


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def scorer(request: pytest.FixtureRequest) -> Scorer:
    return request.param  # type: ignore[no-any-return]


SELF = {"self_drawn": True}
# (what, hand, win, melds, context, 分): spec §1.2 (every row), §1.3 (bonuses, the ordinary cap,
# floors, 天/地/人和). Seat and round wind East unless given; no East pung unless the case is
# about it. The seed's words: 「在爆和以内自摸+1番，爆和以外不加番」 (the bonuses are for the
# ordinary types, 「爆和」, only), 「附加情况只对爆和内牌型有效」, and 「爆和內牌型加附加牌型不能
# 冲破爆和的上限」 (an ordinary type with its bonuses stops at 3番, 8分).
STATED: list[tuple[str, str, str, Melds, dict[str, Any], int]] = [
    ("鸡和 0番 1分", "123m456p789s555m11p", "1p", (), {}, 1),
    ("平和 1番 2分 (any pair, DEC-G1)", "123m456p789s234s11z", "4s", (), {}, 2),
    ("碰碰和 2番 4分", "111m222p333s444s55m", "5m", (), {}, 4),
    ("混一色 2番 4分", "123m456m789m222z55m", "5m", (), {}, 4),
    ("混一色 with four chows: 2番, not 平和 too (DEC-G2)", "123m456m789m234m11z", "4m", (), {}, 4),
    ("清一色 4番 16分", "123m456m789m234m55m", "5m", (), {}, 16),
    ("混碰 4番 16分", "111m333m555m222z99m", "9m", (), {}, 16),
    ("清碰 5番 32分", "111m333m555m777m99m", "9m", (), {}, 32),
    ("混幺九 5番 32分", "111m999p111s222z99m", "9m", (), {}, 32),
    ("小四喜 5番 32分", "123m222z333z444z11z", "2m", (), {}, 32),
    ("小三元 5番 32分: its dragon pungs add nothing (爆和以外不加番)", "123m555z666z77z111s", "2m", (), {}, 32),
    ("小四喜 5番 32分 at a seat and round of its winds (爆和以外不加番)", "123m222z333z444z11z", "2m", (),
     {"seat_wind": 2, "prevalent_wind": 3, "self_drawn": True}, 32),
    ("清一色 4番 + 自摸: 16分 (爆和以外自摸不加番)", "123m456m789m234m55m", "5m", (), SELF, 16),
    ("字一色 6番 64分", "222z333z444z555z66z", "6z", (), {}, 64),
    ("清幺九 6番 64分", "111m999m111p999p11s", "1s", (), {}, 64),
    ("大三元 6番 64分", "123m555z666z777z11s", "2m", (), {}, 64),
    ("大四喜 6番 64分", "111z222z333z444z55m", "5m", (), {}, 64),
    ("九莲宝灯 6番 64分", "11123455678999m", "5m", (), {}, 64),
    ("十三幺 6番 64分", "19m19p19s12345677z", "7z", (), {}, 64),
    ("自摸 +1", "123m456p789s555m11p", "1p", (), SELF, 2),
    ("门风 +1", "123m456p789s222z11p", "1p", (), {"seat_wind": 1, "prevalent_wind": 2}, 2),
    ("圈风 +1", "123m456p789s222z11p", "1p", (), {"seat_wind": 3, "prevalent_wind": 1}, 2),
    ("门风 and 圈风 both when they coincide", "123m456p789s111z11p", "1p", (), {}, 4),
    ("each dragon pung +1", "123m456p555z666z11s", "1s", (), {}, 4),
    ("平和 + 自摸: 2番", "123m456p789s234s11z", "4s", (), SELF, 4),
    ("碰碰和 2 + 自摸 + 双东 2 = 5: 不能冲破爆和的上限, 3番 8分", "111m222p333s111z55m", "5m", (), SELF, 8),
    ("混一色 2 + 2 dragon pungs = 4: 3番 8分", "123m456m555z666z55m", "5m", (), {}, 8),
    ("混碰 4 + 自摸 + 双东: 16分 (爆和以外不加番)", "111m333m555m111z99m", "9m", (), SELF, 16),
    ("字一色 at the limit takes no more", "111z333z444z555z66z", "6z", (), SELF, 64),
    ("杠上开花 chicken: 3番 满", "123m456p789s11p", "1p", (kong("5m"),), {"self_drawn": True, "kong": True}, 8),
    ("杠上开花 above the floor keeps its value (清一色 4番, 「大于3番的牌型按照实际牌型计算」)",
     "234m678m789m11m", "1m", (kong("5m"),), {"self_drawn": True, "kong": True}, 16),
    ("海底捞月 chicken: 3番 满", "123m456p789s555m11p", "1p", (), {"self_drawn": True, "last_tile": True}, 8),
    ("海底 on a discard has no floor", "123m456p789s555m11p", "1p", (), {"last_tile": True}, 1),
    ("抢杠 chicken: 3番 满", "123m456p789s555m11p", "3m", (), {"kong": True}, 8),
    ("天和: the limit", "123m456p789s555m11p", "1p", (), {"self_drawn": True, "first_turn": True}, 64),
    ("地和 (non-dealer, first draw): the limit", "123m456p789s555m11p", "1p", (),
     {"self_drawn": True, "first_turn": True, "seat_wind": 2}, 64),
    ("人和 on the dealer's first discard: the limit", "123m456p789s555m11p", "1p", (),
     {"first_turn": True, "seat_wind": 2}, 64),
]  # fmt: skip


@pytest.mark.parametrize(("what", "hand", "win", "melds", "ctx", "points"), STATED, ids=[r[0] for r in STATED])
def test_stated_values(scorer: Scorer, what: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any], points: int) -> None:
    assert scorer(cantonese.definition(), hand, win, melds, **ctx) == points


def test_seven_pairs_refused(scorer: Scorer) -> None:
    with pytest.raises(ValueError):
        scorer(cantonese.definition(), "1133557799m22p44s", "4s")  # no seven pairs (QQ)


# -- 天和 / 地和 / 人和, the seed's items 8-10 ---------------------------------------------------

HAND = ("123m456p789s555m11p", "1p")  # a chicken hand: 1分, or the limit 64 as 天/地/人和
DEALT: dict[str, Any] = {"self_drawn": True, "first_turn": True}  # 天和 at seat East, 地和 at another seat


def test_heavenly_and_earthly_hands_after_flower_replacement(scorer: Scorer) -> None:
    """「如果庄家有补花，在补完花后就和牌也算」 (the dealer's 天和 counts after he replaced his flowers)
    and 「如果闲家抓的第一张牌是花牌，那么补花之后和牌也算地和」 (so does a non-dealer's 地和): the
    preset plays with flowers, replaced and worth nothing."""
    assert scorer(cantonese.definition(), *HAND, **DEALT, flowers=2) == 64
    assert scorer(cantonese.definition(), *HAND, **DEALT, seat_wind=1, flowers=1) == 64
    assert scorer(cantonese.definition(), *HAND, flowers=3) == 1


def test_human_hand_on_any_discard_of_the_first_go_round(scorer: Scorer) -> None:
    """「人和：第一轮中和别人出的牌，“第一轮”是指庄家打出第一张牌到自己抓牌为止」 (a win on another
    player's discard in the first go-round, from the dealer's first discard until he draws
    again): on the dealer's first discard (first_turn), on a later one (first_round_discard),
    and the dealer's own win on one."""
    for ctx in ({"first_turn": True, "seat_wind": 2}, {"first_round_discard": True, "seat_wind": 3},
                {"first_round_discard": True, "seat_wind": 0}):
        assert scorer(cantonese.definition(), *HAND, **ctx) == 64, ctx


def test_the_winners_own_meld_voids_heavenly_earthly_and_human_hands(scorer: Scorer) -> None:
    """「如果庄家在发完牌后有暗杠，那么不算天和」 and 「如果闲家抓牌前有人吃碰杠（包括暗杠），那么不算地和」:
    the winner's own concealed kong drops 天和 / 地和 (the hand scores as it would without the
    flag: 自摸, 2分); a claimed meld makes the flag impossible and is refused, and so is any
    declared meld with 人和 (「如果有人吃碰杠（包括暗杠），那么不算人和」)."""
    d = cantonese.definition()
    ankan = (kong("5m", "concealed"),)
    for seat in (0, 1):  # 天和, 地和
        assert scorer(d, "123m456p789s11p", "1p", ankan, **DEALT, seat_wind=seat) == 2
    for ctx in (DEALT, {**DEALT, "seat_wind": 1}, {"first_turn": True, "seat_wind": 1}):
        with pytest.raises(ValueError, match="first_turn=True"):
            scorer(d, "123m456p789s11p", "1p", (pung("5m"),), **ctx)
    for melds in ((pung("5m"),), ankan):
        with pytest.raises(ValueError, match="first_round_discard=True"):
            scorer(d, "123m456p789s11p", "1p", melds, first_round_discard=True, seat_wind=2)
    with pytest.raises(ValueError, match="first_turn=True on a discard"):
        scorer(d, "123m456p789s11p", "1p", ankan, first_turn=True, seat_wind=2)


EG = {"bonus_scope": "below_limit"}  # the 2016 client: bonuses on every type, capped at the limit
# (options, hand, win, melds, context, with the options, with the defaults): every knob of §1.6.
KNOBS: list[tuple[dict[str, Any], str, str, Melds, dict[str, Any], int, int]] = [
    ({**EG, "limit_fan": 8}, "111z333z444z555z66z", "6z", (), SELF, 256, 64),  # 6 + 自摸 + 双东
    ({"fan_to_points": [1, 2, 4, 8, 16, 24, 32]}, "111m333m555m777m99m", "9m", (), {}, 24, 32),
    # EG: every type takes the bonuses, the sum capped at the limit (6番); by default the
    # ordinary types stop at 3番 (8分) and the special types score alone.
    (EG, "111m222p333s111z55m", "5m", (), SELF, 32, 8),
    (EG, "123m456m789m234m55m", "5m", (), SELF, 32, 16),
    (EG, "123m555z666z77z111s", "2m", (), {}, 64, 32),
    (EG, "111m333m555m111z99m", "9m", (), SELF, 64, 16),
    (EG, "123m456p789s555m11p", "1p", (), {"self_drawn": True, "first_turn": True}, 64, 64),
    ({"ordinary_cap_fan": 2}, "123m456p789s111z11p", "1p", (), {}, 4, 4),
    ({"ordinary_cap_fan": 2}, "111m222p333s444s55m", "5m", (), SELF, 4, 8),
    ({"kong_bonus": True}, "123m456p789s11p", "1p", (kong("5m"),), {}, 2, 1),
    ({"seat_wind_bonus": False}, "123m456p789s222z11p", "1p", (), {"seat_wind": 1, "prevalent_wind": 2}, 1, 2),
    ({"round_wind_bonus": False}, "123m456p789s222z11p", "1p", (), {"seat_wind": 3, "prevalent_wind": 1}, 1, 2),
    ({"dragon_bonus": False}, "123m456p789s555z11s", "1s", (), {}, 1, 2),
    ({"self_draw_bonus": False}, "123m456p789s555m11p", "1p", (), SELF, 1, 2),
    ({"floor_fan": 2}, "123m456p789s11p", "1p", (kong("5m"),), {"self_drawn": True, "kong": True}, 4, 8),
    ({"heavenly_value": 4}, "123m456p789s555m11p", "1p", (), {"self_drawn": True, "first_turn": True}, 16, 64),
    # The least a 天和 is worth: a 清碰 天和 keeps its 5番.
    ({"heavenly_value": 4}, "111m333m555m777m99m", "9m", (), {"self_drawn": True, "first_turn": True}, 32, 64),
    ({"stack_all_chows_with_half_flush": True}, "123m456m789m234m11z", "4m", (), {}, 8, 4),
    ({"stack_all_chows_with_half_flush": True}, "123m456m789m234m55m", "5m", (), {}, 16, 16),  # not with 清一色
    ({"base_points": 2}, "123m456p789s555m11p", "1p", (), {}, 2, 1),
]  # fmt: skip


@pytest.mark.parametrize(("options", "hand", "win", "melds", "ctx", "with_options", "without"), KNOBS,
                         ids=[f"{'+'.join(f'{k}={v}' for k, v in r[0].items())}-{i}" for i, r in enumerate(KNOBS)])  # fmt: skip
def test_knobs(
    scorer: Scorer, options: dict[str, Any], hand: str, win: str, melds: Melds, ctx: dict[str, Any], with_options: int, without: int
) -> None:
    assert scorer(cantonese.definition(**options), hand, win, melds, **ctx) == with_options
    assert scorer(cantonese.definition(), hand, win, melds, **ctx) == without


def test_seven_pairs_knob(scorer: Scorer) -> None:
    assert scorer(cantonese.definition(allow_seven_pairs=True), "1133557799m22p44s", "4s") == 16
    assert scorer(cantonese.definition(allow_seven_pairs=True), "1133557799m22m44m", "4m") == 16  # one type only


def test_min_fan() -> None:
    """min_fan 1: a 鸡和 cannot win (Score.meets_minimum; Round refuses it)."""
    strict = mjcore.ruleset.cantonese_ruleset(min_fan=1, name="strict")
    chicken = mjcore.Hand.parse("123m456p789s555m1p", win="1p")
    assert not mjcore.score(chicken, strict).meets_minimum
    assert mjcore.score(chicken, "cantonese").meets_minimum
    assert mjcore.score(chicken, strict, self_drawn=True).meets_minimum
    with pytest.raises(ValueError, match="below the minimum"):
        Round(strict).win(mjcore.score(chicken, strict), 0, discarder=1)


def test_flowers_knob() -> None:
    """flowers: "replace_only" (the preset: in play, worth nothing), "none" (136 tiles: a flower
    is refused), "own_seat" (each flower of the winner's seat worth base_points)."""
    hand = mjcore.Hand.parse("123m456p789s555m1p", win="1p", flowers="16f")  # flower 1: the East seat's
    assert mjcore.score(hand, "cantonese").total == 1
    assert mjcore.score(hand, mjcore.ruleset.cantonese_ruleset(flowers="own_seat", name="flowered")).total == 2
    with pytest.raises(ValueError, match="plays without flowers"):
        mjcore.score(hand, mjcore.ruleset.cantonese_ruleset(flowers="none", name="flowerless"))


def test_unknown_and_bad_options() -> None:
    with pytest.raises(ValueError, match="unknown cantonese option"):
        cantonese.definition(limit=6)
    with pytest.raises(ValueError, match="unknown cantonese preset"):
        cantonese.definition("hk_old_style")
    with pytest.raises(ValueError, match="bonus_scope"):
        cantonese.definition(bonus_scope="all")
    with pytest.raises(ValueError, match="ordinary_cap_fan"):
        cantonese.definition(bonus_scope="below_limit", ordinary_cap_fan=3)  # only the ordinary scope caps
    with pytest.raises(ValueError, match="heavenly_value"):
        cantonese.definition(heavenly_value=7)
    with pytest.raises(ValueError, match="floor_fan"):
        cantonese.definition(floor_fan=7)
    with pytest.raises(ValueError, match="fan_to_points"):
        cantonese.definition(fan_to_points="halving")
    with pytest.raises(ValueError, match="true or false"):
        cantonese.definition(kong_bonus=1)
    with pytest.raises(ValueError, match="flowers must be one of replace_only, none, own_seat"):
        cantonese.definition(flowers=True)


# -- settlement ----------------------------------------------------------------------------


def _score(hand: str, win: str, melds: tuple[str, ...] = (), ruleset: str | mjcore.Ruleset = "cantonese", **ctx: Any) -> mjcore.Score:
    concealed = mjcore.Hand.from_counts(held(hand, win), melds=[mjcore.Meld.parse(m) for m in melds], win=tile(win))
    return mjcore.score(concealed, ruleset, **ctx)


def _round(options: dict[str, Any] | None = None, dealer: int = 0) -> Round:
    ruleset = mjcore.ruleset.cantonese_ruleset(name="c", **options) if options else mjcore.get_ruleset("cantonese")
    return Round(ruleset, dealer=dealer)


CHICKEN = ("123m456p789s555m11p", "1p")
ROBBED = ("123m456p789s555m11p", "3m")  # won on the 3m of another player's added kong


def test_discard_and_self_draw() -> None:
    """§1.4: the discarder alone pays unit; on a self-draw each of the three pays unit."""
    assert _round().win(_score(*CHICKEN), 0, discarder=2) == [1, 0, -1, 0]
    assert _round(dealer=1).win(_score(*CHICKEN, self_drawn=True), 1) == [-2, 6, -2, -2]  # scored as East's
    two = _round({"base_points": 2}, dealer=3)
    assert two.win(_score(*CHICKEN, ruleset=two.ruleset), 3, discarder=0) == [-2, 0, 0, 2]


TWELVE = ("chow 123m", "pung 555p", "pung 777s", "pung 222z")  # 4 exposed sets: a single wait


def _twelve_tiles(r: Round, winner: int, feeders: tuple[int, int, int, int]) -> mjcore.Score:
    for meld, fed in zip(TWELVE, feeders):
        r.claim(winner, meld, fed)
    return _score("99s", "9s", TWELVE, r.ruleset, self_drawn=True)  # 自摸 1番: 2分


def test_twelve_tiles_eg_cases() -> None:
    """EG 例一: A's discard completes B's 十二张落地; B self-draws: A pays the whole self-draw.
    例二: A then feeds C's 十二张落地 too: A is liable for B only (包先不包后). A liable player's
    own discard, or another's, is an ordinary discard win."""
    a, b, c = 0, 1, 2
    r = _round(dealer=b)  # the hands are scored as East's
    win = _twelve_tiles(r, b, (a, 3, 2, a))
    assert win.total == 2
    assert r.win(win, b) == [-6, 6, 0, 0]
    r = _round(dealer=c)
    _twelve_tiles(r, b, (a, 3, 3, a))
    r.claim(c, "chow 456m", b)
    r.claim(c, "pung 888p", 3)
    r.claim(c, "pung 999s", 3)
    r.claim(c, "pung 333z", a)  # A feeds C's fourth set: not liable for C
    assert r.win(_score("11s", "1s", ("chow 456m", "pung 888p", "pung 999s", "pung 333z"), self_drawn=True), c) == [-2, -2, 6, -2]
    r = _round(dealer=b)
    on_discard = _twelve_tiles(r, b, (a, 3, 2, a))
    assert r.win(_score("99s", "9s", TWELVE), b, discarder=a) == [-1, 1, 0, 0]
    assert on_discard.total == 2
    off = _round({"bao_twelve_tiles": False}, dealer=b)
    assert off.win(_twelve_tiles(off, b, (a, 3, 2, a)), b) == [-2, 6, -2, -2]


def test_big_winds_and_dragons() -> None:
    """大四喜 / 大三元包自摸: the feeder of the fourth wind pung (three exposed) or the third
    dragon pung (two exposed) pays a self-drawn win alone."""
    r = _round()
    for meld, fed in (("pung 111z", 1), ("pung 222z", 2), ("pung 333z", 1), ("pung 444z", 3)):
        r.claim(0, meld, fed)
    winds = _score("55m", "5m", ("pung 111z", "pung 222z", "pung 333z", "pung 444z"), self_drawn=True)
    assert r.win(winds, 0) == [192, 0, 0, -192]
    r = _round()
    for meld, fed in (("pung 555z", 1), ("pung 666z", 2), ("pung 777z", 2)):
        r.claim(0, meld, fed)
    dragons = _score("123m11s", "1s", ("pung 555z", "pung 666z", "pung 777z"), self_drawn=True)
    assert r.win(dragons, 0) == [192, 0, -192, 0]
    off = _round({"bao_big_winds_dragons": False})
    for meld, fed in (("pung 555z", 1), ("pung 666z", 2), ("pung 777z", 2)):
        off.claim(0, meld, fed)
    assert off.win(_score("123m11s", "1s", ("pung 555z", "pung 666z", "pung 777z"), off.ruleset, self_drawn=True), 0) == [192, -64, -64, -64]


def test_robbing_the_kong() -> None:
    """抢杠: paid as a self-draw, all of it by the robbed player (knob off: as a discard)."""
    r = _round()
    r.claim(2, "pung 333m", 3)
    robbed = _score(*ROBBED, kong=True)
    assert robbed.total == 8
    assert r.win(robbed, 0, robbed=2) == [24, 0, -24, 0]
    off = _round({"bao_rob_kong": False})
    off.claim(2, "pung 333m", 3)
    assert off.win(_score(*ROBBED, ruleset=off.ruleset, kong=True), 0, robbed=2) == [8, 0, -8, 0]


def test_kong_replacement() -> None:
    """杠上开花 after a kong claimed from a discard: the feeder pays all three shares; after a
    concealed or added kong, a normal self-draw."""
    flower = _score("123m456p789s11p", "1p", ("kong 5555m",), self_drawn=True, kong=True)
    r = _round()
    r.claim(0, "kong 5555m", 2)
    assert r.win(flower, 0, after_kong=True) == [24, 0, -24, 0]
    r = _round()
    r.claim(0, "pung 555m", 2)
    r.kong(0, "added")
    assert r.win(flower, 0, after_kong=True) == [24, -8, -8, -8]
    concealed = _score("123m456p789s11p", "1p", ("ankan 5555m",), self_drawn=True, kong=True)
    r = _round()
    r.kong(0, "concealed")
    assert r.win(concealed, 0, after_kong=True) == [24, -8, -8, -8]
    off = _round({"bao_kong_replacement": False})
    off.claim(0, "kong 5555m", 2)
    assert off.win(_score("123m456p789s11p", "1p", ("kong 5555m",), off.ruleset, self_drawn=True, kong=True), 0, after_kong=True) == [24, -8, -8, -8]


def test_triple_ron() -> None:
    """一炮三响, 「同一张牌点三个炮点炮者包三家。和牌者不满3番牌型按照3番满计算」: each winner at
    least 3番, and the discarder pays each winner's whole self-draw amount (包三家, as the seed's
    杠上开花包杠 and 抢杠 use it); QQ (triple_ron_payment="per_winner_discard"): one share each.
    Two winners: no floor, each paid as a discard win."""
    chicken, chicken_w = _score(*CHICKEN), _score(*CHICKEN, seat_wind="W")
    pungs = _score("111m222p333s444s55m", "5m", seat_wind="S")  # 4; an 清碰 would keep 32
    assert _round().wins_on_discard([(chicken, 0), (pungs, 1), (chicken_w, 2)], 3) == [24, 24, 24, -72]
    assert _round().wins_on_discard([(chicken, 0), (pungs, 1)], 3) == [1, 4, 0, -5]
    big, chicken_s = _score("111m333m555m777m99m", "9m"), _score(*CHICKEN, seat_wind="S")
    assert _round().wins_on_discard([(big, 0), (chicken_s, 1), (chicken_w, 2)], 3) == [96, 24, 24, -144]
    qq = _round({"triple_ron_payment": "per_winner_discard"})
    each = [(_score(*CHICKEN, ruleset=qq.ruleset, seat_wind=qq.seat_wind(p)), p) for p in range(3)]
    assert qq.wins_on_discard(each, 3) == [8, 8, 8, -24]


def test_fed_kong_bonus() -> None:
    """kong_bonus (EG): +1番 for a kong held, and +1番 more on a discard win when the
    discarder fed the winner that kong (within the ordinary cap; the special types take none;
    under EG's scope below the limit)."""
    r = _round({"kong_bonus": True})
    r.claim(0, "kong 5555m", 2)
    held = _score("123m456p789s11p", "1p", ("kong 5555m",), r.ruleset)
    assert held.total == 2  # the kong held: 1番
    assert r.win(held, 0, discarder=2) == [4, 0, -4, 0]  # fed by the discarder: 2番
    other = _round({"kong_bonus": True})
    other.claim(0, "kong 5555m", 2)
    assert other.win(held, 0, discarder=3) == [2, 0, 0, -2]
    top = _round({"kong_bonus": True})
    top.claim(0, "kong 5555z", 2)
    limit = _score("111z222z333z44z", "4z", ("kong 5555z",), top.ruleset)
    assert top.win(limit, 0, discarder=2) == [64, 0, -64, 0]
    flushed = _round({"kong_bonus": True})
    flushed.claim(0, "kong 1111m", 2)
    flush = _score("234m567m789m55m", "5m", ("kong 1111m",), flushed.ruleset)
    assert flush.total == 16
    assert flushed.win(flush, 0, discarder=2) == [16, 0, -16, 0]
    eg = _round({"kong_bonus": True, "bonus_scope": "below_limit"})
    eg.claim(0, "kong 1111m", 2)
    eg_flush = _score("234m567m789m55m", "5m", ("kong 1111m",), eg.ruleset)
    assert eg_flush.total == 32  # 清一色 4 + the kong held
    assert eg.win(eg_flush, 0, discarder=2) == [64, 0, -64, 0]  # + fed by the discarder
    plain = _round()
    plain.claim(0, "kong 5555m", 2)
    assert plain.win(_score("123m456p789s11p", "1p", ("kong 5555m",)), 0, discarder=2) == [1, 0, -1, 0]


def test_kong_payments() -> None:
    """kong_instant_payments (EG): a kong from a discard 3 by the feeder, added 1 and
    concealed 2 from each other player; none by default."""
    r = _round({"kong_instant_payments": True})
    assert r.claim(1, "kong 5555m", 3) == [0, 3, 0, -3]
    assert r.kong(2, "concealed") == [-2, -2, 6, -2]
    assert r.kong(1, "added") == [-1, 3, -1, -1]
    assert _round().claim(1, "kong 5555m", 3) == [0, 0, 0, 0]


def test_round_refuses_a_first_go_round_win_after_a_claim_or_kong() -> None:
    """「如果闲家抓牌前有人吃碰杠（包括暗杠），那么不算地和」, 「如果有人吃碰杠（包括暗杠），那么不算人和」
    and 「如果庄家在发完牌后有暗杠，那么不算天和」: after any chow, pung or kong the round recorded (a
    concealed one included), whoever made it, a 地和 or 人和 is refused; a 天和 after the
    dealer's concealed kong too. Nothing recorded: each is paid at the limit."""
    earthly = _score(*HAND, **DEALT, seat_wind=1)
    human = _score(*HAND, first_round_discard=True, seat_wind=2)
    heavenly = _score(*HAND, **DEALT)
    events: list[Callable[[Round], list[int]]] = [
        lambda r: r.claim(3, "chow 123m", 2), lambda r: r.claim(3, "pung 555z", 0),
        lambda r: r.claim(3, "kong 7777s", 0), lambda r: r.kong(0, "concealed"),
    ]
    for event in events:
        for score, winner, discarder in ((earthly, 1, None), (human, 2, 0)):
            r = _round()
            event(r)
            with pytest.raises(ValueError, match="a win of the uninterrupted first go-round, but the round recorded player"):
                r.win(score, winner, discarder)
    r = _round()
    r.kong(0, "concealed")
    with pytest.raises(ValueError, match=r"player 0's hand is 天和 \(heavenly_hand\).*recorded player 0's concealed kong"):
        r.win(heavenly, 0)
    assert _round().win(earthly, 1) == [-64, 192, -64, -64]
    assert _round().win(human, 2, discarder=0) == [-64, 0, 64, 0]
    assert _round().win(heavenly, 0) == [192, -64, -64, -64]
