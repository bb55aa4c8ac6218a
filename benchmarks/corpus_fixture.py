"""The fixed seeded corpus every benchmark uses, so runs compare like with like."""

from __future__ import annotations

import random

from mjcore import corpus

SEED = 1234
N_HANDS = 2000
N_FRESH = 100_000


def complete_hands() -> list[corpus.PlainHand]:
    rng = random.Random(SEED)
    return [corpus.random_complete_hand(rng) for _ in range(N_HANDS)]


def fresh_complete_hands(n: int = N_FRESH) -> list[corpus.PlainHand]:
    """Complete hands drawn afresh, as many as a scoring pipeline sends in one batch. The
    2,000-hand corpus repeated to a million rows lets the CPU's branch predictors learn its
    hands (batch scoring runs ~20% faster on it); these, repeated ten times, it cannot."""
    rng = random.Random(SEED + 3)
    return [corpus.random_complete_hand(rng) for _ in range(n)]


def mixed_hands() -> list[corpus.PlainHand]:
    """Half complete, half near misses: what an is_winning caller sees."""
    rng = random.Random(SEED + 1)
    return [corpus.random_complete_hand(rng) if i % 2 else corpus.near_miss(rng) for i in range(N_HANDS)]


def drawn_hands(tiles: int = 13) -> list[list[int]]:
    """`tiles` tiles drawn at random from a full set, as 34 counts: what shanten callers see
    (and what the shanten libraries benchmark on)."""
    rng = random.Random(SEED + 2)
    wall = [t for t in range(34) for _ in range(4)]
    hands = []
    for _ in range(N_HANDS):
        counts = [0] * 34
        for t in rng.sample(wall, tiles):
            counts[t] += 1
        hands.append(counts)
    return hands
