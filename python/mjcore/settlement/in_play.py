"""What a :class:`~mjcore.settlement.Round` knows of the hand in play beyond the ledger: the
state its events and the table schemes (:mod:`mjcore.settlement.round_schemes`) change."""

from __future__ import annotations

from dataclasses import dataclass, field

from mjcore.settlement.liability import Claim
from mjcore.settlement.seats import PLAYERS


@dataclass
class HandInPlay:
    """Who is still playing, whether the hand is over, each player's latest kong, and what
    ended the first go-round."""

    active: list[int] = field(default_factory=lambda: list(range(PLAYERS)))
    """The players still in the hand (血战: winners leave)."""
    over: bool = False
    """The hand has ended (cantonese: at the win)."""
    kong_income: dict[int, list[int]] = field(default_factory=dict)
    """Player -> the four gains his latest kong earned (呼叫转移 moves them)."""
    last_kong: dict[int, Claim | None] = field(default_factory=dict)
    """Player -> his latest kong: its recorded claim, or None when it was not claimed."""
    interrupted_by: str | None = None
    """The first claim or kong recorded, in words: it ends the uninterrupted first go-round that
    天和 / 地和 / 人和 need (a concealed kong included)."""

    def opponents(self, player: int) -> list[int]:
        """The players still in the hand other than `player`: who pays his self-draw or kong."""
        return [p for p in self.active if p != player]
