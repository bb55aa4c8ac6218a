"""PyMahjongGB's shanten functions, drop-in: same signatures, formats and answers.
Seeded hands (random draws, ready hands, near misses, hands holding a tile four
times, packs that do not match the hand) through both libraries: identical on
every call. Strict, the drop-in gives mjcore's exact shanten instead, and every
difference from PyMahjongGB is one of the documented kinds (docs/deviations.md):

S1. PyMahjongGB counts on a fifth copy: a tile the hand already holds four
    times is, for it, still a wait or a useful tile (so a hand can look ready
    one tile early). mjcore never draws a tile that no longer exists.
S2. MahjongShanten ignores the copies inside the packs (a hand waiting on a
    tile whose last copies sit in a pung looks ready); mjcore counts them.
S3. MahjongShanten reads the standing tiles alone, whatever the packs; strict
    mjcore refuses packs x 3 + hand != 13.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from depth import sized
from gb_oracle import gb_code, gb_packs
from mjcore import corpus
from mjcore.compat import mahjonggb as compat

gb = pytest.importorskip("MahjongGB")

SEED = 4141
N_HANDS = sized(100_000, 1_000)
FORM_FUNCTIONS = (
    "RegularShanten",
    "SevenPairsShanten",
    "ThirteenOrphansShanten",
    "HonorsAndKnittedTilesShanten",
    "KnittedStraightShanten",
)
NINE_GATES = tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split())
_WALL = [t for t in range(34) for _ in range(4)]

Case = tuple[tuple[tuple[str, str, int], ...], tuple[str, ...], list[int]]


def _cases() -> Iterator[Case]:
    """(packs, hand codes, copies held counting the packs): random draws of 1..13 tiles, ready
    hands (complete less the winning tile), near misses, and hands built around quads with
    pungs beside them whatever the hand's size."""
    rng = random.Random(SEED)
    for i in range(N_HANDS):
        if i % 4 == 1:
            tiles = sorted(rng.sample(_WALL, rng.choice((1, 4, 7, 10, 13))))
            yield (), tuple(gb_code(t) for t in tiles), [tiles.count(t) for t in range(34)]
            continue
        if i % 4 == 3:
            yield _around_quads(rng)
            continue
        concealed, melds, _ = corpus.random_complete_hand(rng) if i % 8 else corpus.near_miss(rng)
        held = list(concealed)
        for kind, first, _source in melds:
            for t in [first, first + 1, first + 2] if kind == "chow" else [first] * (4 if kind == "kong" else 3):
                held[t] += 1
        yield gb_packs(melds, rng), tuple(gb_code(t) for t in range(34) for _ in range(concealed[t])), held


def _around_quads(rng: random.Random) -> Case:
    size = rng.choice((1, 4, 7, 10, 13))
    held = [0] * 34
    tiles: list[int] = []
    for _ in range(rng.randint(0, 2)):
        t = rng.randrange(34)
        if len(tiles) + 4 <= size and not held[t]:
            held[t] = 4
            tiles += [t] * 4
    while len(tiles) < size:  # near the last tile half the time: shapes, not scatter
        t = rng.randrange(34) if rng.random() < 0.5 or not tiles else min(33, max(0, tiles[-1] + rng.randint(-2, 2)))
        if held[t] < 4:
            held[t] += 1
            tiles.append(t)
    pungs = rng.sample([t for t in range(34) if held[t] == 0], rng.randint(0, 4))
    for t in pungs:
        held[t] = 3
    return tuple(("PENG", gb_code(t), 1) for t in pungs), tuple(gb_code(t) for t in sorted(tiles)), held


