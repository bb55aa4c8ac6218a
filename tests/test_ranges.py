"""Numbers and strings at and past their documented ranges (docs/custom_rulesets.md, issue 24):
the validator refuses what is past them with a ValueError naming the field, and at the maxima
every total fits the core's int32 - score(), batch.score and the reference alike."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import mjcore
from mcr_cases import counts, tile
from mjcore import batch
from mjcore.reference import ruleset_score
from mjcore.ruleset import Ruleset, baoding_ruleset
from mjcore.rulesets import hong_kong, spec
from mjcore.rulesets.spec import MAX_PATTERN_POINTS, MAX_POINTS, MAX_TOTAL

PAIRS = ("1122m3344p5566s7z", "7z")  # 七对, won on the single wait
BASE: dict[str, Any] = {"name": "r", "patterns": {"seven_pairs": 1}}
HUGE = 10**5000  # more digits than repr() will write


def totals(definition: dict[str, Any], hand: str, win: str, flowers: int = 0) -> tuple[int, int, int]:
    """(score(), batch.score, the reference) totals of one hand with no declared melds."""
    ruleset = Ruleset.from_definition(definition)
    core = mjcore.score(mjcore.Hand.from_counts(counts(hand), [], tile(win), flowers=flowers), ruleset)
    rows = batch.encode([core.hand])
    in_batch = batch.score(rows.counts, rows.melds, rows.win, flowers=rows.flowers, ruleset=ruleset)
    ref = ruleset_score.score(spec.parse(definition), counts(hand), (), tile(win), flowers=flowers)
    return core.total, int(in_batch.total[0]), ref.total


# ------------------------------------------------------------------ item 3: totals fit int32


def test_the_largest_total_fits_int32() -> None:
    assert MAX_TOTAL == MAX_POINTS + 8 * MAX_PATTERN_POINTS < 2**31


@pytest.mark.parametrize(
    "conversion",
    [
        {"kind": "table", "points": [0, MAX_POINTS]},
        {"kind": "doubling", "base": MAX_POINTS},  # 2 x MAX_POINTS saturates at MAX_POINTS
        {"kind": "doubling", "base": 1000},  # 1000 x 2^24 saturates too
    ],
)
def test_a_hand_at_the_maxima_scores_the_largest_total_everywhere(conversion: dict[str, Any]) -> None:
    definition = {**BASE, "patterns": {"seven_pairs": 30}, "conversion": conversion, "flowers": MAX_PATTERN_POINTS}
    assert totals(definition, *PAIRS, flowers=8) == (MAX_TOTAL,) * 3


def test_the_largest_built_in_table_is_inside_the_range() -> None:
    spicy = {"cap_faan": None, "spiciness": "spicy"}  # 無限番 辣辣上: 2^30 at 30 faan and above
    assert hong_kong.conversion_table(hong_kong.options(**spicy))[-1] == MAX_POINTS
    assert mjcore.ruleset.hong_kong_ruleset(name="hong-kong-spicy-unlimited", **spicy).spec.conversion.table[-1] == MAX_POINTS


def test_patterns_and_flowers_at_their_maxima_add_up_exactly() -> None:
    most = {"seven_pairs": MAX_PATTERN_POINTS, "single_wait": MAX_PATTERN_POINTS, "closed_hand": MAX_PATTERN_POINTS}
    definition = {"name": "r", "patterns": most, "flowers": {"each": MAX_PATTERN_POINTS}}
    assert totals(definition, *PAIRS, flowers=8) == (11 * MAX_PATTERN_POINTS,) * 3  # three patterns, eight flowers


def _set(path: str, value: object) -> dict[str, Any]:
    """BASE with `value` at the dotted `path` (the payments under the sichuan scheme)."""
    definition = json.loads(json.dumps(BASE))
    if path.startswith("payments"):
        definition["payments"] = {"scheme": "sichuan"}
    *outer, last = path.split(".")
    node = definition
    for key in outer:
        node = node.setdefault(key, {})
    node[last] = value
    return definition


# (dotted path, its largest value, the words the message names it by)
FIELDS = [
    ("patterns.seven_pairs", MAX_PATTERN_POINTS, "the points of 'seven_pairs'"),
    ("patterns.seven_pairs.points", MAX_PATTERN_POINTS, "the points of 'seven_pairs'"),
    ("patterns.seven_pairs.floor", MAX_PATTERN_POINTS, "the floor of 'seven_pairs'"),
    ("patterns.seven_pairs.inner_limit", 255, "the inner_limit of 'seven_pairs'"),
    ("patterns.seven_pairs.max_count", 255, "the max_count of 'seven_pairs'"),
    ("minimum", MAX_POINTS, "minimum"),
    ("limit", MAX_POINTS, "limit"),
    ("flowers", MAX_PATTERN_POINTS, "flowers"),
    ("flowers.each", MAX_PATTERN_POINTS, "flowers.each"),
    ("flowers.own_seat", MAX_PATTERN_POINTS, "flowers.own_seat"),
    ("conversion.base", MAX_POINTS, "the conversion base"),
    ("payments.base", MAX_POINTS, "payments.base"),
    ("payments.cap", MAX_POINTS, "payments.cap"),
    ("payments.options.void_penalty", MAX_POINTS, "payments.options.void_penalty"),
    ("tiles.max_suits", 3, "tiles.max_suits"),
]


def _definition(path: str, value: int) -> dict[str, Any]:
    if path.startswith("patterns.seven_pairs."):
        return {**BASE, "patterns": {"seven_pairs": {"points": 1, path.rsplit(".", 1)[1]: value}}}
    if path == "patterns.seven_pairs.points":
        return {**BASE, "patterns": {"seven_pairs": {"points": value}}}
    if path == "conversion.base":
        return {**BASE, "conversion": {"kind": "doubling", "base": value}}
    return _set(path, value)


@pytest.mark.parametrize(("path", "largest", "name"), FIELDS)
def test_every_number_is_accepted_up_to_its_largest_value(path: str, largest: int, name: str) -> None:
    Ruleset.from_definition(_definition(path, largest))


@pytest.mark.parametrize("past", [1, 2**63, 2**64, HUGE], ids=["just-past", "2^63", "2^64", "5000-digits"])
@pytest.mark.parametrize(("path", "largest", "name"), FIELDS)
def test_every_number_past_its_range_is_refused_by_name(path: str, largest: int, name: str, past: int) -> None:
    value = largest + 1 if past == 1 else past
    with pytest.raises(ValueError, match=f"{name} cannot exceed {largest:,}, got ") as caught:
        Ruleset.from_definition(_definition(path, value))
    assert len(str(caught.value)) < 300


@pytest.mark.parametrize("past", [MAX_POINTS + 1, 2**63, HUGE], ids=["just-past", "2^63", "5000-digits"])
def test_conversion_table_entries_and_payment_lists_are_bounded(past: int) -> None:
    with pytest.raises(ValueError, match=f"a conversion table entry cannot exceed {MAX_POINTS:,}"):
        Ruleset.from_definition({**BASE, "conversion": {"kind": "table", "points": [1, past]}})
    with pytest.raises(ValueError, match=f"payments.options.kong_income cannot exceed {MAX_POINTS:,}"):
        Ruleset.from_definition(_set("payments.options.kong_income", [2, past, 2]))


def test_the_issue_flowers_are_refused() -> None:
    with pytest.raises(ValueError, match="flowers cannot exceed 1,000,000, got 300000000"):
        Ruleset.from_definition({"name": "x", "patterns": {"seven_pairs": 1}, "flowers": 300_000_000})


# ------------------------------------------------------- item 4: decomposition totals, full width


def test_decomposition_totals_keep_large_bases() -> None:
    ruleset = baoding_ruleset(base_points=10000, name="baoding-10000")
    result = mjcore.score(mjcore.Hand.parse("1122334455667m", win="7m"), ruleset, self_drawn=True)
    assert result.total == 40000
    assert sorted(result.decomposition_totals) == sorted(r.base for r in result.readings())
    assert max(result.decomposition_totals) == result.base == 40000
    assert all(r.decomposition_totals == [r.base] for r in result.readings())


def test_decomposition_totals_of_a_doubling_past_16_bits() -> None:
    doubling = Ruleset.from_definition({**BASE, "patterns": {"seven_pairs": 20}, "conversion": {"kind": "doubling"}})
    result = mjcore.score(mjcore.Hand.parse(PAIRS[0], win=PAIRS[1]), doubling)
    assert (result.total, result.decomposition_totals) == (2**20, [2**20])


# ------------------------------------------------------------------ item 5: flowers past 8


# A count past 8 alone is refused by the binding first (test_error_contract); the core's own
# check, before the sum could wrap, is cpp/tests/test_core.cpp's.
@pytest.mark.parametrize("count", [8])
def test_flower_tiles_and_a_count_past_eight(count: int) -> None:
    with pytest.raises(ValueError, match=f"at most 8 flowers, got {count + 1} \\(1 as tiles, {count} as a count\\)"):
        mjcore.Hand.parse("1112345678999m1f", win="5m", flowers=count)


def test_the_reference_refuses_too_many_flowers_too() -> None:
    with pytest.raises(ValueError, match="flowers"):
        ruleset_score.score(spec.parse(BASE), counts(PAIRS[0]), (), tile(PAIRS[1]), flowers=2**31 - 1)


# ------------------------------------------------- item 7: the chicken hand worth more than the limit


CHICKEN = ("123m234456p789s5z", "5z")


def test_a_chicken_hand_above_a_listed_limit_scores_alone() -> None:
    definition = {"name": "y", "patterns": {"chicken_hand": 30, "seven_pairs": 1}, "limit": 10, "limit_alone": True}
    assert totals(definition, *CHICKEN) == (30, 30, 30)
    why = mjcore.score(mjcore.Hand.parse(CHICKEN[0], win=CHICKEN[1]), Ruleset.from_definition(definition)).explain()
    assert [(f.id, f.points, f.status) for f in why.fans if f.status == "counted"] == [("chicken_hand", 30, "counted")]
    assert "30 is above the limit (10): 无番和 Chicken Hand scores alone" in [a.text for a in why.adjustments]
    assert "(nothing)" not in str(why)


@pytest.mark.parametrize(("limit_alone", "limit", "expected"), [(False, 10, 10), (True, 30, 30), (True, 40, 30)])
def test_a_chicken_hand_and_the_limit_otherwise(limit_alone: bool, limit: int, expected: int) -> None:
    definition = {"name": "y", "patterns": {"chicken_hand": 30}, "limit": limit, "limit_alone": limit_alone}
    assert totals(definition, *CHICKEN) == (expected,) * 3


# ------------------------------------------------ item 9: every table comes validated


def test_rule_tables_are_not_built_from_the_constructor() -> None:
    with pytest.raises(TypeError, match="RuleTable objects come from mjcore.Ruleset"):
        mjcore.RuleTable("n", {"seven_pairs": 5}, {}, {}, {}, {}, 0, conversion="table", conversion_table=[-10])  # type: ignore[call-arg]


@pytest.mark.parametrize(
    ("patterns", "message"),
    [
        ((spec.PatternSpec("seven_pairs", -5, "七对", "Seven Pairs"),), "cannot be negative"),
        ((spec.PatternSpec("seven_pairs", 4, "七对", "Seven Pairs", excludes=("seven_pairs",)),), "excludes itself"),
        (
            (
                spec.PatternSpec("all_pungs", 6, "", "", excludes=("seven_pairs",)),
                spec.PatternSpec("seven_pairs", 6, "", "", excludes=("closed_hand",)),
                spec.PatternSpec("closed_hand", 6, "", "", excludes=("all_pungs",)),
            ),
            "exclusion cycle",
        ),
    ],
)
def test_a_spec_built_by_hand_is_validated_before_it_is_compiled(patterns: tuple[Any, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Ruleset(spec.RulesetSpec(name="hand-built", patterns=patterns))


def test_a_ruleset_takes_a_spec() -> None:
    with pytest.raises(TypeError, match="Ruleset takes a RulesetSpec"):
        Ruleset(BASE)  # type: ignore[arg-type]


# ------------------------------------------------------------- strings the core cannot hold


@pytest.mark.parametrize(
    ("definition", "field"),
    [
        ({**BASE, "name": "x\udc80"}, "the name"),
        ({**BASE, "description": "\ud800"}, "description"),
        ({**BASE, "patterns": {"seven_pairs": {"points": 1, "zh": "七\udfff"}}}, "the zh name of 'seven_pairs'"),
        ({**BASE, "patterns": {"seven_pairs": {"points": 1, "en": "\udc00x"}}}, "the en name of 'seven_pairs'"),
        ({**BASE, "series": {"s\ud800": ["seven_pairs"]}}, "a series name"),
    ],
)
def test_lone_surrogates_are_refused_by_field(definition: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=f"{field} is not text: lone surrogate U\\+D[89A-F]"):
        Ruleset.from_definition(definition)


# ------------------------------------------------------------------------------------ files


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("deep.json", b'{"a":' * 100_000, "nested too deeply"),
        ("deep.toml", b"a = " + b"[" * 100_000, "nested too deeply"),
        ("deep-table.toml", b"a = " + b"{b = " * 100_000, "nested too deeply"),
        # tomllib takes time quadratic in a dotted key's length: such keys are refused first.
        ("dotted.toml", b"[options]\n" + b"a." * 100_000 + b"a = 1", "line 2: a key of more than 64 dotted parts"),
        ("header.toml", b"[" + b'"a" . ' * 100_000 + b"a]", "line 1: a key of more than 64 dotted parts"),
        ("inline.toml", b"x = {" + b"a." * 100_000 + b"a = 1}", "a key of more than 64 dotted parts"),
        ("latin1.json", b'{"name": "caf\xe9", "patterns": {"seven_pairs": 1}}', "not UTF-8 text \\(byte 0xe9 at offset 13\\)"),
        ("latin1.toml", b'name = "caf\xe9"', "not UTF-8 text \\(byte 0xe9 at offset 11\\)"),
        ("long-int.json", b'{"name": "x", "patterns": {"seven_pairs": ' + b"9" * 5000 + b"}}", "not valid JSON"),
        ("broken.json", b'{"name": ', "not valid JSON"),
        ("broken.toml", b"name = ", "not valid TOML"),
    ],
)
def test_unreadable_files_are_refused_naming_the_file(tmp_path: Path, name: str, content: bytes, message: str) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(ValueError, match=message) as caught:
        Ruleset.load(path)
    # A long path is quoted as an excerpt (its start and its end): the file's name ends it.
    assert str(caught.value).startswith(str(path)[:20])
    assert f"{name}: " in str(caught.value)
    assert len(str(caught.value)) < 400


def test_keys_of_up_to_64_dotted_parts_and_dots_in_values_are_read(tmp_path: Path) -> None:
    path = tmp_path / "dots.toml"
    path.write_text('name = "x"\nnotes = "' + "." * 10_000 + '"\n[patterns]\nseven_pairs = 4\n'
                    + "[options." + ".".join(["a"] * 63) + "]\n", encoding="utf-8")
    with pytest.raises(ValueError, match="unknown key\\(s\\) 'notes'") as caught:  # read, then refused as a ruleset
        Ruleset.load(path)
    assert "dotted parts" not in str(caught.value)


def test_a_long_path_is_quoted_by_its_start_and_its_file_name(tmp_path: Path) -> None:
    folder = tmp_path / ("d" * 150)
    folder.mkdir()
    path = folder / "broken.json"
    path.write_text('{"name": ', encoding="utf-8")
    with pytest.raises(ValueError) as caught:
        Ruleset.load(path)
    message = str(caught.value)
    assert message.startswith(str(path)[:30]) and "…" in message and "/broken.json: not valid JSON" in message
    assert len(message) < 400


# ------------------------------------------------------------------ bounded error messages


LONG = "x" * 10_000_000


@pytest.mark.parametrize(
    "definition",
    [
        {**BASE, "name": LONG, "limit": -1},
        {**BASE, "patterns": {"seven_pairs": LONG}},
        {**BASE, "patterns": {LONG: 1}},
        {**BASE, LONG: 1},
        {**BASE, **{f"key{i}": 1 for i in range(100_000)}},
        {**BASE, "forms": [LONG]},
        {**BASE, "conversion": {"kind": LONG}},
        {**BASE, "payments": {"scheme": LONG}},
        {**BASE, "series": {LONG: [LONG]}},
        {**BASE, "patterns": {"seven_pairs": {"points": 1, "excludes": [LONG]}}},
        {**BASE, "patterns": [LONG] * 100_000},
        {**BASE, "minimum": HUGE},
    ],
    ids=["name", "points", "pattern-id", "key", "many-keys", "form", "conversion", "scheme", "series", "excludes", "list", "int"],
)
def test_messages_quote_a_bounded_excerpt(definition: dict[str, Any]) -> None:
    with pytest.raises(ValueError) as caught:
        Ruleset.from_definition(definition)
    assert len(str(caught.value)) < 600, str(caught.value)[:600]
