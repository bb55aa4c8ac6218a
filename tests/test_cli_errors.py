"""The command line's error contract (mjcore.cli.errors): bad input of every kind is one line
``mjcore: error: ...`` on stderr, or ``{"error": ...}`` on stdout with --json, and status 2;
never a traceback, never a usage block, never a message that grows with the input. Bugs and
interruptions still show their traceback."""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from mjcore.cli import MAX_WORDS, bench, main
from mjcore.cli.errors import MAX_MESSAGE, one_line

PREFIX = "mjcore: error: "
SCORE = ["score", "1112345678999m", "--win", "5m"]  # a winning hand; tests add one bad option


@dataclass(frozen=True)
class Ran:
    status: int
    out: str
    err: str


def mjcore(*argv: str | bytes, timeout: float = 120) -> Ran:
    """`python -m mjcore ARGV` in a subprocess; bytes arguments reach argv exactly as given."""
    result = subprocess.run([sys.executable, "-m", "mjcore", *argv], capture_output=True, check=False, timeout=timeout)
    # Strict decoding: whatever mjcore prints must be valid UTF-8, even for undecodable input.
    return Ran(result.returncode, result.stdout.decode("utf-8"), result.stderr.decode("utf-8"))


def error_line(ran: Ran) -> str:
    """The one error line of a run that must fail with status 2 and print nothing else."""
    assert ran.status == 2, ran
    assert ran.out == ""
    lines = ran.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(PREFIX), ran.err
    return lines[0]


