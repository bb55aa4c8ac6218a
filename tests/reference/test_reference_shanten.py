"""The reference shanten against the definition itself: for small hands, every
complete target is listed and the nearest one found by brute force."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations_with_replacement

import pytest

from depth import sized
from mcr_cases import counts as parse
from mjcore.reference import efficiency, shanten
from mjcore.reference.inputs import meld_tiles
from mjcore.reference.shapes import CHOW, EXPOSED, KONG, PUNG, Meld
from mjcore.reference.tiles import NUM_KINDS


@cache
def _targets(melds: int) -> tuple[tuple[int, ...], ...]:
    """Every multiset of `melds` melds and one pair, as 34 counts (copies not yet checked)."""
    shapes = [(PUNG, t) for t in range(NUM_KINDS)] + [(CHOW, t) for t in range(27) if t % 9 <= 6]
    out = []
    for chosen in combinations_with_replacement(shapes, melds):
        for pair in range(NUM_KINDS):
            counts = [0] * NUM_KINDS
            counts[pair] += 2
            for kind, first in chosen:
                for t in meld_tiles((kind, first, EXPOSED)):
                    counts[t] += 1
            out.append(tuple(counts))
    return tuple(out)


def brute_force_regular(counts: list[int], declared: tuple[Meld, ...]) -> int:
    caps = [4] * NUM_KINDS
    for meld in declared:
        for t in meld_tiles(meld):
            caps[t] -= 1
    melds = 4 - (len(declared) if declared else (14 - sum(counts)) // 3)
    return min(
        sum(max(0, want - have) for want, have in zip(target, counts))
        for target in _targets(melds)
        if all(want <= cap for want, cap in zip(target, caps))
    ) - 1


def _random_small(rng: random.Random, size: int) -> list[int]:
    wall = [t for t in range(NUM_KINDS) for _ in range(4)]
    counts = [0] * NUM_KINDS
    for t in rng.sample(wall, size):
        counts[t] += 1
    return counts


@pytest.mark.parametrize("size", [1, 2, 4, 5, 7])
def test_regular_form_is_the_nearest_complete_target(size: int) -> None:
    rng = random.Random(size)
    for _ in range(sized(40, 10) if size < 7 else sized(4, 1)):  # brute force is slow at 7
        counts = _random_small(rng, size)
        assert shanten.shanten(counts, forms=["regular"]) == brute_force_regular(counts, ()), counts


def test_declared_copies_are_respected() -> None:
    kong: tuple[Meld, ...] = ((KONG, 4, EXPOSED), (PUNG, 33, EXPOSED), (PUNG, 9, EXPOSED))
    pung: tuple[Meld, ...] = ((PUNG, 4, EXPOSED),) + kong[1:]
    counts = parse("4699m")
    assert brute_force_regular(counts, kong) == shanten.shanten(counts, kong) == 1
    assert brute_force_regular(counts, pung) == shanten.shanten(counts, pung) == 0
    # A fifth 1m does not exist: 1111m beside three melds is one tile from ready.
    assert shanten.shanten(parse("1111m")) == brute_force_regular(parse("1111m"), ()) == 1


@pytest.mark.parametrize(
    ("text", "form", "value"),
    [
        ("1122m3344p5566s7z", "seven_pairs", 0),
        ("11112222m3344p5z", "seven_pairs", 0),  # two quads are four pairs
        ("19m19p19s1234567z", "thirteen_orphans", 0),
        ("19m19p19s1234566z", "thirteen_orphans", 0),
        ("119m19p19s123456z", "thirteen_orphans", 0),
        ("147m258p369s1234z", "knitted_and_honors", 0),
        ("147m258p369s12345z", "knitted_and_honors", -1),
        ("147m258p369s11123z", "knitted_straight", 0),
        ("147m258p369s1z", "knitted_straight", 0),  # beside a declared meld
    ],
)
def test_special_forms(text: str, form: str, value: int) -> None:
    assert shanten.shanten_by_form(parse(text))[form] == value


def test_useful_tiles_and_discards() -> None:
    nine_gates = parse("1112345678999m")
    assert efficiency.useful_tiles(nine_gates) == {0: 1, 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 1}
    assert efficiency.waits_by_form(nine_gates) == {t: ("regular",) for t in range(9)}
    # Discarding a 9m leaves the nine gates; the discarded copy is out of the wall.
    best = efficiency.discard_options(parse("11123456789999m"))[0]
    assert best == (8, 0, {0: 1, 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 0}, 22)


def test_bad_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="must hold 1, 2, 4, 5, 7, 8, 10, 11, 13 or 14 tiles"):
        shanten.shanten(parse("123m"))
    with pytest.raises(ValueError, match=r"with 1 declared meld\(s\) the concealed part must hold 10 or 11 tiles, got 4"):
        shanten.shanten(parse("1122m"), ((PUNG, 33, EXPOSED),))
