"""Rulesets as data, compiled once into the core's rule table.

A ruleset names which catalogue patterns score, their points and names, the
exclusions between them and the minimum to win. The built-in rulesets live in
:mod:`mjcore.rulesets`; :func:`get_ruleset` compiles each on first use.

>>> get_ruleset("mcr").minimum
8
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from mjcore._core import RuleTable, pattern_ids


@dataclass(frozen=True)
class FanDef:
    """One scoring pattern of a ruleset."""

    id: str
    points: int
    zh: str
    en: str
    excludes: tuple[str, ...] = ()
    excludes_inner: tuple[str, ...] = ()


@dataclass(frozen=True)
class Ruleset:
    """A compiled ruleset: the data it was built from and the core's table."""

    name: str
    fans: tuple[FanDef, ...]
    minimum: int
    inner_limits: Mapping[tuple[str, str], int] = field(default_factory=dict)
    # A tile the player already holds four of still counts as a wait when
    # deciding 边张/嵌张/单钓将 (PyMahjongGB's reading; off by the rule text).
    exhausted_tiles_are_waits: bool = False
    table: RuleTable = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        known = set(pattern_ids())
        for fan in self.fans:
            for other in (fan.id, *fan.excludes, *fan.excludes_inner):
                if other not in known:
                    raise ValueError(f"ruleset {self.name!r}: unknown pattern id {other!r}")
            if fan.points < 0:
                raise ValueError(f"ruleset {self.name!r}: points of {fan.id!r} cannot be negative")
        table = RuleTable(
            self.name,
            {f.id: f.points for f in self.fans},
            {f.id: list(f.excludes) for f in self.fans},
            {f.id: list(f.excludes_inner) for f in self.fans},
            {owner: limit for (owner, _), limit in self.inner_limits.items()},
            {f.id: (f.zh, f.en) for f in self.fans},
            self.minimum,
            self.exhausted_tiles_are_waits,
        )
        object.__setattr__(self, "table", table)


def mcr_ruleset(
    *, concealed_and_melded_kong: bool = False, exhausted_tiles_are_waits: bool = False, name: str = "mcr"
) -> Ruleset:
    """Chinese Official (MCR) from :mod:`mjcore.rulesets.mcr`. The options are
    PyMahjongGB's readings: the non-standard 明暗杠 (5 points) instead of
    明杠 + 暗杠, and waits on tiles already held four times."""
    from mjcore.rulesets import mcr

    fans = tuple(
        FanDef(
            f.id,
            0 if f.id == "concealed_kong_and_melded_kong" and not concealed_and_melded_kong else f.points,
            f.zh,
            f.en,
            f.excludes,
            f.excludes_inner,
        )
        for f in mcr.FANS
    )
    return Ruleset(name, fans, mcr.MINIMUM, dict(mcr.INNER_LIMITS), exhausted_tiles_are_waits)


_BUILTIN = {
    "mcr": lambda: mcr_ruleset(),
    "mcr-pymahjonggb": lambda: mcr_ruleset(
        concealed_and_melded_kong=True, exhausted_tiles_are_waits=True, name="mcr-pymahjonggb"
    ),
}
_COMPILED: dict[str, Ruleset] = {}


def get_ruleset(ruleset: str | Ruleset) -> Ruleset:
    """A built-in ruleset by name (compiled once), or the given Ruleset."""
    if isinstance(ruleset, Ruleset):
        return ruleset
    compiled = _COMPILED.get(ruleset)
    if compiled is None:
        if ruleset not in _BUILTIN:
            raise ValueError(f"unknown ruleset {ruleset!r} (known: {', '.join(sorted(_BUILTIN))})")
        compiled = _COMPILED[ruleset] = _BUILTIN[ruleset]()
    return compiled


def builtin_rulesets() -> Sequence[str]:
    return sorted(_BUILTIN)
