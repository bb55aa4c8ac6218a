"""The batch API equals the per-hand API row for row, validates its arrays,
reports bad rows (raise or mask), and gives the same answers on any number
of threads and from several Python threads at once."""

from __future__ import annotations

import multiprocessing
import os
import random
import subprocess
import sys
import threading
import warnings
from typing import Any

import numpy as np
import pytest

import mjcore
from batch_cases import assert_same_scores, batch_score, rows_of, score_case_arrays
from depth import sized
from mjcore import batch, corpus
from mjcore.rulesets import names as ruleset_names

N_ROWS = sized(100_000, 3_000)
N_SEVERAL = sized(10_000, 300)  # rows read several ways, and as many read one way
SEED = 77


@pytest.fixture(scope="module")
def score_cases() -> tuple[batch.HandArrays, list[mjcore.Hand], list[dict[str, Any]]]:
    return score_case_arrays(N_ROWS, SEED)


def _refusals_after_matching_rows(
    result: batch.ScoreArrays, hands: list[mjcore.Hand], contexts: list[dict[str, Any]], ruleset: str = "mcr"
) -> int:
    """Asserts each row of `result` is the per-hand score of its hand, or refused by both;
    returns how many were refused."""
    column = {fan: k for k, fan in enumerate(result.columns)}
    refused = 0
    for i, (hand, ctx) in enumerate(zip(hands, contexts)):
        try:
            expected = mjcore.score(hand, ruleset, **ctx)
        except ValueError:
            assert not result.valid[i], i
            assert result.total[i] == 0 and not result.fans[i].any()
            refused += 1
            continue
        assert result.valid[i], i
        assert (result.total[i], result.base[i]) == (expected.total, expected.base), i
        row = {result.columns[k]: int(v) for k, v in enumerate(result.fans[i]) if v}
        assert row == expected.fan_counts, i
        assert all(fan in column for fan in expected.fan_counts)
    return refused


def test_score_equals_the_per_hand_api(score_cases: Any) -> None:
    arrays, hands, contexts = score_cases
    refused = _refusals_after_matching_rows(batch_score(arrays, errors="mask"), hands, contexts)
    assert 0 < refused < N_ROWS // 4


@pytest.fixture(scope="module")
def several_readings_cases(score_cases: Any) -> tuple[batch.HandArrays, list[mjcore.Hand], list[dict[str, Any]]]:
    """2 × N_SEVERAL of the score cases, half of them hands read several ways (chosen once for
    every ruleset)."""
    arrays, hands, contexts = score_cases
    several = [i for i, h in enumerate(hands) if len(mjcore.decompose(h)) > 1][:N_SEVERAL]
    assert len(several) == N_SEVERAL
    taken = set(several)
    rows = sorted(several + [i for i in range(N_ROWS) if i not in taken][:N_SEVERAL])
    return rows_of(arrays, rows), [hands[i] for i in rows], [contexts[i] for i in rows]


@pytest.mark.parametrize("ruleset", ruleset_names())
def test_every_ruleset_scores_rows_as_the_per_hand_api(several_readings_cases: Any, ruleset: str) -> None:
    """The batch scores only the counts, and scores once the readings that place the winning
    tile alike as the detectors read it (MCR reads the wait only of a hand that waits on one
    tile, the other rulesets always)."""
    arrays, hands, contexts = several_readings_cases
    result = batch_score(arrays, ruleset=ruleset, errors="mask")
    refused = _refusals_after_matching_rows(result, hands, contexts, ruleset)
    assert refused < len(hands)


def test_raise_mode_names_the_first_bad_row(score_cases: Any) -> None:
    arrays, hands, contexts = score_cases
    first_bad = next(i for i, (h, c) in enumerate(zip(hands, contexts)) if _refused(h, c))
    with pytest.raises(ValueError, match=rf"^row {first_bad}: "):
        batch_score(arrays)


