"""mjcore.game.Match: the rotations docs/game.md describes, totals that are the hands' payments,
players as names or callables; and the greedy player through Game.greedy_action playing as the
built-in agents do in C++."""

from __future__ import annotations

from collections import Counter

import pytest

from mjcore.game import Game, Match, play
from mjcore.game_vector import derive_seed


def test_a_rotation_match_deals_a_fresh_wall_and_every_player_deals_once_a_round() -> None:
    m = Match("mcr", seed=5)
    totals = m.play(["greedy", "random", "greedy", "random"])
    assert len(m.hands) == 16 and m.done and m.game is None
    for h, record in enumerate(m.hands):
        assert record.prevalent_wind == h // 4
        assert record.seed == derive_seed(5, h)
        assert record.seating[h % 4] == 0  # player h mod 4 deals
        assert sorted(record.seating) == [0, 1, 2, 3]
    assert totals == [sum(r.result.payments[r.seating[p]] for r in m.hands) for p in range(4)]
    assert sum(totals) == 0


def test_a_duplicate_match_deals_each_wall_to_every_seat() -> None:
    m = Match("botzone", seed=9, format="duplicate")
    m.play(["greedy"] * 4)
    for wall in range(4):
        hands = m.hands[4 * wall : 4 * wall + 4]
        assert {r.seed for r in hands} == {derive_seed(9, wall)}
        assert {r.prevalent_wind for r in hands} == {wall}
        for player in range(4):
            assert sorted(r.seating[player] for r in hands) == [0, 1, 2, 3]
        # the same wall and the same (deterministic) players at every seat: the same hands
        assert len({(r.result.reason, r.result.win_tile) for r in hands}) == 1


def test_greedy_players_beat_random_ones_and_callables_play() -> None:
    m = Match("mcr", seed=1)
    seen: Counter[int] = Counter()

    def first_legal(game: Game, seat: int) -> int:
        seen[seat] += 1
        return game.legal_actions(seat)[0]

    totals = m.play(["greedy", first_legal, "greedy", "random"])
    assert totals[0] + totals[2] > totals[1] + totals[3]
    assert set(seen) == {0, 1, 2, 3}  # player 1 sat at every seat


def test_match_refuses_bad_arguments_and_an_unfinished_hand() -> None:
    with pytest.raises(ValueError):
        Match(format="swiss")
    with pytest.raises(ValueError):
        Match("riichi")
    with pytest.raises(TypeError):
        Match(seed="1")  # type: ignore[arg-type]
    m = Match()
    with pytest.raises(ValueError, match="not over"):
        m.finish_hand()
    with pytest.raises(ValueError):
        m.play(["greedy"] * 3)
    with pytest.raises(ValueError):
        m.play(["greedy", "greedy", "greedy", "smart"])


def test_greedy_action_plays_as_the_built_in_agent() -> None:
    played = play("greedy", 25, seed=2)
    for k in range(25):
        g = Game("mcr", seed=derive_seed(2, k))
        steps = 0
        while not g.done:
            for seat in g.to_act():
                if not g.done:
                    g.act(seat, g.greedy_action(seat))
                    steps += 1
        r = g.result
        assert r is not None
        assert (played.reason[k], played.steps[k], tuple(played.payments[k])) == (r.reason, steps, r.payments)
    g = Game("mcr", seed=1)
    with pytest.raises(ValueError, match="no decision"):
        g.greedy_action(1)
