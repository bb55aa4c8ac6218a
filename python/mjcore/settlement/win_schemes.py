"""What each loser pays one winner under each payment scheme, from the hand's points and the
facts of the win; :func:`mjcore.settle` and :class:`~mjcore.settlement.Round` both pay through
these. The amounts are the scheme's units: points, or under the ``cantonese`` scheme
``self_draw_units`` per point (:mod:`mjcore.settlement.currency` prices them).

Schemes (the ``payments`` table of a ruleset definition; V is the hand's points, ``Score.total``):

* ``mcr``: every loser pays ``base`` (8); the discarder, or every loser on a self-draw, pays V
  on top.
* ``zung-jung`` (the official "formal" payoff): on a self-draw every loser pays V; on a discard
  (a robbed kong included) every loser pays V if V <= ``cap`` (25), otherwise the responsible
  player pays 3V - 2 x cap and the other two pay ``cap`` each. The responsible player is the
  discarder or, with ``same_turn_immunity``, the first player who discarded the same tile in
  the same go-around; if that is the winner himself, every loser pays V.
* ``uniform``: every loser pays V in every case.
* ``man`` (麻将手册 §8, the 保定 ruleset): every loser pays V = base x 2^翻 (the doubling
  conversion; the 翻 of the hand's patterns and actions alike), doubled once for each of: the
  winner is the dealer, this loser is the dealer, this loser discarded the winning tile
  (options ``dealer_doubles``, ``discarder_doubles``). On a discard win all three losers pay,
  or with ``all_pay_on_discard`` off only the discarder.
* ``sichuan`` (血战到底): the discarder pays V alone; on a self-draw every player still in the
  hand pays V + ``self_draw_base``.
* ``cantonese`` (鸡平和, Hong Kong): on a self-draw each loser pays ``self_draw_units`` x V; on a
  discard the discarder and each other loser pay their ``discard_units`` x V (全銃 / 半銃 as
  data); a liable player (包) pays a self-draw alone, the whole 3 x ``self_draw_units`` x V, and
  so does the robbed player (抢杠) with ``bao_rob_kong``, who otherwise pays as the discarder.

>>> from mjcore.ruleset import get_ruleset
>>> SCHEMES["zung-jung"](get_ruleset("zung-jung").payments, Win(80, winner=1, discarder=3))
{0: 25, 2: 25, 3: 190}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from mjcore.rulesets.spec import Payments
from mjcore.settlement.seats import PLAYERS


@dataclass(frozen=True)
class Win:
    """The facts of one win a scheme pays from: the hand's points and who is where."""

    points: int
    winner: int
    discarder: int | None = None  # None: self-drawn (or robbed)
    earlier_discarders: Sequence[int] = ()
    dealer: int = 0
    robbed: int | None = None
    liable: int | None = None
    players: Sequence[int] = range(PLAYERS)  # those still in the hand (血战: winners leave)

    @property
    def losers(self) -> list[int]:
        return [p for p in self.players if p != self.winner]


def _mcr(pay: Payments, win: Win) -> dict[int, int]:
    """Every loser pays the base; the discarder (every loser on a self-draw) the total on top."""
    return {p: pay.base + (win.points if win.discarder in (None, p) else 0) for p in win.losers}


def _uniform(pay: Payments, win: Win) -> dict[int, int]:
    return {p: win.points for p in win.losers}


def _zung_jung(pay: Payments, win: Win) -> dict[int, int]:
    """The formal payoff: above the cap, the responsible player pays what the others do not."""
    if win.discarder is None or win.points <= pay.cap:
        return _uniform(pay, win)
    responsible = win.discarder
    if pay.same_turn_immunity and win.earlier_discarders:
        responsible = win.earlier_discarders[0]
    if responsible == win.winner:
        return _uniform(pay, win)
    return {p: 3 * win.points - 2 * pay.cap if p == responsible else pay.cap for p in win.losers}


def _man(pay: Payments, win: Win) -> dict[int, int]:
    """MAN §8: the value, doubled for a dealer at either end and for the discarder."""
    opts = pay.options
    payers = win.losers if win.discarder is None or opts["all_pay_on_discard"] else [win.discarder]
    paid = {}
    for p in payers:
        amount = win.points
        if opts["dealer_doubles"] and win.dealer in (win.winner, p):  # never both: the winner does not pay
            amount *= 2
        if opts["discarder_doubles"] and p == win.discarder:
            amount *= 2
        paid[p] = amount
    return paid


def _sichuan(pay: Payments, win: Win) -> dict[int, int]:
    if win.discarder is not None:
        return {win.discarder: win.points}
    return {p: win.points + pay.options["self_draw_base"] for p in win.losers}


def _cantonese(pay: Payments, win: Win) -> dict[int, int]:
    """Self-draw units from each loser, the whole self-draw from a liable or robbed player, or
    the discard units of the discarder (the robbed player without ``bao_rob_kong``) and the others."""
    opts = pay.options
    each = opts["self_draw_units"] * win.points
    pays_all = win.liable if win.liable is not None else win.robbed if opts["bao_rob_kong"] else None
    if pays_all is not None:
        return {pays_all: (PLAYERS - 1) * each}
    discarder = win.robbed if win.robbed is not None else win.discarder
    if discarder is None:
        return {p: each for p in win.losers}
    by_discarder, by_other = opts["discard_units"]
    return {p: (by_discarder if p == discarder else by_other) * win.points for p in win.losers}


SCHEMES: Final[dict[str, Callable[[Payments, Win], dict[int, int]]]] = {
    "mcr": _mcr,
    "uniform": _uniform,
    "zung-jung": _zung_jung,
    "man": _man,
    "sichuan": _sichuan,
    "cantonese": _cantonese,
}
"""Each payment scheme's payments for one win: loser -> what he pays the winner."""
