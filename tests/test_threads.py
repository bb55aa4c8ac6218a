"""Thread safety: many Python threads using the core at once on shared
rulesets get exactly the answers of a serial run (the core has no global
mutable state; its tables are built once, thread-safely)."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any

import mjcore
from mcr_corpus import random_case
from mjcore import corpus

N_HANDS = 3000
N_THREADS = 8


def _answers(cases: list[tuple[mjcore.Hand, dict[str, Any]]]) -> list[Any]:
    out: list[Any] = []
    for hand, ctx in cases:
        try:
            s = mjcore.score(hand, **ctx)
            out.append((s.total, s.fan_counts))
        except ValueError as exc:
            out.append(str(exc))
        out.append([d.wait for d in mjcore.decompose(hand)])
        out.append(mjcore.waits(hand))
    return out


def _run_in_threads(work: Callable[[], list[Any]]) -> list[list[Any]]:
    results: list[list[Any]] = [[] for _ in range(N_THREADS)]
    barrier = threading.Barrier(N_THREADS)

    def run(k: int) -> None:
        barrier.wait()  # start together, so the calls really overlap
        results[k] = work()

    threads = [threading.Thread(target=run, args=(k,)) for k in range(N_THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def test_concurrent_scoring_matches_serial() -> None:
    rng = random.Random(5)
    cases = []
    for _ in range(N_HANDS):
        plain, ctx = random_case(rng)
        cases.append((corpus.to_hand(plain), ctx))
    serial = _answers(cases)
    for result in _run_in_threads(lambda: _answers(cases)):
        assert result == serial
