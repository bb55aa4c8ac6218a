"""One win paid in money under its ruleset's payment scheme (:mod:`.win_schemes`), from its
Score or from its bare value, for every scheme: :func:`settle`.

The table schemes (``sichuan``, ``cantonese``) are paid here as a single win with the facts
one win has: self-drawn or the discarder, the robbed player (抢杠), the liable player (包).
What needs the hand's history — kongs and their income, who fed which meld, 血战's later
wins, several winners on one discard, the fed-kong 番 — is :class:`~mjcore.settlement.Round`'s.

>>> import mjcore
>>> hand = mjcore.Hand.parse("123m456p789s123p5z", win="5z")
>>> print(*settle(mjcore.score(hand, "zung-jung"), winner=0, discarder=2))
60 -20 -20 -20
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from mjcore._core import Score
from mjcore.ruleset import Ruleset, get_ruleset
from mjcore.settlement import bare_value
from mjcore.settlement.currency import unit_price
from mjcore.settlement.liability import CASES
from mjcore.settlement.seats import PLAYERS, check_seat
from mjcore.settlement.win_schemes import SCHEMES, Win

# The 包 cases a liable player pays a self-draw for (抢杠 is robbed=).
_SELF_DRAW_BAO = tuple(f"bao_{case}" for case in CASES if case != "rob_kong")


def settle(
    value: Score | int,
    *,
    winner: int,
    discarder: int | None = None,
    ruleset: Ruleset | str | None = None,
    dealer: int = 0,
    earlier_discarders: Sequence[int] = (),
    robbed: int | None = None,
    liable: int | None = None,
) -> list[Fraction]:
    """Each player's gain (+) or loss (-) in money, players 0..3 in seat order, exact.

    ``value``: the hand's :class:`~mjcore.Score`, or its bare value — an int in the ruleset's
    own unit (points under MCR and Zung Jung, 番 / faan under Sichuan, 保定, 鸡平和, Hong Kong;
    :mod:`mjcore.settlement.bare_value`), paid exactly as a Score of that value; it needs
    ``ruleset``. A hand below the ruleset's minimum cannot win (a bare value counts whole).
    ``ruleset`` defaults to the one that scored the Score. ``discarder`` is None for a
    self-drawn win. ``earlier_discarders``: the players who discarded the same tile earlier in
    the same go-around, first first (Zung Jung's same-turn immunity). ``dealer`` (庄) only
    matters to the ``man`` scheme. The ``cantonese`` scheme's facts: ``robbed``, the player whose
    added kong was robbed (抢杠, no discarder); ``liable``, the player liable (包) for this
    self-drawn win (the feeder of the twelfth tile, the third dragon or fourth wind pung, the
    fourth kong, or the claimed kong whose replacement tile won, as the ruleset's ``bao_*``
    options have it), who pays it alone. The money is the table's: points, except Hong Kong's ``base`` x
    ``payment_scale`` per point (:mod:`mjcore.settlement.currency`).

    >>> import mjcore
    >>> nine_gates = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"))
    >>> print(*settle(nine_gates, winner=0, discarder=2))
    115 -8 -99 -8
    >>> print(*settle(nine_gates, winner=0))
    297 -99 -99 -99
    >>> settle(91, ruleset="mcr", winner=0) == settle(nine_gates, winner=0)   # its bare value: 91 points
    True
    >>> settle(8, ruleset=mjcore.ruleset.hong_kong_ruleset(base="1/2"), winner=1, discarder=3)  # 8 faan: 64 a portion
    [Fraction(0, 1), Fraction(64, 1), Fraction(0, 1), Fraction(-64, 1)]
    >>> settle(nine_gates, winner=0, discarder=0)
    Traceback (most recent call last):
    ValueError: the winner cannot be the discarder

    Under 保定 (the ``man`` scheme) a 七对 is 1翻, V = 2; East (player 0) deals; player 2 wins
    on player 1's discard: player 1 pays 2 x 2 (discarded), East 2 x 2 (dealer), player 3 pays 2.

    >>> pairs = mjcore.score(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"), "baoding")
    >>> print(*settle(pairs, winner=2, discarder=1))
    -4 -4 10 -2
    """
    if isinstance(value, Score):
        rules = get_ruleset(ruleset if ruleset is not None else value._ruleset)
        points, meets_minimum = value.total, value.meets_minimum
    elif isinstance(value, int) and not isinstance(value, bool):
        if ruleset is None:
            raise TypeError("a bare value needs its ruleset (ruleset=...): it does not say what it counts")
        rules = get_ruleset(ruleset)
        points = bare_value.points(rules, value)
        meets_minimum = points >= rules.minimum
    else:
        raise TypeError(
            "value must be a Score (from mjcore.score) or a bare value (an int: the hand's points or 番), "
            f"got {type(value).__name__}"
        )
    win = Win(points, winner, discarder, _players(earlier_discarders), dealer, robbed, liable)
    _check_seats(win)
    _check_scheme(rules, win)
    if not meets_minimum:
        raise ValueError(f"player {winner}'s hand is below the minimum of {rules.name!r}: it cannot win")
    paid = SCHEMES[rules.payments.scheme](rules.payments, win)
    price = unit_price(rules)
    out = [-paid.get(p, 0) * price for p in range(PLAYERS)]
    out[winner] = sum(paid.values()) * price
    return out


def _players(earlier: object) -> tuple[int, ...]:
    """earlier_discarders as a tuple (its seats are checked with the others)."""
    if isinstance(earlier, (str, bytes)) or not isinstance(earlier, Sequence):
        raise TypeError(f"earlier_discarders must be a sequence of players, got {type(earlier).__name__}")
    return tuple(earlier)


def _check_seats(win: Win) -> None:
    """Each player given is a seat, and the facts agree with each other."""
    check_seat(win.winner, "winner")
    check_seat(win.dealer, "dealer")
    if win.discarder is not None:
        check_seat(win.discarder, "discarder")
        if win.discarder == win.winner:
            raise ValueError("the winner cannot be the discarder")
    for seat in win.earlier_discarders:
        check_seat(seat, "earlier_discarders: an earlier discarder")
    if win.earlier_discarders and win.discarder is None:
        raise ValueError("earlier_discarders only apply to a win on a discard")
    if win.robbed is not None:
        check_seat(win.robbed, "robbed")
        if win.robbed == win.winner:
            raise ValueError("a player cannot rob his own kong")
        if win.discarder is not None:
            raise ValueError("a robbed kong has no discarder (give robbed= alone)")
    if win.liable is not None:
        check_seat(win.liable, "liable")
        if win.liable == win.winner:
            raise ValueError("the winner cannot be liable for his own win")
        if win.discarder is not None or win.robbed is not None:
            raise ValueError("包 (liable=) is for a self-drawn win: a win on a discard or a robbed kong is paid as one")


def _check_scheme(rules: Ruleset, win: Win) -> None:
    """The ruleset pays wins, and pays for the facts given."""
    pay = rules.payments
    if pay.scheme not in SCHEMES:
        raise ValueError(f"ruleset {rules.name!r} defines no payments (payments.scheme = {pay.scheme!r})")
    if pay.scheme != "cantonese" and win.robbed is not None:
        raise ValueError(f"robbed= is a cantonese-scheme fact; {rules.name!r} pays a robbed kong as a discard (discarder=)")
    if win.liable is not None and not any(pay.options.get(case) for case in _SELF_DRAW_BAO):
        raise ValueError(f"ruleset {rules.name!r} makes nobody liable (包) for a self-drawn win")
