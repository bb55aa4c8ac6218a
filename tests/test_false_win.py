"""詐糊 / 错和 (a false win): mjcore.settle_false_win pays the penalty of the rulesets whose
sources state one (MCR under Botzone's contest judge, Hong Kong) and refuses the others, whose
sources are silent (鸡平和, Zung Jung, Sichuan, 保定), rather than invent one."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

import mjcore
from mjcore.rulesets import hong_kong


def test_mcr_offender_pays_ten_to_each() -> None:
    """botzone_mcr.md §8: "`WH` (错和) | HU that is not a win of ≥ 8 fans without flowers |
    offender −30, others +10"."""
    for name in ("mcr", "mcr-pymahjonggb"):
        assert mjcore.settle_false_win(name, offender=1) == [10, -30, 10, 10]
        assert all(type(x) is Fraction for x in mjcore.settle_false_win(name, offender=3))


def test_hong_kong_offender_pays_each_the_largest_self_draw() -> None:
    """hk_cantonese.md §2.3: "詐糊 false win | offender pays each other player the max self-draw
    amount (3 portions at the cap each in YW's accounting)"; yawnoc's scorer: "the player at
    fault pays out the maximum self-drawn (自摸) win amount to each other player"."""
    at_the_cap = mjcore.settle(10, ruleset="hong-kong", winner=0)  # a self-drawn win at the 10-faan cap
    assert at_the_cap == [384, -128, -128, -128]
    assert mjcore.settle_false_win("hong-kong", offender=2) == [384, 384, -1152, 384]


@pytest.mark.parametrize(
    "options",
    [{"cap_faan": 8}, {"cap_faan": 13, "spiciness": "spicy"}, {"responsibility": "half"}, {"base": "1/2", "payment_scale": "1/2"}],
)
def test_hong_kong_penalty_is_the_self_draw_at_the_cap_in_money(options: dict[str, Any]) -> None:
    """The same rule under 全銃 and 半銃 ("same" in the spec's row) and at any cap, priced in
    the table's money."""
    ruleset = mjcore.ruleset.hong_kong_ruleset(name="hk-variant", **options)
    largest = mjcore.settle(ruleset.limit, ruleset=ruleset, winner=1)[1]  # what a self-drawn win at the cap collects
    assert mjcore.settle_false_win(ruleset, offender=0) == [-3 * largest, largest, largest, largest]


def test_yawnocs_worked_example() -> None:
    """yawnoc/mahjong-scorer examples/comprehensive.txt, "B=2 M=6 R=half S=half": a draw,
    "- - - f  # (詐糊) D false-win", "1 - - -  # (自摸) A self-drawn win (1 faan)", "- 2 d -  # (打出)
    B win (2 faan) from discard by C", "- - 6 g  # (包自摸) C win (6 faan) by self-draw guaranteed
    by D"; its .tsv nets A 200, B 204, C 372, D -776. A 6-faan cap is no Hong Kong option, so the
    table is a definition of its own, paid through mjcore.settle with bare faan."""
    definition = hong_kong.definition(name="yw-example", responsibility="half", base="2")
    definition["limit"] = 6
    definition["conversion"] = {"kind": "table", "points": [1, 2, 4, 8, 16, 24, 32]}
    definition["minimum"] = 0
    table = mjcore.Ruleset.from_definition(definition)
    games = [
        mjcore.settle_false_win(table, offender=3),
        mjcore.settle(1, ruleset=table, winner=0),
        mjcore.settle(2, ruleset=table, winner=1, discarder=2),
        mjcore.settle(6, ruleset=table, winner=2, liable=3),
    ]
    assert [sum(game[p] for game in games) for p in range(4)] == [200, 204, 372, -776]
    assert games[0] == [192, 192, 192, -576]


def test_unlimited_hong_kong_has_no_largest_self_draw() -> None:
    with pytest.raises(ValueError, match="pays a false win at its limit, and it has none"):
        mjcore.settle_false_win(mjcore.ruleset.hong_kong_ruleset(cap_faan=None, name="hk-unlimited"), offender=0)


@pytest.mark.parametrize("name", ["cantonese", "zung-jung", "zung-jung-v3.3", "sichuan", "sichuan-sbr", "baoding"])
def test_rulesets_whose_sources_are_silent_are_refused(name: str) -> None:
    """No false-win rule in their sources: the 鸡平和 seed table and the QQ / 2016 client rules
    (hk_cantonese.md §1), zung_jung.md (its payoff section has none), sichuan_general.md, 麻将手册."""
    with pytest.raises(ValueError, match=f"ruleset '{name}' has no false-win .詐糊 / 错和. rule: its payments state no penalty"):
        mjcore.settle_false_win(name, offender=0)


def test_a_definition_may_state_a_penalty() -> None:
    house = mjcore.Ruleset.from_definition(
        {"name": "house", "patterns": {"all_pungs": 8}, "payments": {"scheme": "mcr", "options": {"false_win_penalty": 5}}}
    )
    assert mjcore.settle_false_win(house, offender=0) == [-15, 5, 5, 5]
    with pytest.raises(ValueError, match="false_win must be one of none, limit_self_draw"):
        mjcore.Ruleset.from_definition({"name": "bad", "patterns": {"all_pungs": 1},
                                        "payments": {"scheme": "cantonese", "options": {"false_win": "always"}}})


@pytest.mark.parametrize("offender", [4, -1, True, "1"])
def test_bad_offenders_and_rulesets_are_refused(offender: Any) -> None:
    with pytest.raises(ValueError, match="offender must be a player 0..3"):
        mjcore.settle_false_win("mcr", offender=offender)
    with pytest.raises(TypeError, match="ruleset must be a ruleset name"):
        mjcore.settle_false_win(None, offender=0)  # type: ignore[arg-type]
