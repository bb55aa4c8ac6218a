"""Arrays in, arrays out: the batch API for simulators and training pipelines.

The GIL is released for the whole batch and rows are split across native
threads (``threads=None``: all cores); any thread count gives the same results.

Array encoding (N hands; any integer dtype is accepted and checked):

============== ============ =====================================================
array          shape        meaning
============== ============ =====================================================
counts         (N, 34)      concealed tiles by kind, winning tile excluded
melds          (N, 4, 2)    declared melds as (code, first tile); code 0 none,
                            1 chow, 2 pung, 3 kong, 4 concealed kong
win            (N,)         winning tile 0..33, or -1 for none
flowers        (N,)         number of flowers 0..8
flags          (N,)         bits: 1 self-drawn, 2 last tile, 4 kong, 8 fourth tile
seat_wind      (N,)         0..3 = E S W N
prevalent_wind (N,)         0..3
============== ============ =====================================================

``melds``, ``win``, ``flowers`` and the context arrays may be None (no melds, no
winning tile, no flowers, East, no flags). :func:`encode` and :func:`decode`
convert between lists of :class:`mjcore.Hand` and these arrays.

Bad rows: with ``errors="raise"`` (default) a ValueError names the first bad
row and the problem; with ``errors="mask"`` every row is tried and a boolean
``valid`` array comes back with the results (results of invalid rows are 0).

>>> import mjcore
>>> hands = encode([mjcore.Hand.parse("1112345678999m", win="5m")])
>>> score(hands.counts, hands.melds, hands.win).total.tolist()
[91]
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal, SupportsIndex

try:
    import numpy as np
    from numpy.typing import NDArray
except ImportError as exc:  # pragma: no cover - numpy is an optional dependency
    raise ImportError("mjcore.batch needs NumPy: pip install numpy (or mjcore[batch])") from exc

from collections.abc import Iterable

from mjcore._core import Form, Hand
from mjcore._core import batch as _core_batch
from mjcore._excerpt import excerpt
from mjcore.ruleset import Ruleset

Errors = Literal["raise", "mask"]

__all__ = [
    "MAX_THREADS",
    "DiscardArrays",
    "HandArrays",
    "ScoreArrays",
    "decode",
    "discard_options",
    "encode",
    "is_winning",
    "score",
    "shanten",
    "useful_tiles",
    "waits",
]

NOT_HELD = -128
"""discard_options' shanten for a tile the hand does not hold."""


class _EqualArrays:
    """Equal to another of its class whose every field is: arrays of the same dtype, shape
    and values (``==`` of two arrays would be an array). Arrays are mutable: no hash."""

    __hash__: ClassVar[None]  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        for f in fields(self):  # type: ignore[arg-type]
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if isinstance(mine, np.ndarray):
                if not (isinstance(theirs, np.ndarray) and mine.dtype == theirs.dtype and np.array_equal(mine, theirs)):
                    return False
            elif mine != theirs:
                return False
        return True


@dataclass(frozen=True, eq=False)
class HandArrays(_EqualArrays):
    """Hands (and their win context) in the batch encoding (from :func:`encode`).

    >>> import mjcore
    >>> arrays = encode([mjcore.Hand.parse("123m456p5z", win="5z", melds=["pung 222z", "chow 789s"])])
    >>> arrays.melds[0].tolist(), arrays.win.tolist(), arrays.counts.shape, arrays.counts.dtype
    ([[2, 28], [1, 24], [0, 0], [0, 0]], [31], (1, 34), dtype('uint8'))
    """

    counts: NDArray[np.uint8]
    melds: NDArray[np.int8]
    win: NDArray[np.int8]
    flowers: NDArray[np.uint8]
    flags: NDArray[np.uint8]
    seat_wind: NDArray[np.uint8]
    prevalent_wind: NDArray[np.uint8]


