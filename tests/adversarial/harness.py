"""The parent side: run a child (a family of adversarial.runner)
in its own process with a progress file, and turn what happened into a report.

A child that dies (a signal, an abort, a sanitizer's exit status) or stops making progress
for ``call_timeout`` seconds is recorded against the input its progress file names last,
and started again after that input, so that one crash does not hide the rest.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import depth

TESTS = Path(__file__).resolve().parent.parent
ROOT = TESTS.parent
MAX_RESTARTS = 12
SHOWN = 60  # problems listed in a failure message


def seed() -> int:
    return int(os.environ.get("MJCORE_ADVERSARIAL_SEED", "24"))


def calls() -> int:
    return int(os.environ.get("MJCORE_ADVERSARIAL_CALLS", "2000" if depth.THOROUGH else "40"))


def child_env(folder: str) -> dict[str, str]:
    # Same interpreter, same site: the child imports the mjcore under test (installed, or the
    # editable build), never the source folder, which has no extension in a clean checkout.
    paths = [str(TESTS)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    # The child's files go in the parent's folder, removed even when the child is killed.
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "PYTHONFAULTHANDLER": "1", "TMPDIR": folder}


@dataclass
class Report:
    what: str  # "family 'hand'"
    reproduce: str  # the command running the child again (add --only INDEX for one input)
    problems: list[dict[str, object]] = field(default_factory=list)
    calls: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.problems

    def message(self) -> str:
        head = f"{self.what} (seed {seed()}, MJCORE_ADVERSARIAL_CALLS={calls()}): {len(self.problems)} problem(s) in {self.calls} call(s)"
        lines = [head]
        first = sorted(self.problems, key=lambda p: not str(p["problem"]).startswith(("CRASH", "HANG", "TIMEOUT")))
        for p in first[:SHOWN]:
            lines.append(f"  #{p['index']} {p['label']}\n      -> {p['problem']}")
        if len(self.problems) > SHOWN:
            lines.append(f"  ... and {len(self.problems) - SHOWN} more")
        lines.append(f"reproduce one: {self.reproduce} --only INDEX")
        return "\n".join(lines)


def _last_progress(path: Path) -> tuple[int, str] | None:
    try:
        with path.open("rb") as f:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 8192))
            tail = f.read().decode("utf-8", "replace").splitlines()
    except OSError:
        return None
    for line in reversed(tail):
        index, _, label = line.partition("\t")
        if index.lstrip("-").isdigit():
            return int(index), label
    return None


def _signal_name(code: int) -> str:
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name} (exit {code})"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


def run_child(module: str, args: list[str], what: str, *, call_timeout: float, total_timeout: float) -> Report:
    """Run ``python -m module *args --progress P --results R [--start K]`` until it finishes."""
    reproduce = f"cd {ROOT} && PYTHONPATH=tests {Path(sys.executable).name} -m {module} {' '.join(args)}"
    report = Report(what, reproduce)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="mjcore-harness-") as folder:
        progress, results, stderr_path = Path(folder, "progress"), Path(folder, "results"), Path(folder, "stderr")
        next_start = 0
        for _ in range(MAX_RESTARTS + 1):
            progress.write_bytes(b"")
            with stderr_path.open("wb") as stderr:
                proc = subprocess.Popen(
                    [sys.executable, "-m", module, *args, "--progress", str(progress), "--results", str(results), "--start", str(next_start)],
                    cwd=ROOT, env=child_env(folder), stdout=subprocess.DEVNULL, stderr=stderr, start_new_session=True,
                )
                last, changed, hung = None, time.monotonic(), None
                while proc.poll() is None:
                    time.sleep(0.02)
                    now = _last_progress(progress)
                    if now != last:
                        last, changed = now, time.monotonic()
                    if time.monotonic() - changed > call_timeout:
                        hung = f"HANG: no progress for {call_timeout:g} s (killed)"
                    elif time.monotonic() - start > total_timeout:
                        hung = f"TIMEOUT: the whole run exceeded {total_timeout:g} s (killed)"
                    if hung:
                        os.killpg(proc.pid, signal.SIGKILL)
                        proc.wait()
                        break
            code = proc.returncode
            report.calls += progress.read_bytes().count(b"\n")
            finished = _read_results(results, report)
            if code == 0 and finished and not hung:
                break
            where = _last_progress(progress)
            tail = stderr_path.read_bytes()[-1500:].decode("utf-8", "replace").strip()
            index, label = where if where else (-1, "(before the first input)")
            what_happened = hung or f"CRASH: {_signal_name(code)}"
            report.problems.append({"index": index, "label": label, "problem": f"{what_happened}; stderr tail: {tail[-700:]!r}"})
            if where is None or index < 0 or (hung and hung.startswith("TIMEOUT")):
                break  # before the first input (setup), or out of time: starting again would not help
            next_start = index + 1
            results.write_bytes(b"")  # problems already read
    report.seconds = time.monotonic() - start
    return report


def _read_results(path: Path, report: Report) -> bool:
    """Add the problems in ``path`` to ``report``; whether the child reached its end."""
    finished = False
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return False
    for line in lines:
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if "done" in item:
            finished = True
        else:
            report.problems.append(item)
    return finished


def run_family(family: str, *, call_timeout: float = 10.0) -> Report:
    n = calls()
    total = float(os.environ.get("MJCORE_ADVERSARIAL_TIMEOUT", 120 + 0.5 * n))
    return run_child("adversarial.runner", [family, "--seed", str(seed()), "--calls", str(n)], f"family {family!r}",
                     call_timeout=call_timeout, total_timeout=total)
