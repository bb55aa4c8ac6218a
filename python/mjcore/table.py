"""The facts of one hand at the table that decide who pays: who fed which meld, who discarded,
who was robbed, who is still playing. The tiles alone cannot show them.

A :class:`Round` records the hand as it happens (validated: seats 0..3, nobody feeds himself,
a chow only from the left neighbour, a player who has left 血战 takes no further part) and
settles each event under its ruleset's payment scheme. Every settlement is a list of four
gains (+) and losses (-) that sums to zero; ``Round.ledger`` keeps the running total.

* ``sichuan`` (血战到底): a winner leaves the hand and later wins are paid only by the players
  still in it; one discard may make several winners (:meth:`Round.wins_on_discard`); kong
  income (刮风下雨, :meth:`Round.kong`) with 呼叫转移; at an exhausted wall 花猪 and 查大叫
  (:meth:`Round.exhausted`).
* ``cantonese`` (鸡平和): discard wins paid by the discarder, self-draws by all three, and the
  包 cases (mjcore.liability): 十二张落地, 大四喜 / 大三元, 抢杠, 杠上开花 after a claimed kong,
  一炮三响.

>>> import mjcore
>>> r = Round("sichuan")
>>> r.kong(2, "concealed")
[-2, -2, 6, -2]
>>> s = mjcore.score(mjcore.Hand.parse("11122233344m55p", win="5p"), "sichuan")
>>> r.wins_on_discard([(s, 0), (s, 1)], discarder=3)
[8, 8, 0, -16]
>>> r.active
(2, 3)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from mjcore._core import Score
from mjcore.ruleset import Ruleset, get_ruleset

PLAYERS: Final = 4
KONG_KINDS: Final = ("direct", "added", "concealed")


@dataclass(frozen=True)
class Claim:
    """An exposed meld made from a discard: its owner, the player who fed it, and what it is
    ("chow" | "pung" | "kong", and its lowest tile index 0..33)."""

    player: int
    fed_by: int
    kind: str
    tile: int


def check_seat(seat: object, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
        raise ValueError(f"{what} must be a player 0..{PLAYERS - 1}, got {seat!r}")
    return seat


class Round:
    """One hand at a four-player table, settled under a ruleset's payment scheme."""

    def __init__(self, ruleset: str | Ruleset) -> None:
        self.ruleset = get_ruleset(ruleset)
        self.scheme: str = self.ruleset.payments.scheme
        if self.scheme not in ("sichuan", "cantonese"):
            raise ValueError(
                f"Round settles the sichuan and cantonese payment schemes; {self.ruleset.name!r} uses "
                f"{self.scheme!r} (use mjcore.settle)"
            )
        self.options: Mapping[str, Any] = self.ruleset.payments.options
        self.claims: list[Claim] = []
        self.ledger = [0] * PLAYERS
        self._active = list(range(PLAYERS))
        self._kong_income: dict[int, list[int]] = {}  # player -> what his latest kong earned (呼叫转移)

    @property
    def active(self) -> tuple[int, ...]:
        """The players still in the hand (血战: winners leave)."""
        return tuple(self._active)

    # -- events ---------------------------------------------------------------------------

    def claim(self, player: int, kind: str, tile: int, fed_by: int) -> None:
        """Record an exposed meld made from `fed_by`'s discard (a chow only from the left
        neighbour, player - 1; Sichuan allows no chow)."""
        self._check_active(player, "the claiming player")
        check_seat(fed_by, "the feeder")
        if fed_by == player:
            raise ValueError("a player cannot claim his own discard")
        if kind not in ("chow", "pung", "kong"):
            raise ValueError(f"a claimed meld is a chow, pung or kong, got {kind!r}")
        if isinstance(tile, bool) or not isinstance(tile, int) or not 0 <= tile < 34:
            raise ValueError(f"the meld's tile must be a tile index 0..33, got {tile!r}")
        if kind == "chow":
            if not self.ruleset.spec.tiles.claimed_chows:
                raise ValueError(f"{self.ruleset.name} allows no claimed chow")
            if fed_by != (player - 1) % PLAYERS:
                raise ValueError(f"player {player} may chow only from his left neighbour {(player - 1) % PLAYERS}")
            if tile >= 27 or tile % 9 > 6:
                raise ValueError(f"no chow starts at tile {tile}")
        self.claims.append(Claim(player, fed_by, kind, tile))

    def kong(self, player: int, kind: str, fed_by: int | None = None) -> list[int]:
        """A kong's income under ``sichuan`` (刮风下雨): "direct" from `fed_by`'s discard (he
        pays), "added" to a pung or "concealed" (each active opponent pays). Other schemes
        pay nothing for kongs. A direct kong is also recorded as a claim."""
        self._check_active(player, "the player making the kong")
        if kind not in KONG_KINDS:
            raise ValueError(f"a kong is one of {', '.join(KONG_KINDS)}, got {kind!r}")
        if (kind == "direct") != (fed_by is not None):
            raise ValueError("a direct kong needs the feeder (fed_by=...), an added or concealed kong has none")
        out = [0] * PLAYERS
        if self.scheme == "sichuan":
            income = self.options["kong_income"][KONG_KINDS.index(kind)]
            payers = [fed_by] if fed_by is not None else [p for p in self._active if p != player]
            for p in payers:
                self._check_active(p, "the feeder")
                out[p] -= income
                out[player] += income
            self._kong_income[player] = out
        return self._book(out)

    def win(
        self,
        score: Score,
        winner: int,
        discarder: int | None = None,
        *,
        robbed: int | None = None,
        kong_fed_by: int | None = None,
    ) -> list[int]:
        """One win: self-drawn (no `discarder`), on a discard, or robbing `robbed`'s added kong
        (score it with kong=True). `kong_fed_by`: a self-draw on the replacement of a kong made
        from this player's discard (杠上开花)."""
        if discarder is None and robbed is None:
            return self._settle([(score, winner)], None, robbed=None, kong_fed_by=kong_fed_by)
        return self._settle([(score, winner)], robbed if discarder is None else discarder, robbed=robbed,
                            kong_fed_by=kong_fed_by)  # fmt: skip

    def wins_on_discard(self, wins: Sequence[tuple[Score, int]], discarder: int) -> list[int]:
        """Several winners on one discard (一炮多响), each (score, winner)."""
        if not wins:
            raise ValueError("wins_on_discard needs at least one (score, winner)")
        return self._settle(list(wins), discarder, robbed=None, kong_fed_by=None)

    def exhausted(self, flower_pigs: Sequence[int] = (), ready: Mapping[int, int] | None = None) -> list[int]:
        """The wall is exhausted (sichuan): each 花猪 (still holding his void suit) pays
        `void_penalty` to every other active player who is not one; 查大叫 (when on): every active
        player not in `ready` pays each ready player his best hand value on a discard basis
        (`ready`: player -> that value, computed by the caller) and refunds his kong income."""
        if self.scheme != "sichuan":
            raise ValueError("exhausted() settles sichuan's 花猪 and 查大叫")
        ready = dict(ready or {})
        pigs = set(flower_pigs)
        for p in [*pigs, *ready]:
            self._check_active(p, "a player settled at the exhausted wall")
        if pigs & set(ready):
            raise ValueError("a 花猪 (still holding his void suit) cannot be ready")
        out = [0] * PLAYERS
        penalty = self.options["void_penalty"]
        for pig in pigs:
            for p in self._active:
                if p not in pigs:
                    out[pig] -= penalty
                    out[p] += penalty
        if self.options["cha_da_jiao"]:
            self._cha_da_jiao(ready, out)
        return self._book(out)

    def _cha_da_jiao(self, ready: dict[int, int], out: list[int]) -> None:
        for loser in (p for p in self._active if p not in ready):
            for p, value in ready.items():
                if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                    raise ValueError(f"a ready player's value must be a non-negative integer, got {value!r}")
                out[loser] -= value
                out[p] += value
            for p, r in enumerate(self._kong_income.pop(loser, [0] * PLAYERS)):
                out[p] -= r

    # -- settlement -----------------------------------------------------------------------

    def _settle(
        self, wins: list[tuple[Score, int]], payer: int | None, *, robbed: int | None, kong_fed_by: int | None
    ) -> list[int]:
        winners = [check_seat(w, "the winner") for _, w in wins]
        if len(set(winners)) != len(winners):
            raise ValueError("a player wins at most once on one discard")
        for score, winner in wins:
            self._check_active(winner, "the winner")
            if score.ruleset != self.ruleset.name:
                raise ValueError(f"the hand was scored under {score.ruleset!r}, the round plays {self.ruleset.name!r}")
        if payer is not None:
            self._check_active(payer, "the discarder" if robbed is None else "the robbed player")
            if payer in winners:
                raise ValueError("a winner cannot be the discarder")
        if kong_fed_by is not None:
            check_seat(kong_fed_by, "the kong's feeder")
            if payer is not None:
                raise ValueError("kong_fed_by (杠上开花) is a self-drawn win")
        if self.scheme == "sichuan":
            out = self._sichuan(wins, payer)
        else:
            from mjcore.liability import cantonese_payments

            out = cantonese_payments(self, wins, payer, robbed=robbed, kong_fed_by=kong_fed_by)
        return self._book(out)

    def _sichuan(self, wins: list[tuple[Score, int]], discarder: int | None) -> list[int]:
        out = [0] * PLAYERS
        for score, winner in wins:
            if discarder is None:
                each = score.total + self.options["self_draw_base"]
                payers = [p for p in self._active if p != winner]
            else:
                each, payers = score.total, [discarder]
            for p in payers:
                out[p] -= each
                out[winner] += each
        if discarder is not None and self.options["hujiao_zhuanyi"]:
            self._transfer_kong_income(wins, discarder, out)
        for _, winner in wins:
            self._active.remove(winner)
        return out

    def _transfer_kong_income(self, wins: list[tuple[Score, int]], discarder: int, out: list[int]) -> None:
        """呼叫转移: on 杠上炮 the discarder's latest kong income passes to the winner (with
        several, the first after the discarder in turn order)."""
        after_kong = [w for s, w in wins if "discard_after_kong" in s.fan_counts]
        income = self._kong_income.pop(discarder, None)
        if not after_kong or not income:
            return
        taker = min(after_kong, key=lambda w: (w - discarder) % PLAYERS)
        earned = income[discarder]
        out[discarder] -= earned
        out[taker] += earned

    def _book(self, out: list[int]) -> list[int]:
        assert sum(out) == 0, out
        self.ledger = [a + b for a, b in zip(self.ledger, out)]
        return out

    def _check_active(self, seat: object, what: str) -> None:
        check_seat(seat, what)
        if seat not in self._active:
            raise ValueError(f"{what} (player {seat}) has already won and left the hand")
