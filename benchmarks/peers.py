"""mjcore against its peers on hands from played deals, in one process, interleaved, and
written as JSON (benchmarks/results/latest.json) for `benchmarks/render.py` to put in the docs.

    python benchmarks/peers.py [--hands 3000] [--batch-hands 20000] [--rounds 9] [--out PATH]

Every peer is called the way its own documentation calls it (PyMahjongGB: keyword arguments,
written out in the call) *and* positionally; the ratio a row reports is the less favourable of
the two. mjcore.score gets its context as keyword arguments written out too, as its docs call it
(a `**dict` in the call would charge each library CPython's copy of the dict, ~0.3 µs). Each round
times every contender once over the same hands, in an order shuffled per round, so drifts of
a shared machine fall on all of them alike; a row is the median over rounds of the time per
hand. Every library's functions are read into locals once, as `each` does for the peers: read
off the module in every call they would cost a look-up each (~25 ns for mjcore's, whose module
defines `__getattr__` for what it loads lazily, and CPython then does not specialise the read).
Cold start is whole fresh processes, each library's alternately, medians and peak RSS.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

import mjcore  # noqa: E402
import played_hands  # noqa: E402
from gb_oracle import gb_args  # noqa: E402  (test-only bridge to PyMahjongGB's format)
from mjcore import batch, corpus  # noqa: E402
from mjcore.compat import mahjonggb as compat  # noqa: E402
from timing import Contenders, interleaved, machine, versions  # noqa: E402

GB_ORDER = ("pack", "hand", "winTile", "flowerCount", "isSelfDrawn", "is4thTile", "isAboutKong", "isWallLast",
            "seatWind", "prevalentWind", "verbose")


def each(fn: Callable[..., object], items: Sequence[Any], *, star: bool = False) -> Callable[[], object]:
    if star:
        return lambda: [fn(*a) for a in items] and None
    return lambda: [fn(a) for a in items] and None


def gb_by_keyword(fn: Callable[..., object], items: Sequence[tuple[Any, ...]]) -> Callable[[], object]:
    """PyMahjongGB's MahjongFanCalculator (or the drop-in) called as its README calls it."""
    return lambda: [
        fn(pack=p, hand=h, winTile=w, flowerCount=f, isSelfDrawn=s, is4thTile=t, isAboutKong=k, isWallLast=last,
           seatWind=sw, prevalentWind=pw, verbose=v)
        for p, h, w, f, s, t, k, last, sw, pw, v in items
    ] and None


CONTEXT_ORDER = ("self_drawn", "seat_wind", "prevalent_wind", "last_tile", "kong", "fourth_tile", "flowers")


def context_values(ctx: dict[str, Any]) -> tuple[Any, ...]:
    """A played hand's context in CONTEXT_ORDER (the generator gives every hand these keys)."""
    assert set(ctx) == set(CONTEXT_ORDER), sorted(ctx)
    return tuple(ctx[k] for k in CONTEXT_ORDER)


def score_by_keyword(hands: Sequence[tuple[mjcore.Hand, tuple[Any, ...]]]) -> Callable[[], object]:
    """mjcore.score with its context written out as keyword arguments, as its docs call it."""
    score = mjcore.score
    return lambda: [
        score(h, self_drawn=s, seat_wind=sw, prevalent_wind=pw, last_tile=last, kong=k, fourth_tile=t, flowers=f)
        for h, (s, sw, pw, last, k, t, f) in hands
    ] and None


