"""The families: groups of entry points, each run in one child process, and the cases of
each. A family's cases are a deterministic sequence (the fixed cases: every argument fed
every value of its pool; then ``calls`` random cases, case i seeded by
``f"{seed}:{family}:{i}"``), so that case i can be run again on its own.

:data:`FAMILIES` maps a family's name to its :class:`Family`.
"""

from __future__ import annotations

import io
import json
import math
import os
import random
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adversarial import values as V
from adversarial.contract import BOILERPLATE, MAX_MESSAGE, Case, excerpt, like, must_reject
from adversarial.values import MB, Value, const

_ORDER = {"reject": 0, "any": 1, "maybe_same": 2, "same": 3}


@dataclass
class Context:
    family: str
    seed: int
    calls: int
    tmp: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="mjcore-adversarial-")))

    def rng(self, i: int) -> random.Random:
        return random.Random(f"{self.seed}:{self.family}:{i}")


@dataclass(frozen=True)
class Family:
    cases: Callable[[Context], Iterator[Case]]
    call_timeout: float = 10.0  # seconds one call may take before it counts as a hang
    needs: str = ""  # what the family covers, for the report


def _label_args(args: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={V.short(v, 40)}" for k, v in args.items())


# --------------------------------------------------------------------------------------------
# Per-hand entry points (adversarial.entries)
# --------------------------------------------------------------------------------------------


def entry_case(entry: Any, base: Mapping[str, Any], mutated: Mapping[str, Value], note: str = "") -> Case:
    chosen = {a: v for a, v in mutated.items()}
    label = f"{entry.name}({', '.join(f'{a}={v.label}' for a, v in chosen.items())})" + note
    expect = min((v.expect for v in chosen.values()), key=_ORDER.__getitem__)
    names = tuple(n for a in chosen for n in entry.aliases(a))
    case = Case(
        label=label,
        run=lambda: entry.call(**{**base, **{a: v.make() for a, v in chosen.items()}}),
        names=names,
        name_check=all(v.name_check for v in chosen.values()),
        bad=next(iter(chosen.values())).bad if len(chosen) == 1 else None,
        allow=entry.allow,
    )
    if expect == "reject":
        return must_reject(case)
    if expect in ("same", "maybe_same"):
        return like(case, lambda: entry.call(**base), may_reject=expect == "maybe_same")
    return case


def entry_cases(entries: Sequence[Any]) -> Callable[[Context], Iterator[Case]]:
    def cases(ctx: Context) -> Iterator[Case]:
        for entry in entries:
            for arg, pool in entry.pools.items():
                for value in pool(entry.base[arg]):
                    yield entry_case(entry, entry.base, {arg: value})
        for i in range(ctx.calls):
            rng = ctx.rng(i)
            entry = entries[i % len(entries)]
            base, note = dict(entry.base), ""
            if entry.random_base is not None and rng.random() < 0.8:
                base = dict(entry.random_base(rng))
                note = f" [random #{i}, baseline {_label_args(base)}]"
            else:
                note = f" [random #{i}]"
            args = rng.sample(sorted(entry.pools), min(len(entry.pools), rng.choice((1, 1, 2))))
            yield entry_case(entry, base, {a: rng.choice(entry.pools[a](base[a])) for a in args}, note)

    return cases


# --------------------------------------------------------------------------------------------
# Rulesets: definitions, numbers near the limits, files
# --------------------------------------------------------------------------------------------


def nested_dict(depth: int, leaf: Any = 1) -> dict[str, Any]:
    d: Any = leaf
    for _ in range(depth):
        d = {"a": d}
    return d


def nested_list(depth: int) -> list[Any]:
    d: Any = []
    for _ in range(depth):
        d = [d]
    return d


SIMPLE = {"name": "house", "patterns": {"seven_pairs": 4, "all_pungs": 6, "self_drawn": 1}}


def definition_values(base: Mapping[str, Any]) -> list[Value]:
    def with_(**changes: Any) -> Callable[[], dict[str, Any]]:
        return lambda: {**SIMPLE, **{k: (v() if callable(v) else v) for k, v in changes.items()}}

    def pattern(item: Any) -> Callable[[], dict[str, Any]]:
        return with_(patterns=lambda: {**SIMPLE["patterns"], "seven_pairs": item() if callable(item) else item})

    out = [
        Value("MappingProxyType(definition)", lambda: __import__("types").MappingProxyType(dict(base)), "same"),
        const({}), const({"name": ""}), const({"name": "x"}), const({"name": None, "patterns": SIMPLE["patterns"]}),
        Value("name '\\ud800'", with_(name="\ud800"), "any"),
        Value("name 'x' * 1MB", with_(name="x" * MB), "any"),
        Value("name 'x' * 1MB, unknown pattern", lambda: {"name": "x" * MB, "patterns": {"nope": 1}}),
        Value("name 'x' * 1MB, points 2**64", lambda: {"name": "x" * MB, "patterns": {"seven_pairs": 2**64}}),
        Value("pattern id '\\ud800'", with_(patterns={"\ud800": 1})),
        Value("pattern id 'x' * 1MB", with_(patterns=lambda: {"x" * MB: 1})),
        Value("pattern id 1", with_(patterns={1: 2})),
        Value("pattern id None", with_(patterns={None: 2})),
        Value("100000 unknown pattern ids", with_(patterns=lambda: {f"p{i}": 1 for i in range(100_000)})),
        Value("points None", pattern(None)), Value("points '4'", pattern("4")), Value("points 4.0", pattern(4.0)),
        Value("points True", pattern(True)), Value("points nan", pattern(math.nan)), Value("points 2**64", pattern(2**64)),
        Value("zh name '\\ud800'", pattern({"points": 4, "zh": "\ud800"}), "any"),
        Value("en name 'x' * 1MB", pattern(lambda: {"points": 4, "en": "x" * MB}), "any"),
        Value("en name with NUL", pattern({"points": 4, "en": "a\x00b"}), "any"),
        Value("excludes 'all_pungs' (a string)", pattern({"points": 4, "excludes": "all_pungs"})),
        Value("excludes [None]", pattern({"points": 4, "excludes": [None]})),
        Value("excludes ['all_pungs'] * 100000", pattern(lambda: {"points": 4, "excludes": ["all_pungs"] * 100_000}), "any"),
        Value("excludes ['\\ud800']", pattern({"points": 4, "excludes": ["\ud800"]})),
        Value("excludes nested 10,000 deep", pattern(lambda: {"points": 4, "excludes": nested_list(10_000)})),
        Value("options nested 10,000 deep", with_(options=lambda: nested_dict(10_000)), "any"),
        Value("options nested 100,000 deep (lists)", with_(options=lambda: {"a": nested_list(100_000)}), "any"),
        Value("patterns nested 10,000 deep", with_(patterns=lambda: nested_dict(10_000))),
        Value("payments nested 10,000 deep", with_(payments=lambda: nested_dict(10_000))),
        Value("payments.options nested 10,000 deep", with_(payments=lambda: {"scheme": "man", "options": nested_dict(10_000)})),
        Value("series nested 10,000 deep", with_(series=lambda: nested_dict(10_000))),
        Value("tiles nested 10,000 deep", with_(tiles=lambda: nested_dict(10_000))),
        Value("conversion nested 10,000 deep", with_(conversion=lambda: nested_dict(10_000))),
        Value("forms nested 10,000 deep", with_(forms=lambda: nested_list(10_000))),
        Value("forms ['regular'] * 100000", with_(forms=lambda: ["regular"] * 100_000), "any"),
        Value("forms ['\\ud800']", with_(forms=["\ud800"])),
        Value("conversion table of 1,000,000 entries", with_(conversion=lambda: {"kind": "table", "points": list(range(MB))}), "any"),
        Value("conversion '\\ud800'", with_(conversion="\ud800")),
        Value("description 'x' * 1MB", with_(description=lambda: "x" * MB), "any"),
        Value("description '\\ud800'", with_(description="\ud800"), "any"),
        Value("series {'\\ud800': ['seven_pairs']}", with_(series={"\ud800": ["seven_pairs"]}), "any"),
        Value("payments.scheme '\\ud800'", with_(payments={"scheme": "\ud800"})),
        Value("payments.options.triple_win_payment 'x' * 1MB",
              with_(payments=lambda: {"scheme": "cantonese", "options": {"triple_win_payment": "x" * MB}})),
    ]
    return out + V.wrong_types()


# Numbers near the limits: each field of a definition, its documented range, where it goes.
NUMBER_FIELDS: dict[str, tuple[int, int]] = {
    "points": (0, 1_000_000), "floor": (0, 1_000_000), "inner_limit": (0, 255), "max_count": (0, 255),
    "minimum": (0, 2**30), "limit": (0, 2**30), "conversion.base": (1, 2**30),
    "conversion.points": (0, 2**30), "flowers": (0, 1_000_000), "flowers.own_seat": (0, 1_000_000),
    "payments.base": (0, 2**30), "payments.cap": (0, 2**30), "payments.options.void_penalty": (0, 2**30),
    "tiles.max_suits": (1, 3),
}  # fmt: skip
"""The documented range of each number (docs/custom_rulesets.md, "The ranges of the numbers"), written out here
rather than read from the library, so that a changed constant fails until the docs change."""
NUMBERS: tuple[Any, ...] = (
    0, 1, 3, 4, 255, 256, 1_000_000, 1_000_001, 2**24, 2**30, 2**30 + 1, 2**31 - 1, 2**31, 2**32, 2**53 + 1, 2**63 - 1, 2**63, 2**64,
    10**100, -1, -(2**31), -(2**63), 1e300, 1.0, math.nan, True, "7", None,
)  # fmt: skip
NUMBER_PATTERNS = {"seven_pairs": 4, "all_pungs": 6, "self_drawn": 1, "fully_concealed_hand": 2}
NUMBER_SLOT = {"points": "pattern", "floor": "pattern", "inner_limit": "pattern", "max_count": "pattern",
               "payments.base": "payments", "payments.cap": "payments", "payments.options.void_penalty": "payments",
               "flowers": "flowers", "flowers.own_seat": "flowers", "conversion.base": "conversion",
               "conversion.points": "conversion"}  # fmt: skip
NONE_IS_DEFAULT = {"max_count", "flowers"}


def numbers_definition(field_name: str, v: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"name": "numbers", "patterns": dict(NUMBER_PATTERNS)}
    p = d["patterns"]
    if field_name == "points":
        p["seven_pairs"] = v
    elif field_name in ("floor", "inner_limit", "max_count"):
        p["seven_pairs"] = {"points": 4, field_name: v}
    elif field_name in ("minimum", "limit"):
        d[field_name] = v
    elif field_name == "conversion.base":
        d["conversion"] = {"kind": "doubling", "base": v}
    elif field_name == "conversion.points":
        d["conversion"] = {"kind": "table", "points": [1, 2, v]}
    elif field_name == "flowers":
        d["flowers"] = v
    elif field_name == "flowers.own_seat":
        d["flowers"] = {"each": 1, "own_seat": v}
    elif field_name == "payments.base":
        d["payments"] = {"scheme": "mcr", "base": v}
    elif field_name == "payments.cap":
        d["payments"] = {"scheme": "zung-jung", "cap": v}
    elif field_name == "payments.options.void_penalty":
        d["payments"] = {"scheme": "sichuan", "options": {"void_penalty": v}}
    elif field_name == "tiles.max_suits":
        d["tiles"] = {"max_suits": v}
    return d


NUMBER_HANDS = (  # (concealed tiles without the winning tile, winning tile, flowers, self-drawn)
    ("1122m3344p5566s7z", "7z", 8, True),
    ("111m222p333s5557z", "7z", 8, True),
    ("111m222p333s5557z", "7z", 0, False),
)


def _read_back(field_name: str, v: int, ruleset: Any) -> str | None:
    t = ruleset.table
    got = {
        "points": lambda: t.points["seven_pairs"], "minimum": lambda: t.minimum, "limit": lambda: t.limit,
        "floor": lambda: t.floors.get("seven_pairs", 0), "flowers": lambda: t.points.get("flower_tiles", 0),
        "payments.base": lambda: ruleset.payments.base, "payments.cap": lambda: ruleset.payments.cap,
        "payments.options.void_penalty": lambda: ruleset.payments.options["void_penalty"],
    }.get(field_name)
    if got is None:
        return None
    try:
        value = got()
    except (KeyError, TypeError):  # another field moved the number elsewhere (a scheme without it)
        return None
    if value != v:
        return f"compiled {field_name} = {v} but the rule table reads back {value}"
    return None


def numbers_check(definition: Mapping[str, Any], checks: Sequence[tuple[str, int]]) -> Callable[[Any], str | None]:
    """A compiled ruleset must read back the numbers given and score the sample hands as
    the pure-Python reference does (no wrap-around, no silent saturation of one side)."""

    def check(ruleset: Any) -> str | None:
        import mjcore
        from mjcore.reference import ruleset_score
        from mjcore.rulesets import spec as spec_module

        for field_name, v in checks:
            problem = _read_back(field_name, v, ruleset)
            if problem:
                return problem
        spec = spec_module.parse(definition)
        for tiles, win, flowers, self_drawn in NUMBER_HANDS:
            hand = mjcore.Hand.parse(tiles, win=win, flowers=flowers)
            counts, t = list(hand.concealed), hand.win
            try:
                core = mjcore.score(hand, ruleset, self_drawn=self_drawn)
                core_out: Any = (core.total, core.base, core.meets_minimum)
            except ValueError as exc:
                core_out = ("ValueError", str(exc)[:80])
            try:
                ref = ruleset_score.score(spec, counts, (), t, flowers=flowers, self_drawn=self_drawn)
                ref_out: Any = (ref.total, ref.base, ref.meets_minimum)
            except ValueError as exc:
                ref_out = ("ValueError", str(exc)[:80])
            if (core_out[0] == "ValueError") != (ref_out[0] == "ValueError") or (core_out[0] != "ValueError" and core_out != ref_out):
                return f"{tiles} win {win} (flowers {flowers}, self-drawn {self_drawn}): the core gives (total, base, meets_minimum) {core_out}, the reference {ref_out}"
        return None

    return check


def numbers_case(assignments: Sequence[tuple[str, Any]], note: str = "") -> Case:
    import mjcore

    definition: dict[str, Any] = {"name": "numbers", "patterns": dict(NUMBER_PATTERNS)}
    for field_name, v in assignments:  # merge the fields' pieces
        piece = numbers_definition(field_name, v)
        for key, value in piece.items():
            if key == "patterns":
                definition["patterns"] = {**definition["patterns"], **{k: x for k, x in value.items() if x != NUMBER_PATTERNS.get(k)}}
            elif key != "name":
                definition[key] = value
    if any(v is None and f in NONE_IS_DEFAULT for f, v in assignments):
        return Case("Ruleset.from_definition(" + ", ".join(f"{f}={V.short(v)}" for f, v in assignments) + ")" + note,
                    lambda: mjcore.Ruleset.from_definition(definition))  # None: the default, only the contract
    valid = all(
        isinstance(v, int) and not isinstance(v, bool) and NUMBER_FIELDS[f][0] <= v <= NUMBER_FIELDS[f][1] for f, v in assignments
    )
    label = "Ruleset.from_definition(" + ", ".join(f"{f}={V.short(v)}" for f, v in assignments) + ")" + note
    single_bad = assignments[0][1] if len(assignments) == 1 and isinstance(assignments[0][1], int) else None
    case = Case(label, lambda: mjcore.Ruleset.from_definition(definition), bad=single_bad)
    # A conflicting pair (payments.base with payments.cap overwrite one another) is only checked for the contract.
    if valid:
        case.on_return = numbers_check(definition, [(f, v) for f, v in assignments])
        case.on_raise = lambda exc: None if len(assignments) > 1 else f"refused a number in the documented range: {type(exc).__name__}: {excerpt(str(exc))}"
    elif len(assignments) == 1:
        must_reject(case)
    return case


def numbers_cases(ctx: Context) -> Iterator[Case]:
    for field_name in NUMBER_FIELDS:
        for v in NUMBERS:
            yield numbers_case([(field_name, v)])
    slots: dict[str, list[str]] = {}
    for f in sorted(NUMBER_FIELDS):  # fields written to the same place of the definition
        slots.setdefault(NUMBER_SLOT.get(f, f), []).append(f)
    for i in range(ctx.calls):
        rng = ctx.rng(i)
        chosen = [rng.choice(slots[s]) for s in rng.sample(sorted(slots), rng.choice((1, 2, 3)))]
        picks = []
        for f in chosen:
            lo, hi = NUMBER_FIELDS[f]
            picks.append((f, rng.choice((rng.randint(lo, hi), hi, hi - rng.randrange(3), rng.choice(NUMBERS)))))
        yield numbers_case(picks, f" [random #{i}]")


def rule_table_cases(ctx: Context) -> Iterator[Case]:
    """RuleTable is public as a type only: its constructor would skip the ruleset validator,
    so every call is refused with a TypeError that says where tables come from."""
    import mjcore

    def refused_with_the_way(exc: BaseException) -> str | None:
        if type(exc) is not TypeError or "Ruleset" not in str(exc):
            return f"raised {type(exc).__name__}: {excerpt(str(exc))}, not a TypeError pointing at Ruleset"
        return None

    s = mjcore.Ruleset.from_definition(SIMPLE).spec
    calls: list[tuple[str, Callable[[], Any]]] = [
        ("RuleTable()", lambda: mjcore.RuleTable()),
        ("RuleTable(name, points) of a valid ruleset", lambda: mjcore.RuleTable(s.name, {p.id: p.points for p in s.patterns})),
        ("RuleTable(name=..., points=...)", lambda: mjcore.RuleTable(name=s.name, points={p.id: p.points for p in s.patterns})),
        ("RuleTable(points={'seven_pairs': -1})", lambda: mjcore.RuleTable(points={"seven_pairs": -1})),
        ("RuleTable(points={'seven_pairs': 2**64})", lambda: mjcore.RuleTable(points={"seven_pairs": 2**64})),
        ("RuleTable('x' * 1MB)", lambda: mjcore.RuleTable("x" * MB)),
        ("RuleTable('\\ud800')", lambda: mjcore.RuleTable("\ud800")),
    ]
    for label, run in calls:
        yield must_reject(Case(label, run, on_raise=refused_with_the_way))


CORE_CLASSES = ("Hand", "Meld", "Decomposition", "FanScore", "RuleTable", "Score", "UsefulTiles")
"""The extension's classes: none may exist without its C++ value (an instance made by
``__new__`` alone once handed uninitialised memory to every method, and crashed)."""


def bare_instance_cases(ctx: Context) -> Iterator[Case]:
    import mjcore

    def never_made(cls: type, make: Callable[[type], Any]) -> Callable[[], Any]:
        def run() -> Any:
            made = make(cls)
            repr(made)  # would read the missing value
            return made

        return run

    for name in CORE_CLASSES:
        cls = getattr(mjcore, name)
        for how, make in (("{0}.__new__({0})", lambda c: c.__new__(c)), ("object.__new__({0})", lambda c: object.__new__(c))):
            yield must_reject(Case(how.format(name), never_made(cls, make)))
        yield must_reject(Case(f"an instance of a subclass of {name}", lambda cls=cls: repr(type("Sub", (cls,), {})())))


def load_cases(ctx: Context) -> Iterator[Case]:
    """Ruleset.load on hostile files and paths (OSError allowed for a missing or unreadable
    file, with a bounded message)."""
    import mjcore

    good = json.dumps(SIMPLE)
    folder = ctx.tmp

    def file(name: str, content: str | bytes) -> Callable[[], str]:
        def make() -> str:
            path = folder / name
            if not path.exists():
                path.write_bytes(content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content)
            return str(path)

        return make

    deep = 100_000
    options_deep = '{"a":' * 10_000 + "1" + "}" * 10_000
    values = [
        Value("valid JSON (a Path)", lambda: Path(file("good.json", good)()), "same"),
        Value("valid JSON, suffix .JSON", file("good2.JSON", good), "same"),
        Value("valid TOML", file("good.toml", 'name = "house"\n[patterns]\nseven_pairs = 4\nall_pungs = 6\nself_drawn = 1\n'), "same"),
        Value("JSON '{\"a\":' * 100000 (truncated)", file("deep1.json", '{"a":' * deep)),
        Value("JSON nested 100,000 deep", file("deep2.json", '{"a":' * deep + "1" + "}" * deep)),
        Value("JSON '[' * 100000 + ']' * 100000", file("deep3.json", "[" * deep + "]" * deep)),
        Value("JSON, options nested 10,000 deep", file("deep4.json", good[:-1] + ', "options": ' + options_deep + "}"), "any"),
        Value("TOML 'a = ' + '[' * 100000", file("deep1.toml", "a = " + "[" * deep + "]" * deep)),
        Value("TOML inline tables nested 10,000 deep", file("deep2.toml", "a = " + "{b = " * 10_000 + "1" + "}" * 10_000)),
        Value("TOML dotted key 10,000 deep in options", file("deep3.toml", 'name = "x"\n[patterns]\nseven_pairs = 4\n[options]\n' + "a" + ".a" * 10_000 + " = 1\n"), "any"),
        Value("JSON with invalid UTF-8", file("utf8.json", b'{"name": "\xff", "patterns": {"seven_pairs": 4}}')),
        Value("TOML with invalid UTF-8", file("utf8.toml", b'name = "\xff"\n[patterns]\nseven_pairs = 4\n')),
        Value("JSON with an encoded surrogate", file("surrogate.json", b'{"name": "\xed\xa0\x80", "patterns": {"seven_pairs": 4}}')),
        Value("JSON name '\\ud800' (escaped)", file("escaped.json", '{"name": "\\ud800", "patterns": {"seven_pairs": 4}}'), "any"),
        Value("JSON with a UTF-8 BOM", file("bom.json", b"\xef\xbb\xbf" + good.encode()), "maybe_same"),
        Value("JSON in UTF-16", file("utf16.json", good.encode("utf-16"))),
        Value("JSON with a NUL byte", file("nul.json", b'{"name": "x\x00", "patterns": {"seven_pairs": 4}}')),
        Value("JSON points NaN", file("nan.json", '{"name": "x", "patterns": {"seven_pairs": NaN}}')),
        Value("JSON points Infinity", file("inf.json", '{"name": "x", "patterns": {"seven_pairs": Infinity}}')),
        Value("JSON points 1e400", file("e400.json", '{"name": "x", "patterns": {"seven_pairs": 1e400}}')),
        Value("JSON points of 5,000 digits", file("digits.json", '{"name": "x", "patterns": {"seven_pairs": 1' + "0" * 5000 + "}}")),
        Value("JSON points of 1,000,000 digits", file("digits2.json", '{"name": "x", "patterns": {"seven_pairs": 1' + "0" * MB + "}}")),
        Value("TOML points of 5,000 digits", file("digits.toml", 'name = "x"\n[patterns]\nseven_pairs = 1' + "0" * 5000 + "\n")),
        Value("TOML points 2**64", file("big.toml", f'name = "x"\n[patterns]\nseven_pairs = {2**64}\n')),
        Value("TOML minimum 2**63 - 1", file("big2.toml", f'name = "x"\nminimum = {2**63 - 1}\n[patterns]\nseven_pairs = 4\n')),
        Value("JSON minimum 2**31 - 1", file("max.json", json.dumps({**SIMPLE, "minimum": 2**31 - 1})), "any"),
        Value("JSON minimum 2**31", file("max2.json", json.dumps({**SIMPLE, "minimum": 2**31}))),
        Value("JSON '[]'", file("list.json", "[]")), Value("JSON 'null'", file("null.json", "null")),
        Value("JSON '\"x\"'", file("str.json", '"x"')), Value("empty JSON", file("empty.json", "")),
        Value("empty TOML", file("empty.toml", "")),
        Value("JSON with 100,000 unknown pattern ids", file("many.json", json.dumps({"name": "x", "patterns": {f"p{i}": 1 for i in range(100_000)}}))),
        Value("JSON name 'x' * 1MB, unknown pattern", file("longname.json", json.dumps({"name": "x" * MB, "patterns": {"nope": 1}}))),
        Value("a directory named x.json", lambda: (folder / "dir.json").mkdir(exist_ok=True) or str(folder / "dir.json")),
        Value("a missing file", lambda: str(folder / "missing.json")),
        Value("a symlink loop", lambda: (folder / "loop.json").is_symlink() or os.symlink("loop.json", folder / "loop.json") or str(folder / "loop.json")),
        Value("a path with NUL", lambda: str(folder / "x\x00.json")),
        Value("a path with '\\ud800'", lambda: str(folder / "x\ud800.json")),
        Value("a path with '\\udcff'", lambda: str(folder / "x\udcff.json")),
        Value("a path of 1MB", lambda: "a" * MB + ".json"),
        Value("a path of 1MB of '/'", lambda: "/" * MB + "x.json"),
        Value("suffix .yaml", file("x.yaml", good)), Value("no suffix", file("x", good)),
        Value("bytes path", lambda: file("good.json", good)().encode(), "maybe_same", name_check=True),
    ] + [v for v in V.wrong_types() if v.label not in ("b'123m'",)]
    entry_base = {"path": file("good.json", good)}

    class _Entry:
        name = "Ruleset.load"
        allow = (OSError,)

        @staticmethod
        def call(path: Any) -> Any:
            return mjcore.Ruleset.load(path() if callable(path) else path)

        @staticmethod
        def aliases(arg: str) -> tuple[str, ...]:
            return ("path", "file")

    for value in values:
        yield entry_case(_Entry, entry_base, {"path": value})


def definition_family(ctx: Context) -> Iterator[Case]:
    import mjcore
    from adversarial.entries import Entry, ruleset_value

    entries = [
        Entry("Ruleset.from_definition", mjcore.Ruleset.from_definition, {"definition": SIMPLE}, {"definition": definition_values}),
        Entry("get_ruleset", mjcore.get_ruleset, {"ruleset": "mcr"},
              {"ruleset": lambda b: [v for v in ruleset_value(b) if "table" not in v.label and v.label != "None"] + [const(None, name_check=True)]}),
        Entry("Ruleset(spec)", lambda spec: mjcore.Ruleset(spec), {"spec": mjcore.get_ruleset("mcr").spec},
              {"spec": lambda b: V.wrong_types() + [const(SIMPLE, name_check=True, label="a definition dict"), const("mcr", name_check=True)]}),
    ]
    yield from entry_cases(entries)(ctx)


# --------------------------------------------------------------------------------------------
# settle
# --------------------------------------------------------------------------------------------


def settle_family(ctx: Context) -> Iterator[Case]:
    import mjcore
    from adversarial.entries import NINE_GATES, Entry, ruleset_value, seat_value
    from mjcore.rulesets.spec import MAX_TOTAL

    score = mjcore.score(NINE_GATES)

    def seats(base: Any) -> list[Value]:
        return [const([], "any"), const([1], "any"), const([1, 3], "any"), const([2**64], bad=2**64), const([-1], bad=-1),
                const([4], bad=4), const([True], name_check=True), const([1.0], name_check=True), const([None], name_check=True),
                const("13", name_check=True), Value("[1] * 1MB", lambda: [1] * MB, "any")] + [
            v for v in V.wrong_types() if v.label not in ("['1m', '2m']",)]

    def rulesets(base: Any) -> list[Value]:
        return [v.but(expect="any") if v.expect == "same" else v for v in ruleset_value("none")]

    facts = {"winner": lambda b: V.index(0, 3, b), "discarder": seat_value, "earlier_discarders": seats,
             "ruleset": rulesets, "dealer": lambda b: V.index(0, 3, b), "robbed": seat_value, "liable": seat_value}
    base = {"winner": 0, "discarder": 2, "earlier_discarders": (), "ruleset": None, "dealer": 0, "robbed": None, "liable": None}
    yield from entry_cases([
        Entry("settle", lambda **a: mjcore.settle(a.pop("value"), **a), {"value": score, **base},
              {"value": lambda b: V.wrong_types() + [const(NINE_GATES, name_check=True, label="a Hand"), const("mcr", name_check=True),
                                                     const(91, name_check=True, label="a bare value without its ruleset")],
               **facts}),
        Entry("settle (a bare value)", lambda **a: mjcore.settle(a.pop("value"), **a), {"value": 91, **base, "ruleset": "mcr"},
              {"value": lambda b: V.index(0, MAX_TOTAL, b), **facts}),
        Entry("settle_false_win", mjcore.settle_false_win, {"ruleset": "mcr", "offender": 1},
              {"ruleset": rulesets, "offender": lambda b: V.index(0, 3, b)}),
    ])(ctx)


# --------------------------------------------------------------------------------------------
# Batch
# --------------------------------------------------------------------------------------------

BATCH_ARGS: dict[str, tuple[str, ...]] = {
    "is_winning": ("counts", "melds", "win"),
    "score": ("counts", "melds", "win", "flowers", "flags", "seat_wind", "prevalent_wind"),
    "shanten": ("counts", "melds"),
    "waits": ("counts", "melds"),
    "useful_tiles": ("counts", "melds", "visible"),
    "discard_options": ("counts", "melds", "visible"),
    "decode": ("counts", "melds", "win", "flowers"),
}
ARRAY_RANGE = {  # canonical dtype, lowest and highest valid value
    "counts": ("uint8", 0, 4), "melds": ("int8", 0, 33), "win": ("int8", -1, 33), "flowers": ("uint8", 0, 8),
    "flags": ("uint8", 0, 15), "seat_wind": ("uint8", 0, 3), "prevalent_wind": ("uint8", 0, 3), "visible": ("uint8", 0, 4),
}  # fmt: skip
INT_DTYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


@dataclass(frozen=True)
class BValue:
    """A batch argument value: ``kind`` same / maybe_same / reject / masked (out-of-range
    values in ``bad_rows``: refused with errors="raise", those rows invalid with "mask")."""

    label: str
    make: Callable[[], Any]
    kind: str
    bad: int | None = None
    bad_rows: tuple[int, ...] = ()
    name_check: bool = False
    kw: Mapping[str, Any] | None = None  # the per-hand API's keywords this value stands for


def batch_base(function: str, rng: random.Random, n: int) -> dict[str, Any]:
    """Seeded canonical arrays of ``n`` rows for ``function`` (a few rows the per-hand API
    refuses among them)."""
    import numpy as np

    import mjcore
    from adversarial.entries import _melds, random_partial
    from mcr_corpus import random_context
    from mjcore import batch, corpus

    hands, contexts = [], []
    for _ in range(n):
        if function in ("score", "is_winning", "decode"):
            plain = corpus.random_complete_hand(rng) if rng.random() < 0.85 else corpus.near_miss(rng)
            flowers = rng.randrange(9) if function != "is_winning" else 0
            hands.append(mjcore.Hand.from_counts(list(plain[0]), _melds(plain[1]), plain[2], flowers=flowers))
            ctx = random_context(rng)
            ctx.pop("flowers")
            contexts.append(ctx)
        else:
            drawn = {"shanten": rng.randrange(2), "waits": 0, "useful_tiles": 0, "discard_options": 1}[function]
            if rng.random() < 0.1:
                drawn = 1 - drawn  # the wrong number of tiles for waits / useful_tiles / discard_options
            hands.append(random_partial(rng, drawn))
            contexts.append({})
    a = batch.encode(hands, contexts)
    arrays = {"counts": a.counts, "melds": a.melds, "win": a.win, "flowers": a.flowers, "flags": a.flags,
              "seat_wind": a.seat_wind, "prevalent_wind": a.prevalent_wind}  # fmt: skip
    if function == "is_winning":  # some rows with the winning tile among the counts instead
        for i in range(n):
            if rng.random() < 0.2:
                arrays["counts"][i, arrays["win"][i]] += 1
                arrays["win"][i] = -1
    if function in ("useful_tiles", "discard_options"):
        visible = np.zeros((n, 34), np.uint8)
        for i in range(n):
            if rng.random() < 0.5:
                held = arrays["counts"][i].astype(int)
                t = rng.randrange(34)
                if held[t] < 4:
                    visible[i, t] = rng.randint(1, 4 - held[t])
        arrays["visible"] = visible
    return {k: arrays[k] for k in BATCH_ARGS[function]}


def _misaligned_array(base: Any, dtype: str) -> Any:
    import numpy as np

    item = np.dtype(dtype).itemsize
    raw = np.zeros(base.size * item + 8, np.uint8)
    a = np.ndarray(base.shape, dtype, buffer=raw.data, offset=1)
    a[...] = base
    return a


def array_values(name: str, base: Any, rng: random.Random) -> list[BValue]:
    """Hostile forms of one canonical array."""
    import numpy as np

    _, lo, hi = ARRAY_RANGE[name]
    b = base
    n = len(b)
    out: list[BValue] = []
    fits = lambda dt: np.iinfo(dt).min <= lo and hi <= np.iinfo(dt).max  # noqa: E731
    for dt in INT_DTYPES:
        if fits(dt):
            out.append(BValue(f"{name} as {dt}", lambda dt=dt: b.astype(dt), "same"))
    for dt in (">i2", ">i8"):
        out.append(BValue(f"{name} as byte-swapped {dt}", lambda dt=dt: b.astype(dt), "same"))
    out += [
        BValue(f"{name} in Fortran order", lambda: np.asfortranarray(b), "same"),
        BValue(f"{name} non-contiguous (every other element)", lambda: np.repeat(b, 2, axis=-1)[..., ::2], "same"),
        BValue(f"{name} with negative strides", lambda: b[::-1].copy()[::-1], "same"),
        BValue(f"{name} read-only", lambda: _read_only(b.copy()), "same"),
        BValue(f"{name} as nested lists", lambda: b.tolist(), "same" if n else "maybe_same"),  # [] has no dtype
        BValue(f"{name} as object dtype", lambda: b.astype(object), "maybe_same", name_check=True),
    ]
    for dt in ("int16", "int32", "int64"):
        out.append(BValue(f"{name} as a misaligned {dt} view (byte offset 1)", lambda dt=dt: _misaligned_array(b, dt), "same"))
    out += [
        BValue(f"{name} as float64", lambda: b.astype(np.float64), "reject", name_check=True),
        BValue(f"{name} as float32", lambda: b.astype(np.float32), "reject", name_check=True),
        BValue(f"{name} as complex", lambda: b.astype(complex), "reject", name_check=True),
        BValue(f"{name} as str dtype", lambda: b.astype("U2"), "reject", name_check=True),
        BValue(f"{name} with an extra axis", lambda: b[None], "reject", name_check=True),
        BValue(f"{name} flattened", lambda: b.reshape(-1), "reject" if b.ndim > 1 else "same", name_check=b.ndim > 1),
        BValue(f"{name} with an extra trailing axis", lambda: b[..., None], "reject", name_check=True),
        BValue(f"{name} with one more row", lambda: np.concatenate([b, b[:1] if n else np.zeros((1,) + b.shape[1:], b.dtype)]), "reject", name_check=True),
        BValue(f"{name} as a 0-d array", lambda: np.array(0, b.dtype), "reject", name_check=True),
        BValue(f"{name} as None inside an object array", lambda: np.full(b.shape, None, object), "reject", name_check=True),
    ]
    if b.ndim > 1:
        out.append(BValue(f"{name} with one column fewer", lambda: b[..., :-1].copy(), "reject", name_check=True))
    if n:
        out.append(BValue(f"{name} with one row fewer", lambda: b[:-1].copy(), "reject", name_check=True))
        out.append(BValue(f"{name} with a nan (float)", lambda: _with(b.astype(float), 0, math.nan), "reject", name_check=True))
        r = rng.randrange(n)
        canonical = ARRAY_RANGE[name][0]
        bad_values: list[tuple[str, int]] = [(canonical, hi + 1)]
        if np.iinfo(canonical).max > hi + 1:
            bad_values.append((canonical, int(np.iinfo(canonical).max)))
        if lo - 1 >= np.iinfo(canonical).min:
            bad_values.append((canonical, lo - 1))
        bad_values += [("int16", 256 + int(b.reshape(n, -1)[r, 0])), ("int64", 2**31), ("int64", 2**32 + int(b.reshape(n, -1)[r, 0])),
                       ("int64", -(2**63)), ("uint64", 2**64 - 1), ("int8", -128)]
        for dt, v in bad_values:
            if lo <= v <= hi:
                continue
            out.append(BValue(f"{name}[{r}, 0] = {v} ({dt})", lambda dt=dt, v=v: _with(b.astype(dt), r, v), "masked", bad=v, bad_rows=(r,)))
    return out


def _read_only(a: Any) -> Any:
    a.setflags(write=False)
    return a


def _with(a: Any, row: int, v: Any) -> Any:
    a.reshape(len(a), -1)[row, 0] = v
    return a


def option_values(function: str, arg: str) -> list[BValue]:
    """errors / threads / forms / ruleset."""
    from adversarial.entries import forms_value, ruleset_value

    if arg == "errors":
        return [BValue(V.short(x), lambda x=x: x, "reject", name_check=True) for x in ("MASK", None, "", b"mask", ["mask"], "\ud800", 1, True)] + [
            BValue("'x' * 1MB", lambda: "x" * MB, "reject", name_check=True)]
    if arg == "threads":
        same = [BValue(V.short(x), lambda x=x: x, "same") for x in (None, 1, 2, 3, 8, 64)]
        same.append(BValue("np.int64(2)", lambda: __import__("numpy").int64(2), "same"))
        same += [BValue(V.short(x), lambda x=x: x, "maybe_same", bad=x, name_check=True) for x in (2**31 - 1, 2**31, 2**32, 2**63, 2**64, 10**100)]
        return same + [BValue(V.short(x), lambda x=x: x, "reject", bad=x if isinstance(x, int) and not isinstance(x, bool) else None, name_check=True)
                       for x in (0, -1, -(2**63), -(2**64), True, False, 1.9, math.nan, "2", object())]
    pool = forms_value(None) if arg == "forms" else ruleset_value("mcr")
    out = []
    for v in pool:
        kind = {"same": "same", "maybe_same": "maybe_same", "reject": "reject", "any": "same"}[v.expect]
        # the per-hand API takes the value itself (a ruleset always: the random cases' rulesets vary)
        kw = {arg: v.make} if v.expect == "any" or (arg == "ruleset" and v.expect != "reject") else None
        out.append(BValue(v.label, v.make, kind, bad=v.bad, name_check=v.name_check, kw=kw))
    return out


def out_values(base_arrays: Mapping[str, Any], ruleset: str) -> list[BValue]:
    """out= for batch.score: an earlier result (same), broken ones (reject)."""
    import numpy as np

    from mjcore import batch

    n = len(base_arrays["counts"])

    def fresh() -> Any:
        return batch.score(base_arrays["counts"], errors="mask", ruleset=ruleset)

    def replace_(**fields: Any) -> Callable[[], Any]:
        def make() -> Any:
            earlier = fresh()
            made = {k: (v(earlier) if callable(v) else v) for k, v in fields.items()}
            return batch.ScoreArrays(**{**{f: getattr(earlier, f) for f in ("total", "base", "fans", "columns", "valid")}, **made})

        return make

    def overlapping_counts(earlier: Any) -> Any:
        return base_arrays["counts"].reshape(-1)[: 4 * n].view(np.int32) if n else earlier.total

    return [
        BValue("out=an earlier result", replace_(), "same"),
        BValue("out.total misaligned (byte offset 1)", replace_(total=lambda e: _misaligned_array(e.total, "int32")), "maybe_same", name_check=True),
        BValue("out.total non-contiguous", replace_(total=lambda e: np.zeros(2 * n, np.int32)[::2]), "maybe_same", name_check=True),
        BValue("out.total read-only", replace_(total=lambda e: _read_only(e.total)), "reject", name_check=True),
        BValue("out.total float64", replace_(total=lambda e: e.total.astype(float)), "reject", name_check=True),
        BValue("out.total int64", replace_(total=lambda e: e.total.astype(np.int64)), "reject", name_check=True),
        BValue("out.total one row more", replace_(total=lambda e: np.zeros(n + 1, np.int32)), "reject", name_check=True),
        BValue("out.fans one column fewer", replace_(fans=lambda e: e.fans[:, :-1].copy()), "reject", name_check=True),
        BValue("out.fans transposed (Fortran order)", replace_(fans=lambda e: np.asfortranarray(e.fans)), "maybe_same", name_check=True),
        BValue("out.valid uint8", replace_(valid=lambda e: e.valid.astype(np.uint8)), "maybe_same", name_check=True),
        # Arrays of zero rows share no memory, so aliases are only refused when there is a row to write.
        BValue("out.total is out.base", replace_(base=lambda e: e.total), "reject" if n else "maybe_same", name_check=True),
        BValue("out.total overlapping counts", replace_(total=overlapping_counts), "reject" if n else "maybe_same", name_check=True),
        BValue("out.total None", replace_(total=None), "reject", name_check=True),
        BValue("out as a tuple", lambda: tuple(getattr(fresh(), f) for f in ("total", "base", "fans", "valid")), "reject", name_check=True),
        BValue("out={'total': ...}", lambda: {"total": fresh().total}, "reject", name_check=True),
    ]


def batch_case(function: str, base: Mapping[str, Any], kw: Mapping[str, Any], mutated: Mapping[str, BValue], note: str = "") -> Case:
    from adversarial.batch_oracle import Judge
    from mjcore import batch

    call = getattr(batch, function)
    errors = kw.get("errors", "raise")
    label = f"batch.{function}(rows={len(base['counts'])}, {_label_args({k: v for k, v in kw.items()})}; " + ", ".join(
        f"{a}: {v.label}" for a, v in mutated.items()) + ")" + note
    kinds = {v.kind for v in mutated.values()}

    def run() -> Any:
        arrays = {a: (mutated[a].make() if a in mutated else base[a]) for a in base}
        options = {**kw, **{a: v.make() for a, v in mutated.items() if a not in base}}
        positional = [arrays.pop("counts")]
        for a in ("melds", "win"):
            if a in arrays:
                positional.append(arrays.pop(a))
        if function == "decode":
            return call(*positional, **arrays)
        return call(*positional, **arrays, **options)

    names = tuple(mutated) + (tuple(base) if set(mutated) <= set(base) else ())  # a shape may be blamed on any array
    case = Case(label, run, names=names,
                name_check=bool(mutated) and all(v.name_check and v.kind == "reject" for v in mutated.values()),
                bad=next(iter(mutated.values())).bad if len(mutated) == 1 else None)
    if "reject" in kinds or ("masked" in kinds and errors == "raise"):
        return must_reject(case)
    per_hand_kw = {k: v for k, v in kw.items() if k in ("forms", "ruleset")}
    for v in mutated.values():
        if v.kw:
            per_hand_kw.update({k: make() for k, make in v.kw.items()})
    bad_rows = tuple(sorted({r for v in mutated.values() for r in v.bad_rows}))
    judge = Judge(function, errors if function != "decode" else "raise", base, per_hand_kw, bad_rows)
    if function == "decode":
        judge = DecodeJudge(base, bad_rows)
    on_return = judge.on_return
    if "out" in mutated:
        made: dict[str, Any] = {}
        inner_make = mutated["out"].make

        def make_out() -> Any:
            made["out"] = inner_make()
            return made["out"]

        mutated = {**mutated, "out": BValue(mutated["out"].label, make_out, mutated["out"].kind)}

        def on_return(result: Any, plain: Any = judge.on_return) -> str | None:
            out = made.get("out")
            if out is not None and not all(getattr(result, f) is getattr(out, f) for f in ("total", "base", "fans", "valid")):
                return "returned new arrays instead of writing over out="
            return plain(result)

    def on_raise(exc: BaseException) -> str | None:
        verdict = judge.on_raise(exc)  # None: a bad row or value explains the refusal
        if verdict is None or "maybe_same" not in kinds:
            return verdict
        if any(n.lower() in str(exc).lower() for n in names):
            return None  # a layout or size the API may refuse, said so
        return f"{verdict}: the message does not name the argument ({' or '.join(map(repr, names))})"

    case.on_return = on_return
    case.on_raise = on_raise
    return case


@dataclass(frozen=True)
class DecodeJudge:
    """batch.decode: every row's Hand (the same as built here), or a ValueError when a row is bad."""

    arrays: Mapping[str, Any]
    bad_rows: tuple[int, ...]

    def expected(self) -> list[tuple[bool, Any]]:
        from adversarial.batch_oracle import row_hand

        out = []
        for i in range(len(self.arrays["counts"])):
            try:
                out.append((i not in self.bad_rows, repr(row_hand(self.arrays, i))))
            except ValueError as exc:
                out.append((False, str(exc)))
        return out

    def on_return(self, result: Any) -> str | None:
        expected = self.expected()
        if len(result) != len(expected):
            return f"returned {len(result)} hands for {len(expected)} rows"
        for i, ((ok, want), got) in enumerate(zip(expected, result)):
            if not ok:
                return f"returned hands, but row {i} is bad ({excerpt(want, 80)})"
            if repr(got) != want:
                return f"row {i} decodes to {excerpt(got, 100)}, expected {excerpt(want, 100)}"
        return None

    def on_raise(self, exc: BaseException) -> str | None:
        if all(ok for ok, _ in self.expected()):
            return f"rejected valid arrays: {type(exc).__name__}: {excerpt(str(exc))}"
        return None


def batch_family(function: str) -> Callable[[Context], Iterator[Case]]:
    def cases(ctx: Context) -> Iterator[Case]:
        setup = random.Random(f"{ctx.seed}:{ctx.family}:base")
        base = batch_base(function, setup, 8)
        options = [] if function == "decode" else ["errors", "threads"]
        options += ["forms"] if function in ("shanten", "useful_tiles", "discard_options") else []
        options += ["ruleset"] if function == "score" else []
        for errors in (("raise",) if function == "decode" else ("raise", "mask")):
            kw: dict[str, Any] = {} if function == "decode" else {"errors": errors, "threads": 1}
            for arg in base:
                for v in array_values(arg, base[arg], setup):
                    yield batch_case(function, base, kw, {arg: v})
            for arg in options:
                if arg != "errors":
                    for v in option_values(function, arg):
                        yield batch_case(function, base, kw, {arg: v})
            if errors == "raise" and function != "decode":
                for v in option_values(function, "errors"):
                    yield batch_case(function, base, kw, {"errors": v})
            if function == "score":
                for v in out_values(base, "mcr"):
                    yield batch_case(function, base, {**kw, "out": None}, {"out": v})
        for i in range(ctx.calls):
            rng = ctx.rng(i)
            n = rng.choice((0, 1, 2, 5, 16, 64))
            rows = batch_base(function, rng, n)
            kw = {} if function == "decode" else {"errors": rng.choice(("raise", "mask")), "threads": rng.choice((None, 1, 2))}
            if function == "score":
                kw["ruleset"] = rng.choice(("mcr", "zung-jung", "sichuan", "hong-kong", "cantonese"))
            pools: dict[str, list[BValue]] = {a: array_values(a, rows[a], rng) for a in rows}
            pools.update({a: option_values(function, a) for a in options})
            if function == "score":
                pools["out"] = out_values(rows, kw["ruleset"])
                kw["out"] = None
            chosen = rng.sample(sorted(pools), min(len(pools), rng.choice((0, 1, 1, 2))))
            mutated = {a: rng.choice(pools[a]) for a in chosen}
            if "ruleset" in mutated and "out" in mutated:
                del mutated["out"]  # an earlier result of another ruleset has other fan columns
            yield batch_case(function, rows, kw, mutated, f" [random #{i}]")

    return cases


def encode_family(ctx: Context) -> Iterator[Case]:
    import mjcore
    from adversarial.batch_oracle import row_hand
    from adversarial.entries import NINE_GATES, READY, Entry, random_complete
    from mjcore import batch

    def check(hands: Sequence[Any]) -> Callable[[Any], str | None]:
        def on_return(a: Any) -> str | None:
            arrays = {"counts": a.counts, "melds": a.melds, "win": a.win, "flowers": a.flowers}
            for i, h in enumerate(hands):
                h = mjcore.Hand.parse(h) if isinstance(h, str) else h
                plain = mjcore.Hand.from_counts(h.concealed, [mjcore.Meld(m.kind, m.first, m.source) for m in h.melds], h.win, h.flowers)
                if repr(row_hand(arrays, i)) != repr(plain):
                    return f"row {i} encodes {excerpt(row_hand(arrays, i))}, not {excerpt(plain)}"
            return None

        return on_return

    hands = (NINE_GATES, READY, mjcore.Hand.parse("123m456p5z", win="5z", melds=["pung 222z@across", "chow 789s"], flowers=3))

    def hands_pool(b: Any) -> list[Value]:
        return [
            Value("tuple(hands)", lambda: tuple(b), "same"), Value("[]", lambda: [], "any"),
            Value("hands as strings", lambda: [h.to_string() for h in b], "any"),
            Value("[hand] * 100000", lambda: [b[0]] * 100_000, "any"),
            Value("iter(hands)", lambda: iter(b), "maybe_same", name_check=True),
            const("1112345678999m", name_check=True, label="one string"), const([None], name_check=True), const([1], name_check=True),
            const([b"123m"], name_check=True), Value("[Meld]", lambda: [mjcore.Meld.parse("pung 222z")], name_check=True),
        ] + [Value(f"[{lab}]", lambda m=make: [m()]) for lab, make in V.BAD_STRINGS] + V.wrong_types()

    def contexts_pool(b: Any) -> list[Value]:
        n = len(hands)

        def ctx(**c: Any) -> Callable[[], list[dict[str, Any]]]:
            return lambda: [dict(c)] + [{}] * (n - 1)

        out = [const(None, "any"), Value("[{}] * n", lambda: [{}] * n, "same"), Value("[{}] * (n + 1)", lambda: [{}] * (n + 1)),
               Value("[None] * n", lambda: [None] * n, name_check=True), Value("[1] * n", lambda: [1] * n, name_check=True),
               Value("[{'unknown': 1}, ...]", ctx(unknown=1)), Value("[{1: 2}, ...]", lambda: [{1: 2}] + [{}] * (n - 1)),
               const("abc", name_check=True, label="'abc' (3 characters for 3 hands)")]
        for w in (4, -1, 2**64, True, 1.0, "e", "\ud800", None):
            out.append(Value(f"[{{'seat_wind': {V.short(w)}}}, ...]", ctx(seat_wind=w), bad=w if isinstance(w, int) and not isinstance(w, bool) else None))
        out.append(Value("[{'seat_wind': 'x' * 1MB}, ...]", lambda: [{"seat_wind": "x" * MB}] + [{}] * (n - 1)))
        for f in (2, "yes", None, 2**64):
            out.append(Value(f"[{{'self_drawn': {V.short(f)}}}, ...]", ctx(self_drawn=f), "any"))
        return out

    def encode(hands: Any, contexts: Any) -> Any:
        return batch.encode(hands, contexts)

    entry = Entry("batch.encode", encode, {"hands": hands, "contexts": None}, {"hands": hands_pool, "contexts": contexts_pool},
                  lambda rng: {"hands": tuple(random_complete(rng) for _ in range(3)), "contexts": None})
    yield from entry_cases([entry])(ctx)
    # round trip of valid hands, row by row
    for i in range(ctx.calls):
        rng = ctx.rng(10_000 + i)
        hs = [random_complete(rng) for _ in range(rng.choice((0, 1, 3, 10)))]
        yield Case(f"batch.encode(random hands #{i})", lambda hs=hs: batch.encode(hs), on_return=check(hs),
                   on_raise=lambda exc: f"refused valid hands: {type(exc).__name__}: {excerpt(str(exc))}")


# --------------------------------------------------------------------------------------------
# The command line
# --------------------------------------------------------------------------------------------

CLI_BASES: dict[str, list[str]] = {
    "score": ["score", "1112345678999m", "--win", "5m"],
    "explain": ["explain", "1112345678999m", "--win", "5m"],
    "decompose": ["decompose", "1112345678999m", "--win", "5m"],
    "shanten": ["shanten", "1112345678999m"],
    "waits": ["waits", "1112345678999m"],
    "discard": ["discard", "1112345678999m5p", "--visible", "5m"],
    "rulesets": ["rulesets", "mcr"],
}
CLI_OPTIONS: dict[str, list[str]] = {  # options a command takes, with a value
    "score": ["--win", "--meld", "--flowers", "--ruleset", "--seat", "--round"],
    "explain": ["--win", "--meld", "--flowers", "--ruleset"],
    "decompose": ["--win", "--meld", "--flowers", "--notation"],
    "shanten": ["--meld", "--forms"],
    "waits": ["--win", "--meld", "--flowers", "--notation"],
    "discard": ["--meld", "--visible", "--forms"],
    "rulesets": [],
}
CLI_MAX_STDERR = 2 * MAX_MESSAGE  # a usage line and a bounded message


def cli_strings(ctx: Context) -> list[tuple[str, Callable[[], str]]]:
    folder = ctx.tmp

    def file(name: str, content: bytes) -> Callable[[], str]:
        def make() -> str:
            path = folder / name
            if not path.exists():
                path.write_bytes(content)
            return str(path)

        return make

    return list(V.BAD_STRINGS) + [
        ("'-1'", lambda: "-1"), ("'99999999999999999999'", lambda: "99999999999999999999"),
        ("'1f' * 1MB", lambda: "1f" * MB), ("'--json'", lambda: "--json"), ("''", lambda: ""),
        ("'pung 2z'", lambda: "pung 2z"), ("'nan'", lambda: "nan"),
        ("a JSON ruleset nested 100,000 deep", file("deep.json", b'{"a":' * 100_000 + b"1" + b"}" * 100_000)),
        ("a TOML ruleset nested 100,000 deep", file("deep.toml", b"a = " + b"[" * 100_000 + b"]" * 100_000)),
        ("a JSON ruleset with invalid UTF-8", file("utf8.json", b'{"name": "\xff", "patterns": {"seven_pairs": 4}}')),
        ("a JSON ruleset named '\\ud800'", file("sur.json", b'{"name": "\\ud800", "patterns": {"seven_pairs": 4}}')),
        ("a JSON ruleset named 'x' * 1MB", file("long.json", json.dumps({"name": "x" * MB, "patterns": {"nope": 1}}).encode())),
        ("a missing .json file", lambda: str(folder / "missing.json")),
        ("a directory named x.json", lambda: (folder / "d.json").mkdir(exist_ok=True) or str(folder / "d.json")),
        ("a .json path of 1MB", lambda: "a" * MB + ".json"),
    ]


def cli_case(argv: Callable[[], list[str]], label: str) -> Case:
    """mjcore.cli.main(argv) in this process, stdout a strict UTF-8 pipe: it must return or
    exit with 0 or 2 and raise nothing else. Status 2 is one bounded error: an ``error:``
    line on stderr, or with ``--json`` a ``{"error": ...}`` document on stdout and nothing on
    stderr (docs/cli.md)."""
    from mjcore.cli import main
    from mjcore.cli.errors import asks_for_json

    def run() -> Any:
        words = argv()
        out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
        err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace")
        saved = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = out, err
        try:
            try:
                status = main(words)
            except SystemExit as exc:
                status = exc.code
            out.flush()
            err.flush()
        finally:
            sys.stdout, sys.stderr = saved
        printed = [w.buffer.getvalue().decode("utf-8", "replace") for w in (out, err)]  # type: ignore[attr-defined]
        return status, printed[0], printed[1], asks_for_json(words)

    def on_return(result: Any) -> str | None:
        status, stdout, stderr, as_json = result
        if status not in (0, 2):
            return f"exit status {status!r}: {excerpt(stderr)}"
        if status == 2 and as_json:
            return cli_json_error_problem(stdout, stderr)
        if status == 2 and "error:" not in stderr:
            return f"exit status 2 without an error line: {excerpt(stderr)}"
        return cli_stderr_problem(stderr)

    return Case(label, run, on_return=on_return)


def cli_json_error_problem(stdout: str, stderr: str) -> str | None:
    if stderr:
        return f"status 2 with --json printed to stderr: {excerpt(stderr)}"
    try:
        document = json.loads(stdout)
    except ValueError:
        return f"status 2 with --json did not print one JSON document: {excerpt(stdout)}"
    if not isinstance(document, dict) or set(document) != {"error"} or not isinstance(document["error"], str):
        return f"status 2 with --json printed {excerpt(stdout)}, not {{\"error\": message}}"
    return cli_stderr_problem(document["error"])


def cli_stderr_problem(stderr: str) -> str | None:
    """The error line must be bounded and say what is wrong in the user's terms."""
    if len(stderr) > CLI_MAX_STDERR:
        return f"printed {len(stderr):,} characters to stderr (bound {CLI_MAX_STDERR}): {excerpt(stderr, 100)}"
    for text in BOILERPLATE:
        if text in stderr:
            return f"printed pybind11's generic message ({text!r}): {excerpt(stderr, 160)}"
    return None


CLI_LONG_ONLY_POSITIONAL = ("'\\U0001f004' * 1MB", "'1' * 1MB + 'm'", "'\\x00' * 1MB", "'1f' * 1MB")
"""1 MB strings fed to the positional argument only (an option gets 'x' and '\\ud800' * 1MB)."""


def cli_family(ctx: Context) -> Iterator[Case]:
    strings = cli_strings(ctx)
    option_strings = [(label, make) for label, make in strings
                      if label not in CLI_LONG_ONLY_POSITIONAL and not label.startswith(("a JSON", "a TOML", "a missing", "a directory", "a .json"))]
    for command, base in CLI_BASES.items():
        yield cli_case(lambda base=base: list(base), f"mjcore {' '.join(base)}")
        yield cli_case(lambda base=base: base + ["--json"], f"mjcore {' '.join(base)} --json")
        for label, make in strings:  # the positional argument
            yield cli_case(lambda base=base, make=make: [base[0], make()] + base[2:], f"mjcore {command} {label}")
            yield cli_case(lambda base=base, make=make: [base[0], make()] + base[2:] + ["--json"], f"mjcore {command} {label} --json")
        for option in CLI_OPTIONS[command]:
            for label, make in (strings if option == "--ruleset" else option_strings):
                yield cli_case(lambda base=base, option=option, make=make: base + [option, make()], f"mjcore {' '.join(base)} {option} {label}")
        if "--meld" in CLI_OPTIONS[command]:
            yield cli_case(lambda base=base: base + ["--meld", "pung 777z"] * 5_000, f"mjcore {' '.join(base)} --meld 'pung 777z' x 5000")
    for i in range(ctx.calls):
        rng = ctx.rng(i)
        command = rng.choice(sorted(CLI_BASES))
        base = CLI_BASES[command]
        picks = [rng.choice(strings) for _ in range(2)]
        options = CLI_OPTIONS[command] or ["--json"]
        option = rng.choice(options)
        label = f"mjcore {command} {picks[0][0]} {option} {picks[1][0]} [random #{i}]"
        yield cli_case(lambda base=base, picks=picks, option=option: [base[0], picks[0][1]()] + base[2:] + [option, picks[1][1]()], label)


def bench_family(ctx: Context) -> Iterator[Case]:
    """mjcore bench --seconds: a budget that never ends (inf, 1e308) must be refused, not run."""
    for text in ("1e-9", "nan", "-1", "0", "-0", "inf", "1e309", "1e308", "0x10", "\udcff", "9" * MB):
        yield cli_case(lambda text=text: ["bench", "--seconds", text, "--json"], f"mjcore bench --seconds {V.short(text, 30)}")


def botzone_family(ctx: Context) -> Iterator[Case]:
    """mjcore botzone: seeds, hand counts, time limits, modes, walls and winds that no judge can
    run with are refused by name; a bot that cannot start loses its hand (Botzone's RE)."""
    bot = ["--bot", "false"]  # exits at once, answering nothing
    for option, texts in (
        ("--seed", ("-1", "18446744073709551616", "nan", "1e3", "\udcff", "9" * MB)),
        ("--hands", ("0", "-1", "1e9", "nan", "99999999999999999999")),
        ("--time-limit", ("nan", "inf", "-1", "0", "1e309", "1e308")),
        ("--mode", ("", "restart", "\udcff")),
        ("--play", ("riichi", "")),
        ("--quan", ("4", "-1", "E")),
        ("--wall", ("W1", "W1 " * 136, "X9 " * 136, "\udcff" * 10, "W1 " * MB)),
    ):
        for text in texts:
            yield cli_case(lambda option=option, text=text: ["botzone", *bot, option, text, "--json"],
                           f"mjcore botzone {option} {V.short(text, 30)}")
    yield cli_case(lambda: ["botzone", "--json"], "mjcore botzone without a bot")
    yield cli_case(lambda: ["botzone", *bot, *bot, "--json"], "mjcore botzone with two bots")
    yield cli_case(lambda: ["botzone", "--bot", "", "--json"], "mjcore botzone --bot ''")
    yield cli_case(lambda: ["botzone", "--bot", "/nonexistent/bot", "--time-limit", "1", "--json"], "mjcore botzone, a bot that cannot start")


def process_family(ctx: Context) -> Iterator[Case]:
    """A few real command lines whose arguments are not valid UTF-8 (the child process
    decodes them with surrogateescape): status 0 or 2, no traceback."""
    import subprocess

    def run_cli(args: list[bytes]) -> Callable[[], Any]:
        def run() -> Any:
            p = subprocess.run([sys.executable.encode(), b"-m", b"mjcore", *args], capture_output=True, timeout=60,
                               env={**os.environ, "PYTHONIOENCODING": "utf-8"})
            return p.returncode, p.stderr.decode("utf-8", "replace")

        return run

    def on_return(result: Any) -> str | None:
        status, stderr = result
        if status not in (0, 2) or "Traceback" in stderr:
            return f"exit status {status}: {excerpt(stderr[-300:], 300)}"
        return cli_stderr_problem(stderr)

    for args in ([b"score", b"\xff\xfe", b"--win", b"5m"], [b"shanten", b"123m\xff"], [b"rulesets", b"\xff.json"],
                 [b"score", b"1112345678999m", b"--win", b"5m", b"--ruleset", b"\xff"], [b"score", b"1112345678999m", b"--win", b"\xff"],
                 [b"waits", b"1112345678999m", b"--notation", b"\xff"], [b"rulesets", b"x" * 100_000 + b".json"],
                 [b"discard", b"1112345678999m5p", b"--visible", b"\xed\xa0\x80", b"--json"]):
        yield Case("mjcore " + " ".join(ascii(a[:40])[2:-1] + ("..." if len(a) > 40 else "") for a in args) + " (real process)", run_cli(list(args)), on_return=on_return)


# --------------------------------------------------------------------------------------------
# The registry
# --------------------------------------------------------------------------------------------


def _entries(name: str) -> Callable[[Context], Iterator[Case]]:
    def cases(ctx: Context) -> Iterator[Case]:
        from adversarial.entries import ENTRIES

        yield from entry_cases(ENTRIES[name])(ctx)

    return cases


FAMILIES: dict[str, Family] = {
    **{name: Family(_entries(name)) for name in (
        "hand", "hand.from_counts", "meld", "tiles", "evaluate", "score", "shanten", "useful", "compat.fan", "compat.pack", "compat.shanten")},
    "ruleset.definition": Family(definition_family),
    "ruleset.numbers": Family(numbers_cases),
    "ruleset.rule_table": Family(rule_table_cases),
    "instances": Family(bare_instance_cases),
    "ruleset.load": Family(load_cases),
    "settle": Family(settle_family),
    "batch.encode": Family(encode_family),
    **{f"batch.{f}": Family(batch_family(f)) for f in ("decode", "is_winning", "score", "shanten", "waits", "useful_tiles", "discard_options")},
    "cli": Family(cli_family),
    "cli.bench": Family(bench_family, call_timeout=5.0),
    "cli.botzone": Family(botzone_family, call_timeout=30.0),
    "cli.process": Family(process_family, call_timeout=60.0),
}  # fmt: skip

COVERAGE: dict[str, str] = {
    # mjcore.*
    "mjcore.Hand": "hand", "mjcore.Hand.parse": "hand", "mjcore.Hand.to_string": "hand",
    "mjcore.Hand.from_counts": "hand.from_counts", "mjcore.Meld": "meld", "mjcore.Meld.parse": "meld",
    "mjcore.Meld.to_string": "meld", "mjcore.parse_tile": "tiles", "mjcore.parse_tiles": "tiles",
    "mjcore.render_tiles": "tiles", "mjcore.tile_name": "tiles", "mjcore.tiles.parse_flowers": "tiles",
    "mjcore.tiles.render_flowers": "tiles", "mjcore.is_winning": "evaluate", "mjcore.decompose": "evaluate",
    "mjcore.waits": "evaluate", "mjcore.score": "score", "mjcore.patterns": "score",
    "mjcore.shanten": "shanten", "mjcore.shanten_by_form": "shanten", "mjcore.waits_by_form": "shanten",
    "mjcore.useful_tiles": "useful", "mjcore.discard_options": "useful", "mjcore.Ruleset": "ruleset.definition",
    "mjcore.Ruleset.from_definition": "ruleset.definition", "mjcore.get_ruleset": "ruleset.definition",
    "mjcore.Ruleset.load": "ruleset.load", "mjcore.RuleTable": "ruleset.rule_table", "mjcore.settle": "settle",
    "mjcore.settle_false_win": "settle",
    **{f"mjcore.{n}": "instances" for n in ("Decomposition", "FanScore", "Score", "UsefulTiles")},
    # mjcore.batch.*
    **{f"mjcore.batch.{f}": f"batch.{f}" for f in ("encode", "decode", "is_winning", "score", "shanten", "waits", "useful_tiles", "discard_options")},
    # mjcore.compat.mahjonggb.*
    "mjcore.compat.mahjonggb.MahjongFanCalculator": "compat.fan",
    "mjcore.compat.mahjonggb.meld_from_pack": "compat.pack",
    **{f"mjcore.compat.mahjonggb.{f}": "compat.shanten" for f in (
        "MahjongShanten", "RegularShanten", "SevenPairsShanten", "ThirteenOrphansShanten",
        "HonorsAndKnittedTilesShanten", "KnittedStraightShanten")},
    # the command line
    **{f"mjcore {c}": "cli" for c in ("score", "explain", "decompose", "shanten", "waits", "discard", "rulesets")},
    "mjcore bench": "cli.bench",
    "mjcore botzone": "cli.botzone",
}  # fmt: skip
"""Which family feeds each public entry point (tests/test_adversarial.py checks that every
public callable is here or in :data:`NOT_FED`)."""

NOT_FED: dict[str, str] = {
    **{f"mjcore.{n}": "an enum" for n in ("Form", "MeldKind", "MeldSource", "Seat", "WaitType", "WinSlot")},
    "mjcore.DiscardOption": "a NamedTuple of results (any values make one; the core never reads it back)",
    **{f"mjcore.batch.{n}": "a result dataclass (out= of batch.score is fed)" for n in ("DiscardArrays", "HandArrays", "ScoreArrays")},
    "mjcore.MahjongGBError": "an exception class", "mjcore.compat.mahjonggb.MahjongGBError": "an exception class",
    "mjcore.pattern_ids": "takes no argument",
}  # fmt: skip


def _selftest(ctx: Context) -> Iterator[Case]:
    """The harness's own test: a call that keeps the contract, one that aborts, one that
    hangs, one that breaks the contract."""
    import time

    yield Case("selftest: returns", lambda: None)
    yield Case("selftest: aborts", os.abort)
    yield Case("selftest: hangs", lambda: time.sleep(3600))
    yield must_reject(Case("selftest: accepts a bad value", lambda: 42))


SELFTEST: dict[str, Family] = {"_selftest": Family(_selftest, call_timeout=1.0)}
FAMILIES.update(SELFTEST)
