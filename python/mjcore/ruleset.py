"""Rulesets as data, compiled once into the core's rule table.

A ruleset names which catalogue patterns score, their points and names, the exclusions and
series between them, the limit, the minimum, the points conversion and the payments. Every
ruleset - built-in or the user's own - is a definition mapping (or TOML / JSON file) in the
format of :mod:`mjcore.rulesets.spec` (docs/custom_rulesets.md); :class:`Ruleset` validates
and compiles it. The built-in rulesets live in :mod:`mjcore.rulesets`; :func:`get_ruleset`
compiles each on first use.

>>> get_ruleset("mcr").minimum
8
>>> house = Ruleset.from_definition({"name": "house", "patterns": {"seven_pairs": 4}})
>>> house.table.points
{'seven_pairs': 4}
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mjcore._core import RuleTable
from mjcore._core.rules import builtin_rule_table as _builtin_rule_table
from mjcore._core.rules import compile_rule_table as _compile_rule_table
from mjcore._excerpt import excerpt
from mjcore.rulesets import spec as _spec
from mjcore.rulesets.builtin import DEFINITIONS as _BUILTIN
from mjcore.rulesets.core_table import core_definition
from mjcore.rulesets.spec import PatternSpec, RulesetSpec


@dataclass(frozen=True, eq=False)
class Ruleset:
    """A validated ruleset (its `spec`) and the core's compiled `table`; pass it to
    :func:`mjcore.score` like a ruleset name.

    >>> import mjcore
    >>> house = Ruleset.from_definition({"name": "house", "patterns": {"seven_pairs": 4, "self_drawn": 1}})
    >>> mjcore.score(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"), house, self_drawn=True).total
    5
    >>> house.name, house.minimum, [p.id for p in house.fans]
    ('house', 0, ['seven_pairs', 'self_drawn'])
    """

    spec: RulesetSpec
    table: RuleTable = field(init=False, repr=False)

    def __post_init__(self) -> None:
        s = self.spec
        if not isinstance(s, RulesetSpec):
            raise TypeError(f"Ruleset takes a RulesetSpec (or use Ruleset.from_definition), got {type(s).__name__}")
        # The core trusts its table to keep spec.py's ranges and exclusion order: a spec built
        # by hand rather than by spec.parse is validated the same way before it is compiled, and
        # kept as parse leaves it (defaults filled in), so that a Ruleset is exactly its definition.
        s = _spec.parse(s.to_definition())
        object.__setattr__(self, "spec", s)
        object.__setattr__(self, "table", _compile_rule_table(core_definition(s)))

    def __eq__(self, other: object) -> bool:
        """Rulesets are equal when their definitions are (the table is compiled from it).

        >>> get_ruleset("mcr") == Ruleset.from_definition(get_ruleset("mcr").to_definition())
        True
        """
        if not isinstance(other, Ruleset):
            return NotImplemented
        return self is other or self.spec == other.spec

    def __hash__(self) -> int:
        return hash(self.spec)

    def __reduce__(self) -> tuple[Any, ...]:
        # By its definition, never by its table: a table lives in one process's memory, a
        # definition compiles alike in any process (docs/distributed.md).
        return _arrived, (self.to_definition(),)

    @classmethod
    def _builtin(cls, name: str) -> Ruleset:
        # The core compiled the built-in rulesets at build time from the same definitions
        # (tests/test_builtin_rulesets.py holds the two compilations equal): take its table.
        ruleset = object.__new__(cls)
        object.__setattr__(ruleset, "spec", _spec.parse(_BUILTIN[name]()))
        object.__setattr__(ruleset, "table", _builtin_rule_table(name))
        return ruleset

    @classmethod
    def from_definition(cls, definition: Mapping[str, Any]) -> Ruleset:
        """Validate and compile a definition mapping (docs/custom_rulesets.md); ValueError says
        what is wrong.

        >>> Ruleset.from_definition({"name": "house", "patterns": {"seven_pairs": 4}}).table.points
        {'seven_pairs': 4}
        >>> Ruleset.from_definition({"name": "house", "patterns": {"sevenpairs": 4}})
        Traceback (most recent call last):
        ValueError: ruleset 'house': unknown pattern id 'sevenpairs' in patterns (see mjcore.pattern_ids())
        """
        return cls(_spec.parse(definition))

    @classmethod
    def load(cls, path: str | Path) -> Ruleset:
        """Validate and compile a .toml or .json ruleset file (the definition's format).

        >>> import json, pathlib, tempfile
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     path = pathlib.Path(folder) / "house.json"
        ...     _ = path.write_text(json.dumps({"name": "house", "minimum": 1, "patterns": {"seven_pairs": 4}}))
        ...     house = Ruleset.load(path)
        >>> house.name, house.minimum, house.table.points
        ('house', 1, {'seven_pairs': 4})
        """
        return cls(_spec.load(path))

    def to_definition(self) -> dict[str, Any]:
        """The definition mapping (round-trips through from_definition).

        >>> definition = get_ruleset("zung-jung").to_definition()
        >>> definition["name"], definition["limit"], definition["patterns"]["seven_pairs"]["points"]
        ('zung-jung', 320, 30)
        >>> Ruleset.from_definition(definition).table.points == get_ruleset("zung-jung").table.points
        True
        """
        return self.spec.to_definition()

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def minimum(self) -> int:
        return self.spec.minimum

    @property
    def limit(self) -> int:
        return self.spec.limit

    @property
    def fans(self) -> tuple[PatternSpec, ...]:
        """Every pattern the ruleset lists, in its order."""
        return self.spec.patterns

    @property
    def payments(self) -> _spec.Payments:
        return self.spec.payments


def mcr_ruleset(
    *,
    concealed_and_melded_kong: bool = False,
    exhausted_tiles_are_waits: bool = False,
    non_gb_patterns: bool = False,
    guide_exclusions: bool = False,
    name: str = "mcr",
) -> Ruleset:
    """Chinese Official (MCR) from :mod:`mjcore.rulesets.mcr`. Two options are
    PyMahjongGB's readings: the non-standard 明暗杠 (5 points) instead of
    明杠 + 暗杠, and waits on tiles already held four times (docs/rulesets/mcr.md).
    Two are the illustrated guide's (docs/rulesets/mcr-illustrated.md):
    `non_gb_patterns` adds its seven 非国标牌型, `guide_exclusions` takes its 不计 lists.

    >>> mcr_ruleset(concealed_and_melded_kong=True, name="mcr-5").table.points["concealed_kong_and_melded_kong"]
    5
    >>> "concealed_kong_and_melded_kong" in mcr_ruleset().table.points
    False
    >>> mcr_ruleset(non_gb_patterns=True, name="mcr-258").table.points["pair_258"]
    1
    >>> mcr_ruleset(guide_exclusions=True, name="mcr-guide").spec.pattern("upper_tiles").excludes
    ('no_honors',)
    """
    from mjcore.rulesets import mcr

    return Ruleset.from_definition(
        mcr.definition(
            concealed_and_melded_kong=concealed_and_melded_kong,
            exhausted_tiles_are_waits=exhausted_tiles_are_waits,
            non_gb_patterns=non_gb_patterns,
            guide_exclusions=guide_exclusions,
            name=name,
        )
    )


def zung_jung_ruleset(preset: str = "zj_source", *, name: str | None = None, **options: Any) -> Ruleset:
    """Zung Jung (中庸麻雀) from :mod:`mjcore.rulesets.zung_jung`: the preset ("zj_source",
    the seed table filled from the official v3.3 list, or "zj_official_v33") and any of the
    options documented there (docs/rulesets/zung-jung.md).

    >>> import mjcore
    >>> hand = mjcore.Hand.parse("7z123m456p", win="7z", melds=["pung 555z", "pung 666z"])
    >>> included = zung_jung_ruleset(dragons_in_three_dragons="included", name="zj-included")
    >>> mjcore.score(hand, "zung-jung").total, mjcore.score(hand, included).total
    (80, 60)
    """
    from mjcore.rulesets import zung_jung

    return Ruleset.from_definition(zung_jung.definition(preset, name=name, **options))


def sichuan_ruleset(preset: str = "sc_tencent", *, name: str | None = None, **options: Any) -> Ruleset:
    """Sichuan 血战到底 from :mod:`mjcore.rulesets.sichuan`: the preset ("sc_tencent" or
    "sc_sbr") and any of its options (docs/rulesets/sichuan.md).

    >>> import mjcore
    >>> flush = mjcore.Hand.parse("123m456m789m1239m", win="9m")
    >>> capped = sichuan_ruleset("sc_tencent", cap_fan=2, name="sichuan-cap2")
    >>> mjcore.score(flush, "sichuan", self_drawn=True).total, mjcore.score(flush, capped, self_drawn=True).total
    (8, 4)
    """
    from mjcore.rulesets import sichuan

    return Ruleset.from_definition(sichuan.definition(preset, name=name, **options))


def hong_kong_ruleset(preset: str = "hk_old_style", *, name: str | None = None, **options: Any) -> Ruleset:
    """Hong Kong Old Style (香港舊章) from :mod:`mjcore.rulesets.hong_kong`: the preset
    ("hk_old_style") and any of its options (docs/rulesets/hong-kong.md).

    >>> import mjcore
    >>> flush = mjcore.Hand.parse("123m456m789m2349m", win="9m")  # 清一色 7 + 平糊 + 門前清 + 自摸 + 無花: 11, capped at 10
    >>> spicy = hong_kong_ruleset(spiciness="spicy", name="hong-kong-spicy")
    >>> mjcore.score(flush, "hong-kong", self_drawn=True).total, mjcore.score(flush, spicy, self_drawn=True).total
    (128, 1024)
    """
    from mjcore.rulesets import hong_kong

    return Ruleset.from_definition(hong_kong.definition(preset, name=name, **options))


def cantonese_ruleset(preset: str = "gd_jipinghu", *, name: str | None = None, **options: Any) -> Ruleset:
    """Cantonese 鸡平和 from :mod:`mjcore.rulesets.cantonese`: the preset ("gd_jipinghu") and
    any of its options (docs/rulesets/cantonese.md).

    >>> import mjcore
    >>> pungs = mjcore.Hand.parse("111m222p333s111z5m", win="5m")
    >>> every_type = cantonese_ruleset(bonus_scope="below_limit", name="cantonese-every-type")
    >>> mjcore.score(pungs, "cantonese", self_drawn=True).total, mjcore.score(pungs, every_type, self_drawn=True).total
    (8, 32)
    """
    from mjcore.rulesets import cantonese

    return Ruleset.from_definition(cantonese.definition(preset, name=name, **options))


def baoding_ruleset(preset: str = "bd_man", *, name: str | None = None, **options: Any) -> Ruleset:
    """保定 「够八张」 from :mod:`mjcore.rulesets.baoding`, paid by 麻将手册's formula (the
    ``man`` scheme of :func:`mjcore.settle`); the preset ("bd_man") and any of its options
    (docs/rulesets/baoding.md).

    >>> import mjcore
    >>> orphans = mjcore.Hand.parse("19m19p19s1234567z", win="1m")
    >>> agreed = baoding_ruleset(thirteen_orphans_fan=3, name="baoding-13")
    >>> mjcore.score(orphans, agreed).total  # 2^3
    8
    """
    from mjcore.rulesets import baoding

    return Ruleset.from_definition(baoding.definition(preset, name=name, **options))


_COMPILED: dict[str, Ruleset] = {}


def get_ruleset(ruleset: str | Ruleset) -> Ruleset:
    """A built-in ruleset by name (compiled once), or the given Ruleset.

    >>> get_ruleset("mcr").minimum, get_ruleset("zung-jung-v3.3").limit
    (8, 320)
    >>> get_ruleset("riichi")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: unknown ruleset 'riichi' (known: ...)
    """
    if isinstance(ruleset, Ruleset):
        return ruleset
    if not isinstance(ruleset, str):
        raise TypeError(f"ruleset must be a ruleset name like 'mcr' or a Ruleset, got {type(ruleset).__name__}")
    compiled = _COMPILED.get(ruleset)
    if compiled is None:
        if ruleset not in _BUILTIN:
            raise ValueError(f"unknown ruleset {excerpt(ruleset)} (known: {', '.join(sorted(_BUILTIN))})")
        compiled = _COMPILED[ruleset] = Ruleset._builtin(ruleset)
    return compiled


def _arrived(definition: Mapping[str, Any]) -> Ruleset:
    """A Ruleset unpickled from its definition: a built-in's definition is that built-in
    (get_ruleset's), any other is validated and compiled once per process and reused, since
    a pool's tasks each bring the same ruleset along."""
    try:
        text = json.dumps(definition)  # a definition is plain data: its JSON text is its key
    except (TypeError, ValueError):
        return Ruleset.from_definition(definition)  # not plain data: from_definition says what is wrong
    return _compiled_once(text)


@functools.lru_cache(maxsize=64)
def _compiled_once(text: str) -> Ruleset:
    definition = json.loads(text)
    name = definition.get("name") if isinstance(definition, dict) else None
    if isinstance(name, str) and name in _BUILTIN and get_ruleset(name).to_definition() == definition:
        return get_ruleset(name)
    return Ruleset.from_definition(definition)


_EXAMPLES = Path(__file__).resolve().parent / "examples"


def example_path(name: str = "house.toml") -> Path:
    """The path of an example ruleset file that ships with mjcore (``house.toml``: the example
    of docs/custom_rulesets.md), to load as it is or to copy and edit.

    >>> path = example_path("house.toml")
    >>> path.name, Ruleset.load(path).name
    ('house.toml', 'house')
    >>> example_path("riichi.toml")
    Traceback (most recent call last):
    ValueError: no example ruleset 'riichi.toml' (shipped: house.toml)
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a str like 'house.toml', got {type(name).__name__}")
    # Only the shipped files: a name is never a path out of the examples folder.
    shipped = sorted(p.name for p in _EXAMPLES.iterdir() if p.suffix in (".toml", ".json"))
    if name not in shipped:
        raise ValueError(f"no example ruleset {excerpt(name)} (shipped: {', '.join(shipped)})")
    return _EXAMPLES / name

