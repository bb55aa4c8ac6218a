"""Write the measured tables of benchmarks/results/latest.json into README.md and
docs/performance.md (between their `<!-- benchmark -->` markers), and those of
benchmarks/results/game.json into docs/game.md (`<!-- game benchmark -->`), so the prose never
drifts from the measurement.

    python benchmarks/render.py            # rewrite the tables
    python benchmarks/render.py --check    # exit 1 if a table differs from the results
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from game_table import game_table

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "latest.json"
PAGES = (ROOT / "README.md", ROOT / "docs" / "performance.md")
BLOCK = re.compile(r"(<!-- benchmark: begin -->\n).*?(<!-- benchmark: end -->)", re.S)
GAME_RESULTS = ROOT / "benchmarks" / "results" / "game.json"
GAME_PAGE = ROOT / "docs" / "game.md"
GAME_BLOCK = re.compile(r"(<!-- game benchmark: begin -->\n).*?(<!-- game benchmark: end -->)", re.S)


def duration(seconds: float) -> str:
    for unit, scale in (("s", 1), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if seconds >= scale or unit == "ns":
            value = seconds / scale
            return f"{value:.3g} {unit}" if value < 100 else f"{value:.0f} {unit}"
    raise AssertionError("unreachable")


def times(ratio: float) -> str:
    return f"{ratio:.1f}×" if ratio >= 10 else f"{ratio:.2f}×"


def target(row: dict[str, Any]) -> str:
    """The least ratio asked of the row, and whether the run met it."""
    if "target" not in row:
        return ""
    asked = [(f"≥ {times(row['target'])}", row["ratio"] >= row["target"])]
    if "import_target_s" in row:
        asked.append((f"import ≤ {duration(row['import_target_s'])}", row["mjcore_import_s"] <= row["import_target_s"]))
    if "peak_rss_target_kib" in row:
        asked.append((f"peak RSS ≤ {row['peak_rss_target_kib'] / 1024:.0f} MiB",
                      row["mjcore_peak_rss_kib"] <= row["peak_rss_target_kib"]))
    return "; ".join(f"{what}, met" if met else f"{what}, **missed**" for what, met in asked)


def table(results: dict[str, Any]) -> str:
    m, v, c = results["machine"], results["versions"], results["corpus"]
    lines = [
        f"`{results['command']}`, {results['date']}: {m['cpu']}, {m['cores']} cores (load average "
        f"{m['load_average_before'][0]:.2f} before the run); Python {v['python']}, PyMahjongGB {v['PyMahjongGB']}"
        + (f", riichienv {v['riichienv']}" if "riichienv" in v else "")
        + f". {c['hands']:,} winning hands from played deals ({c['generator']}); medians of "
        f"{results['rounds']} interleaved rounds.",
        "",
        "| what | mjcore | peer | peer, as its docs call it | peer, positional | mjcore faster by | target |",
        "|---|---:|---|---:|---:|---:|---|",
    ]
    for r in results["rows"]:
        documented = r["peer_s"].get("documented")
        positional = r["peer_s"].get("positional")
        lines.append(
            f"| {r['what']} | {duration(r['mjcore_s'])} | {r['peer']} | "
            f"{duration(documented) if documented else '—'} | {duration(positional) if positional else '—'} | "
            f"**{times(r['ratio'])}** | {target(r)} |"
        )
    extension = ""
    for r in results["cold_start"]:
        lines.append(
            f"| {r['what']} (peak RSS {r['mjcore_peak_rss_kib'] / 1024:.0f} / {r['peer_peak_rss_kib'] / 1024:.0f} MiB; "
            f"the import alone {duration(r['mjcore_import_s'])} / {duration(r['peer_import_s'])}) | "
            f"{duration(r['mjcore_s'])} | {r['peer']} | {duration(r['peer_s'])} | — | **{times(r['ratio'])}** | {target(r)} |"
        )
        extension = f" The compiled extension is {r['mjcore_extension_bytes'] / 2**20:.1f} MiB (its lookup tables baked in)."
    share = ", ".join(f"{k.replace('_', ' ')} {100 * x:.0f} %" for k, x in c["features"].items())
    lines += ["", f"The hands: {share}. The ratio is the less favourable of the peer's two call styles; a target is what issue #25 asks of the row.{extension}"]
    return "\n".join(lines) + "\n"


def render(page: str, results: dict[str, Any]) -> str:
    new, found = BLOCK.subn(lambda m: m.group(1) + table(results) + m.group(2), page)
    if found != 1:
        raise ValueError("a page needs exactly one '<!-- benchmark: begin -->' ... '<!-- benchmark: end -->' block")
    return new


def render_game(page: str, results: dict[str, Any]) -> str:
    new, found = GAME_BLOCK.subn(lambda m: m.group(1) + game_table(results) + m.group(2), page)
    if found != 1:
        raise ValueError("the game page needs exactly one '<!-- game benchmark: begin -->' ... '<!-- game benchmark: end -->' block")
    return new


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    results = json.loads(RESULTS.read_text(encoding="utf-8"))
    game_results = json.loads(GAME_RESULTS.read_text(encoding="utf-8"))
    stale = []
    renderings = [(path, lambda text: render(text, results)) for path in PAGES]
    renderings.append((GAME_PAGE, lambda text: render_game(text, game_results)))
    for path, rendering in renderings:
        old = path.read_text(encoding="utf-8")
        new = rendering(old)
        if new != old:
            stale.append(path.relative_to(ROOT))
            if not args.check:
                path.write_text(new, encoding="utf-8")
    if args.check and stale:
        print(f"not the tables of {RESULTS.relative_to(ROOT)}: {', '.join(map(str, stale))} "
              "(python benchmarks/render.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
