"""Settlement: who pays whom for a hand, under its ruleset's payment scheme.

* :func:`settle` pays one win in money, from its :class:`~mjcore.Score` or its bare value,
  under every scheme (:mod:`.win_schemes`): the table schemes ``sichuan`` and ``cantonese`` as
  a single win with its own facts (self-drawn or the discarder, 抢杠's robbed player, 包's
  liable player);
* :func:`settle_false_win` pays a false win (詐糊 / 错和) where the ruleset has a penalty;
* :class:`Round` records a hand at the table as it happens — who fed which meld, kongs, who
  was robbed, who has left 血战 — and settles each event in the scheme's units (包 comes from
  :mod:`.liability`);
* :func:`money` prices a Round's units in the table's currency (``Round.money`` is its
  ledger priced, ``Round.priced(payment)`` one settlement).

>>> import mjcore
>>> from mjcore.settlement import Round, settle
>>> nine_gates = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"))
>>> print(*settle(nine_gates, winner=0, discarder=2))
115 -8 -99 -8
>>> Round("sichuan").kong(2, "concealed")
[-2, -2, 6, -2]
"""

from mjcore.settlement.currency import money
from mjcore.settlement.false_win import settle_false_win
from mjcore.settlement.per_win import settle
from mjcore.settlement.round import Round
from mjcore.settlement.seats import PLAYERS, check_seat

__all__ = ["PLAYERS", "Round", "check_seat", "money", "settle", "settle_false_win"]
