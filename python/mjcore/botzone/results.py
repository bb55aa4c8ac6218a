"""How a hand ended, as the judge reports it (the ``--json`` object's ``hands`` entries)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from mjcore.game import GameResult

from .engine import Event, GameLike

SEATS: Final = 4

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


def win_result(game: GameLike, result: GameResult, turns: int) -> HandResult:
    """A won hand: the fans of the engine's Score (mjcore.score of the final hand with the
    context the table derived), the engine's payments."""
    (winner,), (scored,) = result.winners, result.scores
    return HandResult(
        "win",
        winner=winner,
        fans=[(fan.zh, fan.points, fan.count) for fan in scored.fans],
        total=scored.total,
        flowers=len(game.hand(winner)[2]),
        self_drawn=result.self_drawn,
        scores=list(result.payments),
        events=list(game.events),
        turns=turns,
    )
