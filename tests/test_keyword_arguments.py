"""Keyword arguments of the fast entry points (their own parser, not pybind11's): a call
reads its keywords by name whatever was called before it (another order, an unknown or
repeated name, the same names beside positional arguments), as CPython's own functions do."""

from __future__ import annotations

import pytest

import mjcore
from mjcore.compat import mahjonggb

HAND = mjcore.Hand.parse("123m456p789s1z", win="1z", melds=["pung 222z"])


def test_keywords_in_any_order_mean_the_same() -> None:
    one = mjcore.score(HAND, self_drawn=True, seat_wind="S", prevalent_wind="E", flowers=2)
    other = mjcore.score(HAND, flowers=2, prevalent_wind="E", seat_wind="S", self_drawn=True)
    fewer = mjcore.score(HAND, seat_wind="S")
    again = mjcore.score(HAND, self_drawn=True, seat_wind="S", prevalent_wind="E", flowers=2)
    assert one.total == other.total == again.total
    assert [f.id for f in one.fans] == [f.id for f in other.fans]
    assert fewer.total != one.total  # the flowers and self-draw were read, not carried over


@pytest.mark.parametrize("rounds", [1, 3])
def test_an_unknown_or_repeated_name_after_a_remembered_call_is_refused(rounds: int) -> None:
    for _ in range(rounds):
        assert mjcore.score(HAND, seat_wind="S", flowers=1).total > 0
        with pytest.raises(TypeError, match="unexpected keyword argument 'flower'"):
            mjcore.score(HAND, flowers=1, flower=1)  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="multiple values for argument 'hand'"):
            mjcore.score(HAND, hand=HAND)  # type: ignore[misc]
        assert mjcore.score(HAND, seat_wind="S", flowers=1).total > 0


def test_the_same_names_beside_a_positional_argument_are_a_repeat() -> None:
    # Literal keywords: both calls pass the function's one constant ('hand',) tuple.
    assert mjcore.shanten(hand="123m456p789s1122z") == 0
    with pytest.raises(TypeError, match="multiple values for argument 'hand'"):
        mjcore.shanten("123m456p789s1122z", hand="123m456p789s1122z")  # type: ignore[misc]
    assert mjcore.shanten(hand="123m456p789s1122z") == 0


def test_the_drop_in_reads_its_keywords_by_name() -> None:
    common = {"pack": (("PENG", "F2", 1),), "hand": ("W1", "W2", "W3", "B4", "B5", "B6", "T7", "T8", "T9", "J3"),
              "winTile": "J3", "flowerCount": 0, "isSelfDrawn": False, "is4thTile": False, "isAboutKong": False,
              "isWallLast": False, "seatWind": 1, "prevalentWind": 0}
    forward = mahjonggb.MahjongFanCalculator(**common)
    backward = mahjonggb.MahjongFanCalculator(**dict(reversed(list(common.items()))))
    drawn = mahjonggb.MahjongFanCalculator(**{**common, "isSelfDrawn": True})
    assert forward == backward
    assert drawn != forward
