"""Every catalogue pattern a reading shows, and every pattern a hand shows (`patterns`).

The MCR fans come from the MCR detectors (forms, sets, tile traits, the win, the set
combinations), the general catalogue from catalogue_sets and catalogue_win. Two conventions
follow the catalogue (mjcore/rulesets/catalogue.py):

* a four-chow pattern (一色四同顺, 一色四步高) is reported instead of the three-chow pattern
  inside it (the exact rung);
* the MCR pair-chow fans (一般高, 喜相逢, 连六, 老少配) are left out: how often they occur is
  decided by MCR's account-once principles, which only the MCR scorer applies
  (`ACCOUNTED_BY_MCR`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..rulesets import catalogue
from .arguments import check_keywords, flower_count
from .catalogue_flowers import flower_fans
from .catalogue_regional import regional_fans
from .catalogue_sets import general_set_fans
from .catalogue_win import general_win_fans
from .decompose import decompose
from .exclude import Found
from .mcr_combos import combination_candidates
from .mcr_hand import HandView, hand_view
from .mcr_sets import set_fans
from .mcr_special import form_fans
from .mcr_traits import trait_fans
from .mcr_validate import check_context, check_hand, has_unique_wait
from .mcr_win import win_fans
from .shapes import (
    CLOSED,
    CONCEALED,
    EDGE,
    EXPOSED,
    KNITTED_STRAIGHT,
    KONG,
    REGULAR,
    SEVEN_PAIRS,
    SINGLE,
    Decomposition,
    Meld,
)

ACCOUNTED_BY_MCR = frozenset({"pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows"})
NO_CONTEXT: dict[str, bool | int] = {
    "self_drawn": False,
    "seat_wind": 0,
    "prevalent_wind": 0,
    "last_tile": False,
    "kong": False,
    "fourth_tile": False,
    "flowers": 0,
}
"""The win context keywords and their defaults."""
_FOUR_CHOWS = frozenset({"quadruple_chow", "four_pure_shifted_chows"})
_THREE_CHOWS = frozenset(
    {"pure_triple_chow", "pure_straight", "pure_shifted_chows", "mixed_triple_chow", "mixed_straight", "mixed_shifted_chows"}
)


def detect(hand: HandView, concealed: Sequence[int]) -> list[Found]:
    """Every catalogue pattern instance of one reading (ACCOUNTED_BY_MCR aside)."""
    found = form_fans(hand, concealed)
    found += _implied_by_mcr_exclusions(hand)
    return (
        found
        + _mcr_sets(hand)
        + trait_fans(hand)
        + win_fans(hand)
        + _combinations(hand)
        + general_set_fans(hand)
        + general_win_fans(hand)
        + regional_fans(hand)
    )


def _mcr_sets(hand: HandView) -> list[Found]:
    found = set_fans(hand, concealed_and_melded_kong=False)
    melded = sum(1 for s in hand.sets if s.kind == KONG and s.source == EXPOSED)
    hidden = sum(1 for s in hand.sets if s.kind == KONG and s.source == CONCEALED)
    if (melded, hidden) == (1, 1):  # 明暗杠: detected beside 明杠 + 暗杠, scored where a ruleset says
        found.append(Found("concealed_kong_and_melded_kong"))
    return found


def _implied_by_mcr_exclusions(hand: HandView) -> list[Found]:
    """Patterns the MCR scorer need not look for, since a fan that excludes them is there:
    单钓将 on seven pairs (七对 不计 单钓将, in the rulebook's table and the guide's)."""
    extra: list[Found] = []
    if hand.form == SEVEN_PAIRS and hand.wait == SINGLE and hand.ctx.unique_wait:
        extra.append(Found("single_wait"))
    return extra


def _combinations(hand: HandView) -> list[Found]:
    found = [f for f in combination_candidates(hand) if f.fan not in ACCOUNTED_BY_MCR]
    names = {f.fan for f in found}
    if names & _FOUR_CHOWS:
        found = [f for f in found if f.fan not in _THREE_CHOWS]
    # Each combination pattern once, except 双同刻 (one per pair of pungs, as MCR counts it).
    seen: set[str] = set()
    out: list[Found] = []
    for f in found:
        if f.fan in seen and f.fan != "double_pung":
            continue
        seen.add(f.fan)
        out.append(f)
    return out


def may_score_wait(reading: Decomposition) -> bool:
    """边张 / 嵌张 / 单钓将 need to know whether the hand waited on one tile kind (costly)."""
    return reading[0] in (REGULAR, KNITTED_STRAIGHT, SEVEN_PAIRS) and reading[5] in (EDGE, CLOSED, SINGLE)


def patterns(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win: int,
    *,
    flowers: int | Sequence[int] = 0,
    **flags: bool | int | str | None,
) -> list[str]:
    """Every catalogue pattern id any reading of the hand shows, in catalogue order (the
    chicken hand and flower_tiles aside: a scorer adds those). `flowers`: a count, or the
    flower tiles 0..7. ValueError and TypeError as mjcore.patterns raises them."""
    check_keywords(flags, "patterns")
    concealed, declared, win = check_hand(concealed, melds, win)
    ctx = check_context(concealed, declared, win, **{**NO_CONTEXT, **flags, "flowers": flowers})
    flowers = flowers if isinstance(flowers, (list, tuple)) else flower_count(flowers)
    readings = decompose(concealed, declared, win)
    if not readings:
        raise ValueError("not a winning hand: the tiles form no complete hand")
    if any(may_score_wait(r) for r in readings):
        ctx = replace(ctx, unique_wait=has_unique_wait(concealed, declared))
    shown = {f.fan for f in flower_fans(flowers, ctx.seat_wind, not declared)}
    for reading in readings:
        shown.update(f.fan for f in detect(hand_view(reading, declared, concealed, ctx), concealed))
    return [p for p in catalogue.PATTERN_IDS if p in shown]
