"""mjcore: fast, exact mahjong hand evaluation (C++ core, Python API).

>>> import mjcore
>>> hand = mjcore.Hand.parse("1112345678999m", win="5m")
>>> mjcore.is_winning(hand)
True
"""

from __future__ import annotations

try:
    from mjcore import _core
except ImportError as exc:  # pragma: no cover - only hit by a broken install
    raise ImportError(
        "mjcore's compiled extension (mjcore._core) could not be imported. Was the package "
        "built? Install it with `pip install .` (or the editable command in README.md); "
        f"the original error was: {exc}"
    ) from exc

from mjcore._core import (
    Decomposition,
    Form,
    Hand,
    Meld,
    MeldKind,
    MeldSource,
    Seat,
    WaitType,
    WinSlot,
    decompose,
    is_winning,
    waiting_tiles,
)
from mjcore.tiles import parse_tile, parse_tiles, render_tiles, tile_name

__version__ = "0.1.0"

__all__ = [
    "Decomposition",
    "Form",
    "Hand",
    "Meld",
    "MeldKind",
    "MeldSource",
    "Seat",
    "WaitType",
    "WinSlot",
    "decompose",
    "is_winning",
    "parse_tile",
    "parse_tiles",
    "render_tiles",
    "tile_name",
    "waiting_tiles",
]
