"""One win paid from its Score: what each player gains or loses under the ruleset's payment scheme.

Schemes (the ``payments`` table of a ruleset definition):

* ``mcr``: every loser pays ``base`` (8); the discarder, or every loser on a self-draw, pays the
  hand's total on top.
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
  or with ``all_pay_on_discard`` off only the discarder. The dealer is ``dealer`` (player 0,
  East, unless given).

V is the hand's total (``Score.total``). The winner always collects the sum of the payments.

>>> import mjcore
>>> hand = mjcore.Hand.parse("123m456p789s123p5z", win="5z")
>>> settle(mjcore.score(hand, "zung-jung"), winner=0, discarder=2)
[60, -20, -20, -20]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mjcore._core import Score
from mjcore.ruleset import Ruleset, get_ruleset
from mjcore.rulesets.spec import Payments
from mjcore.settlement.seats import PLAYERS, check_seat


@dataclass(frozen=True)
class Win:
    """The facts of one win a scheme pays from: the hand's value V and who is where."""

    value: int
    winner: int
    discarder: int | None  # None: self-drawn
    earlier_discarders: Sequence[int]
    dealer: int

    @property
    def losers(self) -> list[int]:
        return [p for p in range(PLAYERS) if p != self.winner]


def settle(
    score: Score,
    *,
    winner: int,
    discarder: int | None = None,
    earlier_discarders: Sequence[int] = (),
    ruleset: Ruleset | str | None = None,
    dealer: int = 0,
) -> list[int]:
    """Each player's gain (+) or loss (-), players 0..3 in seat order.

    ``discarder`` is None for a self-drawn win. ``earlier_discarders``: the players who
    discarded the same tile earlier in the same go-around, first first (Zung Jung's same-turn
    immunity). ``ruleset`` defaults to the one that scored ``score``. ``dealer`` (庄) only
    matters to the ``man`` scheme.

    >>> import mjcore
    >>> nine_gates = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"))
    >>> settle(nine_gates, winner=0, discarder=2), settle(nine_gates, winner=0)
    ([115, -8, -99, -8], [297, -99, -99, -99])
    >>> settle(nine_gates, winner=0, discarder=0)
    Traceback (most recent call last):
    ValueError: the winner cannot be the discarder

    Under 保定 (the ``man`` scheme) a 七对 is 1翻, V = 2; East (player 0) deals; player 2 wins
    on player 1's discard: player 1 pays 2 x 2 (discarded), East 2 x 2 (dealer), player 3 pays 2.

    >>> pairs = mjcore.score(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"), "baoding")
    >>> settle(pairs, winner=2, discarder=1)
    [-4, -4, 10, -2]
    """
    if not isinstance(score, Score):
        raise TypeError(f"score must be a Score (from mjcore.score), got {type(score).__name__}")
    rules = get_ruleset(ruleset if ruleset is not None else score._ruleset)
    check_seat(winner, "winner")
    check_seat(dealer, "dealer")
    if discarder is not None:
        check_seat(discarder, "discarder")
        if discarder == winner:
            raise ValueError("the winner cannot be the discarder")
    if isinstance(earlier_discarders, (str, bytes)) or not isinstance(earlier_discarders, Sequence):
        raise TypeError(f"earlier_discarders must be a sequence of players, got {type(earlier_discarders).__name__}")
    for seat in earlier_discarders:
        check_seat(seat, "earlier_discarders: an earlier discarder")
    if earlier_discarders and discarder is None:
        raise ValueError("earlier_discarders only apply to a win on a discard")
    pays = SCHEMES.get(rules.payments.scheme)
    if pays is None:
        if rules.payments.scheme in ROUND_SCHEMES:
            raise ValueError(
                f"ruleset {rules.name!r} is settled with the table's facts: use mjcore.settlement.Round"
            )
        raise ValueError(f"ruleset {rules.name!r} defines no payments (payments.scheme = {rules.payments.scheme!r})")
    win = Win(score.total, winner, discarder, tuple(earlier_discarders), dealer)
    paid = pays(rules.payments, win)
    out = [-paid.get(p, 0) for p in range(PLAYERS)]
    out[winner] = sum(paid.values())
    return out


def _mcr(pay: Payments, win: Win) -> dict[int, int]:
    """Every loser pays the base; the discarder (every loser on a self-draw) the total on top."""
    return {p: pay.base + (win.value if win.discarder in (None, p) else 0) for p in win.losers}


def _uniform(pay: Payments, win: Win) -> dict[int, int]:
    return {p: win.value for p in win.losers}


def _zung_jung(pay: Payments, win: Win) -> dict[int, int]:
    """The formal payoff: above the cap, the responsible player pays what the others do not."""
    if win.discarder is None or win.value <= pay.cap:
        return _uniform(pay, win)
    responsible = win.discarder
    if pay.same_turn_immunity and win.earlier_discarders:
        responsible = win.earlier_discarders[0]
    if responsible == win.winner:
        return _uniform(pay, win)
    return {p: 3 * win.value - 2 * pay.cap if p == responsible else pay.cap for p in win.losers}


def _man(pay: Payments, win: Win) -> dict[int, int]:
    """MAN §8: the value, doubled for a dealer at either end and for the discarder."""
    opts = pay.options
    payers = win.losers if win.discarder is None or opts["all_pay_on_discard"] else [win.discarder]
    paid = {}
    for p in payers:
        amount = win.value
        if opts["dealer_doubles"] and win.dealer in (win.winner, p):  # never both: the winner does not pay
            amount *= 2
        if opts["discarder_doubles"] and p == win.discarder:
            amount *= 2
        paid[p] = amount
    return paid


# The schemes a Score and the seats decide; the others need the table's history (Round).
SCHEMES: dict[str, Callable[[Payments, Win], dict[int, int]]] = {
    "mcr": _mcr,
    "uniform": _uniform,
    "zung-jung": _zung_jung,
    "man": _man,
}
ROUND_SCHEMES = ("sichuan", "cantonese")
