"""麻将手册's payment formula (spec Part B1, the ``man`` scheme of mjcore.settle): worked
examples with their arithmetic, each option's effect, the dealer argument, and for every
winner / discarder / dealer and option set: mjcore.settle equals the independent reference
(mjcore.reference.man_settlement) and the payments sum to zero."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import mjcore
from mjcore.reference import man_settlement
from mjcore.ruleset import baoding_ruleset

SEVEN_PAIRS = mjcore.Hand.parse("1122m3344p5566s7z", win="7z")  # 1翻: V = 2
DRAGON = mjcore.Hand.parse("1111m3344p5566s7z", win="7z")  # 2翻: V = 4
CHICKEN = mjcore.Hand.parse("123m456p789s234p5s", win="5s")  # 0翻: V = 1


def pay(hand: mjcore.Hand, winner: int, discarder: int | None = None, dealer: int = 0, **options: Any) -> list[int]:
    ruleset = baoding_ruleset(name="bd-test", **options) if options else "baoding"
    return mjcore.settle(mjcore.score(hand, ruleset), winner=winner, discarder=discarder, dealer=dealer)


def test_worked_examples() -> None:
    # Dealer (East, 0) self-draws V = 2: each loser pays 2 x 2 (winner is dealer).
    assert pay(SEVEN_PAIRS, 0) == [12, -4, -4, -4]
    # Player 1 self-draws: the dealer pays 2 x 2, the others 2.
    assert pay(SEVEN_PAIRS, 1) == [-4, 8, -2, -2]
    # Player 1 wins on the dealer's discard: dealer 2 x 2 (dealer) x 2 (discarded) = 8; others 2.
    assert pay(SEVEN_PAIRS, 1, discarder=0) == [-8, 12, -2, -2]
    # The dealer wins V = 4 on player 3's discard: 3 pays 4 x 2 x 2 = 16, 1 and 2 pay 4 x 2 = 8.
    assert pay(DRAGON, 0, discarder=3) == [32, -8, -8, -16]
    # 平和 on a discard, nobody the dealer but a payer: 1 x 2 (dealer) for 0, 1 x 2 for 3, 1 for 2.
    assert pay(CHICKEN, 1, discarder=3) == [-2, 5, -1, -2]


def test_each_option() -> None:
    # Player 1 wins V = 2 on player 3's discard; East (0) deals.
    assert pay(SEVEN_PAIRS, 1, discarder=3) == [-4, 10, -2, -4]
    assert pay(SEVEN_PAIRS, 1, discarder=3, dealer_doubles=False) == [-2, 8, -2, -4]
    assert pay(SEVEN_PAIRS, 1, discarder=3, discarder_doubles=False) == [-4, 8, -2, -2]
    assert pay(SEVEN_PAIRS, 1, discarder=3, all_pay_on_discard=False) == [0, 4, 0, -4]
    # Only the discarder pays, and still doubles for being the dealer: 2 x 2 x 2.
    assert pay(SEVEN_PAIRS, 1, discarder=0, all_pay_on_discard=False) == [-8, 8, 0, 0]
    # A self-draw is paid by all three whatever all_pay_on_discard says.
    assert pay(SEVEN_PAIRS, 1, all_pay_on_discard=False) == pay(SEVEN_PAIRS, 1)
    assert pay(SEVEN_PAIRS, 1, base_points=5) == [-20, 40, -10, -10]


def test_the_dealer_argument() -> None:
    assert pay(SEVEN_PAIRS, 1, discarder=3, dealer=2) == [-2, 10, -4, -4]
    assert pay(SEVEN_PAIRS, 1, discarder=3, dealer=1) == [-4, 16, -4, -8]
    for bad in (4, -1, True):
        with pytest.raises(ValueError, match="dealer"):
            pay(SEVEN_PAIRS, 1, dealer=bad)  # type: ignore[arg-type]


OPTION_SETS = [dict(zip(("dealer_doubles", "discarder_doubles", "all_pay_on_discard"), v)) for v in itertools.product((True, False), repeat=3)]


@pytest.mark.parametrize("options", OPTION_SETS, ids=[str(sorted(o.items())) for o in OPTION_SETS])
def test_settle_matches_the_reference_and_sums_to_zero(options: dict[str, bool]) -> None:
    ruleset = baoding_ruleset(name="bd-parity", base_points=3, **options)
    for hand in (CHICKEN, SEVEN_PAIRS, DRAGON):
        score = mjcore.score(hand, ruleset)
        for winner, discarder, dealer in itertools.product(range(4), (None, 0, 1, 2, 3), range(4)):
            if discarder == winner:
                continue
            ours = mjcore.settle(score, winner=winner, discarder=discarder, dealer=dealer)
            theirs = man_settlement.settle(options, value=score.total, winner=winner, discarder=discarder, dealer=dealer)
            assert ours == theirs, (options, winner, discarder, dealer)
            assert sum(ours) == 0 and ours[winner] >= score.total


def test_a_custom_ruleset_may_use_the_scheme() -> None:
    house = {"name": "house", "patterns": {"seven_pairs": 2}, "conversion": {"kind": "doubling", "base": 1}, "payments": {"scheme": "man"}}
    s = mjcore.score(SEVEN_PAIRS, mjcore.Ruleset.from_definition(house))
    assert mjcore.settle(s, winner=2) == [-8, -4, 16, -4]  # 2^2 = 4, the dealer pays 4 x 2


@pytest.mark.parametrize(
    ("payments", "conversion", "message"),
    [
        ({"scheme": "man"}, "sum", "needs the doubling conversion"),
        ({"scheme": "man", "options": {"dealer_doubles": 1}}, {"kind": "doubling"}, "dealer_doubles must be true or false"),
        ({"scheme": "man", "options": {"dealer": True}}, {"kind": "doubling"}, "unknown key"),
    ],
)
def test_bad_definitions_are_refused(payments: dict[str, Any], conversion: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        mjcore.Ruleset.from_definition({"name": "bad", "patterns": {"seven_pairs": 1}, "conversion": conversion, "payments": payments})
