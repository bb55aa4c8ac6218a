"""The ruleset definition format: a plain mapping (or a TOML / JSON file of the same shape),
validated and normalised into a :class:`RulesetSpec`.

Every built-in ruleset is written this way, and so is a user's own (docs/custom_rulesets.md).
The core compiles a spec into its rule table (`mjcore.Ruleset`); the pure-Python reference
reads the spec directly. Stdlib only (TOML needs Python 3.11+, or the `tomli` package).

>>> spec = parse({"name": "tiny", "patterns": {"seven_pairs": 4, "all_pungs": {"points": 2}}})
>>> [(p.id, p.points, p.zh) for p in spec.patterns]
[('seven_pairs', 4, '七对'), ('all_pungs', 2, '碰碰和')]
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

from mjcore._excerpt import excerpt as _excerpt

from . import catalogue

FORMS: Final = ("regular", "seven_pairs", "thirteen_orphans", "knitted_straight", "knitted_and_honors")
CONVERSIONS: Final = ("sum", "doubling", "table")
PAYMENT_SCHEMES: Final = ("none", "mcr", "zung-jung", "uniform", "sichuan", "cantonese", "man")
PAYMENT_OPTIONS: Final[Mapping[str, Mapping[str, Any]]] = MappingProxyType(
    {
        # 血战: +N per payer on a self-draw after the cap (SBR's add_base); kong income
        # (direct from the feeder, added kong and concealed kong from each active opponent);
        # 花猪 penalty to each other player; 呼叫转移 (杠上炮 hands the kong income over).
        "sichuan": {"self_draw_base": 0, "kong_income": [2, 1, 2], "void_penalty": 16, "hujiao_zhuanyi": True,
                    "cha_da_jiao": True},
        # 鸡平和 / Hong Kong (mjcore.settlement, mjcore.settlement.liability): units of the hand's points each
        # loser pays on a self-draw; on a discard the discarder's and each other loser's units
        # (鸡平和 [1, 0], 全銃 [2, 0]; 半銃 [2, 1] with self_draw_units 2, points counted in
        # halves); kong income as sichuan's; the 包 cases; 一炮三响's floor (番) and whether the
        # discarder then pays each winner as for a self-draw ("self_draw") or a discard; 番
        # added on a discard win when the discarder fed the winner a kong (EG).
        "cantonese": {"self_draw_units": 1, "discard_units": [1, 0], "kong_income": [0, 0, 0], "fed_kong_fan": 0,
                      "bao_twelve_tiles": True, "bao_first_only": True, "bao_big_winds": True,
                      "bao_big_dragons": True, "bao_rob_kong": True, "bao_kong_replacement": True,
                      "triple_win_floor": 3, "triple_win_payment": "discard",
                      # Hong Kong: 十八羅漢落地 (the feeder of the fourth claimed kong); the 番 of
                      # the instant flower wins 花糊 / 大花糊 (Round.flower_win; 0: none); 詐糊
                      # (mjcore.settle_false_win): "limit_self_draw", the offender pays each
                      # other player a whole self-draw at the limit, or "none" (no rule).
                      "bao_four_kongs": False, "seven_flowers": 0, "eight_flowers": 0, "false_win": "none"},
        # MCR: 错和 (mjcore.settle_false_win), the offender pays each other player this much
        # (0: no false-win rule).
        "mcr": {"false_win_penalty": 0},
        # 麻将手册 (MAN) §8, mjcore.settle: each loser pays the hand's value (base x 2^翻, the
        # doubling conversion) doubled when the winner is the dealer, when he is the dealer and
        # when he discarded; on a discard win all three losers pay, or only the discarder.
        "man": {"dealer_doubles": True, "discarder_doubles": True, "all_pay_on_discard": True},
    }
)
"""The options each payment scheme takes, with their defaults (read by mjcore.settlement)."""
PAYMENT_CHOICES: Final[Mapping[str, tuple[str, ...]]] = MappingProxyType(
    {"triple_win_payment": ("discard", "self_draw"), "false_win": ("none", "limit_self_draw")}
)
"""The values a text payment option may take."""
MAX_PATTERN_POINTS: Final = 1_000_000
"""The most a pattern, a floor (满) or one flower may be worth."""
MAX_POINTS: Final = 2**30
"""The most a hand's points may be (`Score.base`): the limit, the minimum, a conversion's
base and table entries, the payments' amounts; a doubling saturates here. 2^30: Hong Kong's
unlimited spicy table reaches it (UNLIMITED_TABLE_FAAN), and eight flowers still fit int32."""
MAX_TOTAL: Final = MAX_POINTS + 8 * MAX_PATTERN_POINTS
"""The most a hand with its eight flowers can score: inside the int32 the core computes in
(and `batch.score` returns). A sum of patterns stays below MAX_POINTS too: a reading shows
at most 40 occurrences."""

_TOP_KEYS: Final = frozenset(
    {
        "name", "description", "patterns", "series", "count_once", "minimum", "limit", "limit_alone",
        "forms", "conversion", "flowers", "payments", "exhausted_tiles_are_waits", "options", "tiles",
    }
)  # fmt: skip
_PATTERN_KEYS: Final = frozenset(
    {"points", "zh", "en", "excludes", "excludes_inner", "inner_limit", "max_count", "floor"}
)
_PAYMENT_KEYS: Final = frozenset({"scheme", "base", "cap", "same_turn_immunity", "options"})
_TILE_KEYS: Final = frozenset({"honors", "flowers", "max_suits", "claimed_chows"})


@dataclass(frozen=True)
class PatternSpec:
    """One pattern a ruleset lists: its points (0: listed but not scoring), names, the patterns
    it excludes outright (不计) or only for its own sets, how many inner drops one occurrence
    makes (0: all), how often it may count (None: the ruleset's default) and its floor (满:
    a reading showing it is worth at least this much, 0: none)."""

    id: str
    points: int
    zh: str
    en: str
    excludes: tuple[str, ...] = ()
    excludes_inner: tuple[str, ...] = ()
    inner_limit: int = 0
    max_count: int | None = None
    floor: int = 0


@dataclass(frozen=True)
class TileRules:
    """Which tiles and claims the ruleset plays with; a hand breaking them is refused
    (Sichuan: no honours, no flowers, at most two suits after 定缺, no claimed chow)."""

    honors: bool = True
    flowers: bool = True
    max_suits: int = 3
    claimed_chows: bool = True


@dataclass(frozen=True)
class Conversion:
    """How the limited sum of pattern values becomes points: "sum" (as is), "doubling"
    (base x 2^sum) or "table" (points[sum], the last entry for every larger sum)."""

    kind: str = "sum"
    base: int = 1
    table: tuple[int, ...] = ()

    def apply(self, value: int) -> int:
        if self.kind == "doubling":  # at most 24 doublings, saturating at MAX_POINTS
            return min(self.base << min(value, 24), MAX_POINTS)
        if self.kind == "table":
            return self.table[min(value, len(self.table) - 1)]
        return value


@dataclass(frozen=True)
class Payments:
    """Who pays the winner, read by `mjcore.settle` (docs/custom_rulesets.md)."""

    scheme: str = "none"
    base: int = 0  # mcr: every loser also pays this much (8)
    cap: int = 25  # zung-jung: above it the others pay `cap` and the discarder the rest
    same_turn_immunity: bool = True  # zung-jung: see mjcore.settle
    options: Mapping[str, Any] = field(default_factory=dict)  # the scheme's PAYMENT_OPTIONS, filled in

    def __hash__(self) -> int:  # the options are a mapping, which has no hash: equal Payments share the rest
        return hash((self.scheme, self.base, self.cap, self.same_turn_immunity))

    def __reduce__(self) -> tuple[Any, ...]:
        # The options are a read-only view (MappingProxyType), which pickle refuses: they travel as a dict.
        return _payments_with, (self.scheme, self.base, self.cap, self.same_turn_immunity, dict(self.options))


def _payments_with(scheme: str, base: int, cap: int, same_turn_immunity: bool, options: dict[str, Any]) -> Payments:
    """Payments unpickled: the options behind a read-only view again."""
    return Payments(scheme, base, cap, same_turn_immunity, MappingProxyType(options))


@dataclass(frozen=True)
class RulesetSpec:
    """A validated ruleset definition. `patterns` keep the definition's order: equal points
    are decided in it (exclusions, and which of two equal readings is reported)."""

    name: str
    patterns: tuple[PatternSpec, ...]
    description: str = ""
    series: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    count_once: bool = False
    minimum: int = 0
    limit: int = 0
    limit_alone: bool = False
    forms: tuple[str, ...] = FORMS
    conversion: Conversion = Conversion()
    flower_points: int = 0
    own_flower_points: int = 0
    payments: Payments = Payments()
    exhausted_tiles_are_waits: bool = False
    options: Mapping[str, Any] = field(default_factory=dict)
    tiles: TileRules = TileRules()

    def __hash__(self) -> int:  # series and options are mappings, which have no hash: equal specs share the rest
        return hash((self.name, self.patterns))

    def __reduce__(self) -> tuple[Any, ...]:
        # A spec travels as its definition and is validated again on arrival (its mappings are
        # read-only views, which pickle refuses).
        return parse, (self.to_definition(),)

    def pattern(self, pattern_id: str) -> PatternSpec:
        for p in self.patterns:
            if p.id == pattern_id:
                return p
        raise KeyError(pattern_id)

    @property
    def points(self) -> dict[str, int]:
        """{id: points} of every listed pattern, in table order."""
        return {p.id: p.points for p in self.patterns}

    def max_count(self, p: PatternSpec) -> int:
        """How often `p` may count (0: no bound)."""
        if p.max_count is not None:
            return p.max_count
        return 1 if self.count_once else 0

    def excludes(self, p: PatternSpec) -> tuple[str, ...]:
        """Everything `p` excludes outright: its own list, then the lower members of its series."""
        derived = self._series_exclusions.get(p.id, ())
        return p.excludes + tuple(x for x in derived if x not in p.excludes)

    @cached_property
    def _series_exclusions(self) -> dict[str, tuple[str, ...]]:
        return _series_exclusions(self)

    def to_definition(self) -> dict[str, Any]:
        """The mapping this spec was (or could have been) parsed from."""
        patterns: dict[str, Any] = {}
        for p in self.patterns:
            entry: dict[str, Any] = {"points": p.points, "zh": p.zh, "en": p.en}
            if p.excludes:
                entry["excludes"] = list(p.excludes)
            if p.excludes_inner:
                entry["excludes_inner"] = list(p.excludes_inner)
            if p.inner_limit:
                entry["inner_limit"] = p.inner_limit
            if p.max_count is not None:
                entry["max_count"] = p.max_count
            if p.floor:
                entry["floor"] = p.floor
            patterns[p.id] = entry
        out: dict[str, Any] = {"name": self.name}
        if self.description:
            out["description"] = self.description
        out["patterns"] = patterns
        if self.series:
            out["series"] = {k: list(v) for k, v in self.series.items()}
        out.update(
            count_once=self.count_once,
            minimum=self.minimum,
            limit=self.limit,
            limit_alone=self.limit_alone,
            forms=list(self.forms),
        )
        c = self.conversion
        out["conversion"] = (
            "sum" if c.kind == "sum" else {"kind": c.kind, "base": c.base, "points": list(c.table)}
        )
        out["flowers"] = {"each": self.flower_points, "own_seat": self.own_flower_points}
        pay = self.payments
        out["payments"] = {
            "scheme": pay.scheme,
            "base": pay.base,
            "cap": pay.cap,
            "same_turn_immunity": pay.same_turn_immunity,
        }
        if pay.options:
            out["payments"]["options"] = dict(pay.options)
        if self.tiles != TileRules():
            out["tiles"] = asdict(self.tiles)
        if self.exhausted_tiles_are_waits:
            out["exhausted_tiles_are_waits"] = True
        if self.options:
            out["options"] = dict(self.options)
        return out


def _series_exclusions(spec: RulesetSpec) -> dict[str, tuple[str, ...]]:
    """Within a series only the highest counts: each scoring member excludes the members
    after it in rank order (more points first, then table order)."""
    rank = _ranks(spec)
    out: dict[str, tuple[str, ...]] = {}
    for members in spec.series.values():
        scoring = sorted((m for m in members if spec.pattern(m).points), key=rank.__getitem__)
        for i, m in enumerate(scoring):
            out[m] = out.get(m, ()) + tuple(scoring[i + 1 :])
    return out


def _ranks(spec: RulesetSpec) -> dict[str, tuple[int, int]]:
    """The order exclusions apply in: more points first, then table order."""
    return {p.id: (-p.points, i) for i, p in enumerate(spec.patterns)}


# ---------------------------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------------------------


_MAX_LISTED: Final = 5  # unknown keys a message names


class _Checker:
    """Type checks with messages naming the ruleset and the key."""

    def __init__(self, name: str) -> None:
        self.name = name

    def fail(self, why: str) -> ValueError:
        return ValueError(f"ruleset {_excerpt(self.name)}: {why}")

    def integer(self, value: object, what: str, *, minimum: int = 0, maximum: int = MAX_POINTS) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"{what} must be an integer, got {_excerpt(value)}")
        if value < minimum:
            low = "negative" if minimum == 0 else f"below {minimum}"
            raise self.fail(f"{what} cannot be {low}, got {_excerpt(value)}")
        if value > maximum:
            raise self.fail(f"{what} cannot exceed {maximum:,}, got {_excerpt(value)}")
        return value

    def boolean(self, value: object, what: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(f"{what} must be true or false, got {_excerpt(value)}")
        return value

    def text(self, value: object, what: str) -> str:
        if not isinstance(value, str):
            raise self.fail(f"{what} must be a string, got {_excerpt(value)}")
        if not value.isascii():
            try:  # the core keeps names as UTF-8, which a lone surrogate has no encoding in
                value.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise self.fail(
                    f"{what} is not text: lone surrogate U+{ord(value[exc.start]):04X} at position {exc.start}"
                ) from None
        return value

    def ids(self, value: object, what: str) -> tuple[str, ...]:
        if isinstance(value, str) or not isinstance(value, Sequence):
            raise self.fail(f"{what} must be a list of pattern ids, got {_excerpt(value)}")
        out = tuple(self.text(v, what) for v in value)
        for pattern_id in out:
            self.known(pattern_id, what)
        return out

    def known(self, pattern_id: str, what: str) -> None:
        if not catalogue.is_known(pattern_id):
            raise self.fail(f"unknown pattern id {_excerpt(pattern_id)} in {what} (see mjcore.pattern_ids())")

    def mapping(self, value: object, what: str, keys: frozenset[str] | None = None) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(f"{what} must be a table/mapping, got {_excerpt(value)}")
        if keys is not None:
            unknown = [k for k in value if k not in keys]
            if unknown:
                named = ", ".join(map(_excerpt, unknown[:_MAX_LISTED]))
                more = f" and {len(unknown) - _MAX_LISTED} more" if len(unknown) > _MAX_LISTED else ""
                raise self.fail(f"unknown key(s) {named}{more} in {what} (known: {', '.join(sorted(keys))})")
        return value


def parse(definition: Mapping[str, Any]) -> RulesetSpec:
    """Validate a definition mapping; ValueError names the ruleset and what is wrong."""
    if not isinstance(definition, Mapping):
        raise ValueError(f"a ruleset definition is a mapping, got {type(definition).__name__}")
    name = definition.get("name")
    if not isinstance(name, str) or not name:
        raise ValueError("a ruleset definition needs a non-empty 'name'")
    c = _Checker(name)
    c.text(name, "the name")
    c.mapping(definition, "the definition", _TOP_KEYS)
    patterns = _patterns(c, definition.get("patterns"))
    listed = {p.id for p in patterns}
    series = _series(c, definition.get("series", {}), listed)
    spec = RulesetSpec(
        name=name,
        patterns=patterns,
        description=c.text(definition.get("description", ""), "description"),
        series=MappingProxyType(series),
        count_once=c.boolean(definition.get("count_once", False), "count_once"),
        minimum=c.integer(definition.get("minimum", 0), "minimum"),
        limit=c.integer(definition.get("limit", 0), "limit"),
        limit_alone=c.boolean(definition.get("limit_alone", False), "limit_alone"),
        forms=_forms(c, definition.get("forms", FORMS)),
        conversion=_conversion(c, definition.get("conversion", "sum")),
        payments=_payments(c, definition.get("payments", {})),
        exhausted_tiles_are_waits=c.boolean(
            definition.get("exhausted_tiles_are_waits", False), "exhausted_tiles_are_waits"
        ),
        options=MappingProxyType(dict(c.mapping(definition.get("options", {}), "options"))),
        tiles=_tiles(c, definition.get("tiles", {})),
        **_flowers(c, definition.get("flowers"), patterns),
    )
    _check_exclusions(c, spec)
    if spec.payments.scheme == "man" and spec.conversion.kind != "doubling":
        # MAN's payment is base x 2^翻: the hand's value must be the doubling conversion's.
        raise c.fail(f"payment scheme 'man' needs the doubling conversion, got {spec.conversion.kind!r}")
    return spec


def _patterns(c: _Checker, value: object) -> tuple[PatternSpec, ...]:
    table = c.mapping(value, "patterns")
    if not table:
        raise c.fail("'patterns' lists no pattern")
    out = []
    for pattern_id, item in table.items():
        c.known(c.text(pattern_id, "a pattern id"), "patterns")
        out.append(_pattern(c, pattern_id, item))
    return tuple(out)


def _pattern(c: _Checker, pattern_id: str, item: object) -> PatternSpec:
    default = catalogue.entry(pattern_id)
    what = f"pattern {pattern_id!r}"
    if not isinstance(item, Mapping):
        return PatternSpec(pattern_id, c.integer(item, f"the points of {pattern_id!r}", maximum=MAX_PATTERN_POINTS), default.zh, default.en)
    c.mapping(item, what, _PATTERN_KEYS)
    if "points" not in item:
        raise c.fail(f"{what} needs 'points'")
    excludes = c.ids(item.get("excludes", ()), f"the excludes of {pattern_id!r}")
    inner = c.ids(item.get("excludes_inner", ()), f"the excludes_inner of {pattern_id!r}")
    if pattern_id in excludes + inner:
        raise c.fail(f"{what} excludes itself")
    if set(excludes) & set(inner):
        raise c.fail(f"{what} lists a pattern both in excludes and in excludes_inner")
    max_count = item.get("max_count")
    return PatternSpec(
        pattern_id,
        c.integer(item["points"], f"the points of {pattern_id!r}", maximum=MAX_PATTERN_POINTS),
        c.text(item.get("zh", default.zh), f"the zh name of {pattern_id!r}"),
        c.text(item.get("en", default.en), f"the en name of {pattern_id!r}"),
        excludes,
        inner,
        c.integer(item.get("inner_limit", 0), f"the inner_limit of {pattern_id!r}", maximum=255),
        None if max_count is None else c.integer(max_count, f"the max_count of {pattern_id!r}", maximum=255),
        c.integer(item.get("floor", 0), f"the floor of {pattern_id!r}", maximum=MAX_PATTERN_POINTS),
    )


def _series(c: _Checker, value: object, listed: set[str]) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for key, members in c.mapping(value, "series").items():
        what = f"series {_excerpt(c.text(key, 'a series name'))}"
        ids = c.ids(members, what)
        for m in ids:
            if m not in listed:
                raise c.fail(f"{what} names {m!r}, which 'patterns' does not list")
            if m in seen:
                raise c.fail(f"{m!r} is in two series ({_excerpt(seen[m])} and {_excerpt(key)})")
            seen[m] = key
        out[key] = ids
    return out


def _forms(c: _Checker, value: object) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, Sequence) or not value:
        raise c.fail(f"forms must be a non-empty list of {', '.join(FORMS)}")
    for f in value:
        if f not in FORMS:
            raise c.fail(f"unknown hand form {_excerpt(f)} (known: {', '.join(FORMS)})")
    return tuple(value)


def _conversion(c: _Checker, value: object) -> Conversion:
    if value == "sum":
        return Conversion()
    table = c.mapping(value, "conversion", frozenset({"kind", "base", "points"}))
    kind = table.get("kind")
    if kind not in CONVERSIONS:
        raise c.fail(f"conversion kind must be one of {', '.join(CONVERSIONS)}, got {_excerpt(kind)}")
    base = c.integer(table.get("base", 1), "the conversion base", minimum=1)
    points = tuple(c.integer(p, "a conversion table entry") for p in table.get("points", ()))
    if kind == "table" and not points:
        raise c.fail("a table conversion needs 'points' (points for a sum of 0, 1, 2, ...)")
    return Conversion(kind, base, points)


def _flowers(c: _Checker, value: object, patterns: tuple[PatternSpec, ...]) -> dict[str, int]:
    """Points per flower: `flowers` (a number, or {each, own_seat}); a `flower_tiles` pattern
    may name them and give the same points."""
    listed = next((p.points for p in patterns if p.id == "flower_tiles"), None)
    if value is None:
        return {"flower_points": listed or 0}
    if not isinstance(value, Mapping):
        out = {"flower_points": c.integer(value, "flowers", maximum=MAX_PATTERN_POINTS)}
    else:
        c.mapping(value, "flowers", frozenset({"each", "own_seat"}))
        out = {
            "flower_points": c.integer(value.get("each", 0), "flowers.each", maximum=MAX_PATTERN_POINTS),
            "own_flower_points": c.integer(value.get("own_seat", 0), "flowers.own_seat", maximum=MAX_PATTERN_POINTS),
        }
    if listed is not None and listed != out["flower_points"]:
        raise c.fail(f"'flower_tiles' scores {listed} but flowers give {out['flower_points']} per flower")
    return out


def _payments(c: _Checker, value: object) -> Payments:
    table = c.mapping(value, "payments", _PAYMENT_KEYS)
    scheme = table.get("scheme", "none")
    if scheme not in PAYMENT_SCHEMES:
        raise c.fail(f"payment scheme must be one of {', '.join(PAYMENT_SCHEMES)}, got {_excerpt(scheme)}")
    return Payments(
        scheme,
        c.integer(table.get("base", 8 if scheme == "mcr" else 0), "payments.base"),
        c.integer(table.get("cap", 25), "payments.cap"),
        c.boolean(table.get("same_turn_immunity", True), "payments.same_turn_immunity"),
        _payment_options(c, scheme, table.get("options", {})),
    )


def _payment_options(c: _Checker, scheme: str, value: object) -> Mapping[str, Any]:
    """The scheme's options over its defaults, each of its default's type (a list: of ints)."""
    defaults = PAYMENT_OPTIONS.get(scheme, {})
    given = c.mapping(value, "payments.options", frozenset(defaults))
    out = dict(defaults)
    for key, v in given.items():
        what = f"payments.options.{key}"
        default = defaults[key]
        if isinstance(default, bool):
            out[key] = c.boolean(v, what)
        elif isinstance(default, int):
            out[key] = c.integer(v, what)
        elif isinstance(default, list):
            if isinstance(v, str) or not isinstance(v, Sequence) or len(v) != len(default):
                raise c.fail(f"{what} must be a list of {len(default)} integers, got {_excerpt(v)}")
            out[key] = [c.integer(x, what) for x in v]
        else:
            out[key] = c.text(v, what)
            if out[key] not in PAYMENT_CHOICES.get(key, (out[key],)):
                raise c.fail(f"{what} must be one of {', '.join(PAYMENT_CHOICES[key])}, got {_excerpt(v)}")
    return MappingProxyType(out)


def _tiles(c: _Checker, value: object) -> TileRules:
    table = c.mapping(value, "tiles", _TILE_KEYS)
    return TileRules(
        c.boolean(table.get("honors", True), "tiles.honors"),
        c.boolean(table.get("flowers", True), "tiles.flowers"),
        c.integer(table.get("max_suits", 3), "tiles.max_suits", minimum=1, maximum=3),
        c.boolean(table.get("claimed_chows", True), "tiles.claimed_chows"),
    )


def _check_exclusions(c: _Checker, spec: RulesetSpec) -> None:
    """Exclusions among scoring patterns apply from the most points down (equal points: in
    table order) and an excluded pattern excludes nothing. So a pattern may only exclude one
    settled after it, or one that excludes it back (two patterns that never count together);
    any longer cycle is an error."""
    rank = _ranks(spec)
    scoring = {p.id for p in spec.patterns if p.points}
    edges = {
        p.id: [x for x in spec.excludes(p) + p.excludes_inner if x in scoring]
        for p in spec.patterns
        if p.points
    }

    def mutual(a: str, b: str) -> bool:
        return a in edges.get(b, ())

    cycle = _find_cycle({a: [b for b in bs if not mutual(a, b)] for a, bs in edges.items()})
    if cycle:
        raise c.fail("exclusion cycle " + " -> ".join(cycle))
    for a, bs in edges.items():
        for b in bs:
            if rank[b] < rank[a] and not mutual(a, b):
                pa, pb = spec.pattern(a).points, spec.pattern(b).points
                how = (
                    f"list {a!r} before {b!r}" if pa == pb else "a pattern cannot exclude one worth more"
                )
                raise c.fail(
                    f"{a!r} ({pa}) excludes {b!r} ({pb}), which is settled first (exclusions apply "
                    f"from the most points down, equal points in table order): {how}"
                )


def _find_cycle(edges: Mapping[str, list[str]]) -> list[str]:
    """A cycle as [a, b, ..., a], or [] when the graph has none."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in edges.get(node, ()):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 2
        path.pop()
        return []

    for start in edges:
        if start not in state:
            found = visit(start)
            if found:
                return found
    return []


