"""The judge's turns (spec §3) and the requests each seat gets, from the engine's record.

The engine's events (docs/game.md "The record") become Botzone turns one to one, except that a
pung or chow and the discard that follows it are one turn (``3 c PENG y``, ``3 c CHI m y``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .engine import Event
from .requests import Request

SEATS: Final = 4

# Turn kinds: what the seats may answer (spec §5) follows from them.
START: Final = "start"
DEAL: Final = "deal"
FLOWER: Final = "flower"
DRAW: Final = "draw"
DISCARD: Final = "discard"
KONG: Final = "kong"  # concealed or exposed: every seat passes
ADDED_KONG: Final = "added_kong"  # the others may rob it


@dataclass(frozen=True)
class Turn:
    """One turn: its kind, the seat it is about (the drawer, discarder or konger; -1 for the
    first two), the tile on the table (a discard or an added kong; -1 otherwise), each seat's
    request, and the index of the first engine event after it."""

    kind: str
    actor: int
    tile: int
    requests: tuple[Request, ...]
    end: int


def opening_turns(quan: int, hands: Sequence[Sequence[int]], flowers: Sequence[Sequence[int]]) -> list[Turn]:
    """Turns 1 and 2: every seat's ``0 i quan``, then its 13 tiles and everybody's flowers."""
    start = tuple(Request("start", seat=s, quan=quan) for s in range(SEATS))
    counts = tuple(len(f) for f in flowers)
    shown = tuple(t for f in flowers for t in f)
    deal = tuple(Request("deal", hand=tuple(hands[s]), flower_counts=counts, flowers=shown) for s in range(SEATS))
    return [Turn(START, -1, -1, start, 0), Turn(DEAL, -1, -1, deal, sum(counts))]


def next_turn(events: Sequence[Event], start: int) -> Turn | None:
    """The turn that begins at ``events[start]``; None at the end of the hand (a win, an
    exhausted wall, or no event yet)."""
    if start >= len(events):
        return None
    kind, seat, tile, other = events[start]
    everyone = _everyone
    if kind == "flower":
        return Turn(FLOWER, seat, -1, everyone(Request("flower", seat, tile=tile)), start + 1)
    if kind == "draw":
        requests = tuple(Request("own_draw", tile=tile) if s == seat else Request("draw", seat) for s in range(SEATS))
        return Turn(DRAW, seat, -1, requests, start + 1)
    if kind == "discard":
        return Turn(DISCARD, seat, tile, everyone(Request("play", seat, tile=tile)), start + 1)
    if kind in ("pung", "chow"):
        if start + 1 >= len(events) or events[start + 1][0] != "discard":
            raise ValueError(f"the {kind} at event {start} is not followed by its discard")
        discard = events[start + 1][2]
        if kind == "pung":
            request = Request("peng", seat, tile=discard)
        else:
            request = Request("chi", seat, tile=discard, middle=other + 1)
        return Turn(DISCARD, seat, discard, everyone(request), start + 2)
    if kind in ("kong", "concealed_kong"):
        return Turn(KONG, seat, -1, everyone(Request("gang", seat)), start + 1)
    if kind == "added_kong":
        return Turn(ADDED_KONG, seat, tile, everyone(Request("bugang", seat, tile=tile)), start + 1)
    return None  # "win", "exhausted": nothing more is sent


def _everyone(request: Request) -> tuple[Request, ...]:
    return (request,) * SEATS
