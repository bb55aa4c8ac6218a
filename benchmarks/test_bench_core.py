"""pytest-benchmark suites for the core: run with
``pytest benchmarks --benchmark-enable`` (the normal test run executes each once)."""

from __future__ import annotations

from typing import Any

import mjcore
from corpus_fixture import complete_hands, mixed_hands
from mjcore import corpus, reference

COMPLETE = [corpus.to_hand(p) for p in complete_hands()]
MIXED = [corpus.to_hand(p) for p in mixed_hands()]
MIXED_TEXT = [h.to_string() + mjcore.render_tiles([h.win]) if h.win is not None else h.to_string() for h in MIXED]
MIXED_PLAIN = mixed_hands()


def _each(fn: Any, items: list[Any]) -> None:
    for item in items:
        fn(item)


def test_is_winning_prepared(benchmark: Any) -> None:
    benchmark(_each, mjcore.is_winning, MIXED)


def test_is_winning_from_text(benchmark: Any) -> None:
    benchmark(_each, mjcore.is_winning, [t for t, h in zip(MIXED_TEXT, MIXED) if not h.melds])


def test_decompose(benchmark: Any) -> None:
    benchmark(_each, mjcore.decompose, COMPLETE)


def test_waiting_tiles(benchmark: Any) -> None:
    benchmark(_each, mjcore.waits, COMPLETE)


def test_reference_is_winning(benchmark: Any) -> None:
    benchmark(_each, lambda p: reference.is_winning(*p), MIXED_PLAIN)


def test_score(benchmark: Any) -> None:
    benchmark(_each, mjcore.score, COMPLETE)


def test_compat_fan_calculator(benchmark: Any) -> None:
    import random

    from gb_oracle import gb_args
    from mjcore.compat.mahjonggb import MahjongFanCalculator

    rng = random.Random(5)
    calls = [gb_args(p, rng) for p in complete_hands()]
    benchmark(_each, lambda a: MahjongFanCalculator(**a), calls)
