"""The public API is fully typed: mypy --strict passes on the package, and
the hand-written extension stubs match the compiled module (stubtest).

Static checks, not unit tests, and a cold mypy run takes longer than the rest of a test file:
they run in the thorough run (CI's step 3b, and step 4 against the built wheel)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import depth

ROOT = Path(__file__).resolve().parent.parent
pytest.importorskip("mypy")
pytestmark = pytest.mark.skipif(not depth.THOROUGH, reason="static type checks run in the thorough run (--thorough)")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, cwd=ROOT, check=False)


def _mypy_place(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """Where mypy checks and caches: pytest's cache directory when the run has one (mypy's
    incremental cache then makes a repeated run take a second instead of twelve; it re-checks
    every file whose contents changed), else a fresh temporary directory (CI: a cold check)."""
    cache = getattr(request.config, "cache", None)
    return Path(cache.mkdir("mypy")) if cache is not None else tmp_path


def test_package_passes_mypy_strict(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    import mjcore

    # Check a copy of the installed sources: run in place, mypy would also
    # pick up whatever else sits beside them (site-packages, a venv). copytree keeps
    # modification times, so the cache knows unchanged files.
    place = _mypy_place(request, tmp_path)
    package = Path(mjcore.__file__).parent
    copy = place / "src" / "mjcore"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(place / "cache"), "mjcore"],
        capture_output=True,
        text=True,
        cwd=copy.parent,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_stubs_match_the_extension() -> None:
    allowlist = ROOT / "tests" / "stubtest_allowlist.txt"
    result = _run("mypy.stubtest", "mjcore._core", "--allowlist", str(allowlist))
    assert result.returncode == 0, result.stdout + result.stderr
