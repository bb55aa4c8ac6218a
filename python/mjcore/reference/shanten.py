"""Shanten by its definition: the fewest tiles a hand must draw (discarding
freely) to hold a complete hand of the form, minus one; -1 is complete.

A complete concealed target T must be physically possible: with the
declared melds it holds at most four copies of each tile. The distance of
a hand H to T is the number of tiles of T it lacks, sum(max(0, T[t] - H[t])).

Regular form: T is the declared melds' complement, 4 - k melds and a pair.
Every meld and the pair lie inside one group (a suit or the honours), so T
splits into one target per group and the distance is their sum; each
group's best distance to "m melds + p pairs" is found by building T rank by
rank (how many chows start here, a pung here, the pair here), which lists
every possible T exactly once. The groups then share out the melds and the
pair every possible way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Final

from .arguments import forms_argument, shanten_hand, unreachable_forms
from .inputs import hand_counts, meld_tiles
from .shapes import (
    KNITTED_AND_HONORS,
    KNITTED_STRAIGHT,
    REGULAR,
    SEVEN_PAIRS,
    THIRTEEN_ORPHANS,
    Meld,
)
from .tiles import HONORS, KNITTED_STRAIGHTS, NUM_KINDS, NUM_SUITS, ORPHANS, SUIT_SIZE, suit_offset

FORMS: Final = (REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, KNITTED_STRAIGHT, KNITTED_AND_HONORS)
MAX_COPIES: Final = 4
MAX_MELDS: Final = 4
FAR: Final = 99  # no target of this kind exists
_CHOW_STARTS: Final = SUIT_SIZE - 2  # ranks 1..7 start a chow

# A group's distances: index 2 * melds + pairs, melds 0..4, pairs 0..1.
GroupDistances = tuple[int, ...]
_NONE_LEFT: Final[GroupDistances] = (0,) + (FAR,) * 9


def _at(melds: int, pairs: int) -> int:
    return 2 * melds + pairs


@cache
def suit_distances(counts: tuple[int, ...], caps: tuple[int, ...]) -> GroupDistances:
    """Distances of one suit's nine counts to m melds + p pairs, within `caps` copies."""
    best = [FAR] * 10
    for slot, d in _suit_targets(counts, caps, 0, 0):
        best[slot] = d
    return tuple(best)


# Reachable targets as (2m + p, distance) pairs.
_Targets = tuple[tuple[int, int], ...]


@cache
def _suit_targets(counts: tuple[int, ...], caps: tuple[int, ...], from_two: int, from_one: int) -> _Targets:
    """Targets of the ranks `counts` (the last len(counts) ranks of a suit).

    `from_two` chows started two ranks back and `from_one` one rank back still need a tile here
    (and `from_one` also at the next rank); they are already counted as melds.
    """
    if not counts:
        return ((0, 0),) if from_two == from_one == 0 else ()
    here, cap = counts[0], caps[0]
    if from_two + from_one > cap:
        return ()
    best = [FAR] * 10
    for starting in range(MAX_MELDS + 1 if len(counts) >= 3 else 1):
        rest = _suit_targets(counts[1:], caps[1:], from_one, starting)
        for pung in (0, 1):
            for pair in (0, 1):
                used = from_two + from_one + starting + 3 * pung + 2 * pair
                if used <= cap:
                    _extend(best, rest, max(0, used - here), starting + pung, pair)
    return tuple((slot, d) for slot, d in enumerate(best) if d < FAR)


def _extend(best: list[int], rest: _Targets, cost: int, melds: int, pairs: int) -> None:
    """best[rest's target + (melds, pairs)] <= cost + rest's distance, within 4 melds and 1 pair."""
    for slot, d in rest:
        if pairs and slot % 2:
            continue
        target = slot + 2 * melds + pairs  # 2m + p indexing
        if target < 10 and cost + d < best[target]:
            best[target] = cost + d


@cache
def honor_distances(counts: tuple[int, ...], caps: tuple[int, ...]) -> GroupDistances:
    """Honours: each kind is a pung, the pair, or unused."""
    if not counts:
        return _NONE_LEFT
    rest = honor_distances(counts[1:], caps[1:])
    best = list(rest)
    finite = _finite(rest)
    for size, melds, pairs in ((3, 1, 0), (2, 0, 1)):
        if size <= caps[0]:
            _extend(best, finite, max(0, size - counts[0]), melds, pairs)
    return tuple(best)


def _finite(distances: GroupDistances) -> _Targets:
    return tuple((slot, d) for slot, d in enumerate(distances) if d < FAR)


@cache
def _share(a: GroupDistances, b: GroupDistances) -> GroupDistances:
    """Best distances of two groups together, for every total of melds and pairs."""
    best = [FAR] * 10
    for slot_a, d_a in _finite(a):
        for slot_b, d_b in _finite(b):
            # 2m + p indexing adds up, as long as at most one of them holds the pair.
            slot = slot_a + slot_b
            if slot < 10 and not (slot_a % 2 and slot_b % 2) and d_a + d_b < best[slot]:
                best[slot] = d_a + d_b
    return tuple(best)