def scoring(hands: list[played_hands.Played], rounds: int, subset: str) -> list[dict[str, Any]]:
    """MCR scoring: mjcore.score of a prepared Hand with its context, the compat drop-in
    and PyMahjongGB, the last two by keyword (their docs) and positionally."""
    from MahjongGB import MahjongFanCalculator as peer  # type: ignore[import-not-found]

    rng = random.Random(25)
    prepared = [(corpus.to_hand(plain), context_values(ctx)) for plain, ctx in hands]
    positional = [tuple(gb_args(plain, rng, **ctx)[k] for k in GB_ORDER) for plain, ctx in hands]
    notation = [(h.to_string(), mjcore.render_tiles([h.win or 0]), [m.to_string() for m in h.melds], ctx)
                for h, ctx in prepared]
    contenders: Contenders = {
        "score": score_by_keyword(prepared),
        "compat_kw": gb_by_keyword(compat.MahjongFanCalculator, positional),
        "compat_pos": each(compat.MahjongFanCalculator, positional, star=True),
        "gb_kw": gb_by_keyword(peer, positional),
        "gb_pos": each(peer, positional, star=True),
    }
    if subset == "all hands":  # the notation row is reported for the whole corpus only
        score, parse = mjcore.score, mjcore.Hand.parse
        contenders["score_notation"] = lambda: [
            score(parse(a, win=w, melds=m), self_drawn=s, seat_wind=sw, prevalent_wind=pw, last_tile=last, kong=k,
                  fourth_tile=t, flowers=f)
            for a, w, m, (s, sw, pw, last, k, t, f) in notation
        ] and None
    t = interleaved(contenders, len(hands), rounds, seed=1)
    gb = {"documented": t["gb_kw"], "positional": t["gb_pos"]}
    rows = [
        row(f"score/{subset}", f"`mjcore.score(hand, **context)`, {subset}", t["score"], "PyMahjongGB `MahjongFanCalculator`", gb),
        row(f"compat/{subset}", f"compat `MahjongFanCalculator`, verbose, {subset}", min(t["compat_kw"], t["compat_pos"]),
            "PyMahjongGB `MahjongFanCalculator`", gb, mine_by_style={"documented": t["compat_kw"], "positional": t["compat_pos"]}),
    ]
    if subset == "all hands":
        rows.append(row("score_notation", "`mjcore.score(Hand.parse(...), **context)` from notation", t["score_notation"],
                        "PyMahjongGB `MahjongFanCalculator`", gb))
    return rows


def shanten(hands: list[played_hands.Played], rounds: int) -> list[dict[str, Any]]:
    """Shanten of the hand before its winning tile (13 - 3k tiles with its declared melds)."""
    from MahjongGB import MahjongShanten

    rng = random.Random(26)
    ready = [corpus.to_hand((plain[0], plain[1], None)) for plain, _ in hands]
    positional = []
    for plain, _ in hands:
        a = gb_args(plain, rng)
        positional.append((a["pack"], a["hand"]))
    t = interleaved(
        {
            "hand": each(mjcore.shanten, ready),
            "gb_kw": lambda: [MahjongShanten(pack=p, hand=h) for p, h in positional] and None,
            "gb_pos": each(MahjongShanten, positional, star=True),
        },
        len(ready), rounds, seed=2,
    )
    gb = {"documented": t["gb_kw"], "positional": t["gb_pos"]}
    rows = [row("shanten", "`mjcore.shanten(hand)`, declared melds as played", t["hand"], "PyMahjongGB `MahjongShanten`", gb)]
    if _has("riichienv"):
        rows += riichi_shanten(ready, rounds)
    return rows


# The forms riichienv's shanten counts; mjcore is asked for the same.
RIICHI_FORMS = frozenset({mjcore.Form.REGULAR, mjcore.Form.SEVEN_PAIRS, mjcore.Form.THIRTEEN_ORPHANS})


