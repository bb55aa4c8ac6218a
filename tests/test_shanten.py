"""The shanten API: what it accepts, what it answers, and how it refuses."""

from __future__ import annotations

import array
from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest

import mjcore
from mjcore import Form, Hand

NINE_GATES = "1112345678999m"
RIICHI_FORMS = {Form.REGULAR, Form.SEVEN_PAIRS, Form.THIRTEEN_ORPHANS}


def counts(text: str) -> list[int]:
    return Hand.parse(text).concealed


def test_known_values() -> None:
    assert mjcore.shanten(NINE_GATES) == 0
    assert mjcore.shanten(NINE_GATES + "5m") == -1
    assert mjcore.shanten("19m19p19s1234567z") == 0
    assert mjcore.shanten("1122m3344p5566s7z") == 0
    assert mjcore.shanten("147m258p369s1234z") == 0  # knitted and honours
    assert mjcore.shanten("1357m2468p1357s1z") == 4


def test_every_input_form_agrees() -> None:
    hand = Hand.parse("1357m2468p1357s1z")
    c = hand.concealed
    inputs: list[Any] = [
        hand,
        "1357m2468p1357s1z",
        "B1 B3 B5 B7 W2 W4 W6 W8 T1 T3 T5 T7 F1".replace("B", "X").replace("W", "B").replace("X", "W"),
        bytes(c),
        bytearray(c),
        array.array("B", c),
        np.array(c, dtype=np.uint8),
        np.array(c, dtype=np.int64),
        c,
        tuple(c),
    ]
    assert {mjcore.shanten(x) for x in inputs} == {4}


def test_fewer_tiles_stand_for_declared_melds() -> None:
    # 4 tiles: three melds declared elsewhere.
    assert mjcore.shanten("1122m") == 0
    declared = Hand.parse("1122m", melds=["pung 777z", "chow 123s", "kong 9999p"])
    assert mjcore.shanten(declared) == 0
    # A declared pung holds three of the pair's tiles: one copy is left, still ready.
    assert mjcore.shanten(Hand.parse("4699m", melds=["pung 555m", "pung 777z", "pung 111p"])) == 0
    # A declared kong took every 5m: 46m waits on nothing.
    assert mjcore.shanten(Hand.parse("4699m", melds=["kong 5555m", "pung 777z", "pung 111p"])) == 1
    assert mjcore.shanten("4699m") == 0


def test_a_winning_tile_makes_fourteen() -> None:
    assert mjcore.shanten(Hand.parse(NINE_GATES, win="5m")) == -1
    assert mjcore.shanten(Hand.parse(NINE_GATES, win="1p")) == 0


def test_forms_selection() -> None:
    pairs = "1122m3344p5566s7z"
    assert mjcore.shanten(pairs, forms=Form.REGULAR) == 3
    assert mjcore.shanten(pairs, forms=[Form.SEVEN_PAIRS]) == 0
    assert mjcore.shanten(pairs, forms=RIICHI_FORMS) == 0
    assert mjcore.shanten(pairs, forms=frozenset(RIICHI_FORMS)) == 0
    assert mjcore.shanten_by_form(pairs) == {
        Form.REGULAR: 3,
        Form.SEVEN_PAIRS: 0,
        Form.THIRTEEN_ORPHANS: 10,
        Form.KNITTED_STRAIGHT: 6,
        Form.KNITTED_AND_HONORS: 9,
    }
    # With a declared meld only the regular form and the knitted straight remain.
    assert set(mjcore.shanten_by_form("1122m3344p556s")) == {Form.REGULAR, Form.KNITTED_STRAIGHT}
    with pytest.raises(ValueError, match="no selected form .seven pairs. can be completed"):
        mjcore.shanten("1122m3344p556s", forms=Form.SEVEN_PAIRS)


def test_waits_by_form() -> None:
    assert mjcore.waits_by_form(NINE_GATES) == {t: (Form.REGULAR,) for t in range(9)}
    assert mjcore.waits_by_form("1122m3344p5566s7z") == {33: (Form.SEVEN_PAIRS,)}
    # 112233m: two identical chows or three pairs; 7z completes either reading.
    assert mjcore.waits_by_form("112233m445566p7z") == {33: (Form.REGULAR, Form.SEVEN_PAIRS)}
    assert mjcore.waits_by_form("19m19p19s1234567z") == {t: (Form.THIRTEEN_ORPHANS,) for t in (0, 8, 9, 17, 18, 26, *range(27, 34))}
    assert mjcore.waits_by_form("1357m2468p1357s1z") == {}
    assert mjcore.waits_by_form(Hand.parse(NINE_GATES, win="5m")) == mjcore.waits_by_form(NINE_GATES)


def test_useful_tiles_count_unseen_copies() -> None:
    useful = mjcore.useful_tiles(NINE_GATES)
    # Own copies: 1m and 9m three times, the others once.
    assert useful == {0: 1, 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 1}
    assert dict(useful) == {0: 1, 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 1} and useful.total == 23
    assert (len(useful), list(useful), useful[4], 4 in useful, 9 in useful, useful.get(9, -1)) == (
        9,
        list(range(9)),
        3,
        True,
        False,
        -1,
    )
    assert isinstance(useful, Mapping) and repr(useful).startswith("UsefulTiles({0: 1")
    with pytest.raises(KeyError):
        useful[9]
    visible = [0] * 34
    visible[4] = 3
    assert mjcore.useful_tiles(NINE_GATES, bytes(visible))[4] == 0
    assert mjcore.useful_tiles(NINE_GATES, visible=visible, forms=Form.REGULAR)[4] == 0
    # Tiles held four times, counting declared melds, are never useful.
    assert 4 not in mjcore.useful_tiles(Hand.parse("4699m", melds=["kong 5555m", "pung 777z", "pung 111p"]))


