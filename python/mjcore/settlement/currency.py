"""Money from a settlement's units.

Every scheme pays in units of the hand's points, which are the table's money, except the
Cantonese scheme: it pays ``self_draw_units`` per point (2 under 半銃, which counts half
portions), and Hong Kong tables price one point at ``base`` (0.5 二五雞, 1 五一, 2 一二蚊) times
``payment_scale`` (0.5 reproduces RL / HKA's amounts), options recorded by
:mod:`mjcore.rulesets.hong_kong`. :func:`mjcore.settle` returns money; a
:class:`~mjcore.settlement.Round` returns units, which :func:`money` prices
(``Round.money``: its ledger in money; ``Round.priced``: one of its settlements).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from mjcore._excerpt import excerpt
from mjcore.ruleset import Ruleset, get_ruleset


def unit_price(ruleset: Ruleset) -> Fraction:
    """What one unit of the ruleset's settlements is worth in its table's money.

    >>> import mjcore
    >>> unit_price(mjcore.get_ruleset("mcr")), unit_price(mjcore.ruleset.hong_kong_ruleset(responsibility="half"))
    (Fraction(1, 1), Fraction(1, 2))
    """
    if ruleset.payments.scheme != "cantonese":
        return Fraction(1)
    price = Fraction(1, ruleset.payments.options["self_draw_units"])
    for option in ("base", "payment_scale"):
        value = ruleset.spec.options.get(option, "1")
        try:
            price *= Fraction(str(value))
        except ValueError:
            raise ValueError(
                f"ruleset {ruleset.name!r}: options.{option} prices its points and must be a number "
                f"such as '1/2', got {excerpt(value)}"
            ) from None
    return price


def money(payment: Sequence[int], ruleset: str | Ruleset) -> list[Fraction]:
    """Each player's gain (+) or loss (-) in money: a Round's units at the ruleset's price.

    >>> import mjcore
    >>> money([4, -4, 0, 0], mjcore.ruleset.hong_kong_ruleset(base="1/2"))
    [Fraction(2, 1), Fraction(-2, 1), Fraction(0, 1), Fraction(0, 1)]
    """
    price = unit_price(get_ruleset(ruleset))
    return [amount * price for amount in payment]
