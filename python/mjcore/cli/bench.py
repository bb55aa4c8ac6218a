"""`mjcore bench`: a quick self-benchmark, hands per second on seeded random hands."""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Callable

from mjcore import corpus
from mjcore._core import Hand, score, shanten
from mjcore.cli.arguments import print_json
from mjcore.cli.output import Column, Output, Table

NAME = "bench"
HELP = "a quick self-benchmark: hands per second for score, shanten and the batch API"
CORPUS_SIZE = 1000
SEED = 2024
MAX_SECONDS = 3600.0  # an hour: more is a typo, and inf or nan would never return


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--seconds",
        type=budget_seconds,
        default=2.0,
        help=f"time budget in seconds, more than 0 and at most {MAX_SECONDS:g} (default 2)",
    )


def budget_seconds(text: str) -> float:
    """A time budget: a number of seconds in (0, MAX_SECONDS]; refuses inf, nan and the like."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    # Written so that nan fails it too.
    if not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds, more than 0 and at most {MAX_SECONDS:g}, got {text}"
        )
    return value


def hands_per_second(work: Callable[[], object], hands: int, budget: float) -> float:
    """Repeat ``work`` (one pass over ``hands`` hands) for about ``budget`` seconds."""
    work()  # untimed: the first call builds the tables that are built on first use
    passes = 0
    start = time.perf_counter()
    while True:
        work()
        passes += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            return passes * hands / elapsed


def corpora() -> tuple[list[Hand], list[Hand]]:
    """Seeded complete hands (for score) and 13-tile hands (for shanten)."""
    rng = random.Random(SEED)
    complete = [corpus.to_hand(corpus.random_complete_hand(rng)) for _ in range(CORPUS_SIZE)]
    drawn = [corpus.to_hand(corpus.random_hand(rng, 13)) for _ in range(CORPUS_SIZE)]
    return complete, drawn


def measure(budget: float) -> dict[str, float | None]:
    """Hands per second of each measurement; batch ones are None without NumPy."""
    complete, drawn = corpora()
    try:
        from mjcore import batch
    except ImportError:
        batch = None  # type: ignore[assignment]
    share = budget / (2 if batch is None else 4)
    rates: dict[str, float | None] = {
        "score": hands_per_second(lambda: [score(h) for h in complete], CORPUS_SIZE, share),
        "shanten": hands_per_second(lambda: [shanten(h) for h in drawn], CORPUS_SIZE, share),
        "batch_score": None,
        "batch_shanten": None,
    }
    if batch is not None:
        scored, tiles = batch.encode(complete), batch.encode(drawn)
        rates["batch_score"] = hands_per_second(
            lambda: batch.score(scored.counts, scored.melds, scored.win), CORPUS_SIZE, share
        )
        rates["batch_shanten"] = hands_per_second(lambda: batch.shanten(tiles.counts, tiles.melds), CORPUS_SIZE, share)
    return rates


LABELS = {
    "score": "score (one Hand at a time, mcr)",
    "shanten": "shanten (13 tiles, all forms)",
    "batch_score": "batch score (NumPy arrays, all threads)",
    "batch_shanten": "batch shanten (NumPy arrays, all threads)",
}


def run(args: argparse.Namespace, out: Output) -> int:
    rates = measure(args.seconds)
    if args.json:
        print_json({"seconds": args.seconds, "hands": CORPUS_SIZE, "hands_per_second": rates})
        return 0
    rows = [[LABELS[name], f"{rate:,.0f}"] for name, rate in rates.items() if rate is not None]
    out.table(
        Table(
            [Column("Measurement"), Column("Hands/s", numeric=True)],
            rows,
            title=f"{CORPUS_SIZE} seeded hands per pass, about {args.seconds:g} s in all",
        )
    )
    if rates["batch_score"] is None:
        out.line("NumPy is not installed: batch measurements skipped (pip install 'mjcore[batch]')", "dim")
    return 0
