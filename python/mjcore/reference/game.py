"""Independent pure-Python reference of one hand of MCR at the table (docs/game.md), the oracle
`mjcore.game` is tested against. Stdlib and the reference scorer only; never the compiled core.

The hand is a state machine with four kinds of decision: the drawer after a draw, the claimer
after a pung or chow (discard only), the seats asked about a discard, the seats that can rob an
added kong. Everything else (the deal, draws, flowers, replacement draws, closing a claim window
nobody used) runs by itself between decisions.

Reference-only readings (docs/game.md is silent on them):
* a win on a discard or a robbed kong moves the tile into the winner's concealed counts, so
  hand(winner) shows the complete hand; a robbed added kong goes back to being a pung;
* while the seats are asked about an added kong, the konger's meld already shows the kong;
* fourth_tile counts the other copies: for a robbed kong the konger's pung shows all three.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .decompose import is_winning
from .game_table import (
    ACTION_COUNT,
    ADDED_KONG,
    CHOW_HIGHEST,
    CHOW_LOWEST,
    CHOW_MELD,
    CONCEALED_KONG,
    CONCEALED_KONG_MELD,
    DISCARD,
    KONG,
    KONG_MELD,
    PASS,
    PUNG,
    PUNG_MELD,
    WIN,
    SeatState,
    TableMeld,
    chow_runs,
    claim_options,
    draw_options,
)
from .game_walls import HAND_SIZE, NUM_KINDS, RULESETS, SEATS, ReferenceRules, Walls, check_wall, is_flower, shuffled_deck
from .game_win import TurnFlags, Win, settle, win_check

__all__ = ["ACTION_COUNT", "RULESETS", "ReferenceGame", "ReferenceResult", "ReferenceRules", "shuffled_deck"]

Event = tuple[str, int, int, int]
"""(kind, seat, tile, other), docs/game.md "The record"."""

# Phases: who decides now.
_AFTER_DRAW: Final = "after_draw"  # the drawer
_AFTER_CLAIM: Final = "after_claim"  # the pung / chow claimer, discard only
_ON_DISCARD: Final = "on_discard"  # the seats with a claim on the discard
_ON_ADDED_KONG: Final = "on_added_kong"  # the seats that can rob the kong
_DONE: Final = "done"


@dataclass(frozen=True)
class ReferenceResult:
    """How the hand ended."""

    reason: str  # "win" | "exhausted"
    winner: int  # -1 if exhausted
    win_tile: int  # -1 if exhausted
    from_seat: int  # who gave the tile, the winner itself when self-drawn; -1 if exhausted
    total: int  # the winner's MCR total, flowers included (0 if exhausted)
    fans: dict[str, int]  # the reference scorer's fan counts (empty if exhausted)
    context: dict[str, object]  # the keywords the win was scored with (empty if exhausted)
    payments: tuple[int, int, int, int]


class ReferenceGame:
    """One hand: ruleset "mcr" or "botzone" (or a ReferenceRules), dealt from seed or wall."""

    def __init__(
        self,
        ruleset: str | ReferenceRules = "mcr",
        *,
        seed: int | None = None,
        wall: Sequence[int] | None = None,
        dealer: int = 0,
        prevalent_wind: int = 0,
    ) -> None:
        if isinstance(ruleset, ReferenceRules):
            self._rules = ruleset
        elif isinstance(ruleset, str) and ruleset in RULESETS:
            self._rules = RULESETS[ruleset]
        else:
            raise ValueError(f"unknown play ruleset {ruleset!r} ({', '.join(RULESETS)})")
        if isinstance(prevalent_wind, bool) or not isinstance(prevalent_wind, int) or not 0 <= prevalent_wind < SEATS:
            raise ValueError(f"prevalent_wind must be 0..3 (E S W N), got {prevalent_wind!r}")
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < SEATS:
            raise ValueError(f"dealer must be 0..3 (a seat), got {dealer!r}")
        if (seed is None) == (wall is None):
            raise ValueError("give exactly one of seed= and wall=")
        flowers = self._rules.flowers
        tiles = shuffled_deck(seed, flowers) if seed is not None else check_wall(wall or (), flowers)
        self._prevalent = prevalent_wind
        self._dealer = dealer  # East: dealt first, draws first; seat s has wind (s - dealer) mod 4
        self._walls = Walls(tiles, self._rules.shared_wall)
        self._seats = [SeatState() for _ in range(SEATS)]
        self._events: list[Event] = []
        self._result: ReferenceResult | None = None
        self._phase = _DONE
        self._actor = -1  # the drawer, claimer, discarder or konger of the current phase
        self._tile = -1  # the drawn, discarded or added tile
        self._asked: dict[int, list[int]] = {}  # seat -> legal actions, in priority order
        self._answers: dict[int, int] = {}
        self._wins: dict[int, Win] = {}  # seat -> its score if it wins now
        # What the first-turn flags read: a claim or kong made, discards so far, each seat's
        # draws (replacements aside) and last drawn tile, the non-dealers dealt a ready hand
        # that have discarded only what they drew since, whether the discard followed a kong.
        self._interrupted = False
        self._discards = 0
        self._draws = [0] * SEATS
        self._drawn = [-1] * SEATS
        self._after_kong_discard = False
        self._deal()
        self._kept_dealt = {seat for seat in range(SEATS) if seat != dealer and self._dealt_ready(seat)}
        self._draw(dealer)

    # -- what the caller sees -------------------------------------------------------------

    @property
    def done(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> ReferenceResult | None:
        return self._result

    @property
    def events(self) -> list[Event]:
        return list(self._events)

    def to_act(self) -> list[int]:
        return [s for s in self._asked if s not in self._answers]

    def legal_actions(self, seat: int) -> list[int]:
        return list(self._asked[seat]) if seat in self.to_act() else []

    def hand(self, seat: int) -> tuple[list[int], list[TableMeld], list[int]]:
        s = self._seats[self._seat(seat)]
        return list(s.concealed), list(s.melds), list(s.flowers)

    def river(self, seat: int) -> list[int]:
        """Reference-only: seat's discards nobody claimed, in order."""
        return list(self._seats[self._seat(seat)].river)

    def walls(self) -> list[list[int]]:
        """Reference-only: what is left of the wall(s), one list or four, in the list's order."""
        return self._walls.remaining()

    def act(self, seat: int, action: int) -> None:
        if action not in self.legal_actions(seat):
            raise ValueError(f"action {action!r} is not legal for seat {seat!r} now (legal: {self.legal_actions(seat)})")
        if self._phase in (_AFTER_DRAW, _AFTER_CLAIM):
            self._decide(seat, action)
            return
        self._answers[seat] = action
        if self.to_act():
            return
        if self._phase == _ON_DISCARD:
            self._resolve_discard()
        else:
            self._resolve_added_kong()

    # -- automatic steps ------------------------------------------------------------------

    def _deal(self) -> None:
        # Each seat in turn, the dealer first, takes until it holds 13 that are not flowers,
        # from the end of its wall.
        for seat in [(self._dealer + step) % SEATS for step in range(SEATS)]:
            held = 0
            while held < HAND_SIZE:
                tile = self._walls.take(seat)
                assert tile is not None  # a full wall always deals 13: at most 8 flowers in 34+
                if is_flower(tile):
                    self._set_aside(seat, tile)
                else:
                    self._seats[seat].concealed[tile] += 1
                    held += 1

    def _dealt_ready(self, seat: int) -> bool:
        concealed = self._seats[seat].concealed
        return any(concealed[t] < 4 and is_winning(list(concealed), [], t) for t in range(NUM_KINDS))

    def _turn(self, seat: int, from_seat: int, robbing: bool) -> TurnFlags:
        """The first-turn and after-kong flags of a win by seat on from_seat's tile."""
        first_turn = first_round = False
        if not self._interrupted:
            if from_seat == seat:
                first_turn = self._draws[seat] == 1  # 天和 (the dealer) or 地和 (another seat)
            elif not robbing:
                first_turn = from_seat == self._dealer and self._discards == 1  # 地和 on the dealer's first discard
                first_round = 2 <= self._discards <= SEATS  # 人和: another seat's first discard
        return TurnFlags(
            first_turn=first_turn,
            first_round_discard=first_round,
            ready_at_deal=seat in self._kept_dealt,
            discard_after_kong=from_seat != seat and not robbing and self._after_kong_discard,
        )

    def _draw(self, seat: int) -> None:
        """seat draws (flowers set aside, drawing again) and decides; an empty wall ends the hand."""
        s = self._seats[seat]
        while True:
            tile = self._walls.take(seat)
            if tile is None:
                self._end_exhausted()
                return
            if not is_flower(tile):
                break
            self._set_aside(seat, tile)
            if self._rules.flower_ends_kong_flag:
                s.kong_flag = False  # Botzone keeps the flag for one draw turn, a flower's included
        s.concealed[tile] += 1
        if not s.kong_flag:
            self._draws[seat] += 1
        self._drawn[seat] = tile
        self._record("draw", seat, tile, -1)
        # last_tile: the shared wall, or the wall of the seat after the drawer, is empty.
        last = self._walls.empty(seat + 1)
        turn = self._turn(seat, seat, robbing=False)
        win = win_check(
            self._seats, seat, tile, self_drawn=True, kong=s.kong_flag, last_tile=last, prevalent_wind=self._prevalent, turn=turn,
            seat_wind=(seat - self._dealer) % SEATS,
        )
        options = draw_options(s, self._can_kong(seat)) + ([WIN] if win else [])
        self._ask(_AFTER_DRAW, seat, tile, {seat: sorted(options)}, {seat: win} if win else {})

    def _set_aside(self, seat: int, flower: int) -> None:
        self._seats[seat].flowers.append(flower)
        self._record("flower", seat, flower, -1)

    def _can_kong(self, seat: int) -> bool:
        # A replacement must exist: the shared wall, or the konger's and the next seat's walls.
        return not self._walls.empty(seat) and not self._walls.empty(seat + 1)

    # -- decisions ------------------------------------------------------------------------

    def _decide(self, seat: int, action: int) -> None:
        """The drawer's or the claimer's action."""
        s = self._seats[seat]
        after_kong = s.kong_flag
        s.kong_flag = False  # used (or not) by this draw's decision
        if action == WIN:
            win = self._wins[seat]
            self._end_win(seat, self._tile, seat, None, win)
        elif action < CONCEALED_KONG:
            tile = action - DISCARD
            if self._phase != _AFTER_DRAW or tile != self._drawn[seat]:
                self._kept_dealt.discard(seat)  # 天听 holds while only the drawn tile goes
            self._after_kong_discard = after_kong
            self._discard(seat, tile)
        elif action < ADDED_KONG:
            self._interrupted = True
            self._kept_dealt.discard(seat)
            tile = action - CONCEALED_KONG
            s.concealed[tile] -= 4
            s.melds.append((CONCEALED_KONG_MELD, tile, -1))
            self._record("concealed_kong", seat, tile, -1)
            self._kong_replacement(seat)
        else:
            self._added_kong(seat, action - ADDED_KONG)

    def _discard(self, seat: int, tile: int) -> None:
        self._seats[seat].concealed[tile] -= 1
        self._discards += 1
        self._record("discard", seat, tile, -1)
        # The last discard (the next draw would find nothing) may be won on, not claimed.
        last = self._walls.empty(seat + 1)
        asked: dict[int, list[int]] = {}
        wins: dict[int, Win] = {}
        for step in (1, 2, 3):
            other = (seat + step) % SEATS
            turn = self._turn(other, seat, robbing=False)
            win = win_check(
                self._seats, other, tile, self_drawn=False, kong=False, last_tile=last, prevalent_wind=self._prevalent, turn=turn,
                seat_wind=(other - self._dealer) % SEATS,
            )
            options = [] if last else claim_options(self._seats[other].concealed, tile, step == 1)
            if win:
                wins[other] = win
                options.append(WIN)
            if options:
                asked[other] = sorted(options + [PASS])
        self._ask(_ON_DISCARD, seat, tile, asked, wins)
        if not asked:
            self._close_discard()

    def _close_discard(self) -> None:
        """Nobody claims: the tile stays in the discarder's river, the next seat draws."""
        self._seats[self._actor].river.append(self._tile)
        self._draw((self._actor + 1) % SEATS)

    def _resolve_discard(self) -> None:
        """The first winner after the discarder; else the pung or kong; else the chow; else nothing."""
        q, tile = self._actor, self._tile
        order = [(q + step) % SEATS for step in (1, 2, 3)]
        answers = [(seat, self._answers.get(seat, PASS)) for seat in order]
        for seat, action in answers:
            if action == WIN:
                self._end_win(seat, tile, q, q, self._wins[seat])
                return
        for seat, action in answers:
            s = self._seats[seat]
            if action in (PUNG, KONG):
                self._claimed(seat)
            if action == PUNG:
                s.concealed[tile] -= 2
                s.melds.append((PUNG_MELD, tile, q))
                self._record("pung", seat, tile, q)
                self._ask(_AFTER_CLAIM, seat, tile, {seat: draw_options(s, can_kong=False)}, {})
                return
            if action == KONG:
                s.concealed[tile] -= 3
                s.melds.append((KONG_MELD, tile, q))
                self._record("kong", seat, tile, q)
                self._kong_replacement(seat)
                return
        for seat, action in answers:
            if CHOW_LOWEST <= action <= CHOW_HIGHEST:
                self._claimed(seat)
                s = self._seats[seat]
                low = dict(chow_runs(s.concealed, tile))[action]
                for t in (low, low + 1, low + 2):
                    if t != tile:
                        s.concealed[t] -= 1
                s.melds.append((CHOW_MELD, low, q))
                self._record("chow", seat, tile, low)
                self._ask(_AFTER_CLAIM, seat, tile, {seat: draw_options(s, can_kong=False)}, {})
                return
        self._close_discard()

    def _claimed(self, seat: int) -> None:
        """A claim ends the uninterrupted first go-around, and the claimer's dealt hand."""
        self._interrupted = True
        self._kept_dealt.discard(seat)

    def _added_kong(self, seat: int, tile: int) -> None:
        """The tile joins the pung; the seats that win on it are asked first (robbing the kong)."""
        s = self._seats[seat]
        s.concealed[tile] -= 1
        self._interrupted = True
        s.melds = [(KONG_MELD, t, giver) if (kind, t) == (PUNG_MELD, tile) else (kind, t, giver) for kind, t, giver in s.melds]
        self._record("added_kong", seat, tile, -1)
        asked: dict[int, list[int]] = {}
        wins: dict[int, Win] = {}
        for step in (1, 2, 3):
            other = (seat + step) % SEATS
            win = win_check(
                self._seats,
                other,
                tile,
                self_drawn=False,
                kong=True,
                last_tile=False,
                prevalent_wind=self._prevalent,
                seat_wind=(other - self._dealer) % SEATS,
                robbing=True,
                turn=self._turn(other, seat, robbing=True),
            )
            if win:
                wins[other] = win
                asked[other] = [WIN, PASS]
        self._ask(_ON_ADDED_KONG, seat, tile, asked, wins)
        if not asked:
            self._kong_replacement(seat)

    def _resolve_added_kong(self) -> None:
        p, tile = self._actor, self._tile
        for step in (1, 2, 3):
            seat = (p + step) % SEATS
            if self._answers.get(seat) == WIN:
                konger = self._seats[p]  # the kong is robbed: the meld is a pung again
                konger.melds = [(PUNG_MELD, t, g) if (k, t) == (KONG_MELD, tile) else (k, t, g) for k, t, g in konger.melds]
                self._end_win(seat, tile, p, p, self._wins[seat])
                return
        self._kong_replacement(p)

    def _kong_replacement(self, seat: int) -> None:
        self._seats[seat].kong_flag = True  # for the replacement draw's decision
        self._draw(seat)

    # -- bookkeeping ----------------------------------------------------------------------

    def _ask(self, phase: str, actor: int, tile: int, asked: dict[int, list[int]], wins: dict[int, Win]) -> None:
        self._phase, self._actor, self._tile = phase, actor, tile
        self._asked, self._answers, self._wins = asked, {}, wins

    def _record(self, kind: str, seat: int, tile: int, other: int) -> None:
        self._events.append((kind, seat, tile, other))

    def _end_win(self, winner: int, tile: int, from_seat: int, payer: int | None, win: Win) -> None:
        scored, context = win
        if from_seat != winner:
            self._seats[winner].concealed[tile] += 1  # the claimed tile completes the hand shown
        self._record("win", winner, tile, from_seat)
        payments = settle(winner, payer, scored.total)
        self._finish(ReferenceResult("win", winner, tile, from_seat, scored.total, dict(scored.fans), dict(context), payments))

    def _end_exhausted(self) -> None:
        self._record("exhausted", -1, -1, -1)
        self._finish(ReferenceResult("exhausted", -1, -1, -1, 0, {}, {}, (0, 0, 0, 0)))

    def _finish(self, result: ReferenceResult) -> None:
        self._result = result
        self._ask(_DONE, -1, -1, {}, {})

    @staticmethod
    def _seat(seat: int) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < SEATS:
            raise ValueError(f"seat must be 0..3, got {seat!r}")
        return seat
