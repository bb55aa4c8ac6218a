"""Hong Kong Old Style, core and reference alike: every value spec §2 states (the faan table,
the compositional named hands, 例牌, the bonus tiles, the minimum without flower faan, the
cap, the money tables), every knob's effect, and the settlement (全銃 / 半銃, 包, 搶槓, the
instant flower wins, money)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

import mjcore
from mcr_cases import counts, kong, pung, tile
from mjcore import corpus
from mjcore.reference import ruleset_score
from mjcore.rulesets import hong_kong, spec
from mjcore.settlement import Round, money

Melds = tuple[tuple[str, int, str], ...]
Answer = tuple[int, int, bool, dict[str, int]]  # total, raw faan, meets_minimum, counted lines


def _flower_tiles(flowers: str) -> list[int]:
    return [int(f) - 1 for f in flowers.split("f") if f]


def core(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), flowers: str = "", **ctx: Any) -> Answer:
    h = corpus.to_hand((tuple(counts(hand)), melds, tile(win)))
    h = mjcore.Hand.from_counts(counts(hand), list(h.melds), tile(win), flowers=flowers)
    s = mjcore.score(h, mjcore.Ruleset.from_definition(definition), **ctx)
    return s.total, s.raw, s.meets_minimum, s.fan_counts


def reference(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), flowers: str = "", **ctx: Any) -> Answer:
    r = ruleset_score.score(spec.parse(definition), counts(hand), melds, tile(win), flowers=_flower_tiles(flowers), **ctx)
    return r.total, r.raw, r.meets_minimum, r.fans


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def scorer(request: pytest.FixtureRequest) -> Callable[..., Answer]:
    return request.param  # type: ignore[no-any-return]


NO_FLOWERS = hong_kong.definition(flowers_in_play=False, cap_faan=None, min_faan=0)
# (what, hand, win, melds, context, the lines counted): spec §2.1, flowers out of play and no
# cap so each line shows its own faan.
STATED: list[tuple[str, str, str, Melds, dict[str, Any], dict[str, int]]] = [
    ("平糊 1 + 門前清 1", "123m456p789s234p5z", "5z", (), {}, {"all_sequences": 1, "nothing_declared": 1}),
    ("對對糊 3", "222m5z", "5z", (pung("1m"), pung("9p"), pung("4s")), {}, {"all_pungs": 1}),
    ("坎坎糊 8 replaces 對對糊, on a discard too (DEC-H5)", "111m999p444s222m5s", "5s", (), {},
     {"all_concealed_pungs": 1, "nothing_declared": 1}),
    ("混一色 3", "123m456m789m111z5m", "5m", (), {"seat_wind": 2, "prevalent_wind": 2},
     {"half_flush": 1, "nothing_declared": 1}),
    ("清一色 7", "123m456m789m234m5m", "5m", (), {}, {"full_flush": 1, "all_sequences": 1, "nothing_declared": 1}),
    ("花么 1 + 對對糊 3 = 4", "111z999s2z", "2z", (pung("1m"), pung("9p")), {"seat_wind": 2, "prevalent_wind": 2},
     {"all_terminals_and_honors": 1, "all_pungs": 1}),
    ("小三元 3 + 2 番子 = 5 (+ 混一色 3)", "5556667z111234m", "7z", (), {},
     {"little_three_dragons": 1, "dragon_pung": 2, "half_flush": 1, "nothing_declared": 1}),
    ("大三元 5 + 3 番子 = 8 (+ 混一色 + 對對糊)", "555666z2m", "2m", (pung("7z"), pung("1m")), {},
     {"big_three_dragons": 1, "dragon_pung": 3, "half_flush": 1, "all_pungs": 1}),
    ("小四喜 3 + 混一色 3 = HKA's 6, no wind faan", "1112223334z567m", "4z", (), {},
     {"little_four_winds": 1, "half_flush": 1, "nothing_declared": 1}),
    ("小四喜 with pungs: HKA's 'at least 9'", "1112223334z", "4z", (pung("5m"),), {},
     {"little_four_winds": 1, "half_flush": 1, "all_pungs": 1}),
    ("門風 1 + 圈風 1 (雙番東)", "123m456p789s5z", "5z", (pung("1z"),), {},
     {"all_sequences": 0, "seat_wind": 1, "prevalent_wind": 1}),
    ("自摸 1", "123m456p789s234p5z", "5z", (), {"self_drawn": True},
     {"all_sequences": 1, "self_drawn": 1, "nothing_declared": 1}),
    ("海底撈月 1 + 自摸 1", "123m456p789s234p5z", "5z", (), {"self_drawn": True, "last_tile": True},
     {"all_sequences": 1, "last_tile_draw": 1, "self_drawn": 1, "nothing_declared": 1}),
    ("河底撈魚 1", "123m456p789s234p5z", "5z", (), {"last_tile": True},
     {"all_sequences": 1, "last_tile_claim": 1, "nothing_declared": 1}),
    ("槓上開花 1 + 自摸 1", "123m456p789s5z", "5z", (kong("1s"),), {"self_drawn": True, "kong": True},
     {"out_with_replacement_tile": 1, "self_drawn": 1}),
    ("槓上槓 8 + 自摸 1 (not 槓上開花 too)", "123m789p5z", "5z", (kong("1s"), kong("2s")),
     {"self_drawn": True, "kong": True, "kong_on_kong": True}, {"kong_on_kong": 1, "self_drawn": 1}),
    ("搶槓 1", "123m456p789s23p55z", "1p", (), {"kong": True},
     {"all_sequences": 1, "robbing_the_kong": 1, "nothing_declared": 1}),
    ("門前清 void after a concealed kong", "123m456p789s5z", "5z", (kong("1s", "concealed"),), {}, {}),
]
FAAN = {pid: p["points"] for pid, p in NO_FLOWERS["patterns"].items()}


@pytest.mark.parametrize(("what", "hand", "win", "melds", "ctx", "lines"), STATED, ids=[s[0] for s in STATED])
def test_stated_faan(scorer: Callable[..., Answer], what: str, hand: str, win: str, melds: Melds,
                     ctx: dict[str, Any], lines: dict[str, int]) -> None:
    lines = {k: n for k, n in lines.items() if n}
    _, raw, _, counted = scorer(NO_FLOWERS, hand, win, melds, **ctx)
    assert counted == lines
    assert raw == sum(FAAN[k] * n for k, n in lines.items())


def test_named_values_add_up_as_the_spec_prints(scorer: Callable[..., Answer]) -> None:
    """小三元 5, 大三元 8, 花么 4 by composition; the flat reading (RA) prints the same totals
    in the plain case and differs where 小四喜 meets 混一色 / 對對糊 (DEC-H2)."""
    flat = hong_kong.definition(flowers_in_play=False, cap_faan=None, compositional_named_hands=False)
    assert scorer(flat, "111z999s2z", "2z", (pung("1m"), pung("9p")), seat_wind=2, prevalent_wind=2)[1] == 4
    assert scorer(flat, "5556667z111234m", "7z")[1] == 5 + 3 + 1
    assert scorer(NO_FLOWERS, "5556667z111234m", "7z")[1] == 5 + 3 + 1
    assert scorer(flat, "555666z2m", "2m", (pung("7z"), pung("1m")))[1] == 8 + 3 + 3
    assert scorer(flat, "1112223334z", "4z", (pung("5m"),))[3] == {"little_four_winds": 1}
    assert scorer(NO_FLOWERS, "1112223334z", "4z", (pung("5m"),))[1] == 9


def test_hp_example_eleven_faan(scorer: Callable[..., Answer]) -> None:
    """HP: 111p 222p 333p 444p 55p self-drawn = 11 faan (清一色 7 + 對對糊 3 + 自摸 1); the
    default cap of 10 clips it to 128 (half-spicy)."""
    melds = (pung("1p"), pung("2p"), pung("3p"))
    assert scorer(NO_FLOWERS, "4445p", "5p", melds, self_drawn=True)[:2] == (hong_kong.half_spicy(11), 11)
    capped = hong_kong.definition(flowers_in_play=False)
    assert scorer(capped, "4445p", "5p", melds, self_drawn=True)[:2] == (128, 11)


LIMIT_HANDS: list[tuple[str, str, str, Melds, dict[str, Any], str, int]] = [
    ("字一色 10", "1112223335z", "5z", (pung("6z"),), {"seat_wind": 3, "prevalent_wind": 3}, "all_honors", 10),
    ("清么九 10", "111999m1119p", "9p", (pung("9s"),), {}, "all_terminals", 10),
    ("九子連環 10", "1112345678999m", "5m", (), {}, "nine_gates", 10),
    ("十三么 13", "19m19p19s1234567z", "1m", (), {}, "thirteen_orphans", 13),
    ("大四喜 13", "111222333444z5m", "5m", (), {}, "big_four_winds", 13),
    ("十八羅漢 13", "5m", "5m", (kong("1m"), kong("9p"), kong("2s"), kong("3s")), {}, "four_kongs", 13),
    ("天糊 13", "123m456p789s234p5z", "5z", (), {"self_drawn": True, "first_turn": True}, "heavenly_hand", 13),
    ("地糊 13", "123m456p789s234p5z", "5z", (), {"first_turn": True, "seat_wind": 1}, "earthly_hand", 13),
    ("人糊 13", "123m456p789s234p5z", "5z", (), {"first_round_discard": True, "seat_wind": 2}, "human_hand", 13),
]


@pytest.mark.parametrize(("what", "hand", "win", "melds", "ctx", "pid", "faan"), LIMIT_HANDS,
                         ids=[s[0] for s in LIMIT_HANDS])
def test_limit_hands(scorer: Callable[..., Answer], what: str, hand: str, win: str, melds: Melds,
                     ctx: dict[str, Any], pid: str, faan: int) -> None:
    """A 例牌 suppresses every shape, flush, terminal, dragon and wind line; circumstances
    (自摸, 門前清) still add."""
    unlimited = hong_kong.definition(flowers_in_play=False, cap_faan=None, limit_hands_stack_when_unlimited=False)
    hand_lines = {"self_drawn", "nothing_declared"}
    _, raw, _, counted = scorer(unlimited, hand, win, melds, **ctx)
    assert counted[pid] == 1 and set(counted) - {pid} <= hand_lines
    assert raw == faan + sum(counted.get(line, 0) for line in hand_lines)
    total, raw, _, _ = scorer(hong_kong.definition(flowers_in_play=False), hand, win, melds, **ctx)
    assert total == 128  # the default cap: 10 faan


def test_limit_hands_stack_when_unlimited(scorer: Callable[..., Answer]) -> None:
    """HKA: unlimited, 大四喜 + 混一色 + 對對糊 > 13; off: the 例牌 replaces them."""
    hand, melds = "111222333z5m", (pung("4z"),)
    stack = hong_kong.definition(flowers_in_play=False, cap_faan=None)
    _, raw, _, counted = scorer(stack, hand, "5m", melds)
    assert {"big_four_winds", "half_flush", "all_pungs"} <= set(counted)
    assert raw == sum(FAAN[k] * n for k, n in counted.items()) > 13 + 3 + 3
    alone = hong_kong.definition(flowers_in_play=False, cap_faan=None, limit_hands_stack_when_unlimited=False)
    assert scorer(alone, hand, "5m", melds)[3] == {"big_four_winds": 1}


def test_cap_knob(scorer: Callable[..., Answer]) -> None:
    """The cap (default 10; 8, 13, unlimited) clips the faan before the money table."""
    big = ("1112223335z", "5z", (pung("6z"),))  # 字一色 10 + 自摸 1 + 無花 1 = 12
    totals = {cap: scorer(hong_kong.definition(cap_faan=cap, limit_hands_stack_when_unlimited=False), *big,
                          self_drawn=True, seat_wind=3, prevalent_wind=3)[0] for cap in (8, 10, 13, None)}
    assert totals == {8: 64, 10: 128, 13: hong_kong.half_spicy(12), None: hong_kong.half_spicy(12)}


def test_money_tables() -> None:
    """Spec §2.3, faan 0..13."""
    assert [hong_kong.half_spicy(f) for f in range(14)] == [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]
    assert hong_kong.conversion_table(hong_kong.options(spiciness="spicy", cap_faan=13)) == [2**f for f in range(14)]
    assert len(hong_kong.conversion_table(hong_kong.options(cap_faan=None))) == hong_kong.UNLIMITED_TABLE_FAAN + 1


def test_spiciness_knob(scorer: Callable[..., Answer]) -> None:
    hand = ("123m456m789m234m5m", "5m")  # 清一色 7 + 平糊 1 + 門前清 1 + 無花 1 = 10
    assert scorer(hong_kong.definition(), *hand)[0] == 128
    assert scorer(hong_kong.definition(spiciness="spicy"), *hand)[0] == 1024


def test_bonus_tiles(scorer: Callable[..., Answer]) -> None:
    """正花 1 each (seat: flower f+1 and season f+5), 一台花 2 instead of the 正花 of that
    series, 無花 1; none of them counts towards the 3-faan minimum."""
    hk = hong_kong.definition()
    hand = ("123m456p789s234p5z", "5z")  # 平糊 1 + 門前清 1
    assert scorer(hk, *hand)[1:] == (3, False, {"all_sequences": 1, "nothing_declared": 1, "no_flowers": 1})
    assert scorer(hk, *hand, flowers="2f6f", seat_wind=1)[1:] == (
        4, False, {"all_sequences": 1, "nothing_declared": 1, "seat_flower": 2})
    assert scorer(hk, *hand, flowers="1f2f3f4f6f", seat_wind=1)[3] == {
        "all_sequences": 1, "nothing_declared": 1, "flower_set": 1, "seat_flower": 1}
    assert scorer(hk, *hand, flowers="3f")[3] == {"all_sequences": 1, "nothing_declared": 1}
    # 混一色 3 meets the minimum on its own; 2 + 2 flower faan does not.
    assert scorer(hk, "123m456m789m111z5m", "5m", seat_wind=2, prevalent_wind=2)[2]


def test_kong_on_kong_needs_two_kongs_and_a_self_draw() -> None:
    definition = hong_kong.definition()
    one_kong: tuple[str, str, Melds, dict[str, Any]] = ("123m789p111z5z", "5z", (kong("1s"),), {"self_drawn": True, "kong": True})
    on_a_discard: tuple[str, str, Melds, dict[str, Any]] = ("123m789p5z", "5z", (kong("1s"), kong("2s")), {})
    for hand, win, melds, ctx in (one_kong, on_a_discard):
        for scorer in (core, reference):
            with pytest.raises(ValueError, match="槓上槓"):
                scorer(definition, hand, win, melds, kong_on_kong=True, **ctx)


def test_flowers_need_the_tiles() -> None:
    with pytest.raises(ValueError, match="flower tiles"):
        mjcore.score(mjcore.Hand.parse("123m456p789s234p5z", win="5z", flowers=2), "hong-kong")
    with pytest.raises(ValueError, match="flower tiles"):
        ruleset_score.score(spec.parse(hong_kong.definition()), counts("123m456p789s234p5z"), (), tile("5z"), flowers=2)


def test_flowers_in_play_knob(scorer: Callable[..., Answer]) -> None:
    off = hong_kong.definition(flowers_in_play=False)
    assert "no_flowers" not in scorer(off, "123m456p789s234p5z", "5z")[3]
    with pytest.raises(ValueError, match="flowers"):
        scorer(off, "123m456p789s234p5z", "5z", flowers="1f")


def test_concealed_with_flowers_knob(scorer: Callable[..., Answer]) -> None:
    """門前清 with a flower held: HKMA counts it (default), HKA does not (DEC-H4)."""
    hand = ("123m456p789s234p5z", "5z")
    assert "nothing_declared" in scorer(hong_kong.definition(), *hand, flowers="3f")[3]
    hka = hong_kong.definition(concealed_with_flowers=False)
    assert "nothing_declared_no_flowers" not in scorer(hka, *hand, flowers="3f")[3]
    assert "nothing_declared_no_flowers" in scorer(hka, *hand)[3]


def test_minimum_knob(scorer: Callable[..., Answer]) -> None:
    """雞糊 (0 faan) wins only with min_faan 0; 無花 does not lift it."""
    chicken = ("123m456p789s5z", "5z", (pung("1s"),))
    assert scorer(hong_kong.definition(min_faan=0), *chicken)[2:] == (True, {"no_flowers": 1})
    assert not scorer(hong_kong.definition(min_faan=1), *chicken)[2]


def test_full_flush_knob(scorer: Callable[..., Answer]) -> None:
    hand = ("123m456m789m234m5m", "5m")
    assert scorer(hong_kong.definition(full_flush_faan=6), *hand)[1] == 6 + 1 + 1 + 1


def test_heavenly_and_earthly_knobs(scorer: Callable[..., Answer]) -> None:
    hand = ("123m456p789s234p5z", "5z")
    low = hong_kong.definition(cap_faan=13, heavenly_faan=10, earthly_faan=0, flowers_in_play=False)
    assert scorer(low, *hand, self_drawn=True, first_turn=True)[1] == 10 + 1 + 1
    assert scorer(low, *hand, first_turn=True, seat_wind=1)[3] == {"all_sequences": 1, "nothing_declared": 1}


def test_human_hand_knob(scorer: Callable[..., Answer]) -> None:
    """人糊 13 (a 例牌) or, in some tables, 3: then it adds like a circumstance."""
    hand = ("123m456p789s234p5z", "5z")
    three = hong_kong.definition(human_faan=3, flowers_in_play=False)
    assert scorer(three, *hand, first_round_discard=True, seat_wind=1)[1:] == (
        5, True, {"human_hand": 1, "all_sequences": 1, "nothing_declared": 1})
    assert scorer(hong_kong.definition(flowers_in_play=False), *hand, first_round_discard=True, seat_wind=1)[3] == {
        "human_hand": 1, "nothing_declared": 1}
    for ctx in ({"self_drawn": True}, {"first_turn": True}):
        with pytest.raises(ValueError, match="人和"):
            scorer(three, *hand, first_round_discard=True, **{"seat_wind": 1, **ctx})
    # 人糊 is a non-dealer's (docs/rulesets/hong-kong.md): the dealer winning on such a discard scores none.
    assert "human_hand" not in scorer(three, *hand, first_round_discard=True, seat_wind=0)[3]
    # The referee names the dealer apart from the seat: East who is not the dealer scores it, South who is does not.
    assert "human_hand" in scorer(three, *hand, first_round_discard=True, seat_wind=0, dealer=False)[3]
    assert "human_hand" not in scorer(three, *hand, first_round_discard=True, seat_wind=1, dealer=True)[3]


def test_seven_pairs_knob(scorer: Callable[..., Answer]) -> None:
    hand = ("1133m5577p2244s9s", "9s")
    with pytest.raises(ValueError, match="not a winning hand"):
        scorer(hong_kong.definition(), *hand)
    assert scorer(hong_kong.definition(allow_seven_pairs=True, flowers_in_play=False), *hand)[3] == {
        "seven_pairs": 1, "nothing_declared": 1}


def test_bad_options() -> None:
    with pytest.raises(ValueError, match="unknown hong-kong option"):
        hong_kong.definition(cap=10)
    with pytest.raises(ValueError, match="cap_faan"):
        hong_kong.definition(cap_faan=11)
    with pytest.raises(ValueError, match="full_flush_faan"):
        hong_kong.definition(full_flush_faan=12)
    with pytest.raises(ValueError, match="responsibility"):
        hong_kong.definition(responsibility="none")
    with pytest.raises(ValueError, match="min_faan"):
        hong_kong.definition(min_faan=9, cap_faan=8)


# -- settlement -----------------------------------------------------------------------------


def _score(ruleset: mjcore.Ruleset | str, hand: str, win: str, melds: tuple[str, ...] = (), **ctx: Any) -> mjcore.Score:
    return mjcore.score(mjcore.Hand.parse(hand, win=win, melds=list(melds)), ruleset, **ctx)


def test_full_responsibility() -> None:
    """RA: a chicken hand on a discard is delta [2, -2, 0, 0]; a self-draw is paid by all three."""
    plain = mjcore.ruleset.hong_kong_ruleset(min_faan=0, flowers_in_play=False, name="hk-plain")
    chicken = _score(plain, "123m456p789s5z", "5z", ("pung 111s",))
    assert chicken.total == 1
    assert Round(plain).win(chicken, 0, discarder=1) == [2, -2, 0, 0]
    drawn = _score(plain, "123m456p789s5z", "5z", ("pung 111s",), self_drawn=True)  # 自摸 1: 2
    assert Round(plain, dealer=2).win(drawn, 2) == [-2, -2, 6, -2]  # scored as East's


def test_half_responsibility() -> None:
    """半銃: the discarder pays one portion, the others half each (winner +2 portions); the
    Round counts half portions, money() prices them."""
    half = mjcore.ruleset.hong_kong_ruleset(min_faan=0, flowers_in_play=False, responsibility="half", name="hk-half")
    chicken = _score(half, "123m456p789s5z", "5z", ("pung 111s",))
    paid = Round(half).win(chicken, 0, discarder=1)
    assert money(paid, half) == [2, -1, Fraction(-1, 2), Fraction(-1, 2)]
    drawn = _score(half, "123m456p789s5z", "5z", ("pung 111s",), self_drawn=True)
    assert money(Round(half).win(drawn, 0), half) == [6, -2, -2, -2]


def test_base_and_payment_scale() -> None:
    for base, scale, expect in (("1/2", "1", 1), ("2", "1", 4), ("1", "1/2", 1), ("2", "1/2", 2)):
        r = mjcore.ruleset.hong_kong_ruleset(min_faan=0, flowers_in_play=False, base=base, payment_scale=scale,
                                             name=f"hk-{base}-{scale}")
        chicken = _score(r, "123m456p789s5z", "5z", ("pung 111s",))
        assert money(Round(r).win(chicken, 0, discarder=1), r) == [expect, -expect, 0, 0]


def test_twelve_tiles_liability() -> None:
    """十二張落地: the feeder of the fourth exposed set pays the whole self-draw (3 portions).
    The hand: 混一色 3 + 自摸 1 + 無花 1."""
    r = Round("hong-kong")
    for meld, feeder in (("pung 111m", 1), ("pung 999m", 2), ("chow 234m", 3), ("pung 777m", 3)):
        r.claim(0, meld, feeder)
    s = _score("hong-kong", "5z", "5z", ("pung 111m", "pung 999m", "chow 234m", "pung 777m"), self_drawn=True)
    assert r.win(s, 0) == [3 * s.total, 0, 0, -3 * s.total]
    off = mjcore.ruleset.hong_kong_ruleset(bao_twelve_tiles=False, name="hk-no-bao")
    r = Round(off)
    for meld, feeder in (("pung 111m", 1), ("pung 999m", 2), ("chow 234m", 3), ("pung 777m", 3)):
        r.claim(0, meld, feeder)
    s = _score(off, "5z", "5z", ("pung 111m", "pung 999m", "chow 234m", "pung 777m"), self_drawn=True)
    assert r.win(s, 0) == [3 * s.total, -s.total, -s.total, -s.total]


@pytest.mark.parametrize(
    ("option", "claims", "hand", "melds"),
    [
        ("bao_big_dragons", [("pung 555z", 1), ("pung 666z", 2), ("pung 777z", 3)], "1112m", ("pung 555z", "pung 666z", "pung 777z")),
        ("bao_big_winds", [("pung 111z", 1), ("pung 222z", 2), ("pung 333z", 1), ("pung 444z", 3)], "2m",
         ("pung 111z", "pung 222z", "pung 333z", "pung 444z")),
        ("bao_four_kongs", [("kong 1111m", 1), ("kong 9999p", 2), ("kong 2222s", 1), ("kong 3333s", 3)], "5m",
         ("kong 1111m", "kong 9999p", "kong 2222s", "kong 3333s")),
    ],
)
def test_big_hand_liability(option: str, claims: list[tuple[str, int]], hand: str, melds: tuple[str, ...]) -> None:
    """大三元 / 大四喜 / 十八羅漢落地: the feeder of the last set pays the whole self-draw; each
    case is a knob. (The fourth set also makes 十二張落地 liable: switched off here.)"""
    for on in (True, False):
        knobs: dict[str, Any] = {option: on, "bao_twelve_tiles": False}
        ruleset = mjcore.ruleset.hong_kong_ruleset(name=f"hk-{option}-{on}", **knobs)
        r = Round(ruleset)
        for meld, feeder in claims:
            r.claim(0, meld, feeder)
        s = _score(ruleset, hand, hand[-2:], melds, self_drawn=True)
        last = claims[-1][1]
        expected = [3 * s.total] + [(-3 * s.total if p == last else 0) if on else -s.total for p in (1, 2, 3)]
        assert r.win(s, 0) == expected


def test_robbing_a_kong_knob() -> None:
    """搶槓: by default a discard win on the robbed player (2 portions); HKMA: a self-draw he
    pays alone (3 portions)."""
    for as_self_draw, share in ((False, 2), (True, 3)):
        ruleset = mjcore.ruleset.hong_kong_ruleset(rob_kong_as_self_draw=as_self_draw, name=f"hk-rob-{as_self_draw}")
        r = Round(ruleset)
        r.claim(2, "pung 555p", 1)
        s = _score(ruleset, "123m456m789m55z46p", "5p", kong=True)
        assert r.win(s, 0, robbed=2) == [share * s.total, 0, -share * s.total, 0]


def test_flower_wins() -> None:
    """花糊 3 faan (2 + 自摸 1), 大花糊 8: instant wins paid as self-draws; none without flowers."""
    assert Round("hong-kong").flower_win(1, 7) == [-8, 24, -8, -8]
    assert Round("hong-kong").flower_win(1, 8) == [-64, 192, -64, -64]
    with pytest.raises(ValueError, match="no instant win"):
        Round("hong-kong").flower_win(1, 6)
    with pytest.raises(ValueError, match="no instant win"):
        Round(mjcore.ruleset.hong_kong_ruleset(flowers_in_play=False, name="hk-no-flowers")).flower_win(1, 7)
