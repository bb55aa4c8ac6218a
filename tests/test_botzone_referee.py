"""The judge's ruling on a turn (spec §5 order, §8 codes): which answer is punished first, WA
against WH, and the engine actions valid answers become; and whole hands judged in-process
with a seat that errs on purpose."""

from __future__ import annotations

import random

import pytest

from botzone_helpers import ViewPlayers, eager_policy
from mjcore.botzone import GameView, tile_index
from mjcore.botzone.match import play_hand
from mjcore.botzone.referee import Answer, Offence, Table, rule
from mjcore.botzone.turns import ADDED_KONG, DISCARD, DRAW, FLOWER, Turn
from mjcore.botzone.turns import KONG as KONG_TURN
from mjcore.botzone.walls import seeded_wall
from mjcore.game import CHOW_LOWEST, CONCEALED_KONG, KONG, PASS, PUNG, WIN

W1, W2, W3, W5 = (tile_index(c) for c in ("W1", "W2", "W3", "W5"))


def counts(*tiles: int) -> list[int]:
    held = [0] * 34
    for t in tiles:
        held[t] += 1
    return held


def answers(*responses: str) -> list[Answer]:
    return [Answer(r) for r in responses]


def turn(kind: str, actor: int, tile: int = -1) -> Turn:
    return Turn(kind, actor, tile, (), 0)


# Seat 1 discards W1. Seat 2 (next) holds W2 W3 (chow) and W1 W1 (pung); seat 3 wins on W1.
HOLDINGS = [counts(), counts(), counts(W1, W1, W2, W3, W5), counts(W5, W5)]
LEGAL = {2: sorted([CHOW_LOWEST, PASS, PUNG]), 3: [WIN, PASS]}
TABLE = Table(LEGAL, HOLDINGS)


def offence(ruling: object) -> tuple[int, str]:
    assert isinstance(ruling, Offence), ruling
    return ruling.seat, ruling.code


def test_the_discarder_is_checked_first() -> None:
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "HU", "PASS", "HU"), TABLE)) == (1, "WA")


def test_hu_is_judged_in_order_after_the_discarder() -> None:
    # Seat 3 wins although seat 2 could pung: HU beats PENG.
    assert rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "PENG W5", "HU"), TABLE) == [(3, WIN), (2, PASS)]
    # A false HU by the first seat after the discarder is punished although seat 3 wins (U-15).
    assert offence(rule(turn(DISCARD, 1, W1), answers("HU", "PASS", "HU", "HU"), TABLE)) == (2, "WH")


def test_a_verdict_is_looked_at_when_the_answer_is() -> None:
    timed_out = [Answer("PASS"), Answer("PASS"), Answer("", "TLE", "slow"), Answer("HU")]
    assert offence(rule(turn(DISCARD, 1, W1), timed_out, TABLE)) == (2, "TLE")
    # Seat 0 (after seat 3 in the HU order) timed out, but seat 3's win ends the hand first.
    late = [Answer("", "TLE", "slow"), Answer("PASS"), Answer("PASS"), Answer("HU")]
    assert rule(turn(DISCARD, 1, W1), late, TABLE) == [(3, WIN), (2, PASS)]


def test_a_malformed_answer_waits_for_the_claim_pass() -> None:
    # Seat 2's nonsense is examined after the HU step: seat 3's win comes first.
    assert rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "EAT W1", "HU"), TABLE)[0] == (3, WIN)  # type: ignore[index]
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "EAT W1", "PASS"), TABLE)) == (2, "WA")


def test_pung_and_kong_are_checked_in_seat_order() -> None:
    # Seat 0 has no pung: punished before seat 2's valid pung is reached.
    assert offence(rule(turn(DISCARD, 1, W1), answers("PENG W5", "PASS", "PENG W5", "PASS"), TABLE)) == (0, "WA")
    # Seat 2's valid pung ends the pass: seat 3's nonsense is never looked at.
    assert rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "PENG W5", "PENG"), TABLE) == [(2, PUNG), (3, PASS), (2, W5)]


def test_a_pung_must_discard_a_tile_still_held() -> None:
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "PENG W1", "PASS"), TABLE)) == (2, "WA")
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "GANG", "PASS"), TABLE)) == (2, "WA")


def test_a_chow_only_from_the_next_seat_and_after_pungs() -> None:
    assert rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "CHI W2 W5", "PASS"), TABLE) == [(2, CHOW_LOWEST), (3, PASS), (2, W5)]
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "PASS", "CHI W2 W5"), TABLE)) == (3, "WA")
    # The discard tile must still be held after the chow (W2 goes into the run).
    held = Table(LEGAL, [counts(), counts(), counts(W2, W3), counts()])
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "CHI W2 W2", "PASS"), held)) == (2, "WA")


