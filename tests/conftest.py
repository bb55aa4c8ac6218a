"""Shared test helpers (mcr_cases, parity, gb_oracle, ...) live beside this
file; make them importable from every test folder. ``--thorough`` selects the
full-size corpora (tests/depth.py)."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import depth  # noqa: E402  (importable only after the line above)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--thorough", action="store_true", help="full-size corpora (what CI runs; see tests/depth.py)")
    parser.addoption(
        "--sized-only",
        action="store_true",
        help="only the modules whose behaviour depends on the depth (CI's thorough run, after the default run)",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("thorough"):
        depth.THOROUGH = True
        os.environ["MJCORE_THOROUGH"] = "1"  # child processes run at the same depth


def pytest_report_header(config: pytest.Config) -> str:
    return "mjcore test depth: " + ("thorough (full-size corpora)" if depth.THOROUGH else "default (small corpora; --thorough for full)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("sized_only"):
        return
    reads: dict[Path, bool] = {}
    kept: list[pytest.Item] = []
    left_out: list[pytest.Item] = []
    for item in items:
        path = Path(item.fspath)
        if path not in reads:
            reads[path] = depth.reads_the_depth(path)
        (kept if reads[path] else left_out).append(item)
    config.hook.pytest_deselected(items=left_out)
    items[:] = kept
