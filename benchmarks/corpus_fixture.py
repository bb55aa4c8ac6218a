"""The fixed seeded corpus every benchmark uses, so runs compare like with like."""

from __future__ import annotations

import random

from mjcore import corpus

SEED = 1234
N_HANDS = 2000


def complete_hands() -> list[corpus.PlainHand]:
    rng = random.Random(SEED)
    return [corpus.random_complete_hand(rng) for _ in range(N_HANDS)]


def mixed_hands() -> list[corpus.PlainHand]:
    """Half complete, half near misses: what an is_winning caller sees."""
    rng = random.Random(SEED + 1)
    return [corpus.random_complete_hand(rng) if i % 2 else corpus.near_miss(rng) for i in range(N_HANDS)]
