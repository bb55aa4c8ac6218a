"""保定 「够八张」 (spec Part B2), core and reference alike: every multiplier the manual
states, the nesting (factors multiply along a chain, DEC-S7), the 十三幺 knob, the tile
rules and bad options."""

from __future__ import annotations

from typing import Any

import pytest

import mjcore
from mcr_cases import chow, pung
from mjcore.rulesets import baoding
from test_sichuan import Melds, Scorer, core, reference


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def scorer(request: pytest.FixtureRequest) -> Scorer:
    return request.param  # type: ignore[no-any-return]


# (what, hand, win, melds, value = 2^翻 with base 1). ×2 is 1翻; a child multiplies its parent.
STATED: list[tuple[str, str, str, Melds, int]] = [
    ("平和 0翻: 1", "123m456p789s234p5s", "5s", (), 1),
    ("七对 ×2: 2", "1122m3344p5566s7z", "7z", (), 2),
    ("龙七对 ×2 under 七对: 2×2 = 4", "1111m3344p5566s7z", "7z", (), 4),
    ("双龙七对 ×2 under 龙七对: 2×2×2 = 8", "1111m3333p5566s7z", "7z", (), 8),
    ("三龙七对 ×2 under 双龙七对: 2×2×2×2 = 16", "1111m3333p5555s7z", "7z", (), 16),
    ("一条龙 ×2: 2", "123456789m234p5s", "5s", (), 2),
    ("混一色 ×1: 1", "123m456m678m111z2z", "2z", (), 1),
    ("清一色 ×2 under 混一色: 1×2 = 2", "123m456m678m111m2m", "2m", (), 2),
    ("字一色 is MAN's 清一色: 2", "111z222z333z555z7z", "7z", (), 2),
    ("清一色 + 一条龙: 2×2 = 4", "123456789m111m2m", "2m", (), 4),
    ("清一色 + 七对: 2×2 = 4", "1122334455667m", "7m", (), 4),
    ("清一色 + 龙七对: 2×2×2 = 8", "1111m3355779m9m2m", "2m", (), 8),
    ("混一色 + 一条龙, declared: 1×2 = 2", "789m111z2z", "2z", (chow("1m"), chow("4m")), 2),
    ("四碰 (对对和 not listed): 平和 1", "5z", "5z", (pung("1m"), pung("2p"), pung("3s"), pung("1z")), 1),
]  # fmt: skip


@pytest.mark.parametrize(("what", "hand", "win", "melds", "value"), STATED, ids=[r[0] for r in STATED])
def test_stated_multipliers(scorer: Scorer, what: str, hand: str, win: str, melds: Melds, value: int) -> None:
    assert scorer(baoding.definition(), hand, win, melds) == value


def test_nesting_counts_only_the_top_of_each_chain() -> None:
    """龙七对 reports the chain's top alone (its 2翻 include 七对's), not 七对 beside it."""
    s = mjcore.score(mjcore.Hand.parse("1111m3344p5566s7z", win="7z"), "baoding")
    assert (s.total, s.fan_counts) == (4, {"dragon_seven_pairs": 1})
    flush = mjcore.score(mjcore.Hand.parse("1122334455667m", win="7m"), "baoding")
    assert flush.fan_counts == {"seven_pairs": 1, "full_flush": 1}


def test_base_points_multiply_the_value(scorer: Scorer) -> None:
    assert scorer(baoding.definition(base_points=3), "1111m3333p5566s7z", "7z") == 3 * 8


def test_thirteen_orphans_by_agreement(scorer: Scorer) -> None:
    """Default: not a winning hand (refused); agreed at n 翻: 2^n."""
    hand = ("19m19p19s1234567z", "7z", ())
    with pytest.raises(ValueError):
        scorer(baoding.definition(), *hand)
    assert scorer(baoding.definition(thirteen_orphans_fan=0), *hand) == 1
    assert scorer(baoding.definition(thirteen_orphans_fan=5), *hand) == 32


def test_flowers_are_refused() -> None:
    with pytest.raises(ValueError, match="baoding"):
        mjcore.score(mjcore.Hand.parse("123m456p789s234p5s", win="5s", flowers=1), "baoding")


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"thirteen_orphans_fan": -1}, "thirteen_orphans_fan"),
        ({"thirteen_orphans_fan": True}, "thirteen_orphans_fan"),
        ({"base_points": 0}, "base_points"),
        ({"dealer_doubles": "yes"}, "dealer_doubles"),
        ({"eight_tiles": True}, "unknown baoding option"),
    ],
)
def test_bad_options_are_refused(overrides: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        mjcore.ruleset.baoding_ruleset(**overrides)


def test_payment_options_reach_the_ruleset() -> None:
    off = mjcore.ruleset.baoding_ruleset(dealer_doubles=False, all_pay_on_discard=False, name="bd-off")
    assert dict(off.payments.options) == {"dealer_doubles": False, "discarder_doubles": True, "all_pay_on_discard": False}
    assert mjcore.get_ruleset("baoding").payments.scheme == "man"
