"""Patterns read from the flowers a hand holds: Hong Kong's bonus tiles (正花, 一台花, 無花) and
門前清 without flowers (HKA counts flowers as exposed tiles). Flower f (0-3 the flowers, 4-7
the seasons) belongs to seat f % 4; a complete series of four is 一台花 instead of its 正花."""

from __future__ import annotations

from collections.abc import Sequence

from .exclude import Found

_SERIES = 4


def flower_fans(flowers: int | Sequence[int], seat: int, nothing_declared: bool) -> list[Found]:
    """The flower patterns (a count says only whether there are none)."""
    if (flowers if isinstance(flowers, int) else len(flowers)) == 0:
        return [Found("no_flowers")] + ([Found("nothing_declared_no_flowers")] if nothing_declared else [])
    if isinstance(flowers, int):
        return []
    found: list[Found] = []
    for series in range(2):
        held = {f % _SERIES for f in flowers if f // _SERIES == series}
        if len(held) == _SERIES:
            found.append(Found("flower_set"))
        elif seat in held:
            found.append(Found("seat_flower"))
    return found
