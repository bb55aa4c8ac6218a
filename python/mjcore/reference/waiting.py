"""Where the winning tile sits, what wait that was, and which tiles a hand waits on."""

from __future__ import annotations

from collections.abc import Sequence

from .arguments import hand_arguments
from .forms import MELDS_IN_HAND, Structure, is_complete, meld_splits
from .inputs import visible_copies
from .shapes import (
    CHOW,
    CLOSED,
    DUAL_PUNG,
    EDGE,
    KNITTED_AND_HONORS,
    KNITTED_STRAIGHT,
    SEVEN_PAIRS,
    SINGLE,
    SLOT_MELD,
    SLOT_PAIR,
    SLOT_SPECIAL,
    SPECIAL,
    THIRTEEN_ORPHANS,
    TWO_SIDED,
    Meld,
    WinSlot,
)
from .tiles import NUM_KINDS, SUIT_SIZE, rank_of

MAX_COPIES = 4
_LAST_CHOW_RANK = SUIT_SIZE - 3  # rank of the 7 in 7-8-9


def win_slots(structure: Structure, win: int) -> list[WinSlot]:
    """Every distinct slot of `structure` that the winning tile can occupy."""
    if structure.form == SEVEN_PAIRS:
        return [(SLOT_PAIR,)]  # the winning tile always completes one of the pairs
    if structure.form in (THIRTEEN_ORPHANS, KNITTED_AND_HONORS):
        return [(SLOT_SPECIAL,)]
    slots: list[WinSlot] = []
    if structure.form == KNITTED_STRAIGHT and win in structure.tiles:
        slots.append((SLOT_SPECIAL,))
    if structure.pair == win:
        slots.append((SLOT_PAIR,))
    # set(): two identical melds are one slot. Declared melds never hold the win.
    for kind, first in sorted(set(structure.hand_melds)):
        if _meld_holds(kind, first, win):
            slots.append((SLOT_MELD, kind, first))
    return slots


def _meld_holds(kind: str, first: int, tile: int) -> bool:
    if kind == CHOW:
        return first <= tile <= first + 2
    return tile == first


def wait_type(slot: WinSlot, win: int) -> str:
    """The wait (单钓, 对倒, 边张, 嵌张, 两面 or special) implied by the win's slot."""
    if len(slot) == 1:
        return SINGLE if slot[0] == SLOT_PAIR else SPECIAL
    _tag, kind, first = slot
    if kind != CHOW:
        return DUAL_PUNG
    return _chow_wait(rank_of(first), win - first)


def _chow_wait(chow_rank: int, position: int) -> str:
    """position 0/1/2 = low/middle/high tile of a chow starting at chow_rank."""
    if position == 1:
        return CLOSED
    # Only the 3 of 1-2-3 and the 7 of 7-8-9 have no second tile to complete the run.
    if (chow_rank, position) in ((0, 2), (_LAST_CHOW_RANK, 0)):
        return EDGE
    return TWO_SIDED


def _fifth_copy_completes(counts: Sequence[int], n_declared: int, tile: int) -> bool:
    """Five copies of `tile` hold a pung of it or a chow through it (a pair takes two at
    most): the hand completes with the fifth exactly when, that set taken out, the rest is
    melds and a pair."""
    melds_left = MELDS_IN_HAND - n_declared - 1
    rest = list(counts)
    rest[tile] = 2  # the pung takes the fifth copy and two held ones
    if any(True for _ in meld_splits(rest, melds_left)):
        return True
    if tile >= 3 * SUIT_SIZE:
        return False
    first = tile - rank_of(tile)
    for start in range(max(first, tile - 2), min(first + SUIT_SIZE - 3, tile) + 1):
        others = [t for t in range(start, start + 3) if t != tile]
        if all(counts[t] for t in others):
            rest = list(counts)
            for t in others:
                rest[t] -= 1
            if any(True for _ in meld_splits(rest, melds_left)):
                return True
    return False


def waits(concealed: Sequence[int], melds: Sequence[Meld], *, shapes_alone: bool = False) -> tuple[int, ...]:
    """Sorted tiles that complete a 13 - 3*len(melds) tile hand (a 5th copy cannot exist;
    `shapes_alone`: the shapes decide, a tile the hand holds four of included, as PyMahjongGB
    reads waits). Bad input is refused as mjcore.waits(mjcore.Hand.from_counts(concealed,
    melds)) refuses it."""
    counts, declared, _ = hand_arguments(concealed, melds, None)
    if sum(counts) != 13 - 3 * len(declared):
        raise ValueError(
            f"waits need a hand of {13 - 3 * len(declared)} concealed tiles (or one with its winning tile "
            f"given), got {sum(counts)}"
        )
    copies = visible_copies(counts, declared)
    waits: list[int] = []
    for tile in range(NUM_KINDS):
        if copies[tile] >= MAX_COPIES and not shapes_alone:
            continue
        if counts[tile] == MAX_COPIES:  # shapes alone: a fifth copy in hand
            if _fifth_copy_completes(counts, len(declared), tile):
                waits.append(tile)
            continue
        counts[tile] += 1
        if is_complete(counts, declared):
            waits.append(tile)
        counts[tile] -= 1
    return tuple(waits)
