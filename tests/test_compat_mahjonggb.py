"""The PyMahjongGB drop-in: same signature, formats and answers (contradictory
flags corrected as PyMahjongGB corrects them, or refused under strict); input
whose PyMahjongGB answer is undefined is refused with MahjongGBError (a
TypeError and a ValueError)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import pytest

import mjcore
from mjcore.compat import mahjonggb
from mjcore.compat.mahjonggb import MahjongFanCalculator, MahjongGBError, meld_from_pack

NINE_GATES = tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split())


def call(**changes: Any) -> Any:
    args: dict[str, Any] = {
        "pack": (),
        "hand": NINE_GATES,
        "winTile": "W5",
        "flowerCount": 0,
        "isSelfDrawn": False,
        "is4thTile": False,
        "isAboutKong": False,
        "isWallLast": False,
        "seatWind": 0,
        "prevalentWind": 0,
    }
    args.update(changes)
    return MahjongFanCalculator(**args)


def test_plain_and_verbose_formats() -> None:
    assert call() == ((88, "九莲宝灯"), (2, "双暗刻"), (1, "幺九刻"))
    assert call(verbose=True, flowerCount=2) == (
        (88, 1, "九莲宝灯", "Nine Gates"),
        (2, 1, "双暗刻", "Two Concealed Pungs"),
        (1, 1, "幺九刻", "Pung of Terminals or Honors"),
        (1, 2, "花牌", "Flower Tiles"),
    )


def test_every_count_and_format_answers_its_own_entry() -> None:
    # The answer's entries are shared between calls: each (fan, count, format) must still be its own.
    for flowers in (*range(9), *range(8, -1, -1)):
        flower_entry = {"plain": (flowers, "花牌"), "verbose": (1, flowers, "花牌", "Flower Tiles")}
        for form in ("verbose", "plain"):
            answer = call(flowerCount=flowers, verbose=form == "verbose")
            assert (flower_entry[form] in answer) == (flowers > 0)
            assert len(answer) == 3 + (flowers > 0)


def test_the_answer_holds_nothing_the_garbage_collector_need_visit() -> None:
    # Tuples of ints and strings cannot form cycles: leaving them untracked spares
    # a bot that keeps its answers the collector's passes over them.
    answer = call(verbose=True, flowerCount=2)
    assert not gc.is_tracked(answer)
    assert not any(gc.is_tracked(entry) for entry in answer)


def test_positional_arguments() -> None:
    assert MahjongFanCalculator((), NINE_GATES, "W5", 0, False, False, False, False, 0, 0) == call()


def test_unique_wait_names() -> None:
    hand = tuple("B1 B2 B3 B4 B5 B6 B7 B8 B9 T1 T2 F1 F1".split())
    assert (1, "独听・边张") in call(hand=hand, winTile="T3")


def test_the_error_is_both_type_and_value_error() -> None:
    assert issubclass(MahjongGBError, TypeError) and issubclass(MahjongGBError, ValueError)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"winTile": "B5"}, "ERROR_NOT_WIN"),
        ({"hand": NINE_GATES[:-1]}, "ERROR_WRONG_TILES_COUNT"),
        ({"hand": ("W1",) * 4 + NINE_GATES[4:], "winTile": "W1"}, "ERROR_TILE_COUNT_GREATER_THAN_4"),
        ({"winTile": "X1"}, "ERROE_WRONG_TILE_CODE"),
        ({"winTile": "F5"}, "ERROE_WRONG_TILE_CODE"),
        # Impossible input PyMahjongGB accepts silently:
        ({"flowerCount": -1}, "flowerCount must be 0..8"),
        ({"flowerCount": 9}, "flowerCount must be 0..8"),
        ({"seatWind": 4}, "seatWind must be 0..3"),
        ({"prevalentWind": -1}, "prevalentWind must be 0..3"),
    ],
)
def test_bad_input(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(MahjongGBError, match=message):
        call(**changes)
    with pytest.raises(MahjongGBError, match=message):
        call(**changes, strict=True)


CONTRADICTORY_FLAGS = [
    # 杠上开花 without a kong; 抢杠和 of a tile the hand holds; 和绝张 of a tile in hand.
    ({"isAboutKong": True, "isSelfDrawn": True}, "declares no kong"),
    ({"isAboutKong": True}, "impossible when the hand already holds 5m"),
    ({"is4thTile": True}, "impossible while the concealed hand holds another 5m"),
]


@pytest.mark.parametrize(("changes", "message"), CONTRADICTORY_FLAGS)
def test_contradictory_flags_are_dropped_as_pymahjonggb_drops_them(changes: dict[str, Any], message: str) -> None:
    dropped = {k: v for k, v in changes.items() if k != "isSelfDrawn"}
    kept = {k: v for k, v in changes.items() if k not in dropped}
    assert call(**changes) == call(**kept)
    with pytest.raises(MahjongGBError, match=message):
        call(**changes, strict=True)


@pytest.fixture
def strict_module() -> Iterator[None]:
    mahjonggb.strict = True
    try:
        yield
    finally:
        mahjonggb.strict = False


@pytest.mark.usefixtures("strict_module")
@pytest.mark.parametrize(("changes", "message"), CONTRADICTORY_FLAGS)
def test_the_module_switch_makes_every_call_strict(changes: dict[str, Any], message: str) -> None:
    assert mahjonggb.strict is True
    with pytest.raises(MahjongGBError, match=message):
        call(**changes)
    dropped = {k: v for k, v in changes.items() if k != "isSelfDrawn"}
    kept = {k: v for k, v in changes.items() if k not in dropped}
    assert call(**changes, strict=False) == call(**kept)


def test_the_switch_is_off_at_import_and_takes_only_bools() -> None:
    assert mahjonggb.strict is False
    with pytest.raises(TypeError, match="strict must be a bool"):
        mahjonggb.strict = 1  # type: ignore[assignment]
    with pytest.raises(TypeError, match="strict must be a bool"):
        call(strict="yes")


# 444 567 777 beside two pungs, won on a 4s (here 4m).
FIFTH_COPY_HAND = {
    "pack": (("PENG", "T6", 3), ("PENG", "F4", 2)),
    "hand": tuple("W4 W5 W6 W7 W7 W7 W7".split()),
    "winTile": "W4",
}


def test_robbing_the_kong_on_the_last_tile_scores_both() -> None:
    # Won on the last tile added to a kong: PyMahjongGB counts 抢杠和 and 海底捞月.
    hand = tuple("B1 B2 B3 B4 B5 B6 B7 B8 B9 T1 T2 F1 F1".split())
    fans = {zh: n for _, n, zh, _ in call(hand=hand, winTile="T3", isAboutKong=True, isWallLast=True, verbose=True)}
    alone = {zh: n for _, n, zh, _ in call(hand=hand, winTile="T3", isAboutKong=True, verbose=True)}
    assert fans == {**alone, "海底捞月": 1}
    assert "抢杠和" in alone
    with pytest.raises(MahjongGBError, match="cannot also be the last tile claim"):
        call(hand=hand, winTile="T3", isAboutKong=True, isWallLast=True, strict=True)


def test_a_fifth_copy_is_a_wait_as_pymahjonggb_counts_it() -> None:
    # 44 567 777 (single wait on 4m) or 456 777 77 (on a fifth 7m): not a unique wait.
    names = {zh for _, zh in call(**FIFTH_COPY_HAND)}
    assert not names & {"独听・单钓", "单钓将"}
    melds = [meld_from_pack(p) for p in FIFTH_COPY_HAND["pack"]]
    native = mjcore.score(mjcore.Hand.parse("".join(FIFTH_COPY_HAND["hand"]), win="W4", melds=melds), "mcr")
    assert native.fan_counts.get("single_wait") == 1  # the rule text: 7m cannot arrive


def test_fifth_copy_through_a_pack() -> None:
    hand = tuple("W1 W2 W3 W4 W5 W6 W7 W8 W9 W9".split())
    with pytest.raises(MahjongGBError, match="ERROR_TILE_COUNT_GREATER_THAN_4: tile 1m appears 5 times"):
        call(pack=(("PENG", "W1", 1),), hand=hand, winTile="W1")


@pytest.mark.parametrize("middle", ["W1", "W9", "F1"])
def test_chow_around_a_terminal_or_honour(middle: str) -> None:
    hand = tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8".split())
    with pytest.raises(MahjongGBError, match="middle of the chow"):
        call(pack=(("CHI", middle, 1),), hand=hand, winTile="W9")


@pytest.mark.parametrize("kind", ["CHI", "PENG"])
def test_offer_zero_on_a_claimed_meld(kind: str) -> None:
    hand = tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8".split())
    with pytest.raises(MahjongGBError, match="offer"):
        call(pack=((kind, "B5", 0),), hand=hand, winTile="W9")


def test_offer_zero_on_a_kong_is_a_concealed_kong() -> None:
    hand = tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8".split())
    fans = call(pack=(("GANG", "B5", 0),), hand=hand, winTile="W9", verbose=True)
    assert ("暗杠" in {f[2] for f in fans}) and ("门前清" in {f[2] for f in fans})


def test_unknown_pack_type_and_bad_offer() -> None:
    with pytest.raises(MahjongGBError, match="ERROE_WRONG_PACK_CODE"):
        call(pack=(("PONG", "B5", 1),), hand=NINE_GATES[:10], winTile="W9")
    with pytest.raises(MahjongGBError, match="ERROE_WRONG_OFFER_CODE"):
        call(pack=(("PENG", "B5", 4),), hand=NINE_GATES[:10], winTile="W9")


def test_argument_errors_are_type_errors() -> None:
    with pytest.raises(TypeError, match="Param `pack` must be a tuple"):
        call(pack="none")
    with pytest.raises(TypeError, match="unexpected keyword argument 'wintile'"):
        call(wintile="W5")
    with pytest.raises(TypeError, match="missing required argument 'seatWind'"):
        MahjongFanCalculator((), NINE_GATES, "W5", 0, False, False, False, False)


@pytest.mark.parametrize(
    ("pack", "meld"),
    [
        (("PENG", "J1", 2), "pung 777z@across"),
        (("PENG", "W9", 1), "pung 999m@left"),
        (("GANG", "B1", 3), "kong 1111p@right"),
        (("GANG", "F4", 0), "ankan 4444z"),
        (("CHI", "T5", 1), "chow 456s@4s"),
        (("CHI", "W2", 3), "chow 123m@3m"),
    ],
)
def test_meld_from_pack(pack: tuple[str, str, int], meld: str) -> None:
    assert meld_from_pack(pack) == mjcore.Meld.parse(meld)


def test_meld_from_pack_scores_as_the_calculator() -> None:
    """A hand rebuilt from PyMahjongGB's arguments scores as the drop-in scores them."""
    pack = (("PENG", "J1", 2), ("CHI", "T5", 1))
    hand = ("W1", "W1", "W1", "W7", "W8", "W9", "B7")
    native = mjcore.Hand.parse("".join(hand), win="B7", melds=[meld_from_pack(p) for p in pack])
    theirs = MahjongFanCalculator(pack, hand, "B7", 0, True, False, False, False, 0, 0, True)
    assert mjcore.score(native, "mcr-pymahjonggb", self_drawn=True).total == sum(p * n for p, n, _, _ in theirs)


def test_meld_from_pack_refuses_what_the_calculator_refuses() -> None:
    with pytest.raises(MahjongGBError, match="PENG is always claimed"):
        meld_from_pack(("PENG", "W1", 0))
    with pytest.raises(MahjongGBError, match="middle of the chow"):
        meld_from_pack(("CHI", "W1", 1))
