"""Whether a seat may win now, what the win is scored with, and what it pays (docs/game.md
"What a win is scored with", "Settlement"). Stdlib and the reference scorer only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Union

from .decompose import is_winning
from .game_table import SeatState, scoring_meld, visible_copies
from .game_walls import SEATS
from .mcr import ReferenceScore, score

Win = tuple[ReferenceScore, dict[str, Union[bool, int]]]  # Union: Python 3.9
"""The score and the context keywords it was scored with."""


@dataclass(frozen=True)
class TurnFlags:
    """The first-turn and after-kong flags the table derived (docs/game.md)."""

    first_turn: bool = False
    first_round_discard: bool = False
    ready_at_deal: bool = False
    discard_after_kong: bool = False


def win_check(
    seats: Sequence[SeatState],
    seat: int,
    tile: int,
    *,
    self_drawn: bool,
    kong: bool,
    last_tile: bool,
    prevalent_wind: int,
    seat_wind: int,
    robbing: bool = False,
    turn: TurnFlags = TurnFlags(),
) -> Win | None:
    """seat's win on tile if it may win now: a winning hand worth >= 8 points without flowers.
    Self-drawn, tile is already among the seat's concealed tiles; robbing, it is in the kong
    the konger shows. ``turn``: the first-turn and after-kong flags the table derived."""
    s = seats[seat]
    concealed = list(s.concealed)
    if self_drawn:
        concealed[tile] -= 1  # the scorer takes the 13 tiles before the win
    melds = [scoring_meld(m) for m in s.melds]
    if not is_winning(concealed, melds, tile):
        return None
    # 和绝张: the winning tile's other three copies are on the table.
    fourth_tile = visible_copies(seats, tile) - (1 if robbing else 0) == 3
    flowers = len(s.flowers)
    scored = score(
        concealed,
        melds,
        tile,
        self_drawn=self_drawn,
        last_tile=last_tile,
        kong=kong,
        fourth_tile=fourth_tile,
        seat_wind=seat_wind,
        prevalent_wind=prevalent_wind,
        flowers=flowers,
        first_turn=turn.first_turn,
        first_round_discard=turn.first_round_discard,
        ready_at_deal=turn.ready_at_deal,
        discard_after_kong=turn.discard_after_kong,
    )
    if not scored.meets_minimum:
        return None
    context: dict[str, bool | int] = {
        "self_drawn": self_drawn,
        "last_tile": last_tile,
        "kong": kong,
        "fourth_tile": fourth_tile,
        "seat_wind": seat_wind,
        "prevalent_wind": prevalent_wind,
        "flowers": flowers,
        "first_turn": turn.first_turn,
        "first_round_discard": turn.first_round_discard,
        "ready_at_deal": turn.ready_at_deal,
        "discard_after_kong": turn.discard_after_kong,
    }
    return scored, context


def settle(winner: int, payer: int | None, total: int) -> tuple[int, int, int, int]:
    """MCR as Botzone pays, F = total with flowers: self-drawn (payer None) every other seat pays
    8+F; else the payer (discarder, robbed konger) pays 8+F and the two others 8."""
    gains = [0] * SEATS
    for seat in range(SEATS):
        if seat == winner:
            continue
        owed = 8 + total if payer is None or seat == payer else 8
        gains[seat] -= owed
        gains[winner] += owed
    return (gains[0], gains[1], gains[2], gains[3])
