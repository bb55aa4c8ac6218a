"""`mjcore botzone` with real bot processes: the same bots and wall give the same game in
every interaction mode, the example greedy bot plays through it, and bots that answer wrongly,
too late, crash or print no JSON are scored as spec §8 says.

A whole hand in a restart mode starts four processes a turn (about 170 turns), so the default
run plays a short arranged hand there (`short_wall`: seat 0 waits on nine gates and wins on
seat 3's discard at turn 18), and the greedy bot's whole hand once, kept running, against
the same bot played in-process; the thorough run plays whole hands in every mode."""

from __future__ import annotations

import importlib.util
import json
import random
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from botzone_helpers import ViewPlayers
from depth import THOROUGH
from mjcore.botzone.match import play_hand
from mjcore.botzone.tiles import tile_code, tile_index
from mjcore.botzone.walls import seeded_wall
from mjcore.cli import main

ROOT = Path(__file__).resolve().parent.parent
PROTOCOL_BOT = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'tests' / 'bots' / 'protocol_bot.py'))}"
GREEDY_BOT = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'examples' / 'botzone_greedy_bot.py'))}"
MODES = ["simple", "json", "keep-running", "keep-running-json"]


def short_wall() -> str:
    """Per-seat walls in which seat 0 is dealt 1112345678999m and the first character tile
    anybody draws is seat 3's second draw, W5: discard-every-draw bots end the hand at turn 18
    with seat 0's HU on it."""
    rng = random.Random(28)
    gates = [tile_index(c) for c in "W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()]
    rest = [t for t in range(34) for _ in range(4)]
    for t in gates + [tile_index("W5")]:
        rest.remove(t)
    plain = [t for t in rest if t >= 9]
    chars = [t for t in rest if t < 9]
    rng.shuffle(plain)
    early, late = plain[: 39 + 7], plain[39 + 7 :] + chars
    rng.shuffle(late)
    taken: list[list[int]] = [gates, early[0:13], early[13:26], early[26:39]]  # each seat's wall in taking order
    draws = iter(early[39:])
    for seat in range(4):
        taken[seat].append(next(draws))  # the first round
    for seat in range(4):
        taken[seat].append(tile_index("W5") if seat == 3 else next(draws))
    for seat in range(4):
        while len(taken[seat]) < 34:
            taken[seat].append(late.pop())
    return " ".join(tile_code(t) for seat in range(4) for t in reversed(taken[seat]))


def judge(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    # A generous time limit (a later --time-limit wins): a loaded machine must not make a TLE.
    assert main(["botzone", "--json", "--time-limit", "60", *args]) == 0
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    return out


def record(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_the_short_hand_is_the_same_in_every_mode(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    outputs, records = [], []
    for mode in MODES:
        path = tmp_path / f"{mode}.jsonl"
        outputs.append(judge(capsys, "--bot", PROTOCOL_BOT, "--mode", mode, "--wall", short_wall(), "--record", str(path)))
        records.append(record(path))
    assert all(o == outputs[0] for o in outputs) and all(r == records[0] for r in records)
    (hand,) = outputs[0]["hands"]
    assert hand["end"] == "win" and hand["winner"] == 0 and not hand["self_drawn"]
    assert ["九莲宝灯", 88, 1] in hand["fans"]
    total = hand["total"]
    assert total == sum(points * count for _, points, count in hand["fans"])
    assert hand["scores"] == [24 + total, -8, -8, -8 - total] == outputs[0]["totals"]
    events = records[0]
    assert events[-2] == {"hand": 0, "kind": "win", "seat": 0, "tile": tile_index("W5"), "other": 3}
    assert events[-1]["kind"] == "end" and events[-1]["scores"] == hand["scores"]
    assert [e["seat"] for e in events if e["kind"] == "draw"] == [0, 1, 2, 3] * 2


def greedy_in_process(seed: int) -> dict[str, Any]:
    """The example bot's decide() played in-process by the same judge."""
    spec = importlib.util.spec_from_file_location("botzone_greedy_bot", ROOT / "examples" / "botzone_greedy_bot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    players = ViewPlayers(lambda view, rng: module.decide(view))
    hand = play_hand(players, "botzone", seeded_wall("botzone", seed))
    return {"hands": [hand.to_json()], "totals": hand.scores}


# The greedy bot imports mjcore in every fresh process: it plays kept running (the protocol bot
# below plays whole hands in the restart modes, and the short hand runs in every mode).
@pytest.mark.parametrize("mode", ["keep-running"])
def test_the_greedy_bot_plays_through_the_judge(mode: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = judge(capsys, "--bot", GREEDY_BOT, "--mode", mode, "--seed", "4")
    assert out == greedy_in_process(4), out["hands"][0]["invalid"]
    (hand,) = out["hands"]
    assert hand["end"] == "win" and hand["winner"] == 1 and hand["fans"]  # seed 4: seat 1 wins on a discard


@pytest.mark.skipif(not THOROUGH, reason="a whole hand restarting the bots every turn: thorough run")
@pytest.mark.parametrize("mode", ["simple"])
def test_the_protocol_bot_plays_whole_hands_alike(mode: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = judge(capsys, "--bot", PROTOCOL_BOT, "--mode", mode, "--seed", "3")
    if "keep-running" not in _KEPT:  # the hand every mode must give, played once
        _KEPT["keep-running"] = judge(capsys, "--bot", PROTOCOL_BOT, "--mode", "keep-running", "--seed", "3")
    assert out == _KEPT["keep-running"]
    assert out["hands"][0]["end"] == "exhausted"


_KEPT: dict[str, dict[str, Any]] = {}


def misbehaving(capsys: pytest.CaptureFixture[str], kind: str, at: int, mode: str = "keep-running", *more: str) -> dict[str, Any]:
    bad = f"{PROTOCOL_BOT} --misbehave {kind} --at {at}"
    out = judge(capsys, "--bot", PROTOCOL_BOT, "--bot", PROTOCOL_BOT, "--bot", bad, "--bot", PROTOCOL_BOT, "--mode", mode,
                "--wall", short_wall(), *more)  # fmt: skip
    (hand,) = out["hands"]
    assert hand["scores"] == [10, 10, -30, 10] == out["totals"]
    assert hand["winner"] is None and len(hand["invalid"]) == 1 and hand["invalid"][0]["seat"] == 2
    return dict(hand["invalid"][0], end=hand["end"])


def test_a_malformed_answer_is_wa(capsys: pytest.CaptureFixture[str]) -> None:
    bad = misbehaving(capsys, "malformed", 5)
    assert (bad["end"], bad["turn"], bad["response"]) == ("invalid", 5, "PASS ") and bad["reason"].startswith("WA")


def test_playing_a_tile_not_held_is_wa(capsys: pytest.CaptureFixture[str]) -> None:
    bad = misbehaving(capsys, "play", 5)
    # Seat 2's first draw is turn 7; the line is a valid PLAY of a tile it does not hold.
    assert (bad["end"], bad["turn"]) == ("invalid", 7) and bad["response"].startswith("PLAY ") and bad["reason"].startswith("WA")


def test_a_hu_that_is_no_win_is_a_false_win(capsys: pytest.CaptureFixture[str]) -> None:
    bad = misbehaving(capsys, "hu", 5, "simple")
    assert (bad["end"], bad["turn"], bad["response"]) == ("false_win", 7, "HU") and bad["reason"].startswith("WH")


def test_a_bot_too_slow_is_tle(capsys: pytest.CaptureFixture[str]) -> None:
    bad = misbehaving(capsys, "sleep", 3, "keep-running", "--time-limit", "0.5")
    assert (bad["end"], bad["turn"]) == ("invalid", 3) and bad["reason"].startswith("TLE")


def test_a_crash_is_re_and_no_json_is_nj(capsys: pytest.CaptureFixture[str]) -> None:
    crashed = misbehaving(capsys, "crash", 4, "simple")
    assert (crashed["end"], crashed["turn"]) == ("invalid", 4) and crashed["reason"].startswith("RE")
    garbled = misbehaving(capsys, "nojson", 2, "keep-running-json")
    assert (garbled["turn"], garbled["reason"][:2]) == (2, "NJ")


def test_a_bot_that_stops_keeping_running_is_restarted(capsys: pytest.CaptureFixture[str]) -> None:
    # It answers turn 6 without the marker and exits: Botzone restarts it with the whole history.
    once = f"{PROTOCOL_BOT} --misbehave once --at 6"
    wall = short_wall()
    out = judge(
        capsys, "--bot", PROTOCOL_BOT, "--bot", PROTOCOL_BOT, "--bot", once, "--bot", PROTOCOL_BOT, "--mode", "keep-running", "--wall", wall
    )
    assert out == judge(capsys, "--bot", PROTOCOL_BOT, "--mode", "keep-running", "--wall", wall)


def test_the_readable_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["botzone", "--plain", "--bot", PROTOCOL_BOT, "--mode", "keep-running", "--wall", short_wall()]) == 0
    text = capsys.readouterr().out
    assert "seat 0 wins on a discard" in text and "九莲宝灯 88" in text and "wall" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bot", "x", "--bot", "y"], "give one bot or four"),
        (["--bot", "x", "--wall", "W1 W2"], "wall must hold"),
        (["--bot", "x", "--hands", "0"], "must be 1..100,000"),
        (["--bot", "x", "--hands", "100001"], "must be 1..100,000"),
        (["--bot", "x", "--time-limit", "0"], "more than 0 and at most 3600 seconds"),
        (["--bot", "x", "--time-limit", "inf"], "more than 0 and at most 3600 seconds"),
        (["--bot", "x", "--mode", "fast"], "invalid choice"),
        (["--bot", "   "], "must not be empty"),
    ],
)
def test_bad_command_lines_are_errors(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["botzone", *args]) == 2
    assert message in capsys.readouterr().err


def test_a_bot_that_cannot_start_is_re(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = judge(capsys, "--bot", str(tmp_path / "no-such-bot"), "--mode", "keep-running")
    (hand,) = out["hands"]
    assert hand["end"] == "invalid" and hand["invalid"][0]["seat"] == 0 and hand["invalid"][0]["reason"].startswith("RE")
    assert hand["scores"] == [-30, 10, 10, 10]


def test_the_shared_wall_with_flowers(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # --play mcr: 144 tiles, flowers set aside (request 1's counts, BUHUA turns), one wall.
    path = tmp_path / "mcr.jsonl"
    out = judge(capsys, "--bot", PROTOCOL_BOT, "--mode", "keep-running", "--play", "mcr", "--seed", "3", "--record", str(path))
    assert out["hands"][0]["end"] in ("win", "exhausted") and not out["hands"][0]["invalid"]
    events = record(path)
    assert sum(e["kind"] == "flower" for e in events) >= 4 and sum(e["kind"] == "draw" for e in events) > 80
