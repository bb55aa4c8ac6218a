"""The core's per-suit table equals the reference's splits for every one of
the 405,350 single-suit count vectors."""

from __future__ import annotations

import depth
from mjcore import _core, reference


def test_table_size_is_every_valid_vector() -> None:
    info = _core.diagnostics.suit_table_info()
    assert info["vectors"] == 405_350
    assert sum(1 for _ in reference.suit_vectors()) == 405_350


def test_every_vector_splits_like_the_reference() -> None:
    """All 405,350 single-suit vectors in the thorough run; every 10th by default."""
    step = 1 if depth.THOROUGH else 10
    mismatches = []
    decomposable = 0
    for k, vector in enumerate(reference.suit_vectors()):
        if k % step:
            continue
        core = {(pair, tuple(sorted(melds))) for pair, melds in _core.diagnostics.suit_splits(list(vector))}
        ref = {(pair, tuple(sorted(melds))) for pair, melds in reference.suit_splits(vector)}
        decomposable += bool(ref)
        if core != ref:
            mismatches.append(vector)
    assert mismatches == []
    # A sanity floor: the table is not trivially empty on both sides.
    assert decomposable > 10_000 // step


def test_splits_are_distinct() -> None:
    for vector in ([3, 3, 3, 0, 0, 0, 0, 0, 0], [4, 4, 4, 2, 0, 0, 0, 0, 0], [3, 1, 4, 1, 3, 1, 1, 0, 0]):
        splits = _core.diagnostics.suit_splits(vector)
        assert len(splits) == len(set(splits))


def test_known_splits() -> None:
    # 111222333: three pungs or three identical chows.
    assert set(_core.diagnostics.suit_splits([3, 3, 3, 0, 0, 0, 0, 0, 0])) == {
        (None, (("pung", 0), ("pung", 1), ("pung", 2))),
        (None, (("chow", 0), ("chow", 0), ("chow", 0))),
    }
    assert _core.diagnostics.suit_splits([1, 1, 0, 0, 0, 0, 0, 0, 0]) == []
    assert _core.diagnostics.suit_splits([0] * 9) == [(None, ())]