@dataclass(frozen=True, eq=False)
class ScoreArrays(_EqualArrays):
    """Batch scores: ``total`` (with flowers) and ``base`` (without), int32 (N,);
    ``fans`` uint8 (N, F) counts of each scoring fan, ``columns`` their ids;
    ``valid`` bool (N,).

    >>> import mjcore
    >>> arrays = encode([mjcore.Hand.parse("1112345678999m", win="5m", flowers=1)])
    >>> result = score(arrays.counts, arrays.melds, arrays.win, flowers=arrays.flowers)
    >>> result.total.tolist(), result.base.tolist(), result.fans.shape
    ([92], [91], (1, 81))
    >>> {fan: int(n) for fan, n in zip(result.columns, result.fans[0]) if n}
    {'nine_gates': 1, 'two_concealed_pungs': 1, 'pung_of_terminals_or_honors': 1, 'flower_tiles': 1}
    """

    total: NDArray[np.int32]
    base: NDArray[np.int32]
    fans: NDArray[np.uint8]
    columns: list[str]
    valid: NDArray[np.bool_]


@dataclass(frozen=True, eq=False)
class DiscardArrays(_EqualArrays):
    """Per row and tile: ``shanten`` int8 (N, 34) after discarding that tile
    (:data:`NOT_HELD` where the hand holds none) and ``useful`` uint16 (N, 34),
    the unseen copies of the tiles that would then lower it; ``valid`` (N,).

    >>> import mjcore
    >>> options = discard_options(encode(["123m456p789s11223z"]).counts)
    >>> held = options.shanten[0] != NOT_HELD
    >>> mjcore.render_tiles(held.nonzero()[0].tolist()), options.shanten[0, held].tolist()
    ('123m456p789s123z', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0])
    >>> int(options.useful[0, 29])
    4
    """

    shanten: NDArray[np.int8]
    useful: NDArray[np.uint16]
    valid: NDArray[np.bool_]


def _checked(array: Any, name: str, shape: tuple[int, ...], dtype: type, lo: int, hi: int) -> Any:
    """`array` as a C-contiguous array of `dtype`, after checking its shape and that it
    holds integers. The core checks every value row by row; an array of another dtype
    must first lie in [lo, hi], so that the cast cannot change a value."""
    a = np.asarray(array)
    if a.dtype.kind not in "iub":
        raise TypeError(f"{name} must hold integers, got dtype {a.dtype}")
    if a.shape != shape:
        rows = " (a row per row of counts)" if a.shape[:1] != shape[:1] else ""
        raise ValueError(f"{name} must have shape {shape}{rows}, got {a.shape}")
    if a.dtype != dtype and a.size and (int(a.min()) < lo or int(a.max()) > hi):
        bad = np.argwhere((a < lo) | (a > hi))[0]
        index = ", ".join(str(int(k)) for k in bad)
        raise ValueError(f"{name}[{index}] = {int(a[tuple(bad)])} is out of range {lo}..{hi}")
    return np.ascontiguousarray(a, dtype=dtype)


def _rows(counts: Any) -> tuple[Any, int]:
    c = np.asarray(counts)
    if c.ndim != 2 or c.shape[1] != 34:
        raise ValueError(f"counts must have shape (N, 34), got {c.shape}")
    return _checked(c, "counts", c.shape, np.uint8, 0, 4), c.shape[0]


def _optional(array: Any, name: str, shape: tuple[int, ...], dtype: type, lo: int, hi: int) -> Any:
    return None if array is None else _checked(array, name, shape, dtype, lo, hi)


MAX_THREADS = 256
"""The most ``threads=`` a call takes (it then runs on at most as many threads as there are cores)."""


def _threads(threads: SupportsIndex | None) -> int:
    """0 for all cores; any integer type (a NumPy int too), but not a bool, which would
    pass for 1 or 0 unnoticed."""
    if threads is None:
        return 0
    if isinstance(threads, (bool, np.bool_)):
        raise TypeError(f"threads must be an int from 1 to {MAX_THREADS} or None, got {threads!r}")
    try:
        count = operator.index(threads)
    except TypeError:
        raise TypeError(
            f"threads must be an int from 1 to {MAX_THREADS} or None, got {type(threads).__name__}"
        ) from None
    if not 1 <= count <= MAX_THREADS:
        raise ValueError(f"threads must be from 1 to {MAX_THREADS} or None, got {count}")
    return count