def riichi_shanten(ready: list[mjcore.Hand], rounds: int) -> list[dict[str, Any]]:
    """riichienv's shanten (its tiles as 136-ids, any 13 - 3k of them) counts the regular form,
    seven pairs and thirteen orphans: mjcore is asked for those forms too. Hands with declared
    melds as Hands; meld-free hands as the list of 34 ints a Python bot holds, and as bytes."""
    from riichienv import calculate_shanten  # type: ignore[import-untyped]

    forms, mj_shanten = RIICHI_FORMS, mjcore.shanten  # locals: the calls below read no global
    melded = [h for h in ready if h.melds]
    free = [h for h in ready if not h.melds]
    lists = [list(h.concealed) for h in free]
    raw = [bytes(c) for c in lists]
    t = interleaved(
        {
            "hand": lambda: [mj_shanten(h, forms=forms) for h in melded] and None,
            "theirs": each(calculate_shanten, riichi_ids(melded)),
            "counts": lambda: [mj_shanten(c, forms=forms) for c in lists] and None,
            "bytes": lambda: [mj_shanten(c, forms=forms) for c in raw] and None,
            "theirs_free": each(calculate_shanten, riichi_ids(free)),
        },
        1, rounds, seed=3,
    )
    per = {k: v / (len(melded) if k in ("hand", "theirs") else len(free)) for k, v in t.items()}
    return [
        row("shanten_riichienv", "`mjcore.shanten(hand)`, hands with declared melds, riichienv's forms", per["hand"],
            "riichienv `calculate_shanten`", {"documented": per["theirs"]}),
        row("shanten_list", "`mjcore.shanten(list of 34 ints)`, meld-free hands, same forms", per["counts"],
            "riichienv `calculate_shanten`", {"documented": per["theirs_free"]}),
        row("shanten_list_bytes", "`mjcore.shanten(list of 34 ints)` against the same counts as bytes", per["counts"],
            "mjcore, bytes", {"documented": per["bytes"]}),
    ]


def riichi_ids(hands: list[mjcore.Hand]) -> list[list[int]]:
    """The concealed tiles as riichienv's 136-ids."""
    return [[4 * t + k for t in range(34) for k in range(h.concealed[t])] for h in hands]


def batch_shanten(arrays: batch.HandArrays, forms: frozenset[mjcore.Form] | None = None) -> Callable[[], object]:
    def run() -> None:
        batch.shanten(arrays.counts, arrays.melds, forms=forms, threads=1)
    return run


def meld_paths(hands: list[played_hands.Played], rounds: int) -> list[dict[str, Any]]:
    """Hands with declared melds against closed ones (per hand), one by one and in batch, and
    batch shanten of the hands with melds against riichienv's per call: declared melds must not
    cost more than a closed hand does."""
    ready = [corpus.to_hand((plain[0], plain[1], None)) for plain, _ in hands]
    drawn = [corpus.to_hand((tuple(c + (t == plain[2]) for t, c in enumerate(plain[0])), plain[1], None))
             for plain, _ in hands]
    subsets = {"melds": [i for i, h in enumerate(ready) if h.melds], "closed": [i for i, h in enumerate(ready) if not h.melds]}
    contenders: Contenders = {}
    for name, members in subsets.items():
        r = [ready[i] for i in members]
        d = [drawn[i] for i in members]
        arrays = batch.encode(r)
        contenders[f"shanten/{name}"] = each(mjcore.shanten, r)
        contenders[f"useful/{name}"] = each(mjcore.useful_tiles, r)
        contenders[f"discard/{name}"] = each(mjcore.discard_options, d)
        contenders[f"batch/{name}"] = batch_shanten(arrays)
    t = interleaved(contenders, 1, rounds, seed=5)
    per = {k: v / len(subsets[k.split("/")[1]]) for k, v in t.items()}
    what = {"shanten": "`mjcore.shanten(hand)`", "useful": "`mjcore.useful_tiles(hand)`",
            "discard": "`mjcore.discard_options(hand)` (after the draw)", "batch": "`batch.shanten`, 1 thread"}
    rows = [row(f"melds/{k}", f"{label}, hands with declared melds", per[f"{k}/melds"], "mjcore, closed hands",
                {"documented": per[f"{k}/closed"]}) for k, label in what.items()]
    if _has("riichienv"):
        rows.append(riichi_batch_shanten([ready[i] for i in subsets["melds"]], rounds))
    return rows


def riichi_batch_shanten(ready: list[mjcore.Hand], rounds: int) -> dict[str, Any]:
    from riichienv import calculate_shanten

    arrays = batch.encode(ready)
    t = interleaved(
        {
            "batch": batch_shanten(arrays, RIICHI_FORMS),
            "theirs": each(calculate_shanten, riichi_ids(ready)),
        },
        len(ready), rounds, seed=6,
    )
    return row("batch_shanten_riichienv", "`batch.shanten`, hands with declared melds, 1 thread, riichienv's forms",
               t["batch"], "riichienv `calculate_shanten` per call", {"documented": t["theirs"]})


