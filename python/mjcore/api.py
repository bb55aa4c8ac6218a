"""Scoring entry point: ``mjcore.score``."""

from __future__ import annotations

from mjcore._core import Hand, Score, score_with
from mjcore.ruleset import Ruleset, get_ruleset


def score(
    hand: Hand | str,
    ruleset: str | Ruleset = "mcr",
    *,
    self_drawn: bool = False,
    seat_wind: str | int = "E",
    prevalent_wind: str | int = "E",
    last_tile: bool = False,
    kong: bool = False,
    fourth_tile: bool = False,
    flowers: int | None = None,
) -> Score:
    """Score a winning hand: the best decomposition under the ruleset.

    ``kong`` is 杠上开花 when self-drawn and 抢杠和 on a discard; ``last_tile``
    is 妙手回春 / 海底捞月 likewise; ``fourth_tile`` is 和绝张.

    >>> s = score(Hand.parse("1112345678999m", win="5m"))
    >>> s.total, [f.zh for f in s.fans]
    (91, ['九莲宝灯', '双暗刻', '幺九刻'])
    """
    table = (ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)).table
    return score_with(hand, table, self_drawn, seat_wind, prevalent_wind, last_tile, kong, fourth_tile, flowers)