def fails(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """In-process: main() returns 2, stdout is empty, stderr is one error line; that line."""
    status = main(list(argv))
    return error_line(Ran(status, *capsys.readouterr()))


def fails_as_json(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """In-process with --json: status 2, stderr empty, stdout one JSON object {"error": ...}."""
    status = main([*argv, "--json"])
    captured = capsys.readouterr()
    assert status == 2 and captured.err == ""
    assert captured.out.count("\n") == 1
    data: Any = json.loads(captured.out)
    assert list(data) == ["error"] and isinstance(data["error"], str) and data["error"]
    return str(data["error"])


# --- 1. numbers: bounded in argparse, named in the message ------------------------------


@pytest.mark.parametrize("flowers", ["9", "9999999999999999999999999", "9" * 5000])
def test_too_many_flowers_is_refused_naming_the_option(flowers: str) -> None:
    line = error_line(mjcore(*SCORE, "--flowers", flowers))
    assert "argument --flowers:" in line and "at most 8" in line


def test_every_flower_count_the_core_takes_is_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    for count in range(9):
        assert main([*SCORE, "--flowers", str(count), "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["flowers"] == count


def test_flower_tiles_are_still_flower_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*SCORE, "--flowers", "1f6f", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["flowers"] == 2


@pytest.mark.parametrize("seconds", ["inf", "-inf", "nan", "1e309", "3601", "1e20", "-1", "0", "soon"])
def test_bench_refuses_a_budget_out_of_range(seconds: str) -> None:
    # A subprocess with a timeout: before the fix "inf" never returned (refusing takes well under 30 s).
    # "--seconds=X": argparse would read a lone "-inf" as an option.
    line = error_line(mjcore("bench", f"--seconds={seconds}", timeout=30))
    assert "argument --seconds:" in line and "at most 3600" in line


def test_bench_budget_bounds_are_inclusive_at_the_top() -> None:
    assert bench.budget_seconds("3600") == 3600.0
    assert bench.budget_seconds("0.001") == 0.001
    with pytest.raises(argparse.ArgumentTypeError):
        bench.budget_seconds(str(math.nextafter(3600.0, math.inf)))


# --- 2. ruleset files the loader cannot read --------------------------------------------


def _deep_json(path: Path) -> Path:
    path.write_text('{"a":' * 100_000, encoding="utf-8")
    return path


def _deep_toml(path: Path) -> Path:
    path.write_text('name = "x"\n[patterns]\nseven_pairs = 4\nx = ' + "{a=" * 100_000, encoding="utf-8")
    return path


def _surrogate_json(path: Path) -> Path:
    path.write_text('{"name": "x\\ud800", "patterns": {"seven_pairs": 4}}', encoding="utf-8")
    return path


def _not_utf8(path: Path) -> Path:
    path.write_bytes(b'name = "\xff"\n')
    return path


@pytest.mark.parametrize(
    ("make", "name"),
    [(_deep_json, "deep.json"), (_deep_toml, "deep.toml"), (_surrogate_json, "lone.json"), (_not_utf8, "bytes.toml")],
)
def test_unreadable_ruleset_files_are_one_line(tmp_path: Path, make: Any, name: str) -> None:
    path = str(make(tmp_path / name))
    error_line(mjcore(*SCORE, "--ruleset", path))
    error_line(mjcore("rulesets", path))
    ran = mjcore("rulesets", path, "--json")
    assert ran.status == 2 and ran.err == "" and set(json.loads(ran.out)) == {"error"}


# --- 3. arguments that are not UTF-8 ------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        ([b"\xff1112345678999m", "--win", "5m"], "argument hand:"),
        (["1112345678999m", "--win", b"5m\xff"], "argument --win:"),
        (["1112345678m", "--win", "9m", "--meld", b"pung 777z\xfe"], "argument --meld:"),
        (["1112345678999m", "--win", "5m", "--flowers", b"1f\xc3"], "argument --flowers:"),
    ],
)
def test_non_utf8_arguments_are_refused_by_name(argv: list[str | bytes], named: str) -> None:
    line = error_line(mjcore("score", *argv))
    assert named in line and "not valid UTF-8" in line


def test_non_utf8_visible_tiles_are_refused_by_name() -> None:
    line = error_line(mjcore("discard", "11123456789999m", "--visible", b"5m\x80"))
    assert "argument --visible:" in line and "not valid UTF-8" in line


def test_lone_surrogates_from_python_are_refused_too(capsys: pytest.CaptureFixture[str]) -> None:
    line = fails(capsys, "shanten", "123m456p789s1122\ud800z")
    assert "argument hand:" in line and "not valid UTF-8" in line


def test_an_undecodable_file_name_is_quoted_printably() -> None:
    # Not refused (a file may have any name), but the message must still print as UTF-8.
    line = error_line(mjcore(*SCORE, "--ruleset", b"/nowhere/\xff.toml"))
    assert "\\udcff.toml" in line


# --- 4. argparse errors: one line, not a usage block ----------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["score", "1112345678999m"],
        ["frobnicate"],
        [],
        ["score", "1m", "--seat", "X"],
        ["shanten", "1112345678999m", "--forms", "regular,pairs"],
        ["score", "1112345678999m", "--win", "5m", "--no-such-flag"],
        ["score", "1112345678999m", "--win"],
    ],
)
def test_usage_errors_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    line = fails(capsys, *argv)
    assert "usage:" not in line and "--help" in line


def test_usage_error_in_a_subprocess_is_one_line() -> None:
    line = error_line(mjcore("score", "1112345678999m"))
    assert line == "mjcore: error: the following arguments are required: --win (see `mjcore score --help`)"


