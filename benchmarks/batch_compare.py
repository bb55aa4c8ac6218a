"""The batch API beside the per-call API and the peers, on the seeded benchmark
corpus (batch scoring on fresh hands too): the per-hand cost of every batch
function at N = 1, 64, 4096 and 1,000,000 rows on 1 and 2 threads, and the peak
memory of a 1,000,000-row call against its input and output arrays (in a fresh
interpreter each).

    python benchmarks/batch_compare.py [--repeat 7]    (also run by compare.py)
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, is_dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
# Nothing here uses BLAS, but NumPy's OpenBLAS worker threads were seen busy-waiting
# through these runs (a tenth of the samples under perf), competing with the batch
# API's own threads on a small machine. Set before NumPy is first imported.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import mjcore  # noqa: E402
from corpus_fixture import complete_hands, drawn_hands, fresh_complete_hands, mixed_hands  # noqa: E402
from mjcore import batch, corpus  # noqa: E402
from timing import per_hand_median  # noqa: E402

SIZES = (1, 64, 4096, 1_000_000)
THREADS = (1, 2)
MIN_ROWS_PER_PASS = 20_000  # small batches are called repeatedly within a pass


@dataclass(frozen=True)
class Case:
    """One batch function on one corpus: its input arrays (a row per corpus hand), how to
    call it, and the cost per hand of the per-call API and of a peer on the same hands."""

    function: str
    corpus: str
    arrays: tuple[Any, ...]
    call: Callable[[tuple[Any, ...], int | None], object]
    per_call: Callable[[int], float]
    peer: tuple[str, Callable[[int], float]] | None = None


def per_item(fn: Callable[[Any], object], items: Sequence[Any]) -> Callable[[int], float]:
    """Seconds per item of calling fn on each item: the median over `repeat` passes."""
    return functools.partial(per_hand_median, fn, items)


def tiled(a: Any, n: int) -> Any:
    """The corpus rows repeated to n rows."""
    return np.ascontiguousarray(np.resize(a, (n, *a.shape[1:])))


def _peer_of_shanten(drawn: list[list[int]]) -> tuple[str, Callable[[int], float]] | None:
    try:
        import riichienv
    except ImportError:
        return None
    tiles136 = [[4 * t + k for t in range(34) for k in range(c[t])] for c in drawn]
    return "riichienv calculate_shanten", per_item(riichienv.calculate_shanten, tiles136)


def _peer_of_useful_tiles(drawn: list[list[int]]) -> tuple[str, Callable[[int], float]] | None:
    try:
        import xiangting
    except ImportError:
        return None
    four = xiangting.PlayerCount.FOUR
    return "xiangting necessary_tiles", per_item(lambda c: xiangting.calculate_necessary_tiles(c, four), drawn)


def _peer_of_score(plain: list[corpus.PlainHand]) -> tuple[str, Callable[[int], float]] | None:
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        return None
    from gb_oracle import gb_args  # test-only bridge to PyMahjongGB's argument format

    rng = random.Random(5)
    args = [gb_args(p, rng) for p in plain]
    for a in args:
        a["verbose"] = False
    return "PyMahjongGB MahjongFanCalculator", per_item(lambda a: MahjongFanCalculator(**a), args)


def make_case(
    function: str,
    corpus_name: str,
    arrays: tuple[Any, ...],
    per_call: Callable[[Any], object],
    items: Sequence[Any],
    peer: tuple[str, Callable[[int], float]] | None = None,
) -> Case:
    """mjcore.batch.<function> on `arrays`, beside `per_call` on the same hands (`items`)."""
    run = getattr(batch, function)
    return Case(function, corpus_name, arrays, lambda a, t: run(*a, threads=t), per_item(per_call, items), peer)


def cases() -> list[Case]:
    """Every case on the seeded corpus (fresh_score_cases draws the fresh hands, which is
    slow: only where needed)."""
    complete_plain = complete_hands()
    complete = [corpus.to_hand(p) for p in complete_plain]
    scored = batch.encode(complete)
    mixed = [corpus.to_hand(p) for p in mixed_hands()]
    half = batch.encode(mixed)
    # The concealed part of each complete hand, its melds kept: ready hands, a third with melds.
    ready = [mjcore.Hand.from_counts(list(p[0]), list(h.melds)) for p, h in zip(complete_plain, complete)]
    melded = batch.encode(ready)
    drawn13, drawn14 = drawn_hands(13), drawn_hands(14)
    counts13, counts14 = np.array(drawn13, np.uint8), np.array(drawn14, np.uint8)
    bytes13, bytes14 = [bytes(c) for c in drawn13], [bytes(c) for c in drawn14]
    no_melds, ready_hands = "13 drawn, no melds", "ready, 1/3 melded"
    return [
        make_case(
            "score",
            "complete (MCR)",
            (scored.counts, scored.melds, scored.win),
            mjcore.score,
            complete,
            _peer_of_score(complete_plain),
        ),
        make_case("is_winning", "half complete", (half.counts, half.melds, half.win), mjcore.is_winning, mixed),
        make_case("shanten", no_melds, (counts13,), mjcore.shanten, bytes13, _peer_of_shanten(drawn13)),
        make_case("shanten", ready_hands, (melded.counts, melded.melds), mjcore.shanten, ready),
        make_case("waits", ready_hands, (melded.counts, melded.melds), mjcore.waits, ready),
        make_case("useful_tiles", no_melds, (counts13,), mjcore.useful_tiles, bytes13, _peer_of_useful_tiles(drawn13)),
        make_case("discard_options", "14 drawn, no melds", (counts14,), mjcore.discard_options, bytes14),
    ]


def fresh_score_cases() -> list[Case]:
    """batch.score on hands it has not seen: 100,000 drawn afresh (repeated ten times for a
    million rows), PyMahjongGB and the per-call API on the same 100,000; then the same
    calls each writing over the last one's result (out=), as a pipeline scoring batch
    after batch can, instead of new arrays whose pages the system must zero first."""
    plain = fresh_complete_hands()
    hands = [corpus.to_hand(p) for p in plain]
    arrays = batch.encode(hands)
    fresh = make_case(
        "score", "fresh (MCR)", (arrays.counts, arrays.melds, arrays.win), mjcore.score, hands, _peer_of_score(plain)
    )
    last: dict[int, batch.ScoreArrays] = {}  # by row count: the previous call's result

    def score_into_last(a: tuple[Any, ...], threads: int | None) -> batch.ScoreArrays:
        n = len(a[0])
        last[n] = batch.score(*a, threads=threads, out=last.get(n))
        return last[n]

    # The per-call and peer figures are the fresh case's: timed once, shown on both rows.
    per_call = functools.cache(fresh.per_call)
    peer = fresh.peer and (fresh.peer[0], functools.cache(fresh.peer[1]))
    return [
        dataclasses.replace(fresh, per_call=per_call, peer=peer),
        Case("score", "fresh, out= reused", fresh.arrays, score_into_last, per_call, peer),
    ]


def batch_per_hand(case: Case, n: int, repeat: int) -> tuple[float, ...]:
    """Seconds per row of one call on n rows, on each of THREADS: the median over passes that
    take the thread counts in turn, so that both meet the same load on this shared machine
    (a million-row pass is one call; fewer of those)."""
    arrays = tuple(tiled(a, n) for a in case.arrays)
    calls = max(1, MIN_ROWS_PER_PASS // n)
    passes = max(5, repeat // 2) if n >= 1_000_000 else repeat
    times: dict[int, list[float]] = {t: [] for t in THREADS}
    for _ in range(passes):
        for threads in THREADS:
            start = time.perf_counter()
            for _ in range(calls):
                case.call(arrays, threads)
            times[threads].append((time.perf_counter() - start) / (calls * n))
    return tuple(statistics.median(times[t]) for t in THREADS)


def array_bytes(result: object) -> int:
    """Bytes of every NumPy array in a batch result (an array, a tuple or a dataclass)."""
    if isinstance(result, np.ndarray):
        return int(result.nbytes)
    if is_dataclass(result):
        return sum(array_bytes(getattr(result, f.name)) for f in fields(result))
    if isinstance(result, tuple):
        return sum(array_bytes(r) for r in result)
    return 0


def peak_resident() -> int:
    """This process's peak resident bytes. Linux's VmHWM belongs to the process's own
    memory; ru_maxrss would start at the parent's size in a child that was forked."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024  # bytes on macOS, KiB elsewhere


