"""Hands and scores as Arrow tables and Parquet files: one row per hand, one column per array
of the batch encoding (:mod:`mjcore.batch`), so corpora move between mjcore, Dask, pandas and
polars without a Python object per row. Needs pyarrow (``pip install mjcore[dask]``).

A hands table has these columns (others beside them are ignored):

============== ========================== ==============================================
column         Arrow type                 batch array
============== ========================== ==============================================
counts         fixed_size_list<uint8>[34] counts (N, 34)
melds          fixed_size_list<int8>[8]   melds (N, 4, 2), row-major: code, tile, ...
win            int8                       win (N,)
flowers        uint8                      flowers (N,)
flags          uint8                      flags (N,)
seat_wind      uint8                      seat_wind (N,)
prevalent_wind uint8                      prevalent_wind (N,)
============== ========================== ==============================================

Reading also takes any integer type whose values fit the documented one, and (variable-size)
lists holding the right number of values in every row; nulls are refused. Columns of the
documented types in one chunk are read without a copy (the arrays are then read-only views of
the Arrow buffers). A scores table has ``total`` and ``base`` (int32), ``valid`` (bool) and a
uint8 column per fan id, in the ruleset's order (:class:`mjcore.batch.ScoreArrays`).

>>> from mjcore import batch
>>> arrays = batch.encode(["1112345678999m"])
>>> table = to_arrow(arrays)
>>> table.schema.field("counts").type, table.num_rows
(FixedSizeListType(fixed_size_list<item: uint8>[34]), 1)
>>> from_arrow(table) == arrays
True
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Union

import numpy as np
from numpy.typing import NDArray

try:
    import pyarrow as pa  # type: ignore[import-untyped]
    import pyarrow.parquet as pq  # type: ignore[import-untyped]
except ImportError as exc:  # pragma: no cover - pyarrow is an optional dependency
    raise ImportError("mjcore.columnar needs pyarrow: pip install pyarrow (or mjcore[dask])") from exc

from mjcore.batch import HandArrays, ScoreArrays

__all__ = [
    "HAND_COLUMNS",
    "HAND_SCHEMA",
    "SCORE_COLUMNS",
    "from_arrow",
    "hand_column",
    "read_parquet",
    "read_scores_parquet",
    "scores_from_arrow",
    "scores_to_arrow",
    "to_arrow",
    "write_parquet",
]

# Each column's value type and the shape of one row's values in the batch encoding.
_HAND_LAYOUT: Mapping[str, tuple[Any, tuple[int, ...]]] = {
    "counts": (pa.uint8(), (34,)),
    "melds": (pa.int8(), (4, 2)),
    "win": (pa.int8(), ()),
    "flowers": (pa.uint8(), ()),
    "flags": (pa.uint8(), ()),
    "seat_wind": (pa.uint8(), ()),
    "prevalent_wind": (pa.uint8(), ()),
}

HAND_COLUMNS: tuple[str, ...] = tuple(_HAND_LAYOUT)
"""The columns of a hands table, in the order of :class:`mjcore.batch.HandArrays`."""

SCORE_COLUMNS: tuple[str, ...] = ("total", "base", "valid")
"""The columns of a scores table before its fan columns."""


def _arrow_type(value_type: Any, shape: tuple[int, ...]) -> Any:
    return pa.list_(value_type, int(np.prod(shape))) if shape else value_type


HAND_SCHEMA: Any = pa.schema([(name, _arrow_type(*layout)) for name, layout in _HAND_LAYOUT.items()])
"""The Arrow schema :func:`to_arrow` writes (a ``pyarrow.Schema``)."""

Tabular = Any
"""A ``pyarrow.Table`` or ``RecordBatch``, or anything with ``__arrow_c_stream__`` (a polars or pandas DataFrame)."""


def _table(table: Tabular) -> Any:
    if isinstance(table, (pa.Table, pa.RecordBatch)):
        return table
    if hasattr(table, "__arrow_c_stream__"):
        return pa.table(table)
    raise TypeError(f"table must be a pyarrow Table or RecordBatch (or have __arrow_c_stream__), got {type(table).__name__}")


def _one_array(table: Any, name: str, kind: str) -> Any:
    """Column `name` as one Arrow array (a copy only when it has several chunks), without nulls."""
    if name not in table.column_names:
        raise ValueError(f"column {name!r} is missing: a {kind} table has columns {', '.join(_expected(kind))}")
    data = table.column(name)
    if data.null_count:
        raise ValueError(f"column {name!r} has {data.null_count} null rows")
    if isinstance(data, pa.ChunkedArray):
        data = data.chunk(0) if data.num_chunks == 1 else data.combine_chunks()
    return data


def _expected(kind: str) -> tuple[str, ...]:
    return HAND_COLUMNS if kind == "hands" else (*SCORE_COLUMNS, "one per fan id")


def _cast(values: Any, name: str, value_type: Any) -> Any:
    """Integers of another type are converted only when every value fits (never wrapped)."""
    if not pa.types.is_integer(values.type):
        raise TypeError(f"column {name!r} must hold integers, got {values.type}")
    try:
        return values.cast(value_type, safe=True)
    except pa.ArrowInvalid as error:
        raise ValueError(f"column {name!r} does not fit {value_type}: {error}") from None


def _list_values(data: Any, name: str, width: int) -> Any:
    """The values of a list column holding `width` values in every row, flattened."""
    if not (pa.types.is_fixed_size_list(data.type) or pa.types.is_list(data.type) or pa.types.is_large_list(data.type)):
        raise TypeError(f"column {name!r} must be a list of {width} integers per row, got {data.type}")
    if pa.types.is_fixed_size_list(data.type):
        if data.type.list_size != width:
            raise ValueError(f"column {name!r} must hold {width} values per row, got lists of {data.type.list_size}")
    elif len(data):
        lengths = data.value_lengths().to_numpy()
        bad = np.flatnonzero(lengths != width)
        if bad.size:
            raise ValueError(f"column {name!r} must hold {width} values per row, row {bad[0]} holds {lengths[bad[0]]}")
    values = data.flatten()  # the rows' values only: a sliced array's offset is applied
    if values.null_count:
        raise ValueError(f"column {name!r} has {values.null_count} null values inside its lists")
    return values


def hand_column(table: Tabular, name: str) -> NDArray[Any]:
    """One column of a hands table as its batch array (the dtype and shape of that
    :class:`mjcore.batch.HandArrays` field), for functions that read only some columns.

    >>> import pyarrow as pa
    >>> hand_column(pa.table({"win": pa.array([4, -1], pa.int64())}), "win")
    array([ 4, -1], dtype=int8)
    >>> hand_column(pa.table({"win": [4.0]}), "win")
    Traceback (most recent call last):
    TypeError: column 'win' must hold integers, got double
    >>> hand_column(pa.table({"counts": pa.array([[1, 2]], pa.list_(pa.uint8(), 2))}), "counts")
    Traceback (most recent call last):
    ValueError: column 'counts' must hold 34 values per row, got lists of 2
    """
    if name not in _HAND_LAYOUT:
        raise ValueError(f"name must be a column of a hands table ({', '.join(HAND_COLUMNS)}), got {name!r}")
    value_type, shape = _HAND_LAYOUT[name]
    data = _one_array(_table(table), name, "hands")
    values = _list_values(data, name, int(np.prod(shape))) if shape else data
    array: NDArray[Any] = _cast(values, name, value_type).to_numpy(zero_copy_only=False)
    return array.reshape((len(data), *shape))


def from_arrow(table: Tabular) -> HandArrays:
    """The hands of a table in the columnar format, as :class:`mjcore.batch.HandArrays`
    (columns other than :data:`HAND_COLUMNS` are ignored).

    >>> import pyarrow as pa
    >>> from mjcore import batch
    >>> table = to_arrow(batch.encode(["1112345678999m"]))
    >>> from_arrow(table).counts[0, :9].tolist()
    [3, 1, 1, 1, 1, 1, 1, 1, 3]
    >>> from_arrow(table.drop_columns(["flags"]))
    Traceback (most recent call last):
    ValueError: column 'flags' is missing: a hands table has columns counts, melds, win, flowers, flags, seat_wind, prevalent_wind
    """
    source = _table(table)
    return HandArrays(*(hand_column(source, name) for name in HAND_COLUMNS))


def _field(array: Any, name: str, shape: tuple[int, ...]) -> NDArray[Any]:
    a = np.asarray(array)
    if a.dtype.kind not in "iu":
        raise TypeError(f"arrays.{name} must hold integers, got dtype {a.dtype}")
    if a.shape != shape:
        raise ValueError(f"arrays.{name} must have shape {shape}, got {a.shape}")
    return a


def to_arrow(arrays: HandArrays) -> Any:
    """A ``pyarrow.Table`` of :data:`HAND_SCHEMA` holding the hands (no copy of arrays of the
    documented dtypes).

    >>> import mjcore
    >>> from mjcore import batch
    >>> hand = mjcore.Hand.parse("123m456p5z", win="5z", melds=["pung 222z", "chow 789s"])
    >>> table = to_arrow(batch.encode([hand], [{"seat_wind": "S"}]))
    >>> table.column_names
    ['counts', 'melds', 'win', 'flowers', 'flags', 'seat_wind', 'prevalent_wind']
    >>> table.column("melds").to_pylist(), table.column("seat_wind").to_pylist()
    ([[2, 28, 1, 24, 0, 0, 0, 0]], [1])
    """
    if not isinstance(arrays, HandArrays):
        raise TypeError(f"arrays must be a mjcore.batch.HandArrays, got {type(arrays).__name__}")
    n = len(np.asarray(arrays.counts))
    columns = []
    for name, (value_type, shape) in _HAND_LAYOUT.items():
        flat = np.ascontiguousarray(_field(getattr(arrays, name), name, (n, *shape))).reshape(-1)
        values = _cast(pa.array(flat), f"arrays.{name}", value_type)
        columns.append(pa.FixedSizeListArray.from_arrays(values, int(np.prod(shape))) if shape else values)
    return pa.Table.from_arrays(columns, schema=HAND_SCHEMA)


def scores_to_arrow(scores: ScoreArrays) -> Any:
    """A ``pyarrow.Table`` of scores: total, base, valid, then a uint8 column per fan id.

    >>> from mjcore import batch
    >>> arrays = batch.encode(["1112345678999m"])
    >>> table = scores_to_arrow(batch.score(arrays.counts, win=[4]))
    >>> table.column_names[:5], table.column("nine_gates").to_pylist()
    (['total', 'base', 'valid', 'big_four_winds', 'big_three_dragons'], [1])
    """
    if not isinstance(scores, ScoreArrays):
        raise TypeError(f"scores must be a mjcore.batch.ScoreArrays, got {type(scores).__name__}")
    fans = np.asarray(scores.fans, np.uint8)
    if fans.ndim != 2 or fans.shape[1] != len(scores.columns):
        raise ValueError(f"scores.fans must have a column per fan id ({len(scores.columns)}), got shape {fans.shape}")
    clash = sorted(set(scores.columns) & set(SCORE_COLUMNS))
    if clash:
        raise ValueError(f"scores.columns must not name {', '.join(clash)}: those are the table's own columns")
    names = [*SCORE_COLUMNS, *scores.columns]
    arrays = [pa.array(np.asarray(scores.total, np.int32)), pa.array(np.asarray(scores.base, np.int32)),
              pa.array(np.asarray(scores.valid, np.bool_)), *(pa.array(fans[:, j]) for j in range(fans.shape[1]))]
    return pa.Table.from_arrays(arrays, names=names)


def scores_from_arrow(table: Tabular) -> ScoreArrays:
    """The :class:`mjcore.batch.ScoreArrays` of a scores table (every column after total, base
    and valid is a fan's count).

    >>> from mjcore import batch
    >>> arrays = batch.encode(["1112345678999m"])
    >>> scores = batch.score(arrays.counts, win=[4])
    >>> scores_from_arrow(scores_to_arrow(scores)) == scores
    True
    """
    source = _table(table)
    total, base = (_cast(_one_array(source, name, "scores"), name, pa.int32()) for name in ("total", "base"))
    valid = _one_array(source, "valid", "scores")
    if not pa.types.is_boolean(valid.type):
        raise TypeError(f"column 'valid' must be bool, got {valid.type}")
    columns = [name for name in source.column_names if name not in SCORE_COLUMNS]
    fans = np.zeros((source.num_rows, len(columns)), np.uint8)
    for j, name in enumerate(columns):
        fans[:, j] = _cast(_one_array(source, name, "scores"), name, pa.uint8()).to_numpy(zero_copy_only=False)
    return ScoreArrays(total.to_numpy(zero_copy_only=False), base.to_numpy(zero_copy_only=False), fans, columns,
                       valid.to_numpy(zero_copy_only=False))


PathLike = Union[str, "os.PathLike[str]"]


def write_parquet(path: PathLike, arrays: HandArrays | ScoreArrays, **options: Any) -> None:
    """Write hands (:func:`to_arrow`) or scores (:func:`scores_to_arrow`) to a Parquet file;
    `options` go to ``pyarrow.parquet.write_table`` (``compression=``, ``row_group_size=``, ...).

    >>> import pathlib, tempfile
    >>> from mjcore import batch
    >>> arrays = batch.encode(["1112345678999m", "123m456p789s1122z"])
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_parquet(pathlib.Path(folder) / "hands.parquet", arrays)
    ...     read_parquet(pathlib.Path(folder) / "hands.parquet") == arrays
    True
    """
    if isinstance(arrays, ScoreArrays):
        table = scores_to_arrow(arrays)
    elif isinstance(arrays, HandArrays):
        table = to_arrow(arrays)
    else:
        raise TypeError(f"arrays must be a HandArrays or a ScoreArrays, got {type(arrays).__name__}")
    pq.write_table(table, path, **options)


def read_parquet(path: PathLike) -> HandArrays:
    """The hands of a Parquet file in the columnar format, or of a folder of them in name order
    (only the hand columns are read).

    >>> import pathlib, tempfile
    >>> from mjcore import batch
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_parquet(pathlib.Path(folder) / "hands.parquet", batch.encode(["1112345678999m"]))
    ...     read_parquet(pathlib.Path(folder) / "hands.parquet").counts.shape
    (1, 34)
    """
    present = set(pq.ParquetDataset(path).schema.names)  # a missing column is then from_arrow's error, named
    return from_arrow(pq.read_table(path, columns=[name for name in HAND_COLUMNS if name in present]))


def read_scores_parquet(path: PathLike) -> ScoreArrays:
    """The scores of a Parquet file written by :func:`write_parquet`.

    >>> import pathlib, tempfile
    >>> from mjcore import batch
    >>> arrays = batch.encode(["1112345678999m"])
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_parquet(pathlib.Path(folder) / "scores.parquet", batch.score(arrays.counts, win=[4]))
    ...     read_scores_parquet(pathlib.Path(folder) / "scores.parquet").total.tolist()
    [91]
    """
    return scores_from_arrow(pq.read_table(path))
