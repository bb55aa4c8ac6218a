"""Botzone's protocol lines (spec §1, §4): tile codes, requests and responses round-trip, the
engine's actions map to and from response lines, and malformed lines are refused."""

from __future__ import annotations

import io
import json

import pytest

import mjcore
from botzone_helpers import EXAMPLE_REQUESTS, EXAMPLE_RESPONSES, example_json_input, example_simple_input
from mjcore.botzone import (
    GameView,
    Request,
    format_output,
    format_request,
    legal_responses,
    parse_request,
    parse_response,
    read_input,
    response_actions,
    response_line,
    run,
    tile_code,
    tile_index,
)
from mjcore.game import ACTION_COUNT, CHOW_HIGHEST, CHOW_LOWEST, PUNG


def test_every_tile_round_trips_and_the_codes_are_botzones() -> None:
    codes = [tile_code(t) for t in range(42)]
    assert len(set(codes)) == 42
    assert [tile_index(c) for c in codes] == list(range(42))
    assert codes[:9] == [f"W{r}" for r in range(1, 10)] and codes[9] == "B1" and codes[18] == "T1"
    assert codes[27:31] == ["F1", "F2", "F3", "F4"] and codes[34:] == [f"H{r}" for r in range(1, 9)]


def test_dragons_are_mapped_by_meaning() -> None:
    # J1 中 (red), J2 发 (green), J3 白 (white): mjcore's names and its own gb notation agree.
    assert [mjcore.tile_name(tile_index(c), "zh") for c in ("J1", "J2", "J3")] == ["中", "发", "白"]
    for tile in range(34):
        assert mjcore.render_tiles([tile], "gb") == tile_code(tile)


@pytest.mark.parametrize("bad", ["w1", "W0", "J4", "H9", "W1 ", "", "中"])
def test_bad_codes_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="Botzone tile code"):
        tile_index(bad)


