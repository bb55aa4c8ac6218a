"""Many tables at once for learning: :class:`VectorEnv` (docs/game.md "Many tables").

>>> import numpy as np
>>> from mjcore.game import VectorEnv
>>> env = VectorEnv(4, "mcr", seed=1)
>>> obs, mask = env.reset()
>>> obs.shape, mask.shape, env.seat.shape
((4, 366), (4, 109), (4,))
>>> rng = np.random.default_rng(0)
>>> actions = np.array([rng.choice(np.flatnonzero(row)) for row in mask])
>>> obs, mask, reward, done = env.step(actions)
>>> reward.shape, done.dtype
((4, 4), dtype('bool'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from mjcore._core import game as _engine
from mjcore.game import play_rules_name

__all__ = ["AGENTS", "OBSERVATION_SIZE", "PlayedHands", "VectorEnv", "derive_seed", "play"]

OBSERVATION_SIZE: Final[int] = _engine.OBSERVATION_SIZE
AGENTS: Final = ("random", "greedy")
_REASONS: Final = ("", "win", "exhausted", "false_win", "invalid")
_MAX_SEED: Final = (1 << 64) - 1
_MAX_TABLES: Final = 1 << 24


def derive_seed(seed: int, k: int) -> int:
    """The seed of hand k of a stream: the first SplitMix64 output from state ``seed ^ k``.
    VectorEnv's table i deals its k-th hand from ``derive_seed(derive_seed(seed, i), k)``;
    :func:`play` deals hand k from ``derive_seed(seed, k)``.

    >>> derive_seed(0, 0) == derive_seed(0, 0) != derive_seed(0, 1)
    True
    """
    return int(_engine.derive_seed(_count(seed, "seed", 0, _MAX_SEED), _count(k, "k", 0, _MAX_SEED)))


def _count(value: object, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    if not low <= int(value) <= high:
        raise ValueError(f"{name} must be {low}..{high}, got {value}")
    return int(value)


def _threads(threads: object) -> int:
    return 0 if threads is None else _count(threads, "threads", 1, 1024)


@dataclass(frozen=True)
class PlayedHands:
    """Per-hand results of :func:`play`, one row per hand: ``reason`` ("win" or "exhausted"),
    ``winner`` and ``from_seat`` (-1 if none; the winner itself if self-drawn), ``total`` (the
    winner's points with flowers), ``steps`` (decisions taken), ``payments`` (hands x 4).

    >>> hands = play("greedy", 3, seed=1)
    >>> hands.payments.shape, hands.payments.sum(axis=1).tolist()
    ((3, 4), [0, 0, 0])
    """

    reason: npt.NDArray[np.str_]
    winner: npt.NDArray[np.int8]
    from_seat: npt.NDArray[np.int8]
    total: npt.NDArray[np.int32]
    steps: npt.NDArray[np.int32]
    payments: npt.NDArray[np.int32]


def play(
    agent: str | tuple[str, str, str, str] = "greedy",
    hands: int = 1,
    *,
    ruleset: str = "mcr",
    seed: int = 0,
    threads: int | None = None,
) -> PlayedHands:
    """Plays ``hands`` whole hands with built-in agents at every seat, entirely in C++ (one agent
    name for all four seats, or one per seat): "random" (uniform among the legal actions) or
    "greedy" (wins when it may, else discards and claims by shanten). Hand k is dealt from
    seed ``derive_seed(seed, k)``; the results do not depend on ``threads``.

    >>> played = play("greedy", 200, seed=1)
    >>> bool((played.reason == "win").mean() > 0.5)    # greedy players finish most hands
    True
    >>> (play("random", 50, seed=1, threads=1).steps == play("random", 50, seed=1, threads=2).steps).all()
    np.True_
    """
    agents = (agent,) * 4 if isinstance(agent, str) else tuple(agent)
    if len(agents) != 4 or not all(isinstance(a, str) for a in agents):
        raise TypeError("agent must be an agent name or four of them (one per seat)")
    for a in agents:
        if a not in AGENTS:
            raise ValueError(f"unknown agent {a!r} ({', '.join(AGENTS)})")
    n = _count(hands, "hands", 0, 1 << 40)
    out: dict[str, Any] = _engine.play_hands(play_rules_name(ruleset), list(agents), _count(seed, "seed", 0, _MAX_SEED), n, _threads(threads))
    reason = np.array(_REASONS, dtype=object)[out["reason"]].astype(str)
    return PlayedHands(reason, out["winner"], out["from_seat"], out["total"], out["steps"], out["payments"])


class VectorEnv:
    """``n`` independent tables stepped together in C++ with the GIL released.

    Every table has one seat deciding at a time (claims on a discard are asked seat by seat,
    in priority order): ``env.seat[i]``. ``reset()`` gives ``(obs, mask)``: the deciding seat's
    observation (uint8, n x :data:`OBSERVATION_SIZE`, docs/game.md "Observations") and its
    legal actions (bool, n x 109). ``step(actions)`` takes one legal action index per table and
    gives ``(obs, mask, reward, done)``: ``reward`` (int32, n x 4) is each seat's payment for a
    hand that ended in this step (else 0), ``done`` whether it did; a finished table deals its
    next hand at once. The arrays are the environment's own, overwritten by the next call.
    Table i's hands are dealt from seeds derived from ``seed`` and i alone: any thread count
    gives the same results.

    >>> env = VectorEnv(8, "botzone", seed=3)
    >>> obs, mask = env.reset()
    >>> obs, mask, reward, done = env.step(mask.argmax(axis=1))   # the first legal action each
    >>> int(reward.sum())
    0
    """

    def __init__(self, n: int, ruleset: str = "mcr", *, seed: int = 0, threads: int | None = None) -> None:
        self.n = _count(n, "n", 1, _MAX_TABLES)
        self.ruleset = play_rules_name(ruleset)
        self.threads = _threads(threads)
        self._tables = _engine.Tables(self.ruleset, self.n, _count(seed, "seed", 0, _MAX_SEED))
        self._seed = int(seed)
        self.obs = np.zeros((self.n, OBSERVATION_SIZE), np.uint8)
        self.mask = np.zeros((self.n, _engine.ACTION_COUNT), np.bool_)
        self.seat = np.zeros(self.n, np.int32)
        self.reward = np.zeros((self.n, 4), np.int32)
        self.done = np.zeros(self.n, np.bool_)
        self._started = False

    def reset(self) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.bool_]]:
        """Every table deals its next hand.

        >>> obs, mask = VectorEnv(2).reset()
        >>> obs.shape, mask.shape
        ((2, 366), (2, 109))
        """
        self._tables.reset(self.threads, self.obs, self.mask, self.seat)
        self._started = True
        return self.obs, self.mask

    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.bool_], npt.NDArray[np.int32], npt.NDArray[np.bool_]]:
        """One decision at every table; ``ValueError`` (nothing changed) if any is not legal.

        >>> env = VectorEnv(2)
        >>> obs, mask = env.reset()
        >>> env.step([0, 0])
        Traceback (most recent call last):
        ValueError: actions[0] = 0 is not legal for table 0's seat 0
        """
        if not self._started:
            raise ValueError("call reset() before step()")
        given = np.asarray(actions)
        if given.shape != (self.n,):
            raise ValueError(f"actions must have shape ({self.n},), got {given.shape}")
        if given.dtype.kind not in "iu":
            raise TypeError(f"actions must be integers, got dtype {given.dtype}")
        if given.size and (given.min() < 0 or given.max() >= _engine.ACTION_COUNT):
            raise ValueError(f"actions must be 0..{_engine.ACTION_COUNT - 1}")
        chosen = np.ascontiguousarray(given, dtype=np.int32)
        self._tables.step(chosen, self.threads, self.obs, self.mask, self.seat, self.reward, self.done)
        return self.obs, self.mask, self.reward, self.done

    def play(self, agent: str | tuple[str, str, str, str] = "greedy", hands: int = 1) -> PlayedHands:
        """Whole hands by built-in agents, entirely in C++ (:func:`play` with this environment's
        play rules, seed and threads).

        >>> VectorEnv(1, "botzone", seed=4).play("random", 10).steps.shape
        (10,)
        """
        return play(agent, hands, ruleset=self.ruleset, seed=self._seed, threads=self.threads or None)
