"""Batch rows recomputed with the per-hand API, and a batch result judged against them.

The per-hand hand of a row is built here (not with ``mjcore.batch.decode``, which is under
test too): ``Hand.from_counts`` over the counts, the melds (code 1 chow, 2 pung, 3 kong,
4 concealed kong), the winning tile (-1: none) and the flowers. A row the per-hand API
refuses (ValueError) must be refused by the batch (``valid`` False with errors="mask",
a ValueError with errors="raise"); every other row must equal the per-hand answer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

import mjcore
from adversarial.contract import excerpt
from mjcore import batch

Row = Any
Outcome = tuple[bool, Row]  # (the per-hand API accepts the row, its answer or the error)

_KIND = {1: mjcore.MeldKind.CHOW, 2: mjcore.MeldKind.PUNG, 3: mjcore.MeldKind.KONG, 4: mjcore.MeldKind.KONG}


def row_hand(arrays: Mapping[str, Any], i: int) -> mjcore.Hand:
    melds = []
    if arrays.get("melds") is not None:
        for code, first in arrays["melds"][i].tolist():
            if code == 0:
                continue
            if code not in _KIND:
                raise ValueError(f"meld code {code}")
            source = mjcore.MeldSource.CONCEALED if code == 4 else mjcore.MeldSource.EXPOSED
            melds.append(mjcore.Meld(_KIND[code], int(first), source))
    win = None
    if arrays.get("win") is not None and int(arrays["win"][i]) != -1:
        win = int(arrays["win"][i])
    flowers = 0 if arrays.get("flowers") is None else int(arrays["flowers"][i])
    return mjcore.Hand.from_counts(arrays["counts"][i].tolist(), melds, win, flowers)


def _score(arrays: Mapping[str, Any], i: int, hand: mjcore.Hand, kw: Mapping[str, Any]) -> Row:
    flags = 0 if arrays.get("flags") is None else int(arrays["flags"][i])
    seat = 0 if arrays.get("seat_wind") is None else int(arrays["seat_wind"][i])
    prevalent = 0 if arrays.get("prevalent_wind") is None else int(arrays["prevalent_wind"][i])
    s = mjcore.score(
        hand, kw.get("ruleset", "mcr"), self_drawn=bool(flags & 1), last_tile=bool(flags & 2), kong=bool(flags & 4),
        fourth_tile=bool(flags & 8), seat_wind=seat, prevalent_wind=prevalent,
    )
    return (s.total, s.base, dict(sorted(s.fan_counts.items())))


def _visible(arrays: Mapping[str, Any], i: int) -> Any:
    return None if arrays.get("visible") is None else arrays["visible"][i].tolist()


def _discard(arrays: Mapping[str, Any], i: int, hand: mjcore.Hand, kw: Mapping[str, Any]) -> Row:
    shanten = [batch.NOT_HELD] * 34
    useful = [0] * 34
    for o in mjcore.discard_options(hand, _visible(arrays, i), forms=kw.get("forms")):
        shanten[o.tile] = o.shanten
        useful[o.tile] = o.useful_count
    return (shanten, useful)


PER_HAND: dict[str, Callable[[Mapping[str, Any], int, mjcore.Hand, Mapping[str, Any]], Row]] = {
    "is_winning": lambda a, i, h, kw: mjcore.is_winning(h),
    "score": _score,
    "shanten": lambda a, i, h, kw: mjcore.shanten(h, forms=kw.get("forms")),
    "waits": lambda a, i, h, kw: sorted(mjcore.waits(h)),
    # a useful tile with no unseen copy left reads 0 in the batch array, as a useless one
    "useful_tiles": lambda a, i, h, kw: {t: n for t, n in mjcore.useful_tiles(h, _visible(a, i), forms=kw.get("forms")).items() if n},
    "discard_options": _discard,
}


def expected_rows(function: str, arrays: Mapping[str, Any], kw: Mapping[str, Any], bad_rows: Sequence[int] = ()) -> list[Outcome]:
    """The per-hand outcome of every row (rows in ``bad_rows``: refused)."""
    out: list[Outcome] = []
    for i in range(len(arrays["counts"])):
        if i in bad_rows:
            out.append((False, "made bad by the test"))
            continue
        try:
            out.append((True, PER_HAND[function](arrays, i, row_hand(arrays, i), kw)))
        except ValueError as exc:
            out.append((False, str(exc)))
    return out


def batch_rows(function: str, result: Any, errors: str) -> tuple[list[Row], Any]:
    """The rows of a batch result in the per-hand shape, and its valid array (None with
    errors="raise")."""
    valid = None
    if function == "score":
        valid = result.valid if errors == "mask" else None
        rows = [
            (int(t), int(b), {c: int(n) for c, n in zip(result.columns, fans) if n})
            for t, b, fans in zip(result.total, result.base, result.fans)
        ]
        rows = [(t, b, dict(sorted(f.items()))) for t, b, f in rows]
    elif function == "discard_options":
        valid = result.valid if errors == "mask" else None
        rows = [(s.tolist(), u.tolist()) for s, u in zip(result.shanten, result.useful)]
    else:
        values = result
        if errors == "mask":
            values, valid = result
        if function == "waits":
            rows = [np.flatnonzero(r).tolist() for r in values]
        elif function == "useful_tiles":
            rows = [{int(t): int(r[t]) for t in np.flatnonzero(r)} for r in values]
        else:
            rows = [v.item() for v in values]
    return rows, valid


def _empty(function: str, row: Row) -> bool:
    """Whether an invalid row's result is blank (0; discard shanten may read NOT_HELD)."""
    if function == "score":
        return row == (0, 0, {})
    if function == "discard_options":
        return set(row[0]) <= {0, batch.NOT_HELD} and not any(row[1])
    return not row


