"""The documentation stays true: its examples run, and its tables are generated from the data
(docs/generate_tables.py)."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [
    "docs/quickstart.md",
    "docs/notation.md",
    "docs/batch.md",
    "docs/custom_rulesets.md",
    "docs/catalogue.md",
    "docs/rulesets/zung-jung.md",
    "docs/rulesets/sichuan.md",
]


@pytest.mark.parametrize("path", DOCS)
def test_markdown_examples(path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import mjcore

    monkeypatch.chdir(ROOT)
    result = doctest.testfile(str(ROOT / path), module_relative=False, globs={"mjcore": mjcore})
    assert result.attempted > 0 and result.failed == 0


def test_generated_tables_are_current() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "docs" / "generate_tables.py"), "--check"], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
