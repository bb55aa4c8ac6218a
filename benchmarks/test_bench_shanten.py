"""pytest-benchmark suites for shanten, useful tiles, discard advice and waits:
``pytest benchmarks/test_bench_shanten.py --benchmark-enable``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import mjcore
from corpus_fixture import complete_hands, drawn_hands
from mjcore import corpus
from mjcore.compat.mahjonggb import MahjongShanten

sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
from gb_oracle import gb_code  # noqa: E402 - test-only bridge to PyMahjongGB's tile codes

DRAWN = drawn_hands()
DRAWN_BYTES = [bytes(c) for c in DRAWN]
DRAWN_HANDS = [mjcore.Hand.from_counts(c) for c in DRAWN]
AFTER_DRAW = [bytes(c) for c in drawn_hands(14)]
READY = [corpus.to_hand(p) for p in complete_hands()]  # each waits on its winning tile
RIICHI_FORMS = frozenset({mjcore.Form.REGULAR, mjcore.Form.SEVEN_PAIRS, mjcore.Form.THIRTEEN_ORPHANS})
GB_HANDS = [tuple(gb_code(t) for t in range(34) for _ in range(c[t])) for c in DRAWN]


def _each(fn: Any, items: list[Any]) -> None:
    for item in items:
        fn(item)


def test_shanten_prepared_hand(benchmark: Any) -> None:
    benchmark(_each, mjcore.shanten, DRAWN_HANDS)


def test_shanten_counts(benchmark: Any) -> None:
    benchmark(_each, mjcore.shanten, DRAWN_BYTES)


def test_shanten_counts_riichi_forms(benchmark: Any) -> None:
    benchmark(_each, lambda b: mjcore.shanten(b, forms=RIICHI_FORMS), DRAWN_BYTES)


def test_useful_tiles(benchmark: Any) -> None:
    benchmark(_each, mjcore.useful_tiles, DRAWN_BYTES)


def test_discard_options(benchmark: Any) -> None:
    benchmark(_each, mjcore.discard_options, AFTER_DRAW[:200])


def test_waits(benchmark: Any) -> None:
    benchmark(_each, mjcore.waits_by_form, READY)


def test_compat_mahjong_shanten(benchmark: Any) -> None:
    benchmark(_each, lambda h: MahjongShanten((), h), GB_HANDS)