@pytest.mark.parametrize("threads", [1, 2, 3, 8])
def test_the_lowest_bad_row_is_named_whichever_thread_finds_it(threads: int) -> None:
    """Rows are handed to threads in chunks as they ask: a bad row in a later chunk, found
    first by another thread, must not hide a lower one (raise), nor stop other rows being
    scored (mask)."""
    a = batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")] * 60_000)
    counts = a.counts.copy()
    bad = [20_011, 20_012, 45_000, 59_999]
    counts[bad, 0] = 5  # five 1m
    for _ in range(3):  # threads race: a few tries
        with pytest.raises(ValueError, match=r"^row 20011: tile 1m appears"):
            batch.score(counts, a.melds, a.win, threads=threads)
    scored = batch.score(counts, a.melds, a.win, errors="mask", threads=threads)
    assert np.flatnonzero(~scored.valid).tolist() == bad
    assert set(scored.total[scored.valid].tolist()) == {91}


@pytest.mark.parametrize("threads", [1, 2])
def test_rows_scored_kind_by_kind_still_name_the_lowest_bad_row(threads: int) -> None:
    """Scoring takes a chunk's rows grouped by kind of hand (concealed hands before melded
    ones), not in row order: a bad melded row must be named before a later bad concealed row
    that is scored first, and every row must still be scored."""
    concealed = mjcore.Hand.parse("1112345678999m", win="5m")
    melded = mjcore.Hand.parse("2345678999m", melds=["pung 111m"], win="1m")
    hands = [concealed if i % 2 == 0 else melded for i in range(5_000)]
    a = batch.encode(hands)
    counts = a.counts.copy()
    bad = [3, 10, 4_001]  # melded, concealed, melded
    counts[bad, 8] = 4  # a fourth 9m: one tile too many
    with pytest.raises(ValueError, match=r"^row 3: "):
        batch.score(counts, a.melds, a.win, threads=threads)
    scored = batch.score(counts, a.melds, a.win, errors="mask", threads=threads)
    assert np.flatnonzero(~scored.valid).tolist() == bad
    expected = [mjcore.score(h).total for h in hands[:2]]
    good = np.flatnonzero(scored.valid)
    assert scored.total[good].tolist() == [expected[i % 2] for i in good]


def _refused(hand: mjcore.Hand, ctx: dict[str, Any]) -> bool:
    try:
        mjcore.score(hand, **ctx)
    except ValueError:
        return True
    return False


def test_is_winning_equals_the_per_hand_api() -> None:
    rng = random.Random(SEED + 1)
    plains = []
    for i in range(N_ROWS):
        if i % 3 == 0:
            plains.append(corpus.random_complete_hand(rng))
        elif i % 3 == 1:
            plains.append(corpus.near_miss(rng))
        else:
            n_melds = rng.randrange(5)
            plains.append(corpus.random_hand(rng, 14 - 3 * n_melds, n_melds))
    hands = [corpus.to_hand(p) for p in plains]
    a = batch.encode(hands)
    result = batch.is_winning(a.counts, a.melds, a.win)
    assert result.dtype == np.bool_
    assert result.tolist() == [mjcore.is_winning(h) for h in hands]
    assert 0 < result.sum() < N_ROWS


def test_encode_decode_round_trip() -> None:
    rng = random.Random(SEED + 2)
    hands = [corpus.to_hand(corpus.random_complete_hand(rng)) for _ in range(2000)]
    a = batch.encode(hands)
    assert batch.decode(a.counts, a.melds, a.win, a.flowers) == hands


def test_thread_count_does_not_change_results(score_cases: Any) -> None:
    arrays = score_cases[0]
    one = batch_score(arrays, errors="mask", threads=1)
    for threads in (2, 3, None):
        assert_same_scores(batch_score(arrays, errors="mask", threads=threads), one)


