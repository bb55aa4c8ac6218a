"""The example scripts run, and what they print agrees with mjcore itself."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import mjcore

pytest.importorskip("numpy")  # score_jsonl.py uses mjcore.batch

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SCRIPTS = sorted(EXAMPLES.glob("*.py"))


def run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / script), *args], capture_output=True, text=True, check=False, timeout=120
    )
    assert result.returncode == 0, result.stderr
    return result


def test_examples_are_all_tested() -> None:
    # A new script must get its own checks here (botzone_greedy_bot.py: below, and
    # tests/test_botzone_judge.py plays it through `mjcore botzone`).
    assert [s.name for s in SCRIPTS] == ["botzone_greedy_bot.py", "efficiency_bot.py", "score_jsonl.py"]


@pytest.mark.parametrize("script", ["efficiency_bot.py", "score_jsonl.py"])
def test_runs_with_its_defaults(script: str) -> None:
    assert run(script).stdout.strip()


def test_botzone_bot_answers_the_worked_example() -> None:
    # Spec §10's turn 16 in JSON interaction: seat 1 holds J3 J3 and seat 0 discards J3.
    from botzone_helpers import EXAMPLE_REQUESTS, EXAMPLE_RESPONSES, example_json_input
    from mjcore.botzone import GameView, legal_responses

    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "botzone_greedy_bot.py")],
        input=example_json_input(),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    answer, marker = result.stdout.splitlines()
    allowed = legal_responses(GameView.from_history(EXAMPLE_REQUESTS, EXAMPLE_RESPONSES))
    assert json.loads(answer)["response"] in allowed and len(allowed) > 1
    assert marker == ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"


def test_bot_summary_matches_its_games() -> None:
    report = json.loads(run("efficiency_bot.py", "--games", "60", "--seed", "3", "--json").stdout)
    games = report["results"]
    wins = [g for g in games if g["won"]]
    assert report["games"] == len(games) == 60
    assert report["wins"] == len(wins) > 0
    assert report["win_rate"] == len(wins) / 60
    assert report["mean_turns_to_win"] == pytest.approx(sum(g["turns"] for g in wins) / len(wins))
    for game in games:
        tiles = mjcore.parse_tiles(game["hand"])
        if game["won"]:
            # A win is a complete 14-tile hand within the draws that reaches MCR's 8-point minimum.
            assert len(tiles) == 14 and mjcore.shanten(game["hand"]) == -1
            assert 1 <= game["turns"] <= 18 and game["points"] >= 8
        else:
            assert len(tiles) == 13 and mjcore.shanten(game["hand"]) >= 0
            assert game["turns"] == 18 and game["points"] is None
    assert report["complete_below_minimum"] == sum(g["short"] for g in games)
    assert report["complete_below_minimum"] > 0  # the seed shows the bot playing on from one


def test_bot_is_reproducible_and_text_agrees_with_json() -> None:
    text = run("efficiency_bot.py", "--games", "30", "--seed", "5").stdout
    assert text == run("efficiency_bot.py", "--games", "30", "--seed", "5").stdout
    report = json.loads(run("efficiency_bot.py", "--games", "30", "--seed", "5", "--json").stdout)
    assert f"won {report['wins']} " in text


def test_bot_cannot_win_without_drawing() -> None:
    report = json.loads(run("efficiency_bot.py", "--games", "10", "--draws", "0", "--json").stdout)
    assert report["wins"] == 0


def expected(record: dict[str, Any], ruleset: str = "mcr") -> dict[str, Any]:
    """What mjcore.score says about one input line."""
    context = {k: v for k, v in record.items() if k not in ("id", "hand", "win", "melds", "flowers")}
    try:
        hand = mjcore.Hand.parse(record["hand"], win=record["win"], melds=record.get("melds", []),
                                 flowers=record.get("flowers", 0))
        score = mjcore.score(hand, ruleset, **context)
    except ValueError as error:
        return {"error": str(error)}
    return {"total": score.total, "base": score.base, "fans": score.fan_counts}


@pytest.mark.parametrize("ruleset", ["mcr", "hong-kong", "sichuan"])
def test_jsonl_scores_equal_per_hand_scores(tmp_path: Path, ruleset: str) -> None:
    # hong-kong: the batch cannot carry which flowers a hand has; those rows go one by one.
    source = EXAMPLES / "hands.jsonl"
    out = tmp_path / "results.jsonl"
    stderr = run("score_jsonl.py", str(source), "-o", str(out), "--ruleset", ruleset).stderr
    records = [json.loads(line) for line in source.read_text(encoding="utf-8").splitlines() if line.strip()]
    results = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(results) == len(records)
    for number, (record, result) in enumerate(zip(records, results), start=1):
        assert result.pop("line") == number and result.pop("id") == record["id"]
        assert result == expected(record, ruleset), record["id"]
    scored = sum("total" in r for r in results)
    assert 0 < scored < len(results)  # the sample shows both kinds of line
    assert f"{scored} of {len(results)} hands scored" in stderr


def test_jsonl_other_ruleset(tmp_path: Path) -> None:
    source = tmp_path / "hands.jsonl"
    source.write_text('{"hand": "7z123m456p", "win": "7z", "melds": ["pung 555z", "pung 666z"]}\n', encoding="utf-8")
    result = json.loads(run("score_jsonl.py", str(source), "--ruleset", "zung-jung").stdout)
    hand = mjcore.Hand.parse("7z123m456p", win="7z", melds=["pung 555z", "pung 666z"])
    assert result["total"] == mjcore.score(hand, "zung-jung").total == 80
