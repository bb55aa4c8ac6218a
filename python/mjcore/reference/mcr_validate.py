"""Checking the scorer's inputs and the win context; contradictions raise ValueError."""

from __future__ import annotations

from collections.abc import Sequence

from ..rulesets import mcr
from .inputs import meld_tiles, visible_copies
from .mcr_hand import Context
from .shapes import CHOW, CONCEALED, EXPOSED, KONG, PUNG, Meld
from .tiles import FIRST_HONOR, NUM_KINDS, SUIT_SIZE
from .waiting import waits

_TILES_BEFORE_WIN = 13
_MAX_COPIES = 4
_WINDS = range(4)


def check_hand(concealed: Sequence[int], melds: Sequence[Meld], win: int) -> None:
    """Shape and tile-count checks (a complete 14-tile hand, at most four of a tile)."""
    if len(concealed) != NUM_KINDS or any(c < 0 for c in concealed):
        raise ValueError(f"concealed must be {NUM_KINDS} non-negative counts")
    if not 0 <= win < NUM_KINDS:
        raise ValueError(f"winning tile {win} is not a tile index 0..{NUM_KINDS - 1}")
    if len(melds) > 4:
        raise ValueError("at most four declared melds")
    for meld in melds:
        _check_meld(meld)
    if sum(concealed) + 3 * len(melds) != _TILES_BEFORE_WIN:
        raise ValueError("concealed tiles + 3 per declared meld must be 13 before the win")
    copies = visible_copies(concealed, melds)
    copies[win] += 1
    if max(copies) > _MAX_COPIES:
        raise ValueError("a tile appears more than four times")


def _check_meld(meld: Meld) -> None:
    kind, first, source = meld
    if kind not in (CHOW, PUNG, KONG) or not 0 <= first < NUM_KINDS:
        raise ValueError(f"bad meld {meld!r}")
    if source not in (EXPOSED, CONCEALED) or (source == CONCEALED and kind != KONG):
        raise ValueError(f"bad meld source in {meld!r} (only a kong can be declared concealed)")
    if kind == CHOW and (first >= FIRST_HONOR or first % SUIT_SIZE > SUIT_SIZE - 3):
        raise ValueError(f"a chow must start on a suited 1..7: {meld!r}")


def check_context(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win: int,
    *,
    self_drawn: bool,
    seat_wind: int,
    prevalent_wind: int,
    last_tile: bool,
    kong: bool,
    fourth_tile: bool,
    flowers: int,
    first_turn: bool = False,
    ready_at_deal: bool = False,
    discard_after_kong: bool = False,
    kong_on_kong: bool = False,
    first_round_discard: bool = False,
) -> Context:
    """The validated Context (unique_wait still unset).

    和绝张 is implied when the player's own melded sets show the other three copies of the
    winning tile: they are on the table, so the winning tile is the last one.
    """
    if seat_wind not in _WINDS or prevalent_wind not in _WINDS:
        raise ValueError("winds are 0..3 (E S W N)")
    if not 0 <= flowers <= mcr.MAX_FLOWERS:
        raise ValueError(f"flowers must be 0..{mcr.MAX_FLOWERS}")
    held = concealed[win]
    melded = sum(meld_tiles(m).count(win) for m in melds)
    if kong and self_drawn and not any(m[0] == KONG for m in melds):
        raise ValueError("杠上开花 needs a declared kong")
    if kong and not self_drawn:
        if held or melded:
            raise ValueError("抢杠和: the robbed tile's three other copies are in the kong")
        if last_tile:
            raise ValueError("海底捞月 and 抢杠和 cannot both apply")
    if fourth_tile and held:
        raise ValueError("和绝张 is impossible when the winning tile is already held")
    if kong_on_kong and not (kong and self_drawn and sum(m[0] == KONG for m in melds) >= 2):
        raise ValueError("槓上槓 is a self-drawn win on a kong's replacement tile after two declared kongs")
    if first_round_discard and (
        self_drawn or first_turn or last_tile or kong or discard_after_kong or melds or seat_wind == 0
    ):
        raise ValueError("人和 is a non-dealer's win on a discard of the uninterrupted first go-around, nothing declared")
    _check_turn(melds, self_drawn, seat_wind, last_tile, kong, first_turn, discard_after_kong)
    exposed_copies = sum(meld_tiles(m).count(win) for m in melds if m[2] == EXPOSED)
    return Context(
        win,
        self_drawn,
        seat_wind,
        prevalent_wind,
        last_tile,
        kong,
        fourth_tile or exposed_copies == 3,
        unique_wait=False,
        first_turn=first_turn,
        ready_at_deal=ready_at_deal,
        discard_after_kong=discard_after_kong,
        kong_on_kong=kong_on_kong,
        first_round_discard=first_round_discard,
    )


def _check_turn(
    melds: Sequence[Meld],
    self_drawn: bool,
    seat_wind: int,
    last_tile: bool,
    kong: bool,
    first_turn: bool,
    discard_after_kong: bool,
) -> None:
    """杠上炮 is a win on someone else's discard, never with robbing a kong. A first-turn win
    (天和 / 地和) follows no claim and is not the last tile; on a discard it is a non-dealer
    winning on the dealer's first discard, before anyone could declare a kong."""
    if discard_after_kong and (self_drawn or kong):
        raise ValueError("杠上炮 is a win on a discard, and not robbing a kong")
    if not first_turn:
        return
    if any(m[2] == EXPOSED for m in melds) or last_tile:
        raise ValueError("a first-turn win follows no claim and is not the last tile")
    if not self_drawn and (seat_wind == 0 or melds or kong):
        raise ValueError("地和 is a non-dealer winning on the dealer's first discard, nothing declared")


def has_unique_wait(concealed: Sequence[int], melds: Sequence[Meld]) -> bool:
    """The 13 tiles before the win wait on exactly one tile kind (no fifth copies)."""
    return len(waits(concealed, melds)) == 1
