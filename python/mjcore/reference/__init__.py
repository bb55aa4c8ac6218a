"""Independent pure-Python reference for hand decomposition and waits.

Stdlib only; never imports the compiled core, so tests can hold the core to it.

decompose() returns sorted, distinct tuples (form, melds, pair, tiles, win_slot, wait):
  form      "regular" | "seven_pairs" | "thirteen_orphans" | "knitted_straight"
            | "knitted_and_honors" (七星不靠 is the latter with all 7 honors)
  melds     sorted (kind, first_tile, source); source "hand" for melds formed from
            concealed tiles (+ win), declared melds as given
  pair      pair tile (regular, knitted_straight), duplicated orphan (thirteen_orphans),
            else None
  tiles     the 7 pair tiles / 9 knitted tiles / 14 tiles / 13 orphans; () for regular
  win_slot  ("pair",) | ("meld", kind, first_tile) | ("special",); None when win is None
  wait      "single" | "dual_pung" | "edge" | "closed" | "two_sided" | "special" | None
The list is ordered by decomposition_sort_key (natural order, None below any value).
"""

from .decompose import decompose, decomposition_sort_key, is_winning
from .shapes import Decomposition, Meld, SuitSplit, WinSlot
from .suits import suit_splits, suit_vectors
from .waiting import wait_type, waits, win_slots

__all__ = [
    "Decomposition",
    "Meld",
    "SuitSplit",
    "WinSlot",
    "decompose",
    "decomposition_sort_key",
    "is_winning",
    "suit_splits",
    "suit_vectors",
    "wait_type",
    "waits",
    "win_slots",
]
