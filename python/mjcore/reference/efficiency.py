"""Waits by form, useful tiles and discard advice, by trying every tile.

Hands are plain data: 34 concealed counts and declared melds (kind, first
tile, source), or () for bare counts standing for the melds their size implies. Bad input is
refused as the core's functions of the same names refuse it (arguments.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .arguments import counts_argument, forms_argument, render_tile, shanten_hand
from .inputs import visible_copies
from .shanten import FORMS, MAX_COPIES, shanten, shanten_by_form
from .shapes import Meld
from .tiles import NUM_KINDS

# (tile, shanten after discarding it, {useful tile: unseen copies}, their total)
DiscardOption = tuple[int, int, dict[int, int], int]


def waits_by_form(concealed: Sequence[int], melds: Sequence[Meld] = ()) -> dict[int, tuple[str, ...]]:
    """Tiles that complete a 13 - 3k tile hand, each with the forms they complete (a tile
    already held four times, counting the melds, is not a wait)."""
    counts, declared, _ = shanten_hand(concealed, melds)
    k = len(declared) if declared else (14 - sum(counts)) // 3
    if sum(counts) != 13 - 3 * k:
        raise ValueError(
            f"waits need a hand of {13 - 3 * k} concealed tiles (or one with its winning tile given), got {sum(counts)}"
        )
    own = visible_copies(concealed, declared)
    out: dict[int, tuple[str, ...]] = {}
    for tile in range(NUM_KINDS):
        if own[tile] >= MAX_COPIES:
            continue
        drawn = list(concealed)
        drawn[tile] += 1
        forms = tuple(f for f, s in shanten_by_form(drawn, melds).items() if s == -1)
        if forms:
            out[tile] = tuple(f for f in FORMS if f in forms)
    return out


def unseen_copies(concealed: Sequence[int], melds: Sequence[Meld], visible: Sequence[int] | None) -> list[int]:
    own = visible_copies(concealed, tuple(melds))
    seen = [0] * NUM_KINDS if visible is None else counts_argument(visible, "visible")
    left = [MAX_COPIES - o - v for o, v in zip(own, seen)]
    for tile, n in enumerate(left):
        if n < 0:
            raise ValueError(
                f"tile {render_tile(tile)}: {seen[tile]} visible plus {own[tile]} in the hand is more than "
                f"{MAX_COPIES} copies"
            )
    return left


def useful_tiles(
    concealed: Sequence[int],
    melds: Sequence[Meld] = (),
    visible: Sequence[int] | None = None,
    forms: Iterable[str] | None = FORMS,
    unseen: Sequence[int] | None = None,
) -> dict[int, int]:
    """{tile: unseen copies} for every tile whose draw lowers the shanten of a 13 - 3k tile hand.

    ``unseen`` overrides the copies counted from the hand and ``visible``.
    """
    counts, _, _ = shanten_hand(concealed, melds)
    left = unseen_copies(concealed, melds, visible) if unseen is None else list(unseen)
    wanted = forms_argument(forms)
    if sum(counts) % 3 != 1:
        raise ValueError(f"useful tiles need a hand of 13 - 3k concealed tiles (before drawing), got {sum(counts)}")
    now = shanten(concealed, melds, None, wanted)  # ValueError when no selected form can be completed
    own = visible_copies(concealed, tuple(melds))
    out: dict[int, int] = {}
    for tile in range(NUM_KINDS):
        if own[tile] >= MAX_COPIES:
            continue
        drawn = list(concealed)
        drawn[tile] += 1
        if shanten(drawn, melds, None, wanted) < now:
            out[tile] = left[tile]
    return out


def discard_options(
    concealed: Sequence[int],
    melds: Sequence[Meld] = (),
    visible: Sequence[int] | None = None,
    forms: Iterable[str] | None = FORMS,
) -> list[DiscardOption]:
    """Each distinct discard of a 14 - 3k tile hand, best first: lower shanten, then more
    unseen useful tiles, then the lower tile. The discarded tile is out of the wall, so unseen
    copies are counted from the 14 tiles."""
    counts, _, _ = shanten_hand(concealed, melds)
    if sum(counts) % 3 != 2:
        raise ValueError(f"discard options need a hand of 14 - 3k concealed tiles (after drawing), got {sum(counts)}")
    left = unseen_copies(concealed, melds, visible)
    wanted = forms_argument(forms)
    options: list[DiscardOption] = []
    for tile in range(NUM_KINDS):
        if not concealed[tile]:
            continue
        rest = list(concealed)
        rest[tile] -= 1
        useful = useful_tiles(rest, melds, forms=wanted, unseen=left)
        after = shanten(rest, melds, None, wanted)
        options.append((tile, after, useful, sum(useful.values())))
    return sorted(options, key=lambda o: (o[1], -o[3], o[0]))
