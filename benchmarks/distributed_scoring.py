"""Rows per second of mjcore.dask on a LocalCluster of two worker processes against the batch API
in this process, on the same machine and the same rows, written as JSON
(benchmarks/results/distributed.json) for `docs/generate_tables.py` to put in docs/distributed.md.

    python benchmarks/distributed_scoring.py [--hands 3000] [--rows 1000000] [--files 8] [--rounds 7] [--out PATH]

The rows are winning hands from played deals (benchmarks/played_hands.py), repeated up to
--rows and written to --files Parquet files in the columnar format (and to one Arrow IPC file). Each round times every
contender once, in an order shuffled per round, so drifts of a shared machine fall on all of
them alike; a row is the median over rounds. The cluster is started once (its start is reported
apart) and warmed up before the first round. (Not named distributed.py: run as a script, or from
a folder on sys.path, it would shadow the dask.distributed package it imports.)
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import dask.dataframe as dd  # noqa: E402
import distributed  # noqa: E402
import numpy as np  # noqa: E402
import pyarrow.feather as feather  # noqa: E402

import mjcore  # noqa: E402
import mjcore.dask  # noqa: E402
import played_hands  # noqa: E402
from mjcore import batch, columnar  # noqa: E402
from timing import Contenders, interleaved, machine, versions  # noqa: E402

WORKERS = 2


def hand_arrays(n_hands: int, rows: int) -> tuple[batch.HandArrays, dict[str, float]]:
    """`rows` rows of `n_hands` played hands, repeated; and the hands' features."""
    played = played_hands.played_hands(n_hands, seed=2026)
    arrays = played_hands.encoded(played)
    rows_index = np.arange(rows) % n_hands
    return batch.HandArrays(*(getattr(arrays, name)[rows_index] for name in columnar.HAND_COLUMNS)), played_hands.describe(played)


def write_files(arrays: batch.HandArrays, folder: Path, files: int) -> None:
    """`files` Parquet files of the rows in order, and one Arrow IPC file of them all beside."""
    feather.write_feather(columnar.to_arrow(arrays), folder.parent / "hands.arrow", compression="uncompressed")
    bounds = np.linspace(0, len(arrays.counts), files + 1).astype(int)
    for k, (start, stop) in enumerate(zip(bounds, bounds[1:])):
        part = batch.HandArrays(*(getattr(arrays, name)[start:stop] for name in columnar.HAND_COLUMNS))
        columnar.write_parquet(folder / f"part-{k:03}.parquet", part)


def local_score(arrays: batch.HandArrays, threads: int) -> batch.ScoreArrays:
    return batch.score(arrays.counts, arrays.melds, arrays.win, flowers=arrays.flowers, flags=arrays.flags,
                       seat_wind=arrays.seat_wind, prevalent_wind=arrays.prevalent_wind, threads=threads)


def contenders(arrays: batch.HandArrays, folder: Path, out: Path, client: Any) -> tuple[Contenders, dict[str, str]]:
    """What each contender does, and the words for its row of the table."""
    def read() -> Any:
        return dd.read_parquet(str(folder), dtype_backend="pyarrow")

    held = client.persist(read())  # the hands already in the workers' memory
    distributed.wait(held)

    def written() -> None:
        mjcore.dask.score(read()).to_parquet(str(out), overwrite=True, write_index=False)

    runs: dict[str, tuple[Callable[[], object], str]] = {
        "local/1": (lambda: local_score(arrays, 1), "`batch.score`, arrays in memory, 1 thread"),
        "local/2": (lambda: local_score(arrays, 2), "`batch.score`, arrays in memory, 2 threads"),
        "local/parquet": (lambda: local_score(columnar.read_parquet(folder), 2),
                          "`columnar.read_parquet` of the files, then `batch.score`, 2 threads"),
        "local/ipc": (lambda: local_score(columnar.from_arrow(feather.read_table(folder.parent / "hands.arrow", memory_map=True)), 2),
                      "`columnar.from_arrow` of an Arrow IPC file (memory-mapped), then `batch.score`, 2 threads"),
        "cluster/held": (lambda: mjcore.dask.score(held)["total"].sum().compute(),
                         "`mjcore.dask.score` of hands held by the workers, only the sum of `total` back"),
        "cluster/sum": (lambda: mjcore.dask.score(read())["total"].sum().compute(),
                        "`mjcore.dask.score` of the files, only the sum of `total` back"),
        "cluster/gather": (lambda: mjcore.dask.score(read()).compute(),
                           "`mjcore.dask.score` of the files, every row's result gathered into pandas"),
        "cluster/parquet": (written, "`mjcore.dask.score` of the files, results written to Parquet by the workers"),
    }
    timed: Contenders = {k: (lambda run=run: [run()] and None) for k, (run, _) in runs.items()}  # results dropped
    return timed, {k: what for k, (_, what) in runs.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--files", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--out", type=Path, default=HERE / "results" / "distributed.json")
    args = parser.parse_args()
    load = list(os.getloadavg())
    arrays, features = hand_arrays(args.hands, args.rows)
    with tempfile.TemporaryDirectory() as tmp:
        folder, out = Path(tmp) / "hands", Path(tmp) / "scores"
        folder.mkdir()
        write_files(arrays, folder, args.files)
        start = time.perf_counter()
        with distributed.LocalCluster(n_workers=WORKERS, processes=True, threads_per_worker=1, dashboard_address=None) as cluster:
            with distributed.Client(cluster) as client:
                client.wait_for_workers(WORKERS)
                cluster_start = time.perf_counter() - start
                runs, words = contenders(arrays, folder, out, client)
                for run in runs.values():  # warm-up: imports on the workers, first pages of every array
                    run()
                seconds = interleaved(runs, 1, args.rounds, seed=5)
    base = seconds["local/2"]
    rows = [{"id": k, "what": words[k], "seconds": s, "rows_per_s": args.rows / s, "relative_to_local_2_threads": base / s}
            for k, s in seconds.items()]
    result = {
        "schema": 1,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "command": "python benchmarks/distributed_scoring.py " + " ".join(sys.argv[1:]),
        "machine": {**machine(), "load_average_before": load},
        "versions": versions("numpy", "pandas", "pyarrow", "dask", "distributed"),
        "cluster": {"kind": "dask.distributed.LocalCluster", "workers": WORKERS, "processes": True, "threads_per_worker": 1,
                    "start_s": cluster_start},
        "corpus": {"generator": "benchmarks/played_hands.py", "seed": 2026, "hands": args.hands, "rows": args.rows,
                   "files": args.files, "features": features},
        "rounds": args.rounds,
        "rows": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(rows, indent=1))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
