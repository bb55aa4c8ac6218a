"""The judge's hand: turns sent to four players, their answers ruled on, the engine played.

Players are anything with :class:`Players`' three methods: the judge gives them one request
line per seat each turn and gets four answers back. :mod:`mjcore.botzone.players` runs
external programs; tests may answer in-process.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Protocol

from . import turns
from .engine import GameLike, new_game
from .referee import Answer, Offence, Table, rule
from .requests import format_request
from .results import HandResult, win_result
from .walls import deal_order

SEATS: Final = 4


class Players(Protocol):
    def begin(self) -> None:
        """A new hand (a new Botzone game) begins."""

    def ask(self, turn: int, lines: Sequence[str]) -> list[Answer]:
        """Turn ``turn`` (1-based): each seat's request line; one answer per seat."""

    def end(self) -> None:
        """The hand is over: nothing more is sent."""


def play_hand(players: Players, play: str, wall: Sequence[int], quan: int = 0) -> HandResult:
    """One hand of ``play`` dealt from ``wall``, the prevalent wind ``quan``."""
    game = new_game(play, wall, quan)
    hands, flowers = deal_order(play, wall)
    players.begin()
    try:
        return run_hand(game, players, turns.opening_turns(quan, hands, flowers))
    finally:
        players.end()


def run_hand(
    game: GameLike, players: Players, opening: list[turns.Turn], on_turn: Callable[[turns.Turn, bool], None] | None = None
) -> HandResult:
    """Play ``game`` from its deal to the end: the opening turns, then a turn per event.
    ``on_turn(turn, waiting)`` (tests) hears of each turn before it is sent; ``waiting`` says
    whether the engine stands at it (else it moved on: nobody could do more than pass)."""
    number = 0
    turn: turns.Turn | None = opening[0]
    pending = opening[1:]
    while turn is not None:
        number += 1
        events = game.events
        waiting = turn.end == len(events) and not game.done and turn.kind not in (turns.START, turns.DEAL)
        if on_turn is not None:
            on_turn(turn, waiting)
        answers = players.ask(number, [format_request(r) for r in turn.requests])
        legal = {seat: game.legal_actions(seat) for seat in game.to_act()} if waiting else {}
        table = Table(legal, [list(game.hand(seat)[0]) for seat in range(SEATS)])
        ruling = rule(turn, answers, table)
        if isinstance(ruling, Offence):
            return _offence(game, ruling, number, list(events[: turn.end]))
        for seat, action in ruling:
            game.act(seat, action)
        if pending:
            turn = pending.pop(0)
        else:
            turn = turns.next_turn(game.events, turn.end)
    result = game.result
    assert result is not None, "the engine stopped before the end of the hand"
    if result.reason == "win":
        return win_result(game, result, number)
    return HandResult("exhausted", events=list(game.events), turns=number)


def _offence(game: GameLike, offence: Offence, number: int, events: list[tuple[str, int, int, int]]) -> HandResult:
    """§8: the hand ends at the offence; the engine's penalty (the offender -30, +10 to each other)."""
    end = "false_win" if offence.code == "WH" else "invalid"
    game.penalize(offence.seat, end)
    assert game.result is not None
    record = {"seat": offence.seat, "turn": number, "response": offence.response, "reason": offence.reason}
    return HandResult(end, scores=list(game.result.payments), invalid=[record], events=events, turns=number)
