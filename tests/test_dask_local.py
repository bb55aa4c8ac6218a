"""mjcore.dask without a cluster (no distributed client is active in this module, so Dask's own
schedulers run): nothing is computed until asked and the meta is what comes back; arguments and
columns that cannot work are refused, at once where they can be seen, and errors found while
computing name the partition, the row and the column."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

dd = pytest.importorskip("dask.dataframe")
db = pytest.importorskip("dask.bag")
delayed = pytest.importorskip("dask.delayed").delayed
pytest.importorskip("pyarrow")

import mjcore  # noqa: E402
import mjcore.dask as mjdask  # noqa: E402
from batch_cases import batch_score, rows_of, score_case_arrays  # noqa: E402
from mjcore import batch  # noqa: E402


def _house() -> mjcore.Ruleset:
    return mjcore.Ruleset.from_definition({"name": "house", "patterns": {"seven_pairs": 4, "self_drawn": 1}})


def _frame(rows: int, partitions: int) -> Any:
    arrays, _, _ = score_case_arrays(rows, seed=5)
    return mjdask.from_arrays(arrays, npartitions=partitions), arrays


def _never() -> Any:
    raise AssertionError("computed while the graph was built")


def test_nothing_is_computed_until_asked_and_the_meta_is_the_result() -> None:
    lazy = dd.from_delayed([delayed(_never)()], meta=mjdask.from_arrays(batch.encode([]))._meta)
    for job in (mjdask.score(lazy, ruleset=_house()), mjdask.shanten(lazy), mjdask.waits(lazy)):
        assert len(job.columns) > 1
    frame, _ = _frame(30, 2)
    for job in (mjdask.score(frame, errors="mask"), mjdask.shanten(frame), mjdask.waits(frame, errors="mask")):
        computed = job.compute(scheduler="sync")
        assert list(computed.columns) == list(job.columns)
        assert computed.dtypes.to_dict() == job.dtypes.to_dict()


def test_arguments_that_cannot_work_are_refused_before_anything_runs() -> None:
    frame, _ = _frame(4, 1)
    with pytest.raises(ValueError, match=r"hands has no column 'win' \(this needs counts, melds, win"):
        mjdask.score(frame.drop(columns=["win"]))
    assert mjdask.shanten(frame.drop(columns=["win"])).npartitions == 1  # shanten reads counts and melds only
    with pytest.raises(TypeError, match="hands must be a dask DataFrame of the columnar format or a dask Bag of hands, got DataFrame"):
        mjdask.score(frame.compute(scheduler="sync"))
    with pytest.raises(ValueError, match="unknown ruleset 'riichi'"):
        mjdask.score(frame, ruleset="riichi")
    with pytest.raises(ValueError, match="errors must be 'raise' or 'mask', got 'sometimes'"):
        mjdask.waits(frame, errors="sometimes")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="forms must be a Form or an iterable of Form, got str"):
        mjdask.shanten(frame, forms="regular")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="threads must be from 1 to 256 or None, got 0"):
        mjdask.score(frame, threads=0)
    with pytest.raises(TypeError, match="hands must be a dask.bag.Bag, got list"):
        mjdask.from_bag(["1112345678999m"])  # type: ignore[arg-type]


def test_forms_given_as_an_iterator_reach_every_partition() -> None:
    frame, arrays = _frame(40, 4)
    forms = iter([mjcore.Form.REGULAR])
    result = mjdask.shanten(frame, forms=forms, errors="mask").compute(scheduler="sync")
    expected, _ = batch.shanten(arrays.counts, arrays.melds, forms=mjcore.Form.REGULAR, errors="mask")
    np.testing.assert_array_equal(result["shanten"].to_numpy(), expected)


def test_errors_at_compute_time_name_the_partition_the_row_and_the_column() -> None:
    arrays, _, _ = score_case_arrays(100, seed=5)
    winning = rows_of(arrays, np.flatnonzero(batch_score(arrays, errors="mask").valid)[:40])
    winning.win[25] = -1
    frame = mjdask.from_arrays(winning, npartitions=4)  # rows 20..29 in partition 2
    with pytest.raises(ValueError, match="^partition 2: row 5: scoring needs the winning tile"):
        mjdask.score(frame).compute(scheduler="sync")
    floats = frame.assign(win=frame["win"].astype("float64"))
    with pytest.raises(TypeError, match=r"^partition \d: column 'win' must hold integers, got double"):
        mjdask.score(floats).compute(scheduler="sync")
    bag = db.from_sequence(["1112345678999m", ("1112345678999m", {}, "extra")], npartitions=1)
    with pytest.raises(TypeError, match=r"^bag partition 0, item 1: a tuple must be \(hand, context\), got 3 items"):
        mjdask.shanten(bag).compute(scheduler="sync")
    with pytest.raises(ValueError, match="^bag partition 0: contexts\\[0\\]: "):
        mjdask.shanten(db.from_sequence([("1112345678999m", {"seat_wind": "X"})])).compute(scheduler="sync")
