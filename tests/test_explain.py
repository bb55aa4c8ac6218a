"""Score.explain(): every point accounted for, every uncounted fan with the rule that dropped it,
every reading with its total; checked on seeded corpora and on the rulebook's own examples."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import mjcore
from depth import sized
from mjcore import corpus
from mjcore.explain import Explanation, FanNote
from mjcore.ruleset import Ruleset
from ruleset_corpus import cases

N_HANDS = sized(3000, 600)
ADDED_BY_RULES = {"flower_tiles"}  # counted without being detected, nor listed among the fans


def _explained(ruleset: str, n: int, seed: int) -> list[tuple[mjcore.Score, Explanation]]:
    out = []
    for plain, ctx in cases(n, seed):
        try:
            result = mjcore.score(corpus.to_hand(plain), ruleset, **ctx)
        except ValueError:
            continue
        out.append((result, result.explain()))
    return out


def _dropped_by_counted(fan: str, dropped_by: dict[str, str | None], counted: Counter[str]) -> bool:
    seen = {fan}
    while (fan := dropped_by.get(fan) or "") not in counted:
        if fan in seen or fan not in dropped_by:
            return False
        seen.add(fan)
    return True


@pytest.mark.parametrize("ruleset", ["mcr", "zung-jung", "mcr-pymahjonggb", "cantonese", "sichuan"])
def test_explanations_account_for_every_point(ruleset: str) -> None:
    statuses: Counter[str] = Counter()
    for result, why in _explained(ruleset, N_HANDS, seed=88):
        counted = Counter(f.id for f in why.fans if f.status == "counted")
        scored = {k: v for k, v in result.fan_counts.items() if k not in ADDED_BY_RULES}
        assert counted == scored, repr(result.hand)
        assert (why.total, why.base, why.raw, why.flowers) == (result.total, result.base, result.raw, result.flowers)
        assert result.adjustments == why.adjustments  # the Score's steps, read without the readings
        counted_points = sum(f.points for f in why.fans if f.status == "counted")
        if any(f.status == "limited" for f in why.fans):  # a limit hand alone: its row, then converted
            if result.rule_table.conversion == "sum":
                assert counted_points == result.base
            else:
                assert f"{counted_points} converted to {result.base} points" in why.adjustments[-1 - bool(result.flowers)].text
        else:
            assert counted_points == result.raw
        dropped_by = {f.id: f.by for f in why.fans if f.status in ("excluded", "excluded_inner", "limited")}
        for note in why.fans:
            statuses[note.status] += 1
            assert note.reason
            if note.id in dropped_by:  # a chain of drops (平和 by 清一色, 清一色 by a limit hand) ends at a counted fan
                assert _dropped_by_counted(note.id, dropped_by, counted), (note, repr(result.hand))
        bases = sorted(r.base for r in why.readings)
        assert bases == sorted(result.decomposition_totals)
        assert [r.base for r in why.readings if r.chosen] == [result.base]
        assert max(bases) == result.base
        json.dumps(why.to_dict(), ensure_ascii=False)
    assert statuses["counted"] and statuses["excluded"], statuses


def test_mcr_explanations_cover_every_principle() -> None:
    reasons = Counter(
        f.reason.split(":")[0] if f.status == "not_combined" else f.status
        for _, why in _explained("mcr", N_HANDS, seed=89)
        for f in why.fans
    )
    for seen in ("excluded", "excluded_inner", "不拆移", "套算一次", "不得相同"):
        assert reasons[seen] > 0, reasons


def test_readings_are_the_decompositions_scored_one_by_one() -> None:
    hand = mjcore.Hand.parse("111222333m456m5s", win="5s")
    result = mjcore.score(hand)
    readings = result.readings()
    assert sorted(repr(r.decomposition) for r in readings) == sorted(repr(d) for d in mjcore.decompose(hand))
    assert [r.decomposition_totals for r in readings] == [[r.base] for r in readings]
    chows = next(r for r in readings if "pure_triple_chow" in r.fan_counts)
    assert chows.base < result.base  # 一色三同顺 loses to 一色三节高 + 三暗刻
    text = str(result.explain())
    assert "一色三同顺 24" in text and "一色三节高" in text


@pytest.mark.parametrize("ruleset", ["mcr", "hong-kong"])
def test_a_score_reads_as_the_best_of_its_readings(ruleset: str) -> None:
    # score() keeps the points and counts; the occurrences, the reading and every reading's
    # total are scored again when first read. They must be those of the reading that won.
    for result, _ in _explained(ruleset, N_HANDS // 10, seed=90):
        readings = result.readings()
        best = [r for r in readings if r.detected == result.detected and r.decomposition == result.decomposition]
        assert best and all(r.base == result.base and r.fan_counts == result.fan_counts for r in best), repr(result.hand)
        assert sorted(result.decomposition_totals) == sorted(r.base for r in readings)


def _note(why: Explanation, fan: str, status: str) -> list[FanNote]:
    return [f for f in why.fans if f.id == fan and f.status == status]


def test_nine_gates_names_what_it_excludes() -> None:
    why = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).explain()
    (flush,) = _note(why, "full_flush", "excluded")
    assert flush.by == "nine_gates" and "九莲宝灯" in flush.reason
    (inner,) = _note(why, "pung_of_terminals_or_honors", "excluded_inner")
    assert inner.sets == ("pung 111m",)
    (counted,) = _note(why, "pung_of_terminals_or_honors", "counted")
    assert counted.sets == ("pung 999m",)


def test_chow_principles_name_the_chows() -> None:
    # 清龙 over 123m 456m 789m, 一般高 over the two 123m: the straight's own chows do not pair
    # (不拆移); the second 123m has combined once already (套算一次).
    why = mjcore.score(mjcore.Hand.parse("123m123m456m789m5s", win="5s")).explain()
    split = [f for f in why.fans if f.status == "not_combined" and f.reason.startswith("不拆移")]
    assert {f.id for f in split} == {"short_straight", "two_terminal_chows"} and len(split) == 3
    assert all(f.by == "pure_straight" for f in split)
    once = [f for f in why.fans if f.status == "not_combined" and f.reason.startswith("套算一次")]
    assert sorted(f.id for f in once) == ["short_straight", "two_terminal_chows"]


def test_same_pattern_twice_is_named() -> None:
    # 123m 123m 123p: 一般高 and one 喜相逢; the other 喜相逢 would repeat it on the 123p chow.
    why = mjcore.score(mjcore.Hand.parse("123m123m123p789s5z", win="5z"), "mcr").explain()
    assert len(_note(why, "mixed_double_chow", "counted")) == 1
    (same,) = _note(why, "mixed_double_chow", "not_combined")
    assert same.reason.startswith("不得相同")


def test_limit_conversion_repeats_and_flowers_are_explained() -> None:
    counting = Ruleset.from_definition(
        {
            "name": "explain-test",
            "count_once": True,
            "limit": 3,
            "conversion": {"kind": "doubling", "base": 1},
            "flowers": 1,
            "patterns": {"short_straight": 1, "pure_straight": 4, "closed_hand": 1},
        }
    )
    hand = mjcore.Hand.parse("123456m234567p5s", win="5s", flowers="1f")
    why = mjcore.score(hand, counting).explain()
    assert len(_note(why, "short_straight", "repeated")) == 1
    assert why.raw == 2 and why.base == 4 and "converted" in " ".join(map(str, why.adjustments))
    assert "+1 for flowers" in [a.text for a in why.adjustments]
    straight = mjcore.score(mjcore.Hand.parse("123456789m234p5s", win="5s"), counting).explain()
    assert any("above the limit: 3" in a.text for a in straight.adjustments)


def test_zung_jung_limit_hand_scores_alone() -> None:
    # 九蓮寶燈 (480) is worth more than the 320 limit: it scores alone, the rest is dropped.
    why = mjcore.score(mjcore.Hand.parse("1112345678999s", win="7s"), "zung-jung").explain()
    limited = [f for f in why.fans if f.status == "limited"]
    assert {f.id for f in limited} >= {"full_flush", "closed_hand"}
    assert all(f.by == "nine_gates" and "scores alone" in f.reason for f in limited)
    assert why.base == 480 and any("above the limit (320)" in a.text for a in why.adjustments)


def test_text_lists_counted_fans_and_readings() -> None:
    result = mjcore.score(mjcore.Hand.parse("123m456p789s1122z", win="2z"), self_drawn=True)
    text = str(result.explain())
    for fan in result.fans:
        assert fan.zh in text and fan.en in text
    assert f"{result.total} points" in text and "Readings (" in text


def test_a_floor_and_the_conversion_are_explained() -> None:
    # 鸡平和: 自摸 1番, raised to the 3番 floor of 杠上开花, paid 2^3.
    hand = mjcore.Hand.parse("123m456p789s1z", win="1z", melds=["kong 2222s"])
    why = mjcore.score(hand, "cantonese", self_drawn=True, kong=True).explain()
    assert why.raw == 1 and why.base == 8
    assert tuple(map(str, why.adjustments)) == ("杠上开花 Win on Kong Replacement sets a floor (满): 1 raised to 3", "3 converted to 8 points (doubling)")


def test_the_minimum_without_bonus_tiles_is_explained() -> None:
    # Hong Kong: 番子 + 自摸 + 正花 = 3 faan (8 points), but the 3-faan minimum counts 2 without 正花.
    hand = mjcore.Hand.parse("123m456p1z", win="1z", melds=["pung 555z", "chow 789s"], flowers="1f2f")
    result = mjcore.score(hand, "hong-kong", self_drawn=True)
    assert not result.meets_minimum and result.base >= result.rule_table.minimum
    assert "is below the minimum of 8, bonus tiles aside" in str(result.explain())
