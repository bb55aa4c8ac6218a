"""Every `mjcore` command shown in README.md and docs/ runs as documented.

The rule: in fenced ```bash, ```sh, ```shell and ```console blocks, a line (after an optional
"$ " prompt) is split at "&&"; every part that starts with `mjcore ` or `python -m mjcore ` is
a documented command (so `pip install . && mjcore score ...` yields the `mjcore score ...`
part; lines that are only pip, cmake, pytest ... yield nothing). It runs through
`mjcore.cli.main`, the function the `mjcore` script calls (tests/test_cli.py runs the script
itself in subprocesses), from the repository's root, and must exit with status 0 — or with
N when the line ends in the comment `# exit status N` (a documented error). In ```console
blocks the lines after a command, up to the next "$ " line or the block's end, are its
documented output: stdout and stderr together must equal them (trailing spaces aside).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

from mjcore.cli import main

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
SHELLS = ("bash", "sh", "shell", "console")
FENCE = re.compile(r"^```(\w*)\s*$")
STATUS = re.compile(r"#\s*exit status (\d+)\s*$")


@dataclass(frozen=True)
class Command:
    where: str
    argv: tuple[str, ...]  # after "mjcore"
    status: int
    output: str | None  # documented output (console blocks), else None


def _commands_in(line: str) -> list[tuple[tuple[str, ...], int]]:
    status_match = STATUS.search(line)
    status = int(status_match.group(1)) if status_match else 0
    found = []
    for part in line.split("&&"):
        words = shlex.split(part, comments=True)
        if words[:1] == ["mjcore"]:
            found.append((tuple(words[1:]), status))
        elif words[:3] == ["python", "-m", "mjcore"]:
            found.append((tuple(words[3:]), status))
    return found


def _page_commands(page: Path) -> list[Command]:
    commands: list[Command] = []
    language: str | None = None
    pending: list[tuple[str, tuple[str, ...], int, list[str]]] = []  # console commands awaiting output

    def close_console() -> None:
        for where, argv, status, output in pending:
            commands.append(Command(where, argv, status, "\n".join(output).strip()))
        pending.clear()

    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        fence = FENCE.match(line)
        if fence:
            if language is None:
                language = fence.group(1)
            else:
                close_console()
                language = None
            continue
        if language not in SHELLS:
            continue
        where = f"{page.relative_to(ROOT)}:{number}"
        if language == "console":
            if line.startswith("$ "):
                close_console()
                pending.extend((where, argv, status, []) for argv, status in _commands_in(line[2:]))
            elif pending:
                pending[-1][3].append(line.rstrip())
        else:
            commands.extend(Command(where, argv, status, None) for argv, status in _commands_in(line))
    return commands


COMMANDS = [c for page in PAGES for c in _page_commands(page)]


def test_extraction_finds_the_quick_start() -> None:
    assert Command("README.md:12", ("score", "1112345678999m", "--win", "5m"), 0, None) in COMMANDS
    assert any(c.output for c in COMMANDS) and any(c.status for c in COMMANDS)


@pytest.mark.parametrize("command", COMMANDS, ids=[f"{c.where} {' '.join(c.argv)}" for c in COMMANDS])
def test_documented_command(command: Command, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    try:
        status = main(list(command.argv))
    except SystemExit as ended:  # --help and --version end the way argparse ends them
        status = int(ended.code or 0)
    run = capsys.readouterr()
    assert status == command.status, run.out + run.err
    if command.output is not None:
        actual = "\n".join(line.rstrip() for line in (run.out + run.err).strip().splitlines())
        assert actual == command.output
