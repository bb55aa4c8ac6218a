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


def test_package_passes_mypy_strict(tmp_path: Path) -> None:
    import mjcore

    # Check a copy of the installed sources: run in place, mypy would also
    # pick up whatever else sits beside them (site-packages, a venv).
    package = Path(mjcore.__file__).parent
    copy = tmp_path / "mjcore"
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "mjcore"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_stubs_match_the_extension() -> None:
    allowlist = ROOT / "tests" / "stubtest_allowlist.txt"
    result = _run("mypy.stubtest", "mjcore._core", "--allowlist", str(allowlist))
    assert result.returncode == 0, result.stdout + result.stderr
