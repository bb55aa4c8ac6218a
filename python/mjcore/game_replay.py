"""Playing a recorded hand again (``mjcore.game.Game.replay``): each decision is read off the
event that followed it, and every event the table makes must be the recorded one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mjcore.game import Event, Game

_TILE_ACTIONS = {"discard": 0, "concealed_kong": 34, "added_kong": 68}
_WIN, _PASS, _CHOW_LOWEST, _PUNG, _KONG = 102, 103, 104, 107, 108


def _actions(game: Game, seats: list[int], event: Event) -> dict[int, int]:
    """What each deciding seat did, seen from the event its decisions produced."""
    kind, who, tile, other = event
    if kind == "offence":
        return {}
    if len(seats) == 1 and _PASS not in game.legal_actions(seats[0]):  # the drawer or a claimer
        if kind == "win":
            return {seats[0]: _WIN}
        if kind in _TILE_ACTIONS:
            return {seats[0]: _TILE_ACTIONS[kind] + tile}
        raise ValueError(f"the record has {event!r} where seat {seats[0]} must discard, kong or win")
    # A claim window: the claim that was made (others passed: it outranked theirs), or nothing.
    chosen = {"win": _WIN, "pung": _PUNG, "kong": _KONG}.get(kind)
    if kind == "chow":
        chosen = _CHOW_LOWEST + tile - other
    return {seat: chosen if seat == who and chosen is not None else _PASS for seat in seats}


def replay_into(game: Game, events: Sequence[Event]) -> None:
    """Takes the decisions ``events`` record. A record cut short leaves the table where it
    stopped (with what the table then does by itself, a draw say, already done)."""
    recorded: list[Event] = [(str(e[0]), int(e[1]), int(e[2]), int(e[3])) for e in events]
    while True:
        made = game.events
        common = min(len(made), len(recorded))
        if made[:common] != recorded[:common]:
            at = next(i for i in range(common) if made[i] != recorded[i])
            raise ValueError(f"event {at} of the record, {recorded[at]!r}, cannot happen here: the table makes {made[at]!r}")
        if len(made) >= len(recorded):
            return
        if game.done:
            raise ValueError(f"the record goes on after the hand ended (event {len(made)})")
        event = recorded[len(made)]
        if event[0] == "offence":
            game.penalize(event[1], "false_win" if event[2] == 0 else "invalid")
            continue
        for seat, action in _actions(game, game.to_act(), event).items():
            game.act(seat, action)