def _fork_child_totals(arrays: batch.HandArrays, out: Any) -> None:
    out.put(batch_score(arrays, errors="mask", threads=2).total.tolist())


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork() is POSIX only")
def test_forked_child_scores_with_threads_of_its_own(score_cases: Any) -> None:
    # The parent's kept worker threads do not exist in a forked child: its
    # batches must start their own instead of waiting on them for ever.
    arrays = score_cases[0]
    sub = rows_of(arrays, slice(5_000))
    expected = batch_score(sub, errors="mask", threads=2).total.tolist()  # the parent's workers now exist
    ctx = multiprocessing.get_context("fork")
    out = ctx.Queue()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # Python 3.12+: fork() of a threaded process
        child = ctx.Process(target=_fork_child_totals, args=(sub, out))
        child.start()
    try:
        totals = out.get(timeout=120)
    finally:
        child.join(timeout=120)
        if child.is_alive():
            child.kill()
    assert child.exitcode == 0
    assert totals == expected


def test_concurrent_callers(score_cases: Any) -> None:
    arrays = score_cases[0]
    sub = rows_of(arrays, slice(20_000))
    serial = batch_score(sub, errors="mask", threads=1)
    results: list[batch.ScoreArrays] = []
    lock = threading.Lock()

    def call() -> None:
        r = batch_score(sub, errors="mask", threads=2)
        with lock:
            results.append(r)

    workers = [threading.Thread(target=call) for _ in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert len(results) == 4
    for r in results:
        assert_same_scores(r, serial)


def test_non_contiguous_and_other_integer_dtypes() -> None:
    rng = random.Random(SEED + 3)
    hands = [corpus.to_hand(corpus.random_complete_hand(rng)) for _ in range(500)]
    a = batch.encode(hands)
    base = batch.score(a.counts, a.melds, a.win, flowers=a.flowers).total
    wide = np.zeros((500, 68), dtype=np.int64)
    wide[:, ::2] = a.counts  # a strided view
    fortran = np.asfortranarray(a.melds.astype(np.int32))
    assert np.array_equal(batch.score(wide[:, ::2], fortran, a.win.astype(np.int16), flowers=a.flowers).total, base)
    assert np.array_equal(batch.score(a.counts[::-1], a.melds[::-1], a.win[::-1]).total, base[::-1] - a.flowers[::-1])


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        (lambda a: {"counts": a.counts[:, :33]}, ValueError, r"counts must have shape \(N, 34\)"),
        (lambda a: {"counts": a.counts.astype(float)}, TypeError, "counts must hold integers"),
        (lambda a: {"win": a.win[:-1]}, ValueError, r"win must have shape \(3,\)"),
        (lambda a: {"win": np.array([5, 40, 5])}, ValueError, r"win\[1\] = 40 is out of range -1..33"),
        # An array to cast is checked first (a cast must not change a value).
        (lambda a: {"counts": np.where(np.arange(34) == 0, 5, a.counts).astype(np.int64)}, ValueError, "out of range"),
        (lambda a: {"melds": np.full((3, 4, 2), 9)}, ValueError, "row 0: meld code 9 is not 0..4"),
    ],
)
def test_bad_arrays(change: Any, error: type, message: str) -> None:
    hands = [mjcore.Hand.parse("1112345678999m", win="5m")] * 3
    a = batch.encode(hands)
    args = {"counts": a.counts, "melds": a.melds, "win": a.win}
    args.update(change(a))
    with pytest.raises(error, match=message):
        batch.score(args["counts"], args["melds"], args["win"])


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("counts", 5, "tile 1m appears 5 times"),
        ("counts", 255, "tile 1m appears 255 times"),
        ("win", 40, "winning tile 40 is not -1 or 0..33"),
        ("melds", 99, "meld code 99 is not 0..4"),
        ("flowers", 9, "at most 8 flowers"),
        ("flags", 200, "context flags 200 use bits other than 1, 2, 4, 8"),
        ("seat_wind", 7, "winds are 0..3"),
    ],
)
def test_values_out_of_range_in_the_core_dtype_are_bad_rows(field: str, value: int, message: str) -> None:
    """Arrays already of the core's dtype go uncast, and the core checks their values row
    by row: the row is named (raise) or masked (mask), its neighbours scored."""
    a = batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")] * 3, [{}] * 3)
    arrays = {f: getattr(a, f).copy() for f in ("counts", "melds", "win", "flowers", "flags", "seat_wind")}
    arrays[field].reshape(3, -1)[1, 0] = value  # a view: row 1, first entry
    counts, melds, win = arrays.pop("counts"), arrays.pop("melds"), arrays.pop("win")
    with pytest.raises(ValueError, match=rf"^row 1: {message}"):
        batch.score(counts, melds, win, **arrays)
    scored = batch.score(counts, melds, win, errors="mask", **arrays)
    assert scored.valid.tolist() == [True, False, True] and scored.total.tolist() == [91, 0, 91]


