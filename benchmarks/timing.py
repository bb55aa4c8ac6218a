"""Timing and the machine's description, shared by the comparison scripts."""

from __future__ import annotations

import os
import platform
import random
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

Contenders = dict[str, Callable[[], None]]


def per_hand_median(fn: Callable[[Any], object], items: Sequence[Any], repeat: int) -> float:
    """Median over `repeat` passes of the mean seconds per item."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        times.append((time.perf_counter() - start) / len(items))
    return statistics.median(times)


def interleaved(contenders: Contenders, n_items: int, rounds: int, seed: int) -> dict[str, float]:
    """Median seconds per item of each contender (each a pass over the items), rounds interleaved."""
    rng = random.Random(seed)
    times: dict[str, list[float]] = {name: [] for name in contenders}
    names = list(contenders)
    for _ in range(rounds):
        rng.shuffle(names)
        for name in names:
            start = time.perf_counter()
            contenders[name]()
            times[name].append((time.perf_counter() - start) / n_items)
    return {name: statistics.median(t) for name, t in times.items()}


def machine() -> dict[str, Any]:
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    return {"cpu": cpu, "cores": os.cpu_count(), "load_average": list(os.getloadavg()), "platform": platform.platform()}
