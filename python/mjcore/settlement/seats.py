"""The four seats of a table, and the check every settlement makes of a player it is given."""

from __future__ import annotations

from typing import Final

from mjcore._excerpt import excerpt

PLAYERS: Final = 4


def check_seat(seat: object, what: str) -> int:
    """`seat` if it is a player 0..3; otherwise a ValueError naming `what` it was.

    >>> check_seat(2, "the winner")
    2
    >>> check_seat(4, "the winner")
    Traceback (most recent call last):
    ValueError: the winner must be a player 0..3, got 4
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
        raise ValueError(f"{what} must be a player 0..{PLAYERS - 1}, got {excerpt(seat)}")
    return seat
