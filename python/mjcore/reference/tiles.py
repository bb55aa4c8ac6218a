"""Tile indices and the fixed tile sets that the hand forms are built from.

Tiles are ints 0..33: 1-9m = 0..8, 1-9p = 9..17, 1-9s = 18..26,
winds E S W N = 27..30, dragons white/green/red = 31..33.
"""

from __future__ import annotations

from itertools import permutations
from typing import Final

NUM_KINDS: Final = 34
SUIT_SIZE: Final = 9
NUM_SUITS: Final = 3
FIRST_HONOR: Final = NUM_SUITS * SUIT_SIZE  # 27
HONORS: Final[tuple[int, ...]] = tuple(range(FIRST_HONOR, NUM_KINDS))


def suit_offset(suit: int) -> int:
    """Index of rank 1 of a suit (0 = m, 1 = p, 2 = s)."""
    return suit * SUIT_SIZE


def is_honor(tile: int) -> bool:
    return tile >= FIRST_HONOR


def rank_of(tile: int) -> int:
    """Rank 0..8 of a suited tile (0 is the "1")."""
    return tile % SUIT_SIZE


TERMINALS: Final[tuple[int, ...]] = tuple(
    suit_offset(s) + r for s in range(NUM_SUITS) for r in (0, SUIT_SIZE - 1)
)
ORPHANS: Final[tuple[int, ...]] = tuple(sorted(TERMINALS + HONORS))


def _knitted_straight(residue_of_suit: tuple[int, ...]) -> tuple[int, ...]:
    # Suit s holds ranks r, r+3, r+6 where r = residue_of_suit[s] (0 -> 147, 1 -> 258, 2 -> 369).
    return tuple(
        sorted(
            suit_offset(s) + r
            for s, residue in enumerate(residue_of_suit)
            for r in range(residue, SUIT_SIZE, 3)
        )
    )


# The 6 knitted straights (组合龙): every way to give 147 / 258 / 369 to distinct suits.
KNITTED_STRAIGHTS: Final[tuple[tuple[int, ...], ...]] = tuple(
    _knitted_straight(p) for p in permutations(range(NUM_SUITS))
)