@pytest.mark.parametrize("function", ["score", "shanten"])
def test_a_huge_count_of_a_declared_or_winning_tile_is_a_bad_row(function: str) -> None:
    """A count far beyond four, of a tile the row also declares and wins on (whose copies the
    core adds to it), is named as it stands."""
    a = batch.encode([mjcore.Hand.parse("2345678999m", melds=["pung 111m"], win="1m")])
    counts = a.counts.copy()
    counts[0, 0] = 253  # + 3 declared + the winning tile = 257, 1 once wrapped
    args = (counts, a.melds, a.win) if function == "score" else (counts, a.melds)
    with pytest.raises(ValueError, match=r"^row 0: tile 1m appears 253 times"):
        getattr(batch, function)(*args)


def test_bad_rows_in_mask_mode() -> None:
    hands = [mjcore.Hand.parse("1112345678999m", win="5m")] * 3
    a = batch.encode(hands)
    win = a.win.copy()
    win[1] = 27  # 1112345678999m + East: not a winning hand
    result, valid = batch.is_winning(a.counts, a.melds, win, errors="mask")
    assert result.tolist() == [True, False, True] and valid.all()
    scored = batch.score(a.counts, a.melds, win, errors="mask")
    assert scored.valid.tolist() == [True, False, True]
    assert scored.total.tolist() == [91, 0, 91]
    with pytest.raises(ValueError, match="^row 1: not a winning hand"):
        batch.score(a.counts, a.melds, win)


def test_bad_options() -> None:
    a = batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")])
    with pytest.raises(ValueError, match="errors must be 'raise' or 'mask'"):
        batch.score(a.counts, errors="ignore")  # type: ignore[arg-type]
    for threads in (0, -1, 257, 2**40, 2**64):
        with pytest.raises(ValueError, match=f"threads must be from 1 to 256 or None, got {threads}$"):
            batch.score(a.counts, a.melds, a.win, threads=threads)
    for threads in (True, 2.0, "2"):
        with pytest.raises(TypeError, match="threads must be an int from 1 to 256 or None, got "):
            batch.score(a.counts, a.melds, a.win, threads=threads)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown ruleset"):
        batch.score(a.counts, a.melds, a.win, ruleset="riichi")
    with pytest.raises(ValueError, match="^contexts\\[0\\]: unknown context key 'tsumo'"):
        batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")], [{"tsumo": True}])
    for contexts in ([], [{}, {}]):
        with pytest.raises(ValueError, match="one entry per hand: .* contexts for 1 hands"):
            batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")], contexts)


def test_threads_may_be_any_integer_type() -> None:
    a = batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")] * 300)
    expected = batch.score(a.counts, a.melds, a.win, threads=1).total
    for threads in (np.int64(2), np.uint8(1)):
        assert (batch.score(a.counts, a.melds, a.win, threads=threads).total == expected).all()


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts threads in /proc (Linux)")
def test_a_large_thread_request_keeps_no_more_threads_than_cores() -> None:
    # A subprocess, so that the count is of this call's threads alone.
    code = """
import os
import numpy as np
from mjcore import batch
before = len(os.listdir("/proc/self/task"))
batch.shanten(np.tile(np.array([1] * 13 + [0] * 21, np.uint8), (100_000, 1)), threads=256)
print(len(os.listdir("/proc/self/task")) - before)
"""
    started = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert 0 <= int(started.stdout.split()[-1]) <= (os.cpu_count() or 1) - 1


