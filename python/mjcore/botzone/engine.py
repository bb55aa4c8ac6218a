"""The one place the Botzone code makes a game engine, and the interface it relies on.

Everything here speaks to the engine through :func:`new_game` and :class:`GameLike` only: the
constructor, ``done``, ``result``, ``events``, ``to_act()``, ``legal_actions()``, ``act()`` and
``hand()`` (docs/game.md). Today that is the pure-Python reference; the compiled
``mjcore.game.Game`` has the same interface and takes its place here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

Event = tuple[str, int, int, int]
"""(kind, seat, tile, other): docs/game.md "The record"."""
TableMeld = tuple[str, int, int]
"""(kind, lowest tile, giver seat or -1), as hand() shows melds."""


class ResultLike(Protocol):
    @property
    def reason(self) -> str: ...
    @property
    def winner(self) -> int: ...
    @property
    def win_tile(self) -> int: ...
    @property
    def from_seat(self) -> int: ...
    @property
    def total(self) -> int: ...
    @property
    def fans(self) -> Mapping[str, int]: ...
    @property
    def context(self) -> Mapping[str, object]: ...
    @property
    def payments(self) -> Sequence[int]: ...


class GameLike(Protocol):
    @property
    def done(self) -> bool: ...
    @property
    def result(self) -> ResultLike | None: ...
    @property
    def events(self) -> Sequence[Event]: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list[int]: ...
    def act(self, seat: int, action: int) -> None: ...
    def hand(self, seat: int) -> tuple[Sequence[int], Sequence[TableMeld], Sequence[int]]: ...


@dataclass(frozen=True)
class Play:
    """What a play ruleset's deck and walls are (docs/game.md "Play rulesets")."""

    flowers: bool  # the deck holds the 8 flowers
    shared_wall: bool  # one wall for all; else one block of the list per seat
    flower_ends_kong_flag: bool  # a flower drawn after a kong uses the kong flag up (spec U-5)


PLAYS: Final = {
    "botzone": Play(flowers=False, shared_wall=False, flower_ends_kong_flag=True),
    "mcr": Play(flowers=True, shared_wall=True, flower_ends_kong_flag=False),
}


def play_of(name: str) -> Play:
    """The :class:`Play` of a play ruleset's name; ValueError naming the choices otherwise."""
    if not isinstance(name, str) or name not in PLAYS:
        raise ValueError(f"play must be one of {', '.join(PLAYS)}, got {name!r}")
    return PLAYS[name]


def new_game(play: str, wall: Sequence[int], prevalent_wind: int = 0) -> GameLike:
    """A hand of ``play`` ("botzone" or "mcr") dealt from ``wall`` (tile indices)."""
    play_of(play)
    from mjcore.reference.game import ReferenceGame  # the compiled mjcore.game.Game goes here

    return ReferenceGame(play, wall=list(wall), prevalent_wind=prevalent_wind)
