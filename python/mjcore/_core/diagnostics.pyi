"""Type stubs for mjcore._core.diagnostics (hand-written; checked by mypy/stubtest)."""

from collections.abc import Sequence

code_paths: dict[str, bool]

def suit_splits(counts: Sequence[int]) -> list[tuple[int | None, tuple[tuple[str, int], ...]]]: ...
def suit_table_info() -> dict[str, int]: ...

# What a module filled on first read lists (the names it has and those it will make).
def __dir__() -> list[str]: ...
