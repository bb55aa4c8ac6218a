"""Settlement: who pays whom for a hand, under its ruleset's payment scheme.

* :func:`settle` pays one win from its :class:`~mjcore.Score` alone (the ``mcr``,
  ``zung-jung``, ``uniform`` and ``man`` schemes: their payments follow from the hand, the
  winner and the discarder);
* :class:`Round` records a hand at the table as it happens — who fed which meld, kongs, who
  was robbed, who has left 血战 — and settles each event (the ``sichuan`` and ``cantonese``
  schemes, whose payments need those facts; 包 comes from :mod:`.liability`);
* :func:`money` prices a cantonese-scheme settlement in the table's currency.

>>> import mjcore
>>> from mjcore.settlement import Round, settle
>>> nine_gates = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"))
>>> settle(nine_gates, winner=0, discarder=2)
[115, -8, -99, -8]
>>> Round("sichuan").kong(2, "concealed")
[-2, -2, 6, -2]
"""

from mjcore.settlement.currency import money
from mjcore.settlement.per_win import settle
from mjcore.settlement.round import Round
from mjcore.settlement.seats import PLAYERS, check_seat

__all__ = ["PLAYERS", "Round", "check_seat", "money", "settle"]
