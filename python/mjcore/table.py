"""The facts of one hand at the table that decide who pays: who fed a kong, who discarded, who
is still playing. The tiles alone cannot show them.

A :class:`Round` records the hand as it happens (validated: seats 0..3, nobody feeds himself,
a player who has left 血战 takes no further part, the hands were scored under the round's
ruleset) and settles each event under its ruleset's payment scheme. Every settlement is a list of four
gains (+) and losses (-) that sums to zero; ``Round.ledger`` keeps the running total.

* ``sichuan`` (血战到底): a winner leaves the hand and later wins are paid only by the players
  still in it; one discard may make several winners (:meth:`Round.wins_on_discard`); kong
  income (刮风下雨, :meth:`Round.kong`) with 呼叫转移; at an exhausted wall 花猪 and 查大叫
  (:meth:`Round.exhausted`).

>>> import mjcore
>>> r = Round("sichuan")
>>> r.kong(2, "concealed")
[-2, -2, 6, -2]
>>> s = mjcore.score(mjcore.Hand.parse("11122233344m55p", win="5p"), "sichuan")
>>> r.wins_on_discard([(s, 0), (s, 1)], discarder=3)
[2, 2, 0, -4]
>>> r.active
(2, 3)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from mjcore._core import Score
from mjcore.ruleset import Ruleset, get_ruleset

PLAYERS: Final = 4
KONG_KINDS: Final = ("direct", "added", "concealed")


def check_seat(seat: object, what: str) -> int:
    """`seat` if it is a player 0..3; otherwise a ValueError naming `what` it was.

    >>> check_seat(2, "the winner")
    2
    >>> check_seat(4, "the winner")
    Traceback (most recent call last):
    ValueError: the winner must be a player 0..3, got 4
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
        raise ValueError(f"{what} must be a player 0..{PLAYERS - 1}, got {seat!r}")
    return seat


