"""Seeded batch rows with their hands and win contexts, some of their rows,
batch.score over every array of them, and two scores compared: shared by the
batch tests."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import numpy as np

import mjcore
from mcr_corpus import random_case
from mjcore import batch, corpus


def score_case_arrays(n: int, seed: int) -> tuple[batch.HandArrays, list[mjcore.Hand], list[dict[str, Any]]]:
    rng = random.Random(seed)
    hands, contexts = [], []
    for _ in range(n):
        plain, ctx = random_case(rng)
        hand = corpus.to_hand(plain)
        flowers = ctx.pop("flowers")
        hands.append(mjcore.Hand.from_counts(list(plain[0]), hand.melds, plain[2], flowers=flowers))
        contexts.append(ctx)
    return batch.encode(hands, contexts), hands, contexts


def rows_of(a: batch.HandArrays, rows: Any) -> batch.HandArrays:
    """The rows `rows` (a slice or an index array) of every array of `a`."""
    return batch.HandArrays(*(getattr(a, f.name)[rows] for f in dataclasses.fields(batch.HandArrays)))


def batch_score(a: batch.HandArrays, **kw: Any) -> batch.ScoreArrays:
    return batch.score(
        a.counts,
        a.melds,
        a.win,
        flowers=a.flowers,
        flags=a.flags,
        seat_wind=a.seat_wind,
        prevalent_wind=a.prevalent_wind,
        **kw,
    )


def assert_same_scores(a: batch.ScoreArrays, b: batch.ScoreArrays) -> None:
    assert a.columns == b.columns
    for field in ("total", "base", "fans", "valid"):
        np.testing.assert_array_equal(getattr(a, field), getattr(b, field), err_msg=field)
