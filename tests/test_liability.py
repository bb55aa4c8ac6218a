"""Round.claim and 包 (mjcore.settlement.liability) under the cantonese payment scheme, on a small
definition of its own: each liable case, 包先不包后, precedence, the payment options and
the validation of the facts."""

from __future__ import annotations

from typing import Any

import pytest

import mjcore
from mjcore.settlement import Round


def ruleset(**options: Any) -> mjcore.Ruleset:
    return mjcore.Ruleset.from_definition(
        {"name": "bao", "patterns": {"all_pungs": 2, "self_drawn": 1, "big_four_winds": 6, "big_three_dragons": 6},
         "limit": 6, "conversion": {"kind": "doubling"}, "payments": {"scheme": "cantonese", "options": options}}
    )  # fmt: skip


def score(rs: mjcore.Ruleset, hand: str, win: str, melds: list[str], **ctx: Any) -> mjcore.Score:
    return mjcore.score(mjcore.Hand.parse(hand, win=win, melds=melds), rs, **ctx)


TWELVE = ["pung 111m", "chow 234p", "pung 777s", "pung 999s"]


def twelve_tiles(r: Round, winner: int = 1, feeders: tuple[int, ...] = (0, 0, 2, 3)) -> None:
    for meld, fed_by in zip(TWELVE, feeders):
        r.claim(winner, meld, fed_by)


def test_plain_payments() -> None:
    rs = ruleset()
    s = score(rs, "5p", "5p", TWELVE, self_drawn=True)  # 自摸 1: 2 points
    assert Round(rs).win(s, 1) == [-2, 6, -2, -2]
    d = score(rs, "5p", "5p", TWELVE)  # chicken: 1 point
    assert Round(rs).win(d, 1, discarder=2) == [0, 1, -1, 0]
    assert Round(ruleset(discard_units=[2, 1], self_draw_units=2)).win(score(ruleset(discard_units=[2, 1], self_draw_units=2), "5p", "5p", TWELVE), 1, discarder=2) == [-1, 4, -2, -1]


def test_twelve_tiles_first_only() -> None:
    """The feeder of the fourth exposed set pays a self-draw alone; 包先不包后: player 0 fed
    player 1's fourth set first, so he is not liable for player 2's."""
    rs = ruleset()
    s = score(rs, "5p", "5p", TWELVE, self_drawn=True)
    r = Round(rs)
    twelve_tiles(r, 1, (0, 0, 2, 3))
    assert r.win(s, 1) == [0, 6, 0, -6]
    r = Round(rs)
    r.claim(1, "pung 111z", 3)
    r.claim(1, "pung 222z", 3)
    r.claim(1, "pung 333z", 3)
    r.claim(1, "pung 555z", 0)  # player 0 liable for player 1
    r.claim(2, "pung 111m", 0)
    r.claim(2, "chow 234p", 1)
    r.claim(2, "pung 777s", 3)
    r.claim(2, "pung 999s", 0)  # player 0 again: not liable
    assert r.win(s, 2) == [-2, -2, 6, -2]
    both = Round(ruleset(bao_first_only=False))
    for meld, fed in zip(TWELVE, (1, 1, 3, 0)):
        both.claim(2, meld, fed)
    both.claim(3, "pung 111z", 0)
    both.claim(3, "pung 222z", 0)
    both.claim(3, "pung 333z", 0)
    both.claim(3, "pung 555z", 0)
    assert both.win(score(both.ruleset, "5p", "5p", TWELVE, self_drawn=True), 2) == [-6, 0, 6, 0]


def test_big_hands_and_precedence() -> None:
    rs = ruleset(bao_twelve_tiles=False)
    dragons = score(rs, "123m5p", "5p", ["pung 555z", "pung 666z", "pung 777z"], self_drawn=True)
    r = Round(rs)
    r.claim(0, "pung 555z", 1)
    r.claim(0, "pung 666z", 2)
    r.claim(0, "pung 777z", 3)  # the third dragon: player 3 liable
    assert r.win(dragons, 0) == [192, 0, 0, -192]
    off = Round(ruleset(bao_twelve_tiles=False, bao_big_dragons=False))
    for meld, fed in (("pung 555z", 1), ("pung 666z", 2), ("pung 777z", 3)):
        off.claim(0, meld, fed)
    assert off.win(score(off.ruleset, "123m5p", "5p", ["pung 555z", "pung 666z", "pung 777z"], self_drawn=True), 0) == [192, -64, -64, -64]
    # The earliest claim decides: the third dragon (fed by 3) before the fourth set (fed by 2).
    both = Round(ruleset())
    for meld, fed in (("pung 555z", 1), ("pung 666z", 2), ("pung 777z", 3), ("chow 123m", 3)):
        both.claim(0, meld, fed)
    assert both.win(score(both.ruleset, "5p", "5p", ["pung 555z", "pung 666z", "pung 777z", "chow 123m"], self_drawn=True), 0) == [192, 0, 0, -192]