def batch_scoring(hands: list[played_hands.Played], rounds: int, gb_per_hand: float) -> list[dict[str, Any]]:
    arrays = played_hands.encoded(hands)

    def run(threads: int) -> Callable[[], object]:
        return lambda: batch.score(arrays.counts, arrays.melds, arrays.win, flowers=arrays.flowers, flags=arrays.flags,
                                   seat_wind=arrays.seat_wind, prevalent_wind=arrays.prevalent_wind, threads=threads) and None

    t = interleaved({"1": run(1), "2": run(2)}, len(hands), rounds, seed=4)
    peer = {"documented": gb_per_hand, "positional": gb_per_hand}
    return [row(f"batch/{k}", f"`batch.score`, {len(hands):,} played hands, {k} thread{'s' if k != '1' else ''}", v,
                "PyMahjongGB per call (positional)", peer) for k, v in t.items()]


# Each fresh interpreter: (the import, the calls), and it times its own import.
GB_CALLS = ("MahjongShanten((), ('W1','W2','W3','B4','B5','B6','T7','T8','T9','F1','F1','F2','F2')); "
            "MahjongFanCalculator((('PENG','F2',1),), ('W1','W2','W3','B4','B5','B6','T7','T8','T9','J3'), 'J3', "
            "0, False, False, False, False, 1, 0)")
COLD = {
    "mjcore": ("import mjcore",
               "h = mjcore.Hand.parse('123m456p789s1122z'); mjcore.shanten(h); "
               "mjcore.score(mjcore.Hand.parse('123m456p789s5z', win='5z', melds=['pung 222z']), seat_wind='S')"),
    # A PyMahjongGB bot that changed its import line: the same calls as PyMahjongGB's.
    "drop-in": ("from mjcore.compat.mahjonggb import MahjongShanten, MahjongFanCalculator", GB_CALLS),
    "PyMahjongGB": ("from MahjongGB import MahjongShanten, MahjongFanCalculator", GB_CALLS),
}


def cold_program(imports: str, calls: str) -> str:
    """Prints the import's seconds and the process's peak RSS line (VmHWM: N kB)."""
    return (f"import time; t0 = time.perf_counter(); {imports}; imported = time.perf_counter() - t0; {calls}; "
            "print(imported, [line for line in open('/proc/self/status') if line.startswith('VmHWM')][0])")


def cold_start(runs: int) -> list[dict[str, Any]]:
    """Fresh interpreters running import + one shanten + one MCR score, mjcore's (its own API
    and the PyMahjongGB drop-in) and PyMahjongGB's alternately; then the same after
    `import json`, as a Botzone bot starts (it reads each turn's request as JSON)."""
    rows = []
    for before, what in (("", "fresh process: import + one shanten + one MCR score"),
                         ("import json; ", "the same after `import json` (a Botzone bot's start)")):
        out = cold_medians(runs, before)
        suffix = "_after_json" if before else ""
        rows.append(cold_row(f"cold_start{suffix}", what, out["mjcore"], out["PyMahjongGB"], runs))
        rows.append(cold_row(f"cold_start_dropin{suffix}", f"{what}, through the drop-in", out["drop-in"],
                             out["PyMahjongGB"], runs))
    return rows


def cold_medians(runs: int, before: str) -> dict[str, list[float]]:
    """Each program's median (seconds, import seconds, peak RSS KiB) over `runs` fresh processes."""
    samples: dict[str, list[tuple[float, float, int]]] = {k: [] for k in COLD}
    names = list(COLD)
    for run in range(runs):
        # Each round starts with the next program: a process that follows another finds more of
        # the interpreter's pages in the caches, and a fixed order would give that to one of them.
        for name in names[run % len(names):] + names[:run % len(names)]:
            imports, calls = COLD[name]
            start = time.perf_counter()
            # The child reports its own peak (VmHWM): a forked child's rusage would count the
            # benchmark's own memory, which the fork copied.
            proc = subprocess.run([sys.executable, "-c", before + cold_program(imports, calls)], cwd="/",
                                  capture_output=True, text=True, check=True)
            elapsed = time.perf_counter() - start
            words = proc.stdout.split()
            samples[name].append((elapsed, float(words[0]), int(words[-2])))
    return {k: [statistics.median(s[i] for s in v) for i in range(3)] for k, v in samples.items()}


