"""Tile indices, notations and names.

Tiles are ints 0..33: 1-9 characters (m) 0..8, 1-9 dots (p) 9..17,
1-9 bamboo (s) 18..26, winds E S W N 27..30, dragons white, green, red
31..33. Three notations are read and written:

- ``canonical``: digits then a suit letter, ``123m456p789s1234567z`` (``1-7z`` are
  E S W N white green red; flowers ``1-8f``);
- ``gb``: PyMahjongGB codes ``W1`` characters, ``B1`` dots, ``T1`` bamboo,
  ``F1``-``F4`` winds, ``J1``-``J3`` red/green/white dragons, ``H1``-``H8`` flowers;
- ``unicode``: the mahjong tile characters (U+1F000 block).

>>> parse_tiles("123m7z")
[0, 1, 2, 33]
>>> render_tiles([0, 1, 2, 33], "gb")
'W1W2W3J1'
>>> tile_name(33, "zh")
'中'
"""

from mjcore._core.tiles import parse_flowers, parse_tile, parse_tiles, render_flowers, render_tiles
from mjcore._excerpt import excerpt

TYPE_CHECKING = False  # as in mjcore/__init__.py: importing typing costs more than the rest of the import
if TYPE_CHECKING:
    from typing import Literal

TILE_KINDS = 34

_SUIT_EN = ("Characters", "Dots", "Bamboo")
_SUIT_ZH = ("万", "饼", "条")
_NUMERALS_ZH = "一二三四五六七八九"
_HONORS_EN = ("East", "South", "West", "North", "White Dragon", "Green Dragon", "Red Dragon")
_HONORS_ZH = ("东", "南", "西", "北", "白", "发", "中")


def tile_name(tile: int, language: "Literal['en', 'zh']" = "en") -> str:
    """Human name of a tile index, e.g. ``tile_name(4) == '5 Characters'``.

    >>> tile_name(31), tile_name(4, "zh")
    ('White Dragon', '五万')
    """
    if isinstance(tile, bool) or not isinstance(tile, int):
        raise TypeError(f"tile must be a tile index (int), got {type(tile).__name__}")
    if not 0 <= tile < TILE_KINDS:
        raise ValueError(f"tile index {excerpt(tile)} is not a tile (0..33)")
    if language not in ("en", "zh"):
        raise ValueError(f"unknown language {excerpt(language)} (en, zh)")
    if tile >= 27:
        return (_HONORS_EN if language == "en" else _HONORS_ZH)[tile - 27]
    suit, rank = divmod(tile, 9)
    if language == "en":
        return f"{rank + 1} {_SUIT_EN[suit]}"
    return f"{_NUMERALS_ZH[rank]}{_SUIT_ZH[suit]}"


__all__ = [
    "TILE_KINDS",
    "parse_flowers",
    "parse_tile",
    "parse_tiles",
    "render_flowers",
    "render_tiles",
    "tile_name",
]
