"""Hostile values by kind of argument: each a :class:`Value`, a label (how the failure
report names it), a factory (made fresh for every call, so that 1 MB strings and arrays
cost nothing until used) and what the call must then do:

- ``reject``: the value is invalid (wrong type, out of range, malformed): a result is a
  silently wrong answer;
- ``same``: the value stands for the baseline's (another notation, dtype or layout of the
  same data): the call must give the baseline's outcome;
- ``maybe_same``: as ``same``, but the call may also refuse it (a layout the API need not
  take), with a message naming the argument;
- ``any``: valid or not, only the contract applies.
"""

from __future__ import annotations

import array
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

MB = 1_000_000


@dataclass(frozen=True)
class Value:
    label: str
    make: Callable[[], Any]
    expect: str = "reject"
    bad: int | None = None
    name_check: bool = False

    def but(self, **changes: Any) -> Value:
        return replace(self, **changes)


def const(value: Any, expect: str = "reject", *, label: str | None = None, bad: int | None = None, name_check: bool = False) -> Value:
    return Value(label or short(value), lambda: value, expect, bad, name_check)


def short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return ascii(text)[1:-1] if len(text) <= limit else ascii(text[:limit])[1:-1] + "..."


# --------------------------------------------------------------------------------------------
# Generic pools
# --------------------------------------------------------------------------------------------

_WRONG_TYPES: tuple[tuple[str, Callable[[], Any]], ...] = (
    ("None", lambda: None),
    ("1.9", lambda: 1.9),
    ("(1+2j)", lambda: 1 + 2j),
    ("b'123m'", lambda: b"123m"),
    ("bytearray(b'123m')", lambda: bytearray(b"123m")),
    ("['1m', '2m']", lambda: ["1m", "2m"]),
    ("{'a': 1}", lambda: {"a": 1}),
    ("object()", object),
)


def wrong_types(*, valid: Sequence[str] = ()) -> list[Value]:
    """None, float, complex, bytes, bytearray, list of str, dict, object(): rejected with
    a message naming the argument, except the labels in ``valid`` (only the contract)."""
    return [
        Value(label, make, "any" if label in valid else "reject", name_check=label not in valid)
        for label, make in _WRONG_TYPES
    ]


HUGE_INTS = (2**31 - 1, 2**31, 2**32, 2**63 - 1, 2**63, 2**64, 10**100, -1, -(2**31) - 1, -(2**63), -(2**64))


def ints(lo: int, hi: int) -> list[Value]:
    """Edges of [lo, hi] (only the contract) and huge / negative ints outside it (rejected,
    the message quoting the number if it quotes one)."""
    inside = [const(v, "any") for v in sorted({lo, hi}) if v not in HUGE_INTS]
    outside = [const(v, "reject", bad=v) for v in (lo - 1, hi + 1) + HUGE_INTS if not lo <= v <= hi]
    seen: set[int] = set()
    out = []
    for v in inside + outside:
        key = v.make()
        if key not in seen:
            seen.add(key)
            out.append(v)
    return out


def bools() -> list[Value]:
    """True / False where an int is meant: a bool would pass for 1 or 0 unnoticed."""
    return [const(True, name_check=True), const(False, name_check=True)]


def floats() -> list[Value]:
    return [const(v, name_check=True) for v in (1.9, 1.0, math.nan, math.inf, -math.inf)]


def numpy_scalars(base: int) -> list[Value]:
    """A NumPy integer standing for ``base`` (may be refused), and a NumPy float."""

    def np_int() -> Any:
        import numpy as np

        return np.int64(base)

    def np_float() -> Any:
        import numpy as np

        return np.float64(base)

    return [
        Value(f"np.int64({base})", np_int, "maybe_same", name_check=True),
        Value(f"np.float64({base})", np_float, "reject", name_check=True),
    ]


BAD_STRINGS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("'\\ud800'", lambda: "\ud800"),
    ("'123m\\ud800'", lambda: "123m\ud800"),
    ("'\\udcff' (an undecodable argv byte)", lambda: "\udcff"),
    ("'123m\\x00456p'", lambda: "123m\x00456p"),
    ("'\\x00'", lambda: "\x00"),
    ("'\\u200b123m'", lambda: "\u200b123m"),
    ("'\\u00e9'", lambda: "\u00e9"),
    ("'x' * 1MB", lambda: "x" * MB),
    ("'\\ud800' * 1MB", lambda: "\ud800" * MB),
    ("'\\U0001f004' * 1MB", lambda: "\U0001f004" * MB),
    ("'1' * 1MB + 'm'", lambda: "1" * MB + "m"),
    ("'\\x00' * 1MB", lambda: "\x00" * MB),
)