def test_claims_the_engine_does_not_offer_are_wa() -> None:
    # The last discard: the engine offers seat 2 nothing but the win it does not have.
    last = Table({3: [WIN, PASS]}, HOLDINGS)
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "PENG W5", "PASS"), last)) == (2, "WA")
    assert offence(rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "CHI W2 W5", "PASS"), last)) == (2, "WA")


def test_everybody_passing_passes_the_asked_seats() -> None:
    assert rule(turn(DISCARD, 1, W1), answers("PASS", "PASS", "PASS", "PASS"), TABLE) == [(2, PASS), (3, PASS)]


def test_draw_turns_check_seats_0_to_3() -> None:
    drawer = Table({2: [W1, W5, CONCEALED_KONG + W5, WIN]}, HOLDINGS)
    assert rule(turn(DRAW, 2), answers("PASS", "PASS", "HU", "garbage"), drawer) == [(2, WIN)]
    assert offence(rule(turn(DRAW, 2), answers("HU", "PASS", "HU", "PASS"), drawer)) == (0, "WA")
    assert offence(rule(turn(DRAW, 2), answers("PASS", "PASS", "PLAY W5", "HU"), drawer)) == (3, "WA")
    assert rule(turn(DRAW, 2), answers("PASS", "PASS", "GANG W5", "PASS"), drawer) == [(2, CONCEALED_KONG + W5)]
    assert offence(rule(turn(DRAW, 2), answers("PASS", "PASS", "PLAY W2", "PASS"), drawer)) == (2, "WA")
    assert offence(rule(turn(DRAW, 2), answers("PASS", "PASS", "PASS", "PASS"), drawer)) == (2, "WA")
    no_win = Table({2: [W1, W5]}, HOLDINGS)
    assert offence(rule(turn(DRAW, 2), answers("PASS", "PASS", "HU", "PASS"), no_win)) == (2, "WH")


def test_kong_turns() -> None:
    # After a concealed or exposed kong nobody may win: HU is WA there, not WH.
    assert offence(rule(turn(KONG_TURN, 1), answers("PASS", "PASS", "HU", "PASS"), Table({}, HOLDINGS))) == (2, "WA")
    robbers = Table({3: [WIN, PASS]}, HOLDINGS)
    assert rule(turn(ADDED_KONG, 1, W1), answers("PASS", "PASS", "PASS", "HU"), robbers) == [(3, WIN)]
    assert offence(rule(turn(ADDED_KONG, 1, W1), answers("PASS", "PASS", "HU", "HU"), robbers)) == (2, "WH")
    assert offence(rule(turn(ADDED_KONG, 1, W1), answers("PASS", "HU", "PASS", "PASS"), robbers)) == (1, "WA")
    assert rule(turn(ADDED_KONG, 1, W1), answers("PASS", "PASS", "PASS", "PASS"), robbers) == [(3, PASS)]


def test_pass_only_turns() -> None:
    assert rule(turn(FLOWER, 1), answers("PASS", "PASS", "PASS", "PASS"), Table({}, HOLDINGS)) == []
    assert offence(rule(turn(FLOWER, 1), answers("PASS", "PASS", "PASS", "PASS "), Table({}, HOLDINGS))) == (3, "WA")
    assert KONG == 108  # the exposed kong's index, as GANG on a discard stands for


class Erring(ViewPlayers):
    """In-process seats playing eagerly, one of which answers ``wrong`` from turn ``at`` on
    (only where it would otherwise decide something, for the draw cases)."""

    def __init__(self, seat: int, at: int, wrong: str) -> None:
        super().__init__(self.choose, "botzone", 0)
        self.bad_seat, self.at, self.wrong, self.turn_now = seat, at, wrong, 0

    def ask(self, turn: int, lines: list[str]) -> list[Answer]:  # type: ignore[override]
        self.turn_now = turn
        return super().ask(turn, lines)

    def choose(self, view: GameView, rng: random.Random) -> str:
        right = eager_policy(view, rng)
        own_draw = view.request is not None and view.request.kind == "own_draw"
        if view.seat == self.bad_seat and self.turn_now >= self.at and (own_draw or self.wrong == "PASS "):
            return self.wrong
        return right


@pytest.mark.parametrize(("wrong", "end", "code"), [("PASS ", "invalid", "WA"), ("PLAY H1", "invalid", "WA"), ("HU", "false_win", "WH")])
def test_a_hand_ends_at_the_first_offence_with_the_penalty(wrong: str, end: str, code: str) -> None:
    players = Erring(seat=2, at=10, wrong=wrong)
    result = play_hand(players, "botzone", seeded_wall("botzone", 5))
    assert result.end == end and result.winner is None
    assert result.scores == [10, 10, -30, 10] and sum(result.scores) == 0
    (record,) = result.invalid
    assert record["seat"] == 2 and record["response"] == wrong and record["reason"].startswith(code)
    assert record["turn"] == result.turns >= 10