def cold_row(id_: str, what: str, mine: list[float], peer: list[float], runs: int) -> dict[str, Any]:
    return {
        "id": id_,
        "what": what,
        "mjcore_s": mine[0], "mjcore_import_s": mine[1], "mjcore_peak_rss_kib": mine[2],
        "peer": "PyMahjongGB", "peer_s": peer[0], "peer_import_s": peer[1], "peer_peak_rss_kib": peer[2],
        "ratio": peer[0] / mine[0], "runs": runs,
        "mjcore_extension_bytes": os.path.getsize(mjcore._core.__file__),
        **({"target": TARGETS[id_], "import_target_s": 0.015, "peak_rss_target_kib": 20 * 1024} if id_ in TARGETS else {}),
    }


# What issue #25 asks of each row (the least ratio, peer's time over ours). Rows against
# "mjcore, closed hands" ask that declared melds cost no more per hand than a closed hand;
# the list row against bytes, that a list be read within 1.3x of bytes.
TARGETS = {
    "score/all hands": 5.0, "compat/all hands": 3.0, "shanten_riichienv": 2.0, "shanten_list": 1.5,
    "shanten_list_bytes": 1 / 1.3, "melds/shanten": 1.0, "melds/useful": 1.0, "melds/discard": 1.0,
    "melds/batch": 1.0, "batch_shanten_riichienv": 3.0, "batch/2": 30.0, "cold_start": 1.0, "cold_start_dropin": 1.0,
}


def row(id_: str, what: str, mine: float, peer: str, theirs: dict[str, float],
        mine_by_style: dict[str, float] | None = None) -> dict[str, Any]:
    """One row; `ratio` is the peer's time over ours, the less favourable of the call styles
    (each style against ours called the same way, when ours has styles too)."""
    ours = mine_by_style or dict.fromkeys(theirs, mine)
    ratio = min(theirs[style] / ours[style] for style in theirs)
    out = {"id": id_, "what": what, "mjcore_s": mine, "peer": peer, "peer_s": theirs, "ratio": ratio}
    if id_ in TARGETS:
        out["target"] = TARGETS[id_]
    return out


def _has(module: str) -> bool:
    from importlib.util import find_spec

    return find_spec(module) is not None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--batch-hands", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--cold-runs", type=int, default=41)
    parser.add_argument("--out", type=Path, default=HERE / "results" / "latest.json")
    args = parser.parse_args()
    load = list(os.getloadavg())
    hands = played_hands.played_hands(args.batch_hands, seed=2026)
    calls = hands[: args.hands]
    rows = scoring(calls, args.rounds, "all hands")
    rows += scoring(list(played_hands.meld_free(calls)), args.rounds, "meld-free hands")
    rows += scoring(list(played_hands.meld_heavy(calls)), args.rounds, "hands with 2+ declared sets")
    rows += shanten(calls, args.rounds)
    rows += meld_paths(calls, args.rounds)
    gb_per_hand = rows[0]["peer_s"]["positional"]
    rows += batch_scoring(hands, args.rounds, gb_per_hand)
    result = {
        "schema": 1,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "command": "python benchmarks/peers.py " + " ".join(sys.argv[1:]),
        "machine": {**machine(), "load_average_before": load},
        "versions": versions("PyMahjongGB", "numpy", "riichienv"),
        "corpus": {"generator": "benchmarks/played_hands.py", "seed": 2026, "hands": len(calls),
                   "batch_hands": len(hands), "features": played_hands.describe(calls)},
        "rounds": args.rounds,
        "rows": rows,
        "cold_start": cold_start(args.cold_runs),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