def test_bad_argument_types_name_the_argument() -> None:
    with pytest.raises(TypeError, match="tile must be"):
        tile_code("W1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="tile must be a tile index"):
        tile_code(42)
    with pytest.raises(TypeError, match="line must be"):
        parse_request(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="request must be"):
        format_request("3 0 DRAW")  # type: ignore[arg-type]


REQUESTS = [
    "0 1 2",
    "1 0 0 0 0 T9 W3 J3 J3 W9 T9 T5 T1 B1 B9 J1 W8 B4",
    "1 0 1 0 2 T9 W3 J3 J3 W9 T9 T5 T1 B1 B9 J1 W8 B4 H5 H2 H7",
    "2 T6",
    "3 2 BUHUA H7",
    "3 2 DRAW",
    "3 2 PLAY T1",
    "3 2 PENG W9",
    "3 2 CHI T2 W3",
    "3 2 GANG",
    "3 2 BUGANG W3",
]


@pytest.mark.parametrize("line", REQUESTS)
def test_every_request_form_round_trips(line: str) -> None:
    assert format_request(parse_request(line)) == line


def test_requests_read_their_fields() -> None:
    deal = parse_request(REQUESTS[2])
    assert deal.kind == "deal" and deal.flower_counts == (0, 1, 0, 2) and deal.flowers == (38, 35, 40)
    assert parse_request("3 2 CHI T2 W3") == Request("chi", 2, tile=2, middle=19)
    assert parse_request("0 1 2") == Request("start", seat=1, quan=2)


@pytest.mark.parametrize(
    "line",
    ["", "0 1", "0 4 0", "1 0 0 0 0 W1", "1 0 1 0 0 W1 W1 W1 W1 W2 W2 W2 W2 W3 W3 W3 W3 W4", "2 H1", "2 W1 W2",
     "3 0 EAT W1", "3 0 PLAY", "3 0 PLAY H1", "3 0 CHI W1 W2", "3 0 CHI F2 W2", "3 0 DRAW ", "3 5 DRAW", "4 0 DRAW"],
)  # fmt: skip
def test_malformed_requests_are_refused(line: str) -> None:
    with pytest.raises(ValueError, match="no Botzone request"):
        parse_request(line)


def _claim_lines() -> list[tuple[list[int], int, str]]:
    """(actions, claimed tile, line) for every engine action, pungs and chows with a discard."""
    cases: list[tuple[list[int], int, str]] = []
    for action in range(ACTION_COUNT):
        if action == PUNG:
            cases += [([PUNG, d], -1, response_line(PUNG, discard=d)) for d in range(34)]
        elif CHOW_LOWEST <= action <= CHOW_HIGHEST:
            for claimed in range(27):
                low = claimed - (action - CHOW_LOWEST)
                if low >= 0 and low // 9 == claimed // 9 and low % 9 <= 6:
                    cases += [([action, d], claimed, response_line(action, claimed=claimed, discard=d)) for d in range(0, 34, 5)]
        else:
            cases.append(([action], -1, response_line(action)))
    return cases


def test_every_action_round_trips_through_its_line() -> None:
    cases = _claim_lines()
    assert len(cases) > 109 + 34
    for actions, claimed, line in cases:
        assert response_actions(line, claimed=claimed) == actions, line
    words = {line.split(" ")[0] for _, _, line in cases}
    assert words == {"PLAY", "GANG", "BUGANG", "HU", "PASS", "PENG", "CHI"}


def test_lines_say_what_botzone_expects() -> None:
    assert response_line(0) == "PLAY W1" and response_line(34 + 33) == "GANG J1" and response_line(68 + 27) == "BUGANG F1"
    assert response_line(108) == "GANG" and response_line(102) == "HU" and response_line(103) == "PASS"
    # CHI names the run's middle tile: claiming T2 (19) as the lowest of T2 T3 T4 is "CHI T3".
    assert response_line(CHOW_LOWEST, claimed=19, discard=0) == "CHI T3 W1"
    assert response_line(CHOW_HIGHEST, claimed=19, discard=0) == "CHI T1 W1"


@pytest.mark.parametrize(
    ("line", "why"),
    [("PASS ", "takes 0"), ("pass", "unknown word"), ("PLAY", "takes 1"), ("PLAY W1 W2", "takes 1"), ("PLAY X1", "tile code"),
     ("PENG H1", "flower"), ("CHI W2", "takes 2"), ("GANG W1 W1", "takes 0 or 1"), (" PASS", "unknown word"), ("HU!", "unknown")],
)  # fmt: skip
def test_malformed_responses_say_why(line: str, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        parse_response(line)


def test_a_chow_must_hold_the_claimed_tile() -> None:
    with pytest.raises(ValueError, match="does not hold the claimed tile"):
        response_actions("CHI W5 B1", claimed=0)
    with pytest.raises(ValueError, match="does not hold the claimed tile"):
        response_actions("CHI B1 W1", claimed=8)  # W9 and B1 are not one suit


def test_both_interactions_of_the_worked_example_read_alike() -> None:
    simple = read_input(io.StringIO(example_simple_input()))
    as_json = read_input(io.StringIO(example_json_input()))
    assert simple.requests == as_json.requests == EXAMPLE_REQUESTS
    assert simple.responses == as_json.responses == EXAMPLE_RESPONSES
    assert not simple.json and as_json.json


def test_outputs_are_botzones() -> None:
    assert format_output("PENG F3", as_json=False) == "PENG F3\n"
    assert json.loads(format_output("PENG F3", as_json=True)) == {"response": "PENG F3"}
    assert format_output("PASS", as_json=False, keep_running=True) == "PASS\n>>>BOTZONE_REQUEST_KEEP_RUNNING<<<\n"
    with pytest.raises(ValueError, match="stdin is empty"):
        read_input(io.StringIO(""))


def test_run_answers_the_first_turn_then_each_request_it_is_sent() -> None:
    # Keep-running: after turn 16 (simple input) the next requests come alone, as lines.
    seen: list[tuple[int, int]] = []

    def decide(view: GameView) -> str:
        seen.append((view.requests, sum(view.concealed)))
        return "PENG F3" if view.requests == 16 else "PASS"

    stdin = io.StringIO(example_simple_input() + "3 1 PENG F3\n\n3 2 DRAW\n")
    stdout = io.StringIO()
    run(decide, stdin=stdin, stdout=stdout)
    marker = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"
    assert stdout.getvalue().splitlines() == ["PENG F3", marker, "PASS", marker, "PASS", marker]
    assert seen == [(16, 13), (17, 10), (18, 10)]  # the pung took J3 J3 and the discard F3


def test_run_in_json_answers_json_and_one_turn_without_keep_running() -> None:
    stdout = io.StringIO()
    run(lambda view: legal_responses(view)[0], keep_running=False, stdin=io.StringIO(example_json_input()), stdout=stdout)
    assert json.loads(stdout.getvalue()) == {"response": "PASS"}
