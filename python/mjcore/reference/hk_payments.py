"""Settling one Hong Kong hand (the ``cantonese`` payment scheme as Hong Kong uses it: no kong
income, one winner), independently of mjcore.table and mjcore.liability.

Claims are (player, kind, first tile, feeder) in the order they happened. 包 goes to the
earliest claim that completed a liable exposure of the winner: his fourth exposed set
(十二張落地; with ``bao_first_only`` only a feeder's first such exposure counts), his third
dragon pung, fourth wind pung or fourth claimed kong. A liable player pays the whole
self-draw; a discard is paid by discard units; a robbed kong is a self-draw the robbed player
pays alone (``bao_rob_kong``) or a discard by him.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rulesets.spec import RulesetSpec

Claim = tuple[int, str, int, int]  # player, "chow" | "pung" | "kong", first tile, feeder
_PLAYERS = 4
_WINDS = range(27, 31)
_DRAGONS = range(31, 34)


def liable_player(options: Mapping[str, Any], claims: Sequence[Claim], winner: int) -> int | None:
    """Who pays the winner's self-draw alone, or None."""
    found: list[tuple[int, int]] = []  # (claim index, feeder)
    twelve_fed: set[int] = set()
    exposed = [0] * _PLAYERS
    for i, (player, _, _, feeder) in enumerate(claims):
        exposed[player] += 1
        if exposed[player] == 4 and options["bao_twelve_tiles"]:
            if not (options["bao_first_only"] and feeder in twelve_fed):
                twelve_fed.add(feeder)
                if player == winner:
                    found.append((i, feeder))
    mine = [(i, kind, first, feeder) for i, (p, kind, first, feeder) in enumerate(claims) if p == winner]
    for option, members, needed in (("bao_big_dragons", _DRAGONS, 3), ("bao_big_winds", _WINDS, 4)):
        sets = [(i, feeder) for i, kind, first, feeder in mine if kind != "chow" and first in members]
        if options[option] and len(sets) == needed:
            found.append(sets[-1])
    kongs = [(i, feeder) for i, kind, _, feeder in mine if kind == "kong"]
    if options["bao_four_kongs"] and len(kongs) == 4:
        found.append(kongs[-1])
    return min(found)[1] if found else None


def settle(
    spec: RulesetSpec,
    points: int,
    winner: int,
    *,
    discarder: int | None = None,
    robbed: int | None = None,
    claims: Sequence[Claim] = (),
) -> list[int]:
    """Each player's gain (+) or loss (-) for a hand worth `points` (Score.total)."""
    o = spec.payments.options
    unit = o["self_draw_units"] * points
    whole = (_PLAYERS - 1) * unit
    paid = [0] * _PLAYERS
    if robbed is not None and o["bao_rob_kong"]:
        paid[robbed] = whole
    elif robbed is not None or discarder is not None:
        by_discarder, by_other = o["discard_units"]
        responsible = robbed if robbed is not None else discarder
        for p in range(_PLAYERS):
            if p != winner:
                paid[p] = (by_discarder if p == responsible else by_other) * points
    else:
        liable = liable_player(o, claims, winner)
        for p in range(_PLAYERS):
            if p != winner:
                paid[p] = unit if liable is None else (whole if p == liable else 0)
    out = [-x for x in paid]
    out[winner] = sum(paid)
    return out


def flower_win(spec: RulesetSpec, winner: int, flowers: int) -> list[int]:
    """花糊 / 大花糊: the ruleset's faan for 7 or 8 flowers, capped, converted, paid as a
    self-draw; ValueError when the ruleset has none."""
    o = spec.payments.options
    faan = o["seven_flowers"] if flowers == 7 else o["eight_flowers"] if flowers == 8 else 0
    if not faan:
        raise ValueError(f"{spec.name} has no instant win on {flowers} flowers")
    capped = min(faan, spec.limit) if spec.limit else faan
    return settle(spec, spec.conversion.apply(capped), winner)
