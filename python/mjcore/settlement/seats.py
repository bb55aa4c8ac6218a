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


WINDS: Final = "ESWN"
"""The seat winds in turn order from the dealer (East), as :func:`mjcore.score` takes them."""


def check_wind(wind: object, what: str) -> str:
    """`wind` ("E" "S" "W" "N" or 0..3, as :func:`mjcore.score` takes it) as its letter;
    otherwise a ValueError naming `what` it was.

    >>> check_wind(2, "prevalent_wind="), check_wind("N", "prevalent_wind=")
    ('W', 'N')
    >>> check_wind("X", "prevalent_wind=")
    Traceback (most recent call last):
    ValueError: prevalent_wind= must be a wind 'E', 'S', 'W', 'N' or 0..3, got 'X'
    """
    if isinstance(wind, str) and len(wind) == 1 and wind in WINDS:
        return wind
    if not isinstance(wind, bool) and isinstance(wind, int) and 0 <= wind < PLAYERS:
        return WINDS[wind]
    raise ValueError(f"{what} must be a wind 'E', 'S', 'W', 'N' or 0..3, got {excerpt(wind)}")
