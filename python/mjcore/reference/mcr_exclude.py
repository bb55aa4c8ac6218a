"""不重复原则: which detected fan instances count once the exclusion lists are applied.

A detected instance is (fan id, sets it is made of). Fans are decided in EVALUATION_ORDER
(more points first, then table number); a fan that counts removes every instance of the fans
in its `excludes`, and, per instance, the instances of its `excludes_inner` fans made only of
its own sets (at most INNER_LIMITS of them). A fan that does not count removes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ..rulesets import mcr


class Found(NamedTuple):
    """One detected fan instance; `sets` are indices into the decomposition's sets."""

    fan: str
    sets: frozenset[int] = frozenset()


EVALUATION_ORDER: tuple[mcr.Fan, ...] = tuple(sorted(mcr.FANS, key=lambda f: (-f.points, f.number)))
"""Every excluding fan is decided before the fans it excludes (checked by the tests)."""


def counted(found: Iterable[Found]) -> list[Found]:
    """The instances that still count after every applicable exclusion."""
    by_fan: dict[str, list[Found]] = {}
    for item in found:
        by_fan.setdefault(item.fan, []).append(item)
    blocked: set[str] = set()
    kept: list[Found] = []
    for fan in EVALUATION_ORDER:
        instances = by_fan.get(fan.id)
        if not instances or fan.id in blocked:
            continue
        kept.extend(instances)
        blocked.update(fan.excludes)
        for instance in instances:
            for inner in fan.excludes_inner:
                by_fan[inner] = _drop_inner(fan.id, instance, inner, by_fan.get(inner, []))
    return kept


def _drop_inner(owner: str, instance: Found, inner: str, candidates: list[Found]) -> list[Found]:
    limit = mcr.INNER_LIMITS.get((owner, inner), len(candidates))
    kept: list[Found] = []
    for item in candidates:
        if limit > 0 and item.sets and item.sets <= instance.sets:
            limit -= 1
            continue
        kept.append(item)
    return kept


def fan_counts(found: Iterable[Found]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in found:
        counts[item.fan] = counts.get(item.fan, 0) + 1
    return counts
