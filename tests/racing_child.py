"""The child process of tests/test_racing_writers.py: ``python racing_child.py THREADS SECONDS
RACE...``, each RACE ``function:field:melds`` (melds ``with`` or ``closed``: closed hands and no
melds array at all; field ``out``: batch.score's out= arrays).

For each race, a writer thread rewrites one array while the main thread calls the batch
function on it with errors="mask" for SECONDS. It prints ``start RACE`` before a race (so that
a crash names it) and ``done RACE CALLS WRONG`` after, WRONG counting the values of rows
marked valid that differ from the unraced call."""

from __future__ import annotations

import dataclasses
import sys
import threading
import time
from typing import Any, Callable

import numpy as np

import depth
import mjcore
from mjcore import batch

READY = ["123m456p789s1122z", "1112345678999m", ("123m456p5z", ["pung 222z", "chow 789s"])]
DRAWN = ["123m456p789s11223z", ("123m456p55z", ["pung 222z", "chow 789s"])]
WON = [("123m456p5z", ["pung 222z", "chow 789s"], "5z"), ("1112345678999m", [], "5m")]
HANDS = {"shanten": READY, "waits": READY, "useful_tiles": READY, "discard_options": DRAWN, "is_winning": WON, "score": WON}
ARRAYS = {
    "shanten": ["counts", "melds"], "waits": ["counts", "melds"], "useful_tiles": ["counts", "melds"],
    "discard_options": ["counts", "melds"], "is_winning": ["counts", "melds", "win"],
    "score": ["counts", "melds", "win", "flowers", "flags", "seat_wind", "prevalent_wind"],
}  # fmt: skip


def hand(spec: Any) -> mjcore.Hand:
    if isinstance(spec, str):
        return mjcore.Hand.parse(spec)
    tiles, melds, *win = spec
    return mjcore.Hand.parse(tiles, melds=melds, win=win[0] if win else None)


def columns(result: Any) -> dict[str, np.ndarray]:
    """The result's arrays by name: a dataclass's fields, or a tuple's columns and valid."""
    if dataclasses.is_dataclass(result):
        named = {f.name: getattr(result, f.name) for f in dataclasses.fields(result)}
    else:
        named = {f"column {k}": v for k, v in enumerate(result[:-1])} | {"valid": result[-1]}
    return {k: v for k, v in named.items() if isinstance(v, np.ndarray)}


def racing(seconds: float, scribble: Callable[[], None], call: Callable[[], int]) -> tuple[int, int]:
    """Calls and wrong values while another thread runs ``scribble`` over and over."""
    stop = threading.Event()

    def writer() -> None:
        while not stop.is_set():
            scribble()

    racer = threading.Thread(target=writer)
    racer.start()
    calls = wrong = 0
    try:
        start = time.monotonic()
        while time.monotonic() - start < seconds:
            wrong += call()
            calls += 1
    finally:
        stop.set()
        racer.join()
    return calls, wrong


def race(function: str, field: str, closed: bool, threads: int, seconds: float) -> tuple[int, int]:
    hands = [hand(h) for h in HANDS[function]]
    if closed:
        hands = [h for h in hands if not h.melds]
    rows = hands * (depth.sized(10_000, 2_000) // len(hands))  # long enough for the writer to land mid-call
    arrays = batch.encode(rows, [{"self_drawn": k % 2 == 0} for k in range(len(rows))])
    args = {name: getattr(arrays, name) for name in ARRAYS[function] if not (closed and name == "melds")}

    def run(**extra: Any) -> Any:
        given = {k: v for k, v in args.items() if k != "counts"}
        return getattr(batch, function)(args["counts"], errors="mask", threads=threads, **given, **extra)

    if field == "out":  # the writer scribbles on the arrays batch.score writes its results into
        out = run()

        def scribble_out() -> None:
            out.total.fill(-1)
            out.fans.fill(255)

        def into_out() -> int:
            result = run(out=out)
            assert result.total is out.total and result.fans is out.fans, "out= was not written into"
            return 0

        return racing(seconds, scribble_out, into_out)
    good = args[field]
    bad = np.full_like(good, 127 if good.dtype.kind == "i" else 255)  # out of range for every field
    expected = columns(run())
    assert expected["valid"].all()
    live = good.copy()
    args[field] = live

    def scribble() -> None:
        np.copyto(live, bad)
        np.copyto(live, good)

    def compared() -> int:
        got = columns(run())
        wrong = 0
        for column in [c for c in got if c != "valid"]:
            mine = got[column]
            mask = got["valid"].reshape(got["valid"].shape + (1,) * (mine.ndim - 1))
            wrong += int(np.sum(np.broadcast_to(mask, mine.shape) & (mine != expected[column])))
        return wrong

    return racing(seconds, scribble, compared)


def main(argv: list[str]) -> None:
    threads, seconds, races = int(argv[0]), float(argv[1]), argv[2:]
    for spec in races:
        function, field, melds = spec.split(":")
        print("start", spec, flush=True)
        calls, wrong = race(function, field, melds == "closed", threads, seconds)
        print("done", spec, calls, wrong, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
