"""Reference settlement of one win in money, from a reference score or a bare value, and of a
false win, written apart from `mjcore.settle` / `mjcore.settle_false_win` to check them: the
same checks in the same order with the same words, the payments of every scheme (the
cantonese scheme's by `settlement.shares`, the man scheme's by `man_settlement`), money as
Fractions. A ruleset is its `RulesetSpec`, always given (a reference score does not keep it).

>>> from mjcore.rulesets import mcr, spec
>>> rules = spec.parse(mcr.definition())
>>> print(*settle(91, ruleset=rules, winner=0, discarder=2))
115 -8 -99 -8
>>> print(*false_win(rules, offender=3))
10 10 10 -30
"""

from __future__ import annotations

import reprlib
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Union

from ..rulesets.spec import MAX_POINTS, MAX_TOTAL, RulesetSpec
from . import man_settlement, mcr, ruleset_score, settlement

N = 4
_QUOTE = reprlib.Repr()  # a message quotes a bounded part of the input, as the core's do
_QUOTE.maxstring = _QUOTE.maxother = 80
Scored = Union[ruleset_score.ReferenceScore, mcr.ReferenceScore]  # from ruleset_score.score or mcr.score (Union: Python 3.9)
_SCHEMES = ("mcr", "zung-jung", "uniform", "man", "sichuan", "cantonese")


def settle(
    value: Scored | int, *, ruleset: RulesetSpec, winner: Any, discarder: Any = None, dealer: Any = 0,
    earlier_discarders: Any = (), robbed: Any = None, liable: Any = None,
) -> list[Fraction]:
    """The four players' gains in money for one win."""
    if isinstance(value, (ruleset_score.ReferenceScore, mcr.ReferenceScore)):
        points, qualifies = value.total, value.meets_minimum
    elif isinstance(value, int) and not isinstance(value, bool):
        points = _points(ruleset, value)
        qualifies = points >= ruleset.minimum
    else:
        raise TypeError(
            "value must be a Score (from mjcore.score) or a bare value (an int: the hand's points or 番), "
            f"got {type(value).__name__}"
        )
    if isinstance(earlier_discarders, (str, bytes)) or not isinstance(earlier_discarders, Sequence):
        raise TypeError(f"earlier_discarders must be a sequence of players, got {type(earlier_discarders).__name__}")
    _seat(winner, "winner")
    _seat(dealer, "dealer")
    if discarder is not None:
        _seat(discarder, "discarder")
        if discarder == winner:
            raise ValueError("the winner cannot be the discarder")
    for seat in earlier_discarders:
        _seat(seat, "earlier_discarders: an earlier discarder")
    if earlier_discarders and discarder is None:
        raise ValueError("earlier_discarders only apply to a win on a discard")
    if robbed is not None:
        _seat(robbed, "robbed")
        if robbed == winner:
            raise ValueError("a player cannot rob his own kong")
        if discarder is not None:
            raise ValueError("a robbed kong has no discarder (give robbed= alone)")
    if liable is not None:
        _seat(liable, "liable")
        if liable == winner:
            raise ValueError("the winner cannot be liable for his own win")
        if discarder is not None or robbed is not None:
            raise ValueError("包 (liable=) is for a self-drawn win: a win on a discard or a robbed kong is paid as one")
    pay = ruleset.payments
    if pay.scheme not in _SCHEMES:
        raise ValueError(f"ruleset {ruleset.name!r} defines no payments (payments.scheme = {pay.scheme!r})")
    if robbed is not None and pay.scheme != "cantonese":
        raise ValueError(f"robbed= is a cantonese-scheme fact; {ruleset.name!r} pays a robbed kong as a discard (discarder=)")
    cases = ("twelve_tiles", "big_winds", "big_dragons", "four_kongs", "kong_replacement")
    if liable is not None and not (pay.scheme == "cantonese" and any(pay.options[f"bao_{c}"] for c in cases)):
        raise ValueError(f"ruleset {ruleset.name!r} makes nobody liable (包) for a self-drawn win")
    if not qualifies:
        raise ValueError(f"player {winner}'s hand is below the minimum of {ruleset.name!r}: it cannot win")
    gains = [0] * N
    for payer, amount in _payments(ruleset, points, winner, discarder, dealer, earlier_discarders, robbed, liable):
        gains[payer] -= amount
        gains[winner] += amount
    price = _price(ruleset)
    return [g * price for g in gains]


