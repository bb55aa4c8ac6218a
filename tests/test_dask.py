"""mjcore.dask on a real cluster of two worker processes (dask.distributed.LocalCluster): scores,
shanten and waits of a corpus read from Parquet files equal the local batch API's row for row,
under a ruleset of one's own too (it reaches the workers by pickling); a worker killed during a
job loses no rows. (Without a cluster: tests/test_dask_local.py.)"""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

dd = pytest.importorskip("dask.dataframe")
db = pytest.importorskip("dask.bag")
distributed = pytest.importorskip("distributed")
pa = pytest.importorskip("pyarrow")

import mjcore  # noqa: E402
import mjcore.dask as mjdask  # noqa: E402
from batch_cases import assert_same_scores, batch_score, rows_of, score_case_arrays  # noqa: E402
from mjcore import batch, columnar  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import played_hands  # noqa: E402

# One size at both depths: the cluster's cost grows with the rows, the check does not.
N_ROWS = 100_000
N_FILES = 8


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    # No dashboard: it would need bokeh, and a second cluster would warn that its port is taken.
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            yield client


@pytest.fixture(scope="module")
def corpus() -> batch.HandArrays:
    """Winning hands from played deals, then seeded cases (some of which do not win), repeated
    up to N_ROWS rows: generating played hands is slow, scoring them is not."""
    real = played_hands.encoded(played_hands.played_hands(200, seed=28))
    cases, _, _ = score_case_arrays(2_000, seed=31)
    both = batch.HandArrays(*(np.concatenate([getattr(real, n), getattr(cases, n)]) for n in columnar.HAND_COLUMNS))
    return rows_of(both, np.arange(N_ROWS) % len(both.counts))


@pytest.fixture(scope="module")
def files(corpus: batch.HandArrays, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hands")
    bounds = np.linspace(0, N_ROWS, N_FILES + 1).astype(int)
    for k, (start, stop) in enumerate(zip(bounds, bounds[1:])):
        columnar.write_parquet(folder / f"part-{k:02}.parquet", rows_of(corpus, slice(start, stop)))
    return folder


def _read(files: Path, **options: Any) -> Any:
    return dd.read_parquet(str(files), **{"dtype_backend": "pyarrow", **options})


def _house() -> mjcore.Ruleset:
    """MCR with self-drawn wins at 3 points: a ruleset only this process knows."""
    definition = mjcore.get_ruleset("mcr").to_definition()
    definition["name"] = "house"
    definition["patterns"]["self_drawn"]["points"] = 3
    return mjcore.Ruleset.from_definition(definition)


def _scores(frame: Any) -> batch.ScoreArrays:
    fans = [str(c) for c in frame.columns[3:]]
    return batch.ScoreArrays(frame["total"].to_numpy(), frame["base"].to_numpy(), frame[fans].to_numpy(), fans,
                             frame["valid"].to_numpy())


def test_scores_on_the_cluster_equal_local_scores_under_builtin_and_own_rulesets(
    client: Any, files: Path, corpus: batch.HandArrays
) -> None:
    hands = _read(files)
    assert hands.npartitions == N_FILES
    local = []
    for ruleset in ("mcr", _house()):
        local.append(expected := batch_score(corpus, ruleset=ruleset, errors="mask"))
        result = mjdask.score(hands, ruleset=ruleset, errors="mask").compute()
        assert len(result) == N_ROWS
        assert_same_scores(_scores(result), expected)
    mcr, own = local
    assert mcr.valid.mean() > 0.8 and (own.total != mcr.total).mean() > 0.1  # the workers did score under house rules


def test_shanten_and_waits_on_the_cluster_equal_local_ones(client: Any, files: Path, corpus: batch.HandArrays) -> None:
    ready = _read(files, dtype_backend=None)  # the default: an array object per row, read all the same
    shanten = mjdask.shanten(ready, errors="mask").compute()
    expected, valid = batch.shanten(corpus.counts, corpus.melds, errors="mask")
    np.testing.assert_array_equal(shanten["shanten"].to_numpy(), expected)
    np.testing.assert_array_equal(shanten["valid"].to_numpy(), valid)
    waits = mjdask.waits(ready, errors="mask").compute()
    expected, valid = batch.waits(corpus.counts, corpus.melds, errors="mask")
    np.testing.assert_array_equal(waits[list(mjdask.TILE_COLUMNS)].to_numpy(), expected)
    np.testing.assert_array_equal(waits["valid"].to_numpy(), valid)
    assert expected.any(axis=1).mean() > 0.8  # the hands before their winning tile: nearly all wait


def test_a_bag_of_hands_scores_as_the_batch_api_does(client: Any) -> None:
    played = played_hands.played_hands(60, seed=4)
    hands = [mjcore.corpus.to_hand(plain) for plain, _ in played]
    contexts = [{k: v for k, v in ctx.items() if k != "flowers"} for _, ctx in played]
    items = [hand.to_string() if i % 3 == 0 and not hand.melds else (hand, ctx) for i, (hand, ctx) in enumerate(zip(hands, contexts))]
    expected = batch.encode([item[0] if isinstance(item, tuple) else item for item in items],
                            [item[1] if isinstance(item, tuple) else {} for item in items])
    result = mjdask.score(db.from_sequence(items, npartitions=4), errors="mask").compute()
    assert_same_scores(_scores(result), batch_score(expected, errors="mask"))
    assert not result["valid"].all() and result["valid"].any()  # tile strings carry no winning tile


def _victim(client: Any, keys: set[Any], deadline: float) -> str:
    """The first worker seen holding a finished partition of the job."""
    while time.monotonic() < deadline:
        for worker, held in client.has_what().items():
            if keys & set(held):
                return str(worker)
        time.sleep(0.005)
    raise AssertionError("no partition finished in time")


def test_a_worker_killed_during_a_job_loses_no_rows(client: Any, files: Path, corpus: batch.HandArrays) -> None:
    expected = batch_score(corpus, errors="mask")
    pids = client.run(os.getpid)
    with distributed.get_task_stream(client) as stream:
        job = client.persist(mjdask.score(_read(files), errors="mask"))
        keys = {future.key for future in distributed.futures_of(job)}
        victim_pid = pids[_victim(client, keys, time.monotonic() + 10)]
        os.kill(victim_pid, signal.SIGKILL)
        result = job.compute()
    assert_same_scores(_scores(result), expected)
    runs = [task["key"] for task in stream.data if task["key"] in keys]
    assert len(runs) > len(keys)  # what the killed worker held was computed again
    client.wait_for_workers(2, timeout=30)  # the nanny started another worker in its place
    assert victim_pid not in client.run(os.getpid).values()
