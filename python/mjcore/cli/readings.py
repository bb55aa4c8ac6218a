"""A decomposition as JSON and as tile characters (shared by `decompose` and `score`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mjcore._core import Decomposition, Form, WinSlot
from mjcore.tiles import render_tiles


@dataclass(frozen=True)
class Group:
    """Tiles shown together: a meld, a pair or a special form's tiles."""

    tiles: list[int]
    declared: bool = False
    winning: bool = False  # the winning tile completed this group


def groups(d: Decomposition, win: int | None) -> list[Group]:
    """The reading's groups in drawing order: special tiles, concealed melds, pair(s), declared melds."""
    special: list[list[int]] = []
    pairs: list[list[int]] = []
    if d.form is Form.SEVEN_PAIRS:
        pairs = [[t, t] for t in d.tiles]
    elif d.form is Form.THIRTEEN_ORPHANS:
        # The core lists the 13 kinds and the pair apart; drawn as the 14 tiles held.
        special = [sorted(d.tiles + ([] if d.pair is None else [d.pair]))]
    else:
        special = [d.tiles] if d.tiles else []
        pairs = [] if d.pair is None else [[d.pair, d.pair]]
    win_meld = d.win_meld
    drawn = [Group(tiles, winning=d.win_slot is WinSlot.SPECIAL) for tiles in special]
    drawn += [Group(m.tiles, winning=d.win_slot is WinSlot.MELD and m == win_meld) for m in d.melds if not m.declared]
    drawn += [Group(tiles, winning=d.win_slot is WinSlot.PAIR and win in tiles) for tiles in pairs]
    drawn += [Group(m.tiles, declared=True) for m in d.melds if m.declared]
    return _one_winner(drawn)


def _one_winner(drawn: list[Group]) -> list[Group]:
    """Only the first group completed by the winning tile keeps the mark (two equal melds)."""
    seen = False
    out = []
    for g in drawn:
        out.append(Group(g.tiles, g.declared, g.winning and not seen))
        seen = seen or g.winning
    return out


def draw_group(group: Group, win: int | None) -> str:
    """Tile characters, the winning tile (its last copy in the group) in brackets."""
    chars = [render_tiles([t], "unicode") for t in group.tiles]
    if group.winning and win in group.tiles:
        at = len(group.tiles) - 1 - group.tiles[::-1].index(win)
        chars[at] = f"[{chars[at]}]"
    return "".join(chars)


def decomposition_json(d: Decomposition, win: int | None = None) -> dict[str, Any]:
    return {
        "form": d.form.name.lower(),
        "melds": [m.to_string() + ("" if m.declared else " (hand)") for m in d.melds],
        "pair": None if d.pair is None else render_tiles([d.pair]),
        "tiles": render_tiles(d.tiles),
        "wait": None if d.wait is None else d.wait.name.lower(),
        "win_meld": None if d.win_meld is None else d.win_meld.to_string(),
        "groups": [
            {
                "tiles": render_tiles(g.tiles),
                "unicode": draw_group(g, win),
                "declared": g.declared,
                "winning": g.winning,
            }
            for g in groups(d, win)
        ],
    }
