"""`mcr-illustrated`: MCR with the seven patterns the illustrated guide 《国标麻将番种图解》
(seed 002) marks 「非国标牌型」, core and reference alike (its 不计 lists, the ruleset's other
half, are tests/test_mcr_guide_exclusions.py's): each one's points as the guide gives
them, that it excludes nothing and nothing excludes it (the guide gives none of them a 不计 list
and no fan's list names one), and that a hand showing one is no longer 无番和."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mjcore
from mcr_cases import chow, counts, pung, tile
from mjcore import corpus
from mjcore.reference import mcr as reference_mcr
from mjcore.ruleset import mcr_ruleset
from mjcore.rulesets import catalogue, mcr

Melds = tuple[tuple[str, int, str], ...]
Answer = tuple[int, dict[str, int], bool]
Scorer = Callable[..., Answer]
NAME = "mcr-illustrated"


def core(extras: bool, hand: str, win: str, melds: Melds = (), **ctx: Any) -> Answer:
    s = mjcore.score(corpus.to_hand((tuple(counts(hand)), melds, tile(win))), NAME if extras else "mcr", **ctx)
    return s.total, s.fan_counts, s.meets_minimum


def reference(extras: bool, hand: str, win: str, melds: Melds = (), **ctx: Any) -> Answer:
    r = reference_mcr.score(counts(hand), melds, tile(win), non_gb_patterns=extras, guide_exclusions=extras, **ctx)
    return r.total, r.fans, r.meets_minimum


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def scorer(request: pytest.FixtureRequest) -> Scorer:
    return request.param  # type: ignore[no-any-return]


# The guide's seven, its names and points: 「天听（非国标牌型）32番」「混四节（非国标牌型）6番」
# 「混四步（非国标牌型）4番」「混三节（非国标牌型）4番」「混三步（非国标牌型）2番」
# 「258将（非国标牌型）1番」「幺九头（非国标牌型）1番」.
SEED_POINTS = {"天听": 32, "混四节": 6, "混四步": 4, "混三节": 4, "混三步": 2, "258将": 1, "幺九头": 1}
NON_GB = {catalogue.entry(p).zh: p for p in mcr.NON_GB_PATTERNS}

# (the guide's words, pattern, concealed, win, melds, context, the other 非国标牌型 the hand shows).
# Seat South where 天听 is given: a non-dealer's 天听 under any reading of who may have it.
HANDS: list[tuple[str, str, str, str, Melds, dict[str, Any], tuple[str, ...]]] = [
    ("天听：起牌即上听，牌型不限 (seven pairs)", "天听", "1133m5577p2244s6z", "6z", (),
     {"ready_at_deal": True, "seat_wind": 1}, ()),
    ("天听：起牌即上听，牌型不限 (thirteen orphans)", "天听", "19m19p19s1234567z", "1m", (),
     {"ready_at_deal": True, "seat_wind": 1}, ()),
    ("混四节：两种或3种花色数牌序数依次递增一位的四副刻子 (three suits, beside 三色三节高 and 碰碰和)",
     "混四节", "444m5z", "5z", (pung("1m"), pung("2p"), pung("3s")), {}, ()),
    ("混四节 in two suits: 混三节 counts beside it, neither lists the other as 不计",
     "混四节", "444p5z", "5z", (pung("1m"), pung("2p"), pung("3m")), {}, ("混三节",)),
    ("混四步：2种或3种花色4副依次递增1位序数的顺子 (three suits, beside 三色三步高 and 平和)",
     "混四步", "123m234p345s456m6s", "6s", (), {}, ()),
    ("混四步 in two suits: 混三步 counts beside it", "混四步", "123m234p345m456p6s", "6s", (), {}, ("混三步",)),
    ("混三节：2种花色3副依次递增一位序数的刻子", "混三节", "789s5z", "5z", (pung("1m"), pung("2p"), pung("3m")), {}, ()),
    ("混三步：2种花色3副依次递增1位序数的顺子", "混三步", "123m234m345p789s5z", "5z", (), {}, ()),
    ("258将：和牌中，由序数牌的258做将牌 (beside 平和 and 花龙)", "258将", "123m456p789s234p5m", "5m", (), {}, ()),
    ("幺九头：和牌中，由序数牌的19做将牌 (beside 全带幺 and 平和)", "幺九头", "123m789m123p789s9s", "9s", (), {}, ()),
]


def test_the_seven_are_the_guides() -> None:
    """Names and points as the guide gives them; no 不计 either way, the 81 fans untouched but for
    the guide's 不计 lists (tests/test_mcr_guide_exclusions.py)."""
    assert set(NON_GB) == set(SEED_POINTS)
    illustrated = mjcore.get_ruleset(NAME).spec
    by_id = {p.id: p for p in illustrated.patterns}
    for zh, points in SEED_POINTS.items():
        p = by_id[NON_GB[zh]]
        assert (p.zh, p.points, p.excludes, p.excludes_inner) == (zh, points, (), ()), zh
    excluded = {x for p in illustrated.patterns for x in (*illustrated.excludes(p), *p.excludes_inner)}
    assert not excluded & set(mcr.NON_GB_PATTERNS)
    fans = mcr_ruleset(guide_exclusions=True, name="guide").spec
    assert [p for p in illustrated.patterns if p.id not in mcr.NON_GB_PATTERNS] == list(fans.patterns)


@pytest.mark.parametrize(("words", "zh", "hand", "win", "melds", "ctx", "also"), HANDS, ids=[h[0] for h in HANDS])
def test_each_scores_its_points_and_excludes_nothing(
    scorer: Scorer, words: str, zh: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any], also: tuple[str, ...]
) -> None:
    mcr_total, mcr_fans, _ = scorer(False, hand, win, melds, **ctx)
    total, fans, _ = scorer(True, hand, win, melds, **ctx)
    shown = (zh, *also)
    # Every fan MCR counts still counts (it excludes nothing), and it counts (nothing excludes it).
    assert fans == {**mcr_fans, **{NON_GB[z]: 1 for z in shown}}
    assert total == mcr_total + sum(SEED_POINTS[z] for z in shown)


def test_a_hand_showing_one_is_no_chicken_hand(scorer: Scorer) -> None:
    """「无番和8番：胡下来的牌连一番也数不出」: 混三步 is a fan, so the hand that is 无番和 under
    MCR scores 混三步's 2 points instead, short of the 8-point minimum."""
    melds = (chow("3m"), chow("4m"), chow("5p"))
    assert scorer(False, "22s77z", "2s", melds) == (8, {"chicken_hand": 1}, True)
    assert scorer(True, "22s77z", "2s", melds) == (2, {"two_suit_shifted_chows": 1}, False)


def test_without_ready_at_deal_there_is_no_heavenly_ready(scorer: Scorer) -> None:
    assert "heavenly_ready" not in scorer(True, "1133m5577p2244s6z", "6z", seat_wind=1)[1]
