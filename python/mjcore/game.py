"""The table: one hand of mahjong played by the compiled engine (docs/game.md).

>>> import random
>>> import mjcore.game
>>> g = mjcore.game.Game("mcr", seed=1)
>>> rng = random.Random(1)
>>> while not g.done:
...     for seat in g.to_act():
...         g.act(seat, rng.choice(g.legal_actions(seat)))
>>> g.result.reason in ("win", "exhausted"), sum(g.result.payments)
(True, 0)

Every action is an index into a fixed space of :data:`ACTION_COUNT` actions (docs/game.md
"The action space"); a win is scored by :func:`mjcore.score` with the context the table
derived, never with flags a caller asserts.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from mjcore._core import Hand, Meld, MeldKind, MeldSource, Score, Seat, score
from mjcore._core import game as _engine
from mjcore.game_view import OtherSeat, SeatView

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mjcore.game_match import HandRecord, Match
    from mjcore.game_vector import PlayedHands, VectorEnv, play

__all__ = [
    "ACTION_COUNT",
    "Action",
    "ADDED_KONG",
    "CHOW_HIGHEST",
    "CHOW_LOWEST",
    "CHOW_MIDDLE",
    "CONCEALED_KONG",
    "DISCARD",
    "KONG",
    "PASS",
    "PLAY_RULES",
    "PUNG",
    "WIN",
    "Event",
    "Game",
    "GameResult",
    "HandRecord",
    "Match",
    "OtherSeat",
    "SeatView",
    "PlayedHands",
    "TableMeld",
    "VectorEnv",
    "action_name",
    "play",
]

# The action space (docs/game.md "The action space"), as the engine numbers it.
DISCARD: Final[int] = _engine.ACTIONS["DISCARD"]  # + tile
CONCEALED_KONG: Final[int] = _engine.ACTIONS["CONCEALED_KONG"]  # + tile
ADDED_KONG: Final[int] = _engine.ACTIONS["ADDED_KONG"]  # + tile
WIN: Final[int] = _engine.ACTIONS["WIN"]
PASS: Final[int] = _engine.ACTIONS["PASS"]
CHOW_LOWEST: Final[int] = _engine.ACTIONS["CHOW_LOWEST"]  # the discard is the run's lowest tile
CHOW_MIDDLE: Final[int] = _engine.ACTIONS["CHOW_MIDDLE"]
CHOW_HIGHEST: Final[int] = _engine.ACTIONS["CHOW_HIGHEST"]
PUNG: Final[int] = _engine.ACTIONS["PUNG"]
KONG: Final[int] = _engine.ACTIONS["KONG"]
ACTION_COUNT: Final[int] = _engine.ACTION_COUNT

PLAY_RULES: Final[tuple[str, ...]] = tuple(_engine.play_rules_names())
"""The play rules a Game takes: "mcr" (144 tiles, one shared wall), "botzone" (136, per-seat walls)."""

Event = tuple[str, int, int, int]
"""(kind, seat, tile, other): docs/game.md "The record"."""

TableMeld = tuple[str, int, int]
"""(kind, lowest tile, the seat it was claimed from or -1): kind is chow, pung, kong, concealed_kong."""

_MAX_SEED: Final = (1 << 64) - 1
_WALL_TILES: Final = 42  # 0..33 and the flowers 34..41
_WINDS: Final = 4

_SINGLE: Final = {DISCARD: "discard", CONCEALED_KONG: "concealed_kong", ADDED_KONG: "added_kong"}
_OTHERS: Final = {WIN: "win", PASS: "pass", CHOW_LOWEST: "chow_lowest", CHOW_MIDDLE: "chow_middle"} | {
    CHOW_HIGHEST: "chow_highest",
    PUNG: "pung",
    KONG: "kong",
}


@dataclass(frozen=True)
class Action:
    """A legal action as an object: its index in the action space, its kind (discard,
    concealed_kong, added_kong, win, pass, chow_lowest, chow_middle, chow_highest, pung, kong)
    and the tile it names (``None`` for the kinds that name none: a claim is on the discard).

    >>> Action.of(DISCARD + 4), Action.of(PUNG).kind
    (Action(index=4, kind='discard', tile=4), 'pung')
    """

    index: int
    kind: str
    tile: int | None

    @staticmethod
    def of(index: int) -> Action:
        """The action with this index.

        >>> Action.of(ADDED_KONG + 31)
        Action(index=99, kind='added_kong', tile=31)
        """
        name = action_name(index)
        kind, _, tile = name.partition(" ")
        return Action(index, kind, int(tile) if tile else None)


def action_name(action: int) -> str:
    """A readable name: ``discard 5`` (tile index), ``pung``, ``pass`` ...

    >>> action_name(5), action_name(CONCEALED_KONG + 27), action_name(PASS)
    ('discard 5', 'concealed_kong 27', 'pass')
    """
    if isinstance(action, bool) or not isinstance(action, int):
        raise TypeError(f"action must be an int, got {type(action).__name__}")
    if not 0 <= action < ACTION_COUNT:
        raise ValueError(f"action must be 0..{ACTION_COUNT - 1}, got {action}")
    if action < WIN:
        base = max(b for b in _SINGLE if b <= action)
        return f"{_SINGLE[base]} {action - base}"
    return _OTHERS[action]


@dataclass(frozen=True)
class GameResult:
    """How a hand ended.

    ``reason``: "win", "exhausted" (荒牌), "false_win" or "invalid" (an offence: ``offender``
    pays). For a win: ``winners`` and their ``scores`` (``mjcore.score`` of the final hand with
    the ``context`` derived at the table: ``score.explain()`` says why), the winning tile and
    who gave it (the winner itself when self-drawn). ``payments``: each seat's gain, summing to 0.

    >>> g = Game("botzone", seed=1)
    >>> g.penalize(3, "invalid")
    >>> g.result.reason, g.result.offender, g.result.payments
    ('invalid', 3, (10, 10, 10, -30))
    """

    reason: str
    winners: tuple[int, ...]
    scores: tuple[Score, ...]
    win_tile: int | None
    from_seat: int | None
    context: dict[str, bool | int] = field(default_factory=dict)
    payments: tuple[int, int, int, int] = (0, 0, 0, 0)
    offender: int | None = None

    @property
    def self_drawn(self) -> bool:
        return bool(self.context.get("self_drawn", False))


def _seed_argument(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, got {type(seed).__name__}")
    if not 0 <= seed <= _MAX_SEED:
        raise ValueError(f"seed must be an unsigned 64-bit integer (0..2^64-1), got {seed}")
    return seed


def _wall_argument(wall: object) -> bytes:
    if isinstance(wall, (str, bytes)) or not isinstance(wall, Sequence):
        raise TypeError(f"wall must be a sequence of tile indices, got {type(wall).__name__}")
    tiles = list(wall)  # read once; what is checked is this copy
    for t in tiles:
        if isinstance(t, bool) or not isinstance(t, int):
            raise TypeError(f"wall must hold ints (tile indices 0..41), got {type(t).__name__}")
        if not 0 <= t < _WALL_TILES:
            raise ValueError(f"wall must hold tile indices 0..41, got {t}")
    return bytes(tiles)


def _seat_argument(seat: object, name: str = "seat") -> int:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"{name} must be an int, got {type(seat).__name__}")
    if not 0 <= seat < _WINDS:
        raise ValueError(f"{name} must be 0..3 (a seat), got {seat}")
    return seat


def play_rules_name(ruleset: object) -> str:
    """``ruleset`` if it names play rules (:data:`PLAY_RULES`); otherwise the TypeError or
    ValueError every table-building call raises.

    >>> play_rules_name("mcr")
    'mcr'
    >>> play_rules_name("riichi")
    Traceback (most recent call last):
    ValueError: unknown play rules 'riichi' (botzone, mcr)
    """
    if not isinstance(ruleset, str):
        raise TypeError(f"ruleset must be a str naming play rules ({', '.join(PLAY_RULES)}), got {type(ruleset).__name__}")
    if ruleset not in PLAY_RULES:
        raise ValueError(f"unknown play rules {ruleset!r} ({', '.join(PLAY_RULES)})")
    return ruleset


def scoring_meld(seat: int, meld: TableMeld) -> Meld:
    """The :class:`mjcore.Meld` that seat ``seat`` scores for a meld as the table records it
    (``(kind, tile, giver)``, the giver a seat, -1 for a concealed kong).

    >>> scoring_meld(0, ("pung", 5, 3))
    Meld.parse('pung 666m@left')
    """
    kind, tile, giver = meld
    if kind == "concealed_kong":
        return Meld(MeldKind.KONG, tile, MeldSource.CONCEALED)
    # The giver as the owner sees it: the seat before it is on its left.
    side = (Seat.NONE, Seat.RIGHT, Seat.ACROSS, Seat.LEFT)[(giver - seat) % _WINDS]
    kinds = {"chow": MeldKind.CHOW, "pung": MeldKind.PUNG, "kong": MeldKind.KONG}
    return Meld(kinds[kind], tile, MeldSource.EXPOSED, side)


class Game:
    """One hand at the table under play rules "mcr" or "botzone" (:data:`PLAY_RULES`).

    Dealt from ``seed`` (the documented shuffle: the same seed deals the same wall everywhere),
    from an explicit ``wall`` (tile indices, a permutation of the rules' deck), or, with
    neither, from a fresh random seed (``g.deal`` shows it). The ``dealer`` seat (0 unless
    given) is East: it is dealt first and draws first, and seat *s* has seat wind
    (*s* − dealer) mod 4.

    >>> g = Game("mcr", seed=1)
    >>> g.to_act(), g.hand(0)[2]            # the dealer decides first; it set a flower aside
    ([0], [36])
    """

    __slots__ = ("_deal", "_result", "_table")

    def __init__(
        self,
        ruleset: str = "mcr",
        *,
        seed: int | None = None,
        wall: Sequence[int] | None = None,
        dealer: int = 0,
        prevalent_wind: int = 0,
    ) -> None:
        play_rules_name(ruleset)
        if isinstance(prevalent_wind, bool) or not isinstance(prevalent_wind, int):
            raise TypeError(f"prevalent_wind must be an int 0..3 (E S W N), got {type(prevalent_wind).__name__}")
        if seed is not None and wall is not None:
            raise ValueError("give seed= or wall=, not both")
        if wall is not None:
            tiles = _wall_argument(wall)
        else:
            seed = int.from_bytes(os.urandom(8), "little") if seed is None else _seed_argument(seed)
            tiles = bytes(_engine.shuffled_wall(ruleset, seed))
        self._table = _engine.Table(ruleset, tiles, prevalent_wind, _seat_argument(dealer, "dealer"))
        self._deal: dict[str, Any] = {"ruleset": ruleset, "seed": seed, "dealer": dealer, "prevalent_wind": prevalent_wind}
        if wall is not None:
            self._deal["wall"] = list(tiles)
        self._result: GameResult | None = None

    # -- deciding ---------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self._table.done

    def to_act(self) -> list[int]:
        """The seats that must decide now, in priority order (after a discard, every seat that
        may claim it; the engine moves on when all of them have acted).

        >>> Game("mcr", seed=1).to_act()
        [0]
        """
        return self._table.to_act()

    def legal_actions(self, seat: int) -> list[int]:
        """seat's legal actions now, ascending (empty unless it must decide).

        >>> g = Game("mcr", seed=1)
        >>> g.legal_actions(0)[:3], g.legal_actions(1)
        ([2, 3, 4], [])
        """
        return self._table.legal_actions(_seat_argument(seat))

    def actions(self, seat: int) -> list[Action]:
        """The same as objects (index, kind, tile); ``act`` takes them too.

        >>> g = Game("mcr", seed=1)
        >>> g.actions(0)[0], g.actions(0)[-1].kind
        (Action(index=2, kind='discard', tile=2), 'discard')
        """
        return [Action.of(a) for a in self.legal_actions(seat)]

    def legal_mask(self, seat: int) -> npt.NDArray[np.bool_]:
        """The same as a bool array over the :data:`ACTION_COUNT` actions.

        >>> mask = Game("mcr", seed=1).legal_mask(0)
        >>> mask.shape, int(mask.sum())
        ((109,), 12)
        """
        import numpy as np

        return np.frombuffer(self._table.legal_mask(_seat_argument(seat)), dtype=np.bool_).copy()

    def act(self, seat: int, action: int | Action) -> None:
        """Takes seat's action; ``ValueError`` unless it is legal now.

        >>> g = Game("mcr", seed=1)
        >>> g.act(0, DISCARD + 2)
        >>> g.events[-2:]                        # nobody claims it: seat 1 draws
        [('discard', 0, 2, -1), ('draw', 1, 27, -1)]
        >>> g.act(0, DISCARD + 2)
        Traceback (most recent call last):
        ValueError: action 2 is not legal for seat 0 now
        """
        if isinstance(action, Action):
            action = action.index
        if isinstance(action, bool) or not isinstance(action, int):
            raise TypeError(f"action must be an int, got {type(action).__name__}")
        if not 0 <= action < ACTION_COUNT:
            raise ValueError(f"action must be 0..{ACTION_COUNT - 1}, got {action}")
        self._table.act(_seat_argument(seat), action)

    def greedy_action(self, seat: int) -> int:
        """What the built-in greedy player would do for seat now (docs/game.md "Built-in
        players"); ``ValueError`` unless seat must decide.

        >>> action_name(Game("mcr", seed=1).greedy_action(0))
        'discard 28'
        """
        action = self._table.greedy_action(_seat_argument(seat))
        if action < 0:
            raise ValueError(f"seat {seat} has no decision to make now")
        return int(action)

    def penalize(self, seat: int, reason: str) -> None:
        """Ends the hand on seat's offence, "false_win" (错和) or "invalid" (an answer the rules
        do not allow): it pays each other seat the penalty (Botzone: 10 each).

        >>> g = Game("mcr", seed=1)
        >>> g.penalize(0, "false_win")
        >>> g.done, g.result.payments
        (True, (-30, 10, 10, 10))
        """
        if not isinstance(reason, str):
            raise TypeError(f"reason must be a str, got {type(reason).__name__}")
        self._table.penalize(_seat_argument(seat), reason)

    # -- what the table shows ---------------------------------------------------------------

    @property
    def events(self) -> list[Event]:
        """The record: docs/game.md "The record"."""
        return self._table.events()

    @property
    def deal(self) -> dict[str, Any]:
        """What dealt this hand: ``Game.replay(g.events, **g.deal)`` plays it again."""
        return dict(self._deal)

    def hand(self, seat: int) -> tuple[list[int], list[TableMeld], list[int]]:
        """seat's concealed tile counts (34), declared melds in order, flowers (34..41).

        >>> concealed, melds, flowers = Game("mcr", seed=1).hand(0)
        >>> sum(concealed), melds, flowers
        (14, [], [36])
        """
        return self._table.hand(_seat_argument(seat))

    def river(self, seat: int) -> list[int]:
        """seat's discards nobody claimed, in order (a discard joins it once nobody claims it).

        >>> g = Game("mcr", seed=1)
        >>> g.act(0, DISCARD + 28)
        >>> g.river(0)
        [28]
        """
        return self._table.river(_seat_argument(seat))

    def walls(self) -> list[list[int]]:
        """What is left of the wall: one list (shared) or four (per seat); draws take the last.

        >>> [len(w) for w in Game("mcr", seed=1).walls()], [len(w) for w in Game("botzone", seed=1).walls()]
        ([87], [20, 21, 21, 21])
        """
        return self._table.walls()

    def observation(self, seat: int) -> npt.NDArray[np.uint8]:
        """seat's view as the documented feature vector (docs/game.md "Observations").

        >>> obs = Game("mcr", seed=1).observation(0)
        >>> obs.shape, int(obs[:34].sum())        # its own 14 concealed tiles come first
        ((366,), 14)
        """
        import numpy as np

        return np.frombuffer(self._table.observation(_seat_argument(seat)), dtype=np.uint8).copy()

    def view(self, seat: int) -> SeatView:
        """seat's view as a plain object: its own tiles, what the others show, the decision now.

        >>> g = Game("mcr", seed=1)
        >>> g.view(0).tile, g.view(1).tile       # the drawn tile is the drawer's secret
        (3, None)
        """
        seat = _seat_argument(seat)
        phase, actor, tile = self._table.decision()
        concealed, melds, flowers = self._table.hand(seat)
        others = []
        for step in (1, 2, 3):
            other = (seat + step) % _WINDS
            their_concealed, their_melds, their_flowers = self._table.hand(other)
            shown = tuple(("concealed_kong", -1, -1) if m[0] == "concealed_kong" else m for m in their_melds)
            others.append(OtherSeat(shown, tuple(self._table.river(other)), tuple(their_flowers), sum(their_concealed)))
        walls = self._table.walls()
        secret = phase == "after_draw" and actor != seat
        return SeatView(
            seat,
            tuple(concealed),
            tuple(melds),
            tuple(self._table.river(seat)),
            tuple(flowers),
            (others[0], others[1], others[2]),
            phase,
            actor,
            None if tile < 0 or secret else tile,
            (seat - self._deal["dealer"]) % _WINDS,
            self._deal["prevalent_wind"],
            len(walls[0] if len(walls) == 1 else walls[seat]),
            tuple(self._table.legal_actions(seat)),
        )

    @property
    def result(self) -> GameResult | None:
        """None while the hand goes on."""
        if self._result is None and self._table.done:
            self._result = self._make_result()
        return self._result

    def clone(self) -> Game:
        """An independent copy of this state (for search).

        >>> g = Game("mcr", seed=1)
        >>> copy = g.clone()
        >>> g.act(0, DISCARD + 28)
        >>> len(copy.events) < len(g.events)
        True
        """
        copy = Game.__new__(Game)
        copy._table = self._table.clone()
        copy._deal = dict(self._deal)
        copy._result = self._result
        return copy

    @classmethod
    def replay(
        cls,
        events: Sequence[Event],
        ruleset: str = "mcr",
        *,
        seed: int | None = None,
        wall: Sequence[int] | None = None,
        dealer: int = 0,
        prevalent_wind: int = 0,
    ) -> Game:
        """The hand that ``events`` record, dealt as given: every event must happen as recorded
        (``ValueError`` at the first that cannot).

        >>> g = Game("mcr", seed=1)
        >>> g.act(0, DISCARD + 28)
        >>> Game.replay(g.events, **g.deal).events == g.events
        True
        """
        if seed is None and wall is None:
            raise ValueError("replay needs the deal: seed= or wall= (Game.deal has them)")
        game = cls(ruleset, seed=seed, wall=wall, dealer=dealer, prevalent_wind=prevalent_wind)
        from mjcore.game_replay import replay_into

        replay_into(game, events)
        return game

    def _make_result(self) -> GameResult:
        ended = self._table.result()
        assert ended is not None  # asked only once the hand is over
        reason, seat, tile, from_seat, _total, context, payments = ended
        if reason != "win":
            offender = seat if reason in ("false_win", "invalid") else None
            return GameResult(reason, (), (), None, None, {}, payments, offender)
        concealed, melds, flowers = self._table.hand(seat)
        concealed = list(concealed)
        concealed[tile] -= 1  # the hand shown holds the winning tile
        hand = Hand.from_counts(concealed, [scoring_meld(seat, m) for m in melds], tile, len(flowers))
        flag = {k: bool(v) for k, v in context.items() if k not in ("seat_wind", "prevalent_wind", "flowers")}
        scored = score(
            hand,
            _engine.play_rules_scoring(self._deal["ruleset"]),
            self_drawn=flag["self_drawn"],
            last_tile=flag["last_tile"],
            kong=flag["kong"],
            fourth_tile=flag["fourth_tile"],
            first_turn=flag["first_turn"],
            first_round_discard=flag["first_round_discard"],
            ready_at_deal=flag["ready_at_deal"],
            discard_after_kong=flag["discard_after_kong"],
            seat_wind=int(context["seat_wind"]),
            prevalent_wind=int(context["prevalent_wind"]),
            flowers=int(context["flowers"]),
        )
        return GameResult(reason, (seat,), (scored,), tile, from_seat, dict(context), payments)


def __getattr__(name: str) -> Any:
    # The vectorised environment needs NumPy: imported when first asked for.
    if name in ("VectorEnv", "PlayedHands", "play", "OBSERVATION_SIZE"):
        from mjcore import game_vector

        return getattr(game_vector, name)
    if name in ("Match", "HandRecord"):
        from mjcore import game_match

        return getattr(game_match, name)
    raise AttributeError(f"module 'mjcore.game' has no attribute {name!r}")