def false_win(ruleset: RulesetSpec, *, offender: Any) -> list[Fraction]:
    """The four players' gains in money when `offender` declares a false win."""
    _seat(offender, "offender")
    pay, each = ruleset.payments, 0
    if pay.scheme == "mcr":
        each = pay.options["false_win_penalty"]
    elif pay.scheme == "cantonese" and pay.options["false_win"] == "limit_self_draw":
        if ruleset.limit == 0:
            raise ValueError(
                f"ruleset {ruleset.name!r} pays a false win at its limit, and it has none (unlimited): no penalty to settle"
            )
        each = 3 * pay.options["self_draw_units"] * _convert(ruleset, ruleset.limit)
    if each == 0:
        raise ValueError(f"ruleset {ruleset.name!r} has no false-win (詐糊 / 错和) rule: its payments state no penalty")
    price = _price(ruleset)
    return [(-3 * each if p == offender else each) * price for p in range(N)]


def _payments(
    ruleset: RulesetSpec, points: int, winner: int, discarder: int | None, dealer: int,
    earlier: Sequence[int], robbed: int | None, liable: int | None,
) -> list[tuple[int, int]]:
    """(payer, amount) for one win, in the scheme's units."""
    pay = ruleset.payments
    others = [p for p in range(N) if p != winner]
    if pay.scheme == "cantonese":
        return settlement.shares(pay.options, winner, points, discarder, robbed, liable, 1)
    if pay.scheme == "man":
        gains = man_settlement.settle(pay.options, value=points, winner=winner, discarder=discarder, dealer=dealer)
        return [(p, -gains[p]) for p in others]
    if pay.scheme == "sichuan":
        if discarder is not None:
            return [(discarder, points)]
        return [(p, points + pay.options["self_draw_base"]) for p in others]
    if pay.scheme == "mcr":
        return [(p, pay.base + points * (discarder is None or p == discarder)) for p in others]
    if pay.scheme == "zung-jung" and discarder is not None and points > pay.cap:
        responsible = earlier[0] if pay.same_turn_immunity and earlier else discarder
        if responsible != winner:
            return [(p, 3 * points - 2 * pay.cap if p == responsible else pay.cap) for p in others]
    return [(p, points) for p in others]  # uniform, and zung-jung up to the cap


def _seat(seat: Any, what: str) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in range(N):
        raise ValueError(f"{what} must be a player 0..3, got {_QUOTE.repr(seat)}")


def _points(ruleset: RulesetSpec, value: int) -> int:
    """A bare value's points: the limit (a listed pattern's value scores alone), the conversion."""
    if value < 0 or value > MAX_TOTAL:
        unit = "points" if ruleset.conversion.kind == "sum" else "番"
        raise ValueError(f"value must be 0..{MAX_TOTAL} ({unit}), got {_QUOTE.repr(value)}")
    limited = value
    if ruleset.limit and value > ruleset.limit:
        listed = {p.points for p in ruleset.patterns if p.points > ruleset.limit} if ruleset.limit_alone else set()
        limited = value if value in listed else ruleset.limit
    return _convert(ruleset, limited)


def _convert(ruleset: RulesetSpec, value: int) -> int:
    c = ruleset.conversion
    if c.kind == "doubling":
        return min(c.base * (1 << min(value, 24)), MAX_POINTS)
    if c.kind == "table":
        return c.table[-1] if value >= len(c.table) else c.table[value]
    return value


def _price(ruleset: RulesetSpec) -> Fraction:
    """Money per unit: 1, or under the cantonese scheme base x payment_scale per self-draw unit."""
    if ruleset.payments.scheme != "cantonese":
        return Fraction(1)
    price = Fraction(1)
    for option in ("base", "payment_scale"):
        given = ruleset.options.get(option, "1")
        try:
            price *= Fraction(str(given))
        except ValueError:
            raise ValueError(
                f"ruleset {ruleset.name!r}: options.{option} prices its points and must be a number "
                f"such as '1/2', got {_QUOTE.repr(given)}"
            ) from None
    units: int = ruleset.payments.options["self_draw_units"]
    return price / units
