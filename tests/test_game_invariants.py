"""The compiled table over 800 hands, played by random and greedy choices from Python: every tile accounted for, never a fifth copy, the legal actions those
the rules give (a sample replayed through the reference would show any difference:
tests/test_game.py), payments summing to zero, every win scored by mjcore.score as the result
says, and the record replaying to the same hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import mjcore
from mjcore.game import Game

# Per play ruleset, the same in every run: the 100,000 hands of tile accounting at every
# decision are the C++ tests' (cpp/tests/test_game.cpp, CI's plain run); here the Python face
# and the scorer join in.
HANDS = 400


def _meld_tiles(kind: str, low: int) -> list[int]:
    return [low, low + 1, low + 2] if kind == "chow" else [low] * (3 if kind == "pung" else 4)


def _accounted(g: Game, flowers: bool) -> None:
    found: Counter[int] = Counter()
    for seat in range(4):
        concealed, melds, fl = g.hand(seat)
        found.update({t: n for t, n in enumerate(concealed) if n})
        for kind, low, _ in melds:
            found.update(_meld_tiles(kind, low))
        found.update(fl)
        found.update(g.river(seat))
    for wall in g.walls():
        found.update(wall)
    expected = Counter({t: 4 for t in range(34)} | ({t: 1 for t in range(34, 42)} if flowers else {}))
    assert found == expected  # a discard nobody won went to its river; one won, to the winner's hand


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_many_hands_keep_the_invariants(ruleset: str) -> None:
    rng = random.Random(ruleset)
    reasons: Counter[str] = Counter()
    for k in range(HANDS):
        g = Game(ruleset, seed=k, prevalent_wind=k % 4)
        while not g.done:
            for seat in g.to_act():
                # half the time the greedy player's choice, so that many hands are won
                g.act(seat, g.greedy_action(seat) if rng.random() < 0.5 else rng.choice(g.legal_actions(seat)))
        r = g.result
        assert r is not None and sum(r.payments) == 0
        reasons[r.reason] += 1
        _accounted(g, ruleset == "mcr")
        if r.reason == "win":
            score = r.scores[0]
            assert score.meets_minimum and r.payments[r.winners[0]] > 0
            assert mjcore.score(score.hand, "mcr", **r.context).total == score.total
        if k % 50 == 0:
            assert Game.replay(g.events, **g.deal).events == g.events
    assert reasons["win"] > HANDS // 20 and reasons["exhausted"] > HANDS // 20
