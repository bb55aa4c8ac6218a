"""Score.value: what a hand is paid in its ruleset's own unit (番, faan, points) — the counted
patterns' sum after the floor (满) and the limit, before the points conversion — on the core
and the reference alike."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mjcore
from mcr_cases import counts, kong, tile
from mjcore import corpus
from mjcore.reference import mcr as reference_mcr
from mjcore.reference import ruleset_score
from mjcore.rulesets import cantonese, spec, zung_jung

Melds = tuple[tuple[str, int, str], ...]
Paid = tuple[int, int, int]  # (raw, value, base)

# A doubling ruleset capped at 3: 一气化龙 (4) is paid the limit.
CAPPED = {
    "name": "value-test", "limit": 3, "conversion": {"kind": "doubling", "base": 1},
    "patterns": {"pure_straight": 4, "closed_hand": 1},
}  # fmt: skip


def core(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), **ctx: Any) -> Paid:
    ruleset = mjcore.Ruleset.from_definition(definition)
    s = mjcore.score(corpus.to_hand((tuple(counts(hand)), melds, tile(win))), ruleset, **ctx)
    return s.raw, s.value, s.base


def reference(definition: dict[str, Any], hand: str, win: str, melds: Melds = (), **ctx: Any) -> Paid:
    r = ruleset_score.score(spec.parse(definition), counts(hand), melds, tile(win), **ctx)
    return r.raw, r.value, r.base


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def paid(request: pytest.FixtureRequest) -> Callable[..., Paid]:
    return request.param  # type: ignore[no-any-return]


def test_a_floor_is_paid(paid: Callable[..., Paid]) -> None:
    """鸡平和: 自摸 1番 raised to 杠上开花's 3番 floor, paid 2^3 points."""
    assert paid(cantonese.definition(), "123m456p789s1z", "1z", (kong("2s"),), self_drawn=True, kong=True) == (1, 3, 8)


def test_the_limit_is_paid(paid: Callable[..., Paid]) -> None:
    assert paid(CAPPED, "123456789m234p5s", "5s") == (5, 3, 8)


def test_a_sum_ruleset_pays_its_base(paid: Callable[..., Paid]) -> None:
    """Zung Jung adds its points: the value is the base, 九蓮寶燈 scoring alone above the limit."""
    raw, value, base = paid(zung_jung.definition(), "1112345678999s", "7s")
    assert value == base == 480 and raw > value


def test_mcr_pays_its_fans_without_flowers() -> None:
    hand = ("1112345678999m", "5m")
    s = mjcore.score(mjcore.Hand.parse(hand[0], win=hand[1], flowers="1f2f"))
    r = reference_mcr.score(counts(hand[0]), (), tile(hand[1]), flowers=2)
    assert s.value == r.value == s.base == s.total - 2


def test_adjustments_show_the_floor_and_the_limit() -> None:
    """Score.adjustments names what lifted or capped the sum (explain()'s steps, on the Score)."""
    floor = mjcore.score(mjcore.Hand.parse("123m456p789s1z", win="1z", melds=["kong 2222s"]), "cantonese",
                         self_drawn=True, kong=True)  # fmt: skip
    step = floor.adjustments[0]
    assert (step.step, step.pattern, step.before, step.after) == ("floor", "out_with_replacement_tile", floor.raw, 3)
    assert step.text == "杠上开花 Win on Kong Replacement sets a floor (满): 1 raised to 3" == str(step)
    assert floor.adjustments[-1].after == floor.base
    capped = mjcore.score(mjcore.Hand.parse("123456789m234p5s", win="5s"), mjcore.Ruleset.from_definition(CAPPED))
    assert [(a.step, a.before, a.after) for a in capped.adjustments] == [("limit", 5, 3), ("conversion", 3, 8)]
    assert [a.text for a in capped.adjustments] == ["5 is above the limit: 3", "3 converted to 8 points (doubling)"]
    assert mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).adjustments == ()
