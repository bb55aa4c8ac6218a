"""README's and docs/performance.md's benchmark tables are the committed results, rendered:
prose never drifts from measurement (benchmarks/render.py; timing itself never runs here)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import render  # noqa: E402

RESULTS = json.loads(render.RESULTS.read_text(encoding="utf-8"))


@pytest.mark.parametrize("page", render.PAGES, ids=lambda p: p.name)
def test_the_page_shows_the_committed_results(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert render.render(text, RESULTS) == text, f"run python benchmarks/render.py to update {page.name}"


def test_the_results_record_how_they_were_made() -> None:
    assert {"cpu", "cores", "load_average_before"} <= set(RESULTS["machine"])
    assert {"python", "mjcore", "PyMahjongGB"} <= set(RESULTS["versions"])
    assert RESULTS["corpus"]["generator"] == "benchmarks/played_hands.py"
    for row in RESULTS["rows"]:
        # The ratio is the less favourable call style of the peer.
        assert row["ratio"] <= max(row["peer_s"].values()) / row["mjcore_s"] + 1e-9
        assert row["mjcore_s"] > 0 and all(t > 0 for t in row["peer_s"].values())


def test_a_page_without_its_markers_is_refused() -> None:
    with pytest.raises(ValueError, match="benchmark: begin"):
        render.render("# no table here\n", RESULTS)


def test_the_game_page_shows_the_committed_game_results() -> None:
    results = json.loads(render.GAME_RESULTS.read_text(encoding="utf-8"))
    text = render.GAME_PAGE.read_text(encoding="utf-8")
    assert render.render_game(text, results) == text, "run python benchmarks/render.py to update game.md"
    assert {"riichienv", "numpy", "python", "mjcore"} <= set(results["versions"])
    single = results["single_table"]
    assert single["ratio"] == single["mjcore"]["hands_per_s"] / single["riichienv"]["hands_per_s"]
