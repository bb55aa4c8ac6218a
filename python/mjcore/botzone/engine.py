"""The one place the Botzone code makes a game engine, and the interface it relies on.

Everything here speaks to the engine through :func:`new_game` and :class:`GameLike` only: the
constructor, ``done``, ``result``, ``events``, ``to_act()``, ``legal_actions()``, ``act()`` and
``hand()`` (docs/game.md): the compiled ``mjcore.game.Game``, whose pure-Python twin
``mjcore.reference.game.ReferenceGame`` the tests hold it to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from mjcore._core import game as _engine
from mjcore.game import PLAY_RULES, Game, GameResult

Event = tuple[str, int, int, int]
"""(kind, seat, tile, other): docs/game.md "The record"."""
TableMeld = tuple[str, int, int]
"""(kind, lowest tile, giver seat or -1), as hand() shows melds."""


class GameLike(Protocol):
    @property
    def done(self) -> bool: ...
    @property
    def result(self) -> GameResult | None: ...
    @property
    def events(self) -> Sequence[Event]: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list[int]: ...
    def act(self, seat: int, action: int) -> None: ...
    def penalize(self, seat: int, reason: str) -> None: ...
    def hand(self, seat: int) -> tuple[Sequence[int], Sequence[TableMeld], Sequence[int]]: ...


@dataclass(frozen=True)
class Play:
    """What the Botzone layer needs of a play ruleset's deck and walls (the engine's own
    data: docs/game.md "Play rulesets")."""

    flowers: bool  # the deck holds the 8 flowers
    shared_wall: bool  # one wall for all; else one block of the list per seat
    flower_ends_kong_flag: bool  # a flower drawn after a kong uses the kong flag up (spec U-5)


def play_of(name: str) -> Play:
    """The :class:`Play` of a play ruleset's name; ValueError naming the choices otherwise.

    >>> play_of("botzone").shared_wall, play_of("mcr").flowers
    (False, True)
    """
    if not isinstance(name, str) or name not in PLAY_RULES:
        raise ValueError(f"play must be one of {', '.join(PLAY_RULES)}, got {name!r}")
    facts = _engine.play_rules_facts(name)
    return Play(bool(facts["flowers"]), bool(facts["shared_wall"]), bool(facts["flower_ends_kong_flag"]))


def new_game(play: str, wall: Sequence[int], prevalent_wind: int = 0) -> GameLike:
    """A hand of ``play`` ("botzone" or "mcr") dealt from ``wall`` (tile indices)."""
    play_of(play)
    return Game(play, wall=list(wall), prevalent_wind=prevalent_wind)
