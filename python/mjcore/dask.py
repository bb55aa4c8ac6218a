"""Score, shanten and waits for corpora held by Dask, partition by partition through
:mod:`mjcore.batch`: on the threads of one machine, or on a cluster through
``dask.distributed``. Needs ``pip install mjcore[dask]``.

The hands are a Dask DataFrame in the columnar format (:mod:`mjcore.columnar`: one row per
hand), such as ``dask.dataframe.read_parquet(path, dtype_backend="pyarrow")`` of files that
:func:`mjcore.columnar.write_parquet` or ``to_parquet`` wrote, or a Dask Bag of hands
(:class:`mjcore.Hand` or notation, optionally paired with a context mapping, as for
:func:`mjcore.batch.encode`). Results are lazy Dask DataFrames with the hands' index, one row
per hand; a ruleset of your own travels to the workers by pickling (its definition).

>>> import dask.bag as db
>>> import mjcore
>>> bag = db.from_sequence(["1112345678999m", ("123m456p789s1122z", {"self_drawn": True})], npartitions=2)
>>> shanten(bag).compute()["shanten"].tolist()
[0, 0]
>>> hands = from_arrays(mjcore.batch.encode([mjcore.Hand.parse("1112345678999m", win="5m")] * 4), npartitions=2)
>>> score(hands)[["total", "nine_gates"]].compute().values.tolist()
[[91, 1], [91, 1], [91, 1], [91, 1]]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import partial
from typing import Any, Callable, SupportsIndex, Union

import numpy as np

try:
    import dask.bag as db
    import dask.dataframe as dd
    import pandas as pd  # type: ignore[import-untyped]
    import pyarrow as pa  # type: ignore[import-untyped]
    from dask.delayed import delayed
except ImportError as exc:  # pragma: no cover - dask is an optional dependency
    raise ImportError("mjcore.dask needs dask[dataframe] and pyarrow: pip install mjcore[dask]") from exc

from mjcore import batch, columnar
from mjcore._core import Form, Hand
from mjcore.ruleset import Ruleset
from mjcore.tiles import render_tiles

__all__ = ["TILE_COLUMNS", "from_arrays", "from_bag", "score", "shanten", "waits"]

Hands = Union[dd.DataFrame, db.Bag]
Job = Callable[[Any], Any]  # an Arrow table of hands -> a pandas DataFrame of results

TILE_COLUMNS: tuple[str, ...] = tuple(render_tiles([tile]) for tile in range(34))
"""The columns of :func:`waits`, one per tile: ``"1m"`` ... ``"7z"``."""


def _pandas(table: Any) -> Any:
    """Arrow-backed columns: a list column stays one Arrow array, not a Python object per row."""
    return table.to_pandas(types_mapper=pd.ArrowDtype)


def _empty_hands() -> Any:
    return _pandas(columnar.to_arrow(batch.encode([])))


def from_arrays(arrays: batch.HandArrays, npartitions: int = 1) -> dd.DataFrame:
    """A Dask DataFrame of hands in the columnar format, from arrays in this process (a
    corpus that fits in memory; larger ones are read from files where they lie).

    >>> import mjcore
    >>> hands = from_arrays(mjcore.batch.encode(["1112345678999m"] * 6), npartitions=3)
    >>> hands.npartitions, list(hands.columns) == list(mjcore.columnar.HAND_COLUMNS)
    (3, True)
    """
    frame: dd.DataFrame = dd.from_pandas(_pandas(columnar.to_arrow(arrays)), npartitions=npartitions)  # type: ignore[no-untyped-call]
    return frame


def _encode_partition(items: Iterable[Any], number: int) -> Any:
    hands: list[Hand | str] = []
    contexts: list[Mapping[str, Any]] = []
    for i, item in enumerate(items):
        if isinstance(item, tuple) and len(item) != 2:
            raise TypeError(f"bag partition {number}, item {i}: a tuple must be (hand, context), got {len(item)} items")
        hand, context = item if isinstance(item, tuple) else (item, {})
        hands.append(hand)
        contexts.append(context)
    try:
        arrays = batch.encode(hands, contexts)
    except (ValueError, TypeError) as error:
        raise type(error)(f"bag partition {number}: {error}") from None
    return _pandas(columnar.to_arrow(arrays))


def from_bag(hands: db.Bag) -> dd.DataFrame:
    """A Dask DataFrame of hands in the columnar format, from a Bag of hands (each a
    :class:`mjcore.Hand` or notation, or a ``(hand, context)`` pair), a partition per
    partition; the index counts from 0 in each partition.

    >>> import dask.bag as db
    >>> frame = from_bag(db.from_sequence(["1112345678999m", ("123m456p789s1122z", {"seat_wind": "S"})]))
    >>> frame["seat_wind"].compute().tolist()
    [0, 1]
    """
    if not isinstance(hands, db.Bag):
        raise TypeError(f"hands must be a dask.bag.Bag, got {type(hands).__name__}")
    encode = delayed(_encode_partition, pure=True)
    parts = [encode(part, number) for number, part in enumerate(hands.to_delayed())]  # type: ignore[no-untyped-call]
    frame: dd.DataFrame = dd.from_delayed(parts, meta=_empty_hands())
    return frame


def _run(part: Any, job: Job, partition_info: Mapping[str, Any] | None = None) -> Any:
    """One partition's results, with its index; an error names the partition (rows count
    from its start)."""
    try:
        frame = job(pa.Table.from_pandas(part, preserve_index=False))
    except (ValueError, TypeError) as error:
        where = "" if partition_info is None else f"partition {partition_info['number']}: "
        raise type(error)(f"{where}{error}") from None
    frame.index = part.index
    return frame


def _map(hands: Hands, columns: Sequence[str], job: Job) -> dd.DataFrame:
    """`job` over every partition of the hands' `columns`. Its meta comes from running it on
    no rows, which also checks the arguments before any partition is computed."""
    if isinstance(hands, db.Bag):
        hands = from_bag(hands)
    if not isinstance(hands, dd.DataFrame):
        raise TypeError(f"hands must be a dask DataFrame of the columnar format or a dask Bag of hands, got {type(hands).__name__}")
    missing = [name for name in columns if name not in hands.columns]
    if missing:
        raise ValueError(f"hands has no column {missing[0]!r} (this needs {', '.join(columns)}; see mjcore.columnar)")
    needed = hands[list(columns)]  # only these are read: a Parquet source reads no other column
    empty = _empty_hands()[list(columns)]
    empty.index = needed._meta.index
    results: dd.DataFrame = needed.map_partitions(_run, job, meta=_run(empty, job))
    return results


def _score_job(table: Any, ruleset: str | Ruleset, errors: batch.Errors, threads: SupportsIndex | None) -> Any:
    h = columnar.from_arrow(table)
    result = batch.score(h.counts, h.melds, h.win, flowers=h.flowers, flags=h.flags, seat_wind=h.seat_wind,
                         prevalent_wind=h.prevalent_wind, ruleset=ruleset, errors=errors, threads=threads)
    frame = pd.DataFrame(result.fans, columns=result.columns)  # one block for the fans, not a copy per column
    for position, name in enumerate(columnar.SCORE_COLUMNS):
        frame.insert(position, name, getattr(result, name))
    return frame


def score(
    hands: Hands,
    *,
    ruleset: str | Ruleset = "mcr",
    errors: batch.Errors = "raise",
    threads: SupportsIndex | None = 1,
) -> dd.DataFrame:
    """:func:`mjcore.batch.score` of every hand: a Dask DataFrame of ``total``, ``base``
    (int32), ``valid`` (bool) and a uint8 column per fan id of the ruleset (a name or a
    :class:`mjcore.Ruleset`). ``threads`` is per task: Dask already runs a task per core.

    >>> import dask.bag as db
    >>> import mjcore
    >>> house = mjcore.Ruleset.from_definition({"name": "house", "patterns": {"seven_pairs": 4, "self_drawn": 1}})
    >>> bag = db.from_sequence([mjcore.Hand.parse("1122m3344p5566s7z", win="7z"), mjcore.Hand.parse("1112345678999m", win="1p")])
    >>> score(bag, ruleset=house, errors="mask").compute().values.tolist()
    [[4, 4, True, 1, 0], [0, 0, False, 0, 0]]
    >>> score(bag, ruleset="riichi")  # checked at once: nothing is computed  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: unknown ruleset 'riichi' (known: baoding, cantonese, ...)
    """
    return _map(hands, columnar.HAND_COLUMNS, partial(_score_job, ruleset=ruleset, errors=errors, threads=threads))


def _tiles_job(table: Any, function: Callable[..., Any], errors: batch.Errors, columns: Sequence[str], **options: Any) -> Any:
    """A per-tile batch function (shanten, waits) of the counts and melds, with a valid column."""
    counts, melds = (columnar.hand_column(table, name) for name in ("counts", "melds"))
    outcome = function(counts, melds, errors=errors, **options)
    result, valid = outcome if errors == "mask" else (outcome, np.ones(len(counts), np.bool_))
    frame = pd.DataFrame(result.reshape(len(counts), len(columns)), columns=list(columns))
    frame["valid"] = valid
    return frame


def shanten(
    hands: Hands,
    *,
    forms: Form | Iterable[Form] | None = None,
    errors: batch.Errors = "raise",
    threads: SupportsIndex | None = 1,
) -> dd.DataFrame:
    """:func:`mjcore.batch.shanten` of every hand: a Dask DataFrame of ``shanten`` (int8, -1
    complete) and ``valid`` (bool).

    >>> import dask.bag as db
    >>> import mjcore
    >>> bag = db.from_sequence(["1122m3344p5566s7z", "123m456p789s1122z"])
    >>> shanten(bag, forms=mjcore.Form.REGULAR).compute()["shanten"].tolist()
    [3, 0]
    """
    if isinstance(forms, Iterator):  # one pass only: every partition needs them
        forms = tuple(forms)
    job = partial(_tiles_job, function=batch.shanten, errors=errors, columns=["shanten"], forms=forms, threads=threads)
    return _map(hands, ("counts", "melds"), job)


def waits(hands: Hands, *, errors: batch.Errors = "raise", threads: SupportsIndex | None = 1) -> dd.DataFrame:
    """:func:`mjcore.batch.waits` of every hand: a Dask DataFrame of a bool column per tile
    (:data:`TILE_COLUMNS`: the tiles completing the hand) and ``valid`` (bool).

    >>> import dask.bag as db
    >>> result = waits(db.from_sequence(["1111234567899m"])).compute()
    >>> [tile for tile in TILE_COLUMNS if result[tile].iloc[0]]
    ['3m', '6m', '9m']
    """
    job = partial(_tiles_job, function=batch.waits, errors=errors, columns=TILE_COLUMNS, threads=threads)
    return _map(hands, ("counts", "melds"), job)
