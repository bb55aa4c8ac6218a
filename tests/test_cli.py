"""The command line: readable output, --json, one-line errors with status 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mjcore.cli import main


def test_decompose_prints_every_reading(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decompose", "1112345678999m", "--win", "1m"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 decomposition(s)")
    assert "two-sided in chow 123m" in out and "dual pung in pung 111m" in out


def test_decompose_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decompose", "123m456p789s1122z", "--win", "2z", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["winning"] is True
    assert [d["wait"] for d in data["decompositions"]] == ["dual_pung"]


def test_not_complete(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decompose", "1112345678999m", "--win", "1p"]) == 0
    assert "not a complete hand" in capsys.readouterr().out


def test_waits(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "1112345678999m"]) == 0
    assert capsys.readouterr().out.strip() == "123456789m"


def test_melds_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decompose", "1112345678m", "--win", "9m", "--meld", "pung 777z"]) == 0
    assert "pung 777z" in capsys.readouterr().out


def test_error_is_one_line_with_status_2() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mjcore", "decompose", "11111m"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "mjcore: error: tile 1m appears 5 times across hand, melds and winning tile (at most 4)"
    ]
    assert "Traceback" not in result.stderr


def test_score_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "1112345678999m", "--win", "5m", "--flowers", "1"]) == 0
    out = capsys.readouterr().out
    assert "88  九莲宝灯  Nine Gates" in out
    assert "total 92 (91 + 1 flowers): meets the minimum" in out


def test_score_json_with_context(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["score", "123m456p789s5z", "--win", "5z", "--meld", "pung 222z", "--seat", "S", "--round", "S", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    ids = {f["id"] for f in data["fans"]}
    assert {"mixed_straight", "seat_wind", "prevalent_wind"} <= ids
    assert data["total"] == sum(f["points"] * f["count"] for f in data["fans"])


def test_score_refuses_a_non_winning_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "1112345678999m", "--win", "5p"]) == 2
    assert "not a winning hand" in capsys.readouterr().err
