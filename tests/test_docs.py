"""The documentation stays true: its examples run, and its tables are generated from the data
(docs/generate_tables.py)."""

from __future__ import annotations

import doctest
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mjcore.rulesets import names as ruleset_names

ROOT = Path(__file__).resolve().parent.parent
# Every page with an example (">>>"), README.md included, runs as a doctest from the repository's
# root, as a reader runs it: with nothing imported but what the page imports itself.
DOCS = ["README.md"] + sorted(
    str(page.relative_to(ROOT)) for page in (ROOT / "docs").rglob("*.md") if ">>>" in page.read_text(encoding="utf-8")
)


# dask's own Parquet reader and writer (2026.8) call DataFrame.reset_index / set_index with
# inplace=True, which pandas 3.1 deprecates: not ours to change, and only that page runs them.
DASK_PARQUET_INPLACE = pytest.mark.filterwarnings("ignore:The inplace keyword in DataFrame:DeprecationWarning")


@pytest.mark.parametrize("path", [pytest.param(p, marks=DASK_PARQUET_INPLACE) if p == "docs/distributed.md" else p for p in DOCS])
def test_markdown_examples(path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = doctest.testfile(str(ROOT / path), module_relative=False, globs={})
    assert result.attempted > 0 and result.failed == 0


# Python blocks without ">>>" (the summaries at the top of the rule pages, scripts) run whole.
SCRIPTS = [
    (str(page.relative_to(ROOT)), text[: m.start()].count("\n") + 1, m.group(1))
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    for text in [page.read_text(encoding="utf-8")]
    for m in re.finditer(r"```python\n(.*?)```", text, re.S)
    if ">>>" not in m.group(1)
]


@pytest.mark.parametrize(("path", "line", "code"), SCRIPTS, ids=[f"{p}:{n}" for p, n, _ in SCRIPTS])
def test_python_blocks_run_as_written(path: str, line: int, code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    exec(compile(code, f"{path}:{line}", "exec"), {})


def test_the_examples_are_found() -> None:
    assert len(SCRIPTS) >= 6
    assert {"docs/quickstart.md", "docs/notation.md", "docs/batch.md", "docs/custom_rulesets.md"} <= set(DOCS)


def test_generated_tables_are_current() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "docs" / "generate_tables.py"), "--check"], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("name", ruleset_names())
def test_every_ruleset_has_its_page(name: str) -> None:
    # docs/rulesets/NAME.md, with its settings generated from the data (kept current above).
    page = ROOT / "docs" / "rulesets" / f"{name}.md"
    assert page.exists(), f"built-in ruleset {name!r} has no page {page.relative_to(ROOT)}"
    assert f"<!-- BEGIN GENERATED: settings:{name} -->" in page.read_text(encoding="utf-8")


@pytest.mark.parametrize("page", ["README.md", "docs/quickstart.md"])
def test_every_builtin_ruleset_is_linked(page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    prefix = "docs/rulesets/" if page == "README.md" else "rulesets/"
    missing = [name for name in ruleset_names() if f"]({prefix}{name}.md)" not in text]
    assert not missing, f"{page} does not link {missing}"


def test_the_architecture_page_names_only_files_that_exist() -> None:
    import re

    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    paths = set(re.findall(r"`((?:cpp|python|docs|tests)/[\w./-]*)`", text)) | {".ci/run"}
    assert len(paths) > 20
    missing = sorted(p for p in paths if not (ROOT / p.rstrip("/")).exists())
    assert not missing, missing
