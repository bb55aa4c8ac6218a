"""Type stubs for mjcore._core.rules (hand-written; checked by mypy/stubtest)."""

from typing import Any

from mjcore._core import RuleTable

def compile_rule_table(definition: dict[str, Any]) -> RuleTable: ...
def builtin_rule_table(name: str) -> RuleTable: ...

# What a module filled on first read lists (the names it has and those it will make).
def __dir__() -> list[str]: ...
