"""Reference settlement of one win under 麻将手册's payment formula (MAN §8, the ``man``
scheme), written apart from `mjcore.settle` to check it: the formula as MAN states it, one
power of two per loser,

    pays = value x 2^([winner is dealer] + [loser is dealer] + [loser discarded])

where `value` is base x 2^翻 (the hand's total under the doubling conversion) and each
bracket is dropped when its option is off. Stdlib only.

>>> settle({"dealer_doubles": True, "discarder_doubles": True, "all_pay_on_discard": True},
...        value=2, winner=2, discarder=1, dealer=0)
[-4, -4, 10, -2]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

N = 4


def settle(options: Mapping[str, Any], *, value: int, winner: int, discarder: int | None, dealer: int) -> list[int]:
    """The four players' gains for one win; `discarder` None: a self-draw."""
    gains = [0] * N
    for loser in range(N):
        if loser == winner:
            continue
        if discarder is not None and loser != discarder and not options["all_pay_on_discard"]:
            continue
        exponent = 0
        if options["dealer_doubles"]:
            exponent += int(winner == dealer) + int(loser == dealer)
        if options["discarder_doubles"]:
            exponent += int(loser == discarder)
        gains[loser] -= value * 2**exponent
        gains[winner] += value * 2**exponent
    return gains
