"""Issue 24: every public entry point - the Python API, mjcore.batch, mjcore.compat and the
``mjcore`` command line - raises only ValueError or TypeError, with a bounded message naming
the argument and the problem, and never crashes, hangs, raises anything else, or answers
wrongly, whatever it is fed.

The table of entry points and the hostile values live in tests/adversarial/ (see its
``__init__``). Each family runs in a child process, so that a segfault or an abort fails
the family's test naming the input it was given, and a call that stops making progress
fails it as a hang.

Seeded and bounded: ``MJCORE_ADVERSARIAL_SEED`` (default 24) and
``MJCORE_ADVERSARIAL_CALLS`` random calls per family (default 40, 2000 in the thorough run) on top of
the fixed cases (every argument fed every value of its pool). Every failure message
gives the seed, each failing input and the command that replays one.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

from adversarial.families import COVERAGE, FAMILIES, NOT_FED, SELFTEST
from adversarial.harness import Report, run_family

FAMILY_NAMES = [name for name in FAMILIES if name not in SELFTEST]
JOBS = int(os.environ.get("MJCORE_ADVERSARIAL_JOBS", "2"))
"""Children run at once (each is one process on one core)."""


@pytest.fixture(scope="module")
def reports(request: pytest.FixtureRequest) -> Iterator[dict[str, Future[Report]]]:
    """The selected families' children, started together JOBS at a time; each test waits
    for its own."""
    here = Path(__file__).resolve()
    selected = [
        item.callspec.params["family"]
        for item in request.session.items
        if Path(str(item.path)).resolve() == here and hasattr(item, "callspec") and "family" in item.callspec.params
    ]
    with ThreadPoolExecutor(max_workers=max(1, JOBS)) as pool:
        futures = {f: pool.submit(run_family, f, call_timeout=FAMILIES[f].call_timeout) for f in selected}
        yield futures
        for future in futures.values():
            future.cancel()


@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_family_keeps_the_contract(family: str, reports: dict[str, Future[Report]]) -> None:
    report = reports[family].result()
    assert report.calls > 0, report.message()
    assert report.ok, report.message()


def _public_callables() -> set[str]:
    import mjcore
    import mjcore.batch
    import mjcore.compat.mahjonggb
    import mjcore.tiles
    from mjcore.cli import COMMANDS

    found = set()
    for module in (mjcore, mjcore.batch, mjcore.compat.mahjonggb):
        for name in module.__all__:
            obj = getattr(module, name)
            if callable(obj):
                found.add(f"{module.__name__}.{name}")
                if inspect.isclass(obj):
                    for attr in ("parse", "from_counts", "from_definition", "load", "to_string"):
                        if attr in vars(obj):
                            found.add(f"{module.__name__}.{name}.{attr}")
    found |= {f"mjcore.tiles.{n}" for n in mjcore.tiles.__all__ if callable(getattr(mjcore.tiles, n))} - {
        f"mjcore.tiles.{n}" for n in mjcore.__all__}
    found |= {f"mjcore {c.NAME}" for c in COMMANDS}
    return found


def test_every_public_entry_point_is_fed() -> None:
    """A new public function fails here until a family feeds it (or NOT_FED says why not)."""
    public = _public_callables()
    missing = sorted(public - set(COVERAGE) - set(NOT_FED))
    assert not missing, f"public entry points no family feeds: {missing}"
    unknown = sorted(set(COVERAGE) - public - {"mjcore.Meld.to_string", "mjcore.Hand.to_string"})
    assert not unknown, f"COVERAGE names entry points that are not public: {unknown}"
    assert set(COVERAGE.values()) <= set(FAMILIES)


def test_the_harness_reports_crashes_hangs_and_problems() -> None:
    report = run_family("_selftest", call_timeout=SELFTEST["_selftest"].call_timeout)
    found = {p["label"]: str(p["problem"]) for p in report.problems}
    assert found["selftest: aborts"].startswith("CRASH: killed by SIGABRT"), report.message()
    assert found["selftest: hangs"].startswith("HANG"), report.message()
    assert found["selftest: accepts a bad value"].startswith("accepted the input"), report.message()
    assert "selftest: returns" not in found and len(found) == 3, report.message()
    assert "seed 24" in report.message() or "seed" in report.message()
