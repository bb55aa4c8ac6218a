"""Timing and the machine's description, shared by the comparison scripts."""

from __future__ import annotations

import os
import platform
import random
import statistics
import time
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

import mjcore

Contenders = dict[str, Callable[[], object]]


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


def versions(*packages: str) -> dict[str, str]:
    """Python's, mjcore's and each installed package's version (one not installed is left out)."""
    found = {"python": platform.python_version(), "mjcore": mjcore.__version__}
    for name in packages:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return found
