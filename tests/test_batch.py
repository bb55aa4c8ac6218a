"""The batch API equals the per-hand API row for row, validates its arrays,
reports bad rows (raise or mask), and gives the same answers on any number
of threads and from several Python threads at once."""

from __future__ import annotations

import random
import threading
from typing import Any

import numpy as np
import pytest

import mjcore
from mcr_corpus import random_case
from mjcore import batch, corpus

N_ROWS = 100_000
SEED = 77


def _score_case_arrays(n: int, seed: int) -> tuple[batch.HandArrays, list[mjcore.Hand], list[dict[str, Any]]]:
    rng = random.Random(seed)
    hands, contexts = [], []
    for _ in range(n):
        plain, ctx = random_case(rng)
        hand = corpus.to_hand(plain)
        flowers = ctx.pop("flowers")
        hands.append(mjcore.Hand.from_counts(list(plain[0]), hand.melds, plain[2], flowers=flowers))
        contexts.append(ctx)
    return batch.encode(hands, contexts), hands, contexts


@pytest.fixture(scope="module")
def score_cases() -> tuple[batch.HandArrays, list[mjcore.Hand], list[dict[str, Any]]]:
    return _score_case_arrays(N_ROWS, SEED)


def _batch_score(a: batch.HandArrays, **kw: Any) -> batch.ScoreArrays:
    return batch.score(
        a.counts,
        a.melds,
        a.win,
        flowers=a.flowers,
        flags=a.flags,
        seat_wind=a.seat_wind,
        prevalent_wind=a.prevalent_wind,
        **kw,
    )


def test_score_equals_the_per_hand_api(score_cases: Any) -> None:
    arrays, hands, contexts = score_cases
    result = _batch_score(arrays, errors="mask")
    column = {fan: k for k, fan in enumerate(result.columns)}
    refused = 0
    for i, (hand, ctx) in enumerate(zip(hands, contexts)):
        try:
            expected = mjcore.score(hand, **ctx)
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
    assert 0 < refused < N_ROWS // 4


def test_raise_mode_names_the_first_bad_row(score_cases: Any) -> None:
    arrays, hands, contexts = score_cases
    first_bad = next(i for i, (h, c) in enumerate(zip(hands, contexts)) if _refused(h, c))
    with pytest.raises(ValueError, match=rf"^row {first_bad}: "):
        _batch_score(arrays)


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
    one = _batch_score(arrays, errors="mask", threads=1)
    for threads in (2, 3, None):
        other = _batch_score(arrays, errors="mask", threads=threads)
        for name in ("total", "base", "fans", "valid"):
            assert np.array_equal(getattr(one, name), getattr(other, name)), (threads, name)


def test_concurrent_callers(score_cases: Any) -> None:
    arrays = score_cases[0]
    sub = batch.HandArrays(*(getattr(arrays, f)[:20_000] for f in batch.HandArrays.__dataclass_fields__))
    serial = _batch_score(sub, errors="mask", threads=1)
    results: list[batch.ScoreArrays] = []
    lock = threading.Lock()

    def call() -> None:
        r = _batch_score(sub, errors="mask", threads=2)
        with lock:
            results.append(r)

    workers = [threading.Thread(target=call) for _ in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert len(results) == 4
    for r in results:
        assert np.array_equal(r.total, serial.total) and np.array_equal(r.fans, serial.fans)


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
        (lambda a: {"counts": np.where(np.arange(34) == 0, 5, a.counts)}, ValueError, "out of range 0..4"),
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
    with pytest.raises(ValueError, match="threads must be a positive int"):
        batch.score(a.counts, a.melds, a.win, threads=0)
    with pytest.raises(ValueError, match="unknown ruleset"):
        batch.score(a.counts, a.melds, a.win, ruleset="riichi")
    with pytest.raises(ValueError, match="unknown keys"):
        batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")], [{"tsumo": True}])


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


def test_shanten_equals_the_per_hand_api() -> None:
    hands = _shanten_rows(N_ROWS // 2, SEED + 5, 1) + _shanten_rows(N_ROWS // 2, SEED + 6, 2)
    a = batch.encode(hands)
    result, valid = batch.shanten(a.counts, a.melds, errors="mask")
    assert result.dtype == np.int8
    for i, hand in enumerate(hands):
        assert result[i] == mjcore.shanten(hand), i
    assert valid.all()
    forms = [mjcore.Form.REGULAR, mjcore.Form.SEVEN_PAIRS]
    sub = hands[:5000]
    b = batch.encode(sub)
    selected, ok = batch.shanten(b.counts, b.melds, forms=forms, errors="mask")
    for i, hand in enumerate(sub):
        try:
            assert selected[i] == mjcore.shanten(hand, forms=forms) and ok[i], i
        except ValueError:
            assert not ok[i], i


def test_waits_and_useful_tiles_equal_the_per_hand_api() -> None:
    hands = _shanten_rows(N_ROWS // 4, SEED + 7, 1)
    a = batch.encode(hands)
    waits = batch.waits(a.counts, a.melds)
    useful = batch.useful_tiles(a.counts, a.melds)
    for i, hand in enumerate(hands):
        assert np.flatnonzero(waits[i]).tolist() == mjcore.waiting_tiles(hand), i
        expected = mjcore.useful_tiles(hand)
        assert {int(t): int(useful[i, t]) for t in np.flatnonzero(useful[i])} == {
            t: n for t, n in expected.items() if n
        }, i


def test_discard_options_equal_the_per_hand_api() -> None:
    hands = _shanten_rows(N_ROWS // 10, SEED + 8, 2)
    a = batch.encode(hands)
    d = batch.discard_options(a.counts, a.melds)
    for i, hand in enumerate(hands):
        for option in mjcore.discard_options(hand):
            assert d.shanten[i, option.tile] == option.shanten, (i, option)
            assert d.useful[i, option.tile] == option.useful_count, (i, option)
        held = set(hand.concealed_tiles)
        assert all(d.shanten[i, t] == batch.NOT_HELD for t in range(34) if t not in held)


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
