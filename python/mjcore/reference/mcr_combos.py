"""Fans made by combining sets of suited tiles: chow families and same-rank / shifted pungs.

Every candidate instance is listed; which of them may count together (套算一次, 不拆移,
不得相同) is decided by mcr_account.
"""

from __future__ import annotations

from itertools import combinations

from .mcr_exclude import Found
from .mcr_hand import HandView, SetView, suit_of
from .tiles import FIRST_HONOR, SUIT_SIZE

_TOP = SUIT_SIZE - 3  # rank of the 7-8-9 chow (ranks are 0-based)
_FIVE = 4  # rank of the 5
_STRAIGHT = (0, 3, 6)  # 123 456 789

_Suited = tuple[int, int, int]  # (set index, suit, rank)


def combination_candidates(hand: HandView) -> list[Found]:
    chows = _suited(hand.sets, chow=True)
    pungs = _suited(hand.sets, chow=False)
    return _chow_candidates(chows, hand.pair) + _pung_candidates(pungs)


def _suited(sets: tuple[SetView, ...], *, chow: bool) -> list[_Suited]:
    return [
        (i, suit_of(s.first), s.first % SUIT_SIZE)
        for i, s in enumerate(sets)
        if s.first < FIRST_HONOR and (s.kind == "chow") == chow
    ]


def _chow_candidates(chows: list[_Suited], pair: int | None) -> list[Found]:
    found: list[Found] = []
    for size, namer in ((2, _two_chows), (3, _three_chows)):
        for group in combinations(chows, size):
            name = namer(group)
            if name:
                found.append(Found(name, frozenset(i for i, _, _ in group)))
    if len(chows) == 4:
        name = _four_chows(chows, pair)
        if name:
            found.append(Found(name, frozenset(i for i, _, _ in chows)))
    return found


def _two_chows(group: tuple[_Suited, ...]) -> str:
    (_, s1, r1), (_, s2, r2) = group
    if s1 != s2:
        return "mixed_double_chow" if r1 == r2 else ""
    low, high = sorted((r1, r2))
    if low == high:
        return "pure_double_chow"
    if (low, high) == (0, _TOP):
        return "two_terminal_chows"
    return "short_straight" if high - low == 3 else ""


def _three_chows(group: tuple[_Suited, ...]) -> str:
    suits = {s for _, s, _ in group}
    ranks = sorted(r for _, _, r in group)
    if len(suits) == 1:
        if ranks[0] == ranks[2]:
            return "pure_triple_chow"
        if tuple(ranks) == _STRAIGHT:
            return "pure_straight"
        return "pure_shifted_chows" if _is_step(ranks, (1, 2)) else ""
    if len(suits) == 3:
        if ranks[0] == ranks[2]:
            return "mixed_triple_chow"
        if tuple(ranks) == _STRAIGHT:
            return "mixed_straight"
        return "mixed_shifted_chows" if _is_step(ranks, (1,)) else ""
    return ""


def _four_chows(chows: list[_Suited], pair: int | None) -> str:
    suits = sorted(s for _, s, _ in chows)
    ranks = sorted(r for _, _, r in chows)
    if len(set(suits)) == 1:
        if ranks[0] == ranks[3]:
            return "quadruple_chow"
        if _is_step(ranks, (1, 2)):
            return "four_pure_shifted_chows"
        if ranks == [0, 0, _TOP, _TOP] and pair == suits[0] * SUIT_SIZE + _FIVE:
            return "pure_terminal_chows"
        return ""
    return "three_suited_terminal_chows" if _is_three_suited_dragon(chows, pair) else ""


def _is_three_suited_dragon(chows: list[_Suited], pair: int | None) -> bool:
    """123 + 789 in each of two suits, a pair of 5 in the third."""
    by_suit: dict[int, list[int]] = {}
    for _, s, r in chows:
        by_suit.setdefault(s, []).append(r)
    if len(by_suit) != 2 or any(sorted(r) != [0, _TOP] for r in by_suit.values()):
        return False
    if pair is None or pair >= FIRST_HONOR:
        return False
    return pair % SUIT_SIZE == _FIVE and suit_of(pair) not in by_suit


def _is_step(ranks: list[int], steps: tuple[int, ...]) -> bool:
    """Sorted ranks rising by one common step from `steps`."""
    step = ranks[1] - ranks[0]
    return step in steps and all(b - a == step for a, b in zip(ranks, ranks[1:]))


def _pung_candidates(pungs: list[_Suited]) -> list[Found]:
    found: list[Found] = []
    for size in (2, 3, 4):
        for group in combinations(pungs, size):
            name = _pung_group(group)
            if name:
                found.append(Found(name, frozenset(i for i, _, _ in group)))
    return found


def _pung_group(group: tuple[_Suited, ...]) -> str:
    suits = {s for _, s, _ in group}
    ranks = sorted(r for _, _, r in group)
    if len(suits) == len(group) and ranks[0] == ranks[-1]:
        return {2: "double_pung", 3: "triple_pung"}[len(group)]
    if len(group) < 3 or not _is_step(ranks, (1,)):
        return ""
    if len(suits) == 1:
        return "pure_shifted_pungs" if len(group) == 3 else "four_pure_shifted_pungs"
    return "mixed_shifted_pungs" if len(suits) == len(group) == 3 else ""
