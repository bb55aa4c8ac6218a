"""Seeded random MCR deals built to reach every fan: regular hands from templates
(flushes, wind and dragon sets, shifted and knitted sets, green and reversible
tiles, ...), seven pairs, thirteen orphans, knitted forms and nine gates, each
with a context the scorers accept. Shared by the reference's oracle test and
the core-versus-reference parity test."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypedDict, cast

from gb_oracle import gb_code
from mjcore.reference.catalogue import NO_CONTEXT

Meld = tuple[str, int, str]

# ---------------------------------------------------------------------------------------------
# Hands
# ---------------------------------------------------------------------------------------------


class Flags(TypedDict):
    """The reference's win-context keywords."""

    self_drawn: bool
    seat_wind: int
    prevalent_wind: int
    last_tile: bool
    kong: bool
    fourth_tile: bool
    flowers: int


# The defaults are the reference's own (one list of context keywords).
NO_FLAGS: Flags = cast(Flags, dict(NO_CONTEXT))


@dataclass
class Deal:
    """One complete hand and its win context, in the reference's input format."""

    concealed: list[int]
    melds: list[Meld]
    win: int
    flags: Flags = field(default_factory=NO_FLAGS.copy)

    def describe(self) -> str:
        return f"concealed={_names(self.concealed)} melds={self.melds} win={self.win} {self.flags}"


def _names(counts: list[int]) -> str:
    out = []
    for t, c in enumerate(counts):
        out += [gb_code(t)] * c
    return " ".join(out)


def _suited(rng: random.Random, suits: list[int]) -> int:
    return rng.choice(suits) * 9


_ORPHANS = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
_GREEN_PUNGS = [19, 20, 21, 23, 25, 32]  # 2 3 4 6 8s, green dragon
_REVERSIBLE_PUNGS = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]
# Per style: (probability a set is a pung, pung tile pool or None, chow first-tile pool or None).
_STYLES: dict[str, tuple[float, list[int] | None, list[int] | None]] = {
    "mixed": (0.35, None, None),
    "chows": (0.0, None, None),
    "pungs": (1.0, None, None),
    "flush": (0.35, None, None),
    "terminals": (1.0, _ORPHANS, None),
    "pure_terminals": (1.0, [0, 8, 9, 17, 18, 26], None),
    "winds": (0.8, list(range(27, 31)), None),
    "dragons": (0.7, list(range(31, 34)), None),
    "green": (0.6, _GREEN_PUNGS, [19]),
    "reversible": (0.5, _REVERSIBLE_PUNGS, [9, 10, 11, 21]),
    "simples": (
        0.3,
        [t for t in range(27) if t % 9 not in (0, 8)],
        [1, 2, 3, 4, 5, 10, 14, 19, 23],
    ),
    "even": (1.0, [t for t in range(27) if t % 9 in (1, 3, 5, 7)], None),
    "fives": (0.3, [4, 13, 22], [2, 3, 4, 11, 12, 13, 20, 21, 22]),
    "outside": (0.4, _ORPHANS, [0, 6, 9, 15, 18, 24]),
    "terminal_chows": (0.0, None, [0, 6, 9, 15, 18, 24]),
    "same_chows": (0.0, None, None),
    "kongs": (1.0, None, None),
}


def _random_set(rng: random.Random, style: str, anchor: tuple[int, int]) -> tuple[str, int]:
    """A chow or pung/kong, drawn so that combinations (same or shifted ranks) are common."""
    pung_p, pung_pool, chow_pool = _STYLES[style]
    suits = [anchor[0]] if style == "flush" else [0, 1, 2]
    near = rng.random() < 0.6
    kong_p = 0.6 if style == "kongs" else 0.15
    if rng.random() < pung_p:
        if pung_pool is not None:
            tile = rng.choice(pung_pool)
        elif rng.random() < 0.3:
            tile = rng.choice(_ORPHANS)
        else:
            rank = anchor[1] + rng.choice((-1, 0, 1)) if near else rng.randrange(9)
            tile = _suited(rng, suits) + min(8, max(0, rank))
        return ("kong" if rng.random() < kong_p else "pung"), tile
    if chow_pool is not None:
        return "chow", rng.choice(chow_pool)
    if style == "same_chows":
        return "chow", _suited(rng, suits) + anchor[1]
    rank = anchor[1] + rng.choice((-3, -2, -1, 0, 0, 1, 2, 3)) if near else rng.randrange(7)
    return "chow", _suited(rng, suits) + min(6, max(0, rank))


