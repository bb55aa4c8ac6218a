"""The contract of issue 24, as checks on one call.

A public call may return, or raise ValueError or TypeError (subclasses included, but not
UnicodeError, which is a ValueError too) with a message that is non-empty, at most
:data:`MAX_MESSAGE` characters, free of pybind11's generic conversion text, names the
argument when the argument had the wrong type or layout, and, when it quotes the bad number
("got N"), quotes the number given. Anything else - SystemError, RuntimeError,
OverflowError, RecursionError, a crash, a hang - breaks it.

A :class:`Case` is one call plus what it must do beyond that: be rejected, equal an
equivalent call, or pass a check of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

MAX_MESSAGE = 1000
"""The longest message a rejection may carry (long input is quoted by excerpt only)."""

BOILERPLATE = (
    "incompatible function arguments",
    "incompatible constructor arguments",
    "Unable to cast",
    "PYBIND11",
    "C++ type",
    "Invoked with",
)
"""pybind11's generic conversion errors: they name neither the argument nor the problem."""

Problem = "str | None"


@dataclass
class Case:
    """One call. ``names``: words one of which the message must contain (the argument's
    name) when ``name_check``; ``bad``: the out-of-range int the input holds, which a
    message saying "got N" must quote exactly; ``allow``: exception types allowed besides
    ValueError and TypeError; ``on_raise`` / ``on_return``: further judgement of an allowed
    exception or a returned value (a problem, or None)."""

    label: str
    run: Callable[[], Any]
    names: tuple[str, ...] = ()
    name_check: bool = False
    bad: int | None = None
    allow: tuple[type[BaseException], ...] = ()
    on_raise: Callable[[BaseException], str | None] | None = None
    on_return: Callable[[Any], str | None] | None = None
    meta: dict[str, Any] = field(default_factory=dict)


def excerpt(value: Any, limit: int = 160) -> str:
    """A short, one-line, ASCII picture of a value or message."""
    try:
        text = value if isinstance(value, str) else repr(value)
    except Exception as exc:  # a repr that fails is worth saying so
        text = f"<repr failed: {type(exc).__name__}>"
    shown = ascii(text[:limit])[1:-1]
    return shown + (f"... ({len(text):,} chars)" if len(text) > limit else "")


def describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {excerpt(str(exc))}"


_GOT_NUMBER = re.compile(r"\bgot (-?\d+)\b")


def exception_problem(exc: BaseException, case: Case) -> str | None:
    """What is wrong with ``exc`` as the outcome of ``case`` (None: it keeps the contract)."""
    if isinstance(exc, UnicodeError):
        return f"raised {describe(exc)} (a UnicodeError escaped)"
    if not isinstance(exc, (ValueError, TypeError) + case.allow):
        return f"raised {describe(exc)}"
    message = str(exc)
    if not message.strip():
        return f"raised {type(exc).__name__} with an empty message"
    if len(message) > MAX_MESSAGE:
        return f"raised {type(exc).__name__} with a message of {len(message):,} characters (bound {MAX_MESSAGE}): {excerpt(message, 100)}"
    for text in BOILERPLATE:
        if text in message:
            return f"raised {type(exc).__name__} with pybind11's generic message ({text!r}): {excerpt(message, 120)}"
    if case.name_check and case.names and not any(n.lower() in message.lower() for n in case.names):
        wanted = " or ".join(repr(n) for n in case.names)
        return f"raised {describe(exc)}: the message does not name the argument ({wanted})"
    if case.bad is not None:
        quoted = [int(m) for m in _GOT_NUMBER.findall(message)]
        if quoted and case.bad not in quoted:
            return f"raised {describe(exc)}: the message quotes {quoted[0]}, the input held {case.bad}"
    return None


# --------------------------------------------------------------------------------------------
# Comparing results
# --------------------------------------------------------------------------------------------


def normalize(value: Any) -> Any:
    """A comparable picture of a result: scores by total, base and fans; other core objects
    (which need not define ==) by repr; containers element by element; arrays as lists."""
    if isinstance(value, (bool, int, float, str, bytes, type(None))):
        return value
    name = type(value).__name__
    if name == "Score":
        return ("Score", value.ruleset, value.total, value.base, value.raw, value.fan_counts, repr(value.decomposition))
    if name in ("ScoreArrays", "DiscardArrays", "HandArrays"):
        import dataclasses

        return (name, tuple((f.name, normalize(getattr(value, f.name))) for f in dataclasses.fields(value)))
    if hasattr(value, "tolist") and hasattr(value, "dtype"):
        return ("array", str(value.dtype), value.shape, value.tolist())
    if name == "RuleTable":
        return ("RuleTable", value.name, value.minimum, value.limit, value.points, value.names, value.floors,
                value.conversion, normalize(value.payments))
    if name == "UsefulTiles":
        return ("UsefulTiles", tuple(value.items()), value.total)
    if isinstance(value, dict):
        return ("dict", tuple((normalize(k), normalize(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return (name, tuple(normalize(v) for v in value))
    return (name, repr(value))


# --------------------------------------------------------------------------------------------
# Expectations
# --------------------------------------------------------------------------------------------


def must_reject(case: Case) -> Case:
    """The input is invalid: returning anything is a silently wrong answer."""
    case.on_return = lambda result: f"accepted the input and returned {excerpt(result)}"
    return case


def like(case: Case, equivalent: Callable[[], Any], *, may_reject: bool = False) -> Case:
    """The input stands for the same thing as ``equivalent()``: a result must equal its
    result; a rejection is allowed only if ``may_reject`` or the equivalent call is
    rejected too."""

    def outcome() -> tuple[bool, Any]:
        try:
            return True, equivalent()
        except Exception as exc:
            return False, exc

    def on_return(result: Any) -> str | None:
        ok, expected = outcome()
        if not ok:
            return f"returned {excerpt(result)}, but the equivalent input is rejected ({describe(expected)})"
        if normalize(result) != normalize(expected):
            return f"returned {excerpt(result)}, the equivalent input returns {excerpt(expected)}"
        return None

    def on_raise(exc: BaseException) -> str | None:
        if may_reject:
            return None
        ok, expected = outcome()
        if ok:
            return f"rejected an input equivalent to one that succeeds ({excerpt(expected, 80)}): {describe(exc)}"
        return None

    case.on_return = on_return
    case.on_raise = on_raise
    return case


def judge(case: Case) -> str | None:
    """Run the case: the problem, or None."""
    try:
        result = case.run()
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # SystemExit and friends break the contract too
        problem = exception_problem(exc, case)
        if problem is None and case.on_raise is not None:
            problem = _checked(case.on_raise, exc)
        return problem
    if case.on_return is not None:
        return _checked(case.on_return, result)
    return None


def _checked(check: Callable[[Any], str | None], value: Any) -> str | None:
    """A check that fails itself is reported as a problem of the case (the outcome it was
    judging is then likely odd too), not a crash of the run."""
    try:
        return check(value)
    except Exception as exc:
        return f"judging the outcome failed: {describe(exc)} (the outcome: {excerpt(value)})"
