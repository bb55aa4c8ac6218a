"""Type stubs for mjcore._core.game (hand-written; checked by mypy/stubtest)."""

from typing import Any

import numpy as np
import numpy.typing as npt

ACTION_COUNT: int
ACTIONS: dict[str, int]
OBSERVATION_SIZE: int

def derive_seed(seed: int, k: int) -> int:
    """The seed of hand k of a stream (docs/game.md)"""

def play_rules_names() -> list[str]:
    """The built-in play rules' names"""

def play_rules_scoring(rules: str) -> str:
    """The scoring ruleset a win under these play rules is scored with"""

def play_rules_facts(rules: str) -> dict[str, Any]:
    """What the play rules are, for the layers that speak about them (mjcore.botzone)"""

def shuffled_wall(rules: str, seed: int) -> list[int]:
    """The rules' deck shuffled with the documented generator"""

def play_hands(rules: str, agents: list[str], seed: int, hands: int, threads: int) -> dict[str, Any]:
    """Whole hands played by built-in agents: per-hand arrays"""

class Table:
    """One hand at the table (mjcore.game.Game wraps it)"""

    def __init__(self, rules: str, wall: bytes, prevalent_wind: int, dealer: int) -> None: ...
    @property
    def done(self) -> bool: ...
    def to_act(self) -> list[int]: ...
    def legal_actions(self, seat: int) -> list[int]: ...
    def legal_mask(self, seat: int) -> bytes: ...
    def act(self, seat: int, action: int) -> None: ...
    def greedy_action(self, seat: int) -> int: ...
    def penalize(self, seat: int, reason: str) -> None: ...
    def events(self) -> list[tuple[str, int, int, int]]: ...
    def hand(self, seat: int) -> tuple[list[int], list[tuple[str, int, int]], list[int]]: ...
    def river(self, seat: int) -> list[int]: ...
    def walls(self) -> list[list[int]]: ...
    def wall(self) -> list[int]: ...
    def observation(self, seat: int) -> bytes: ...
    def decision(self) -> tuple[str, int, int]: ...
    def result(
        self,
    ) -> tuple[str, int, int, int, int, dict[str, bool | int], tuple[int, int, int, int]] | None: ...
    def clone(self) -> Table: ...

class Tables:
    """Many tables stepped together (mjcore.game.VectorEnv wraps it)"""

    def __init__(self, rules: str, n: int, seed: int) -> None: ...
    def reset(
        self, threads: int, obs: npt.NDArray[np.uint8], mask: npt.NDArray[np.bool_], seat: npt.NDArray[np.int32]
    ) -> None: ...
    def step(
        self,
        actions: npt.NDArray[np.int32],
        threads: int,
        obs: npt.NDArray[np.uint8],
        mask: npt.NDArray[np.bool_],
        seat: npt.NDArray[np.int32],
        reward: npt.NDArray[np.int32],
        done: npt.NDArray[np.bool_],
    ) -> None: ...

# What a module made on first read lists (the names it has and those it will make).
def __dir__() -> list[str]: ...
