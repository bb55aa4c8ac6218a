"""不重复原则 under the MCR table: the generic exclusion engine (`exclude`) with the MCR fans in
EVALUATION_ORDER (more points first, then table number).

A fan that counts removes every instance of the fans in its `excludes`, and the instances of
its `excludes_inner` fans made only of its own sets (at most INNER_LIMITS of them). A fan that
does not count removes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rulesets import mcr
from .exclude import Found, Rule, fan_counts
from .exclude import counted as _counted

__all__ = ["EVALUATION_ORDER", "Found", "counted", "fan_counts"]

EVALUATION_ORDER: tuple[mcr.Fan, ...] = tuple(sorted(mcr.FANS, key=lambda f: (-f.points, f.number)))
"""Every excluding fan is decided before the fans it excludes (checked by the tests)."""

_RULES: tuple[Rule, ...] = tuple(
    Rule(
        f.id,
        frozenset(f.excludes),
        f.excludes_inner,
        max((n for (owner, _), n in mcr.INNER_LIMITS.items() if owner == f.id), default=0),
    )
    for f in EVALUATION_ORDER
)


def counted(found: Iterable[Found]) -> list[Found]:
    """The instances that still count after every applicable exclusion."""
    return _counted(found, _RULES)
