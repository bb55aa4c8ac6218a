"""Tests of the MCR ruleset data and the pure-Python MCR reference scorer.

One hand per fan (worked out by hand from the rulebook), each exclusion, the rule texts' own
examples (/work/shared/seeds), totals of full hands, the tie-break and the context checks.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from mcr_cases import EXCLUSION_HANDS, FAN_HANDS, TOTAL_HANDS, chow, counts, kong, pung, tile
from mjcore.reference.mcr import ReferenceScore, score
from mjcore.reference.mcr_exclude import EVALUATION_ORDER, Found, counted
from mjcore.rulesets import mcr as rules

# ---------------------------------------------------------------- notation helpers

def run(
    hand: str, win: str, melds: tuple[tuple[str, int, str], ...] = (), **ctx: Any
) -> ReferenceScore:
    return score(counts(hand), list(melds), tile(win), **ctx)


def fans(
    hand: str, win: str, melds: tuple[tuple[str, int, str], ...] = (), **ctx: Any
) -> dict[str, int]:
    return run(hand, win, melds, **ctx).fans


# ---------------------------------------------------------------- the data


def test_table_is_consistent() -> None:
    assert rules.problems() == []
    assert [f.number for f in rules.FANS] == list(range(1, 83))
    assert all(re.fullmatch(r"[a-z]+(_[a-z]+)*", f.id) for f in rules.FANS)
    assert rules.MINIMUM == 8 and rules.FLOWER_POINTS == 1
    assert rules.OPTIONS == {"concealed_and_melded_kong": False}


def test_every_excluded_id_exists() -> None:
    ids = set(rules.FAN_IDS)
    for f in rules.FANS:
        assert set(f.excludes) <= ids, f.id
        assert set(f.excludes_inner) <= ids, f.id


def test_problems_reports_bad_tables() -> None:
    bad = (rules.Fan("a", 1, 1, "甲", "A", ("nope",)), rules.Fan("b", 3, 1, "乙", "B", ("b",)))
    found = rules.problems(bad)
    assert any("unknown" in p for p in found) and any("itself" in p for p in found)
    assert any("numbers" in p for p in found)


# 一色三同顺 and 一色三节高 exclude each other (不拆移 reminders); they never share a reading.
_MUTUAL = {("pure_shifted_pungs", "pure_triple_chow")}


def test_evaluation_order_decides_excluders_first() -> None:
    position = {f.id: i for i, f in enumerate(EVALUATION_ORDER)}
    for f in rules.FANS:
        for other in f.excludes + f.excludes_inner:
            if (f.id, other) not in _MUTUAL:
                assert position[f.id] < position[other], (f.id, other)


# The MCR fan table of the project's rule spec (shared/rules/mcr_fans.tsv), kept in the tree so
# the check runs wherever the tests do.
_TSV = Path(__file__).resolve().parents[1] / "data" / "mcr_fans.tsv"


def test_data_matches_the_shared_table() -> None:
    rows = [line.split("\t") for line in _TSV.read_text(encoding="utf-8").splitlines()[1:]]
    assert len(rows) == len(rules.FANS)  # (zip's strict= is Python 3.10's)
    for row, fan in zip(rows, rules.FANS):
        number, points, zh, en, excludes = row[:5]
        assert (int(number), int(points), zh, en) == (fan.number, fan.points, fan.zh, fan.en)
        full: set[str] = set()
        inner: set[str] = set()
        for entry in filter(None, excludes.split(";")):
            name = entry.split("(")[0]
            (inner if "(inner" in entry else full).add(rules.fan_by_zh(name).id)
        added = {o for (owner, o) in rules.ADDED_EXCLUSIONS if owner == fan.id}
        assert set(fan.excludes) == full | added, fan.id
        assert set(fan.excludes_inner) == inner, fan.id


@pytest.mark.parametrize(("owner", "other"), [(f.id, o) for f in rules.FANS for o in f.excludes])
def test_each_full_exclusion_applies(owner: str, other: str) -> None:
    kept = counted([Found(owner), Found(other), Found(other, frozenset({3}))])
    if (owner, other) in _MUTUAL:
        return
    assert kept == [Found(owner)]


@pytest.mark.parametrize(
    ("owner", "other"), [(f.id, o) for f in rules.FANS for o in f.excludes_inner]
)
def test_each_inner_exclusion_applies_to_own_sets_only(owner: str, other: str) -> None:
    own = Found(owner, frozenset({0, 1, 2}))
    limit = rules.INNER_LIMITS.get((owner, other), 3)
    inside = [Found(other, frozenset({i})) for i in range(3)]
    outside = Found(other, frozenset({3}))
    kept = counted([own, *inside, outside])
    assert kept.count(outside) == 1
    assert sum(1 for k in kept if k in inside) == 3 - limit


def test_an_excluded_fan_excludes_nothing() -> None:
    # 四暗刻 removes 不求人, so 不求人 cannot remove 自摸.
    kept = counted(
        [Found("four_concealed_pungs"), Found("fully_concealed_hand"), Found("self_drawn")]
    )
    assert kept == [Found("four_concealed_pungs"), Found("self_drawn")]


# ---------------------------------------------------------------- one hand per fan



def test_every_fan_has_a_hand() -> None:
    assert {row[0] for row in FAN_HANDS} == set(rules.FAN_IDS)


@pytest.mark.parametrize(
    ("fan", "hand", "win", "melds", "ctx", "n"), FAN_HANDS, ids=[r[0] for r in FAN_HANDS]
)
def test_fan_is_scored(
    fan: str,
    hand: str,
    win: str,
    melds: tuple[tuple[str, int, str], ...],
    ctx: dict[str, Any],
    n: int,
) -> None:
    result = run(hand, win, melds, **ctx)
    assert result.fans.get(fan) == n, result.fans
    # Every counted fan's exclusions are honoured in the result.
    for f in result.fans:
        assert not set(rules.fan(f).excludes) & set(result.fans), f


# ---------------------------------------------------------------- exclusions on real hands


@pytest.mark.parametrize(
    ("hand", "win", "melds", "ctx", "present", "absent"),
    EXCLUSION_HANDS,
)
def test_exclusions_on_hands(
    hand: str,
    win: str,
    melds: tuple[tuple[str, int, str], ...],
    ctx: dict[str, Any],
    present: set[str],
    absent: set[str],
) -> None:
    result = fans(hand, win, melds, **ctx)
    assert present <= set(result), result
    assert not absent & set(result), result


# ---------------------------------------------------------------- principles


def test_account_once_four_chows() -> None:
    # 123m 123m 456m 456m: 一般高 x2 + 连六 once (a forest: the fourth link would close a cycle).
    got = fans("123m456m5z", "5z", (chow("1m"), chow("4m")))
    assert (got["pure_double_chow"], got["short_straight"]) == (2, 1)
    # 123m 123p 456m 456p: three links of four (喜相逢 x2 + 连六, or 连六 x2 + 喜相逢).
    got = fans("123m456p5z", "5z", (chow("1p"), chow("4m")))
    assert got.get("mixed_double_chow", 0) + got.get("short_straight", 0) == 3


def test_no_identical_combination() -> None:
    # 123m 789m 789m: 老少副 once only (不得相同), plus 一般高 of the two 789m.
    got = fans("789m1z", "1z", (chow("1m"), chow("7m"), chow("4p")))
    assert got["two_terminal_chows"] == 1 and got["pure_double_chow"] == 1


def test_three_chow_fan_takes_one_more_link() -> None:
    # 一色三步高 + a fourth chow: one pair fan with it, none among the three.
    got = fans("123m234m345m123p5z", "5z")
    assert got["pure_shifted_chows"] == 1 and got["mixed_double_chow"] == 1
    assert "short_straight" not in got and "pure_double_chow" not in got


def test_take_the_highest_decomposition() -> None:
    # 111222333m: three pungs (一色三节高 24 + 三暗刻 16) beat three chows (一色三同顺 24).
    result = run("111222333m789p5z", "5z")
    assert "pure_shifted_pungs" in result.fans and "three_concealed_pungs" in result.fans


def test_concealed_pung_completed_by_a_discard_is_melded() -> None:
    assert "two_concealed_pungs" in fans("111m222p456s789s5z", "5z")
    discard = fans("111m22p456s789s55z", "2p")
    assert "two_concealed_pungs" not in discard
    assert "two_concealed_pungs" in fans("111m22p456s789s55z", "2p", self_drawn=True)


def test_chicken_hand_only_without_other_fans_and_flowers_do_not_count() -> None:
    result = run("34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), flowers=2)
    assert result.fans == {"chicken_hand": 1, "flower_tiles": 2}
    assert result.total == 10 and result.meets_minimum and result.points_without_flowers == 8
    assert "chicken_hand" not in fans(
        "34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), self_drawn=True
    )


def test_minimum_ignores_flowers() -> None:
    result = run("123m456p567s5z", "5z", (chow("2s"),), flowers=8)
    assert result.points_without_flowers < 8 and not result.meets_minimum and result.total >= 8


def test_tie_break_prefers_lower_numbered_fans() -> None:
    # 6678899m + 7m: 678 678 99 (嵌张 #78) or 66 789 789 (边张 #77), both 平和 + 一般高 + 喜相逢.
    got = fans("6678899m789p678s", "7m", last_tile=True)
    assert "edge_wait" in got and "closed_wait" not in got


# ---------------------------------------------------------------- waits


def test_wait_fans_need_a_unique_wait() -> None:
    assert "edge_wait" in fans("12m456p789s567s11z", "3m")
    assert "edge_wait" not in fans("23m456p789s567s11z", "1m")  # two-sided 1m/4m
    # A tile held four times is not a second wait: 2345555m waits on 2m only.
    got = fans("2345555m", "2m", (chow("1p"), kong("5p")))
    assert "single_wait" in got


def test_rule_text_closed_wait_examples() -> None:
    # 4556 + 5 is 坎张; 45567 + 6 is not (it also waits on 3).
    assert "closed_wait" in fans("4556m789p234s111z", "5m")
    got = fans("45567m789p11z", "6m", (chow("2s"),))
    assert not {"closed_wait", "edge_wait", "single_wait"} & set(got)


def test_rule_text_edge_and_closed_examples() -> None:
    # 12 + 3 or 89 + 7 edge; 46 + 5 or 79 + 8 closed.
    assert "edge_wait" in fans("89m123p456s567s11z", "7m")
    assert "closed_wait" in fans("46m123p789s567s11z", "5m")
    assert "closed_wait" in fans("79m123p456s567s11z", "8m")


def test_all_chows_allows_edge_closed_single() -> None:
    assert {"all_chows", "edge_wait"} <= set(fans("12m456p789s567s22p", "3m"))


# ---------------------------------------------------------------- rule text examples


def test_rule_text_special_forms() -> None:
    # 全不靠 with all nine knitted tiles is also 组合龙 (24 in all).
    result = run("147m258p369s1234z", "5z")
    assert result.fans == {"lesser_honors_and_knitted_tiles": 1, "knitted_straight": 1}
    assert result.total == 24
    # 十三不靠: suits must not repeat a residue class (147m 147p is not knitted).
    with pytest.raises(ValueError, match="not a winning hand"):
        run("147m147p3s123456z", "7z")
    # 推不倒, 全大 allow seven pairs.
    assert {"seven_pairs", "reversible_tiles"} <= set(fans("1133p4488p2244s5z", "5z"))
    assert {"seven_pairs", "upper_tiles"} <= set(fans("778899m778899p7s", "7s"))
    # 全双刻 needs pungs: even seven pairs is not 全双刻.
    assert "all_even_pungs" not in fans("2244668m2244p66s", "8m")


def test_rule_text_pictured_hands() -> None:
    # 全求人 picture (seed 002): 5m and 8p claimed into chows, a 4p pung, a 7s kong, 中 won on
    # a discard; the single wait is not counted.
    melded = (chow("3m"), chow("7p"), pung("4p"), kong("7s"))
    assert fans("7z", "7z", melded) == {"melded_hand": 1, "melded_kong": 1}
    # 无番和 picture: a claimed 8s chow and an 8p won on a discard, nothing else scores.
    assert fans("234m456p88p55z", "8p", (chow("6s"),)) == {"chicken_hand": 1}


def test_rule_text_shifted_chows() -> None:
    # 一色三步高 may step by two (123 345 567); 三色三步高 may not (234 456 678).
    assert "pure_shifted_chows" in fans("123345567m789p5z", "5z")
    assert "mixed_shifted_chows" not in fans("234m456p678s789m5z", "5z")


def test_rule_text_tile_hog_not_a_kong() -> None:
    assert "tile_hog" not in fans("123m456p789s5z", "5z", (kong("1z"),))
    assert "tile_hog" in fans("111m123m456p789s5z", "5z")


def test_seven_pairs_with_four_of_a_kind() -> None:
    got = fans("1111m22p33s55667z", "7z")
    assert got.get("tile_hog") == 1 and "seven_pairs" in got


# ---------------------------------------------------------------- totals of full hands


@pytest.mark.parametrize(
    ("hand", "win", "melds", "ctx", "total"),
    TOTAL_HANDS,
)
def test_totals(
    hand: str, win: str, melds: tuple[tuple[str, int, str], ...], ctx: dict[str, Any], total: int
) -> None:
    assert run(hand, win, melds, **ctx).total == total


def test_result_carries_the_chosen_decomposition() -> None:
    result = run("1122337788995m", "5m")
    form, melds, pair, _tiles, _slot, _wait = result.decomposition
    assert form == "regular" and pair == tile("5m") and len(melds) == 4


# ---------------------------------------------------------------- context checks


_CHICKEN = ("34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")))


@pytest.mark.parametrize(
    ("hand", "win", "melds", "ctx", "message"),
    [
        (*_CHICKEN, {"self_drawn": True, "kong": True}, "杠上开花"),
        # The robbed 2s cannot also be in the player's own chow.
        ("34s77z", "2s", (chow("3m"), chow("6p"), chow("2s")), {"kong": True}, "抢杠和"),
        (*_CHICKEN, {"kong": True, "last_tile": True}, "last tile claim"),
        ("123m456p789s5z", "5z", (chow("2s"),), {"fourth_tile": True}, "和绝张"),
        (*_CHICKEN, {"seat_wind": 4}, "seat_wind must be 0..3, got 4"),
        (*_CHICKEN, {"flowers": 9}, "flowers"),
        ("34s77z", "9s", _CHICKEN[2], {}, "not a winning hand"),
        ("34s7z", "7z", _CHICKEN[2], {}, "must hold 4 tiles plus the winning tile, got 3"),
        ("1111m2222m33m", "1m", (chow("4p"),), {}, "tile 1m appears 5 times"),
        ("34s77z", "5s", (("chow", tile("8m"), "exposed"), chow("6p"), pung("5s")), {}, "chow"),
        ("34s77z", "5s", (("pung", tile("2m"), "concealed"), chow("6p"), pung("5s")), {}, "only a kong can be declared concealed"),
    ],
)
def test_contradictions_and_bad_input_raise(
    hand: str, win: str, melds: tuple[tuple[str, int, str], ...], ctx: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        run(hand, win, melds, **ctx)


def test_robbing_with_fourth_tile_is_accepted() -> None:
    got = fans(*_CHICKEN, kong=True, fourth_tile=True)
    assert "robbing_the_kong" in got and "last_tile" not in got


def test_last_tile_draw_with_replacement_tile_is_accepted() -> None:
    got = fans(
        "34s77z",
        "2s",
        (chow("3m"), chow("6p"), kong("5s")),
        self_drawn=True,
        kong=True,
        last_tile=True,
    )
    assert {"out_with_replacement_tile", "last_tile_draw"} <= set(got) and "self_drawn" not in got
