"""General-catalogue patterns made of sets: kong and concealed-pung counts (and each one),
each wind pung, the seven-pairs variants, and the regular-form patterns MCR does not have (Zung Jung's 平和,
小三风, 三色小同刻, 清全带幺九, identical chows, shifted sets over two or three suits)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from .exclude import Found
from .mcr_hand import HandView, SetView, is_terminal, is_wind, suit_of
from .shapes import CHOW, KONG, REGULAR, SEVEN_PAIRS
from .tiles import FIRST_HONOR, SUIT_SIZE

_KONG_COUNTS = {1: "one_kong", 2: "two_kongs"}
_DRAGON_PAIRS = {1: "dragon_seven_pairs", 2: "double_dragon_seven_pairs", 3: "triple_dragon_seven_pairs"}

_Suited = tuple[int, int, int]  # (set index, suit, rank)


def general_set_fans(hand: HandView) -> list[Found]:
    found = _each_set(hand.sets)
    if hand.form == SEVEN_PAIRS:
        quads = len(hand.special) - len(set(hand.special))  # a tile held four times is two pairs
        if quads in _DRAGON_PAIRS:
            found.append(Found(_DRAGON_PAIRS[quads]))
    if hand.form == REGULAR:
        found += _regular(hand) + _identical_chows(hand.sets) + _shifted(hand.sets)
    return found


def _each_set(sets: tuple[SetView, ...]) -> list[Found]:
    found = [Found("concealed_pung", frozenset({i})) for i, s in enumerate(sets) if s.concealed]
    found += [Found("wind_pung", frozenset({i})) for i, s in enumerate(sets) if s.is_pung and is_wind(s.first)]
    kongs = [i for i, s in enumerate(sets) if s.kind == KONG]
    found += [Found("kong", frozenset({i})) for i in kongs]
    if len(kongs) in _KONG_COUNTS:
        found.append(Found(_KONG_COUNTS[len(kongs)], frozenset(kongs)))
    return found


def _regular(hand: HandView) -> list[Found]:
    sets, pair = hand.sets, hand.pair
    assert pair is not None
    found: list[Found] = []
    if all(s.kind == CHOW for s in sets):
        found.append(Found("all_sequences"))
    no_honors = not any(hand.counts[FIRST_HONOR:])
    if no_honors and is_terminal(pair) and all(any(is_terminal(t) for t in s.tiles) for s in sets):
        found.append(Found("pure_outside_hand"))
    winds = [i for i, s in enumerate(sets) if s.is_pung and is_wind(s.first)]
    if len(winds) == 2 and is_wind(pair):
        found.append(Found("small_three_winds", frozenset(winds) | {len(sets)}))
    if pair < FIRST_HONOR:
        rank = pair % SUIT_SIZE
        same = [i for i, s in enumerate(sets) if s.is_pung and s.first < FIRST_HONOR and s.first % SUIT_SIZE == rank]
        if len({suit_of(sets[i].first) for i in same} | {suit_of(pair)}) == 3:
            found.append(Found("small_triple_pung", frozenset(same) | {len(sets)}))
    return found


def _identical_chows(sets: tuple[SetView, ...]) -> list[Found]:
    firsts = Counter(s.first for s in sets if s.kind == CHOW)
    pairs = sum(n // 2 for n in firsts.values())
    found = [Found("identical_chow_pair")] if pairs else []
    if pairs == 2:
        found.append(Found("two_identical_chow_pairs"))
    return found


def _shifted(sets: tuple[SetView, ...]) -> list[Found]:
    chows = [(i, suit_of(s.first), s.first % SUIT_SIZE) for i, s in enumerate(sets) if s.kind == CHOW]
    pungs = [
        (i, suit_of(s.first), s.first % SUIT_SIZE)
        for i, s in enumerate(sets)
        if s.is_pung and s.first < FIRST_HONOR
    ]
    return _rising(chows, "two_suit_shifted_chows", "mixed_four_shifted_chows") + _rising(
        pungs, "two_suit_shifted_pungs", "mixed_four_shifted_pungs"
    )


def _rising(items: list[_Suited], three: str, four: str) -> list[Found]:
    """Ranks n, n+1, ... over more than one suit: three sets in exactly two suits, four sets in
    two or three."""
    def consecutive(group: tuple[_Suited, ...]) -> bool:
        ranks = sorted(r for _, _, r in group)
        return ranks == list(range(ranks[0], ranks[0] + len(ranks)))

    found: list[Found] = []
    if len(items) == 4 and consecutive(tuple(items)) and len({s for _, s, _ in items}) > 1:
        found.append(Found(four))
    for group in combinations(items, 3):
        if consecutive(group) and len({s for _, s, _ in group}) == 2:
            found.append(Found(three, frozenset(i for i, _, _ in group)))
            break
    return found