class Round:
    """One hand at a four-player table, settled under a ruleset's payment scheme (so far the
    ``sichuan`` scheme; the others settle with :func:`mjcore.settle`).

    >>> import mjcore
    >>> r = Round("sichuan")
    >>> s = mjcore.score(mjcore.Hand.parse("111m222m555p777p9p", win="9p"), "sichuan")
    >>> r.win(s, 1, discarder=3), r.active, r.ledger
    ([0, 2, 0, -2], (0, 2, 3), [0, 2, 0, -2])
    >>> Round("mcr")
    Traceback (most recent call last):
    ValueError: Round settles the sichuan payment scheme; 'mcr' uses 'mcr' (use mjcore.settle)
    """

    def __init__(self, ruleset: str | Ruleset) -> None:
        self.ruleset = get_ruleset(ruleset)
        self.scheme: str = self.ruleset.payments.scheme
        if self.scheme != "sichuan":
            raise ValueError(
                f"Round settles the sichuan payment scheme; {self.ruleset.name!r} uses {self.scheme!r} (use mjcore.settle)"
            )
        self.options: Mapping[str, Any] = self.ruleset.payments.options
        self.ledger = [0] * PLAYERS
        self._active = list(range(PLAYERS))
        self._kong_income: dict[int, list[int]] = {}  # player -> what his latest kong earned (呼叫转移)

    @property
    def active(self) -> tuple[int, ...]:
        """The players still in the hand (血战: winners leave)."""
        return tuple(self._active)

    # -- events ---------------------------------------------------------------------------

    def kong(self, player: int, kind: str, fed_by: int | None = None) -> list[int]:
        """A kong's income (刮风下雨): "direct" from `fed_by`'s discard (he pays), "added" to a
        pung or "concealed" (each active opponent pays).

        >>> r = Round("sichuan")
        >>> r.kong(0, "direct", fed_by=2), r.kong(1, "concealed")
        ([2, 0, -2, 0], [-2, 6, -2, -2])
        """
        self._check_active(player, "the player making the kong")
        if kind not in KONG_KINDS:
            raise ValueError(f"a kong is one of {', '.join(KONG_KINDS)}, got {kind!r}")
        if (kind == "direct") != (fed_by is not None):
            raise ValueError("a direct kong needs the feeder (fed_by=...), an added or concealed kong has none")
        if fed_by == player:
            raise ValueError("a player cannot make a kong from his own discard")
        out = [0] * PLAYERS
        income = self.options["kong_income"][KONG_KINDS.index(kind)]
        payers = [fed_by] if fed_by is not None else [p for p in self._active if p != player]
        for p in payers:
            self._check_active(p, "the feeder")
            out[p] -= income
            out[player] += income
        self._kong_income[player] = out
        return self._book(out)

    def win(self, score: Score, winner: int, discarder: int | None = None) -> list[int]:
        """One win: self-drawn (no `discarder`) or on a discard.

        >>> import mjcore
        >>> hand = mjcore.Hand.parse("111m222m555p777p9p", win="9p")
        >>> r = Round("sichuan")
        >>> r.win(mjcore.score(hand, "sichuan", self_drawn=True), 0), r.active
        ([12, -4, -4, -4], (1, 2, 3))
        """
        return self._settle([(score, winner)], discarder)

    def wins_on_discard(self, wins: Sequence[tuple[Score, int]], discarder: int) -> list[int]:
        """Several winners on one discard (一炮多响), each (score, winner).

        >>> import mjcore
        >>> s = mjcore.score(mjcore.Hand.parse("111m222m555p777p9p", win="9p"), "sichuan")
        >>> r = Round("sichuan")
        >>> r.wins_on_discard([(s, 1), (s, 3)], discarder=2), r.active
        ([0, 2, -4, 2], (0, 2))
        """
        if not wins:
            raise ValueError("wins_on_discard needs at least one (score, winner)")
        return self._settle(list(wins), discarder)

    def exhausted(self, flower_pigs: Sequence[int] = (), ready: Mapping[int, int] | None = None) -> list[int]:
        """The wall is exhausted: each 花猪 (still holding his void suit) pays
        `void_penalty` to every other active player who is not one; 查大叫 (when on): every active
        player not in `ready` pays each ready player his best hand value on a discard basis
        (`ready`: player -> that value, computed by the caller) and refunds his kong income.

        >>> Round("sichuan").exhausted(flower_pigs=[1], ready={0: 4})
        [28, -52, 12, 12]
        """
        ready = dict(ready or {})
        pigs = set(flower_pigs)
        for p in [*pigs, *ready]:
            self._check_active(p, "a player settled at the exhausted wall")
        if pigs & set(ready):
            raise ValueError("a 花猪 (still holding his void suit) cannot be ready")
        out = [0] * PLAYERS
        penalty = self.options["void_penalty"]
        for pig in pigs:
            for p in self._active:
                if p not in pigs:
                    out[pig] -= penalty
                    out[p] += penalty
        if self.options["cha_da_jiao"]:
            self._cha_da_jiao(ready, out)
        return self._book(out)

    def _cha_da_jiao(self, ready: dict[int, int], out: list[int]) -> None:
        for loser in (p for p in self._active if p not in ready):
            for p, value in ready.items():
                if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                    raise ValueError(f"a ready player's value must be a non-negative integer, got {value!r}")
                out[loser] -= value
                out[p] += value
            for p, r in enumerate(self._kong_income.pop(loser, [0] * PLAYERS)):
                out[p] -= r

    # -- settlement -----------------------------------------------------------------------

    def _settle(self, wins: list[tuple[Score, int]], discarder: int | None) -> list[int]:
        winners = [check_seat(w, "the winner") for _, w in wins]
        if len(set(winners)) != len(winners):
            raise ValueError("a player wins at most once on one discard")
        for score, winner in wins:
            self._check_active(winner, "the winner")
            if score.ruleset != self.ruleset.name:
                raise ValueError(f"the hand was scored under {score.ruleset!r}, the round plays {self.ruleset.name!r}")
        if discarder is not None:
            self._check_active(discarder, "the discarder")
            if discarder in winners:
                raise ValueError("a winner cannot be the discarder")
        out = [0] * PLAYERS
        for score, winner in wins:
            if discarder is None:
                each = score.total + self.options["self_draw_base"]
                payers = [p for p in self._active if p != winner]
            else:
                each, payers = score.total, [discarder]
            for p in payers:
                out[p] -= each
                out[winner] += each
        if discarder is not None and self.options["hujiao_zhuanyi"]:
            self._transfer_kong_income(wins, discarder, out)
        for _, winner in wins:
            self._active.remove(winner)
        return self._book(out)

    def _transfer_kong_income(self, wins: list[tuple[Score, int]], discarder: int, out: list[int]) -> None:
        """呼叫转移: on 杠上炮 the discarder's latest kong income passes to the winner (with
        several, the first after the discarder in turn order)."""
        after_kong = [w for s, w in wins if "discard_after_kong" in s.fan_counts]
        income = self._kong_income.pop(discarder, None)
        if not after_kong or not income:
            return
        taker = min(after_kong, key=lambda w: (w - discarder) % PLAYERS)
        earned = income[discarder]
        out[discarder] -= earned
        out[taker] += earned

    def _book(self, out: list[int]) -> list[int]:
        assert sum(out) == 0, out
        self.ledger = [a + b for a, b in zip(self.ledger, out)]
        return out

    def _check_active(self, seat: object, what: str) -> None:
        check_seat(seat, what)
        if seat not in self._active:
            raise ValueError(f"{what} (player {seat}) has already won and left the hand")
