"""Fans decided by which tiles the hand holds (any form) or by the shape of every set."""

from __future__ import annotations

from collections.abc import Callable

from .mcr_exclude import Found
from .mcr_hand import FIRST_DRAGON, HandView, is_terminal, suit_of
from .shapes import KNITTED_STRAIGHT, KONG, REGULAR
from .tiles import FIRST_HONOR, SUIT_SIZE

_BAMBOO = 2 * SUIT_SIZE
_DOTS = SUIT_SIZE
_GREEN_DRAGON = FIRST_DRAGON + 1
_WHITE_DRAGON = FIRST_DRAGON
GREEN_TILES = frozenset({_BAMBOO + r for r in (1, 2, 3, 5, 7)} | {_GREEN_DRAGON})  # 23468s + 发
REVERSIBLE_TILES = frozenset(  # 1234589p, 245689s, 白 (tiles that look the same upside down)
    {_DOTS + r for r in (0, 1, 2, 3, 4, 7, 8)}
    | {_BAMBOO + r for r in (1, 3, 4, 5, 7, 8)}
    | {_WHITE_DRAGON}
)
# (fan, ranks allowed) for the suited-range fans (ranks 0-based); honors never allowed.
_RANGE_FANS = (
    ("upper_tiles", range(6, 9)),
    ("middle_tiles", range(3, 6)),
    ("lower_tiles", range(3)),
    ("upper_four", range(5, 9)),
    ("lower_four", range(4)),
)


def trait_fans(hand: HandView) -> list[Found]:
    present = hand.present
    found = _suit_fans(present) + _tile_set_fans(present) + _tile_hogs(hand)
    if hand.form == REGULAR:
        found += _regular_shape_fans(hand)
    if hand.form in (REGULAR, KNITTED_STRAIGHT) and _all_chows(hand):
        found.append(Found("all_chows"))
    return found


def _suit_fans(present: frozenset[int]) -> list[Found]:
    suits = {suit_of(t) for t in present if t < FIRST_HONOR}
    honors = {t for t in present if t >= FIRST_HONOR}
    found: list[Found] = []
    if len(suits) == 1:
        found.append(Found("half_flush" if honors else "full_flush"))
    if len(suits) == 2:  # exactly one suit missing
        found.append(Found("one_voided_suit"))
    if not honors:
        found.append(Found("no_honors"))
    elif not suits:
        found.append(Found("all_honors"))
    has_wind = any(t < FIRST_DRAGON for t in honors)
    has_dragon = any(t >= FIRST_DRAGON for t in honors)
    if len(suits) == 3 and has_wind and has_dragon:
        found.append(Found("all_types"))
    return found


def _tile_set_fans(present: frozenset[int]) -> list[Found]:
    def every(test: Callable[[int], bool]) -> bool:
        return all(test(t) for t in present)

    found: list[Found] = []
    if present <= GREEN_TILES:
        found.append(Found("all_green"))
    if present <= REVERSIBLE_TILES:
        found.append(Found("reversible_tiles"))
    if every(is_terminal):
        found.append(Found("all_terminals"))
    if every(lambda t: is_terminal(t) or t >= FIRST_HONOR):
        found.append(Found("all_terminals_and_honors"))
    if every(lambda t: t < FIRST_HONOR and not is_terminal(t)):
        found.append(Found("all_simples"))
    for fan, ranks in _RANGE_FANS:
        if all(t < FIRST_HONOR and t % SUIT_SIZE in ranks for t in present):
            found.append(Found(fan))
    return found


def _tile_hogs(hand: HandView) -> list[Found]:
    """四归一: each tile held four times without being a kong."""
    kongs = {s.first for s in hand.sets if s.kind == KONG}
    return [Found("tile_hog") for t, c in enumerate(hand.counts) if c == 4 and t not in kongs]


def _regular_shape_fans(hand: HandView) -> list[Found]:
    sets = hand.sets
    pair = hand.pair
    assert pair is not None
    groups = [s.tiles for s in sets] + [(pair, pair)]
    found: list[Found] = []
    if all(s.is_pung for s in sets):
        found.append(Found("all_pungs"))
        # Ranks 2, 4, 6, 8 are 1, 3, 5, 7 when 0-based.
        if all(t < FIRST_HONOR and t % SUIT_SIZE % 2 == 1 for t in hand.present):
            found.append(Found("all_even_pungs"))
    if all(any(is_terminal(t) or t >= FIRST_HONOR for t in g) for g in groups):
        found.append(Found("outside_hand"))
    if all(any(t < FIRST_HONOR and t % SUIT_SIZE == 4 for t in g) for g in groups):
        found.append(Found("all_five"))
    return found


def _all_chows(hand: HandView) -> bool:
    """平和: every set a chow (a knitted straight counts as chows) and a suited pair."""
    return (
        hand.pair is not None
        and hand.pair < FIRST_HONOR
        and all(s.kind == "chow" for s in hand.sets)
    )
