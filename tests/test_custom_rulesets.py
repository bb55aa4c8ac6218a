"""User-defined rulesets: the definition format (a mapping, TOML or JSON alike), its validation
(clear ValueErrors), the built-in rulesets defined the same way, and the scoring features a
definition can ask for (series, count bounds, limit, conversion, forms, flowers), held to the
reference."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import mjcore
from depth import sized
from mcr_cases import counts, tile
from mjcore import corpus
from mjcore.reference import ruleset_score
from mjcore.reference.catalogue import ACCOUNTED_BY_MCR
from mjcore.rulesets import spec as ruleset_spec
from ruleset_corpus import cases

EXAMPLE = mjcore.ruleset.example_path("house.toml")


def score_both(definition: dict[str, Any], hand: str, win: str, **ctx: Any) -> tuple[Any, Any]:
    """(core, reference) as (total, fans) for one hand with no declared melds."""
    core = mjcore.score(mjcore.Hand.from_counts(counts(hand), [], tile(win)), mjcore.Ruleset.from_definition(definition), **ctx)
    ref = ruleset_score.score(ruleset_spec.parse(definition), counts(hand), (), tile(win), **ctx)
    return (core.total, core.fan_counts), (ref.total, ref.fans)


# ------------------------------------------------------------------------------------ formats


def test_toml_json_and_mapping_are_the_same_ruleset(tmp_path: Path) -> None:
    toml = mjcore.Ruleset.load(EXAMPLE)
    as_json = tmp_path / "house.json"
    as_json.write_text(json.dumps(toml.to_definition(), ensure_ascii=False), encoding="utf-8")
    for other in (mjcore.Ruleset.load(as_json), mjcore.Ruleset.from_definition(toml.to_definition())):
        assert other.spec == toml.spec
        assert other.table.points == toml.table.points


def test_the_example_scores() -> None:
    house = mjcore.Ruleset.load(EXAMPLE)
    hand = mjcore.Hand.parse("1111m2233p4455s6z", win="6z")
    s = mjcore.score(hand, house, self_drawn=True)  # 龙七对 3 + 门清 1 + 自摸 1 = 5 fan
    assert (s.raw, s.total, s.fan_counts) == (5, 32, {"closed_hand": 1, "self_drawn": 1, "dragon_seven_pairs": 1})
    assert mjcore.settle(s, winner=0) == [96, -32, -32, -32]


@pytest.mark.parametrize("name", mjcore.rulesets.names())
def test_builtin_rulesets_round_trip_through_the_format(name: str) -> None:
    builtin = mjcore.get_ruleset(name)
    again = mjcore.Ruleset.from_definition(builtin.to_definition())
    assert again.spec == builtin.spec
    rng = random.Random(7)
    for _ in range(300):
        hand = corpus.to_hand(corpus.random_complete_hand(rng))
        try:
            expected = mjcore.score(hand, builtin)
        except ValueError:
            continue
        assert mjcore.score(hand, again).fan_counts == expected.fan_counts


def test_mcr_is_defined_in_the_format() -> None:
    definition = mjcore.get_ruleset("mcr").to_definition()
    assert len(definition["patterns"]) == 82 and definition["minimum"] == 8
    assert definition["patterns"]["nine_gates"]["inner_limit"] == 1


def test_unknown_file_kinds_are_refused(tmp_path: Path) -> None:
    (tmp_path / "house.yaml").write_text("name: x")
    with pytest.raises(ValueError, match=".toml or .json"):
        mjcore.Ruleset.load(tmp_path / "house.yaml")
    (tmp_path / "list.json").write_text("[1, 2]")
    with pytest.raises(ValueError, match="no ruleset table"):
        mjcore.Ruleset.load(tmp_path / "list.json")


# --------------------------------------------------------------------------------- validation

BASE: dict[str, Any] = {"name": "bad", "patterns": {"seven_pairs": 4, "all_pungs": 2, "closed_hand": 1}}
BAD: list[tuple[dict[str, Any], str]] = [
    ({"patterns": {"seven_pairs": 1}}, "needs a non-empty 'name'"),
    ({**BASE, "patterns": {}}, "lists no pattern"),
    ({**BASE, "patterns": {"sevenpairs": 1}}, "unknown pattern id 'sevenpairs'"),
    ({**BASE, "patterns": {"seven_pairs": {"points": 1, "excludes": ["nope"]}}}, "unknown pattern id 'nope'"),
    ({**BASE, "patterns": {"seven_pairs": -4}}, "cannot be negative"),
    ({**BASE, "patterns": {"seven_pairs": True}}, "must be an integer"),
    ({**BASE, "patterns": {"seven_pairs": {"zh": "七对"}}}, "needs 'points'"),
    ({**BASE, "patterns": {"seven_pairs": {"points": 1, "bonus": 2}}}, "unknown key"),
    ({**BASE, "patterns": {"seven_pairs": {"points": 1, "excludes": ["seven_pairs"]}}}, "excludes itself"),
    (
        {
            **BASE,
            "patterns": {
                "seven_pairs": {"points": 2, "excludes": ["all_pungs"]},
                "all_pungs": {"points": 2, "excludes": ["closed_hand"]},
                "closed_hand": {"points": 2, "excludes": ["seven_pairs"]},
            },
        },
        "exclusion cycle seven_pairs -> all_pungs -> closed_hand -> seven_pairs",
    ),
    ({**BASE, "patterns": {"closed_hand": {"points": 1, "excludes": ["seven_pairs"]}, "seven_pairs": 4}}, "cannot exclude one worth more"),
    ({**BASE, "patterns": {"all_pungs": 2, "seven_pairs": {"points": 2, "excludes": ["all_pungs"]}}}, "list 'seven_pairs' before 'all_pungs'"),
    ({**BASE, "series": {"s": ["seven_pairs", "half_flush"]}}, "which 'patterns' does not list"),
    ({**BASE, "series": {"a": ["seven_pairs"], "b": ["seven_pairs"]}}, "is in two series"),
    ({**BASE, "forms": ["regular", "knitted"]}, "unknown hand form 'knitted'"),
    ({**BASE, "conversion": {"kind": "halving"}}, "conversion kind"),
    ({**BASE, "conversion": {"kind": "table"}}, "needs 'points'"),
    ({**BASE, "payments": {"scheme": "riichi"}}, "payment scheme"),
    ({**BASE, "limit": -1}, "cannot be negative"),
    ({**BASE, "patterns": {"seven_pairs": 10**7}}, "cannot exceed 1,000,000"),
    ({**BASE, "minimum": "8"}, "must be an integer"),
    ({**BASE, "patterns": {"flower_tiles": 1}, "flowers": 2}, "'flower_tiles' scores 1 but flowers give 2"),
    ({**BASE, "typo": 1}, "unknown key"),
]


@pytest.mark.parametrize(("definition", "message"), BAD, ids=[m for _, m in BAD])
def test_bad_definitions_raise_a_clear_error(definition: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        mjcore.Ruleset.from_definition(definition)


def test_mutual_exclusion_is_allowed() -> None:
    """Two patterns that exclude each other never count together (MCR's 一色三同顺 / 一色三节高)."""
    mjcore.Ruleset.from_definition(
        {"name": "ok", "patterns": {"pure_triple_chow": {"points": 24, "excludes": ["pure_shifted_pungs"]},
                                    "pure_shifted_pungs": {"points": 24, "excludes": ["pure_triple_chow"]}}}
    )


# --------------------------------------------------------------------------- scoring features


def test_series_keep_only_the_highest() -> None:
    d = {"name": "s", "patterns": {"half_flush": 3, "full_flush": 6, "closed_hand": 1},
         "series": {"flush": ["half_flush", "full_flush"]}}
    core, ref = score_both(d, "1112345678999m", "5m")
    assert core == ref == (7, {"full_flush": 1, "closed_hand": 1})


def test_count_bounds() -> None:
    d = {"name": "c", "patterns": {"concealed_pung": 2}}
    assert score_both(d, "111m222p333s456m9s", "9s")[0][0] == 6
    d = {**d, "count_once": True}
    assert score_both(d, "111m222p333s456m9s", "9s") == ((2, {"concealed_pung": 1}),) * 2
    d = {**d, "patterns": {"concealed_pung": {"points": 2, "max_count": 2}}}
    assert score_both(d, "111m222p333s456m9s", "9s")[1][0] == 4


def test_limit_conversion_and_chicken() -> None:
    d = {"name": "l", "patterns": {"full_flush": 6, "closed_hand": 1, "chicken_hand": 1}, "limit": 5,
         "conversion": {"kind": "doubling", "base": 2}}
    core, ref = score_both(d, "1112345678999m", "5m")
    assert core == ref == (2 * 2**5, {"full_flush": 1, "closed_hand": 1})
    d["conversion"] = {"kind": "table", "points": [0, 10, 20, 40]}
    assert score_both(d, "1112345678999m", "5m")[0][0] == 40  # the last entry covers 5
    assert score_both(d, "123m456p789s234p5z", "5z")[1][0] == 10  # 门清 1
    d["patterns"] = {"full_flush": 6, "chicken_hand": 1}
    assert score_both(d, "123m456p789s234p5z", "5z")[0] == (10, {"chicken_hand": 1})


def test_forms() -> None:
    d = {"name": "f", "patterns": {"seven_pairs": 4, "closed_hand": 1}, "forms": ["regular"]}
    with pytest.raises(ValueError, match="not a winning hand under f"):
        score_both(d, "1133557799m22p4z", "4z")


def agrees_with_reference(ruleset: mjcore.Ruleset, spec: Any, hands: int, seed: int) -> int:
    """Asserts that the core and the reference give every hand of a seeded corpus the same total
    and fans (the reference counts flowers in the total, not among the fans), or both refuse it;
    returns how many hands the core scored."""
    scored = 0
    for plain, ctx in cases(hands, seed):
        try:
            s = mjcore.score(corpus.to_hand(plain), ruleset, **ctx)
            ours: Any = (s.total, {k: v for k, v in s.fan_counts.items() if k != "flower_tiles"})
            scored += 1
        except ValueError:
            ours = "refused"
        try:
            r = ruleset_score.score(spec, *plain, **ctx)
            theirs: Any = (r.total, r.fans)
        except ValueError:
            theirs = "refused"
        assert ours == theirs, (corpus.to_hand(plain), ctx)
    return scored


def test_the_example_matches_the_reference() -> None:
    agrees_with_reference(mjcore.Ruleset.load(EXAMPLE), ruleset_spec.load(EXAMPLE), sized(5_000, 1_000), 11)


def test_command_line_takes_a_ruleset_name_or_file(capsys: pytest.CaptureFixture[str]) -> None:
    from mjcore.cli import main

    assert main(["score", "7z123m456p", "--win", "7z", "--meld", "pung 555z", "--meld", "pung 666z", "--ruleset", "zung-jung", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 80
    args = ["score", "1111m2233p4455s6z", "--win", "6z", "--ruleset", str(EXAMPLE), "--self-drawn", "--first-turn", "--json"]
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 64  # 11 fan, limited to 6: 2^6


def test_more_excluders_than_a_word_holds_score_as_the_reference() -> None:
    """The core gathers a hand's excluders in one word when the ruleset has fewer than 64 (every
    built-in one) and in a set as large as the catalogue otherwise. MCR without the four chow
    combinations the reference leaves to mjcore.reference.mcr, its scoring patterns that exclude
    nothing paired to exclude each other, takes the second path and agrees with the reference."""
    definition = mjcore.get_ruleset("mcr").to_definition()
    patterns = {n: p for n, p in definition["patterns"].items() if n not in ACCOUNTED_BY_MCR}
    for p in patterns.values():
        for key in ("excludes", "excludes_inner"):
            if key in p:
                p[key] = [q for q in p[key] if q not in ACCOUNTED_BY_MCR]
    names = [name for name, p in patterns.items() if p.get("points")]
    alone = [n for n in names if not patterns[n].get("excludes") and not patterns[n].get("excludes_inner")]
    for a, b in zip(alone[::2], alone[1::2]):  # pairs that exclude each other: no longer cycle
        patterns[a]["excludes"], patterns[b]["excludes"] = [b], [a]
    definition.update(name="mcr-paired", patterns=patterns)
    assert sum(1 for n in names if patterns[n].get("excludes") or patterns[n].get("excludes_inner")) >= 64
    ruleset, spec = mjcore.Ruleset.from_definition(definition), ruleset_spec.parse(definition)
    assert agrees_with_reference(ruleset, spec, sized(5_000, 1_000), 12) > 0
