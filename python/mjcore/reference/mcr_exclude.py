"""不重复原则 under the MCR table: the generic exclusion engine (`exclude`) with the MCR fans in
EVALUATION_ORDER (more points first, then table number).

A fan that counts removes every instance of the fans in its `excludes`, and the instances of
its `excludes_inner` fans made only of its own sets (at most INNER_LIMITS of them). A fan that
does not count removes nothing. The option `guide_exclusions` reads the illustrated guide's
不计 lists (mcr.GUIDE_FANS) instead of the rulebook's.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rulesets import mcr
from .exclude import Found, Rule, fan_counts
from .exclude import counted as _counted

__all__ = ["EVALUATION_ORDER", "Found", "counted", "fan_counts"]


def _evaluation_order(table: tuple[mcr.Fan, ...]) -> tuple[mcr.Fan, ...]:
    return tuple(sorted(table, key=lambda f: (-f.points, f.number)))


EVALUATION_ORDER: tuple[mcr.Fan, ...] = _evaluation_order(mcr.FANS)
"""Every excluding fan is decided before the fans it excludes (checked by the tests); the
guide's table has the same points, so the same order."""


def _rules(table: tuple[mcr.Fan, ...]) -> tuple[Rule, ...]:
    return tuple(
        Rule(
            f.id,
            frozenset(f.excludes),
            f.excludes_inner,
            max((n for (owner, _), n in mcr.INNER_LIMITS.items() if owner == f.id), default=0),
        )
        for f in _evaluation_order(table)
    )


_RULES: dict[bool, tuple[Rule, ...]] = {
    guide: _rules(mcr.fan_table(guide_exclusions=guide)) for guide in (False, True)
}


def counted(found: Iterable[Found], *, guide_exclusions: bool = False) -> list[Found]:
    """The instances that still count after every applicable exclusion."""
    return _counted(found, _RULES[guide_exclusions])
