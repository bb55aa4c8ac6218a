"""The core's MCR scorer on the rulebook hands: every fan scores on its
example hand, exclusions hold on real hands, full-hand totals are exact, and
impossible contexts are refused. (The same cases test the reference.)"""

from __future__ import annotations

from typing import Any

import pytest

import mjcore
from mcr_cases import EXCLUSION_HANDS, FAN_HANDS, TOTAL_HANDS, chow, counts, pung, tile
from mjcore import corpus
from mjcore.ruleset import mcr_ruleset
from mjcore.rulesets import mcr as rules

Melds = tuple[tuple[str, int, str], ...]
MELDED_KONG_OPTION = mcr_ruleset(concealed_and_melded_kong=True, name="mcr+melded-kong")


def core_score(hand: str, win: str, melds: Melds, ruleset: Any = "mcr", **ctx: Any) -> mjcore.Score:
    plain = (tuple(counts(hand)), tuple(melds), tile(win))
    if ctx.pop("concealed_and_melded_kong", False):
        ruleset = MELDED_KONG_OPTION
    return mjcore.score(corpus.to_hand(plain), ruleset, **ctx)


@pytest.mark.parametrize(("fan", "hand", "win", "melds", "ctx", "n"), FAN_HANDS, ids=[r[0] for r in FAN_HANDS])
def test_fan_is_scored(fan: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any], n: int) -> None:
    result = core_score(hand, win, melds, **ctx)
    counted = result.fan_counts
    assert counted.get(fan) == n, counted
    for f in counted:  # no counted fan sits in another counted fan's 不计 list
        assert not set(rules.fan(f).excludes) & set(counted), f


def test_every_fan_has_a_hand() -> None:
    assert {row[0] for row in FAN_HANDS} == set(rules.FAN_IDS)


@pytest.mark.parametrize(("hand", "win", "melds", "ctx", "present", "absent"), EXCLUSION_HANDS)
def test_exclusions_on_hands(
    hand: str, win: str, melds: Melds, ctx: dict[str, Any], present: set[str], absent: set[str]
) -> None:
    counted = set(core_score(hand, win, melds, **ctx).fan_counts)
    assert present <= counted
    assert not absent & counted


@pytest.mark.parametrize(("hand", "win", "melds", "ctx", "total"), TOTAL_HANDS)
def test_totals(hand: str, win: str, melds: Melds, ctx: dict[str, Any], total: int) -> None:
    assert core_score(hand, win, melds, **ctx).total == total


def test_explanations_name_the_excluding_fan() -> None:
    detected = core_score("1112345678999m", "5m", ()).detected
    assert ("full_flush", 31, "excluded", "nine_gates") in detected
    # 九莲宝灯 removes one 幺九刻 (its inner limit), the other still counts.
    statuses = [d[2] for d in detected if d[0] == "pung_of_terminals_or_honors"]
    assert sorted(statuses) == ["counted", "excluded_inner"]


def test_minimum_and_flowers() -> None:
    s = core_score("34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), flowers=3)
    assert s.fan_counts == {"chicken_hand": 1, "flower_tiles": 3}
    assert (s.total, s.base, s.flowers, s.meets_minimum) == (11, 8, 3, True)
    low = core_score("123m456m678p345s2p", "2p", ())
    assert low.base < 8 and not low.meets_minimum


_CHICKEN = ("34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")))


@pytest.mark.parametrize(
    ("hand", "win", "melds", "ctx", "message"),
    [
        (*_CHICKEN, {"self_drawn": True, "kong": True}, "declares no kong"),
        ("34s77z", "2s", (chow("3m"), chow("6p"), chow("2s")), {"kong": True}, "robbing the kong"),
        (*_CHICKEN, {"kong": True, "last_tile": True}, "cannot also be the last tile"),
        ("123m456p789s5z", "5z", (chow("2s"),), {"fourth_tile": True}, "和绝张"),
        (*_CHICKEN, {"seat_wind": 4}, "seat_wind must be 0..3"),
        (*_CHICKEN, {"prevalent_wind": "X"}, "prevalent_wind must be E, S, W or N"),
        (*_CHICKEN, {"flowers": 9}, "flowers must be 0..8"),
        ("34s77z", "9s", _CHICKEN[2], {}, "not a winning hand"),
    ],
)
def test_bad_context(hand: str, win: str, melds: Melds, ctx: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        core_score(hand, win, melds, **ctx)


def test_scoring_needs_the_winning_tile_and_says_how_to_give_it() -> None:
    for hand in ("1112345678999m5m", mjcore.Hand.parse("1112345678999m5m")):
        with pytest.raises(ValueError, match=r"needs the winning tile: give a Hand that has it, e\.g\. mjcore\.Hand\.parse"):
            mjcore.score(hand)
    # What the message shows works as written.
    assert mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).total > 0


def test_unknown_ruleset() -> None:
    with pytest.raises(ValueError, match="unknown ruleset 'riichi'"):
        mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"), "riichi")


def test_flowers_given_twice() -> None:
    hand = mjcore.Hand.parse("1112345678999m", win="5m", flowers=2)
    assert mjcore.score(hand).flowers == 2
    with pytest.raises(ValueError, match="flowers given twice"):
        mjcore.score(hand, flowers=3)


def test_winds_by_letter_or_number() -> None:
    s1 = core_score("123m456p789s5z", "5z", (pung("2z"),), seat_wind="S", prevalent_wind="S")
    s2 = core_score("123m456p789s5z", "5z", (pung("2z"),), seat_wind=1, prevalent_wind=1)
    assert s1.fan_counts == s2.fan_counts and {"seat_wind", "prevalent_wind"} <= set(s1.fan_counts)