def regular_distance(counts: Sequence[int], caps: Sequence[int], melds: int) -> int:
    """Fewest tiles to draw for `melds` melds and a pair."""
    total = honor_distances(tuple(counts[t] for t in HONORS), tuple(caps[t] for t in HONORS))
    for suit in range(NUM_SUITS):
        part = slice(suit_offset(suit), suit_offset(suit) + SUIT_SIZE)
        total = _share(total, suit_distances(tuple(counts[part]), tuple(caps[part])))
    return total[_at(melds, 1)]


def seven_pairs_distance(counts: Sequence[int]) -> int:
    """Seven pairs; a kind may give two pairs (four identical tiles count as two).

    A kind's second pair never costs less than its first, so the cheapest seven pairs are the
    seven cheapest of all first and second pairs.
    """
    costs = []
    for held in counts:
        first = max(0, 2 - held)
        costs += [first, max(0, 4 - held) - first]
    return sum(sorted(costs)[:7])


def thirteen_orphans_distance(counts: Sequence[int]) -> int:
    """One of each orphan and a second of one of them."""
    return min(
        sum(max(0, 1 + (t == extra) - counts[t]) for t in ORPHANS) for extra in ORPHANS
    )


def knitted_and_honors_distance(counts: Sequence[int]) -> int:
    """14 different tiles among one knitted straight's nine and the seven honours.

    Each of the 14 costs one tile unless held, so the best 14 of the 16 kinds are held ones first.
    """
    held = max(sum(counts[t] > 0 for t in straight + HONORS) for straight in KNITTED_STRAIGHTS)
    return 14 - min(held, 14)


def knitted_straight_distance(counts: Sequence[int], caps: Sequence[int], declared: int, bound: int = FAR) -> int:
    """A knitted straight, one meld (maybe the declared one) and a pair.

    With T = straight + rest: a straight tile held at least once costs nothing and leaves one
    copy fewer for the rest; one not held costs one. So the distance is the straight's missing
    tiles plus the rest's regular distance from the hand less one of each straight tile, within
    the copies the straight leaves. A straight missing `bound` tiles or more is skipped.
    """
    if declared > 1:
        return FAR
    best = bound
    for straight in KNITTED_STRAIGHTS:
        missing = sum(counts[t] == 0 for t in straight)
        if missing >= best or any(caps[t] == 0 for t in straight):
            continue
        rest = [max(0, counts[t] - (t in straight)) for t in range(NUM_KINDS)]
        rest_caps = [caps[t] - (t in straight) for t in range(NUM_KINDS)]
        best = min(best, missing + regular_distance(rest, rest_caps, 1 - declared))
    return best


def _copies_left(melds: Sequence[Meld]) -> list[int]:
    caps = [MAX_COPIES] * NUM_KINDS
    for meld in melds:
        for t in meld_tiles(meld):
            caps[t] -= 1
    return caps


def _reading(concealed: Sequence[int], melds: Sequence[Meld], win: int | None) -> tuple[list[int], list[int], int]:
    """(counts, copies each tile may still have, declared melds) of a hand, refused as the core
    refuses it (arguments.shanten_hand). Declared melds are those given, or for bare counts the
    k that 13 - 3k / 14 - 3k tiles imply."""
    counts, declared, tile = shanten_hand(concealed, melds, win)
    counts = hand_counts(counts, tile)
    return counts, _copies_left(declared), (14 - sum(counts)) // 3


def _distance(form: str, counts: Sequence[int], caps: Sequence[int], declared: int, bound: int = FAR) -> int:
    if form == REGULAR:
        return regular_distance(counts, caps, MAX_MELDS - declared)
    if form == KNITTED_STRAIGHT:
        return knitted_straight_distance(counts, caps, declared, bound)
    if declared:
        return FAR
    if form == SEVEN_PAIRS:
        return seven_pairs_distance(counts)
    if form == THIRTEEN_ORPHANS:
        return thirteen_orphans_distance(counts)
    return knitted_and_honors_distance(counts)


def shanten_by_form(concealed: Sequence[int], melds: Sequence[Meld] = (), win: int | None = None) -> dict[str, int]:
    """Shanten of every form the hand can still complete."""
    counts, caps, declared = _reading(concealed, melds, win)
    distances = {form: _distance(form, counts, caps, declared) for form in FORMS}
    return {form: d - 1 for form, d in distances.items() if d < FAR}


def shanten(
    concealed: Sequence[int], melds: Sequence[Meld] = (), win: int | None = None, forms: Iterable[str] | None = FORMS
) -> int:
    """The least shanten over `forms` (None: all); ValueError, as the core's, when none of them
    can be completed beside the declared melds.

    ``concealed`` are 34 counts (13 - 3k or 14 - 3k tiles with ``win``); ``melds`` the declared
    melds as (kind, first tile, source), or () for bare counts standing for k unknown melds.
    """
    counts, caps, declared = _reading(concealed, melds, win)
    wanted = set(forms_argument(forms))
    best = min((_distance(f, counts, caps, declared) for f in FORMS if f in wanted and f != KNITTED_STRAIGHT), default=FAR)
    if KNITTED_STRAIGHT in wanted:
        best = min(best, _distance(KNITTED_STRAIGHT, counts, caps, declared, bound=best))
    if best >= FAR:
        raise unreachable_forms(wanted, declared)
    return best - 1
