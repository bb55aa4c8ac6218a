"""Rulesets as data: one module per ruleset (tables of fans, points, names, exclusions), the
pattern catalogue, the definition language (`spec`) and the names of the built-in rulesets.

The modules hold no scoring logic; the C++ core compiles them into its rule tables and the
pure-Python reference (`mjcore.reference`) reads them directly. The `Ruleset` type that a
definition becomes, and its constructors, are in `mjcore.ruleset`.
"""

from __future__ import annotations

__all__ = ["names"]


def names() -> list[str]:
    """The names of the built-in rulesets, sorted (each documented in docs/rulesets/).

    >>> [name for name in names() if name.startswith("mcr")]
    ['mcr', 'mcr-illustrated', 'mcr-pymahjonggb']
    """
    from mjcore.rulesets.builtin import DEFINITIONS

    return sorted(DEFINITIONS)
