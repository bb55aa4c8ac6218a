"""A Gymnasium environment: one learner at one seat, the other seats played by built-in players
or callables (docs/game.md "Adapters"; ``pip install mjcore[gym]``).

>>> from mjcore.game_gym import MahjongEnv
>>> env = MahjongEnv(seat=0, opponents="greedy")
>>> obs, info = env.reset(seed=1)
>>> obs.shape, info["action_mask"].shape
((366,), (109,))
>>> obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Union

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from mjcore.game import ACTION_COUNT, Game, play_rules_name
from mjcore.game_vector import OBSERVATION_SIZE, derive_seed

__all__ = ["MahjongEnv", "Opponent"]

Opponent = Union[str, Callable[[Game, int], int]]
"""A built-in player's name ("greedy", "random") or a callable (game, seat) -> action."""


class MahjongEnv(gymnasium.Env[npt.NDArray[np.uint8], np.int64]):
    """One hand per episode. Observation: the learner's 366-entry feature vector (docs/game.md
    "Observations"); ``info["action_mask"]``: its legal actions (int8, 109). Reward: the
    learner's payment when the hand ends, 0 before. An action the mask does not allow ends the
    hand as Botzone ends it on an invalid answer: the learner pays the penalty (10 to each
    other seat), so that samplers that ignore the mask still get a well-defined episode.

    >>> env = MahjongEnv(seat=0, opponents="greedy")
    >>> obs, info = env.reset(seed=2)
    >>> obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
    >>> terminated or reward == 0.0
    True
    """

    metadata = {"render_modes": []}  # noqa: RUF012 - Gymnasium's own convention

    def __init__(self, ruleset: str = "mcr", *, seat: int = 0, opponents: Opponent | Sequence[Opponent] = "greedy") -> None:
        play_rules_name(ruleset)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
            raise ValueError(f"seat must be 0..3, got {seat!r}")
        others = [opponents] * 3 if isinstance(opponents, str) or callable(opponents) else list(opponents)
        if len(others) != 3 or not all(callable(o) or o in ("greedy", "random") for o in others):
            raise ValueError("opponents: 'greedy', 'random', a callable (game, seat) -> action, or three of them")
        self.ruleset = ruleset
        self.seat = seat
        self._opponents: dict[int, Opponent] = {s: others[k] for k, s in enumerate(s for s in range(4) if s != seat)}
        self.observation_space = spaces.Box(0, 255, (OBSERVATION_SIZE,), np.uint8)
        self.action_space = spaces.Discrete(ACTION_COUNT)
        self.game: Game | None = None
        self._stream = 0
        self._hands = 0
        self._rng = random.Random(0)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[npt.NDArray[np.uint8], dict[str, Any]]:
        """A new hand; ``seed`` starts a new stream of hands (hand k dealt from
        ``derive_seed(seed, k)``).

        >>> env = MahjongEnv(seat=2)
        >>> (env.reset(seed=1)[0] == env.reset(seed=1)[0]).all()
        np.True_
        """
        super().reset(seed=seed)
        if seed is not None:  # a new stream of hands: hand k of it is dealt from derive_seed(seed, k)
            self._stream, self._hands, self._rng = seed, 0, random.Random(seed)
        self.game = Game(self.ruleset, seed=derive_seed(self._stream, self._hands))
        self._hands += 1
        self._others_play()
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[npt.NDArray[np.uint8], float, bool, bool, dict[str, Any]]:
        """The learner's action; the other seats play until it must decide again.

        >>> env = MahjongEnv(seat=0)
        >>> obs, info = env.reset(seed=1)
        >>> env.step(int(info["action_mask"].argmin()))[1:3]    # not allowed: Botzone's penalty
        (-30.0, True)
        """
        game = self.game
        if game is None or game.done:
            raise ValueError("call reset() first: the hand is over")
        chosen = int(action)
        if 0 <= chosen < ACTION_COUNT and chosen in game.legal_actions(self.seat):
            game.act(self.seat, chosen)
            self._others_play()
        else:
            game.penalize(self.seat, "invalid")
        reward = float(game.result.payments[self.seat]) if game.result is not None else 0.0
        return self._observe(), reward, game.done, False, self._info()

    def _others_play(self) -> None:
        """The other seats decide until the learner must, or the hand is over."""
        game = self.game
        assert game is not None
        while not game.done:
            others = [s for s in game.to_act() if s != self.seat]
            if not others:
                return  # only the learner must decide (in a claim window, after the others)
            for seat in others:
                player = self._opponents[seat]
                if player == "greedy":
                    action = game.greedy_action(seat)
                elif player == "random":
                    action = self._rng.choice(game.legal_actions(seat))
                else:
                    assert callable(player)
                    action = player(game, seat)
                game.act(seat, action)

    def _observe(self) -> npt.NDArray[np.uint8]:
        assert self.game is not None
        return self.game.observation(self.seat)

    def _info(self) -> dict[str, Any]:
        assert self.game is not None
        return {"action_mask": self.game.legal_mask(self.seat).astype(np.int8)}