def memory_probe(index: int, n: int) -> tuple[int, int, int]:
    """(input bytes, output bytes, peak resident growth during the call) of case `index`
    on n rows in this process, on the default threads, after a one-row call has built
    the lookup tables (their construction needs scratch memory once per process)."""
    case = cases()[index]
    case.call(tuple(tiled(a, 1) for a in case.arrays), None)
    arrays = tuple(tiled(a, n) for a in case.arrays)
    before = peak_resident()
    result = case.call(arrays, None)
    return sum(a.nbytes for a in arrays), array_bytes(result), peak_resident() - before


def memory_in_fresh_interpreter(index: int, n: int) -> tuple[int, int, int]:
    out = subprocess.run(
        [sys.executable, __file__, "--memory-probe", str(index), str(n)], capture_output=True, text=True, check=True
    )
    inputs, outputs, grown = (int(x) for x in out.stdout.split())
    return inputs, outputs, grown


def fmt(seconds: float) -> str:
    return f"{seconds * 1e9:8.0f} ns" if seconds < 1e-5 else f"{seconds * 1e6:8.2f} µs"


def report(repeat: int) -> None:
    plain_cases = cases()
    all_cases = plain_cases + fresh_score_cases()
    print("\nBatch API, per hand (medians; 'per call' is the same function called hand by hand;")
    print("speedups use the default threads = all cores, here 2; scaling = 1-thread / 2-thread time)\n")
    print(
        f"{'function':16} {'corpus':20} {'N':>9} {'1 thread':>11} {'2 threads':>11} {'scaling':>8}"
        f" {'per call':>11} {'x call':>7} {'peer':>11} {'x peer':>7}"
    )
    for case in all_cases:
        call = case.per_call(repeat)
        peer = case.peer[1](max(1, repeat // 3)) if case.peer else float("nan")
        for n in SIZES:
            one, two = batch_per_hand(case, n, repeat)
            peer_text = f"{fmt(peer):>11} {peer / two:6.1f}x" if case.peer else f"{'':>11} {'':>7}"
            print(
                f"{case.function:16} {case.corpus:20} {n:>9,} {fmt(one):>11} {fmt(two):>11} {one / two:7.2f}x"
                f" {fmt(call):>11} {call / two:6.1f}x {peer_text}"
            )
    peers = dict.fromkeys(f"{c.function}: {c.peer[0]}" for c in all_cases if c.peer)  # once each, in order
    print("\npeers: " + "; ".join(peers))
    print("\nMemory of one 1,000,000-row call (fresh interpreter; peak resident growth during the call):")
    for index, case in enumerate(plain_cases):  # the fresh hands' score memory is the first score row's
        inputs, outputs, grown = memory_in_fresh_interpreter(index, 1_000_000)
        peak = inputs + grown
        print(
            f"  {case.function:16} {case.corpus:20} inputs {inputs / 1e6:6.1f} MB, outputs {outputs / 1e6:6.1f} MB,"
            f" growth {grown / 1e6:6.1f} MB: peak {peak / (inputs + outputs):.2f}x inputs + outputs"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--memory-probe", nargs=2, type=int, metavar=("CASE", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.memory_probe:
        print(*memory_probe(*args.memory_probe))
        return
    report(args.repeat)


if __name__ == "__main__":
    main()
