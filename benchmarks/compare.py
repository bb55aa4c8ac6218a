"""Time mjcore against the pure-Python reference (and installed peers) on the
same seeded hands, in one run, and print per-hand medians and ratios.

    python benchmarks/compare.py [--repeat 7] [--hands 2000]
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import mjcore  # noqa: E402
from corpus_fixture import complete_hands, mixed_hands  # noqa: E402
from mjcore import corpus, reference  # noqa: E402


def per_hand_median(fn: Callable[[Any], object], items: Sequence[Any], repeat: int) -> float:
    """Median over `repeat` passes of the mean seconds per item."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        times.append((time.perf_counter() - start) / len(items))
    return statistics.median(times)


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def fmt(seconds: float) -> str:
    return f"{seconds * 1e9:10.0f} ns" if seconds < 1e-5 else f"{seconds * 1e6:10.2f} µs"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()

    complete_plain = complete_hands()
    mixed_plain = mixed_hands()
    complete = [corpus.to_hand(p) for p in complete_plain]
    mixed = [corpus.to_hand(p) for p in mixed_plain]
    texts = [h.to_string() + mjcore.render_tiles([h.win]) for h in complete if not h.melds and h.win is not None]

    rows: list[tuple[str, str, float, float]] = [
        (
            "is_winning",
            "mixed",
            per_hand_median(mjcore.is_winning, mixed, args.repeat),
            per_hand_median(lambda p: reference.is_winning(*p), mixed_plain, args.repeat),
        ),
        (
            "is_winning (from text)",
            "complete, no melds",
            per_hand_median(mjcore.is_winning, texts, args.repeat),
            float("nan"),
        ),
        (
            "decompose",
            "complete",
            per_hand_median(mjcore.decompose, complete, args.repeat),
            per_hand_median(lambda p: reference.decompose(*p), complete_plain, args.repeat),
        ),
        (
            "waiting_tiles",
            "complete",
            per_hand_median(mjcore.waiting_tiles, complete, args.repeat),
            per_hand_median(lambda p: reference.waiting_tiles(p[0], p[1]), complete_plain, max(1, args.repeat // 3)),
        ),
    ]
    print(f"machine: {cpu_model()} | Python {platform.python_version()}")
    print(f"hands: {len(complete)} complete, {len(mixed)} mixed (seeded); medians of {args.repeat} passes\n")
    print(f"{'function':26} {'corpus':20} {'mjcore':>13} {'reference':>13} {'ratio':>8}")
    for name, what, core, ref in rows:
        ratio = "" if ref != ref else f"{ref / core:7.0f}x"
        ref_text = "" if ref != ref else fmt(ref)
        print(f"{name:26} {what:20} {fmt(core):>13} {ref_text:>13} {ratio:>8}")


if __name__ == "__main__":
    main()
