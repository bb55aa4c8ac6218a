"""Every way to split one suit's tiles into chows, pungs and at most one pair."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from typing import Final

from .shapes import CHOW, PUNG, SuitMeld, SuitSplit
from .tiles import SUIT_SIZE

MAX_COPIES: Final = 4
MAX_SUIT_TILES: Final = 14

_EMPTY_SPLIT: Final[frozenset[SuitSplit]] = frozenset({(None, ())})
_NO_SPLIT: Final[frozenset[SuitSplit]] = frozenset()


def suit_splits(counts9: Sequence[int]) -> frozenset[SuitSplit]:
    """All splits of a suit count vector: {(pair_rank | None, sorted ((kind, rank), ...))}.

    Ranks are 0..8 and a chow is named by its lowest rank. Empty if no split exists.
    """
    counts = tuple(counts9)
    _check_suit_vector(counts)
    return _splits(counts, True)


def _check_suit_vector(counts: tuple[int, ...]) -> None:
    # The contract is the suit table's domain; reject anything outside it loudly.
    if len(counts) != SUIT_SIZE:
        raise ValueError(f"a suit vector has {SUIT_SIZE} counts, got {len(counts)}")
    if any(c < 0 or c > MAX_COPIES for c in counts):
        raise ValueError(f"suit counts must be 0..{MAX_COPIES}: {counts}")
    if sum(counts) > MAX_SUIT_TILES:
        raise ValueError(f"a suit vector holds at most {MAX_SUIT_TILES} tiles: {counts}")


@cache
def _splits(counts: tuple[int, ...], pair_allowed: bool) -> frozenset[SuitSplit]:
    """Memoized core of suit_splits; pair_allowed says whether a pair may still be used."""
    # Melds take 3 tiles, so the tile total alone rules most vectors out.
    remainder = sum(counts) % 3
    if remainder == 1 or (remainder == 2 and not pair_allowed):
        return _NO_SPLIT
    lowest = next((r for r, c in enumerate(counts) if c), None)
    if lowest is None:
        return _EMPTY_SPLIT
    found: set[SuitSplit] = set()
    # The lowest tile must start a pung, a chow or the pair: trying all three is exhaustive.
    for pair, meld, rest in _first_group_choices(counts, lowest, pair_allowed):
        for sub_pair, sub_melds in _splits(rest, pair_allowed and pair is None):
            melds = tuple(sorted(sub_melds + meld))
            found.add((pair if pair is not None else sub_pair, melds))
    return frozenset(found)


def _first_group_choices(
    counts: tuple[int, ...], lowest: int, pair_allowed: bool
) -> Iterator[tuple[int | None, tuple[SuitMeld, ...], tuple[int, ...]]]:
    """(pair, melds, remaining counts) for each group that can take the lowest tile."""
    if counts[lowest] >= 3:
        yield None, ((PUNG, lowest),), _remove(counts, (lowest,) * 3)
    if lowest + 2 < SUIT_SIZE and counts[lowest + 1] and counts[lowest + 2]:
        yield None, ((CHOW, lowest),), _remove(counts, (lowest, lowest + 1, lowest + 2))
    if pair_allowed and counts[lowest] >= 2:
        yield lowest, (), _remove(counts, (lowest, lowest))


def _remove(counts: tuple[int, ...], ranks: tuple[int, ...]) -> tuple[int, ...]:
    reduced = list(counts)
    for r in ranks:
        reduced[r] -= 1
    return tuple(reduced)


def suit_vectors() -> Iterator[tuple[int, ...]]:
    """Every valid suit vector (each count 0..4, total <= 14): the suit table's domain."""
    yield from _vectors_from(0, MAX_SUIT_TILES)


def _vectors_from(rank: int, budget: int) -> Iterator[tuple[int, ...]]:
    if rank == SUIT_SIZE:
        yield ()
        return
    for count in range(min(MAX_COPIES, budget) + 1):
        for tail in _vectors_from(rank + 1, budget - count):
            yield (count,) + tail
