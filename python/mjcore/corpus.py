"""Seeded random hands as plain data, for tests, benchmarks and simulators.

A plain hand is ``(concealed, melds, win)``: 34 concealed counts (winning
tile excluded), declared melds as ``(kind, first_tile, source)`` tuples
(kind ``"chow"``/``"pung"``/``"kong"``, source ``"exposed"``/``"concealed"``)
and the winning tile index or None. The same format feeds the pure-Python
reference, and :func:`to_hand` turns it into a core :class:`mjcore.Hand`.

>>> import random
>>> concealed, melds, win = random_complete_hand(random.Random(7))
>>> sum(concealed) + 1 + 3 * len(melds) == 14
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mjcore._core import Hand, Meld, MeldKind, MeldSource

PlainMeld = tuple[str, int, str]
PlainHand = tuple[tuple[int, ...], tuple[PlainMeld, ...], "int | None"]

_KNITTED_RANKS = ((0, 3, 6), (1, 4, 7), (2, 5, 8))
_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_KIND = {"chow": MeldKind.CHOW, "pung": MeldKind.PUNG, "kong": MeldKind.KONG}
_SOURCE = {"exposed": MeldSource.EXPOSED, "concealed": MeldSource.CONCEALED}


def to_hand(plain: PlainHand) -> Hand:
    """The core Hand for a plain hand (validated by the core).

    >>> to_hand(((0,) * 27 + (1, 0, 0, 0, 0, 0, 0), (("pung", 0, "exposed"), ("kong", 18, "concealed")), 27))
    Traceback (most recent call last):
    ValueError: with 2 declared meld(s) the concealed part must hold 7 tiles plus the winning tile, got 1
    >>> to_hand(((3, 1, 1, 1, 1, 1, 1, 1, 3) + (0,) * 25, (), 4))
    Hand.parse('1112345678999m', win='5m')
    """
    concealed, melds, win = plain
    core_melds = [Meld(_KIND[kind], first, _SOURCE[source]) for kind, first, source in melds]
    return Hand.from_counts(list(concealed), core_melds, win)


def _meld_tiles(kind: str, first: int) -> list[int]:
    if kind == "chow":
        return [first, first + 1, first + 2]
    return [first] * (4 if kind == "kong" else 3)


def _tile_pool(rng: random.Random) -> list[int]:
    """Tiles to draw from: sometimes one suit (+honours) so that hands
    overlap and have several decompositions, sometimes everything."""
    roll = rng.random()
    if roll < 0.3:
        suit = rng.randrange(3)
        return list(range(9 * suit, 9 * suit + 9))
    if roll < 0.5:
        suit = rng.randrange(3)
        return list(range(9 * suit, 9 * suit + 9)) + list(range(27, 34))
    return list(range(34))


def _try_regular(rng: random.Random) -> PlainHand | None:
    pool = _tile_pool(rng)
    counts = [0] * 34
    n_declared = rng.choices((0, 1, 2, 3, 4), weights=(50, 20, 15, 10, 5))[0]
    melds: list[PlainMeld] = []
    hand_tiles: list[int] = []
    for i in range(4):
        declared = i < n_declared
        kinds = ["chow", "pung"] + (["kong"] if declared else [])
        kind = rng.choices(kinds, weights=(55, 35, 10)[: len(kinds)])[0]
        first = rng.choice(pool)
        if kind == "chow" and (first >= 27 or first % 9 > 6):
            return None
        tiles = _meld_tiles(kind, first)
        for t in tiles:
            counts[t] += 1
        if declared:
            source = "concealed" if kind == "kong" and rng.random() < 0.4 else "exposed"
            melds.append((kind, first, source))
        else:
            hand_tiles += tiles
    pair = rng.choice(pool)
    counts[pair] += 2
    hand_tiles += [pair, pair]
    if max(counts) > 4:
        return None
    return _split_win(rng, hand_tiles, tuple(melds))


def _split_win(rng: random.Random, hand_tiles: Sequence[int], melds: tuple[PlainMeld, ...]) -> PlainHand:
    win = rng.choice(list(hand_tiles))
    concealed = [0] * 34
    for t in hand_tiles:
        concealed[t] += 1
    concealed[win] -= 1
    return tuple(concealed), melds, win


def _seven_pairs(rng: random.Random) -> PlainHand | None:
    pool = _tile_pool(rng)
    pairs = [rng.choice(pool) for _ in range(7)]
    if any(pairs.count(t) > 2 for t in pairs):
        return None
    return _split_win(rng, [t for t in pairs for _ in range(2)], ())


def _thirteen_orphans(rng: random.Random) -> PlainHand:
    return _split_win(rng, list(_ORPHANS) + [rng.choice(_ORPHANS)], ())


def _knitted_tiles(rng: random.Random) -> list[int]:
    suits = rng.sample(range(3), 3)
    return [9 * suit + r for suit, ranks in zip(suits, _KNITTED_RANKS) for r in ranks]


def _knitted_straight(rng: random.Random) -> PlainHand | None:
    knitted = _knitted_tiles(rng)
    kind = rng.choice(("chow", "pung"))
    first = rng.randrange(34)
    if kind == "chow" and (first >= 27 or first % 9 > 6):
        return None
    pair = rng.randrange(34)
    meld_tiles = _meld_tiles(kind, first)
    tiles = knitted + [pair, pair]
    melds: tuple[PlainMeld, ...] = ()
    if rng.random() < 0.3:
        melds = ((kind, first, "exposed"),)
    else:
        tiles += meld_tiles
    every = tiles + (meld_tiles if melds else [])
    if any(every.count(t) > 4 for t in every):
        return None
    return _split_win(rng, tiles, melds)


def _knitted_and_honors(rng: random.Random) -> PlainHand:
    return _split_win(rng, rng.sample(_knitted_tiles(rng) + list(range(27, 34)), 14), ())


def random_complete_hand(rng: random.Random) -> PlainHand:
    """A complete hand with a winning tile; mostly regular, some special forms.

    >>> import mjcore
    >>> rng = random.Random(7)
    >>> all(mjcore.is_winning(to_hand(random_complete_hand(rng))) for _ in range(100))
    True
    """
    makers = (_try_regular, _seven_pairs, _thirteen_orphans, _knitted_straight, _knitted_and_honors)
    while True:
        maker = rng.choices(makers, weights=(84, 6, 2, 4, 4))[0]
        hand = maker(rng)
        if hand is not None:
            return hand


def random_hand(rng: random.Random, n_tiles: int, n_melds: int = 0) -> PlainHand:
    """``n_tiles`` concealed tiles drawn from a full set (after ``n_melds``
    declared melds), no winning tile: mostly not complete.

    >>> concealed, melds, win = random_hand(random.Random(1), 10, n_melds=1)
    >>> sum(concealed), len(melds), win
    (10, 1, None)
    """
    while True:
        wall = [t for t in _tile_pool(rng) for _ in range(4)]
        counts = [0] * 34
        melds: list[PlainMeld] = []
        for _ in range(n_melds):
            kind = rng.choice(("chow", "pung", "kong"))
            first = rng.choice(wall)
            if kind == "chow" and (first >= 27 or first % 9 > 6):
                kind = "pung"
            for t in _meld_tiles(kind, first):
                counts[t] += 1
            melds.append((kind, first, "exposed"))
        for t in rng.sample(wall, n_tiles):  # a uniform draw; shuffling the whole wall cost 5x more
            counts[t] += 1
        if max(counts) <= 4:
            for kind, first, _ in melds:
                for t in _meld_tiles(kind, first):
                    counts[t] -= 1
            return tuple(counts), tuple(melds), None


def near_miss(rng: random.Random) -> PlainHand:
    """A complete hand with one concealed tile swapped: usually not complete.

    >>> import mjcore
    >>> rng = random.Random(3)
    >>> sum(mjcore.is_winning(to_hand(near_miss(rng))) for _ in range(100)) < 20
    True
    """
    concealed, melds, win = random_complete_hand(rng)
    counts = list(concealed)
    held = [t for t in range(34) if counts[t]]
    counts[rng.choice(held)] -= 1
    while True:
        t = rng.randrange(34)
        total = counts[t] + (win == t) + sum(_meld_tiles(k, f).count(t) for k, f, _ in melds)
        if total < 4:
            counts[t] += 1
            return tuple(counts), melds, win
