"""The learning side of mjcore.game: observations (against an encoding of the plain view written
here from docs/game.md), VectorEnv (against single Games fed the same actions, for any thread
count), and the built-in agents (the random one against a Python replay of its choices)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from depth import sized
from mjcore.game import ACTION_COUNT, Game, SeatView, VectorEnv, play
from mjcore.game_vector import OBSERVATION_SIZE, derive_seed
from mjcore.reference.game_walls import SplitMix64

_PHASES = ("after_draw", "after_claim", "on_discard", "on_added_kong")
_AGENT_STREAM = 0xD1B54A32D192ED03
# docs/game.md "Observations": the parts in order and their sizes.
_LAYOUT = [("hand", 34), ("melds", 136), ("rivers", 136), ("flowers", 4), ("hidden_kongs", 4), ("tile", 34)]
_LAYOUT += [("phase", 4), ("actor", 4), ("seat_wind", 4), ("prevalent_wind", 4), ("wall", 2)]
_AT = {}
_offset = 0
for _name, _size in _LAYOUT:
    _AT[_name] = _offset
    _offset += _size


def _meld_tiles(kind: str, low: int) -> list[int]:
    return [low, low + 1, low + 2] if kind == "chow" else [low] * (3 if kind == "pung" else 4)


def _encode(view: SeatView, next_wall_left: int) -> np.ndarray:
    out = np.zeros(_offset, np.uint8)
    out[_AT["hand"] : _AT["hand"] + 34] = view.concealed
    seats = [(view.melds, view.river, view.flowers)] + [(o.melds, o.river, o.flowers) for o in view.others]
    for rel, (melds, river, flowers) in enumerate(seats):
        for kind, low, _giver in melds:
            if kind == "concealed_kong":
                out[_AT["hidden_kongs"] + rel] += 1
                if rel == 0:
                    out[_AT["melds"] + low] += 4
            else:
                for t in _meld_tiles(kind, low):
                    out[_AT["melds"] + 34 * rel + t] += 1
        for t in river:
            out[_AT["rivers"] + 34 * rel + t] += 1
        out[_AT["flowers"] + rel] = len(flowers)
    if view.phase != "done":
        if view.tile is not None:
            out[_AT["tile"] + view.tile] = 1
        out[_AT["phase"] + _PHASES.index(view.phase)] = 1
        out[_AT["actor"] + (view.actor - view.seat) % 4] = 1
    out[_AT["seat_wind"] + view.seat_wind] = 1
    out[_AT["prevalent_wind"] + view.prevalent_wind] = 1
    out[_AT["wall"]] = view.wall_left
    out[_AT["wall"] + 1] = next_wall_left
    return out


def _walls_left(g: Game, seat: int) -> int:
    walls = g.walls()
    return len(walls[0] if len(walls) == 1 else walls[seat % 4])


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_observations_encode_the_view_and_hide_what_is_hidden(ruleset: str) -> None:
    assert _offset == OBSERVATION_SIZE
    for seed in range(sized(60, 12)):
        g = Game(ruleset, seed=seed, prevalent_wind=seed % 4)
        rng = random.Random(seed)
        while True:
            for seat in range(4):
                view = g.view(seat)
                assert (g.observation(seat) == _encode(view, _walls_left(g, seat + 1))).all()
                assert view.legal_actions == tuple(g.legal_actions(seat))
                # another seat's drawn tile is its secret
                if view.phase == "after_draw" and view.actor != seat:
                    assert view.tile is None
            if g.done:
                break
            for seat in g.to_act():
                g.act(seat, rng.choice(g.legal_actions(seat)))


def _games_like(env_seed: int, n: int, ruleset: str) -> tuple[list[Game], list[int]]:
    return [Game(ruleset, seed=derive_seed(derive_seed(env_seed, i), 0)) for i in range(n)], [1] * n


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_vector_env_steps_as_single_games_do(ruleset: str) -> None:
    n = 5
    env = VectorEnv(n, ruleset, seed=42, threads=2)
    games, dealt = _games_like(42, n, ruleset)
    obs, mask = env.reset()
    rng = np.random.default_rng(1)
    ended = 0
    for _ in range(sized(1000, 400)):
        for i, g in enumerate(games):
            seat = g.to_act()[0]
            assert env.seat[i] == seat
            assert (mask[i] == g.legal_mask(seat)).all()
            assert (obs[i] == g.observation(seat)).all()
        actions = np.array([rng.choice(np.flatnonzero(row)) for row in mask])
        obs, mask, reward, done = env.step(actions)
        for i, g in enumerate(games):
            g.act(int(env_seat_before := g.to_act()[0]), int(actions[i]))
            assert env_seat_before >= 0
            assert done[i] == g.done
            if g.done:
                ended += 1
                r = g.result
                assert r is not None and tuple(reward[i]) == r.payments
                games[i] = Game(ruleset, seed=derive_seed(derive_seed(42, i), dealt[i]))
                dealt[i] += 1
            else:
                assert not reward[i].any()
    assert ended >= n


def test_vector_env_is_the_same_for_any_thread_count() -> None:
    runs = []
    for threads in (1, 2):
        env = VectorEnv(300, "mcr", seed=7, threads=threads)
        obs, mask = env.reset()
        total = np.zeros(4, np.int64)
        digest = 0
        for _ in range(150):
            actions = mask.argmax(axis=1)  # the lowest legal action
            obs, mask, reward, done = env.step(actions)
            total += reward.sum(axis=0)
            digest = hash((digest, obs.tobytes(), mask.tobytes(), done.tobytes()))
        runs.append((digest, tuple(total)))
    assert runs[0] == runs[1]


def test_vector_env_refuses_bad_actions_and_changes_nothing() -> None:
    env = VectorEnv(3, "mcr", seed=1)
    with pytest.raises(ValueError, match="reset"):
        env.step(np.zeros(3, np.int64))
    obs, mask = env.reset()
    before = obs.copy()
    illegal = np.array([np.flatnonzero(~row)[0] for row in mask])
    with pytest.raises(ValueError, match="not legal"):
        env.step(illegal)
    assert (env.obs == before).all()
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros(4, np.int64))
    with pytest.raises(TypeError):
        env.step(np.zeros(3, np.float64))
    with pytest.raises(ValueError):
        env.step(np.full(3, ACTION_COUNT))
    with pytest.raises(ValueError):
        VectorEnv(0)
    with pytest.raises(ValueError):
        VectorEnv(2, "riichi")
    with pytest.raises(TypeError):
        VectorEnv(2, seed=1.0)  # type: ignore[arg-type]


def test_the_random_agent_plays_as_python_replays_it() -> None:
    played = play("random", 30, seed=5)
    for k in range(30):
        hand_seed = derive_seed(5, k)
        g = Game("mcr", seed=hand_seed)
        rng = SplitMix64(hand_seed ^ _AGENT_STREAM)
        steps = 0
        while not g.done:
            for seat in g.to_act():
                if g.done:
                    break
                legal = g.legal_actions(seat)
                g.act(seat, legal[rng.below(len(legal))])
                steps += 1
        r = g.result
        assert r is not None
        assert (played.reason[k], played.steps[k], tuple(played.payments[k])) == (r.reason, steps, r.payments)
        assert played.winner[k] == (r.winners[0] if r.winners else -1)


def test_built_in_agents_do_not_depend_on_threads_and_greedy_wins() -> None:
    hands = sized(5000, 600)
    for agent in ("random", "greedy"):
        one = play(agent, hands, seed=3, threads=1)
        two = play(agent, hands, seed=3, threads=2)
        for field in ("reason", "winner", "from_seat", "total", "steps", "payments"):
            assert (getattr(one, field) == getattr(two, field)).all()
        assert (one.payments.sum(axis=1) == 0).all()
        wins = one.reason == "win"
        assert (one.total[wins] >= 8).all() and (one.winner[~wins] == -1).all()
        if agent == "greedy":
            assert wins.mean() > 0.5
    mixed = play(("greedy", "random", "random", "random"), 300, seed=1)
    share = [(mixed.winner == seat).mean() for seat in range(4)]
    assert share[0] > 0.3 and share[0] > 5 * max(share[1:])  # the greedy seat wins far more often


def test_play_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError):
        play("smart", 1)
    with pytest.raises(TypeError):
        play(("greedy", "random"), 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        play("random", -1)
    with pytest.raises(ValueError):
        play("random", 1, ruleset="sichuan")
