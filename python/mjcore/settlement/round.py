"""The facts of one hand at the table that decide who pays: who fed which meld, who
discarded, who was robbed, who is still playing. The tiles alone cannot show them.

A :class:`Round` records the hand as it happens (validated: seats 0..3, nobody feeds himself,
chows only from the left neighbour, a player who has left 血战 takes no further part, the
hands were scored under the round's ruleset, at their winner's seat (``dealer=``,
``prevalent_wind=``), and show the melds their winner claimed (recorded, or noted in the hand
as ``pung 555p@left``), no 天和 / 地和 / 人和 follows a recorded claim or kong, a concealed one included) and
settles each event under its ruleset's payment scheme. Every settlement is a list of four
gains (+) and losses (-) that sums to zero; ``Round.ledger`` keeps the running total
(``Round.money``: in money). A 血战 hand can be taken over midway (``out=``).

* ``sichuan`` (血战到底): a winner leaves the hand and later wins are paid only by the players
  still in it; one discard may make several winners (:meth:`Round.wins_on_discard`); kong
  income (刮风下雨, :meth:`Round.kong`) with 呼叫转移; at an exhausted wall 花猪 and 查大叫
  (:meth:`Round.exhausted`).
* ``cantonese`` (鸡平和, Hong Kong): the hand ends at the win. A self-draw is paid by each
  loser, a discard by the discarder (``discard_units``: the discarder's and each other
  loser's share, so 全銃 and 半銃 are data); 包 (:mod:`mjcore.settlement.liability`, from the melds
  recorded with :meth:`Round.claim`, and those the winning hand notes the feeder of,
  ``pung 555p@left``, that were not): a liable player pays a self-drawn win alone; 抢杠
  (``robbed=``) and 一炮三响 (three winners on one discard) have their own options;
  Hong Kong's instant flower wins (:meth:`Round.flower_win`).

>>> import mjcore
>>> r = Round("sichuan")
>>> r.kong(2, "concealed")
[-2, -2, 6, -2]
>>> s = mjcore.score(mjcore.Hand.parse("11122233344m55p", win="5p"), "sichuan")
>>> r.wins_on_discard([(s, 0), (s, 1)], discarder=3)
[2, 2, 0, -4]
>>> r.active
(2, 3)
>>> c = Round("cantonese")
>>> c.claim(1, "pung 333m", 0)
[0, 0, 0, 0]
>>> robbing = mjcore.score(mjcore.Hand.parse("12m456p789s555m11p", win="3m"), "cantonese", kong=True, seat_wind="W")
>>> c.win(robbing, 2, robbed=1)   # 抢杠: 3番 满, paid as a self-draw by the robbed player
[0, -24, 24, 0]
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any, Final

from mjcore._core import Hand, Meld, MeldKind, Score
from mjcore._excerpt import excerpt
from mjcore.ruleset import Ruleset, get_ruleset
from mjcore.settlement.currency import money
from mjcore.settlement.in_play import HandInPlay
from mjcore.settlement.liability import Claims
from mjcore.settlement.round_schemes import KONG_KINDS, SCHEMES, RoundScheme
from mjcore.settlement.seats import PLAYERS, WINDS, check_seat, check_wind
from mjcore.settlement.state import EqualByState

SEAT_PATTERNS: Final = ("seat_wind", "seat_flower")
"""The catalogue's patterns that depend on the winner's seat (门风 / 門風, 正花)."""
FIRST_GO_ROUND: Final = ("heavenly_hand", "earthly_hand", "earthly_self_drawn", "human_hand", "human_hand_any_discard")
"""The catalogue's wins of an uninterrupted first go-round (天和 / 地和 / 人和): void once anyone
has claimed a meld or made a kong, a concealed kong included."""


class Round(EqualByState):
    """One hand at a four-player table, settled under a ruleset's payment scheme (the
    ``sichuan`` and ``cantonese`` schemes; one win alone, under any scheme: :func:`mjcore.settle`).

    >>> import mjcore
    >>> r = Round("sichuan")
    >>> s = mjcore.score(mjcore.Hand.parse("111m222m555p777p9p", win="9p"), "sichuan")
    >>> r.win(s, 1, discarder=3), r.active, r.ledger
    ([0, 2, 0, -2], (0, 2, 3), [0, 2, 0, -2])
    >>> Round("mcr")
    Traceback (most recent call last):
    ValueError: Round settles the sichuan and cantonese payment schemes; 'mcr' uses 'mcr' (use mjcore.settle)
    """

    def __init__(
        self, ruleset: str | Ruleset, *, out: Iterable[int] = (), dealer: int = 0, prevalent_wind: str | int = "E"
    ) -> None:
        """`out`: the players who have already won and left a 血战 hand (sichuan scheme), so
        a referee can settle the rest of it from midway; the ledger starts at zero.
        `dealer` (East) and `prevalent_wind`: when the ruleset scores the seat wind (its
        ``seat_wind`` or ``seat_flower`` pattern, own flowers) or the prevalent wind, each
        winning hand must have been scored with the winner's seat wind and the round's
        prevalent wind (:attr:`mjcore.Score.seat_wind`), or a flower or wind would be lost.

        >>> r = Round("sichuan", out=[1])
        >>> r.active, r.kong(0, "concealed")
        ((0, 2, 3), [4, 0, -2, -2])
        >>> Round("sichuan", out=[0, 1, 2])
        Traceback (most recent call last):
        ValueError: out= leaves 1 player in the hand; a hand in play has at least two
        """
        self.ruleset = get_ruleset(ruleset)
        self.scheme: str = self.ruleset.payments.scheme
        scheme = SCHEMES.get(self.scheme)
        if scheme is None:
            raise ValueError(
                f"Round settles the {' and '.join(SCHEMES)} payment schemes; {self.ruleset.name!r} uses "
                f"{self.scheme!r} (use mjcore.settle)"
            )
        self._scheme: type[RoundScheme] = scheme
        self.ledger = [0] * PLAYERS
        self.claims = Claims(self.options)
        self.in_play = HandInPlay()  # what the events and the scheme change; read `active` for who plays
        self._leave(out)
        self.dealer = check_seat(dealer, "dealer=")
        self.prevalent_wind = check_wind(prevalent_wind, "prevalent_wind=")
        spec = self.ruleset.spec
        self._winds_scored = (  # which of the score's winds the ruleset's points depend on
            any(p in spec.points for p in SEAT_PATTERNS) or spec.own_flower_points > 0,
            "prevalent_wind" in spec.points,
        )

    @property
    def options(self) -> Mapping[str, Any]:
        """The payment scheme's options (the ruleset's ``payments.options``)."""
        return self.ruleset.payments.options

    def _leave(self, out: Iterable[int]) -> None:
        if isinstance(out, (str, bytes)) or not isinstance(out, Iterable):
            raise TypeError(f"out= must be a list of the players already out, got {excerpt(out)}")
        seats = [check_seat(p, "each player in out=") for p in out]
        if not seats:
            return
        if len(set(seats)) != len(seats):
            raise ValueError(f"out= names a player twice: {seats}")
        if not self._scheme.winners_leave:
            raise ValueError(f"out=: players leave a hand only under the sichuan scheme; {self.scheme!r} ends at the win")
        left = PLAYERS - len(seats)
        if left < 2:
            raise ValueError(f"out= leaves {left} player in the hand; a hand in play has at least two")
        self.in_play.active = [p for p in self.in_play.active if p not in seats]

    @property
    def money(self) -> list[Fraction]:
        """The ledger in the table's money (:func:`mjcore.settle`'s): every event returns units
        of the scheme (half portions under Hong Kong's 半銃), which this prices.

        >>> import mjcore
        >>> half = mjcore.ruleset.hong_kong_ruleset(responsibility="half", min_faan=0, name="hk-half")
        >>> r = Round(half)
        >>> s = mjcore.score(mjcore.Hand.parse("123m456p789s5z", win="5z", melds=["pung 111s"]), half)
        >>> r.win(s, 0, discarder=1), r.ledger   # units: half portions
        ([8, -4, -2, -2], [8, -4, -2, -2])
        >>> [str(m) for m in r.money]
        ['4', '-2', '-1', '-1']
        """
        return self.priced(self.ledger)

    def priced(self, payment: Sequence[int]) -> list[Fraction]:
        """One settlement of this round (four units) in the table's money.

        >>> Round("hong-kong").priced(Round("hong-kong").flower_win(1, 7))
        [Fraction(-8, 1), Fraction(24, 1), Fraction(-8, 1), Fraction(-8, 1)]
        """
        if isinstance(payment, (str, bytes)) or not isinstance(payment, Sequence) or len(payment) != PLAYERS or any(
            isinstance(a, bool) or not isinstance(a, int) for a in payment
        ):
            raise TypeError(f"payment must be a settlement of four integer units, got {excerpt(payment)}")
        return money(payment, self.ruleset)

    @property
    def active(self) -> tuple[int, ...]:
        """The players still in the hand (血战: winners leave)."""
        return tuple(self.in_play.active)

    # -- events ---------------------------------------------------------------------------

    def claim(self, player: int, meld: Meld | str, fed_by: int) -> list[int]:
        """`player` claims `fed_by`'s discard into an exposed meld ("pung 555p", "chow 123m",
        "kong 1111z"): the fact 包 is decided from. A kong also earns its income.

        >>> r = Round("cantonese")
        >>> r.claim(1, "chow 123m", 0), r.claim(2, "pung 555z", 1)
        ([0, 0, 0, 0], [0, 0, 0, 0])
        >>> r.claim(2, "chow 456m", 0)
        Traceback (most recent call last):
        ValueError: a chow is claimed from the left neighbour (player 1), not 0
        """
        self._check_active(player, "the claiming player")
        self._check_active(fed_by, "the feeder")
        if fed_by == player:
            raise ValueError("a player cannot claim his own discard")
        m = meld if isinstance(meld, Meld) else Meld.parse(meld)
        if m.kind == MeldKind.CHOW:
            if not self.ruleset.spec.tiles.claimed_chows:
                raise ValueError(f"ruleset {self.ruleset.name!r} claims no chows")
            if fed_by != (player - 1) % PLAYERS:
                raise ValueError(f"a chow is claimed from the left neighbour (player {(player - 1) % PLAYERS}), not {fed_by}")
        claim = self.claims.add(player, m, fed_by)
        self._interrupt(f"player {player}'s {m.to_string()} claimed from player {fed_by}")
        if m.kind != MeldKind.KONG:
            return self._book([0] * PLAYERS)
        self.in_play.last_kong[player] = claim
        return self._kong(player, "direct", fed_by)

    def kong(self, player: int, kind: str, fed_by: int | None = None) -> list[int]:
        """A kong's income (刮风下雨): "direct" from `fed_by`'s discard (he pays; under the
        cantonese scheme record it with :meth:`claim`), "added" to a pung or "concealed"
        (each active opponent pays).

        >>> r = Round("sichuan")
        >>> r.kong(0, "direct", fed_by=2), r.kong(1, "concealed")
        ([2, 0, -2, 0], [-2, 6, -2, -2])
        """
        self._check_active(player, "the player making the kong")
        if kind not in KONG_KINDS:
            raise ValueError(f"a kong is one of {', '.join(KONG_KINDS)}, got {kind!r}")
        if (kind == "direct") != (fed_by is not None):
            raise ValueError("a direct kong needs the feeder (fed_by=...), an added or concealed kong has none")
        if fed_by == player:
            raise ValueError("a player cannot make a kong from his own discard")
        if kind == "direct" and self._scheme.kongs_claimed:
            raise ValueError("record a kong from a discard with Round.claim(player, 'kong 5555p', fed_by)")
        self.in_play.last_kong[player] = None
        self._interrupt(f"player {player}'s {kind} kong")
        return self._kong(player, kind, fed_by)

    def _kong(self, player: int, kind: str, fed_by: int | None) -> list[int]:
        out = [0] * PLAYERS
        income = self.options["kong_income"][KONG_KINDS.index(kind)]
        payers = [fed_by] if fed_by is not None else self.in_play.opponents(player)
        for p in payers:
            self._check_active(p, "the feeder")
            out[p] -= income
            out[player] += income
        self.in_play.kong_income[player] = out
        return self._book(out)

    def win(
        self, score: Score, winner: int, discarder: int | None = None, *, robbed: int | None = None,
        after_kong: bool = False,
    ) -> list[int]:
        """One win: self-drawn (no `discarder`) or on a discard. Cantonese scheme: `robbed`,
        the player whose added kong was robbed (抢杠; he holds the claimed pung of the winning
        tile); `after_kong`, a self-draw on the replacement tile of the winner's latest kong
        (杠上开花).

        >>> import mjcore
        >>> hand = mjcore.Hand.parse("111m222m555p777p9p", win="9p")
        >>> r = Round("sichuan")
        >>> r.win(mjcore.score(hand, "sichuan", self_drawn=True), 0), r.active
        ([12, -4, -4, -4], (1, 2, 3))
        >>> c = Round("cantonese")
        >>> c.claim(0, "kong 2222s", 3)
        [0, 0, 0, 0]
        >>> flower = mjcore.Hand.parse("123m456p789s1p", win="1p", melds=["kong 2222s"])
        >>> c.win(mjcore.score(flower, "cantonese", self_drawn=True, kong=True), 0, after_kong=True)
        [24, 0, 0, -24]

        The claims the winning hand notes a feeder for (``pung 777s@across``: relative to the
        winner) and the round did not record are taken from it; one that contradicts a
        recorded claim is refused:

        >>> twelve = ["chow 123m@left", "pung 555p@right", "pung 777s@across", "pung 222z@left"]
        >>> noted = mjcore.score(mjcore.Hand.parse("9s", win="9s", melds=twelve), "cantonese", self_drawn=True)
        >>> Round("cantonese", dealer=1).win(noted, 1)   # 十二张落地: player 0, on his left, fed the fourth set
        [-6, 6, 0, 0]
        >>> r = Round("cantonese", dealer=1)
        >>> r.claim(1, "pung 777s", 0)
        [0, 0, 0, 0]
        >>> r.win(noted, 1)
        Traceback (most recent call last):
        ValueError: player 1's hand notes pung 777s@across (from player 3), but the round recorded its pung 777s claimed from player 0
        """
        if not isinstance(after_kong, bool):
            raise ValueError(f"after_kong must be true or false, got {after_kong!r}")
        if robbed is not None or after_kong:
            if not self._scheme.kong_liability:
                raise ValueError(f"robbed= and after_kong= are cantonese-scheme facts; {self.scheme!r} takes discarder=")
            if after_kong and (discarder is not None or robbed is not None):
                raise ValueError("a win on a kong's replacement tile is self-drawn (no discarder, nobody robbed)")
            if robbed is not None and discarder is not None:
                raise ValueError("a robbed kong has no discarder (give robbed= alone)")
        if robbed is not None:
            self._check_active(robbed, "the robbed player")
            if robbed == winner:
                raise ValueError("a player cannot rob his own kong")
            if score.hand.win is None or not self.claims.pung_of(robbed, score.hand.win):
                raise ValueError(f"player {robbed} claimed no pung of the winning tile: only an added kong can be robbed")
        if after_kong and winner not in self.in_play.last_kong:
            raise ValueError(f"player {winner} made no kong: a win on its replacement tile needs one (Round.claim / Round.kong)")
        return self._settle([(score, winner)], discarder, robbed, after_kong)

    def flower_win(self, winner: int, flowers: int) -> list[int]:
        """花糊 / 大花糊 (Hong Kong): an instant win on seven or eight flowers, no hand read,
        paid as a self-draw; its 番 are the ruleset's ``seven_flowers`` / ``eight_flowers``
        (capped by its limit, then converted).

        >>> Round("hong-kong").flower_win(1, 7)   # 花糊: 3 faan, 8 from each
        [-8, 24, -8, -8]
        """
        self._check_active(winner, "the winner")
        faan = {7: self.options["seven_flowers"], 8: self.options["eight_flowers"]}.get(flowers, 0)
        if not faan:
            raise ValueError(f"ruleset {self.ruleset.name!r} has no instant win on {flowers!r} flowers")
        limit = self.ruleset.limit
        points = self.ruleset.spec.conversion.apply(min(faan, limit) if limit else faan)
        out = [-self.options["self_draw_units"] * points] * PLAYERS
        out[winner] = -(PLAYERS - 1) * out[0]
        self.in_play.over = True
        return self._book(out)

    def wins_on_discard(self, wins: Sequence[tuple[Score, int]], discarder: int) -> list[int]:
        """Several winners on one discard (一炮多响), each (score, winner).

        >>> import mjcore
        >>> s = mjcore.score(mjcore.Hand.parse("111m222m555p777p9p", win="9p"), "sichuan")
        >>> r = Round("sichuan")
        >>> r.wins_on_discard([(s, 1), (s, 3)], discarder=2), r.active
        ([0, 2, -4, 2], (0, 2))
        """
        if not wins:
            raise ValueError("wins_on_discard needs at least one (score, winner)")
        return self._settle(list(wins), discarder)

    def exhausted(self, flower_pigs: Sequence[int] = (), ready: Mapping[int, int] | None = None) -> list[int]:
        """The wall is exhausted: each 花猪 (still holding his void suit) pays
        `void_penalty` to every other active player who is not one; 查大叫 (when on): every active
        player not in `ready` pays each ready player his best hand value on a discard basis
        (`ready`: player -> that value, computed by the caller) and refunds his kong income.

        >>> Round("sichuan").exhausted(flower_pigs=[1], ready={0: 4})
        [28, -52, 12, 12]
        """
        if not self._scheme.exhausted_wall:
            raise ValueError("Round.exhausted settles 血战's exhausted wall (the sichuan scheme)")
        ready = dict(ready or {})
        pigs = set(flower_pigs)
        for p in [*pigs, *ready]:
            self._check_active(p, "a player settled at the exhausted wall")
        if pigs & set(ready):
            raise ValueError("a 花猪 (still holding his void suit) cannot be ready")
        out = [0] * PLAYERS
        penalty = self.options["void_penalty"]
        for pig in pigs:
            for p in self.in_play.active:
                if p not in pigs:
                    out[pig] -= penalty
                    out[p] += penalty
        if self.options["cha_da_jiao"]:
            self._cha_da_jiao(ready, out)
        return self._book(out)

    def _cha_da_jiao(self, ready: dict[int, int], out: list[int]) -> None:
        for loser in (p for p in self.in_play.active if p not in ready):
            for p, value in ready.items():
                if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                    raise ValueError(f"a ready player's value must be a non-negative integer, got {value!r}")
                out[loser] -= value
                out[p] += value
            for p, r in enumerate(self.in_play.kong_income.pop(loser, [0] * PLAYERS)):
                out[p] -= r

    # -- settlement -----------------------------------------------------------------------

    def _settle(
        self, wins: list[tuple[Score, int]], discarder: int | None, robbed: int | None = None, after_kong: bool = False
    ) -> list[int]:
        winners = [check_seat(w, "the winner") for _, w in wins]
        if len(set(winners)) != len(winners):
            raise ValueError("a player wins at most once on one discard")
        claims = copy.deepcopy(self.claims)  # the hands' noted claims join only if every win is valid
        noted: list[str] = []
        for score, winner in wins:
            self._check_active(winner, "the winner")
            if score.ruleset != self.ruleset.name:
                raise ValueError(f"the hand was scored under {score.ruleset!r}, the round plays {self.ruleset.name!r}")
            if not score.meets_minimum:
                raise ValueError(f"player {winner}'s hand is below the minimum of {self.ruleset.name!r}: it cannot win")
            self._check_winds(score, winner)
            noted += self._take_noted(claims, winner, score.hand)
            claims.check_hand(winner, score.hand)
            self._check_first_go_round(score, winner, self.in_play.interrupted_by or next(iter(noted), None))
        if discarder is not None:
            self._check_active(discarder, "the discarder")
            if discarder in winners:
                raise ValueError("a winner cannot be the discarder")
        self.claims = claims
        for event in noted:
            self._interrupt(event)
        out = [0] * PLAYERS
        for score, winner in wins:
            paid = self._scheme.shares(self, score, winner, discarder, robbed, after_kong, len(wins))
            for p, amount in paid.items():
                out[p] -= amount
                out[winner] += amount
        self._scheme.after_wins(self, wins, discarder, out)
        return self._book(out)

    def seat_wind(self, player: int) -> str:
        """The player's seat wind: East is the dealer, then in turn order.

        >>> Round("hong-kong", dealer=2).seat_wind(1)
        'N'
        """
        return WINDS[(check_seat(player, "the player") - self.dealer) % PLAYERS]

    def _check_winds(self, score: Score, winner: int) -> None:
        seat_scored, prevalent_scored = self._winds_scored
        if seat_scored and score.seat_wind != self.seat_wind(winner):
            raise ValueError(
                f"player {winner} sits {self.seat_wind(winner)} (the dealer is player {self.dealer}), but his hand "
                f"was scored with seat_wind={score.seat_wind!r}"
            )
        if prevalent_scored and score.prevalent_wind != self.prevalent_wind:
            raise ValueError(
                f"the round's prevalent wind is {self.prevalent_wind!r}, but player {winner}'s hand was scored "
                f"with prevalent_wind={score.prevalent_wind!r}"
            )

    def _take_noted(self, claims: Claims, winner: int, hand: Hand) -> list[str]:
        """The claims the winning hand's notation names a feeder for and the round had not
        recorded (no kong income: that is Round.claim's event), in words."""
        taken = claims.take_from_hand(winner, hand)
        if any(c.kind == MeldKind.CHOW for c in taken) and not self.ruleset.spec.tiles.claimed_chows:
            raise ValueError(f"ruleset {self.ruleset.name!r} claims no chows")
        return [f"player {winner}'s {Meld(c.kind, c.first).to_string()} claimed from player {c.fed_by}" for c in taken]

    def _interrupt(self, event: str) -> None:
        if self.in_play.interrupted_by is None:
            self.in_play.interrupted_by = event

    def _check_first_go_round(self, score: Score, winner: int, event: str | None) -> None:
        """A 天和 / 地和 / 人和 the ruleset scores needs a first go-round nobody interrupted
        (`event`: the first claim or kong before it)."""
        scored = self.ruleset.spec.points
        first = next((p for p, *_ in score.detected if p in FIRST_GO_ROUND and p in scored), None)
        if event is not None and first is not None:
            zh = self.ruleset.spec.pattern(first).zh
            raise ValueError(
                f"player {winner}'s hand is {zh} ({first}), a win of the uninterrupted first go-round, but the round "
                f"recorded {event} before it"
            )

    def _book(self, out: list[int]) -> list[int]:
        assert sum(out) == 0, out
        self.ledger = [a + b for a, b in zip(self.ledger, out)]
        return out

    def _check_active(self, seat: object, what: str) -> None:
        check_seat(seat, what)
        if self.in_play.over:
            raise ValueError("the hand is over: it ended at the win")
        if seat not in self.in_play.active:
            raise ValueError(f"{what} (player {seat}) has already won and left the hand")
