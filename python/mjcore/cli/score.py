"""`mjcore score`: the fans, the total, the minimum check and the reading drawn in tiles."""

from __future__ import annotations

import argparse
from typing import Any

from mjcore._core import Score
from mjcore.cli.arguments import add_score_arguments, print_json, score_from
from mjcore.cli.output import Column, Output, Table
from mjcore.cli.readings import decomposition_json, draw_group, groups

NAME = "score"
HELP = "score a winning hand"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_score_arguments(parser)


def run(args: argparse.Namespace, out: Output) -> int:
    result = score_from(args)
    if args.json:
        print_json(score_json(result))
        return 0
    show_score(result, out)
    return 0


def score_json(result: Score) -> dict[str, Any]:
    table = result.rule_table
    return {
        "hand": repr(result.hand),
        "ruleset": result.ruleset,
        "total": result.total,
        "base": result.base,
        "flowers": result.flowers,
        "minimum": table.minimum,
        "meets_minimum": result.meets_minimum,
        "fans": [
            {"id": f.id, "zh": f.zh, "en": f.en, "points": f.points, "count": f.count, "subtotal": f.points * f.count}
            for f in result.fans
        ],
        "decomposition": decomposition_json(result.decomposition, result.hand.win),
    }


def show_score(result: Score, out: Output) -> None:
    out.line(f"{result.hand!r} under {result.ruleset}", "title")
    fans = Table(
        [
            Column("番种"),
            Column("Fan"),
            Column("Points", numeric=True),
            Column("Count", numeric=True),
            Column("Subtotal", numeric=True),
        ],
        [[f.zh, f.en, f.points, f.count, f.points * f.count] for f in result.fans],
    )
    out.table(fans)
    out.line(f"total {result.total} ({result.base} + {result.flowers} flowers)", "title")
    minimum = result.rule_table.minimum
    if result.meets_minimum:
        out.line(f"meets the minimum: {result.ruleset} needs {minimum}", "good")
    else:
        out.line(f"below the minimum: {result.ruleset} needs {minimum}", "bad")
    show_reading(result, out)


def show_reading(result: Score, out: Output) -> None:
    d = result.decomposition
    win = result.hand.win
    drawn = groups(d, win)
    wait = "" if d.wait is None else f", wait {d.wait.name.lower().replace('_', ' ')}"
    out.line(f"reading ({d.form.name.lower().replace('_', ' ')}{wait}; the winning tile in brackets):")
    out.line("  hand      " + "  ".join(draw_group(g, win) for g in drawn if not g.declared))
    declared = [draw_group(g, win) for g in drawn if g.declared]
    if declared:
        out.line("  declared  " + "  ".join(declared))
    out.line(f"  as text   {d!r}", "dim")