# ---------------------------------------------------------------------------------------------
# Files
# ---------------------------------------------------------------------------------------------


def read_definition(path: str | Path) -> dict[str, Any]:
    """The mapping in a .toml or .json ruleset file."""
    if not isinstance(path, (str, Path)):
        raise TypeError(f"path must be a str or a Path, got {type(path).__name__}")
    path = Path(path)
    # A path may be megabytes too: a long one keeps its start and its end, where the file's name is.
    name = str(path) if len(str(path)) <= 80 else str(path)[:30] + "…" + str(path)[-49:]
    suffix = path.suffix.lower()
    if suffix not in (".json", ".toml"):
        raise ValueError(f"{name}: a ruleset file is .toml or .json")
    reader = json.loads if suffix == ".json" else _toml().loads
    try:
        raw = path.read_bytes()
    except OSError as exc:  # the same error, with the file named as an excerpt
        raise OSError(exc.errno, exc.strerror, name) from None
    except UnicodeError:  # a lone surrogate: no file system takes the name
        raise ValueError(f"{name.encode('utf-8', 'backslashreplace').decode()}: not a file name") from None
    try:
        text = raw.decode("utf-8")
        if suffix == ".toml":
            _refuse_long_dotted_keys(text, name)
        data = reader(text)
    except UnicodeDecodeError as exc:
        raise ValueError(f"{name}: not UTF-8 text (byte {raw[exc.start]:#04x} at offset {exc.start})") from None
    except RecursionError:
        raise ValueError(f"{name}: nested too deeply to be a ruleset") from None
    except ValueError as exc:  # the format's own errors (JSONDecodeError, TOMLDecodeError), or an int too long
        raise ValueError(f"{name}: not valid {suffix[1:].upper()}: {str(exc)[:200]}") from None
    if not isinstance(data, dict):
        raise ValueError(f"{name}: the file holds no ruleset table")
    return data


