"""Type stubs for mjcore._core.batch (hand-written; checked by mypy/stubtest)."""

from collections.abc import Mapping, Sequence
from typing import Any

from mjcore._core import Hand, RuleTable, _HasTable

# Batch loops (see mjcore.batch for the array encoding; arrays arrive checked).
def is_winning(
    counts: Any, melds: Any | None, win: Any | None, threads: int, stop_at_error: bool
) -> tuple[Any, Any, int, str]: ...
def score(
    counts: Any,
    melds: Any | None,
    win: Any | None,
    flowers: Any | None,
    flags: Any | None,
    seat_wind: Any | None,
    prevalent_wind: Any | None,
    ruleset: str | RuleTable | _HasTable | None,
    threads: int,
    stop_at_error: bool,
    out: tuple[Any, Any, Any, Any] | None,
) -> tuple[Any, Any, Any, list[str], Any, int, str]: ...
def shanten(
    counts: Any, melds: Any | None, forms: int, threads: int, stop_at_error: bool
) -> tuple[Any, Any, int, str]: ...
def waits(counts: Any, melds: Any | None, threads: int, stop_at_error: bool) -> tuple[Any, Any, int, str]: ...
def useful_tiles(
    counts: Any, melds: Any | None, visible: Any | None, forms: int, threads: int, stop_at_error: bool
) -> tuple[Any, Any, int, str]: ...
def discard_options(
    counts: Any, melds: Any | None, visible: Any | None, forms: int, threads: int, stop_at_error: bool
) -> tuple[Any, Any, Any, int, str]: ...
def context(context: Mapping[str, object]) -> tuple[int, int, int]: ...
def encode(hands: Sequence[Hand | str]) -> tuple[Any, Any, Any, Any]: ...
def decode(counts: Any, melds: Any | None, win: Any | None, flowers: Any | None) -> list[Hand]: ...

# What a module made on first read lists (the names it has and those it will make).
def __dir__() -> list[str]: ...
