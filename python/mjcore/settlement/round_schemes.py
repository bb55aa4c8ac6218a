"""What the two table schemes of :class:`~mjcore.settlement.Round` do differently: the facts
of each winner's share that the hand's history decides (their payments are
:mod:`mjcore.settlement.win_schemes`'), and what a win changes at the table afterwards.

``sichuan`` (血战到底): a self-draw is paid by every player still in the hand; winners leave
and play goes on (呼叫转移 moves a kong's income).
``cantonese`` (鸡平和, Hong Kong): the recorded claims decide who is liable (包), the fed-kong
番 and 一炮三响 change a discard's points, and the hand ends at the win.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from mjcore._core import MeldKind, Score
from mjcore.settlement.seats import PLAYERS
from mjcore.settlement.win_schemes import SCHEMES as PAYS
from mjcore.settlement.win_schemes import Win

if TYPE_CHECKING:
    from mjcore.settlement.round import Round

KONG_KINDS: Final = ("direct", "added", "concealed")
Wins = Sequence[tuple[Score, int]]


class RoundScheme:
    """One table scheme: its facts (class attributes) and its two settlement steps."""

    kongs_claimed = False  # a kong from a discard is recorded by Round.claim (it can make 包)
    kong_liability = False  # the win may name the robbed player or a kong's replacement tile
    exhausted_wall = False  # an exhausted wall is settled (花猪, 查大叫)
    winners_leave = False  # a winner leaves and play goes on (a Round may start with players out)

    @staticmethod
    def shares(
        rnd: Round, score: Score, winner: int, discarder: int | None, robbed: int | None, after_kong: bool, n_winners: int
    ) -> dict[int, int]:
        """What each loser pays this winner."""
        raise NotImplementedError

    @staticmethod
    def after_wins(rnd: Round, wins: Wins, discarder: int | None, out: list[int]) -> None:
        """The table after the wins: who leaves, whether the hand is over, income moved."""
        raise NotImplementedError


class Sichuan(RoundScheme):
    exhausted_wall = True
    winners_leave = True

    @staticmethod
    def shares(
        rnd: Round, score: Score, winner: int, discarder: int | None, robbed: int | None, after_kong: bool, n_winners: int
    ) -> dict[int, int]:
        return PAYS["sichuan"](rnd.ruleset.payments, Win(score.total, winner, discarder, players=rnd.in_play.active))

    @staticmethod
    def after_wins(rnd: Round, wins: Wins, discarder: int | None, out: list[int]) -> None:
        if discarder is not None and rnd.options["hujiao_zhuanyi"]:
            _transfer_kong_income(rnd, wins, discarder, out)
        for _, winner in wins:
            rnd.in_play.active.remove(winner)


def _transfer_kong_income(rnd: Round, wins: Wins, discarder: int, out: list[int]) -> None:
    """呼叫转移: on 杠上炮 the discarder's latest kong income passes to the winner (with
    several, the first after the discarder in turn order)."""
    after_kong = [w for s, w in wins if "discard_after_kong" in s.fan_counts]
    income = rnd.in_play.kong_income.pop(discarder, None)
    if not after_kong or not income:
        return
    taker = min(after_kong, key=lambda w: (w - discarder) % PLAYERS)
    earned = income[discarder]
    out[discarder] -= earned
    out[taker] += earned


class Cantonese(RoundScheme):
    kongs_claimed = True
    kong_liability = True

    @staticmethod
    def shares(
        rnd: Round, score: Score, winner: int, discarder: int | None, robbed: int | None, after_kong: bool, n_winners: int
    ) -> dict[int, int]:
        """A self-draw's liable player (包) from the claims; on a discard the hand worth
        `fed_kong_fan` more when the discarder fed the winner a kong, and 一炮三响 lifting each
        winner to its floor and maybe making the discarder pay as for a self-draw."""
        o = rnd.options
        points = score.total
        liable = None
        if discarder is None and robbed is None:
            liability = rnd.claims.liable(winner, rnd.in_play.last_kong.get(winner) if after_kong else None)
            liable = liability.liable if liability is not None else None
        elif discarder is not None:
            base = score.base
            fed = [c for c in rnd.claims.by_player[winner] if c.kind == MeldKind.KONG and c.fed_by == discarder]
            if o["fed_kong_fan"] and fed:
                base = _with_bonus(rnd, score, o["fed_kong_fan"])
            if n_winners == 3:  # 一炮三响
                limit = rnd.ruleset.limit
                base = max(base, rnd.ruleset.spec.conversion.apply(min(o["triple_win_floor"], limit or o["triple_win_floor"])))
            points = base + score.flowers
            if n_winners == 3 and o["triple_win_payment"] == "self_draw":
                return {discarder: (PLAYERS - 1) * o["self_draw_units"] * points}
        return PAYS["cantonese"](rnd.ruleset.payments, Win(points, winner, discarder, robbed=robbed, liable=liable))

    @staticmethod
    def after_wins(rnd: Round, wins: Wins, discarder: int | None, out: list[int]) -> None:
        rnd.in_play.over = True


def _with_bonus(rnd: Round, score: Score, fan: int) -> int:
    """The hand's points before flowers with `fan` more bonus 番, below the limit; a hand
    whose patterns exclude the `kong` bonus (QQ's special types) takes none."""
    spec = rnd.ruleset.spec
    if any("kong" in spec.excludes(spec.pattern(p)) for p in score.fan_counts):
        return score.base
    value = score.raw + fan
    return max(score.base, spec.conversion.apply(min(value, spec.limit) if spec.limit else value))


SCHEMES: Final[dict[str, type[RoundScheme]]] = {"sichuan": Sichuan, "cantonese": Cantonese}
