"""Money from a :class:`mjcore.settlement.Round` settlement under the Cantonese scheme.

The Round pays in units of the hand's points (``Score.total``: the money table's multiplier),
or in half units under 半銃 (``self_draw_units`` 2). Hong Kong tables price one point at
``base`` (0.5 二五雞, 1 五一, 2 一二蚊) times ``payment_scale`` (0.5 reproduces RL / HKA's
amounts), options recorded by :mod:`mjcore.rulesets.hong_kong`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from mjcore.ruleset import Ruleset, get_ruleset


def money(payment: Sequence[int], ruleset: str | Ruleset) -> list[Fraction]:
    """Each player's gain (+) or loss (-) in money: the payment's units at the ruleset's price.

    >>> import mjcore
    >>> money([4, -4, 0, 0], mjcore.ruleset.hong_kong_ruleset(base="1/2"))
    [Fraction(2, 1), Fraction(-2, 1), Fraction(0, 1), Fraction(0, 1)]
    """
    r = get_ruleset(ruleset)
    if r.payments.scheme != "cantonese":
        raise ValueError(f"money() prices the cantonese payment scheme; {r.name!r} uses {r.payments.scheme!r}")
    opts = r.spec.options
    unit = Fraction(str(opts.get("base", "1"))) * Fraction(str(opts.get("payment_scale", "1")))
    return [amount * unit / r.payments.options["self_draw_units"] for amount in payment]
