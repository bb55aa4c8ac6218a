"""Fans of the special forms (七对, 十三幺, knitted forms) and of 九莲宝灯's fixed shape."""

from __future__ import annotations

from collections.abc import Sequence

from .mcr_exclude import Found
from .mcr_hand import HandView, suit_of
from .shapes import (
    KNITTED_AND_HONORS,
    KNITTED_STRAIGHT,
    REGULAR,
    SEVEN_PAIRS,
    THIRTEEN_ORPHANS,
)
from .tiles import FIRST_HONOR, SUIT_SIZE

_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)  # 1112345678999 in one suit, before the win
_KNITTED_SIZE = 9
_ALL_HONORS = 7


def form_fans(hand: HandView, concealed: Sequence[int]) -> list[Found]:
    if hand.form == SEVEN_PAIRS:
        return _seven_pairs(hand.special)
    if hand.form == THIRTEEN_ORPHANS:
        return [Found("thirteen_orphans")]
    if hand.form == KNITTED_AND_HONORS:
        return _knitted_and_honors(hand.special)
    if hand.form == KNITTED_STRAIGHT:
        return [Found("knitted_straight")]
    if hand.form == REGULAR and not hand.declared and _is_nine_gates(concealed):
        # Made of every set: its inner exclusion removes one 幺九刻 (INNER_LIMITS).
        return [Found("nine_gates", frozenset(range(len(hand.sets))))]
    return []


def _seven_pairs(pairs: tuple[int, ...]) -> list[Found]:
    found = [Found("seven_pairs")]
    shifted = pairs[0] < FIRST_HONOR and all(b - a == 1 for a, b in zip(pairs, pairs[1:]))
    if shifted and suit_of(pairs[0]) == suit_of(pairs[-1]):
        found.append(Found("seven_shifted_pairs"))
    return found


def _knitted_and_honors(tiles: tuple[int, ...]) -> list[Found]:
    # Every knitted-and-honours hand is 全不靠; with all seven honours it is 七星不靠 as well,
    # which under the rulebook's table excludes 全不靠 (the guide's does not).
    honors = sum(1 for t in tiles if t >= FIRST_HONOR)
    found = [Found("lesser_honors_and_knitted_tiles")]
    if honors == _ALL_HONORS:
        found.append(Found("greater_honors_and_knitted_tiles"))
    if len(tiles) - honors == _KNITTED_SIZE:  # a whole knitted straight is among them
        found.append(Found("knitted_straight"))
    return found


def _is_nine_gates(concealed: Sequence[int]) -> bool:
    """The 13 concealed tiles (before the win) are 1112345678999 of one suit."""
    for offset in range(0, FIRST_HONOR, SUIT_SIZE):
        if tuple(concealed[offset : offset + SUIT_SIZE]) == _NINE_GATES:
            return sum(concealed) == sum(_NINE_GATES)
    return False
