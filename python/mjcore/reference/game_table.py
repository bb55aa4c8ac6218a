"""The reference game's action space, what a seat holds, and the options its tiles give it
(docs/game.md "The action space", "A hand, turn by turn"). Stdlib only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from .game_walls import NUM_KINDS
from .shapes import CONCEALED, EXPOSED, Meld

# Action indices (docs/game.md "The action space").
DISCARD: Final = 0  # + tile
CONCEALED_KONG: Final = 34  # + tile
ADDED_KONG: Final = 68  # + tile
WIN: Final = 102
PASS: Final = 103
CHOW_LOWEST: Final = 104  # the discard is the run's lowest tile
CHOW_MIDDLE: Final = 105
CHOW_HIGHEST: Final = 106
PUNG: Final = 107
KONG: Final = 108
ACTION_COUNT: Final = 109

# Meld kinds as hand() and the record show them.
CHOW_MELD: Final = "chow"
PUNG_MELD: Final = "pung"
KONG_MELD: Final = "kong"  # exposed, or added to a pung
CONCEALED_KONG_MELD: Final = "concealed_kong"

TableMeld = tuple[str, int, int]
"""(kind, lowest tile, giver seat or -1)."""

_SUITED_KINDS: Final = 27
_SUIT_SIZE: Final = 9


@dataclass
class SeatState:
    """One seat's tiles: concealed counts, declared melds in declaration order, flowers, river."""

    concealed: list[int] = field(default_factory=lambda: [0] * NUM_KINDS)
    melds: list[TableMeld] = field(default_factory=list)
    flowers: list[int] = field(default_factory=list)
    river: list[int] = field(default_factory=list)  # its discards nobody claimed
    kong_flag: bool = False  # konged, and the draw after it has not been decided yet


def scoring_meld(meld: TableMeld) -> Meld:
    """The scorer's (kind, first tile, source) for a declared meld."""
    kind, tile, _giver = meld
    if kind == CONCEALED_KONG_MELD:
        return ("kong", tile, CONCEALED)
    return (kind, tile, EXPOSED)


def meld_tiles(meld: TableMeld) -> list[int]:
    kind, tile, _giver = meld
    if kind == CHOW_MELD:
        return [tile, tile + 1, tile + 2]
    return [tile] * (3 if kind == PUNG_MELD else 4)


def visible_copies(seats: Sequence[SeatState], tile: int) -> int:
    """Copies of tile on the table: unclaimed discards and exposed melds (a concealed kong
    shows nothing; flowers and concealed tiles are not on the table)."""
    shown = sum(s.river.count(tile) for s in seats)
    for s in seats:
        for meld in s.melds:
            if meld[0] != CONCEALED_KONG_MELD:
                shown += meld_tiles(meld).count(tile)
    return shown


def draw_options(seat: SeatState, can_kong: bool) -> list[int]:
    """After a draw, win aside: discard any held tile; concealed kong of a tile held four
    times; added kong of a held tile with an exposed pung of it (a kong needs a replacement)."""
    held = [t for t in range(NUM_KINDS) if seat.concealed[t]]
    options = [DISCARD + t for t in held]
    if can_kong:
        options += [CONCEALED_KONG + t for t in held if seat.concealed[t] == 4]
        pungs = {tile for kind, tile, _ in seat.melds if kind == PUNG_MELD}
        options += [ADDED_KONG + t for t in held if t in pungs]
    return options


def chow_runs(concealed: Sequence[int], tile: int) -> list[tuple[int, int]]:
    """(action, run's lowest tile) for each run of the discard's suit the hand completes."""
    if tile >= _SUITED_KINDS:
        return []
    rank = tile % _SUIT_SIZE
    runs = []
    for action, offset in ((CHOW_LOWEST, 0), (CHOW_MIDDLE, 1), (CHOW_HIGHEST, 2)):
        low = tile - offset
        if rank - offset < 0 or rank - offset + 2 >= _SUIT_SIZE:
            continue  # the run would leave the suit
        others = [t for t in (low, low + 1, low + 2) if t != tile]
        if all(concealed[t] for t in others):
            runs.append((action, low))
    return runs


def claim_options(concealed: Sequence[int], tile: int, next_seat: bool) -> list[int]:
    """Pung (holds two), exposed kong (holds three), chow (the discarder's next seat only)."""
    options = [action for action, _ in chow_runs(concealed, tile)] if next_seat else []
    if concealed[tile] >= 2:
        options.append(PUNG)
    if concealed[tile] >= 3:
        options.append(KONG)
    return options
