"""不重复: which detected pattern instances count once a ruleset's exclusions are applied.

A detected instance is (pattern id, sets it is made of). Patterns are decided in rank order
(more points first, then the ruleset's table order); a pattern that still counts removes every
instance of the patterns in its `excludes`, and the instances of its `excludes_inner` patterns
made only of its own sets (at most `inner_limit` of them in all, 0: no bound). A pattern that
does not count removes nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from typing import NamedTuple


class Found(NamedTuple):
    """One detected pattern instance; `sets` are indices into the decomposition's sets."""

    fan: str
    sets: frozenset[int] = frozenset()


class Rule(NamedTuple):
    """One scoring pattern's exclusions, as `counted` applies them."""

    id: str
    excludes: frozenset[str]
    excludes_inner: tuple[str, ...] = ()
    inner_limit: int = 0  # 0: every instance inside


def counted(found: Iterable[Found], order: Sequence[Rule]) -> list[Found]:
    """The instances of the patterns in `order` (rank order) still counting after every
    applicable exclusion; instances of patterns not in `order` never count."""
    by_fan: dict[str, list[Found]] = {}
    for item in found:
        by_fan.setdefault(item.fan, []).append(item)
    blocked: set[str] = set()
    kept: list[Found] = []
    for rule in order:
        instances = by_fan.get(rule.id)
        if not instances or rule.id in blocked:
            continue
        kept.extend(instances)
        blocked.update(rule.excludes)
        if rule.excludes_inner:
            own = frozenset().union(*(i.sets for i in instances))
            left = rule.inner_limit or sys.maxsize
            for inner in rule.excludes_inner:
                remaining: list[Found] = []
                for item in by_fan.get(inner, []):
                    if left > 0 and item.sets and item.sets <= own:
                        left -= 1
                        continue
                    remaining.append(item)
                by_fan[inner] = remaining
    return kept


def fan_counts(found: Iterable[Found]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in found:
        counts[item.fan] = counts.get(item.fan, 0) + 1
    return counts
