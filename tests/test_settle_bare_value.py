"""A bare value (a table's "8番" or "40 points", no hand): mjcore.settle pays it in the ruleset's
own unit through the same scheme, the same checks and the same money as a Score of that value.
Real hands of every built-in ruleset are scored and their values settled both ways."""

from __future__ import annotations

import random
from typing import Any

import pytest

import mjcore
from depth import sized
from mjcore import corpus
from mjcore.rulesets.spec import MAX_TOTAL
from regional_corpus import cases

N_HANDS = sized(3000, 400)
NAMES = mjcore.rulesets.names()


BONUS_TILES = ("seat_flower", "flower_set", "no_flowers")


def announced(score: mjcore.Score, ruleset: mjcore.Ruleset) -> int:
    """The value a table announces for a scored hand, in the ruleset's unit: its counted
    patterns (flowers included), at least the 满 of a pattern it shows that holds one, at most
    the limit (爆和) unless it is one pattern scoring alone above it (a listed limit)."""
    value = sum(f.points * f.count for f in score.fans)
    # A 满 holds when its pattern counts, or shows and scores nothing of its own (杠上开花 0番).
    floors = {p.id: p for p in ruleset.spec.patterns if p.floor}
    value = max([value, *(floors[p].floor for p, _, status, _ in score.detected
                          if p in floors and (status == "counted" or floors[p].points == 0))])
    alone = len(score.fans) == 1 and score.fans[0].points == value
    if ruleset.limit and value > ruleset.limit and not (ruleset.spec.limit_alone and alone):
        value = ruleset.limit
    return value


def facts(rng: random.Random, ruleset: mjcore.Ruleset, self_drawn: bool) -> dict[str, Any]:
    """A winner and, for a discard, a discarder; under the cantonese scheme sometimes the
    robbed or the liable player instead."""
    winner = rng.randrange(4)
    others = [p for p in range(4) if p != winner]
    out: dict[str, Any] = {"winner": winner, "dealer": rng.randrange(4)}
    roll = rng.random()
    if ruleset.payments.scheme == "cantonese" and roll < 0.3:
        out["liable" if self_drawn else "robbed"] = rng.choice(others)
    elif not self_drawn:
        out["discarder"] = rng.choice(others)
    return out


@pytest.mark.parametrize("name", NAMES)
def test_real_hands_settle_alike_from_their_score_and_their_value(name: str) -> None:
    ruleset = mjcore.get_ruleset(name)
    rng = random.Random(f"bare {name}")
    hands = cases(N_HANDS, 1414, honors=True, chows_declared=True, max_suits=3, special=0.02)
    compared = refused = 0
    for plain, context in hands:
        hand = corpus.to_hand(plain) if rng.random() < 0.7 else corpus.to_hand(corpus.random_complete_hand(rng))
        try:
            s = mjcore.score(hand, ruleset, **context)
        except ValueError:
            continue
        value = announced(s, ruleset)
        how = facts(rng, ruleset, context["self_drawn"])
        if s.meets_minimum:
            paid = mjcore.settle(s, **how)
            assert mjcore.settle(value, ruleset=name, **how) == paid, (hand, context, value, how)
            assert sum(paid) == 0
            compared += 1
        else:  # below the minimum both ways, but the bonus tiles never count towards it
            bonus = sum(f.points * f.count for f in s.fans if f.id in BONUS_TILES)
            for given in (s, value - bonus):
                with pytest.raises(ValueError, match="below the minimum"):
                    mjcore.settle(given, ruleset=name, **how)
            refused += 1
    assert compared > N_HANDS // 10
    assert refused > 0 or ruleset.minimum == 0


def test_the_unit_is_the_rulesets_own() -> None:
    # Points under a sum conversion: MCR's nine gates is 88 + 2 + 1 and two flowers, 93.
    nine_gates = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m", flowers="1f2f"))
    assert (nine_gates.base, nine_gates.total) == (91, 93)
    assert mjcore.settle(93, ruleset="mcr", winner=0) == mjcore.settle(nine_gates, winner=0) == [303, -101, -101, -101]
    # Faan under Hong Kong's money table: 8 faan is 64 a portion, the discarder pays 2 (全銃).
    assert mjcore.settle(8, ruleset="hong-kong", winner=1, discarder=2) == [0, 128, -128, 0]
    # 番 under Sichuan's doubling: 3番 is 8 from the discarder.
    assert mjcore.settle(3, ruleset="sichuan", winner=0, discarder=1) == [8, -8, 0, 0]