def _shanten_rows(n: int, seed: int, tiles_mod: int) -> list[mjcore.Hand]:
    """Random hands of every size with 13 - 3k / 14 - 3k tiles (k melds);
    `tiles_mod` 1 gives 13 - 3k (ready-size), 2 gives 14 - 3k (after a draw)."""
    rng = random.Random(seed)
    hands = []
    while len(hands) < n:
        n_melds = rng.randrange(5)
        plain = corpus.random_hand(rng, 14 - 3 * n_melds - (2 - tiles_mod), n_melds)
        hands.append(corpus.to_hand(plain))
    return hands


@pytest.fixture(scope="module")
def ready_size() -> tuple[list[mjcore.Hand], batch.HandArrays]:
    """N_ROWS hands of 13 - 3k tiles, and their arrays."""
    hands = _shanten_rows(N_ROWS, SEED + 5, 1)
    return hands, batch.encode(hands)


@pytest.fixture(scope="module")
def drawn_size() -> tuple[list[mjcore.Hand], batch.HandArrays]:
    """N_ROWS hands of 14 - 3k tiles (just drawn), and their arrays."""
    hands = _shanten_rows(N_ROWS, SEED + 6, 2)
    return hands, batch.encode(hands)


def _per_hand_array(hands: list[mjcore.Hand], entries: Any, dtype: Any, fill: int = 0) -> Any:
    """(N, 34) array of the per-hand API's answers: `entries(hand)` gives (tile, value)
    pairs; built with one scatter, so 100,000 rows cost little beyond the calls."""
    rows: list[int] = []
    tiles: list[int] = []
    values: list[int] = []
    for i, hand in enumerate(hands):
        for tile, value in entries(hand):
            rows.append(i)
            tiles.append(tile)
            values.append(value)
    out = np.full((len(hands), 34), fill, dtype=dtype)
    out[rows, tiles] = values
    return out


def _assert_rows_equal(batch_rows: Any, per_hand: Any, hands: list[mjcore.Hand]) -> None:
    """Row-by-row equality, naming the first row (and its hand) that differs."""
    assert batch_rows.shape == per_hand.shape
    differ = np.flatnonzero((batch_rows != per_hand).reshape(len(hands), -1).any(axis=1))
    if differ.size:
        i = int(differ[0])
        raise AssertionError(f"{differ.size} rows differ; first row {i}, {hands[i]}: {batch_rows[i]} vs {per_hand[i]}")


def test_shanten_equals_the_per_hand_api(ready_size: Any, drawn_size: Any) -> None:
    for hands, a in (ready_size, drawn_size):
        result, valid = batch.shanten(a.counts, a.melds, errors="mask")
        assert result.dtype == np.int8 and valid.all()
        assert result.tolist() == [mjcore.shanten(hand) for hand in hands]
    forms = [mjcore.Form.REGULAR, mjcore.Form.SEVEN_PAIRS]
    sub = ready_size[0][:5000]
    b = batch.encode(sub)
    selected, ok = batch.shanten(b.counts, b.melds, forms=forms, errors="mask")
    for i, hand in enumerate(sub):
        try:
            assert selected[i] == mjcore.shanten(hand, forms=forms) and ok[i], i
        except ValueError:
            assert not ok[i], i


def test_waits_equal_the_per_hand_api(ready_size: Any) -> None:
    hands, a = ready_size
    waits = batch.waits(a.counts, a.melds)
    assert waits.dtype == np.bool_
    expected = _per_hand_array(hands, lambda h: ((t, True) for t in mjcore.waits(h)), np.bool_)
    _assert_rows_equal(waits, expected, hands)
    assert 0 < expected.any(axis=1).sum() < len(hands)  # some rows are ready, most are not


def test_useful_tiles_equal_the_per_hand_api(ready_size: Any) -> None:
    hands, a = ready_size
    useful = batch.useful_tiles(a.counts, a.melds)
    assert useful.dtype == np.uint8
    expected = _per_hand_array(hands, lambda h: mjcore.useful_tiles(h).items(), np.uint8)
    _assert_rows_equal(useful, expected, hands)


