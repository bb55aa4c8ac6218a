"""The rule texts' example hands (seeds 000, 002, 004) for each special
form and each wait type, decomposed by the core."""

from __future__ import annotations

import pytest

import mjcore
from mjcore import Form, WaitType


def forms(tiles: str, win: str, melds: tuple[str, ...] = ()) -> dict[Form, list[mjcore.Decomposition]]:
    hand = mjcore.Hand.parse(tiles, win=win, melds=list(melds))
    out: dict[Form, list[mjcore.Decomposition]] = {}
    for d in mjcore.decompose(hand):
        out.setdefault(d.form, []).append(d)
    return out


# Seed 000: 七对, 龙七对, 双龙七对, 三龙七对 (a quad, not declared, is two pairs).
@pytest.mark.parametrize(
    ("tiles", "win", "pairs"),
    [
        ("11223344z1199s4m", "4m", "1234z19s4m"),  # 七对
        ("11112233z1199s4m", "4m", "1123z19s4m"),  # 龙七对
        ("111133z111199s4m", "4m", "113z119s4m"),  # 双龙七对
        ("1111z11119999s4m", "4m", "11z1199s4m"),  # 三龙七对
    ],
)
def test_seven_pairs_family(tiles: str, win: str, pairs: str) -> None:
    (d,) = forms(tiles, win)[Form.SEVEN_PAIRS]
    assert d.tiles == sorted(mjcore.parse_tiles(pairs))
    assert d.wait is WaitType.SINGLE


def test_declared_kong_breaks_seven_pairs() -> None:
    # AA AA may not be declared: with a kong the hand is no longer seven pairs.
    hand = mjcore.Hand.parse("2233z1199s44m", win="4m", melds=["ankan 1111z"])
    assert not mjcore.is_winning(hand)


def test_thirteen_orphans_seed_example() -> None:
    (d,) = forms("1234567z19p19s19m", "9m")[Form.THIRTEEN_ORPHANS]
    assert d.pair == mjcore.parse_tile("9m")
    assert len(d.tiles) == 13 and d.wait is WaitType.SPECIAL


def test_thirteen_orphans_needs_every_orphan() -> None:
    assert not mjcore.is_winning(mjcore.Hand.parse("1234566z19p19s19m", win="9m"))


@pytest.mark.parametrize("suits", ["mps", "psm", "smp"])
def test_knitted_straight_with_set_and_pair(suits: str) -> None:
    # Any suit may hold 147 as long as the three suits differ.
    knit = f"147{suits[0]}258{suits[1]}369{suits[2]}"
    (d,) = forms(knit + "789m5z", "5z")[Form.KNITTED_STRAIGHT]
    assert d.tiles == sorted(mjcore.parse_tiles(knit))
    assert [m.to_string() for m in d.melds] == ["chow 789m"]
    assert d.pair == mjcore.parse_tile("5z")


def test_knitted_straight_with_declared_meld() -> None:
    (d,) = forms("147m258p369s5z", "5z", ("pung 777z",))[Form.KNITTED_STRAIGHT]
    assert d.melds[0].source is mjcore.MeldSource.EXPOSED


def test_knitted_straight_must_not_shift() -> None:
    # 147m 258p 358s: the third suit is not 369, so no knitted straight.
    assert Form.KNITTED_STRAIGHT not in forms("147m258p358s789m5z", "5z")


def test_knitted_and_honors_with_five_honors() -> None:
    # 全不靠组合龙: the whole knitted straight plus five different honours.
    (d,) = forms("147m258p369s1234z", "5z")[Form.KNITTED_AND_HONORS]
    assert len(d.tiles) == 14 and d.wait is WaitType.SPECIAL


def test_greater_honors_and_knitted() -> None:
    # 七星不靠: all seven honours and seven knitted tiles.
    assert Form.KNITTED_AND_HONORS in forms("1234567z147m25p3s", "6s")


def test_knitted_and_honors_rejects_a_pair() -> None:
    assert not mjcore.is_winning(mjcore.Hand.parse("1234567z14m25p36s", win="3s"))


# Seed 000, 和牌动作: wait types.
@pytest.mark.parametrize(
    ("tiles", "win", "wait"),
    [
        ("123p456p789p11z23m", "1m", WaitType.TWO_SIDED),  # BC, win A
        ("123p456p789p11z23m", "4m", WaitType.TWO_SIDED),  # BC, win D
        ("123p456p789p11z13m", "2m", WaitType.CLOSED),  # AC, win B
        ("123p456p789p11z12m", "3m", WaitType.EDGE),  # 12 + 3
        ("123p456p789p11z89m", "7m", WaitType.EDGE),  # 89 + 7
        ("123p456p789p11z22m", "2m", WaitType.DUAL_PUNG),  # AA BB, win A
        ("123p456p789p111z2m", "2m", WaitType.SINGLE),  # four sets, single tile
    ],
)
def test_wait_types(tiles: str, win: str, wait: WaitType) -> None:
    waits = {d.wait for d in forms(tiles, win)[Form.REGULAR]}
    assert waits == {wait}


def test_winning_tile_in_several_places() -> None:
    # 2234m + 2m: 22 + 234, with the 2m in the pair (single) or in the chow.
    hand = mjcore.Hand.parse("123p456p789p2234m", win="2m")
    assert {d.wait for d in mjcore.decompose(hand)} == {WaitType.SINGLE, WaitType.TWO_SIDED}
    # 1112m + 3m: only 11 + 123, the 3 completing 12 at the edge.
    hand = mjcore.Hand.parse("123p456p789p1112m", win="3m")
    assert {d.wait for d in mjcore.decompose(hand)} == {WaitType.EDGE}


def test_hand_waiting_set() -> None:
    hand = mjcore.Hand.parse("1112345678999m", win="5m")
    assert mjcore.waits(hand) == list(range(9))
    assert mjcore.waits("123p456p789p11z23m") == mjcore.parse_tiles("14m")


def test_tile_held_four_times_is_not_a_wait() -> None:
    # 1111m: the only completing tile would be a fifth 1m.
    assert mjcore.waits("1111m234p567p789s") == []
    assert mjcore.waits("111m5s234p567p789s") == [mjcore.parse_tile("5s")]
