"""Rulesets as data: one module per ruleset (tables of fans, points, names, exclusions).

The modules hold no scoring logic; the C++ core compiles them into its rule tables and the
pure-Python reference (`mjcore.reference`) reads them directly.
"""

from __future__ import annotations

__all__ = ["mcr"]