def test_discard_options_equal_the_per_hand_api(drawn_size: Any) -> None:
    hands, a = drawn_size
    d = batch.discard_options(a.counts, a.melds)
    options = [mjcore.discard_options(hand) for hand in hands]
    # Tiles the hand does not hold keep NOT_HELD and no useful tiles.
    shanten = np.full((len(hands), 34), batch.NOT_HELD, np.int8)
    useful = np.zeros((len(hands), 34), np.uint16)
    rows = [i for i, opts in enumerate(options) for _ in opts]
    tiles = [o.tile for opts in options for o in opts]
    shanten[rows, tiles] = [o.shanten for opts in options for o in opts]
    useful[rows, tiles] = [o.useful_count for opts in options for o in opts]
    _assert_rows_equal(d.shanten, shanten, hands)
    _assert_rows_equal(d.useful, useful, hands)
    held = a.counts > 0
    assert np.array_equal(d.shanten != batch.NOT_HELD, held)


_PER_HAND = {"waits": mjcore.waits, "useful_tiles": mjcore.useful_tiles, "discard_options": mjcore.discard_options}


def _refuses(per_hand: Any, hand: mjcore.Hand) -> bool:
    try:
        per_hand(hand)
    except ValueError:
        return True
    return False


@pytest.mark.parametrize("name", sorted(_PER_HAND))
def test_bad_rows_are_the_per_hand_refusals(name: str, ready_size: Any, drawn_size: Any) -> None:
    """Hands before and after a draw, alternating: each function refuses exactly the rows
    the per-hand call refuses (mask mode: results 0, or NOT_HELD), and in raise mode
    names the first."""
    hands = [h for pair in zip(ready_size[0][:10_000], drawn_size[0][:10_000]) for h in pair]
    a = batch.encode(hands)
    refused = np.array([_refuses(_PER_HAND[name], h) for h in hands])
    assert refused.sum() == len(hands) // 2
    function = getattr(batch, name)
    if name == "discard_options":
        d = function(a.counts, a.melds, errors="mask")
        valid, zeroed = d.valid, (d.shanten == batch.NOT_HELD).all(axis=1) & (d.useful == 0).all(axis=1)
    else:
        result, valid = function(a.counts, a.melds, errors="mask")
        zeroed = ~result.any(axis=1)
    assert np.array_equal(valid, ~refused)
    assert zeroed[refused].all()
    with pytest.raises(ValueError, match=rf"^row {int(np.argmax(refused))}: "):
        function(a.counts, a.melds)


def test_shanten_family_bad_rows() -> None:
    a = batch.encode([mjcore.Hand.parse("1112345678999m"), mjcore.Hand.parse("1112345678999m5p")])
    with pytest.raises(ValueError, match="^row 1: waits need 13 - 3k"):
        batch.waits(a.counts, a.melds)
    with pytest.raises(ValueError, match="^row 0: discard options need 14 - 3k"):
        batch.discard_options(a.counts, a.melds)
    useful, valid = batch.useful_tiles(a.counts, a.melds, errors="mask")
    assert valid.tolist() == [True, False] and not useful[1].any()
    with pytest.raises(ValueError, match="forms must be a Form"):
        batch.shanten(a.counts, forms=["regular"])  # type: ignore[list-item]


