"""mjcore.game.Game, the compiled table, held to the pure-Python reference
(mjcore.reference.game): seeded hands played through both with the same choices give the same
seats to act, the same legal actions at every step, the same record and the same result; and
the API a user calls (errors, replay, clone, masks, the result's Score)."""

from __future__ import annotations

import random

import pytest

import mjcore
from depth import sized
from game_players import steered_choice
from mjcore.game import (
    ACTION_COUNT,
    PASS,
    PLAY_RULES,
    Game,
    action_name,
)
from mjcore.reference.game import ReferenceGame, shuffled_deck

HANDS = sized(300, 60)  # per play ruleset


def _play_both(ruleset: str, seed: int) -> tuple[Game, ReferenceGame]:
    rng = random.Random(seed)
    wind, dealer = seed % 4, seed // 4 % 4
    g = Game(ruleset, seed=seed * 7919 + 3, dealer=dealer, prevalent_wind=wind)
    ref = ReferenceGame(ruleset, seed=seed * 7919 + 3, dealer=dealer, prevalent_wind=wind)
    assert g.events == ref.events
    while not ref.done:
        seats = ref.to_act()
        assert g.to_act() == seats
        for seat in range(4):
            assert g.legal_actions(seat) == ref.legal_actions(seat)
        for seat in seats:
            action = steered_choice(ref.legal_actions(seat), ref.hand(seat)[0], rng)
            ref.act(seat, action)
            g.act(seat, action)
        assert g.events == ref.events
    assert g.done
    return g, ref


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_the_table_plays_as_the_reference(ruleset: str) -> None:
    reasons = {"win": 0, "exhausted": 0}
    for seed in range(HANDS):
        g, ref = _play_both(ruleset, seed)
        r, expected = g.result, ref.result
        assert r is not None and expected is not None
        assert r.reason == expected.reason
        assert r.payments == expected.payments
        for seat in range(4):
            assert g.hand(seat) == ref.hand(seat)
            assert g.river(seat) == ref.river(seat)
        assert g.walls() == ref.walls()
        reasons[r.reason] += 1
        if r.reason == "win":
            assert r.winners == (expected.winner,)
            assert (r.win_tile, r.from_seat) == (expected.win_tile, expected.from_seat)
            assert r.context == expected.context
            assert r.scores[0].total == expected.total
        else:
            assert (r.winners, r.scores, r.context) == ((), (), {})
    assert reasons["win"] >= HANDS // 5 and reasons["exhausted"] >= HANDS // 10


def test_a_win_is_scored_by_mjcore_score_with_the_derived_context() -> None:
    for seed in range(40):
        g, _ = _play_both("mcr", seed)
        r = g.result
        assert r is not None
        if r.reason != "win":
            continue
        (winner,) = r.winners
        concealed, melds, flowers = g.hand(winner)
        assert r.context["flowers"] == len(flowers)
        assert r.self_drawn is (r.from_seat == winner)
        score = r.scores[0]
        assert score.meets_minimum
        again = mjcore.score(score.hand, "mcr", **r.context)
        assert (again.total, [(f.id, f.count) for f in again.fans]) == (score.total, [(f.id, f.count) for f in score.fans])
        assert score.hand.tile_counts == [
            c + sum(m.tiles.count(t) for m in score.hand.melds) for t, c in enumerate(concealed)
        ]
        assert "explain" in dir(score)


def test_the_shuffle_is_the_references() -> None:
    for ruleset in PLAY_RULES:
        for seed in (0, 1, 2**64 - 1, 123456789):
            g = Game(ruleset, seed=seed)
            ref = ReferenceGame(ruleset, seed=seed)
            assert g.walls() == ref.walls() and g.events == ref.events
            assert g.deal == {"ruleset": ruleset, "seed": seed, "dealer": 0, "prevalent_wind": 0}
    assert len(shuffled_deck(5, True)) == 144


def test_an_explicit_wall_deals_as_the_reference() -> None:
    wall = shuffled_deck(77, False)
    g = Game("botzone", wall=wall)
    assert g.walls() == ReferenceGame("botzone", wall=wall).walls()
    assert g.deal["wall"] == wall and g.deal["seed"] is None