TILE_TEXT = ("'\\U0001f004' * 1MB", "'1' * 1MB + 'm'")
"""The labels of BAD_STRINGS that are well-formed tile text: too many tiles for a hand, but
valid input to a parser that reads any number of them."""


def bad_strings(*, valid: Sequence[str] = ()) -> list[Value]:
    """Lone surrogates, NUL bytes, stray characters, 1 MB strings: malformed for the text
    arguments of the API (the message must stay bounded), except the labels in ``valid``."""
    return [Value(label, make, "any" if label in valid else "reject") for label, make in BAD_STRINGS]


def bad_bytes() -> list[Value]:
    """bytes where text is meant, invalid UTF-8 among them."""
    return [
        const(b"\xff\xfe", name_check=True),
        const(b"\xed\xa0\x80", name_check=True, label="b'\\xed\\xa0\\x80' (an encoded surrogate)"),
        Value("b'\\xff' * 1MB", lambda: b"\xff" * MB, name_check=True),
    ]


def text(*, valid: Sequence[str] = ()) -> list[Value]:
    """Everything hostile to a str argument (the labels in ``valid``: only the contract)."""
    return wrong_types(valid=valid) + bad_strings(valid=valid) + bad_bytes()


def index(lo: int, hi: int, base: int | None = None, *, valid_types: Sequence[str] = (), text_ok: bool = False) -> list[Value]:
    """Everything hostile to an int argument meant to lie in [lo, hi] (``text_ok``: the
    argument also takes a str, so a digit string is malformed rather than the wrong type)."""
    out = ints(lo, hi) + bools() + floats() + wrong_types(valid=valid_types)
    out += [const(str(lo), name_check=not text_ok), Value("'9' * 1MB", lambda: "9" * MB, name_check=not text_ok)]
    if base is not None:
        out += numpy_scalars(base)
    return out


def flag() -> list[Value]:
    """A bool argument: truthy and odd values (only the contract: Python flags may take
    any truth value)."""
    return [const(v, "any") for v in (True, False, 0, 1, 2**64, -1)] + [
        v.but(expect="any", name_check=False) for v in wrong_types() + floats()
    ]


def enum(members: Sequence[Any], base: Any) -> list[Value]:
    """An enum argument: its members (contract only), its values as ints, other types."""
    out = [Value(f"{type(m).__name__}.{m.name}", (lambda m=m: m), "any") for m in members]
    out += [const(base.value, "maybe_same", name_check=True, label=f"{base.value} (the int value of {base.name})")]
    out += [const(v, bad=None, name_check=True) for v in (2**64, -1)]
    out += [const(base.name, name_check=True), const(base.name.lower(), name_check=True)]
    return out + [v for v in wrong_types() if v.label != "None"] + bad_strings()[:3]


# --------------------------------------------------------------------------------------------
# 34 tile counts (the per-hand API's counts: list, bytes, buffer, array)
# --------------------------------------------------------------------------------------------


def _np() -> Any:
    import numpy as np

    return np


def misaligned(values: Sequence[int], dtype: str) -> Any:
    """``values`` in an array of ``dtype`` starting at byte offset 1 of a larger buffer."""
    np = _np()
    item = np.dtype(dtype).itemsize
    raw = np.zeros(len(values) * item + 8, np.uint8)
    a = np.ndarray((len(values),), dtype, buffer=raw.data, offset=1)
    a[:] = values
    assert not a.flags.aligned or item == 1
    return a


def strided(values: Sequence[int], dtype: str) -> Any:
    """``values`` as a non-contiguous view (every other element of a larger array)."""
    np = _np()
    big = np.zeros(2 * len(values), dtype)
    big[::2] = values
    return big[::2]


def read_only(values: Sequence[int], dtype: str) -> Any:
    a = _np().array(values, dtype)
    a.setflags(write=False)
    return a


