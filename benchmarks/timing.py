"""Per-hand timing shared by the comparison scripts."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any


def per_hand_median(fn: Callable[[Any], object], items: Sequence[Any], repeat: int) -> float:
    """Median over `repeat` passes of the mean seconds per item."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        times.append((time.perf_counter() - start) / len(items))
    return statistics.median(times)