_MAX_KEY_PARTS: Final = 64
_QUOTED_PART: Final = r"""(?:"[^"\n]*"|'[^'\n]*')"""
_KEY_PART: Final = rf"(?:[A-Za-z0-9_-]+|{_QUOTED_PART})"
# A run of key parts joined by dots. Each search resumes where the last run ended and a
# run never backtracks over more than one part, so the scan is linear in the file.
_DOTTED_RUN: Final = re.compile(rf"{_KEY_PART}(?:[ \t]*\.[ \t]*{_KEY_PART})*")
_QUOTED: Final = re.compile(_QUOTED_PART)


def _refuse_long_dotted_keys(text: str, name: str) -> None:
    # tomllib's time grows with the square of a dotted key's length (10,000 parts take
    # 2.5 s, 100,000 over four minutes): refuse such keys before it reads them.
    if text.count(".") < _MAX_KEY_PARTS:
        return
    for run in _DOTTED_RUN.finditer(text):
        found = run.group()
        # Dots inside quoted parts are not separators; most runs have too few dots to matter.
        if found.count(".") >= _MAX_KEY_PARTS and _QUOTED.sub("", found).count(".") >= _MAX_KEY_PARTS:
            line = text.count("\n", 0, run.start()) + 1
            raise ValueError(f"{name}: line {line}: a key of more than {_MAX_KEY_PARTS} dotted parts cannot be a ruleset's")


def _toml() -> Any:
    if sys.version_info >= (3, 11):
        import tomllib

        return tomllib
    try:  # pragma: no cover - Python 3.9 / 3.10 only
        return importlib.import_module("tomli")
    except ImportError as exc:  # pragma: no cover
        raise ValueError("reading TOML on Python < 3.11 needs `pip install tomli` (or mjcore[toml])") from exc


def load(path: str | Path) -> RulesetSpec:
    """Parse and validate a ruleset file."""
    return parse(read_definition(path))
