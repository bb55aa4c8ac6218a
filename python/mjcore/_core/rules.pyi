"""Type stubs for mjcore._core.rules (hand-written; checked by mypy/stubtest)."""

from typing import Any

from mjcore._core import RuleTable

def compile_rule_table(definition: dict[str, Any]) -> RuleTable: ...
def builtin_rule_table(name: str) -> RuleTable: ...