def test_no_seed_deals_a_random_wall_that_deal_records() -> None:
    g = Game("mcr")
    again = Game("mcr", seed=g.deal["seed"])
    assert again.walls() == g.walls()


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"ruleset": "riichi", "seed": 1}, ValueError),
        ({"ruleset": 3, "seed": 1}, TypeError),
        ({"seed": -1}, ValueError),
        ({"seed": 2**64}, ValueError),
        ({"seed": 1.5}, TypeError),
        ({"seed": True}, TypeError),
        ({"seed": 1, "wall": list(range(34)) * 4}, ValueError),
        ({"wall": "1m2m"}, TypeError),
        ({"wall": [0] * 144}, ValueError),
        ({"wall": [0.5] * 144}, TypeError),
        ({"wall": [99] * 144}, ValueError),
        ({"ruleset": "botzone", "wall": shuffled_deck(1, True)}, ValueError),
        ({"seed": 1, "prevalent_wind": 4}, ValueError),
        ({"seed": 1, "prevalent_wind": "E"}, TypeError),
        ({"seed": 1, "dealer": 4}, ValueError),
        ({"seed": 1, "dealer": None}, TypeError),
    ],
)
def test_bad_arguments_name_the_problem(kwargs: dict[str, object], error: type[Exception]) -> None:
    with pytest.raises(error):
        Game(**kwargs)  # type: ignore[arg-type]


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    g = Game("mcr", seed=3)
    before = g.events
    with pytest.raises(ValueError, match="not legal"):
        g.act(1, PASS)
    with pytest.raises(ValueError, match="not legal"):
        g.act(0, PASS)
    with pytest.raises(ValueError, match="action must be 0"):
        g.act(0, ACTION_COUNT)
    with pytest.raises(ValueError, match="seat must be 0..3"):
        g.act(4, 0)
    with pytest.raises(TypeError):
        g.act(0, "discard")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        g.legal_actions(None)  # type: ignore[arg-type]
    assert g.events == before and g.to_act() == [0]


def test_legal_mask_matches_legal_actions() -> None:
    g = Game("mcr", seed=11)
    rng = random.Random(11)
    while not g.done:
        for seat in g.to_act():
            mask = g.legal_mask(seat)
            assert mask.shape == (ACTION_COUNT,) and mask.dtype == bool
            assert [a for a in range(ACTION_COUNT) if mask[a]] == g.legal_actions(seat)
            g.act(seat, rng.choice(g.legal_actions(seat)))
    assert not g.legal_mask(0).any()


def test_replay_reproduces_every_state_and_refuses_a_wrong_record() -> None:
    for seed in range(10):
        g, _ = _play_both("mcr" if seed % 2 else "botzone", seed)
        again = Game.replay(g.events, **g.deal)
        assert again.events == g.events and again.result == g.result
        for cut in (1, len(g.events) // 2):
            prefix = g.events[: len(g.events) - cut]
            part = Game.replay(prefix, **g.deal)
            assert part.events[: len(prefix)] == prefix
    g, _ = _play_both("mcr", 1)
    wrong = list(g.events)
    i = next(k for k, e in enumerate(wrong) if e[0] == "discard")
    wrong[i] = ("discard", wrong[i][1], (wrong[i][2] + 1) % 34, -1)
    with pytest.raises(ValueError):
        Game.replay(wrong, **g.deal)
    with pytest.raises(ValueError, match="needs the deal"):
        Game.replay(g.events)


def test_clone_is_independent() -> None:
    g = Game("mcr", seed=21)
    rng = random.Random(2)
    for _ in range(30):
        seat = g.to_act()[0]
        g.act(seat, rng.choice(g.legal_actions(seat)))
    copy = g.clone()
    assert copy.events == g.events
    seat = g.to_act()[0]
    g.act(seat, g.legal_actions(seat)[0])
    assert copy.events != g.events
    assert copy.to_act() == [seat]


def test_an_offence_ends_the_hand_with_botzones_penalty() -> None:
    g = Game("botzone", seed=4)
    g.penalize(2, "false_win")
    r = g.result
    assert r is not None and g.done
    assert (r.reason, r.offender, r.payments) == ("false_win", 2, (10, 10, -30, 10))
    assert g.events[-1] == ("offence", 2, 0, -1)
    with pytest.raises(ValueError):
        g.penalize(1, "invalid")  # over already
    with pytest.raises(ValueError):
        Game("mcr", seed=1).penalize(0, "late")


def test_actions_as_objects_are_the_legal_indices() -> None:
    g = Game("mcr", seed=8)
    rng = random.Random(8)
    while not g.done:
        for seat in g.to_act():
            objects = g.actions(seat)
            assert [a.index for a in objects] == g.legal_actions(seat)
            assert all(action_name(a.index).startswith(a.kind) for a in objects)
            g.act(seat, rng.choice(objects))  # act takes the object too


def test_action_names() -> None:
    assert [action_name(a) for a in (0, 33, 34, 68, 101, 102, 103, 104, 107, 108)] == [
        "discard 0",
        "discard 33",
        "concealed_kong 0",
        "added_kong 0",
        "added_kong 33",
        "win",
        "pass",
        "chow_lowest",
        "pung",
        "kong",
    ]
    with pytest.raises(ValueError):
        action_name(ACTION_COUNT)
