"""How a hand ended, as the judge reports it (the ``--json`` object's ``hands`` entries)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

import mjcore

from .engine import Event, GameLike, ResultLike
from .options import scoring_meld

SEATS: Final = 4
OFFENDER_LOSES: Final = 30  # §8: the offender pays 30, 10 to each other seat
OTHERS_GAIN: Final = 10

Fan = tuple[str, int, int]
"""(Chinese name, points, count)."""


@dataclass
class HandResult:
    """One hand: ``end`` is "win", "exhausted", "false_win" or "invalid"."""

    end: str
    winner: int | None = None
    fans: list[Fan] = field(default_factory=list)
    total: int = 0  # the winner's points, flowers included
    flowers: int = 0  # the winner's flowers
    self_drawn: bool = False
    scores: list[int] = field(default_factory=lambda: [0] * SEATS)
    invalid: list[dict[str, Any]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  # the engine's record up to the end
    turns: int = 0

    def to_json(self) -> dict[str, Any]:
        """The hand as ``mjcore botzone --json`` prints it."""
        return {
            "end": self.end,
            "winner": self.winner,
            "fans": [list(fan) for fan in self.fans],
            "total": self.total,
            "flowers": self.flowers,
            "self_drawn": self.self_drawn,
            "scores": list(self.scores),
            "invalid": list(self.invalid),
        }


def penalty(offender: int) -> list[int]:
    """§8: the offender -30, every other seat +10."""
    return [-OFFENDER_LOSES if seat == offender else OTHERS_GAIN for seat in range(SEATS)]


def win_score(game: GameLike, result: ResultLike) -> mjcore.Score:
    """mjcore.score of the winner's final hand with the context the engine derived."""
    concealed, melds, flowers = game.hand(result.winner)
    counts = list(concealed)
    if sum(counts) + 3 * len(melds) == 14:
        counts[result.win_tile] -= 1  # the engine shows the complete hand: take the winning tile out
    hand = mjcore.Hand.from_counts(counts, [scoring_meld(m) for m in melds], win=result.win_tile)
    context: dict[str, Any] = dict(result.context)
    return mjcore.score(hand, "mcr", **context)


def win_result(game: GameLike, result: ResultLike, turns: int) -> HandResult:
    """A won hand: the fans mjcore scores, the engine's payments."""
    scored = win_score(game, result)
    fans = [(fan.zh, fan.points, fan.count) for fan in scored.fans]
    return HandResult(
        "win",
        winner=result.winner,
        fans=fans,
        total=scored.total,
        flowers=len(game.hand(result.winner)[2]),
        self_drawn=result.from_seat == result.winner,
        scores=list(result.payments),
        events=list(game.events),
        turns=turns,
    )
