"""The columnar format (mjcore.columnar): hands and scores go to Arrow tables and Parquet files
and come back equal, through pandas too, without a copy where the types allow it; a table that
is not in the format is refused with the column and the problem named."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
pd = pytest.importorskip("pandas")

from batch_cases import assert_same_scores, batch_score, rows_of, score_case_arrays  # noqa: E402
from depth import sized  # noqa: E402
from mjcore import batch, columnar  # noqa: E402

N_ROWS = sized(50_000, 2_000)


@pytest.fixture(scope="module")
def hands() -> batch.HandArrays:
    arrays, _, _ = score_case_arrays(N_ROWS, seed=29)
    return arrays


def test_the_table_is_the_documented_schema_and_shares_the_arrays(hands: batch.HandArrays) -> None:
    table = columnar.to_arrow(hands)
    assert table.schema == columnar.HAND_SCHEMA
    assert [str(f.type) for f in table.schema] == [
        "fixed_size_list<item: uint8>[34]", "fixed_size_list<item: int8>[8]", "int8", "uint8", "uint8", "uint8", "uint8"]
    back = columnar.from_arrow(table)
    assert back == hands
    for name in columnar.HAND_COLUMNS:  # zero-copy both ways
        assert np.shares_memory(getattr(back, name), getattr(hands, name)), name
    assert back.melds[5].tolist() == hands.melds[5].tolist()  # (4, 2) per row, row-major in the list


def test_scores_of_the_read_hands_equal_scores_of_the_arrays(hands: batch.HandArrays) -> None:
    assert_same_scores(batch_score(columnar.from_arrow(columnar.to_arrow(hands)), errors="mask"),
                       batch_score(hands, errors="mask"))


def test_parquet_round_trips(hands: batch.HandArrays, tmp_path: Path) -> None:
    columnar.write_parquet(tmp_path / "hands.parquet", hands, row_group_size=N_ROWS // 3)  # several chunks
    assert columnar.read_parquet(tmp_path / "hands.parquet") == hands
    scores = batch_score(hands, errors="mask", ruleset="hong-kong")
    columnar.write_parquet(str(tmp_path / "scores.parquet"), scores)
    assert columnar.read_scores_parquet(tmp_path / "scores.parquet") == scores


def test_a_folder_of_parquet_files_is_read_in_name_order(hands: batch.HandArrays, tmp_path: Path) -> None:
    bounds = [0, 10, 700, N_ROWS]
    for k in (2, 0, 1):  # written out of order
        columnar.write_parquet(tmp_path / f"part-{k:02}.parquet", rows_of(hands, slice(bounds[k], bounds[k + 1])))
    assert columnar.read_parquet(tmp_path) == hands


def test_a_parquet_file_with_more_columns_is_read_for_its_hands(hands: batch.HandArrays, tmp_path: Path) -> None:
    table = columnar.to_arrow(hands).append_column("player", pa.array(np.arange(N_ROWS) % 4))
    pq.write_table(table, tmp_path / "more.parquet")
    assert columnar.read_parquet(tmp_path / "more.parquet") == hands
    pq.write_table(table.drop_columns(["win"]), tmp_path / "less.parquet")
    with pytest.raises(ValueError, match="column 'win' is missing"):
        columnar.read_parquet(tmp_path / "less.parquet")


def test_pandas_round_trips_with_arrow_columns_and_with_object_columns(hands: batch.HandArrays) -> None:
    table = columnar.to_arrow(hands)
    arrow_backed = table.to_pandas(types_mapper=pd.ArrowDtype)
    back = columnar.from_arrow(pa.Table.from_pandas(arrow_backed, preserve_index=False))
    assert back == hands and np.shares_memory(back.counts, hands.counts)
    # The default conversion gives an array object per row, which comes back as variable-size lists.
    objects = table.to_pandas()
    assert objects["counts"].dtype == object
    assert columnar.from_arrow(pa.Table.from_pandas(objects)) == hands
    assert columnar.from_arrow(arrow_backed) == hands  # a DataFrame read through __arrow_c_stream__


def test_scores_table_has_a_column_per_fan_in_the_rulesets_order(hands: batch.HandArrays) -> None:
    scores = batch_score(hands, errors="mask")
    table = columnar.scores_to_arrow(scores)
    assert table.column_names == ["total", "base", "valid", *scores.columns]
    assert [str(table.schema.field(n).type) for n in ("total", "base", "valid", "nine_gates")] == ["int32", "int32", "bool", "uint8"]
    np.testing.assert_array_equal(table.column("total").to_numpy(), scores.total)
    j = scores.columns.index("seven_pairs")
    np.testing.assert_array_equal(table.column("seven_pairs").to_numpy(), scores.fans[:, j])
    assert columnar.scores_from_arrow(table) == scores


def test_slices_and_chunks_read_their_own_rows(hands: batch.HandArrays) -> None:
    table = columnar.to_arrow(hands)
    assert columnar.from_arrow(table.slice(7, 50)) == rows_of(hands, slice(7, 57))
    two = pa.concat_tables([table.slice(0, 10), table.slice(10, 30)])
    assert two.column("counts").num_chunks == 2
    assert columnar.from_arrow(two) == rows_of(hands, slice(0, 40))
    assert columnar.from_arrow(table.slice(0, 0)) == rows_of(hands, slice(0, 0))


def test_integers_of_other_types_are_read_when_they_fit(hands: batch.HandArrays) -> None:
    table = columnar.to_arrow(rows_of(hands, slice(0, 20)))
    wide = pa.table({
        "counts": pa.array(table.column("counts").to_pylist(), pa.large_list(pa.int64())),
        "melds": pa.array(table.column("melds").to_pylist(), pa.list_(pa.int32())),
        **{name: table.column(name).cast(pa.int64()) for name in columnar.HAND_COLUMNS[2:]},
    })
    assert columnar.from_arrow(wide) == rows_of(hands, slice(0, 20))
    wrapped = wide.set_column(3, "flowers", pa.array([256] + [0] * 19, pa.int64()))
    with pytest.raises(ValueError, match="column 'flowers' does not fit uint8"):
        columnar.from_arrow(wrapped)


def _replaced(table: Any, name: str, column: Any) -> Any:
    return table.set_column(table.column_names.index(name), name, column)


BAD_COLUMNS = [
    ("win", pa.array([4.0, 5.0]), TypeError, "column 'win' must hold integers, got double"),
    ("seat_wind", pa.array(["E", "S"]), TypeError, "column 'seat_wind' must hold integers, got string"),
    ("counts", pa.array([1, 2], pa.uint8()), TypeError, "column 'counts' must be a list of 34 integers per row, got uint8"),
    ("melds", pa.array([[0.5] * 8] * 2, pa.list_(pa.float32(), 8)), TypeError, "column 'melds' must hold integers, got float"),
    ("counts", pa.array([[0] * 33] * 2, pa.list_(pa.uint8(), 33)), ValueError,
     "column 'counts' must hold 34 values per row, got lists of 33"),
    ("melds", pa.array([[0] * 8, [0] * 6], pa.list_(pa.int8())), ValueError, "column 'melds' must hold 8 values per row, row 1 holds 6"),
    ("flags", pa.array([1, None], pa.uint8()), ValueError, "column 'flags' has 1 null rows"),
    ("counts", pa.array([[0] * 34, [0] * 33 + [None]], pa.list_(pa.uint8(), 34)), ValueError,
     "column 'counts' has 1 null values inside its lists"),
    ("win", pa.array([-1, 200], pa.int16()), ValueError, "column 'win' does not fit int8"),
]


@pytest.mark.parametrize(("name", "column", "error", "message"), BAD_COLUMNS, ids=[m for *_, m in BAD_COLUMNS])
def test_a_bad_column_is_named_with_its_problem(hands: batch.HandArrays, name: str, column: Any, error: type, message: str) -> None:
    table = _replaced(columnar.to_arrow(rows_of(hands, slice(0, 2))), name, column)
    with pytest.raises(error, match=f"^{message}"):
        columnar.from_arrow(table)


def test_bad_arguments_are_named(hands: batch.HandArrays) -> None:
    table = columnar.to_arrow(rows_of(hands, slice(0, 2)))
    with pytest.raises(ValueError, match="column 'melds' is missing: a hands table has columns counts, melds, win"):
        columnar.from_arrow(table.drop_columns(["melds"]))
    with pytest.raises(TypeError, match="table must be a pyarrow Table or RecordBatch .* got dict"):
        columnar.from_arrow({"counts": []})
    with pytest.raises(ValueError, match="name must be a column of a hands table .* got 'total'"):
        columnar.hand_column(table, "total")
    with pytest.raises(TypeError, match="arrays must be a mjcore.batch.HandArrays, got Table"):
        columnar.to_arrow(table)
    short = batch.HandArrays(hands.counts[:2], hands.melds[:1], *(getattr(hands, n)[:2] for n in columnar.HAND_COLUMNS[2:]))
    with pytest.raises(ValueError, match=r"arrays.melds must have shape \(2, 4, 2\), got \(1, 4, 2\)"):
        columnar.to_arrow(short)
    with pytest.raises(TypeError, match="arrays must be a HandArrays or a ScoreArrays, got Table"):
        columnar.write_parquet("unused.parquet", table)


def test_a_bad_scores_table_is_named(hands: batch.HandArrays) -> None:
    table = columnar.scores_to_arrow(batch_score(rows_of(hands, slice(0, 2)), errors="mask"))
    with pytest.raises(TypeError, match="column 'valid' must be bool, got int8"):
        columnar.scores_from_arrow(_replaced(table, "valid", pa.array([1, 0], pa.int8())))
    with pytest.raises(ValueError, match="column 'base' is missing: a scores table has columns total, base, valid, one per fan id"):
        columnar.scores_from_arrow(table.drop_columns(["base"]))
    with pytest.raises(TypeError, match="column 'nine_gates' must hold integers, got string"):
        columnar.scores_from_arrow(_replaced(table, "nine_gates", pa.array(["1", "0"])))


def test_scores_that_would_not_read_back_are_refused(hands: batch.HandArrays) -> None:
    scores = batch_score(rows_of(hands, slice(0, 2)), errors="mask")
    renamed = batch.ScoreArrays(scores.total, scores.base, scores.fans, ["total", *scores.columns[1:]], scores.valid)
    with pytest.raises(ValueError, match="scores.columns must not name total: those are the table's own columns"):
        columnar.scores_to_arrow(renamed)
    narrow = batch.ScoreArrays(scores.total, scores.base, scores.fans[:, 1:], scores.columns, scores.valid)
    with pytest.raises(ValueError, match=r"scores.fans must have a column per fan id \(81\), got shape \(2, 80\)"):
        columnar.scores_to_arrow(narrow)
