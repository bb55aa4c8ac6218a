"""The benchmark corpus is what benchmarks/played_hands.py says it is: winning hands of at least
8 points under MCR, with their context, from seeded deals, in the proportions of play."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import mjcore
from mjcore import corpus

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import played_hands  # noqa: E402


@pytest.fixture(scope="module")
def hands() -> list[played_hands.Played]:
    """200 played hands (dealt in the test, not at collection: every pytest worker collects)."""
    return played_hands.played_hands(200, seed=7)


def test_every_hand_is_a_win_of_eight_points_with_a_context_the_scorer_accepts(hands: list[played_hands.Played]) -> None:
    for plain, context in hands:
        hand = corpus.to_hand(plain)
        assert mjcore.is_winning(hand)
        assert mjcore.score(hand, **context).meets_minimum, (hand, context)
        assert 0 <= context["flowers"] <= 8 and context["seat_wind"] in range(4)


def test_the_hands_have_what_played_hands_have(hands: list[played_hands.Played]) -> None:
    shares = played_hands.describe(hands)
    # About two in three winning hands hold declared sets; most hold flowers (8 in 144 tiles);
    # a self-draw is one win in four or five; kongs and last-tile wins are rare but occur.
    assert 0.5 <= shares["with_declared_sets"] <= 0.8, shares
    assert shares["with_claimed_sets"] <= shares["with_declared_sets"]
    assert 0.5 <= shares["with_flowers"] <= 0.95, shares
    assert 0.15 <= shares["self_drawn"] <= 0.5, shares
    assert 0 < shares["with_concealed_kong"] + shares["kong_replacement"] <= 0.15, shares
    assert 0 < shares["fourth_tile"] < 0.5, shares
    melds = [len(plain[1]) for plain, _ in hands]
    assert set(melds) >= {0, 1, 2, 3}
    assert list(played_hands.meld_free(hands)) == [h for h in hands if not h[0][1]]
    assert all(len(h[0][1]) >= 2 for h in played_hands.meld_heavy(hands))


def test_the_same_seed_deals_the_same_hands(hands: list[played_hands.Played]) -> None:
    assert played_hands.played_hands(20, seed=7) == hands[:20]
    assert played_hands.played_hands(20, seed=8) != hands[:20]


@pytest.mark.parametrize("feature", ["self_drawn", "last_tile", "kong", "fourth_tile"])
def test_every_context_flag_is_a_bool(feature: str, hands: list[played_hands.Played]) -> None:
    assert all(isinstance(context[feature], bool) for _, context in hands)
