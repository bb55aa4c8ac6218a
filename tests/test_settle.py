"""Payments (mjcore.settle): Zung Jung's formal payoff (spec §5) with same-turn immunity, the
uniform payoff, MCR's 8-point base, and bad seats refused."""

from __future__ import annotations

import pytest

import mjcore
from mjcore.ruleset import zung_jung_ruleset

CHICKEN = mjcore.Hand.parse("345s78s99m", win="9s", melds=["chow 123m", "pung 555p"])  # 1 point
SMALL = mjcore.Hand.parse("123m456p789s234p5z", win="5z")  # 平和 + 門前清: 20
LARGE = mjcore.Hand.parse("7z123m456p", win="7z", melds=["pung 555z", "pung 666z"])  # 80


def test_self_drawn_every_loser_pays_the_value() -> None:
    s = mjcore.score(LARGE, "zung-jung", self_drawn=True)
    assert s.total == 80
    assert mjcore.settle(s, winner=2) == [-80, -80, 240, -80]


def test_discard_up_to_25_every_loser_pays_the_value() -> None:
    s = mjcore.score(SMALL, "zung-jung")
    assert s.total == 20
    assert mjcore.settle(s, winner=0, discarder=3) == [60, -20, -20, -20]


def test_discard_above_25_the_discarder_pays_3v_minus_50() -> None:
    s = mjcore.score(LARGE, "zung-jung")
    assert mjcore.settle(s, winner=1, discarder=3) == [-25, 240, -25, -3 * 80 + 50]


def test_same_turn_immunity() -> None:
    """The first player who discarded the tile in the same go-around is responsible; if that
    is the winner himself, nobody is and every loser pays the value."""
    s = mjcore.score(LARGE, "zung-jung")
    assert mjcore.settle(s, winner=1, discarder=3, earlier_discarders=[2]) == [-25, 240, -190, -25]
    assert mjcore.settle(s, winner=1, discarder=3, earlier_discarders=[1, 2]) == [-80, 240, -80, -80]
    off = zung_jung_ruleset(same_turn_immunity=False)
    assert mjcore.settle(mjcore.score(LARGE, off), winner=1, discarder=3, earlier_discarders=[2]) == [
        -25,
        240,
        -25,
        -190,
    ]


def test_uniform_payoff() -> None:
    s = mjcore.score(LARGE, zung_jung_ruleset(payoff="uniform"))
    assert mjcore.settle(s, winner=1, discarder=3) == [-80, 240, -80, -80]


def test_mcr_base_eight() -> None:
    s = mjcore.score(LARGE, "mcr")
    v = s.total
    assert mjcore.settle(s, winner=0, discarder=1) == [24 + v, -8 - v, -8, -8]
    t = mjcore.score(LARGE, "mcr", self_drawn=True).total
    assert mjcore.settle(mjcore.score(LARGE, "mcr", self_drawn=True), winner=0) == [3 * (8 + t), -8 - t, -8 - t, -8 - t]


def test_ruleset_given_explicitly_and_bad_seats() -> None:
    s = mjcore.score(CHICKEN, "zung-jung")
    assert mjcore.settle(s, winner=0, discarder=1, ruleset="zung-jung-v3.3") == [3, -1, -1, -1]
    for kwargs in ({"winner": 4}, {"winner": 0, "discarder": 0}, {"winner": True}, {"winner": 0, "earlier_discarders": [1]}):
        with pytest.raises(ValueError):
            mjcore.settle(s, **kwargs)  # type: ignore[arg-type]
    none = mjcore.Ruleset.from_definition({"name": "no-payments", "patterns": {"all_pungs": 1}})
    with pytest.raises(ValueError, match="defines no payments"):
        mjcore.settle(mjcore.score(CHICKEN, none), winner=0)


def test_a_score_keeps_the_ruleset_it_was_scored_under_for_its_payments() -> None:
    # The payments are the Python ruleset's, not the core's table's: a Score from a user's
    # ruleset settles under that ruleset's scheme even when nothing else holds it any more.
    import gc

    house = mjcore.Ruleset.from_definition(
        {"name": "house", "patterns": {"seven_pairs": 4}, "payments": {"scheme": "uniform"}}
    )
    s = mjcore.score(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"), house)
    del house
    gc.collect()
    assert mjcore.settle(s, winner=1, discarder=0) == [-4, 12, -4, -4]
    assert mjcore.settle(s, winner=1, discarder=0, ruleset="mcr") == [-12, 28, -8, -8]  # the caller's ruleset wins
    assert s.readings()[0]._ruleset is s._ruleset
    by_table = mjcore.score(SMALL, mjcore.get_ruleset("zung-jung").table)
    assert mjcore.settle(by_table, winner=0, discarder=3) == [60, -20, -20, -20]  # a built-in's table: its name
