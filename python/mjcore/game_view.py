"""What one seat may know of the table, as a plain object (:meth:`mjcore.game.Game.view`); the
same facts as NumPy features are :meth:`~mjcore.game.Game.observation` (docs/game.md
"Observations")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OtherSeat:
    """Another seat as everybody sees it: its shown melds (a concealed kong is a kong of a
    hidden tile: ``("concealed_kong", -1, -1)``), its river, its flowers, how many tiles it
    holds concealed.

    >>> from mjcore.game import Game
    >>> Game("mcr", seed=1).view(0).others[0].concealed_count
    13
    """

    melds: tuple[tuple[str, int, int], ...]
    river: tuple[int, ...]
    flowers: tuple[int, ...]
    concealed_count: int


@dataclass(frozen=True)
class SeatView:
    """seat's view: its own tiles in full, the others as shown (``others[k]`` is the seat k + 1
    places after it in turn order), the decision now (``phase``: after_draw, after_claim,
    on_discard, on_added_kong or done; ``actor``: whose move it answers; ``tile``: the tile it is
    about, ``None`` when it is somebody else's drawn tile), the winds, the tiles left to draw.

    >>> from mjcore.game import Game
    >>> view = Game("mcr", seed=1).view(2)
    >>> view.phase, view.actor, view.tile, view.seat_wind
    ('after_draw', 0, None, 2)
    """

    seat: int
    concealed: tuple[int, ...]  # 34 counts
    melds: tuple[tuple[str, int, int], ...]
    river: tuple[int, ...]
    flowers: tuple[int, ...]
    others: tuple[OtherSeat, OtherSeat, OtherSeat]
    phase: str
    actor: int
    tile: int | None
    seat_wind: int
    prevalent_wind: int
    wall_left: int  # tiles this seat's next draw could come from
    legal_actions: tuple[int, ...]
