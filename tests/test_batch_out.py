"""batch.score(out=...) writes every row's results over the given arrays, gives
what a call without it gives, and refuses arrays it could not write in place."""

from __future__ import annotations

import dataclasses
import threading
from typing import Any

import numpy as np
import pytest

from batch_cases import assert_same_scores, batch_score, rows_of, score_case_arrays
from mjcore import batch

N_ROWS = 5_000


@pytest.fixture(scope="module")
def cases() -> batch.HandArrays:
    arrays, _, _ = score_case_arrays(N_ROWS, seed=2026)
    return arrays


def _garbage_like(result: batch.ScoreArrays) -> batch.ScoreArrays:
    """Arrays shaped as `result`'s, filled with values no row can score, so that a row
    left unwritten shows."""
    return batch.ScoreArrays(
        np.full_like(result.total, -7),
        np.full_like(result.base, -7),
        np.full_like(result.fans, 0xEE),
        [],
        np.full_like(result.valid, True),
    )


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("ruleset", ["mcr", "zung-jung", "hong-kong"])
def test_out_is_written_over_and_returned(cases: batch.HandArrays, threads: int, ruleset: str) -> None:
    fresh = batch_score(cases, ruleset=ruleset, errors="mask", threads=threads)
    assert not fresh.valid.all() and fresh.valid.any()  # bad rows and good rows both
    out = _garbage_like(fresh)
    again = batch_score(cases, ruleset=ruleset, errors="mask", threads=threads, out=out)
    for field in ("total", "base", "fans", "valid"):
        assert getattr(again, field) is getattr(out, field), field
    assert_same_scores(again, fresh)


def test_out_reused_for_another_batch(cases: batch.HandArrays) -> None:
    half = N_ROWS // 2
    first, second = rows_of(cases, slice(half)), rows_of(cases, slice(half, 2 * half))
    out = batch_score(first, errors="mask")
    reused = batch_score(second, errors="mask", out=out)
    assert_same_scores(reused, batch_score(second, errors="mask"))


def test_concurrent_callers_each_with_its_own_out(cases: batch.HandArrays) -> None:
    serial = batch_score(cases, errors="mask", threads=1)
    outs = [_garbage_like(serial) for _ in range(4)]
    workers = [
        threading.Thread(target=batch_score, args=(cases,), kwargs={"errors": "mask", "threads": 2, "out": out})
        for out in outs
    ]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    for out in outs:
        assert_same_scores(dataclasses.replace(out, columns=serial.columns), serial)


def test_raise_mode_with_out_names_the_bad_row(cases: batch.HandArrays) -> None:
    fresh = batch_score(cases, errors="mask")
    first_bad = int(np.argmin(fresh.valid))
    with pytest.raises(ValueError, match=f"^row {first_bad}: "):
        batch_score(cases, out=_garbage_like(fresh))


def _replaced(result: batch.ScoreArrays, **arrays: Any) -> batch.ScoreArrays:
    return dataclasses.replace(result, **arrays)


def _misaligned(array: Any) -> Any:
    """A writeable copy of ``array`` one byte into a buffer: C-contiguous, of its dtype, misaligned."""
    raw = np.zeros(array.nbytes + 8, np.uint8)
    view = np.ndarray(array.shape, array.dtype, buffer=raw.data, offset=1)
    view[...] = array
    assert not view.flags.aligned
    return view


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        (lambda r: (r.total, r.base, r.fans, r.columns, r.valid), TypeError, "out must be a ScoreArrays"),
        (lambda r: _replaced(r, total=r.total.tolist()), ValueError, "out.total must be a C-contiguous"),
        (lambda r: _replaced(r, base=r.base[:-1]), ValueError, r"out.base must have shape \(5000,\), got \(4999,\)"),
        (lambda r: _replaced(r, total=r.total.astype(np.int64)), ValueError, "out.total must be a C-contiguous"),
        (lambda r: _replaced(r, valid=r.valid.astype(np.uint8)), ValueError, "out.valid must be a C-contiguous"),
        (lambda r: _replaced(r, fans=np.asfortranarray(r.fans)), ValueError, "out.fans must be a C-contiguous"),
        (lambda r: _replaced(r, fans=r.fans[:, :-1]), ValueError, "out.fans must be a C-contiguous"),
        (
            lambda r: _replaced(r, fans=np.ascontiguousarray(r.fans[:, :-1])),
            ValueError,
            r"out.fans must have shape \(5000, 81\), got \(5000, 80\)",
        ),
        (lambda r: _replaced(r, base=r.total), ValueError, "out.base overlaps out.total"),
        # Found by the adversarial test under UBSan: results were stored through a misaligned int32.
        (lambda r: _replaced(r, total=_misaligned(r.total)), ValueError, "out.total must be aligned to 4 bytes"),
        (lambda r: _replaced(r, base=_misaligned(r.base)), ValueError, "out.base must be aligned to 4 bytes"),
    ],
)
def test_bad_out_is_refused(cases: batch.HandArrays, change: Any, error: type, message: str) -> None:
    out = change(batch_score(cases, errors="mask"))
    with pytest.raises(error, match=message):
        batch_score(cases, errors="mask", out=out)


def test_read_only_out_is_refused(cases: batch.HandArrays) -> None:
    result = batch_score(cases, errors="mask")
    result.fans.flags.writeable = False
    with pytest.raises(ValueError, match="out.fans is read-only"):
        batch_score(cases, errors="mask", out=result)


def test_out_overlapping_an_input_is_refused(cases: batch.HandArrays) -> None:
    result = batch_score(cases, errors="mask")
    shared = np.zeros(N_ROWS * (34 + 81), np.uint8)
    counts = shared[: N_ROWS * 34].reshape(N_ROWS, 34)
    counts[:] = cases.counts
    overlapping = shared[N_ROWS * 34 - 1 : N_ROWS * 34 - 1 + N_ROWS * 81].reshape(N_ROWS, 81)
    with pytest.raises(ValueError, match="out.fans overlaps the input counts"):
        batch.score(counts, cases.melds, cases.win, errors="mask", out=_replaced(result, fans=overlapping))
    # The same memory one byte further on no longer overlaps: scored as without out.
    apart = shared[N_ROWS * 34 :].reshape(N_ROWS, 81)
    written = batch.score(counts, cases.melds, cases.win, errors="mask", out=_replaced(result, fans=apart))
    assert_same_scores(written, batch.score(counts, cases.melds, cases.win, errors="mask"))