def set_tiles(kind: str, first: int) -> list[int]:
    if kind == "chow":
        return [first, first + 1, first + 2]
    return [first] * (4 if kind == "kong" else 3)


def _pair(rng: random.Random, style: str, anchor: tuple[int, int]) -> int:
    pung_pool = _STYLES[style][1]
    roll = rng.random()
    if pung_pool is not None and roll < 0.5:
        return rng.choice(pung_pool)
    if roll < 0.75:
        return _suited(rng, [anchor[0]]) + rng.randrange(9)
    return rng.randrange(34)


_Sets = tuple[list[tuple[str, int]], int]


def _shifted(rng: random.Random, kind: str, step: int, n: int) -> list[tuple[str, int]]:
    """n sets rising by `step` ranks from a random start, in one suit or in random suits."""
    top = (9 if kind != "chow" else 7) - step * (n - 1)
    start = rng.randrange(max(1, top))
    one_suit = rng.random() < 0.6
    suit = rng.randrange(3)
    return [
        (kind, (suit if one_suit else rng.randrange(3)) * 9 + start + step * i) for i in range(n)
    ]


def _template_sets(rng: random.Random) -> _Sets:
    """Hand shapes the per-set styles rarely produce (four shifted sets, double dragons, ...)."""
    kind = rng.choice(["shifted_pungs", "shifted_chows", "terminal_chows", "chicken"])
    if kind == "shifted_pungs":
        sets = _shifted(rng, "pung", 1, rng.choice([3, 4]))
    elif kind == "shifted_chows":
        sets = _shifted(rng, "chow", rng.choice([1, 2]), rng.choice([3, 4]))
    elif kind == "terminal_chows":
        a, b = rng.sample(range(3), 2)
        b = a if rng.random() < 0.3 else b  # 一色双龙会 as well as 三色双龙会
        sets = [("chow", a * 9), ("chow", a * 9 + 6), ("chow", b * 9), ("chow", b * 9 + 6)]
        return sets, rng.choice([4, 13, 22, a * 9 + 4, rng.randrange(34)])
    else:  # few fans: three suits, no pung of terminals, no combinations
        sets = [("chow", 1), ("chow", 13), ("pung", 22), ("chow", rng.choice([2, 3, 11, 19]))]
        return sets, rng.choice([28, 29, 31, 32, 33, 6])
    while len(sets) < 4:
        sets.append(_random_set(rng, "mixed", (rng.randrange(3), rng.randrange(7))))
    return sets, rng.randrange(34)


def regular_deal(rng: random.Random) -> Deal | None:
    style = rng.choice(["mixed", "mixed", "mixed", "chows", "chows", "template"] + list(_STYLES))
    anchor = (rng.randrange(3), rng.randrange(7))
    counts = [0] * 34
    if style == "template":
        sets, pair = _template_sets(rng)
    else:
        sets = [_random_set(rng, style, anchor) for _ in range(4)]
        pair = _pair(rng, style, anchor)
    for kind, first in sets:
        for t in set_tiles(kind, first):
            counts[t] += 1
    counts[pair] += 2
    if max(counts) > 4:
        return None
    declare_p = rng.choice([0.0, 0.25, 0.5, 1.0])
    melds: list[Meld] = []
    hand: list[int] = [pair, pair]
    for kind, first in sets:
        if kind == "kong":
            melds.append((kind, first, "concealed" if rng.random() < 0.4 else "exposed"))
        elif rng.random() < declare_p:
            melds.append((kind, first, "exposed"))
        else:
            hand += set_tiles(kind, first)
    win = rng.choice(hand)
    hand.remove(win)
    concealed = [0] * 34
    for t in hand:
        concealed[t] += 1
    return Deal(concealed, melds, win)


def seven_pairs_deal(rng: random.Random) -> Deal | None:
    if rng.random() < 0.3:  # shifted pairs
        start = rng.randrange(3) * 9 + rng.randrange(3)
        kinds = list(range(start, start + 7))
    else:
        pool = rng.choice([list(range(34)), list(range(9)) + list(range(27, 34)), list(range(9))])
        kinds = [rng.choice(pool) for _ in range(7)]
    counts = [0] * 34
    for t in kinds:
        counts[t] += 2
    if max(counts) > 4:
        return None
    return _concealed_deal(rng, counts)


