"""What the core compiles a validated ruleset into, as plain data (str, int, bool, lists and
dicts): :func:`core_definition`. `mjcore.Ruleset` hands it to the core at run time; the build
hands the built-in rulesets' to cpp/tools/generate_tables.py, so that the core knows
them by name without calling Python. Everything a ruleset derives (series exclusions, repeat
bounds) is resolved here, once; the core reads no ruleset logic. No payments: who pays whom
is Python's (`mjcore.settle`).
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from .spec import RulesetSpec


def core_definition(spec: RulesetSpec) -> dict[str, Any]:
    """The core's view of `spec`: its patterns in the ruleset's order, each with what it is
    worth and what it excludes, and the ruleset-wide numbers.

    >>> from mjcore.rulesets import spec as _spec
    >>> d = core_definition(_spec.parse({"name": "house", "patterns": {"seven_pairs": 4}}))
    >>> d["patterns"][0]["id"], d["patterns"][0]["points"], d["minimum"], d["conversion"]
    ('seven_pairs', 4, 0, {'kind': 'sum', 'base': 1, 'table': []})
    """
    patterns = []
    for p in spec.patterns:
        scoring = p.points != 0  # only a scoring pattern excludes or is bounded
        patterns.append(
            {
                "id": p.id,
                "zh": p.zh,
                "en": p.en,
                "points": p.points,
                "floor": p.floor,
                "excludes": list(spec.excludes(p)) if scoring else [],
                "excludes_inner": list(p.excludes_inner) if scoring else [],
                "inner_limit": p.inner_limit if scoring else 0,
                "max_count": spec.max_count(p) if scoring else 0,
            }
        )
    return {
        "name": spec.name,
        "patterns": patterns,
        "flower_points": spec.flower_points,
        "own_flower_points": spec.own_flower_points,
        "minimum": spec.minimum,
        "exhausted_tiles_are_waits": spec.exhausted_tiles_are_waits,
        "limit": spec.limit,
        "limit_alone": spec.limit_alone,
        "forms": list(spec.forms),
        "conversion": {"kind": spec.conversion.kind, "base": spec.conversion.base, "table": list(spec.conversion.table)},
        "tiles": asdict(spec.tiles),
    }
