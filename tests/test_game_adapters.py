"""The Gymnasium and PettingZoo adapters pass their ecosystems' own checks and play whole hands."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from mjcore.game_gym import MahjongEnv
from mjcore.game_pettingzoo import MahjongAECEnv


def test_gymnasium_env_passes_the_checker_and_plays_hands() -> None:
    env = MahjongEnv(seat=1, opponents="greedy")
    check_env(env, skip_render_check=True)
    rng = np.random.default_rng(0)
    endings = 0
    for episode in range(20):
        obs, info = env.reset(seed=episode)
        assert env.observation_space.contains(obs)
        terminated, reward = False, 0.0
        while not terminated:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            obs, reward, terminated, truncated, info = env.step(action)
            assert not truncated
        assert env.game is not None and env.game.result is not None
        assert reward == env.game.result.payments[1]
        endings += 1
    assert endings == 20
    with pytest.raises(ValueError):
        env.step(0)  # the hand is over
    obs, info = env.reset(seed=7)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs, reward, terminated, _, _ = env.step(illegal)
    assert terminated and reward == -30.0  # Botzone's penalty for an invalid answer
    with pytest.raises(ValueError):
        MahjongEnv(seat=4)
    with pytest.raises(ValueError):
        MahjongEnv(opponents=["greedy"])


def test_gymnasium_env_reset_with_a_seed_is_reproducible() -> None:
    a, b = MahjongEnv(), MahjongEnv()
    assert (a.reset(seed=5)[0] == b.reset(seed=5)[0]).all()


# PettingZoo's test advises a Box or Discrete observation (a warning, silenced only for its own
# games by name); a Dict of the observation and its "action_mask" is PettingZoo's own convention
# for masked actions, which its classic games follow.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_pettingzoo_env_passes_the_api_test() -> None:
    env = MahjongAECEnv()
    api_test(env, num_cycles=300)


def test_pettingzoo_env_plays_a_hand_to_zero_sum_rewards() -> None:
    env = MahjongAECEnv("botzone")
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        action = None if terminated or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        env.step(action)
    assert sum(totals.values()) == 0
    assert env.game is not None and env.game.result is not None
    assert [totals[a] for a in env.possible_agents] == list(env.game.result.payments)
    shown = MahjongAECEnv(render_mode="ansi")
    shown.reset(seed=1)
    text = shown.render()
    assert text is not None and text.count("seat ") == 4
    assert MahjongAECEnv().render() is None