def thirteen_orphans_deal(rng: random.Random) -> Deal:
    orphans = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
    counts = [0] * 34
    for t in orphans:
        counts[t] = 1
    counts[rng.choice(orphans)] += 1
    return _concealed_deal(rng, counts)


def _knitted(rng: random.Random) -> list[int]:
    order = rng.sample(range(3), 3)
    return sorted(s * 9 + r for s, res in enumerate(order) for r in range(res, 9, 3))


def knitted_deal(rng: random.Random) -> Deal | None:
    straight = _knitted(rng)
    if rng.random() < 0.5:  # honors and knitted tiles (全不靠 / 七星不靠)
        n_honors = rng.choice([5, 6, 7])
        tiles = rng.sample(range(27, 34), n_honors) + rng.sample(straight, 14 - n_honors)
        counts = [0] * 34
        for t in tiles:
            counts[t] += 1
        return _concealed_deal(rng, counts)
    counts = [0] * 34
    for t in straight:
        counts[t] += 1
    kind, first = _random_set(rng, "mixed", (rng.randrange(3), rng.randrange(7)))
    kind = "pung" if kind == "kong" else kind
    for t in set_tiles(kind, first):
        counts[t] += 1
    counts[rng.randrange(34)] += 2
    if max(counts) > 4:
        return None
    deal = _concealed_deal(rng, counts)
    if rng.random() < 0.3:  # declare the extra set instead
        tiles = set_tiles(kind, first)
        if deal.win not in tiles or deal.concealed[deal.win] >= tiles.count(deal.win):
            for t in tiles:
                deal.concealed[t] -= 1
            if min(deal.concealed) < 0:
                return None
            deal.melds.append((kind, first, "exposed"))
    return deal


def nine_gates_deal(rng: random.Random) -> Deal:
    suit = rng.randrange(3) * 9
    counts = [0] * 34
    for r, c in enumerate((3, 1, 1, 1, 1, 1, 1, 1, 3)):
        counts[suit + r] = c
    return Deal(counts, [], suit + rng.randrange(9))


def _concealed_deal(rng: random.Random, counts: list[int]) -> Deal:
    win = rng.choice([t for t, c in enumerate(counts) if c])
    counts = list(counts)
    counts[win] -= 1
    return Deal(counts, [], win)


_GENERATORS: list[tuple[float, Callable[[random.Random], Deal | None]]] = [
    (0.80, regular_deal),
    (0.08, seven_pairs_deal),
    (0.03, thirteen_orphans_deal),
    (0.07, knitted_deal),
    (0.02, nine_gates_deal),
]


def add_context(rng: random.Random, deal: Deal) -> None:
    """Random but consistent win context (never one the reference rejects as impossible)."""
    held = deal.concealed[deal.win]
    melded = sum(set_tiles(k, f).count(deal.win) for k, f, _ in deal.melds)
    self_drawn = rng.random() < 0.4
    has_kong = any(k == "kong" for k, _, _ in deal.melds)
    kong = rng.random() < 0.12 and (has_kong if self_drawn else held == 0 and melded == 0)
    last_tile = rng.random() < 0.1 and (self_drawn or not kong)
    fourth_tile = rng.random() < 0.12 and held == 0
    deal.flags = {
        "self_drawn": self_drawn,
        "seat_wind": rng.randrange(4),
        "prevalent_wind": rng.randrange(4),
        "last_tile": last_tile,
        "kong": kong,
        "fourth_tile": fourth_tile,
        "flowers": rng.choice([0, 0, 0, 1, 2, 3, 8]),
    }


def corpus(size: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    weights = [w for w, _ in _GENERATORS]
    deals: list[Deal] = []
    while len(deals) < size:
        make = rng.choices([g for _, g in _GENERATORS], weights)[0]
        deal = make(rng)
        if deal is None:
            continue
        add_context(rng, deal)
        deals.append(deal)
    return deals


# ---------------------------------------------------------------------------------------------
# The two scorers
# ---------------------------------------------------------------------------------------------
