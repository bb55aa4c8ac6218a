"""Turning the public inputs (counts, declared melds, winning tile) into working values."""

from __future__ import annotations

from collections.abc import Sequence

from .shapes import CHOW, KONG, PUNG, Meld

_MELD_SIZE = {CHOW: 3, PUNG: 3, KONG: 4}


def hand_counts(concealed: Sequence[int], win: int | None) -> list[int]:
    """Counts of the complete concealed part: concealed tiles plus the winning tile (the
    arguments already read: arguments.hand_arguments)."""
    counts = list(concealed)
    if win is not None:
        counts[win] += 1
    return counts


def meld_tiles(meld: Meld) -> tuple[int, ...]:
    """Every tile of a meld, one entry per physical tile."""
    kind, first, _source = meld
    if kind == CHOW:
        return (first, first + 1, first + 2)
    return (first,) * _MELD_SIZE[kind]


def visible_copies(concealed: Sequence[int], declared: Sequence[Meld]) -> list[int]:
    """How many copies of each tile the player holds, concealed and declared together."""
    copies = list(concealed)
    for meld in declared:
        for tile in meld_tiles(meld):
            copies[tile] += 1
    return copies