def test_rob_kong_and_kong_replacement() -> None:
    rs = ruleset()
    robbed = score(rs, "123m456m789m55p68s", "7s", [], kong=True)  # chicken: 1 point
    r = Round(rs)
    r.claim(2, "pung 777s", 1)
    assert r.win(robbed, 0, robbed=2) == [3, 0, -3, 0]
    plain = Round(ruleset(bao_rob_kong=False))
    plain.claim(2, "pung 777s", 1)
    assert plain.win(score(plain.ruleset, "123m456m789m55p68s", "7s", [], kong=True), 0, robbed=2) == [1, 0, -1, 0]
    flower = score(rs, "123m456m789p5p", "5p", ["kong 2222s"], self_drawn=True, kong=True)  # 自摸: 2
    r = Round(rs)
    r.claim(0, "kong 2222s", 3)
    assert r.win(flower, 0, after_kong=True) == [6, 0, 0, -6]
    r = Round(rs)
    r.claim(0, "kong 2222s", 3)
    assert r.win(flower, 0) == [6, -2, -2, -2]  # not on the replacement: no 包
    r = Round(rs)
    r.claim(0, "kong 2222s", 3)
    r.kong(0, "concealed")  # the latest kong is concealed
    assert r.win(score(rs, "123m567p5p", "5p", ["kong 2222s", "ankan 4444p"], self_drawn=True, kong=True), 0, after_kong=True) == [6, -2, -2, -2]


def test_triple_win() -> None:
    rs = ruleset()
    chicken = score(rs, "123m456m789m55p68s", "7s", [])
    r = Round(rs)
    assert r.wins_on_discard([(chicken, 0), (chicken, 1), (chicken, 2)], 3) == [8, 8, 8, -24]  # floor 3番
    r = Round(rs)
    assert r.wins_on_discard([(chicken, 0), (chicken, 1)], 3) == [1, 1, 0, -2]
    sd = Round(ruleset(triple_win_payment="self_draw", triple_win_floor=0))
    c = score(sd.ruleset, "123m456m789m55p68s", "7s", [])
    assert sd.wins_on_discard([(c, 0), (c, 1), (c, 2)], 3) == [3, 3, 3, -9]


def test_kong_income_and_validation() -> None:
    rs = ruleset(kong_income=[3, 1, 2])
    r = Round(rs)
    assert r.claim(0, "kong 2222s", 3) == [3, 0, 0, -3]
    assert r.kong(1, "concealed") == [-2, 6, -2, -2]
    with pytest.raises(ValueError, match="Round.claim"):
        r.kong(1, "direct", fed_by=0)
    with pytest.raises(ValueError, match="left neighbour"):
        r.claim(1, "chow 123m", 2)
    with pytest.raises(ValueError, match="own discard"):
        r.claim(1, "pung 111m", 1)
    with pytest.raises(ValueError, match="fifth copy"):
        r.claim(2, "pung 222s", 1)
    with pytest.raises(ValueError, match="concealed"):
        r.claim(2, "ankan 3333s", 1)
    with pytest.raises(ValueError, match="does not show"):
        r.win(score(rs, "123m456m789m55p68s", "7s", []), 0, discarder=1)
    with pytest.raises(ValueError, match="only an added kong"):
        r.win(score(rs, "123m456m789m55p68s", "7s", [], kong=True), 1, robbed=2)
    with pytest.raises(ValueError, match="after_kong must be"):
        r.win(score(rs, "123m456m789m5p", "5p", ["ankan 3333s"], self_drawn=True, kong=True), 2, after_kong=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="replacement tile is self-drawn"):
        r.win(score(rs, "123m456m789m5p", "5p", ["ankan 3333s"]), 2, discarder=1, after_kong=True)
    with pytest.raises(ValueError, match="no discarder"):
        r.win(score(rs, "123m456m789m55p68s", "7s", [], kong=True), 1, discarder=3, robbed=2)
    with pytest.raises(ValueError, match="own kong"):
        r.win(score(rs, "123m456m789m55p68s", "7s", [], kong=True), 2, robbed=2)
    with pytest.raises(ValueError, match="made no kong"):
        r.win(score(rs, "123m456m789m5p", "5p", ["ankan 3333s"], self_drawn=True, kong=True), 2, after_kong=True)
    s = score(rs, "123m456m789m55p68s", "7s", [])
    r.win(s, 2, discarder=1)
    with pytest.raises(ValueError, match="hand is over"):
        r.win(s, 3, discarder=1)
    with pytest.raises(ValueError, match="triple_win_payment"):
        ruleset(triple_win_payment="all")
    with pytest.raises(ValueError, match="sichuan"):
        Round("sichuan").win(s, 1, robbed=2)
