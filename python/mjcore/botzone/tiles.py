"""Botzone's tile codes and mjcore's tile indices, both ways.

Botzone writes ``W1``-``W9`` (万, characters), ``B1``-``B9`` (饼, dots), ``T1``-``T9`` (条,
bamboo), ``F1``-``F4`` (东南西北), ``J1``-``J3`` (中 发 白: red, green, white) and ``H1``-``H8``
(春夏秋冬梅兰竹菊). mjcore's indices are 0..8 characters, 9..17 dots, 18..26 bamboo, 27..30 the
winds, 31..33 white, green, red, 34..41 the flowers: the dragons run the other way round, so
``J1`` (红中) is 33 and ``J3`` (白板) is 31.
"""

from __future__ import annotations

from typing import Final

TILE_KINDS: Final = 34
"""Tile indices 0..33 are the suited and honour tiles; 34..41 are the flowers."""
FIRST_FLOWER: Final = 34
ALL_TILES: Final = 42

_SUITS: Final = ("W", "B", "T")
# J1..J3 by meaning: 中 is mjcore's red dragon (33), 发 green (32), 白 white (31).
_DRAGONS: Final = {"J1": 33, "J2": 32, "J3": 31}


def _codes() -> tuple[str, ...]:
    codes = [f"{suit}{rank}" for suit in _SUITS for rank in range(1, 10)]
    codes += [f"F{rank}" for rank in range(1, 5)]
    by_index = {index: code for code, index in _DRAGONS.items()}
    codes += [by_index[index] for index in (31, 32, 33)]
    codes += [f"H{rank}" for rank in range(1, 9)]
    return tuple(codes)


CODES: Final = _codes()
"""CODES[i] is tile index i's Botzone code."""
_INDEX: Final = {code: index for index, code in enumerate(CODES)}


def tile_code(tile: int) -> str:
    """Botzone's code for a tile index (0..41).

    >>> tile_code(0), tile_code(33), tile_code(31), tile_code(34)
    ('W1', 'J1', 'J3', 'H1')
    """
    if isinstance(tile, bool) or not isinstance(tile, int):
        raise TypeError(f"tile must be a tile index (int), got {type(tile).__name__}")
    if not 0 <= tile < ALL_TILES:
        raise ValueError(f"tile must be a tile index 0..41, got {tile}")
    return CODES[tile]


def tile_index(code: str) -> int:
    """The tile index of a Botzone code: exactly two characters, upper case.

    >>> tile_index("B5"), tile_index("J1"), tile_index("H8")
    (13, 33, 41)
    """
    if not isinstance(code, str):
        raise TypeError(f"code must be a str, got {type(code).__name__}")
    index = _INDEX.get(code)
    if index is None:
        raise ValueError(f"code {code[:20]!r} is no Botzone tile code (W1..W9 B1..B9 T1..T9 F1..F4 J1..J3 H1..H8)")
    return index


def is_flower(tile: int) -> bool:
    """Whether a tile index is one of the eight flowers."""
    return tile >= FIRST_FLOWER