def _errors(errors: str) -> bool:
    if errors not in ("raise", "mask"):
        raise ValueError(f"errors must be 'raise' or 'mask', got {excerpt(errors)}")
    return errors == "raise"


def _raise_first(row: int, message: str) -> None:
    if row >= 0:
        raise ValueError(f"row {row}: {message}")


def encode(hands: Sequence[Hand | str], contexts: Sequence[Mapping[str, Any]] | None = None) -> HandArrays:
    """Hands (and optional contexts, one per hand: ``self_drawn``, ``last_tile``, ``kong``,
    ``fourth_tile``, ``seat_wind``, ``prevalent_wind`` as for :func:`mjcore.score`) as arrays.

    >>> import mjcore
    >>> hands = [mjcore.Hand.parse("1112345678999m", win="5m"), "123m456p789s1122z"]
    >>> arrays = encode(hands, [{}, {"self_drawn": True, "seat_wind": "S"}])
    >>> arrays.win.tolist(), arrays.flags.tolist(), arrays.seat_wind.tolist()
    ([4, -1], [0, 1], [0, 1])
    """
    counts, melds, win, flowers = _core_batch.encode(hands)
    n = len(counts)
    if contexts is not None and not isinstance(contexts, Sequence):
        raise TypeError(f"contexts must be a sequence of dicts, one per hand, or None, got {type(contexts).__name__}")
    if contexts is not None and len(contexts) != n:
        raise ValueError(f"contexts must have one entry per hand: {len(contexts)} contexts for {n} hands")
    flags = np.zeros(n, np.uint8)
    seat = np.zeros(n, np.uint8)
    prevalent = np.zeros(n, np.uint8)
    for i, ctx in enumerate(contexts or ()):
        try:  # the core reads each context with score()'s own checks
            flags[i], seat[i], prevalent[i] = _core_batch.context(dict(ctx) if isinstance(ctx, Mapping) else ctx)
        except (ValueError, TypeError) as error:
            raise type(error)(f"contexts[{i}]: {error}") from None
    return HandArrays(counts, melds, win, flowers, flags, seat, prevalent)


def decode(counts: Any, melds: Any = None, win: Any = None, flowers: Any = None) -> list[Hand]:
    """The hands of the arrays (ValueError naming the first bad row).

    >>> import mjcore
    >>> arrays = encode([mjcore.Hand.parse("123m456p5z", win="5z", melds=["pung 222z@across", "chow 789s"], flowers=1)])
    >>> decode(arrays.counts, arrays.melds, arrays.win, arrays.flowers)  # who discarded is not encoded
    [Hand.parse('123m456p5z', win='5z', melds=['pung 222z', 'chow 789s'], flowers=1)]
    """
    c, n = _rows(counts)
    return list(
        _core_batch.decode(
            c,
            _optional(melds, "melds", (n, 4, 2), np.int8, 0, 33),
            _optional(win, "win", (n,), np.int8, -1, 33),
            _optional(flowers, "flowers", (n,), np.uint8, 0, 8),
        )
    )


def is_winning(
    counts: Any,
    melds: Any = None,
    win: Any = None,
    *,
    errors: Errors = "raise",
    threads: SupportsIndex | None = None,
) -> Any:
    """bool (N,): each row is a complete hand. With ``errors="mask"``: (result, valid).

    >>> import numpy as np
    >>> arrays = encode(["1112345678999m", "1112345678999m"])
    >>> is_winning(arrays.counts, win=np.array([4, 9])).tolist()
    [True, False]
    """
    c, n = _rows(counts)
    stop = _errors(errors)
    result, valid, row, message = _core_batch.is_winning(
        c,
        _optional(melds, "melds", (n, 4, 2), np.int8, 0, 33),
        _optional(win, "win", (n,), np.int8, -1, 33),
        _threads(threads),
        stop,
    )
    if stop:
        _raise_first(row, message)
        return result
    return result, valid


