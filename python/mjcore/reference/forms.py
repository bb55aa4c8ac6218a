"""Recognising complete hands: every structure of every form, before the win is placed."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import chain, product
from typing import NamedTuple

from .shapes import (
    KNITTED_AND_HONORS,
    KNITTED_STRAIGHT,
    PUNG,
    REGULAR,
    SEVEN_PAIRS,
    THIRTEEN_ORPHANS,
    Meld,
    SuitMeld,
    SuitSplit,
)
from .suits import suit_splits
from .tiles import HONORS, KNITTED_STRAIGHTS, NUM_SUITS, ORPHANS, SUIT_SIZE, is_honor, suit_offset

MELDS_IN_HAND = 4
TILES_IN_HAND = 14  # concealed tiles of a hand with no declared melds
_OFFSETS = tuple(suit_offset(s) for s in range(NUM_SUITS))


class Structure(NamedTuple):
    """One reading of a complete hand; tile ids are global (0..33)."""

    form: str
    hand_melds: tuple[SuitMeld, ...]  # melds formed from concealed tiles (+ win)
    declared: tuple[Meld, ...]
    pair: int | None
    tiles: tuple[int, ...]  # the form's special tiles (see the Decomposition format)


def structures(counts: Sequence[int], declared: tuple[Meld, ...]) -> Iterator[Structure]:
    """Every structure of every form; `counts` is the concealed part including the win."""
    return chain(
        regular(counts, declared),
        seven_pairs(counts, declared),
        thirteen_orphans(counts, declared),
        knitted_straight(counts, declared),
        knitted_and_honors(counts, declared),
    )


def is_complete(counts: Sequence[int], declared: tuple[Meld, ...]) -> bool:
    return any(True for _ in structures(counts, declared))


def regular(counts: Sequence[int], declared: tuple[Meld, ...]) -> Iterator[Structure]:
    """4 melds + 1 pair, counting the declared melds."""
    for pair, melds in meld_splits(counts, MELDS_IN_HAND - len(declared)):
        yield Structure(REGULAR, melds, declared, pair, ())


def seven_pairs(counts: Sequence[int], declared: tuple[Meld, ...]) -> Iterator[Structure]:
    """Seven pairs; four identical undeclared tiles count as two pairs."""
    if declared or sum(counts) != TILES_IN_HAND or any(c % 2 for c in counts):
        return
    tiles = tuple(t for t, c in enumerate(counts) for _ in range(c // 2))
    yield Structure(SEVEN_PAIRS, (), declared, None, tiles)


def thirteen_orphans(counts: Sequence[int], declared: tuple[Meld, ...]) -> Iterator[Structure]:
    """One of each of the 13 orphans plus a second copy of one of them."""
    if declared or sum(counts) != TILES_IN_HAND:
        return
    if any(counts[t] == 0 for t in ORPHANS) or sum(counts[t] for t in ORPHANS) != TILES_IN_HAND:
        return
    pair = next(t for t in ORPHANS if counts[t] == 2)
    yield Structure(THIRTEEN_ORPHANS, (), declared, pair, ORPHANS)


def knitted_straight(counts: Sequence[int], declared: tuple[Meld, ...]) -> Iterator[Structure]:
    """A knitted straight (9 tiles) + one meld (maybe declared) + a pair."""
    if len(declared) > 1:
        return
    for straight in KNITTED_STRAIGHTS:
        if not all(counts[t] for t in straight):
            continue
        rest = list(counts)
        for t in straight:
            rest[t] -= 1
        for pair, melds in meld_splits(rest, 1 - len(declared)):
            yield Structure(KNITTED_STRAIGHT, melds, declared, pair, straight)


def knitted_and_honors(counts: Sequence[int], declared: tuple[Meld, ...]) -> Iterator[Structure]:
    """14 distinct tiles: honors and tiles of a single knitted straight."""
    if declared or sum(counts) != TILES_IN_HAND or any(c > 1 for c in counts):
        return
    suited = {t for t, c in enumerate(counts) if c and not is_honor(t)}
    # Two knitted straights share at most 3 tiles and we hold >= 7 suited ones,
    # so at most one straight fits: one structure at most.
    if any(suited.issubset(straight) for straight in KNITTED_STRAIGHTS):
        tiles = tuple(t for t, c in enumerate(counts) if c)
        yield Structure(KNITTED_AND_HONORS, (), declared, None, tiles)


def meld_splits(counts: Sequence[int], n_melds: int) -> Iterator[SuitSplit]:
    """Every split of all of `counts` into exactly n_melds melds + exactly one pair."""
    groups = [_suit_group(tuple(counts[o : o + SUIT_SIZE]), o) for o in _OFFSETS]
    groups.append(_honor_group(tuple(counts[t] for t in HONORS)))
    # Each suit splits independently, so a hand split is one choice per suit.
    for choice in product(*groups):
        pairs = [p for p, _ in choice if p is not None]
        melds = tuple(sorted(m for _, ms in choice for m in ms))
        if len(pairs) == 1 and len(melds) == n_melds:
            yield pairs[0], melds


@cache
def _suit_group(counts9: tuple[int, ...], offset: int) -> tuple[SuitSplit, ...]:
    """A suit's splits with ranks turned into tile ids (cached: hands repeat suit vectors)."""
    return tuple(
        (None if pair is None else pair + offset, tuple((k, r + offset) for k, r in melds))
        for pair, melds in suit_splits(counts9)
    )


def _honor_group(honor_counts: tuple[int, ...]) -> tuple[SuitSplit, ...]:
    """Honors form no chows: each kind is a pung, a pair, or absent (at most one pair)."""
    pair: int | None = None
    melds: list[SuitMeld] = []
    for tile, count in zip(HONORS, honor_counts):
        if count == 3:
            melds.append((PUNG, tile))
        elif count == 2 and pair is None:
            pair = tile
        elif count != 0:  # 1 or 4 copies, or a second pair
            return ()
    return ((pair, tuple(melds)),)