def judge_result(function: str, result: Any, errors: str, expected: list[Outcome]) -> str | None:
    """What is wrong with a batch result, against the per-hand outcomes (None: right)."""
    try:
        rows, valid = batch_rows(function, result, errors)
    except Exception as exc:
        return f"returned a result of the wrong shape ({type(exc).__name__}: {excerpt(str(exc))}): {excerpt(result)}"
    if len(rows) != len(expected):
        return f"returned {len(rows)} rows for {len(expected)}"
    for i, ((ok, want), got) in enumerate(zip(expected, rows)):
        if valid is None:
            if not ok:
                return f"returned without raising, but row {i} is refused by the per-hand API ({excerpt(want, 100)})"
        else:
            if bool(valid[i]) != ok:
                state = "valid" if valid[i] else "invalid"
                why = f"the per-hand API gives {excerpt(want, 100)}" if ok else f"the per-hand API refuses it: {excerpt(want, 100)}"
                return f"marked row {i} {state}, but {why}"
            if not ok:
                if not _empty(function, got):
                    return f"row {i} is invalid but its result is not blank: {excerpt(got, 100)}"
                continue
        if got != want:
            return f"row {i} is {excerpt(got, 120)}, the per-hand API gives {excerpt(want, 120)}"
    return None


@dataclass(frozen=True)
class Judge:
    """Judges one batch call: its function, errors mode, the canonical arrays it stands
    for, the rows the test made bad and the keyword arguments the per-hand API takes."""

    function: str
    errors: str
    arrays: Mapping[str, Any]
    kw: Mapping[str, Any]
    bad_rows: tuple[int, ...] = ()

    def expected(self) -> list[Outcome]:
        return expected_rows(self.function, self.arrays, self.kw, self.bad_rows)

    def on_return(self, result: Any) -> str | None:
        return judge_result(self.function, result, self.errors, self.expected())

    def on_raise(self, exc: BaseException) -> str | None:
        """A rejection is wrong only when every row is fine and the arrays are valid."""
        expected = self.expected()
        refused = [i for i, (ok, _) in enumerate(expected) if not ok]
        if self.errors == "raise" and refused:
            first = refused[0]
            message = str(exc)
            if message.startswith("row ") and not message.startswith(f"row {first}:"):
                return f"raised {excerpt(message, 80)}, but the first bad row is {first}"
            return None
        if self.errors == "mask" and self.bad_rows:
            return None  # an out-of-range value may be refused for the whole array
        return f"rejected valid arrays (every row valid, or errors='mask'): {type(exc).__name__}: {excerpt(str(exc))}"
