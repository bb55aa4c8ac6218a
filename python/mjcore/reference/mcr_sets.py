"""Fans of individual pungs and kongs: winds, dragons, terminal pungs, concealed pungs, kongs."""

from __future__ import annotations

from .mcr_exclude import Found
from .mcr_hand import FIRST_WIND, HandView, SetView, is_dragon, is_terminal, is_wind
from .shapes import CONCEALED, EXPOSED, KONG

_WIND_FANS = {4: "big_four_winds", 3: "big_three_winds"}
_CONCEALED_PUNG_FANS = {
    4: "four_concealed_pungs",
    3: "three_concealed_pungs",
    2: "two_concealed_pungs",
}


def set_fans(hand: HandView, *, concealed_and_melded_kong: bool) -> list[Found]:
    return (
        _wind_fans(hand)
        + _dragon_fans(hand)
        + _terminal_pungs(hand.sets)
        + _concealed_pungs(hand.sets)
        + _kong_fans(hand.sets, concealed_and_melded_kong)
    )


def _indices(sets: tuple[SetView, ...], tiles: range | tuple[int, ...]) -> frozenset[int]:
    return frozenset(i for i, s in enumerate(sets) if s.is_pung and s.first in tiles)


def _wind_fans(hand: HandView) -> list[Found]:
    winds = _indices(hand.sets, range(FIRST_WIND, FIRST_WIND + 4))
    found: list[Found] = []
    if len(winds) == 3 and hand.pair is not None and is_wind(hand.pair):
        found.append(Found("little_four_winds", winds))
    if len(winds) in _WIND_FANS:
        found.append(Found(_WIND_FANS[len(winds)], winds))
    for fan, wind in (
        ("prevalent_wind", hand.ctx.prevalent_wind),
        ("seat_wind", hand.ctx.seat_wind),
    ):
        own = _indices(hand.sets, (FIRST_WIND + wind,))
        if own:
            found.append(Found(fan, own))
    return found


def _dragon_fans(hand: HandView) -> list[Found]:
    dragons = [i for i, s in enumerate(hand.sets) if s.is_pung and is_dragon(s.first)]
    found = [Found("dragon_pung", frozenset((i,))) for i in dragons]
    group = frozenset(dragons)
    if len(dragons) == 3:
        found.append(Found("big_three_dragons", group))
    elif len(dragons) == 2:
        found.append(Found("two_dragons_pungs", group))
        if hand.pair is not None and is_dragon(hand.pair):
            found.append(Found("little_three_dragons", group))
    return found


def _terminal_pungs(sets: tuple[SetView, ...]) -> list[Found]:
    # A dragon pung scores 箭刻, never 幺九刻 (even when 箭刻 itself is excluded).
    return [
        Found("pung_of_terminals_or_honors", frozenset((i,)))
        for i, s in enumerate(sets)
        if s.is_pung and (is_terminal(s.first) or is_wind(s.first))
    ]


def _concealed_pungs(sets: tuple[SetView, ...]) -> list[Found]:
    n = sum(1 for s in sets if s.concealed)
    return [Found(_CONCEALED_PUNG_FANS[n])] if n in _CONCEALED_PUNG_FANS else []


def _kong_fans(sets: tuple[SetView, ...], concealed_and_melded_kong: bool) -> list[Found]:
    melded = sum(1 for s in sets if s.kind == KONG and s.source == EXPOSED)
    hidden = sum(1 for s in sets if s.kind == KONG and s.source == CONCEALED)
    total = melded + hidden
    if total == 4:
        return [Found("four_kongs")]
    if total == 3:
        return [Found("three_kongs")]
    if (melded, hidden) == (1, 1) and concealed_and_melded_kong:
        return [Found("concealed_kong_and_melded_kong")]
    found: list[Found] = []
    if melded:
        found.append(Found("two_melded_kongs" if melded == 2 else "melded_kong"))
    if hidden:
        found.append(Found("two_concealed_kongs" if hidden == 2 else "concealed_kong"))
    return found