def test_the_limit_and_a_listed_limit_apply_as_to_a_score() -> None:
    # Hong Kong: the cap is 10 faan, so 16 faan pays as 10 (128), like a hand of 16.
    big = mjcore.score(mjcore.Hand.parse("1112m", win="2m", melds=["pung 555z", "pung 666z", "pung 777z"]),
                       "hong-kong", self_drawn=True)
    assert (big.raw, big.total) == (16, 128)
    assert mjcore.settle(16, ruleset="hong-kong", winner=0) == mjcore.settle(10, ruleset="hong-kong", winner=0)
    assert mjcore.settle(16, ruleset="hong-kong", winner=0) == mjcore.settle(big, winner=0) == [384, -128, -128, -128]
    # Zung Jung: a pattern above the 320 limit scores alone (九蓮寶燈 480); any other value is cut to 320.
    gates = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"), "zung-jung")
    assert gates.total == 480
    assert mjcore.settle(480, ruleset="zung-jung", winner=0) == mjcore.settle(gates, winner=0) == [1440, -480, -480, -480]
    assert mjcore.settle(400, ruleset="zung-jung", winner=0) == mjcore.settle(320, ruleset="zung-jung", winner=0)
    # 鸡平和: ordinary hands stop at 3番, the special types score alone (十三幺 6番: 64).
    orphans = mjcore.score(mjcore.Hand.parse("19m19p19s1234567z", win="1m"), "cantonese", self_drawn=True)
    assert mjcore.settle(6, ruleset="cantonese", winner=0) == mjcore.settle(orphans, winner=0) == [192, -64, -64, -64]
    assert mjcore.settle(7, ruleset="cantonese", winner=0) == mjcore.settle(3, ruleset="cantonese", winner=0)


def test_a_floor_is_part_of_the_announced_value() -> None:
    # 杠上开花 自摸 1番, 「不满3番牌型按照3番满计算」: the table announces 3番.
    flower = mjcore.score(mjcore.Hand.parse("123m456p789s1p", win="1p", melds=["kong 2222s"]), "cantonese",
                          self_drawn=True, kong=True)
    assert (flower.raw, flower.total) == (1, 8)
    assert mjcore.settle(3, ruleset="cantonese", winner=0) == mjcore.settle(flower, winner=0) == [24, -8, -8, -8]


def test_below_the_minimum_a_bare_value_cannot_win() -> None:
    for name, value in (("mcr", 7), ("hong-kong", 2)):
        with pytest.raises(ValueError, match=f"player 1's hand is below the minimum of '{name}': it cannot win"):
            mjcore.settle(value, ruleset=name, winner=1)
    assert mjcore.settle(8, ruleset="mcr", winner=1) == [-16, 48, -16, -16]
    assert mjcore.settle(3, ruleset="hong-kong", winner=1) == [-8, 24, -8, -8]


@pytest.mark.parametrize(
    ("value", "error", "message"),
    [
        (True, TypeError, "value must be a Score .* or a bare value .*, got bool"),
        (8.0, TypeError, "got float"),
        ("8", TypeError, "got str"),
        (-1, ValueError, r"value must be 0\.\.\d+ \(番\), got -1"),
        (MAX_TOTAL + 1, ValueError, f"got {MAX_TOTAL + 1}"),
    ],
)
def test_bad_values_are_refused(value: Any, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        mjcore.settle(value, ruleset="hong-kong", winner=0)


def test_a_bare_value_needs_its_ruleset_and_gets_the_scores_checks() -> None:
    with pytest.raises(TypeError, match="a bare value needs its ruleset"):
        mjcore.settle(8, winner=0)
    for how, message in (({"winner": 4}, "winner must be a player 0..3, got 4"),
                         ({"winner": 0, "discarder": 0}, "the winner cannot be the discarder"),
                         ({"winner": 0, "earlier_discarders": [1]}, "only apply to a win on a discard")):
        s = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"))
        for given in (s, 91):
            with pytest.raises(ValueError, match=message):
                mjcore.settle(given, ruleset="mcr", **how)