def _call(fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except TypeError as exc:  # PyMahjongGB's error for a size the form does not take
        return ("error", str(exc).split(":")[0])


def test_same_answers_as_pymahjonggb() -> None:
    calls = 0
    for packs, hand, _held in _cases():
        assert _call(gb.MahjongShanten, packs, hand) == _call(compat.MahjongShanten, packs, hand), (packs, hand)
        for name in FORM_FUNCTIONS:
            assert _call(getattr(gb, name), hand) == _call(getattr(compat, name), hand), (name, hand)
        calls += 1 + len(FORM_FUNCTIONS)
    assert calls == 6 * N_HANDS


def test_strict_differs_only_by_the_documented_kinds() -> None:
    agreed = mismatched_totals = deviations = 0
    for packs, hand, held in _cases():
        fourfold = {gb_code(t) for t in range(34) if held[t] == 4}
        in_hand = {code for code in hand if hand.count(code) == 4}
        theirs = _call(gb.MahjongShanten, packs, hand)
        ours = _call(compat.MahjongShanten, packs, hand, strict=True)
        if 3 * len(packs) + len(hand) != 13:
            assert ours == ("error", "ERROR_WRONG_TILES_COUNT")  # S3
            mismatched_totals += 1
        elif theirs != ours:
            assert ours > theirs and fourfold, (packs, hand, theirs, ours)  # S1 / S2
            deviations += 1
        for name in FORM_FUNCTIONS:
            theirs, ours = _call(getattr(gb, name), hand), _call(getattr(compat, name), hand, strict=True)
            if theirs == ours:
                agreed += 1
                continue
            # S1: only with a tile held four times, and PyMahjongGB always the more hopeful.
            assert in_hand and ours[0] >= theirs[0], (name, hand, theirs, ours)
            if ours[0] == theirs[0]:
                assert set(ours[1]) < set(theirs[1]), (name, hand, theirs, ours)
            deviations += 1
    assert agreed > 5 * N_HANDS * 0.9
    assert deviations > 0 and mismatched_totals > 0  # the corpus does reach S1-S3


def test_the_module_switch_makes_shanten_strict() -> None:
    quad = tuple("B9 B9 B9 B9".split())
    packs = (("PENG", "W1", 1), ("PENG", "W2", 1), ("PENG", "W3", 1))
    assert compat.RegularShanten(quad) == (0, ("B9",))  # PyMahjongGB's fifth copy
    compat.strict = True
    try:
        assert compat.RegularShanten(quad)[0] == 1
        assert compat.MahjongShanten(packs, quad) == 1
        assert compat.RegularShanten(quad, strict=False) == (0, ("B9",))
    finally:
        compat.strict = False
    assert compat.MahjongShanten(packs, quad) == 0


def test_formats() -> None:
    assert compat.MahjongShanten((), NINE_GATES) == 0
    assert compat.MahjongShanten(pack=(("PENG", "F1", 1),), hand=NINE_GATES[:10]) == 0
    assert compat.RegularShanten(NINE_GATES) == (0, tuple(f"W{r}" for r in range(1, 10)))
    # Useful tiles in PyMahjongGB's order: characters, bamboo, dots, winds, then red, green, white.
    orphans = tuple("W1 W9 T1 T9 B1 B9 F1 F2 F3 F4 J1 J2".split())
    assert compat.ThirteenOrphansShanten(orphans + ("W2",)) == (1, orphans + ("J3",))
    assert compat.SevenPairsShanten(hand=tuple("W1 W1 T2 T2 B3 B3 F1 F1 J1 J1 J3 J3 F4".split())) == (0, ("F4",))
    knitted = tuple("W1 W4 W7 T2 T5 T8 B3 B6 B9".split())
    assert compat.HonorsAndKnittedTilesShanten(knitted + ("F1", "F2", "F3", "F4")) == (0, ("J1", "J2", "J3"))
    assert compat.KnittedStraightShanten(knitted + ("F1",)) == (0, ("F1",))


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: compat.RegularShanten(("W1", "W2")), "ERROR_INVALID_HAND"),
        (lambda: compat.SevenPairsShanten(NINE_GATES[:10]), "ERROR_INVALID_HAND"),
        (lambda: compat.KnittedStraightShanten(NINE_GATES[:7]), "ERROR_INVALID_HAND"),
        (lambda: compat.RegularShanten(("W1",) * 5 + NINE_GATES[5:]), "ERROR_TILE_COUNT_GREATER_THAN_4"),
        (lambda: compat.RegularShanten(("X1",)), "ERROE_WRONG_TILE_CODE"),
        (lambda: compat.MahjongShanten((), NINE_GATES[:10], strict=True), "ERROR_WRONG_TILES_COUNT"),
        (lambda: compat.MahjongShanten((), NINE_GATES[:11]), "ERROR_INVALID_HAND_OR_PACK"),
        (lambda: compat.MahjongShanten((("PENG", "F1", 1),) * 5, NINE_GATES[:1]), "ERROR_INVALID_HAND_OR_PACK"),
        (lambda: compat.MahjongShanten((("PONG", "F1", 1),), NINE_GATES[:10]), "ERROE_WRONG_PACK_CODE"),
        (lambda: compat.MahjongShanten((("PENG", "W1", 1),), NINE_GATES[:10]), "ERROR_TILE_COUNT_GREATER_THAN_4"),
        (lambda: compat.MahjongShanten((("PENG", "W1", 1),), NINE_GATES[:10], strict=True), "GREATER_THAN_4"),
    ],
)
def test_bad_input(call: Any, message: str) -> None:
    with pytest.raises(compat.MahjongGBError, match=message):
        call()


def test_argument_errors_are_type_errors() -> None:
    with pytest.raises(TypeError, match="Param `hand` must be a tuple"):
        compat.RegularShanten("W1")
    with pytest.raises(TypeError, match="missing required argument 'hand'"):
        compat.MahjongShanten(pack=())