@pytest.mark.parametrize("function", ["useful_tiles", "discard_options"])
def test_shanten_family_rows_taken_kind_by_kind_still_name_the_lowest_bad_row(function: str) -> None:
    """useful_tiles and discard_options also take a chunk's rows grouped by kind (concealed
    hands before melded ones): the lowest bad row is named, every bad row masked."""
    drawn = 1 if function == "discard_options" else 0
    concealed = mjcore.Hand.parse("1112345678999m" + "5p" * drawn)
    melded = mjcore.Hand.parse("2345678999m" + "5p" * drawn, melds=["pung 111m"])
    hands = [concealed if i % 2 == 0 else melded for i in range(3_000)]
    a = batch.encode(hands)
    counts = a.counts.copy()
    bad = [5, 8, 2_999]  # melded, concealed, melded
    counts[bad, 9] += 1  # one tile too many
    call = getattr(batch, function)
    with pytest.raises(ValueError, match=r"^row 5: "):
        call(counts, a.melds)
    masked = call(counts, a.melds, errors="mask")
    clean = call(a.counts, a.melds)
    if function == "discard_options":
        valid, rows, expected = masked.valid, masked.shanten, clean.shanten
    else:
        (rows, valid), expected = masked, clean
    assert np.flatnonzero(~valid).tolist() == bad
    keep = np.flatnonzero(valid)
    assert (rows[keep] == expected[keep]).all()  # the good rows, whatever order they ran in


@pytest.mark.parametrize("seven_pairs_excludes_single_wait", [True, False])
def test_a_seven_pairs_single_wait_scores_as_per_hand(seven_pairs_excludes_single_wait: bool) -> None:
    """Batch scoring settles whether a seven pairs hand waits on one tile only when a count
    depends on it (not when seven pairs excludes single wait, as in MCR): either way its
    counts are the per-hand API's, for a hand that waits on one tile and one that waits on
    two (334455m 4455p 66s + 6p also wins on 3p)."""
    seven_pairs: Any = {"points": 4, "excludes": ["single_wait"]} if seven_pairs_excludes_single_wait else 4
    ruleset = mjcore.Ruleset.from_definition(
        {"name": "pairs", "minimum": 0, "patterns": {"seven_pairs": seven_pairs, "single_wait": 1, "all_chows": 2}}
    )
    hands = [
        mjcore.Hand.parse("1122m3344p5566s7z", win="7z"),  # waits on 7z alone
        mjcore.Hand.parse("334455m4455p66s6p", win="6p"),  # waits on 3p and 6p
    ]
    a = batch.encode(hands)
    scored = batch.score(a.counts, a.melds, a.win, ruleset=ruleset)
    for i, hand in enumerate(hands):
        expected = mjcore.score(hand, ruleset)
        row = {scored.columns[k]: int(v) for k, v in enumerate(scored.fans[i]) if v}
        assert (int(scored.total[i]), row) == (expected.total, expected.fan_counts), i
    single = [mjcore.score(h, ruleset).fan_counts.get("single_wait", 0) for h in hands]
    assert single == ([0, 0] if seven_pairs_excludes_single_wait else [1, 0])


@pytest.mark.parametrize(
    ("patterns", "hand", "win", "best"),
    [
        # The pair (single wait) or the chow 234m (two-sided): the general wait patterns (and
        # 金钩钓's pair) tell them apart, and the later reading scores more.
        ({"wait_single": 1, "wait_two_sided": 5}, "2344m567p789s111z", "4m", 5),
        # In the chow 123m (edge) or 345m (two-sided), for a hand that also wins on 6m.
        ({"wait_edge": 1, "wait_two_sided": 5}, "12345m567p789s11z", "3m", 5),
        # In the chow 123m or the pung 111m: on a discard the pung is then not concealed, which
        # (through an exclusion) makes the later reading worth more here.
        (
            {"three_concealed_pungs": {"points": 10, "excludes": ["no_honors"]}, "two_concealed_pungs": 5, "no_honors": 10},
            "11123m555p777s99s",
            "1m",
            15,
        ),
    ],
)
def test_readings_placed_differently_are_each_scored(patterns: Any, hand: str, win: str, best: int) -> None:
    """The batch scores once only the readings of one set of melds whose winning tile the
    detectors read alike; these two readings differ, the better being the later one."""
    ruleset = mjcore.Ruleset.from_definition({"name": "placed", "minimum": 0, "patterns": patterns})
    h = mjcore.Hand.parse(hand, win=win)
    assert len(mjcore.decompose(h)) == 2
    a = batch.encode([h])
    scored = batch.score(a.counts, a.melds, a.win, ruleset=ruleset)
    assert int(scored.total[0]) == mjcore.score(h, ruleset).total == best
