"""The bot's side of Botzone's interaction (spec §9): read a turn's input in simple or JSON
interaction, write the answer, and keep running if asked.

:func:`run` is a whole bot's main loop around a function that picks the response line from a
:class:`~mjcore.botzone.view.GameView`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO

from .view import GameView

MARKER = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"


@dataclass
class TurnInput:
    """One turn's input: the requests so far (the last is to be answered), the bot's earlier
    responses, what it saved, and whether the input was JSON."""

    requests: list[str]
    responses: list[str]
    data: str = ""
    globaldata: str = ""
    json: bool = False


def read_input(stream: TextIO) -> TurnInput:
    """Read one full turn's input from ``stream``: a JSON line ``{"requests": [...], ...}``,
    or simple interaction's ``n`` and its 2n-1 lines, then the data line (the globaldata that
    may follow is left unread). ValueError if the input is neither."""
    first = stream.readline()
    if not first:
        raise ValueError("no input: stdin is empty")
    if first.lstrip().startswith("{"):
        value = json.loads(first)
        if not isinstance(value, dict) or not isinstance(value.get("requests"), list):
            raise ValueError("JSON input must be an object with a list of requests")
        return TurnInput(
            [str(r) for r in value["requests"]],
            [str(r) for r in value.get("responses", [])],
            str(value.get("data") or ""),
            str(value.get("globaldata") or ""),
            json=True,
        )
    count = int(first.strip())
    lines = [_line(stream) for _ in range(2 * count - 1)]
    return TurnInput(lines[0::2], lines[1::2], data=_line(stream))


def format_output(response: str, *, as_json: bool, keep_running: bool = False) -> str:
    """The bot's output for one turn: the line (or ``{"response": ...}``), then the marker.

    >>> format_output("PASS", as_json=True)
    '{"response": "PASS"}\\n'
    """
    if not isinstance(response, str):
        raise TypeError(f"response must be a str, got {type(response).__name__}")
    text = json.dumps({"response": response}) if as_json else response
    return text + "\n" + (MARKER + "\n" if keep_running else "")


def run(
    decide: Callable[[GameView], str],
    *,
    play: str = "botzone",
    keep_running: bool = True,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> None:
    """A bot's main loop: read the first turn (either interaction), answer ``decide(view)``;
    with ``keep_running``, print the marker and answer each further request as it comes,
    until stdin ends (Botzone stops the bot at the end of the game)."""
    source, sink = stdin or sys.stdin, stdout or sys.stdout
    turn = read_input(source)
    view = GameView.from_history(turn.requests, turn.responses, play)
    while True:
        response = decide(view)
        sink.write(format_output(response, as_json=turn.json, keep_running=keep_running))
        sink.flush()
        if not keep_running:
            return
        request = _next_request(source, turn.json)
        if request is None:
            return
        view.answered(response)
        view.feed(request)


def _next_request(stream: TextIO, as_json: bool) -> str | None:
    # Blank lines are the first turn's data and globaldata, still unread.
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.rstrip("\r\n")
        if line.strip():
            return str(json.loads(line)) if as_json else line


def _line(stream: TextIO) -> str:
    return stream.readline().rstrip("\r\n")