def score(
    counts: Any,
    melds: Any = None,
    win: Any = None,
    *,
    flowers: Any = None,
    flags: Any = None,
    seat_wind: Any = None,
    prevalent_wind: Any = None,
    ruleset: str | Ruleset = "mcr",
    errors: Errors = "raise",
    threads: SupportsIndex | None = None,
    out: ScoreArrays | None = None,
) -> ScoreArrays:
    """Score every row under a ruleset (rows that do not win are bad rows): a :class:`ScoreArrays`.

    ``out``: a :class:`ScoreArrays` with as many rows and the ruleset's number of fan
    columns (an earlier result, say), whose arrays are written over and returned. A
    pipeline scoring batch after batch then reuses that memory instead of new pages,
    which the system must zero first. With ``errors="raise"``, a bad row leaves ``out``
    partly written. Its arrays must not overlap the inputs or each other.

    >>> import numpy as np
    >>> arrays = encode(["1112345678999m", "1112345678999m"])
    >>> score(arrays.counts, win=np.array([4, 4]), flags=np.array([0, 1])).total.tolist()  # 1: self-drawn
    [91, 92]
    >>> score(arrays.counts, win=np.array([4, 9]))
    Traceback (most recent call last):
    ValueError: row 1: not a winning hand: the tiles form no complete hand
    >>> masked = score(arrays.counts, win=np.array([4, 9]), errors="mask")
    >>> masked.total.tolist(), masked.valid.tolist()
    ([91, 0], [True, False])
    >>> again = score(arrays.counts, win=np.array([4, 4]), out=masked)
    >>> again.total is masked.total, again.total.tolist(), again.valid.tolist()
    (True, [91, 91], [True, True])
    """
    c, n = _rows(counts)
    stop = _errors(errors)
    if out is not None and not isinstance(out, ScoreArrays):
        raise TypeError(f"out must be a ScoreArrays (an earlier result of score), got {type(out).__name__}")
    total, base, fans, columns, valid, row, message = _core_batch.score(
        c,
        _optional(melds, "melds", (n, 4, 2), np.int8, 0, 33),
        _optional(win, "win", (n,), np.int8, -1, 33),
        _optional(flowers, "flowers", (n,), np.uint8, 0, 8),
        _optional(flags, "flags", (n,), np.uint8, 0, 15),
        _optional(seat_wind, "seat_wind", (n,), np.uint8, 0, 3),
        _optional(prevalent_wind, "prevalent_wind", (n,), np.uint8, 0, 3),
        ruleset,
        _threads(threads),
        stop,
        None if out is None else (out.total, out.base, out.fans, out.valid),  # checked by the core
    )
    if stop:
        _raise_first(row, message)
    return ScoreArrays(total, base, fans, columns, valid)


def _forms(forms: Form | Iterable[Form] | None) -> int:
    if forms is None:
        return (1 << len(Form)) - 1
    if not isinstance(forms, Form) and (isinstance(forms, str) or not isinstance(forms, Iterable)):
        raise TypeError(f"forms must be a Form or an iterable of Form, got {type(forms).__name__}")
    chosen = [forms] if isinstance(forms, Form) else list(forms)
    if not chosen or not all(isinstance(f, Form) for f in chosen):
        raise ValueError(f"forms must be a Form or an iterable of Form, got {excerpt(forms)}")
    return sum(1 << f.value for f in set(chosen))


def _tile_query(
    counts: Any, melds: Any, visible: Any, forms: Form | Iterable[Form] | None, threads: SupportsIndex | None
) -> tuple[Any, Any, Any, int, int]:
    """The checked arguments shared by useful_tiles and discard_options."""
    c, n = _rows(counts)
    return (
        c,
        _optional(melds, "melds", (n, 4, 2), np.int8, 0, 33),
        _optional(visible, "visible", (n, 34), np.uint8, 0, 4),
        _forms(forms),
        _threads(threads),
    )


