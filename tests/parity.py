"""Core results in the reference's plain tuple format, for parity tests."""

from __future__ import annotations

from typing import Any

import mjcore


def decomposition_key(d: mjcore.Decomposition) -> tuple[Any, ...]:
    melds = tuple(sorted((m.kind.name.lower(), m.first, m.source.name.lower()) for m in d.melds))
    slot: tuple[Any, ...] | None
    if d.win_slot is None:
        slot = None
    elif d.win_slot is mjcore.WinSlot.MELD:
        assert d.win_meld is not None
        slot = ("meld", d.win_meld.kind.name.lower(), d.win_meld.first)
    else:
        slot = (d.win_slot.name.lower(),)
    wait = None if d.wait is None else d.wait.name.lower()
    return (d.form.name.lower(), melds, d.pair, tuple(d.tiles), slot, wait)


def core_decompositions(hand: mjcore.Hand) -> list[tuple[Any, ...]]:
    return [decomposition_key(d) for d in mjcore.decompose(hand)]
