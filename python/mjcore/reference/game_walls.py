"""The deck, the documented shuffle, the walls and the deal of the reference game (docs/game.md
"Seats, the deal, the walls"). Stdlib only.

Tiles are ints: 0..33 as everywhere in mjcore, 34..41 the flowers 春夏秋冬梅兰竹菊.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

SEATS: Final = 4
NUM_KINDS: Final = 34
FIRST_FLOWER: Final = 34
NUM_FLOWERS: Final = 8
COPIES: Final = 4
HAND_SIZE: Final = 13

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_MIX1: Final = 0xBF58476D1CE4E5B9
_MIX2: Final = 0x94D049BB133111EB


@dataclass(frozen=True)
class ReferenceRules:
    """What the two play rulesets differ in (docs/game.md "Play rulesets")."""

    flowers: bool  # the deck holds the 8 flowers
    shared_wall: bool  # one wall for all; else one block of the list per seat
    flower_ends_kong_flag: bool  # a flower drawn after a kong uses the kong flag up (Botzone's U-5)


RULESETS: Final = {
    "mcr": ReferenceRules(flowers=True, shared_wall=True, flower_ends_kong_flag=False),
    "botzone": ReferenceRules(flowers=False, shared_wall=False, flower_ends_kong_flag=True),
}


def is_flower(tile: int) -> bool:
    return tile >= FIRST_FLOWER


def deck(flowers: bool) -> list[int]:
    """0,0,0,0,1,...,33,33,33,33 and then the flowers 34..41 if the ruleset has them."""
    tiles = [t for t in range(NUM_KINDS) for _ in range(COPIES)]
    if flowers:
        tiles += list(range(FIRST_FLOWER, FIRST_FLOWER + NUM_FLOWERS))
    return tiles


class SplitMix64:
    """SplitMix64 as docs/game.md defines it: add the golden gamma, then mix."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """Uniform in 0..bound-1 by rejection: r < 2^64 - (2^64 mod bound), then r mod bound."""
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            r = self.next()
            if r < limit:
                return r % bound


def shuffled_deck(seed: int, flowers: bool) -> list[int]:
    """The deck shuffled by Fisher-Yates from the end, j uniform in 0..i, with SplitMix64(seed)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, got {type(seed).__name__}")
    if not 0 <= seed <= _MASK:
        raise ValueError(f"seed must be an unsigned 64-bit integer (0..2^64-1), got {seed}")
    tiles = deck(flowers)
    rng = SplitMix64(seed)
    for i in range(len(tiles) - 1, 0, -1):
        j = rng.below(i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def check_wall(wall: Sequence[int], flowers: bool) -> list[int]:
    """The wall as a list, refused (ValueError) unless it is a permutation of the ruleset's deck."""
    if isinstance(wall, (str, bytes)) or not isinstance(wall, Sequence):
        raise ValueError(f"wall must be a sequence of tile indices, got {type(wall).__name__}")
    tiles = list(wall)
    if any(isinstance(t, bool) or not isinstance(t, int) for t in tiles):
        raise ValueError("wall must hold ints (tile indices 0..41)")
    expected = deck(flowers)
    if len(tiles) != len(expected):
        raise ValueError(f"wall must hold {len(expected)} tiles for this ruleset, got {len(tiles)}")
    if Counter(tiles) != Counter(expected):
        what = "the 136 tiles and the 8 flowers" if flowers else "the 136 tiles (no flowers)"
        raise ValueError(f"wall must hold each tile exactly as the deck does: {what}")
    return tiles


class Walls:
    """The shared wall or the four per-seat walls; every draw takes a wall's last tile."""

    def __init__(self, tiles: Sequence[int], shared: bool) -> None:
        if shared:
            self._walls = [list(tiles)]
        else:
            size = len(tiles) // SEATS  # block i, in the list's order, is seat i's wall
            self._walls = [list(tiles[i * size : (i + 1) * size]) for i in range(SEATS)]

    def _of(self, seat: int) -> list[int]:
        return self._walls[0] if len(self._walls) == 1 else self._walls[seat % SEATS]

    def empty(self, seat: int) -> bool:
        """Whether seat's wall (the shared wall for everybody) has nothing left."""
        return not self._of(seat)

    def take(self, seat: int) -> int | None:
        """The last tile of seat's wall, or None if it is empty."""
        wall = self._of(seat)
        return wall.pop() if wall else None

    def remaining(self) -> list[list[int]]:
        """Copies of what is left: one list (shared) or four (per seat), in the list's order."""
        return [list(w) for w in self._walls]