def _finish(result: Any, valid: Any, row: int, message: str, stop: bool) -> Any:
    if stop:
        _raise_first(row, message)
        return result
    return result, valid


def shanten(
    counts: Any,
    melds: Any = None,
    *,
    forms: Form | Iterable[Form] | None = None,
    errors: Errors = "raise",
    threads: SupportsIndex | None = None,
) -> Any:
    """int8 (N,): shanten of each row (13 - 3k or 14 - 3k concealed tiles with k
    melds; -1 complete) over the selected forms. With ``errors="mask"``: (result, valid).

    >>> import mjcore
    >>> arrays = encode(["1112345678999m", "1122m3344p5566s7z"])
    >>> shanten(arrays.counts).tolist(), shanten(arrays.counts, forms=mjcore.Form.REGULAR).tolist()
    ([0, 0], [0, 3])
    """
    c, n = _rows(counts)
    stop = _errors(errors)
    result, valid, row, message = _core_batch.shanten(
        c, _optional(melds, "melds", (n, 4, 2), np.int8, 0, 33), _forms(forms), _threads(threads), stop
    )
    return _finish(result, valid, row, message, stop)


def waits(
    counts: Any, melds: Any = None, *, errors: Errors = "raise", threads: SupportsIndex | None = None
) -> Any:
    """bool (N, 34): the tiles completing each ready row (13 - 3k tiles); a tile
    already held four times is never a wait. With ``errors="mask"``: (result, valid).

    >>> import mjcore
    >>> result = waits(encode(["1111234567899m"]).counts)
    >>> mjcore.render_tiles(result[0].nonzero()[0].tolist())
    '369m'
    """
    c, n = _rows(counts)
    stop = _errors(errors)
    result, valid, row, message = _core_batch.waits(
        c, _optional(melds, "melds", (n, 4, 2), np.int8, 0, 33), _threads(threads), stop
    )
    return _finish(result, valid, row, message, stop)


def useful_tiles(
    counts: Any,
    melds: Any = None,
    *,
    visible: Any = None,
    forms: Form | Iterable[Form] | None = None,
    errors: Errors = "raise",
    threads: SupportsIndex | None = None,
) -> Any:
    """uint8 (N, 34): for each row of 13 - 3k tiles, the unseen copies of every
    tile that lowers its shanten (0 elsewhere); ``visible`` (N, 34) counts tiles
    seen elsewhere. With ``errors="mask"``: (result, valid).

    >>> import mjcore
    >>> useful = useful_tiles(encode(["123m456p789s1122z"]).counts)
    >>> {mjcore.render_tiles([t]): int(n) for t, n in enumerate(useful[0]) if n}
    {'1z': 2, '2z': 2}
    """
    stop = _errors(errors)
    result, valid, row, message = _core_batch.useful_tiles(*_tile_query(counts, melds, visible, forms, threads), stop)
    return _finish(result, valid, row, message, stop)


def discard_options(
    counts: Any,
    melds: Any = None,
    *,
    visible: Any = None,
    forms: Form | Iterable[Form] | None = None,
    errors: Errors = "raise",
    threads: SupportsIndex | None = None,
) -> DiscardArrays:
    """For each row of 14 - 3k tiles (after drawing) and each tile it holds: the
    shanten after discarding it and the unseen copies of the tiles that would
    then help: a :class:`DiscardArrays`.

    >>> options = discard_options(encode(["123m456p789s11223z"]).counts)
    >>> int(options.shanten[0, 29]), int(options.shanten[0, 3]) == NOT_HELD, int(options.useful[0, 29])
    (0, True, 4)
    """
    stop = _errors(errors)
    after, useful, valid, row, message = _core_batch.discard_options(
        *_tile_query(counts, melds, visible, forms, threads), stop
    )
    if stop:
        _raise_first(row, message)
    return DiscardArrays(after, useful, valid)
