"""Every decomposition of a complete hand, in the parity-test tuple format."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Union

from .arguments import hand_arguments
from .forms import Structure, is_complete, structures
from .inputs import hand_counts
from .shapes import HAND, Decomposition, Meld
from .waiting import wait_type, win_slots


def decompose(
    concealed: Sequence[int], melds: Sequence[Meld], win: int | None
) -> list[Decomposition]:
    """All (form, melds, pair, tiles, win_slot, wait) readings; [] if the hand is not complete.

    With win=None, `concealed` is the complete hand and win_slot / wait are None.
    Sorted by decomposition_sort_key. Bad input is refused as mjcore.Hand.from_counts refuses it.
    """
    counts, declared, win = hand_arguments(concealed, melds, win)
    counts = hand_counts(counts, win)
    found = {d for s in structures(counts, declared) for d in _placements(s, win)}
    return sorted(found, key=decomposition_sort_key)


def is_winning(concealed: Sequence[int], melds: Sequence[Meld], win: int | None) -> bool:
    """Whether concealed (+ win) with the declared melds is complete in some form."""
    counts, declared, win = hand_arguments(concealed, melds, win)
    return is_complete(hand_counts(counts, win), declared)


def _placements(structure: Structure, win: int | None) -> Iterator[Decomposition]:
    """One decomposition per distinct slot the winning tile can take."""
    melds = _output_melds(structure)
    if win is None:
        yield (structure.form, melds, structure.pair, structure.tiles, None, None)
        return
    for slot in win_slots(structure, win):
        yield (structure.form, melds, structure.pair, structure.tiles, slot, wait_type(slot, win))


def _output_melds(structure: Structure) -> tuple[Meld, ...]:
    hand: list[Meld] = [(kind, first, HAND) for kind, first in structure.hand_melds]
    return tuple(sorted(hand + list(structure.declared)))


_SortKey = tuple[str, tuple[Meld, ...], int, tuple[int, ...], tuple[Union[str, int], ...], str]  # Union: Python 3.9


def decomposition_sort_key(d: Decomposition) -> _SortKey:
    """Natural tuple order with None replaced by a value below every real one.

    pair None -> -1, win_slot None -> (), wait None -> "": none of these occur as real values,
    so the key is injective and the order total.
    """
    form, melds, pair, tiles, slot, wait = d
    return (
        form,
        melds,
        -1 if pair is None else pair,
        tiles,
        () if slot is None else slot,
        "" if wait is None else wait,
    )
