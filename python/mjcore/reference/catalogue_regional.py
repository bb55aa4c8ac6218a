"""Patterns of the regional rulesets: Sichuan's 根 (once per tile kind held four times),
金钩钓 (four declared pungs or kongs, won on the pair), 将 / 将对 (every tile a suited 2, 5 or 8;
with four pungs), the Cantonese 混碰 / 清碰 (a flush that is also four pungs) and Hong Kong's
門前清 (nothing declared) and 坎坎糊 (four pungs, none claimed)."""

from __future__ import annotations

from .exclude import Found
from .mcr_hand import HandView, suit_of
from .shapes import CHOW, EXPOSED, REGULAR
from .tiles import FIRST_HONOR, SUIT_SIZE

_FOUR = 4
_RANKS_258 = (1, 4, 7)  # 0-based ranks of 2, 5 and 8


def regional_fans(hand: HandView) -> list[Found]:
    found = [Found("root") for count in hand.counts if count == _FOUR]
    present = hand.present
    tiles_258 = all(t < FIRST_HONOR and t % SUIT_SIZE in _RANKS_258 for t in present)
    if tiles_258:
        found.append(Found("all_258"))
    if not hand.declared:
        found.append(Found("nothing_declared"))
    if hand.form != REGULAR or any(s.kind == CHOW for s in hand.sets):
        return found
    if not any(source == EXPOSED for _, _, source in hand.declared):
        found.append(Found("all_concealed_pungs"))
    if tiles_258:
        found.append(Found("all_258_pungs"))
    suits = {suit_of(t) for t in present if t < FIRST_HONOR}
    honors = any(t >= FIRST_HONOR for t in present)
    if len(suits) == 1:
        found.append(Found("mixed_pungs" if honors else "pure_pungs"))
    if len(hand.declared) == _FOUR:  # all four sets declared: the winning tile made the pair
        found.append(Found("golden_single_wait"))
    return found
