"""What a referee gives a Round about the table: players already out of a 血战 hand (out=),
the claims the winning hand's notation records (@left / @across / @right), the seats and
the dealer, and the settlement in money."""

from __future__ import annotations

from fractions import Fraction
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


TWELVE = ("pung 111m@left", "pung 999s@across", "pung 777s@right", "pung 555z@left")


def test_feeders_come_from_the_hands_notation() -> None:
    # 十二张落地 by player 1: the fourth exposure's feeder (his left, player 0) pays the self-draw alone
    hand = score("2p", "2p", "cantonese", TWELVE, self_drawn=True, seat_wind="S")
    noted = Round("cantonese")
    paid = noted.win(hand, 1)
    assert paid[0] == -paid[1] and paid[2] == paid[3] == 0
    recorded = Round("cantonese")
    for meld, fed_by in zip(TWELVE, (0, 3, 2, 0)):
        recorded.claim(1, meld.split("@")[0], fed_by)
    assert recorded.win(hand, 1) == paid
    assert [(c.first, c.fed_by) for c in noted.claims.by_player[1]] == [(c.first, c.fed_by) for c in recorded.claims.by_player[1]]
    # without the feeders nobody is liable: every loser pays his share
    bare = score("2p", "2p", "cantonese", tuple(m.split("@")[0] for m in TWELVE), self_drawn=True, seat_wind="S")
    assert Round("cantonese").win(bare, 1)[2] < 0


def test_notation_contradicting_a_recorded_claim() -> None:
    r = Round("cantonese")
    r.claim(1, "pung 111m", 2)  # the notation says his left: player 0
    with pytest.raises(ValueError, match=r"pung 111m@left \(from player 0\).*claimed from player 2"):
        r.win(score("2p", "2p", "cantonese", TWELVE, self_drawn=True, seat_wind="S"), 1)
    assert len(r.claims.by_player[1]) == 1  # nothing of the refused hand was recorded
    # a recorded pung grown into the noted kong, same feeder: agreed
    k = Round("cantonese")
    k.claim(0, "pung 222s", 3)
    flower = score("123m456p789s1p", "1p", "cantonese", ("kong 2222s@left",), self_drawn=True, kong=True)
    assert k.win(flower, 0) == Round("cantonese").win(flower, 0)


def test_a_score_with_the_wrong_seat_wind_is_refused() -> None:
    # player 1 sits South (player 0 deals): his seat flower (H2) is 正花 only with seat_wind="S"
    hand = mjcore.Hand.parse("123m456p1p", win="1p", melds=["pung 555z", "pung 666z"], flowers="H2")
    east, south = (mjcore.score(hand, "hong-kong", self_drawn=True, seat_wind=w) for w in "ES")
    assert "seat_flower" in south.fan_counts and "seat_flower" not in east.fan_counts
    with pytest.raises(ValueError, match="player 1 sits S .*seat_wind='E'"):
        Round("hong-kong").win(east, 1)
    assert Round("hong-kong").win(south, 1) == [-south.total, 3 * south.total, -south.total, -south.total]
    assert Round("hong-kong", dealer=1).win(east, 1)[1] == 3 * east.total  # he deals: East
    with pytest.raises(ValueError, match="prevalent wind is 'S'.*prevalent_wind='E'"):
        Round("hong-kong", dealer=1, prevalent_wind="S").win(east, 1)
    # 血战 scores no wind: any seat wind is the same hand
    assert Round("sichuan").win(score(PLAIN, "9p", seat_wind="N"), 1, discarder=0)[1] > 0


@pytest.mark.parametrize(
    ("arguments", "match"),
    [({"dealer": 4}, "dealer="), ({"dealer": "0"}, "dealer="), ({"prevalent_wind": "X"}, "prevalent_wind="),
     ({"prevalent_wind": 4}, "prevalent_wind="), ({"prevalent_wind": True}, "prevalent_wind=")],
)
def test_dealer_and_prevalent_wind_are_validated(arguments: dict[str, Any], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        Round("hong-kong", **arguments)


def test_seat_winds_follow_the_dealer() -> None:
    assert [Round("cantonese", dealer=3).seat_wind(p) for p in range(4)] == ["S", "W", "N", "E"]


def test_money_is_the_ledger_priced() -> None:
    # 半銃 at 二五雞: the Round counts half portions; a referee reads money, as mjcore.settle pays it
    half = mjcore.ruleset.hong_kong_ruleset(responsibility="half", base="1/2", min_faan=0, name="hk-half-25")
    chicken = mjcore.score(mjcore.Hand.parse("123m456p789s5z", win="5z", melds=["pung 111s"]), half)
    r = Round(half)
    units = r.win(chicken, 0, discarder=1)
    assert r.ledger == units  # the events and the ledger stay in whole units
    assert r.money == r.priced(units) == mjcore.settle(chicken, winner=0, discarder=1)
    assert r.money[2] == Fraction(units[2], 4)  # half a unit's half portion
    sichuan = Round("sichuan")
    sichuan.kong(1, "concealed")
    assert sichuan.money == sichuan.ledger


@pytest.mark.parametrize("payment", [[1, -1, 0], "1234", [1.0, -1, 0, 0], [True, -1, 0, 0], 5])
def test_priced_takes_a_settlement(payment: Any) -> None:
    with pytest.raises(TypeError, match="payment"):
        Round("hong-kong").priced(payment)
