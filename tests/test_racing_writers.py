"""Batch calls while another thread rewrites their input arrays (issue: batch.shanten once
re-read the caller's row after checking its copy, and segfaulted). A racing caller may get rows
marked invalid, never a crash and never a wrong result marked valid; batch.score's out= arrays
are raced too (the call must still write into them and return them). The races run in a
subprocess per thread count (tests/racing_child.py), so that a crash is a failure naming the
race; CI runs this file against the sanitized extension too."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import depth

# Seconds per race: the old defect crashed a 3-s shanten race 3 times in 3 (and the 42 races run
# one after another). The thorough run races 0.3 s each on 10,000 rows; the default run is a smoke
# test (a few calls per race on 2,000 rows); MJCORE_RACE_SECONDS chooses the seconds.
SECONDS = float(os.environ.get("MJCORE_RACE_SECONDS", "0.3" if depth.THOROUGH else "0.02"))
CHILD = Path(__file__).with_name("racing_child.py")

RACES = {
    "shanten": ["counts", "melds"],
    "waits": ["counts", "melds"],
    "useful_tiles": ["counts", "melds"],
    "discard_options": ["counts", "melds"],
    "is_winning": ["counts", "melds", "win"],
    "score": ["counts", "melds", "win", "flowers", "flags", "seat_wind", "out"],
}
"""The arrays raced, by function; counts are raced with closed hands (no melds array) too."""

PLANNED = [f"{function}:{field}:with" for function, fields in RACES.items() for field in fields] + [
    f"{function}:counts:closed" for function in RACES
]


@pytest.mark.parametrize("threads", [1, 2])
def test_a_racing_writer_gives_invalid_rows_never_a_crash_or_a_wrong_valid_row(threads: int) -> None:
    run = subprocess.run(
        [sys.executable, str(CHILD), str(threads), str(SECONDS), *PLANNED],
        capture_output=True,
        text=True,
        timeout=120 + 2 * len(PLANNED) * SECONDS,
    )
    lines = run.stdout.split("\n")
    started = [line.split()[1] for line in lines if line.startswith("start ")]
    assert run.returncode == 0, (
        f"{started[-1] if started else '(setup)'} (function:array:melds) rewritten at {threads} thread(s): "
        f"exit {run.returncode}\n{run.stderr[-2000:]}"
    )
    done = {parts[1]: (int(parts[2]), int(parts[3])) for parts in (line.split() for line in lines if line.startswith("done "))}
    assert sorted(done) == sorted(PLANNED)
    for spec, (calls, wrong) in done.items():
        assert calls > 0, spec
        assert wrong == 0, f"{spec} rewritten: {wrong} values in rows marked valid differ from the unraced call"
