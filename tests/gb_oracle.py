"""Test-only bridge to PyMahjongGB (the differential oracle): plain hands in
its argument format, and its answers as {fan id: count}."""

from __future__ import annotations

import random
from typing import Any

from mjcore import corpus
from mjcore.rulesets import mcr

_SUIT_CODES = ("W", "B", "T")


def gb_code(tile: int) -> str:
    if tile < 27:
        return f"{_SUIT_CODES[tile // 9]}{tile % 9 + 1}"
    if tile < 31:
        return f"F{tile - 26}"
    return f"J{33 - tile + 1}"


def gb_packs(melds: tuple[corpus.PlainMeld, ...], rng: random.Random) -> tuple[tuple[str, str, int], ...]:
    """Declared melds as PyMahjongGB packs, with a random (legal) offer."""
    pack = []
    for kind, first, source in melds:
        if kind == "chow":
            pack.append(("CHI", gb_code(first + 1), rng.randint(1, 3)))
        else:
            offer = 0 if source == "concealed" else rng.randint(1, 3)
            pack.append(("PENG" if kind == "pung" else "GANG", gb_code(first), offer))
    return tuple(pack)


def gb_args(plain: corpus.PlainHand, rng: random.Random, **context: Any) -> dict[str, Any]:
    concealed, melds, win = plain
    assert win is not None
    hand = tuple(gb_code(t) for t in range(34) for _ in range(concealed[t]))
    return {
        "pack": gb_packs(melds, rng),
        "hand": hand,
        "winTile": gb_code(win),
        "flowerCount": context.get("flowers", 0),
        "isSelfDrawn": context.get("self_drawn", False),
        "is4thTile": context.get("fourth_tile", False),
        "isAboutKong": context.get("kong", False),
        "isWallLast": context.get("last_tile", False),
        "seatWind": context.get("seat_wind", 0),
        "prevalentWind": context.get("prevalent_wind", 0),
        "verbose": True,
    }


# PyMahjongGB names the wait fans after their "unique wait" reading.
_GB_ALIASES = {"独听・边张": "边张", "独听・嵌张": "嵌张", "独听・单钓": "单钓将"}


def gb_fans(result: tuple[tuple[int, int, str, str], ...]) -> dict[str, int]:
    return {mcr.fan_by_zh(_GB_ALIASES.get(zh, zh)).id: count for _, count, zh, _ in result}
