"""A false win (詐糊 / 错和: a win declared on a hand that does not win) paid in money, where
the ruleset's sources give a penalty: :func:`settle_false_win`.

* ``mcr`` scheme (MCR): the offender pays each other player ``false_win_penalty`` (10 under
  Botzone's contest judge: "offender −30, others +10").
* ``cantonese`` scheme with ``false_win = "limit_self_draw"`` (Hong Kong): the offender pays each
  other player a whole self-draw at the limit, 3 portions of the limit's points (yawnoc's
  scorer: "the player at fault pays out the maximum self-drawn (自摸) win amount to each other
  player").

鸡平和, Zung Jung, Sichuan and 保定 have none in their sources; they are refused rather than given one.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Final

from mjcore.ruleset import Ruleset, get_ruleset
from mjcore.settlement.currency import unit_price
from mjcore.settlement.seats import PLAYERS, check_seat


def settle_false_win(ruleset: Ruleset | str, *, offender: int) -> list[Fraction]:
    """Each player's gain (+) or loss (-) in money when `offender` declares a false win.

    >>> import mjcore
    >>> print(*settle_false_win("mcr", offender=1))
    10 -30 10 10
    >>> print(*settle_false_win("hong-kong", offender=0))   # 3 portions of 128 (10 faan) to each
    -1152 384 384 384
    >>> settle_false_win("zung-jung", offender=0)
    Traceback (most recent call last):
    ValueError: ruleset 'zung-jung' has no false-win (詐糊 / 错和) rule: its payments state no penalty
    """
    rules = get_ruleset(ruleset)
    check_seat(offender, "offender")
    penalty = PENALTIES.get(rules.payments.scheme, _none)(rules)
    if not penalty:
        raise ValueError(f"ruleset {rules.name!r} has no false-win (詐糊 / 错和) rule: its payments state no penalty")
    each = penalty * unit_price(rules)
    out = [each] * PLAYERS
    out[offender] = -(PLAYERS - 1) * each
    return out


def _none(rules: Ruleset) -> int:
    return 0


def _mcr(rules: Ruleset) -> int:
    penalty: int = rules.payments.options["false_win_penalty"]
    return penalty


def _cantonese(rules: Ruleset) -> int:
    """A whole self-draw (three players' shares) at the limit, in units."""
    opts = rules.payments.options
    if opts["false_win"] == "none":
        return 0
    if not rules.limit:
        raise ValueError(
            f"ruleset {rules.name!r} pays a false win at its limit, and it has none (unlimited): no penalty to settle"
        )
    units: int = opts["self_draw_units"]
    return (PLAYERS - 1) * units * rules.spec.conversion.apply(rules.limit)


PENALTIES: Final[dict[str, Callable[[Ruleset], int]]] = {"mcr": _mcr, "cantonese": _cantonese}
"""Each scheme's false-win penalty: what the offender pays each other player, in units (0: none)."""
