"""Names and tuple shapes shared by the reference modules (the parity format)."""

from __future__ import annotations

from typing import Final, Optional, Union

# The aliases are values evaluated at import (implicit aliases: typing.TypeAlias is Python
# 3.10's): Optional and Union, since `X | None` between types needs 3.10 too, and
# `requires-python` is 3.9 (CI tests it there).

# Meld kinds.
CHOW: Final = "chow"
PUNG: Final = "pung"
KONG: Final = "kong"

# Meld sources: "hand" marks melds formed from concealed tiles (+ the winning tile).
HAND: Final = "hand"
EXPOSED: Final = "exposed"
CONCEALED: Final = "concealed"

# Hand forms.
REGULAR: Final = "regular"
SEVEN_PAIRS: Final = "seven_pairs"
THIRTEEN_ORPHANS: Final = "thirteen_orphans"
KNITTED_STRAIGHT: Final = "knitted_straight"
KNITTED_AND_HONORS: Final = "knitted_and_honors"

# Wait types.
SINGLE: Final = "single"
DUAL_PUNG: Final = "dual_pung"
EDGE: Final = "edge"
CLOSED: Final = "closed"
TWO_SIDED: Final = "two_sided"
SPECIAL: Final = "special"

# Win slot tags.
SLOT_PAIR: Final = "pair"
SLOT_MELD: Final = "meld"
SLOT_SPECIAL: Final = "special"

Meld = tuple[str, int, str]
"""(kind, first_tile, source)."""

SuitMeld = tuple[str, int]
"""("chow" | "pung", lowest rank or tile)."""

SuitSplit = tuple[Optional[int], tuple[SuitMeld, ...]]
"""(pair or None, sorted melds) - one way to split a group of tiles."""

WinSlot = Union[tuple[str], tuple[str, str, int]]
"""("pair",) | ("special",) | ("meld", kind, first_tile)."""

Decomposition = tuple[
    str, tuple[Meld, ...], Optional[int], tuple[int, ...], Optional[WinSlot], Optional[str]
]
"""(form, melds, pair, tiles, win_slot, wait)."""
