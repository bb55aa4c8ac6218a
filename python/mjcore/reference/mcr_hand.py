"""The MCR scorer's view of one decomposition: sets, pair, every tile, and the win context."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .inputs import meld_tiles
from .shapes import CHOW, CONCEALED, HAND, SLOT_MELD, Decomposition, Meld, WinSlot
from .tiles import FIRST_HONOR, SUIT_SIZE

FIRST_WIND = FIRST_HONOR  # 27 = East; seat/prevalent wind w is tile 27 + w
FIRST_DRAGON = FIRST_HONOR + 4  # 31 = white


def suit_of(tile: int) -> int:
    """0 = characters, 1 = dots, 2 = bamboo (suited tiles only)."""
    return tile // SUIT_SIZE


def is_terminal(tile: int) -> bool:
    return tile < FIRST_HONOR and tile % SUIT_SIZE in (0, SUIT_SIZE - 1)


def is_wind(tile: int) -> bool:
    return FIRST_WIND <= tile < FIRST_DRAGON


def is_dragon(tile: int) -> bool:
    return tile >= FIRST_DRAGON


@dataclass(frozen=True)
class Context:
    """How the hand was won (already validated)."""

    win: int
    self_drawn: bool
    seat_wind: int
    prevalent_wind: int
    last_tile: bool
    kong: bool
    fourth_tile: bool
    unique_wait: bool  # the hand before the win waited on exactly one tile kind
    first_turn: bool = False  # 天和 / 地和: an uninterrupted first turn
    ready_at_deal: bool = False  # 天听
    discard_after_kong: bool = False  # 杠上炮
    kong_on_kong: bool = False  # 槓上槓
    first_round_discard: bool = False  # 人和
    dealer: bool = True  # the winner is the dealer (resolved: the East seat unless told otherwise)


@dataclass(frozen=True)
class SetView:
    """One set (面子) of a decomposition."""

    kind: str  # "chow" | "pung" | "kong"
    first: int
    source: str  # "hand" | "exposed" | "concealed" (declared concealed kong)
    concealed: bool  # counts as 暗刻 (not completed by a discard, not melded)

    @property
    def is_pung(self) -> bool:
        """Pungs and kongs alike (every 刻 fan counts a kong too)."""
        return self.kind != CHOW

    @property
    def tiles(self) -> tuple[int, ...]:
        return meld_tiles((self.kind, self.first, self.source))


@dataclass(frozen=True)
class HandView:
    """A decomposition plus everything the fan detectors need."""

    form: str
    sets: tuple[SetView, ...]
    pair: int | None
    special: tuple[int, ...]  # the form's special tiles (seven pairs, knitted tiles, ...)
    wait: str
    counts: tuple[int, ...]  # every tile of the hand, a kong counted four times
    declared: tuple[Meld, ...]
    ctx: Context

    @property
    def present(self) -> frozenset[int]:
        return frozenset(t for t, c in enumerate(self.counts) if c)


def hand_view(
    decomposition: Decomposition, declared: tuple[Meld, ...], concealed: Sequence[int], ctx: Context
) -> HandView:
    form, melds, pair, special, slot, wait = decomposition
    # A pung the winning discard completed is melded, not concealed (暗刻 rule).
    won_pung = slot if (slot is not None and slot[0] == SLOT_MELD and not ctx.self_drawn) else None
    sets = tuple(_set_view(m, won_pung) for m in melds)
    return HandView(
        form,
        sets,
        pair,
        special,
        wait or "",
        _all_counts(concealed, declared, ctx.win),
        declared,
        ctx,
    )


def _set_view(meld: Meld, won_pung: WinSlot | None) -> SetView:
    kind, first, source = meld
    if source == HAND:
        concealed = kind != CHOW and won_pung != (SLOT_MELD, kind, first)
    else:
        concealed = source == CONCEALED
    return SetView(kind, first, source, concealed and kind != CHOW)


def _all_counts(concealed: Sequence[int], declared: tuple[Meld, ...], win: int) -> tuple[int, ...]:
    counts = list(concealed)
    counts[win] += 1
    for meld in declared:
        for tile in meld_tiles(meld):
            counts[tile] += 1
    return tuple(counts)