def test_discard_options_best_first() -> None:
    options = mjcore.discard_options("1357m2468p1357s12z")
    assert all(isinstance(o, mjcore.DiscardOption) for o in options)
    assert len(options) == 14
    first = options[0]
    assert (first.tile, first.shanten) == (27, 4) and first.useful_count == sum(first.useful.values())
    keys = [(o.shanten, -o.useful_count, o.tile) for o in options]
    assert keys == sorted(keys)
    tile, shanten, useful, total = options[-1]
    assert shanten >= first.shanten and total <= first.useful_count and isinstance(useful, mjcore.UsefulTiles)
    assert mjcore.discard_options(NINE_GATES + "5m")[0].shanten == 0


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: mjcore.shanten("123m"), ValueError, "must hold 1, 2, 4, 5, 7, 8, 10, 11, 13 or 14 tiles .*, got 3$"),
        (lambda: mjcore.shanten("11111m"), ValueError, "more than 4 times"),
        (lambda: mjcore.shanten("123x"), ValueError, "x"),
        (lambda: mjcore.shanten(bytes(35)), ValueError, "34 counts"),
        (lambda: mjcore.shanten(bytes([5] + [0] * 33)), ValueError, "^hand: count of tile index 0 must be 0..4, got 5$"),
        (lambda: mjcore.shanten([5] + [0] * 33), ValueError, "must be 0..4"),
        (lambda: mjcore.shanten(np.zeros(34, dtype=np.float64)), TypeError, "integers"),
        (lambda: mjcore.shanten(1.5), TypeError, "hand must be"),
        (lambda: mjcore.shanten(NINE_GATES, forms="regular"), TypeError, "not a string"),
        (lambda: mjcore.shanten(NINE_GATES, forms=[1]), TypeError, "Form"),
        (lambda: mjcore.shanten(NINE_GATES, forms=[]), ValueError, "empty"),
        (lambda: mjcore.shanten(NINE_GATES, True), TypeError, "positional"),
        (lambda: mjcore.shanten(hand=NINE_GATES, form=Form.REGULAR), TypeError, "unexpected keyword"),
        (lambda: mjcore.useful_tiles(NINE_GATES + "5m"), ValueError, "13 - 3k"),
        (lambda: mjcore.useful_tiles(NINE_GATES, bytes([4] + [0] * 33)), ValueError, "more than 4 copies"),
        (lambda: mjcore.discard_options(NINE_GATES), ValueError, "14 - 3k"),
        (lambda: mjcore.waits_by_form(NINE_GATES + "5m"), ValueError, "13 concealed tiles"),
        (lambda: mjcore.shanten_by_form("123m"), ValueError, "not a multiple of 3"),
    ],
)
def test_bad_input(call: Any, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()


def test_waits_are_the_tiles_of_waits_by_form() -> None:
    # Two implementations answer the same question (decomposition vs shanten tables):
    # each ready hand of every form, its winning tile set aside, must get the same tiles.
    import random

    from mjcore import corpus

    rng = random.Random(26)
    for _ in range(2_000):
        complete = corpus.to_hand(corpus.random_complete_hand(rng))
        ready = Hand.from_counts(complete.concealed, complete.melds, None)
        assert mjcore.waits(ready) == list(mjcore.waits_by_form(ready)), ready


class _Count(int):
    """An int that is not one of CPython's cached small ints."""


@pytest.mark.parametrize("position", [0, 13, 33])
@pytest.mark.parametrize(
    ("item", "error"),
    [(3, None), (_Count(3), None), (_Count(1), None), (1, None), (5, ValueError), (7, ValueError), (8, ValueError),
     (-1, ValueError), (256, ValueError), (2**64, ValueError), (True, TypeError), (False, TypeError),
     (3.0, TypeError), (None, TypeError)],
)
def test_a_list_of_counts_reads_every_item_by_value(position: int, item: object, error: type[Exception] | None) -> None:
    # Counts 0..4 are read from the cached ints' addresses; any other object, in any slot,
    # must be read (or refused) by its value, in a list as in a tuple.
    base = [0] * 34
    for tile in (1, 2, 3, 14, 15, 16, 19, 20, 21, 31):  # ten tiles, none at the positions tried
        base[tile] += 1
    counts = base.copy()
    counts[position] = item
    for sequence in (counts, tuple(counts)):
        if error is None:
            base[position] = int(item)  # type: ignore[call-overload]
            assert mjcore.shanten(sequence, forms=Form.REGULAR) == mjcore.shanten(bytes(base), forms=Form.REGULAR)
            base[position] = 0
        else:
            with pytest.raises(error, match=f"^hand(: count of tile index {position} must be 0..4| must hold ints)"):
                mjcore.shanten(sequence)