def test_help_still_prints_usage_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["score", "--help"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.startswith("usage: mjcore score")


# --- 5. --json errors are JSON ---------------------------------------------------------------


def test_json_error_from_the_core(capsys: pytest.CaptureFixture[str]) -> None:
    assert "not a winning hand" in fails_as_json(capsys, "score", "1112345678999m", "--win", "5p")


@pytest.mark.parametrize(
    "argv",
    [["score", "1112345678999m"], ["score", "1m", "--seat", "X"], ["bench", "--seconds", "-1"]],
)
def test_json_usage_errors(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    message = fails_as_json(capsys, *argv)
    assert "usage:" not in message and "\n" not in message


def test_an_abbreviated_json_flag_still_means_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulesets", "riichi", "--js"]) == 2
    captured = capsys.readouterr()
    assert captured.err == "" and "unknown ruleset" in json.loads(captured.out)["error"]


def test_json_after_double_dash_is_an_argument_not_the_flag(capsys: pytest.CaptureFixture[str]) -> None:
    assert "unknown ruleset '--json'" in fails(capsys, "rulesets", "--", "--json")


def test_json_bench_budget_error_in_a_subprocess() -> None:
    ran = mjcore("bench", "--seconds", "inf", "--json", timeout=30)
    assert ran.status == 2 and ran.err == "" and "argument --seconds:" in json.loads(ran.out)["error"]


def test_json_error_in_a_subprocess_is_valid_utf8_json() -> None:
    ran = mjcore("score", b"\xff", "--win", "5m", "--json")
    assert ran.status == 2 and ran.err == ""
    assert "argument hand:" in json.loads(ran.out)["error"]


# --- 7. messages do not grow with the input -----------------------------------------------------


def test_a_huge_argument_makes_a_bounded_message(capsys: pytest.CaptureFixture[str]) -> None:
    huge = "x" * 10_000_000
    line = fails(capsys, "score", huge, "--win", "5m")
    assert len(line) <= len(PREFIX) + MAX_MESSAGE and "…" in line
    assert len(fails_as_json(capsys, "score", "1m", "--seat", huge)) <= MAX_MESSAGE


def test_a_huge_argument_in_a_subprocess() -> None:
    line = error_line(mjcore("shanten", "x" * 120_000))  # about the most one argv word may hold (128 KiB)
    assert len(line) <= len(PREFIX) + MAX_MESSAGE


def test_too_many_words_are_refused_before_argparse_reads_them(capsys: pytest.CaptureFixture[str]) -> None:
    # argparse matches options in time that grows with the square of the words (5,000 took a
    # second on the development machine): the count is refused before it reads them.
    words = ["score", "1112345678999m", "--win", "5m"] + ["--meld", "pung 777z"] * 25_000
    line = fails(capsys, *words)
    assert f"{len(words)} command-line words" in line and str(MAX_WORDS) in line
    limit = ["score", "1112345678999m", "--win", "5m", "--seat"] + ["1"] * (MAX_WORDS - 5)
    assert "command-line words" not in fails(capsys, *limit)  # at the limit argparse reads it


def test_one_line_keeps_both_ends_of_a_long_message() -> None:
    text = "start " + "y" * 1000 + " end"
    cut = one_line(text)
    assert len(cut) == MAX_MESSAGE and cut.startswith("start y") and cut.endswith("y end") and "…" in cut
    assert one_line("short\nmessage") == "short message"
    assert one_line("a\udcffb") == "a\\udcffb"


# --- 8. what counts as bad input, and what stays a visible bug -------------------------------------


def _raising(exc: BaseException) -> Any:
    def run(args: argparse.Namespace, out: object) -> int:
        raise exc

    return run


@pytest.mark.parametrize(
    "exc",
    [
        RecursionError("maximum recursion depth exceeded"),
        OverflowError("int too large to convert"),
        UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
        ValueError("bad"),
        TypeError("bad type"),
        KeyError("missing"),
        FileNotFoundError(2, "No such file or directory"),
    ],
)
def test_bad_input_errors_are_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, exc: Exception
) -> None:
    monkeypatch.setattr("mjcore.cli.rulesets.run", _raising(exc))
    fails(capsys, "rulesets")


@pytest.mark.parametrize(
    "exc", [AssertionError("a bug"), RuntimeError("a bug in the bindings"), SystemError("a bug"), KeyboardInterrupt()]
)
def test_bugs_and_interruptions_keep_their_traceback(monkeypatch: pytest.MonkeyPatch, exc: BaseException) -> None:
    monkeypatch.setattr("mjcore.cli.rulesets.run", _raising(exc))
    with pytest.raises(type(exc)):
        main(["rulesets"])
