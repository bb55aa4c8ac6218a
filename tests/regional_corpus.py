"""Seeded random cases for the regional rulesets: complete hands drawn from a few tile kinds
(so flushes, roots, pungs and seven pairs come often), declared pungs and kongs (and chows
where the ruleset claims them), and a random win context. A few cases break the ruleset's
tile rules (an honour, a third suit, a claimed chow) or contradict themselves: both scorers
must then refuse."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from mjcore import corpus

Case = tuple[corpus.PlainHand, dict[str, Any]]
HONORS = tuple(range(27, 34))


def _pool(rng: random.Random, suits: int, honors: bool) -> list[int]:
    chosen = rng.sample(range(3), suits)
    pool = [9 * s + r for s in chosen for r in range(9)]
    if rng.random() < 0.5:  # a narrower pool: more pungs, roots and flushes
        pool = rng.sample(pool, rng.randint(4, min(9, len(pool))))
    if honors:
        pool += rng.sample(HONORS, rng.randint(1, 7))
    return pool


def _tiles(kind: str, first: int) -> list[int]:
    return [first, first + 1, first + 2] if kind == "chow" else [first] * (4 if kind == "kong" else 3)


def special_hand(rng: random.Random) -> corpus.PlainHand:
    """A concealed 十三幺 or 九莲宝灯 (1112345678999 of a suit and one more), its winning tile
    among the concealed ones."""
    counts = [0] * 34
    if rng.random() < 0.5:
        for t in (0, 8, 9, 17, 18, *range(26, 34)):
            counts[t] = 1
        counts[rng.choice((0, 8, 9, 17, 18, *range(26, 34)))] += 1
    else:
        suit = 9 * rng.randrange(3)
        for r, n in enumerate((3, 1, 1, 1, 1, 1, 1, 1, 3)):
            counts[suit + r] = n
        counts[suit + rng.randrange(9)] += 1
    win = rng.choice([t for t, c in enumerate(counts) if c])
    counts[win] -= 1
    return tuple(counts), (), win


def random_hand(
    rng: random.Random, *, suits: int, honors: bool, chows_declared: bool, seven_pairs: float = 0.15
) -> corpus.PlainHand | None:
    """A complete hand (None when the draw fails), its winning tile among the concealed ones."""
    pool = _pool(rng, suits, honors)
    counts = [0] * 34
    if rng.random() < seven_pairs:  # seven pairs, a kind held four times allowed
        for _ in range(7):
            t = rng.choice(pool)
            if counts[t] > 2:
                return None
            counts[t] += 2
        melds: list[corpus.PlainMeld] = []
    else:
        melds = []
        n_declared = rng.choices((0, 1, 2, 3, 4), weights=(35, 20, 20, 15, 10))[0]
        for i in range(4):
            t = rng.choice(pool)
            kind = rng.choices(("chow", "pung", "kong"), weights=(40, 45, 15))[0]
            if kind == "chow" and (t >= 27 or t % 9 > 6):
                kind = "pung"
            declared = i < n_declared
            if kind == "kong" and not declared:
                kind = "pung"
            if kind == "chow" and declared and not chows_declared:
                kind = "pung"
            for x in _tiles(kind, t):
                counts[x] += 1
            if declared:
                source = "concealed" if kind == "kong" and rng.random() < 0.4 else "exposed"
                melds.append((kind, t, source))
        counts[rng.choice(pool)] += 2  # the pair
        if any(c > 4 for c in counts):
            return None
        for kind, t, _ in melds:  # the declared tiles leave the concealed part
            for x in _tiles(kind, t):
                counts[x] -= 1
    held = [t for t, c in enumerate(counts) if c]
    win = rng.choice(held)
    counts[win] -= 1
    return tuple(counts), tuple(melds), win


def random_context(rng: random.Random) -> dict[str, Any]:
    self_drawn = rng.random() < 0.45
    return {
        "self_drawn": self_drawn,
        "seat_wind": rng.randrange(4),
        "prevalent_wind": rng.randrange(4),
        "last_tile": rng.random() < 0.08,
        "kong": rng.random() < 0.1,
        "first_turn": rng.random() < 0.05,
        "discard_after_kong": not self_drawn and rng.random() < 0.08,
    }


def cases(
    n: int, seed: int, *, honors: bool, chows_declared: bool, max_suits: int, seven_pairs: float = 0.15,
    special: float = 0.0,
) -> Iterator[Case]:
    """n cases; about 3% break the tile rules (an honour, one suit too many, a claimed chow);
    a share `special` are 十三幺 or 九莲宝灯, `seven_pairs` (of the others) seven pairs."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        if special and rng.random() < special:
            made += 1
            yield special_hand(rng), random_context(rng)
            continue
        breaking = rng.random() < 0.03
        suits = rng.randint(1, max_suits) if not breaking else rng.randint(1, 3)
        plain = random_hand(
            rng,
            suits=suits,
            honors=honors or (breaking and rng.random() < 0.4),
            chows_declared=chows_declared or (breaking and rng.random() < 0.5),
            seven_pairs=seven_pairs,
        )
        if plain is None:
            continue
        made += 1
        yield plain, random_context(rng)
