"""External bot programs as Botzone runs them (spec §9): simple or JSON interaction, a fresh
process per turn or kept running, a time limit per turn (doubled on the first).

Restart modes write the turn's whole input and close stdin; a process that prints the
keep-running marker is still stopped there. Keep-running modes keep stdin open and, once a bot
has printed the marker after its answer, stop it (SIGSTOP) until its next request, which is
sent alone: the raw line (simple) or a JSON string (JSON, spec U-7). A bot that answers without
the marker and exits is restarted next turn with the whole history.
"""

from __future__ import annotations

import json
import os
import queue
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import IO, Final

from .referee import Answer

MARKER: Final = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"
MODES: Final = ("simple", "json", "keep-running", "keep-running-json")
MEMORY_LIMIT_MB: Final = 256  # sent in JSON input only; not enforced


@dataclass
class _Output:
    lines: list[str]
    marker: bool  # the turn ended with the keep-running marker
    exited: bool
    timed_out: bool


class _Process:
    """A started bot: its stdout read line by line by a thread, so reads can time out."""

    def __init__(self, argv: Sequence[str], cwd: str | None) -> None:
        self.popen = subprocess.Popen(
            list(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd, start_new_session=os.name == "posix"
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self._pump_thread = threading.Thread(target=self._pump, args=(self.popen.stdout,), daemon=True)
        self._pump_thread.start()

    def _pump(self, stream: IO[bytes] | None) -> None:
        assert stream is not None
        for raw in iter(stream.readline, b""):
            self.lines.put(raw.decode("utf-8", "replace"))
        self.lines.put(None)

    def write(self, text: str, close: bool) -> None:
        """Send text, from a thread: a bot that does not read its input must not block the
        judge past the time limit (a pipe holds 64 KB; globaldata alone may be 100 KB)."""
        writer = threading.Thread(target=self._write, args=(text, close), daemon=True)
        writer.start()

    def _write(self, text: str, close: bool) -> None:
        stdin = self.popen.stdin
        assert stdin is not None
        try:
            stdin.write(text.encode("utf-8"))
            stdin.flush()
            if close:
                stdin.close()
        except (OSError, ValueError):
            pass  # the bot exited (or was killed) already: its output says what happened

    def read_turn(self, deadline: float) -> _Output:
        lines: list[str] = []
        while True:
            try:
                raw = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                return _Output(lines, marker=False, exited=False, timed_out=True)
            if raw is None:
                self.popen.wait()
                return _Output(lines, marker=False, exited=True, timed_out=False)
            line = raw[:-1] if raw.endswith("\n") else raw
            line = line[:-1] if line.endswith("\r") else line  # one \r, as U-9 recommends
            if line == MARKER:
                return _Output(lines, marker=True, exited=False, timed_out=False)
            lines.append(line)

    def pause(self) -> None:
        """Stop the bot's process group between turns, as Botzone does (POSIX only)."""
        self._signal("SIGSTOP")

    def resume(self) -> None:
        self._signal("SIGCONT")

    def _signal(self, name: str) -> None:
        number = getattr(signal, name, None)
        # SIGKILL goes to the group even after the bot itself exited: its children may hold stdout.
        if os.name == "posix" and number is not None and (self.popen.poll() is None or name == "SIGKILL"):
            try:
                os.killpg(self.popen.pid, number)
            except (ProcessLookupError, PermissionError):
                pass

    def kill(self) -> None:
        if os.name == "posix":
            self._signal("SIGKILL")  # the whole group: a bot's own children too
        elif self.popen.poll() is None:
            self.popen.kill()
        self.popen.wait()
        self._pump_thread.join(timeout=5)  # EOF follows the group's death; then the pipes close
        for stream in (self.popen.stdin, self.popen.stdout):
            if stream is not None and not stream.closed:
                try:
                    stream.close()
                except OSError:
                    pass


class Program:
    """One seat's bot: a command line, an interaction mode, a time limit (seconds)."""

    def __init__(self, command: str, mode: str, time_limit: float, cwd: str | None = None) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        if not time_limit > 0:
            raise ValueError(f"time_limit must be positive seconds, got {time_limit!r}")
        self.argv = shlex.split(command)
        if not self.argv:
            raise ValueError("bot command must not be empty")
        self.json = mode.endswith("json")
        self.keep_running = mode.startswith("keep-running")
        self.time_limit, self.cwd = time_limit, cwd
        self.globaldata = ""  # kept across hands, as across Botzone games
        self._kept: _Process | None = None
        self.begin()

    def begin(self) -> None:
        self.end()
        self.requests: list[str] = []
        self.responses: list[str] = []
        self.data = ""

    def end(self) -> None:
        if self._kept is not None:
            self._kept.kill()
            self._kept = None

    def ask(self, turn: int, line: str) -> Answer:
        self.requests.append(line)
        limit = self.time_limit * (2 if turn == 1 else 1)
        deadline = time.monotonic() + limit
        process = self._kept
        if process is not None:
            self._kept = None
            process.resume()
            process.write((json.dumps(line) if self.json else line) + "\n", close=False)
        else:
            try:
                process = _Process(self.argv, self.cwd)
            except OSError as exc:
                return self._answered(Answer("", "RE", f"cannot start {self.argv[0]!r}: {exc.strerror}"))
            process.write(self._full_input(limit), close=not self.keep_running)
        output = process.read_turn(deadline)
        answer = self._answer(output, process, limit)
        if answer.verdict == "OK" and output.marker and self.keep_running:
            process.pause()
            self._kept = process
        else:
            process.kill()
        return self._answered(answer)

    def _answered(self, answer: Answer) -> Answer:
        self.responses.append(answer.response)
        return answer

    def _full_input(self, limit: float) -> str:
        if self.json:
            data = {"requests": self.requests, "responses": self.responses, "data": self.data,
                    "globaldata": self.globaldata, "time_limit": limit, "memory_limit": MEMORY_LIMIT_MB}  # fmt: skip
            return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
        history = [str(len(self.requests))]
        for request, response in zip(self.requests, self.responses):
            history += [request, response]
        history += [self.requests[-1], self.data, self.globaldata]
        return "\n".join(history) + "\n"

    def _answer(self, output: _Output, process: _Process, limit: float) -> Answer:
        if output.timed_out:
            return Answer(output.lines[0] if output.lines else "", "TLE", f"no complete answer within {limit:g} s")
        if output.exited and process.popen.returncode != 0:
            return Answer(output.lines[0] if output.lines else "", "RE", f"exited with status {process.popen.returncode}")
        if not output.lines:
            return Answer("", "RE", "printed nothing")
        if not self.json:
            if len(output.lines) > 2:
                self.data = output.lines[2]
                if len(output.lines) > 3:
                    self.globaldata = "\n".join(output.lines[3:])
            return Answer(output.lines[0])
        try:
            value = json.loads("\n".join(output.lines))
        except ValueError:
            return Answer(output.lines[0], "NJ", "the output is not JSON")
        if not isinstance(value, dict):
            return Answer(output.lines[0], "NJ", "the output is not a JSON object")
        response = value.get("response")
        if not isinstance(response, str):
            return Answer(json.dumps(response), "WA", 'no "response" string in the JSON output')
        for key in ("data", "globaldata"):
            if isinstance(value.get(key), str):
                setattr(self, key, value[key])
        return Answer(response)


class ProgramPlayers:
    """Four programs, asked in parallel each turn as Botzone asks its bots."""

    def __init__(self, programs: Sequence[Program]) -> None:
        if len(programs) != 4:
            raise ValueError(f"programs must be four (one per seat), got {len(programs)}")
        self.programs = list(programs)
        self._pool = ThreadPoolExecutor(max_workers=4)

    def begin(self) -> None:
        for program in self.programs:
            program.begin()

    def ask(self, turn: int, lines: Sequence[str]) -> list[Answer]:
        futures = [self._pool.submit(p.ask, turn, line) for p, line in zip(self.programs, lines)]
        return [f.result() for f in futures]

    def end(self) -> None:
        for program in self.programs:
            program.end()

    def close(self) -> None:
        self.end()
        self._pool.shutdown()