def counts(base: Sequence[int], *, lo: int = 0, hi: int = 4, bytes_ok: bool = True) -> list[Value]:
    """Hostile forms of 34 counts standing for ``base``: the same counts as a tuple,
    bytes (``same`` where documented: ``bytes_ok``), buffers and arrays of every integer
    dtype and layout (``maybe_same``),
    and counts out of range, of the wrong length or shape, of float / complex / object
    dtype (``reject``)."""
    base = list(base)
    np = _np
    out: list[Value] = [
        Value("tuple(counts)", lambda: tuple(base), "same"),
        Value("bytes(counts)", lambda: bytes(base), "same" if bytes_ok else "maybe_same", name_check=not bytes_ok),
        Value("bytearray(counts)", lambda: bytearray(base), "maybe_same", name_check=True),
        Value("memoryview(bytes(counts))", lambda: memoryview(bytes(base)), "maybe_same", name_check=True),
        Value("array.array('q', counts)", lambda: array.array("q", base), "maybe_same", name_check=True),
    ]
    for dtype in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"):
        out.append(Value(f"np.array(counts, {dtype})", lambda d=dtype: np().array(base, d), "maybe_same", name_check=True))
    for dtype in (">i4", ">i8"):
        out.append(Value(f"np.array(counts, '{dtype}') (byte-swapped)", lambda d=dtype: np().array(base, d), "maybe_same", name_check=True))
    for dtype in ("int16", "int32", "int64"):
        out.append(Value(f"misaligned {dtype} view of counts (byte offset 1)", lambda d=dtype: misaligned(base, d), "maybe_same", name_check=True))
        out.append(Value(f"non-contiguous {dtype} view of counts", lambda d=dtype: strided(base, d), "maybe_same", name_check=True))
    out.append(Value("read-only int64 array of counts", lambda: read_only(base, "int64"), "maybe_same", name_check=True))
    out.append(Value("object array of counts", lambda: np().array(base, object), "maybe_same", name_check=True))
    out.append(Value("[np.int64(c) for c in counts]", lambda: [np().int64(c) for c in base], "maybe_same", name_check=True))
    out.append(Value("counts as shape (1, 34)", lambda: np().array([base], np().int64), "maybe_same", name_check=True))
    # Wrong types, shapes and lengths.
    out += [
        Value("float64 array of counts", lambda: np().array(base, np().float64), name_check=True),
        Value("complex array of counts", lambda: np().array(base, complex), name_check=True),
        Value("counts with a nan (float array)", lambda: np().array([math.nan] + base[1:]), name_check=True),
        Value("[float(c) for c in counts]", lambda: [float(c) for c in base], name_check=True),
        Value("[bool(c) for c in counts]", lambda: [bool(c) for c in base], name_check=True),
        Value("counts with None", lambda: [None] + base[1:], name_check=True),
        Value("counts with '1'", lambda: ["1"] + base[1:], name_check=True),
        Value("counts as shape (2, 17)", lambda: np().array(base, np().int64).reshape(2, 17), name_check=True),
        Value("counts as shape (17, 2) Fortran order", lambda: np().asfortranarray(np().array(base, np().int64).reshape(17, 2)), name_check=True),
        Value("0-d array", lambda: np().array(3), name_check=True),
        Value("33 counts", lambda: base[:33]),
        Value("35 counts", lambda: base + [0]),
        Value("0 counts", lambda: []),
        Value("10**6 counts", lambda: base + [0] * MB),
        Value("np.zeros(34, 'U2')", lambda: np().zeros(34, "U2"), name_check=True),
    ]
    # Values out of range, in lists and in arrays of every width.
    for v in (hi + 1, 255, 256 + base[0], lo - 1, 2**31, 2**32 + base[0], 2**63, 2**64, 2**64 + base[0], -(2**63)):
        out.append(Value(f"counts[0] = {v} (list)", lambda v=v: [v] + base[1:], bad=v))
    for dtype, v in (("int8", -1), ("int16", 256 + base[0]), ("int32", 2**31 - 1), ("int64", 2**32 + base[0]),
                     ("int64", -(2**63)), ("uint16", 2**16 - 1), ("uint64", 2**64 - 1), ("uint64", 2**63)):
        out.append(Value(f"counts[0] = {v} ({dtype} array)", lambda d=dtype, v=v: np().array([v] + base[1:], d), bad=v))
    out.append(Value("counts[0] = 2**64 + counts[0] (object array)", lambda: np().array([2**64 + base[0]] + base[1:], object), bad=2**64 + base[0]))
    out.append(Value("misaligned int64 view, counts[0] = 2**32 + counts[0]", lambda: misaligned([2**32 + base[0]] + base[1:], "int64"), bad=2**32 + base[0]))
    return out + wrong_types()
