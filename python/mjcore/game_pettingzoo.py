"""A PettingZoo AEC environment: the four seats as agents "seat_0" .. "seat_3", one hand per
episode (docs/game.md "Adapters"; ``pip install mjcore[pettingzoo]``).

>>> from mjcore.game_pettingzoo import MahjongAECEnv
>>> env = MahjongAECEnv()
>>> env.reset(seed=1)
>>> env.agent_selection
'seat_0'
>>> sorted(env.observe("seat_0"))
['action_mask', 'observation']
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]  # PettingZoo ships no type information

from mjcore.game import ACTION_COUNT, Game, play_rules_name
from mjcore.game_vector import OBSERVATION_SIZE, derive_seed
from mjcore.tiles import render_tiles

__all__ = ["MahjongAECEnv"]


class MahjongAECEnv(AECEnv):  # type: ignore[misc]  # an untyped base
    """Agents take turns as the table asks them: the drawer, or the seats with a claim on a
    discard one by one in priority order. Observation: ``{"observation": the 366-entry feature
    vector, "action_mask": int8 over the 109 actions}``. Rewards: each seat's payment when the
    hand ends. Hand k after ``reset(seed=s)`` is dealt from ``derive_seed(s, k)``.

    >>> env = MahjongAECEnv("botzone")
    >>> env.reset(seed=5)
    >>> gained = dict.fromkeys(env.possible_agents, 0.0)
    >>> for agent in env.agent_iter():
    ...     observation, reward, terminated, truncated, info = env.last()
    ...     gained[agent] += reward
    ...     env.step(None if terminated else int(observation["action_mask"].argmax()))
    >>> sum(gained.values())
    0.0
    """

    metadata = {"name": "mjcore_mahjong_v0", "render_modes": ["ansi"], "is_parallelizable": False}  # noqa: RUF012

    def __init__(self, ruleset: str = "mcr", render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        play_rules_name(ruleset)
        self.ruleset = ruleset
        self.possible_agents = [f"seat_{s}" for s in range(4)]
        self._space = spaces.Dict(
            {
                "observation": spaces.Box(0, 255, (OBSERVATION_SIZE,), np.uint8),
                "action_mask": spaces.Box(0, 1, (ACTION_COUNT,), np.int8),
            }
        )
        self._actions = spaces.Discrete(ACTION_COUNT)
        self._stream = 0
        self._hands = 0
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same Dict space for every agent.

        >>> sorted(MahjongAECEnv().observation_space("seat_0").spaces)
        ['action_mask', 'observation']
        """
        return self._space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """Discrete(109) for every agent.

        >>> MahjongAECEnv().action_space("seat_1").n
        np.int64(109)
        """
        return self._actions

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new hand; ``seed`` starts a new stream of hands.

        >>> env = MahjongAECEnv()
        >>> env.reset(seed=2)
        >>> env.agents
        ['seat_0', 'seat_1', 'seat_2', 'seat_3']
        """
        if seed is not None:
            self._stream, self._hands = seed, 0
        self.game = Game(self.ruleset, seed=derive_seed(self._stream, self._hands))
        self._hands += 1
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._next_agent()

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        """agent's observation and action mask.

        >>> env = MahjongAECEnv()
        >>> env.reset(seed=1)
        >>> int(env.observe("seat_0")["action_mask"].sum()), int(env.observe("seat_1")["action_mask"].sum())
        (12, 0)
        """
        assert self.game is not None
        seat = self.possible_agents.index(agent)
        return {"observation": self.game.observation(seat), "action_mask": self.game.legal_mask(seat).astype(np.int8)}

    def step(self, action: int | None) -> None:
        """The selected agent's action (None once it is terminated).

        >>> env = MahjongAECEnv()
        >>> env.reset(seed=1)
        >>> env.step(int(env.observe("seat_0")["action_mask"].argmax()))   # the dealer discards
        >>> env.agent_selection in env.agents
        True
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None and action is not None
        game.act(self.possible_agents.index(agent), int(action))
        self._clear_rewards()
        self._cumulative_rewards[agent] = 0.0
        if game.done:
            assert game.result is not None
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = float(game.result.payments[seat])
                self.terminations[name] = True
        else:
            self.agent_selection = self._next_agent()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """With render_mode "ansi": the table as text, one line a seat (its concealed tiles,
        melds and river); else nothing.

        >>> env = MahjongAECEnv(render_mode="ansi")
        >>> env.reset(seed=1)
        >>> env.render().splitlines()[1].startswith("seat 1: ")
        True
        """
        if self.render_mode != "ansi" or self.game is None:
            return None
        lines = []
        for seat in range(4):
            concealed, melds, _flowers = self.game.hand(seat)
            held = [t for t in range(34) for _ in range(concealed[t])]
            shown = " ".join(f"{kind}:{render_tiles([tile])}" for kind, tile, _ in melds)
            lines.append(f"seat {seat}: {render_tiles(held)} | {shown} | river {render_tiles(self.game.river(seat))}")
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release: the table is plain memory.

        >>> env = MahjongAECEnv()
        >>> env.close()
        """
        self.game = None

    def _next_agent(self) -> str:
        assert self.game is not None
        return self.possible_agents[self.game.to_act()[0]]
