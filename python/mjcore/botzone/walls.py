"""Walls for the judge: the documented shuffle, Botzone wall strings, and the deal's order.

The judge deals from an explicit wall so that it knows the order each seat took its 13 tiles
in (request ``1`` lists them that way). A seed's wall is docs/game.md's SplitMix64 shuffle of
the deck, so ``Game(play, seed=s)`` and the judge's seed ``s`` deal the same hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from mjcore._core import game as _engine

from .engine import play_of
from .tiles import FIRST_FLOWER, TILE_KINDS, is_flower, tile_code, tile_index

SEATS: Final = 4
HAND_SIZE: Final = 13
_MASK: Final = (1 << 64) - 1


def deck(flowers: bool) -> list[int]:
    """0,0,0,0,1,...,33,33,33,33, then the flowers 34..41 if the deck has them."""
    return [t for t in range(TILE_KINDS) for _ in range(4)] + (list(range(FIRST_FLOWER, FIRST_FLOWER + 8)) if flowers else [])


def seeded_wall(play: str, seed: int) -> list[int]:
    """The deck of ``play`` shuffled as docs/game.md specifies (the engine's own shuffle, so
    that ``Game(play, seed=s)`` deals what the judge's seed ``s`` deals).

    >>> seeded_wall("botzone", 1)[:5]
    [6, 26, 2, 30, 28]
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, got {type(seed).__name__}")
    if not 0 <= seed <= _MASK:
        raise ValueError(f"seed must be 0..2^64-1, got {seed}")
    play_of(play)
    return list(_engine.shuffled_wall(play, seed))


def parse_wall(text: str, play: str) -> list[int]:
    """A Botzone wall string ("W1 B3 ...", the initial data's ``walltiles``) as tile indices,
    refused unless it holds exactly the deck of ``play``."""
    if not isinstance(text, str):
        raise TypeError(f"wall must be a str, got {type(text).__name__}")
    tiles = [tile_index(code) for code in text.split()]
    if sorted(tiles) != deck(play_of(play).flowers):
        raise ValueError(f"wall must hold each tile of the {play!r} deck exactly once per copy ({len(deck(play_of(play).flowers))} tiles)")
    return tiles


def format_wall(tiles: Sequence[int]) -> str:
    """A wall as Botzone's wall string."""
    return " ".join(tile_code(t) for t in tiles)


def deal_order(play: str, wall: Sequence[int]) -> tuple[list[list[int]], list[list[int]]]:
    """Each seat's 13 tiles in the order it took them, and the flowers it set aside meanwhile
    (docs/game.md "Seats, the deal, the walls": every seat takes from the end of its wall)."""
    shared = play_of(play).shared_wall
    size = len(wall) // SEATS
    walls = [list(wall)] if shared else [list(wall[i * size : (i + 1) * size]) for i in range(SEATS)]
    hands: list[list[int]] = [[] for _ in range(SEATS)]
    flowers: list[list[int]] = [[] for _ in range(SEATS)]
    for seat in range(SEATS):
        own = walls[0 if shared else seat]
        while len(hands[seat]) < HAND_SIZE:
            tile = own.pop()
            (flowers if is_flower(tile) else hands)[seat].append(tile)
    return hands, flowers
