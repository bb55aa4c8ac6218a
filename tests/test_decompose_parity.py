"""Core and reference agree, hand for hand, on seeded random corpora."""

from __future__ import annotations

import random

import mjcore
from depth import sized
from mjcore import corpus, reference
from parity import core_decompositions

N_COMPLETE = sized(100_000, 1_500)
N_NOT_COMPLETE = sized(100_000, 1_500)
SEED = 20261129


def test_complete_hands_decompose_identically() -> None:
    rng = random.Random(SEED)
    forms: set[str] = set()
    multi = 0
    for _ in range(N_COMPLETE):
        plain = corpus.random_complete_hand(rng)
        hand = corpus.to_hand(plain)
        core = core_decompositions(hand)
        ref = reference.decompose(*plain)
        assert len(core) == len(set(core)), plain
        assert set(core) == set(ref), plain
        assert mjcore.is_winning(hand) and reference.is_winning(*plain)
        forms.update(d[0] for d in core)
        multi += len(core) > 1
    # The corpus really exercises every form and ambiguous hands.
    assert forms == {"regular", "seven_pairs", "thirteen_orphans", "knitted_straight", "knitted_and_honors"}
    assert multi > N_COMPLETE // 20


def test_waiting_sets_agree() -> None:
    rng = random.Random(SEED + 1)
    for _ in range(N_COMPLETE // 5):
        plain = corpus.random_complete_hand(rng)
        concealed, melds, _ = plain
        assert mjcore.waits(corpus.to_hand(plain)) == list(reference.waits(concealed, melds)), plain


def test_incomplete_hands_are_rejected_by_both() -> None:
    rng = random.Random(SEED + 2)
    rejected = 0
    for i in range(N_NOT_COMPLETE):
        if i % 2:
            plain = corpus.near_miss(rng)
        else:
            n_melds = rng.randrange(5)
            plain = corpus.random_hand(rng, 14 - 3 * n_melds, n_melds)
        hand = corpus.to_hand(plain)
        core = mjcore.is_winning(hand)
        assert core == reference.is_winning(*plain), plain
        assert (len(mjcore.decompose(hand)) > 0) == core
        rejected += not core
    assert rejected > N_NOT_COMPLETE * 0.9
