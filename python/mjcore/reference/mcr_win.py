"""Fans of how the hand was won: self-draw, concealment, last tiles, kongs, and the wait."""

from __future__ import annotations

from .mcr_exclude import Found
from .mcr_hand import HandView
from .shapes import CLOSED, EDGE, EXPOSED, KNITTED_STRAIGHT, REGULAR, SINGLE

_WAIT_FANS = {EDGE: "edge_wait", CLOSED: "closed_wait", SINGLE: "single_wait"}
_MELDS_IN_HAND = 4


def win_fans(hand: HandView) -> list[Found]:
    return _draw_fans(hand) + _concealment_fans(hand) + _wait_fans(hand)


def _draw_fans(hand: HandView) -> list[Found]:
    ctx = hand.ctx
    found: list[Found] = []
    if ctx.self_drawn:
        found.append(Found("self_drawn"))
    if ctx.last_tile:
        found.append(Found("last_tile_draw" if ctx.self_drawn else "last_tile_claim"))
    if ctx.kong:
        found.append(Found("out_with_replacement_tile" if ctx.self_drawn else "robbing_the_kong"))
    if ctx.fourth_tile:
        found.append(Found("last_tile"))
    return found


def _concealment_fans(hand: HandView) -> list[Found]:
    exposed = sum(1 for m in hand.declared if m[2] == EXPOSED)
    if exposed == 0:
        # Declared concealed kongs keep the hand concealed.
        return [Found("fully_concealed_hand" if hand.ctx.self_drawn else "concealed_hand")]
    if exposed == _MELDS_IN_HAND and not hand.ctx.self_drawn:
        return [Found("melded_hand")]
    return []


def _wait_fans(hand: HandView) -> list[Found]:
    """边张/嵌张/单钓将 only when the hand waited on this one tile kind alone."""
    if not hand.ctx.unique_wait or hand.form not in (REGULAR, KNITTED_STRAIGHT):
        return []
    fan = _WAIT_FANS.get(hand.wait)
    return [Found(fan)] if fan else []
