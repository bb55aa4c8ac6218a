"""Options of a built-in ruleset's presets: overrides checked against the options dataclass,
so an unknown preset or option is a ValueError naming the ruleset."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace
from typing import Any, TypeVar

T = TypeVar("T")


def override(ruleset: str, presets: Sequence[str], preset: str, defaults: T, overrides: dict[str, Any]) -> T:
    """`defaults` (an options dataclass) with `overrides`, once `preset` and every key are known."""
    if preset not in presets:
        raise ValueError(f"unknown {ruleset} preset {preset!r} (known: {', '.join(presets)})")
    known = {f.name for f in fields(defaults)}  # type: ignore[arg-type]
    unknown = sorted(set(overrides) - known)
    if unknown:
        raise ValueError(f"unknown {ruleset} option(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")
    return replace(defaults, **overrides)  # type: ignore[type-var]
