"""A whole match of 16 hands with the seats and winds rotated (docs/game.md "A match").

>>> from mjcore.game import Match
>>> match = Match("botzone", seed=3)
>>> totals = match.play(["greedy", "greedy", "random", "random"])
>>> len(match.hands), sum(totals)
(16, 0)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Union

from mjcore.game import Game, GameResult
from mjcore.game_vector import derive_seed

__all__ = ["FORMATS", "HandRecord", "Match", "Player"]

FORMATS: Final = ("rotation", "duplicate")
_SEATS: Final = 4
_MAX_SEED: Final = (1 << 64) - 1

Player = Union[str, Callable[[Game, int], int]]
"""A built-in player's name ("greedy", "random") or a callable (game, seat) -> action."""


@dataclass(frozen=True)
class HandRecord:
    """One hand of a match: where each player sat (``seating[p]`` is player p's seat), the
    prevalent wind, the seed that dealt it, and how it ended.

    >>> m = Match(seed=2)
    >>> _ = m.play(["greedy"] * 4)
    >>> m.hands[1].seating, m.hands[1].prevalent_wind     # player 1 deals the second hand
    ((3, 0, 1, 2), 0)
    """

    seating: tuple[int, int, int, int]
    prevalent_wind: int
    seed: int
    result: GameResult


class Match:
    """16 hands between four players, their points summed.

    ``format="rotation"``: a fresh wall every hand; the prevalent wind is East for hands 0-3,
    South for 4-7, West, North; within a round the dealer's seat passes to the next player each
    hand (player p sits at seat (p - h) mod 4 in hand h), so every player deals once a round.
    ``format="duplicate"``: Botzone's contests — four walls, wall w played with prevalent wind
    w, each wall dealt four times with the players rotated one seat each time (player p at
    seat (p + r) mod 4), so that every player holds every hand of every wall once.
    Hand h of the match is dealt from ``derive_seed(seed, h)`` (rotation) or
    ``derive_seed(seed, w)`` (duplicate).

    >>> m = Match("botzone", seed=1, format="duplicate")
    >>> m.seat_of(0), m.game.deal["prevalent_wind"]
    (0, 0)
    """

    HANDS: Final = 16

    def __init__(self, ruleset: str = "mcr", *, seed: int = 0, format: str = "rotation") -> None:  # noqa: A002
        if format not in FORMATS:
            raise ValueError(f"format must be one of {', '.join(FORMATS)}, got {format!r}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an int, got {type(seed).__name__}")
        if not 0 <= seed <= _MAX_SEED:
            raise ValueError(f"seed must be an unsigned 64-bit integer, got {seed}")
        Game(ruleset, seed=0)  # refuses unknown play rules now, not at the first hand
        self.ruleset = ruleset
        self.seed = seed
        self.format = format
        self.hands: list[HandRecord] = []
        self.totals = [0, 0, 0, 0]  # per player
        self.game: Game | None = None
        self._seating: tuple[int, int, int, int] = (0, 1, 2, 3)
        self._deal_next()

    @property
    def done(self) -> bool:
        return len(self.hands) == self.HANDS

    def seat_of(self, player: int) -> int:
        """The seat player sits at in the current hand.

        >>> Match().seat_of(2)
        2
        """
        return self._seating[player]

    def player_at(self, seat: int) -> int:
        """The player at seat in the current hand.

        >>> Match().player_at(0)
        0
        """
        return self._seating.index(seat)

    def finish_hand(self) -> HandRecord:
        """Records the current hand (it must be over), adds its payments to the players' totals
        and deals the next hand unless the match is over.

        >>> m = Match(seed=1)
        >>> m.game.penalize(1, "invalid")      # seat 1 (player 1) answered what the rules forbid
        >>> m.finish_hand().result.payments, m.totals, m.player_at(0)
        ((10, -30, 10, 10), [10, -30, 10, 10], 1)
        """
        game = self.game
        if game is None or game.result is None:
            raise ValueError("the current hand is not over")
        record = HandRecord(self._seating, game.deal["prevalent_wind"], game.deal["seed"], game.result)
        for player, seat in enumerate(self._seating):
            self.totals[player] += game.result.payments[seat]
        self.hands.append(record)
        self.game = None
        if not self.done:
            self._deal_next()
        return record

    def play(self, players: Sequence[Player], *, seed: int = 0) -> list[int]:
        """Plays the rest of the match: ``players[p]`` decides for player p ("random" draws from
        a generator seeded with ``seed``). Returns the totals.

        >>> totals = Match(seed=4).play(["greedy", "random", "random", "random"])
        >>> sum(totals), totals[0] > 0
        (0, True)
        """
        if len(players) != _SEATS:
            raise ValueError(f"players must name four players, got {len(players)}")
        for p in players:
            if not callable(p) and p not in ("greedy", "random"):
                raise ValueError(f"a player is 'greedy', 'random' or a callable (game, seat) -> action, got {p!r}")
        rng = random.Random(seed)
        while not self.done:
            game = self.game
            assert game is not None
            while not game.done:
                for seat in game.to_act():
                    player = players[self.player_at(seat)]
                    if player == "greedy":
                        action = game.greedy_action(seat)
                    elif player == "random":
                        action = rng.choice(game.legal_actions(seat))
                    else:
                        assert callable(player)
                        action = player(game, seat)
                    game.act(seat, action)
            self.finish_hand()
        return list(self.totals)

    def _deal_next(self) -> None:
        h = len(self.hands)
        if self.format == "rotation":
            wind, hand_seed = h // _SEATS, derive_seed(self.seed, h)
            self._seating = tuple((p - h) % _SEATS for p in range(_SEATS))  # type: ignore[assignment]
        else:
            wind, rotation = divmod(h, _SEATS)
            hand_seed = derive_seed(self.seed, wind)
            self._seating = tuple((p + rotation) % _SEATS for p in range(_SEATS))  # type: ignore[assignment]
        self.game = Game(self.ruleset, seed=hand_seed, prevalent_wind=wind)
