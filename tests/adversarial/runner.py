"""The child process of one family: ``python -m adversarial.runner FAMILY --seed S --calls N
--progress FILE --results FILE [--start K] [--only K]``.

Before each call it appends ``index<TAB>label`` to the progress file (so that a crash or a
hang names its input); each broken contract is a JSON line in the results file; the last
line is ``{"done": calls}``. ``--only K`` runs case K alone and prints its verdict.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time

from adversarial.contract import judge
from adversarial.families import FAMILIES, Context

MAX_LABEL = 400


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m adversarial.runner")
    p.add_argument("family", choices=sorted(FAMILIES))
    p.add_argument("--seed", type=int, default=24)
    p.add_argument("--calls", type=int, default=40)
    p.add_argument("--progress", default=os.devnull)
    p.add_argument("--results", default=os.devnull)
    p.add_argument("--start", type=int, default=0)
    p.add_argument("--only", type=int)
    args = p.parse_args(argv)
    ctx = Context(args.family, args.seed, args.calls)
    progress = os.open(args.progress, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    results = open(args.results, "a", encoding="utf-8")
    done = 0
    start = time.perf_counter()
    timing_path = os.environ.get("MJCORE_ADVERSARIAL_TIMING")  # a file: how long each call took
    timing = open(timing_path, "a", encoding="utf-8", buffering=1) if timing_path else None
    try:
        for index, case in enumerate(FAMILIES[args.family].cases(ctx)):
            if index < args.start or (args.only is not None and index != args.only):
                continue
            label = case.label if len(case.label) <= MAX_LABEL else case.label[:MAX_LABEL] + "..."
            label = label.encode("ascii", "backslashreplace").decode("ascii")
            os.write(progress, f"{index}\t{label}\n".encode())
            began = time.perf_counter()
            problem = judge(case)
            if timing is not None:
                timing.write(f"{time.perf_counter() - began:.3f}\t{index}\t{label[:120]}\n")
            done += 1
            if problem is not None:
                results.write(json.dumps({"index": index, "label": label, "problem": problem}) + "\n")
                results.flush()
            if args.only is not None:
                print(f"#{index} {label}: {problem or 'keeps the contract'}")
        results.write(json.dumps({"done": done, "seconds": round(time.perf_counter() - start, 2)}) + "\n")
    finally:
        results.close()
        os.close(progress)
        shutil.rmtree(ctx.tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
