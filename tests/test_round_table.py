"""What a referee gives a Round about the table: players already out of a 血战 hand (out=),
the claims the winning hand's notation records (@left / @across / @right), the seats and
the dealer, and the settlement in money."""

from __future__ import annotations

from typing import Any

import pytest

import mjcore
from mjcore.settlement import Round

PLAIN = "111m222m555p777p9p"


def score(hand: str, win: str, ruleset: Any = "sichuan", melds: tuple[str, ...] = (), **ctx: Any) -> mjcore.Score:
    return mjcore.score(mjcore.Hand.parse(hand, win=win, melds=list(melds)), ruleset, **ctx)


def test_midway_hand_pays_only_the_players_still_in() -> None:
    r = Round("sichuan", out=(0, 2))
    assert r.active == (1, 3)
    self_draw = score(PLAIN, "9p", self_drawn=True)
    assert r.win(self_draw, 1) == [0, self_draw.total, 0, -self_draw.total]
    with pytest.raises(ValueError, match="already won and left"):
        Round("sichuan", out=[2]).win(score(PLAIN, "9p"), 1, discarder=2)
    # the same hand from the start: all three opponents pay the self-draw
    assert Round("sichuan").win(self_draw, 1)[1] == 3 * self_draw.total


@pytest.mark.parametrize(
    ("out", "error", "match"),
    [
        ([4], ValueError, "each player in out="),
        ([True], ValueError, "each player in out="),
        ([1, 1], ValueError, "twice"),
        ([0, 1, 2], ValueError, "at least two"),
        ("01", TypeError, "out="),
        (3, TypeError, "out="),
    ],
)
def test_out_is_validated(out: Any, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        Round("sichuan", out=out)


def test_out_is_a_sichuan_fact() -> None:
    with pytest.raises(ValueError, match="out=.*sichuan"):
        Round("cantonese", out=[1])
    assert Round("cantonese", out=[]).active == (0, 1, 2, 3)


def test_sichuan_records_claims_without_liability() -> None:
    # a scheme without 包 names no bao_* option: Claims treats them as off (was KeyError)
    r = Round("sichuan")
    assert r.claim(1, "pung 333m", 0) == [0, 0, 0, 0]
    assert r.claims.liable(1) is None
