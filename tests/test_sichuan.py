"""Sichuan 血战到底, core and reference alike: every value the spec states (TX's named
combinations, the base shapes, 天胡, the stacked action bonuses, SBR's cap and self-draw
point), every knob's effect, the tile rules (honours, 定缺, claimed chows) and the 血战
settlement (several winners, kong income, 呼叫转移, 花猪, 查大叫)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mjcore
from mcr_cases import counts, kong, pung, tile
from mjcore import corpus
from mjcore.reference import ruleset_score
from mjcore.rulesets import hong_kong, sichuan, spec
from mjcore.settlement import Round

Melds = tuple[tuple[str, int, str], ...]
Scorer = Callable[..., int]


def core(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), **ctx: Any) -> int:
    ruleset = mjcore.Ruleset.from_definition(definition)
    return mjcore.score(corpus.to_hand((tuple(counts(hand)), melds, tile(win))), ruleset, **ctx).total


def reference(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), **ctx: Any) -> int:
    return ruleset_score.score(spec.parse(definition), counts(hand), melds, tile(win), **ctx).total


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def scorer(request: pytest.FixtureRequest) -> Scorer:
    return request.param  # type: ignore[no-any-return]


KONGS_19 = (kong("1m"), kong("3m"), kong("5p"), kong("7p"))
# (what, hand, win, melds, context, 倍 under sc_tencent): spec §C.3 (TX test vectors).
STATED: list[tuple[str, str, str, Melds, dict[str, Any], int]] = [
    ("平胡 1", "123m456m789m234p5p", "5p", (), {}, 1),
    ("对对胡 2", "111m222m555p777p9p", "9p", (), {}, 2),
    ("七对 4", "1133m5577p2244p9p", "9p", (), {}, 4),
    ("金钩钓 4", "9p", "9p", (pung("1m"), pung("3m"), pung("5p"), pung("7p")), {}, 4),
    ("清碰 8", "111m333m555m777m9m", "9m", (), {}, 8),
    ("将对 8", "222m555m888m222p5p", "5p", (), {}, 8),
    ("龙七对 8", "1111m335577p99p2p", "2p", (), {}, 8),
    ("清七对 16", "1133557799m22m4m", "4m", (), {}, 16),
    ("清金钩钓 16", "9m", "9m", (pung("1m"), pung("3m"), pung("5m"), pung("7m")), {}, 16),
    ("双龙七对 16", "1111m3333p5577p9p", "9p", (), {}, 16),
    # 清幺九 4番: every one-suit outside hand holds all four of a 1 or a 9, so + 1 根.
    ("清幺九 + 根 32", "123123789789m1m", "1m", (), {}, 32),
    ("将金钩钓 16", "5p", "5p", (pung("2m"), pung("5m"), pung("8m"), pung("2p")), {}, 16),
    ("清龙七对 32", "1111223355779m", "9m", (), {}, 32),
    ("三龙七对 32", "1111m3333m5555p9p", "9p", (), {}, 32),
    ("将双龙七对 64", "2222m5555m88m22p5p", "5p", (), {}, 64),
    ("十八罗汉 64", "9p", "9p", KONGS_19, {}, 64),
    ("将三龙七对 128", "2222m5555m8888m2p", "2p", (), {}, 128),
    ("清十八罗汉 256", "9m", "9m", (kong("1m"), kong("3m"), kong("5m"), kong("7m")), {}, 256),
    ("天胡 32 with 自摸", "123m456m789m234p5p", "5p", (), {"self_drawn": True, "first_turn": True}, 32),
    ("地胡 32", "123m456m789m234p5p", "5p", (), {"self_drawn": True, "first_turn": True, "seat_wind": 2}, 32),
    ("根 + 自摸 + 杠上花 + 海底 16", "123m456m789p5p", "5p", (kong("2p"),),
     {"self_drawn": True, "kong": True, "last_tile": True}, 16),
]  # fmt: skip


@pytest.mark.parametrize(("what", "hand", "win", "melds", "ctx", "bei"), STATED, ids=[r[0] for r in STATED])
def test_stated_values(scorer: Scorer, what: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any], bei: int) -> None:
    assert scorer(sichuan.definition(), hand, win, melds, **ctx) == bei


def test_jiang_seven_pairs_needs_three_suits(scorer: Scorer) -> None:
    """TX's 将七对 4番 (×16) has seven 2-5-8 pairs without a root: three suits, so only with
    定缺 relaxed (`tiles.max_suits`); under 定缺 the hand is refused."""
    relaxed = sichuan.definition()
    relaxed["tiles"]["max_suits"] = 3
    assert scorer(relaxed, "2255m2255p2288s5s", "5s") == 16
    with pytest.raises(ValueError, match="suits"):
        scorer(sichuan.definition(), "2255m2255p2288s5s", "5s")


# (option, value, hand, win, melds, context, with the option, with the default)
KNOBS: list[tuple[str, Any, str, str, Melds, dict[str, Any], int, int]] = [
    ("cap_fan", 3, "9m", "9m", (kong("1m"), kong("3m"), kong("5m"), kong("7m")), {}, 8, 256),
    ("self_draw", "none", "123m456m789m234p5p", "5p", (), {"self_drawn": True}, 1, 2),
    ("self_draw", "add_base", "123m456m789m234p5p", "5p", (), {"self_drawn": True}, 1, 2),
    ("duanyao", False, "234m456m678m234p5p", "5p", (), {}, 1, 2),
    ("menqing", True, "123m456m789m234p5p", "5p", (), {}, 2, 1),
    ("jiang", False, "222m555m888m222p5p", "5p", (), {}, 4, 8),  # 将 off: 断幺九 instead
    ("daiyao", False, "123m789m123p789p9p", "9p", (), {}, 1, 4),
    ("haidipao", True, "123m456m789m234p5p", "5p", (), {"last_tile": True}, 2, 1),
    ("heavenly_value_bei", 64, "123m456m789m234p5p", "5p", (), {"self_drawn": True, "first_turn": True}, 64, 32),
    ("earthly_definition", "dealer_first_discard", "123m456m789m234p5p", "5p", (),
     {"first_turn": True, "seat_wind": 2}, 32, 1),
    ("jiang_with_jingou", "named_product", "5p", "5p", (kong("2m"), kong("5m"), kong("8m"), kong("2p")), {}, 512, 256),
    ("base_points", 2, "111m222m555p777p9p", "9p", (), {}, 4, 2),
]  # fmt: skip


@pytest.mark.parametrize(
    ("option", "value", "hand", "win", "melds", "ctx", "with_option", "without"), KNOBS, ids=[f"{r[0]}={r[1]}" for r in KNOBS]
)
def test_knobs(
    scorer: Scorer, option: str, value: Any, hand: str, win: str, melds: Melds, ctx: dict[str, Any], with_option: int, without: int
) -> None:
    assert scorer(sichuan.definition(**{option: value}), hand, win, melds, **ctx) == with_option
    assert scorer(sichuan.definition(), hand, win, melds, **ctx) == without


def test_sbr_preset(scorer: Scorer) -> None:
    """SBR: ≥3番 pays 8 (WMT's cap), no 带幺九 / 将 / 断幺九, 海底 on a discard too, self-draw
    adds a point per payer after the cap (settled by the Round)."""
    sbr = sichuan.definition(sichuan.SBR)
    assert scorer(sbr, "9m", "9m", (kong("1m"), kong("3m"), kong("5m"), kong("7m"))) == 8
    assert scorer(sbr, "123m789m123p789p9p", "9p") == 1  # no 带幺九
    assert scorer(sbr, "123m456m789m234p5p", "5p", last_tile=True) == 2
    assert scorer(sbr, "123m456m789m234p5p", "5p", self_drawn=True, first_turn=True) == 1


def test_tile_rules(scorer: Scorer) -> None:
    with pytest.raises(ValueError, match="honour"):
        scorer(sichuan.definition(), "123m456m789m111z5p", "5p")
    with pytest.raises(ValueError, match="suits"):
        scorer(sichuan.definition(), "123m456p789s234p5p", "5p")
    with pytest.raises(ValueError, match="chow"):
        scorer(sichuan.definition(), "456m789m234p5p", "5p", (("chow", 0, "exposed"),))


def test_void_suit(scorer: Scorer) -> None:
    """定缺: told the void suit, the scorer refuses a hand still holding it, in the concealed
    tiles, the winning tile or a meld, naming each tile of it; a hand without it scores as before."""
    rules = sichuan.definition()
    two_suits = ("123m456m789m234p5p", "5p")
    assert scorer(rules, *two_suits, void_suit="s") == scorer(rules, *two_suits)
    with pytest.raises(ValueError, match=r"void_suit='p' \(定缺\).* it holds 2p 3p 4p 5p$"):
        scorer(rules, *two_suits, void_suit="p")
    with pytest.raises(ValueError, match=r"void_suit='s' .* it holds 5s$"):
        scorer(rules, "123m456m789m5s", "5s", (pung("2m"),), void_suit="s")  # only the winning tile
    with pytest.raises(ValueError, match=r"void_suit='p' .* it holds 7p$"):
        scorer(rules, "123m456m789m5m", "5m", (pung("7p"),), void_suit="p")  # only a meld
    # Every ruleset takes it: the check is about the hand (docs/rulesets/regional-design.md).
    with pytest.raises(ValueError, match=r"void_suit='m'"):
        scorer(hong_kong.definition(), *two_suits, void_suit="m")


def test_flowers_refused() -> None:
    with pytest.raises(ValueError, match="flowers"):
        mjcore.score(mjcore.Hand.parse("123m456m789m234p5p", win="5p", flowers=1), "sichuan")


def test_unknown_options() -> None:
    with pytest.raises(ValueError, match="unknown sichuan option"):
        sichuan.definition(cap=3)
    with pytest.raises(ValueError, match="self_draw"):
        sichuan.definition(self_draw="double")
    with pytest.raises(ValueError, match="power of two"):
        sichuan.definition(heavenly_value_bei=48)


def _score(hand: str, win: str, ruleset: str | mjcore.Ruleset = "sichuan", melds: tuple[str, ...] = (), **ctx: Any) -> mjcore.Score:
    return mjcore.score(mjcore.Hand.parse(hand, win=win, melds=list(melds)), ruleset, **ctx)


def test_bloody_battle_settlement() -> None:
    """Winners leave; later self-draws are paid by those still in; several winners on one
    discard are each paid by the discarder."""
    r = Round("sichuan")
    pungs = _score("111m222m555p777p9p", "9p")  # 2
    assert r.wins_on_discard([(pungs, 1), (pungs, 2)], discarder=0) == [-4, 2, 2, 0]
    assert r.active == (0, 3)
    drawn = _score("111m222m555p777p9p", "9p", self_drawn=True)  # 4
    assert r.win(drawn, 3) == [-4, 0, 0, 4]
    assert r.ledger == [-8, 2, 2, 4]
    with pytest.raises(ValueError, match="already won"):
        r.win(drawn, 1)


def test_kong_income_and_call_transfer() -> None:
    r = Round("sichuan")
    assert r.kong(0, "direct", fed_by=2) == [2, 0, -2, 0]
    assert r.kong(1, "added") == [-1, 3, -1, -1]
    after = _score("123m456m789m234p5p", "5p", discard_after_kong=True)  # 杠上炮: 2
    # 呼叫转移: player 1's income from his added kong (3) passes to the winner.
    assert r.win(after, 3, discarder=1) == [0, -5, 0, 5]
    assert sum(r.ledger) == 0
    off = Round(mjcore.ruleset.sichuan_ruleset(hujiao_zhuanyi=False, kong_income=(3, 2, 4)))
    assert off.kong(1, "concealed") == [-4, 12, -4, -4]
    assert off.win(_score("123m456m789m234p5p", "5p", off.ruleset, discard_after_kong=True), 3, discarder=1) == [0, -2, 0, 2]


def test_self_draw_point_after_the_cap() -> None:
    sbr = mjcore.get_ruleset("sichuan-sbr")
    capped = _score("9m", "9m", sbr, ("kong 1111m", "kong 3333m", "kong 5555m", "kong 7777m"), self_drawn=True)
    assert capped.total == 8
    assert Round(sbr).win(capped, 0) == [27, -9, -9, -9]


def test_exhausted_wall() -> None:
    r = Round("sichuan")
    r.kong(3, "concealed")  # +6, refunded by 3 if not ready
    assert r.exhausted(flower_pigs=[2], ready={0: 8}) == [16 + 3 * 8 + 2, 16 + 2 - 8, -48 - 8 + 2, 16 - 8 - 6]
    no_check = Round(mjcore.ruleset.sichuan_ruleset(cha_da_jiao=False, void_penalty=10))
    assert no_check.exhausted(flower_pigs=[1], ready={0: 8}) == [10, -30, 10, 10]


def test_round_validation() -> None:
    r = Round("sichuan")
    s = _score("123m456m789m234p5p", "5p")
    with pytest.raises(ValueError, match="player 0..3"):
        r.win(s, 4, discarder=0)
    with pytest.raises(ValueError, match="discarder"):
        r.wins_on_discard([(s, 1)], discarder=1)
    with pytest.raises(ValueError, match="own discard"):
        r.kong(1, "direct", fed_by=1)
    with pytest.raises(ValueError, match="scored under"):
        r.win(_score("123m456m789m234p5p", "5p", "sichuan-sbr"), 1, discarder=0)
    with pytest.raises(ValueError, match="feeder"):
        r.kong(1, "direct")
    with pytest.raises(ValueError, match="kong is one of"):
        r.kong(1, "open")
    with pytest.raises(ValueError, match="mjcore.settle"):
        Round("zung-jung")


def test_round_refuses_earthly_hand_after_a_kong() -> None:
    """地胡 is a win of the uninterrupted first go-round: after a kong the round recorded (here the
    dealer's concealed kong) it is refused."""
    earthly = _score("123m456m789m234p5p", "5p", self_drawn=True, first_turn=True, seat_wind=2)
    r = Round("sichuan")
    r.kong(0, "concealed")
    with pytest.raises(ValueError, match=r"player 2's hand is 地胡 \(earthly_self_drawn\).*player 0's concealed kong"):
        r.win(earthly, 2)
    assert Round("sichuan").win(earthly, 2) == [-32, -32, 96, -32]


def test_pattern_floor(scorer: Scorer) -> None:
    """满 (`floor`): a reading showing the pattern is worth at least the floor, even when the
    pattern scores nothing itself; the limit still applies (a mechanism for any ruleset)."""
    floored = {"name": "floored", "patterns": {"all_pungs": 2, "out_with_replacement_tile": {"points": 0, "floor": 3}},
               "limit": 6, "conversion": {"kind": "doubling"}}  # fmt: skip
    plain = ("123m456m789p5p", "5p", (kong("2p"),))
    assert scorer(floored, *plain, self_drawn=True) == 1
    assert scorer(floored, *plain, self_drawn=True, kong=True) == 8
    pungs = ("111m222m999p5p", "5p", (kong("2p"),))
    assert scorer(floored, *pungs, self_drawn=True, kong=True) == 8  # 2 < 3
    floored["patterns"]["all_pungs"] = 5
    assert scorer(floored, *pungs, self_drawn=True, kong=True) == 32  # above the floor


def test_kong_income_and_the_void_penalty_are_in_base_points() -> None:
    # A base of 10 scales every payment, not only the wins: an exposed kong from a discard costs
    # the feeder 2 × base, an added kong 1 × base from each active opponent, a concealed kong
    # 2 × base from each, and a 花猪 pays 16 × base to each other player.
    ten = mjcore.ruleset.sichuan_ruleset(base_points=10)
    r = Round(ten)
    assert r.kong(0, "direct", fed_by=2) == [20, 0, -20, 0]
    assert r.kong(1, "added") == [-10, 30, -10, -10]
    assert r.kong(3, "concealed") == [-20, -20, -20, 60]
    assert Round(ten).exhausted(flower_pigs=[1]) == [160, -480, 160, 160]
    assert Round("sichuan").exhausted(flower_pigs=[1]) == [16, -48, 16, 16]
    options = ten.spec.payments.options
    assert options["kong_income"] == [20, 10, 20] and options["void_penalty"] == 160
    assert ten.spec.conversion.apply(3) == 80  # the hands scale alike: 2^3 × 10
