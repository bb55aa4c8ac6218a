"""`mjcore rulesets`: the built-in rulesets, or one ruleset's table of patterns."""

from __future__ import annotations

import argparse
from typing import Any

from mjcore.cli.arguments import print_json, ruleset_from
from mjcore.cli.output import Column, Output, Table
from mjcore.ruleset import Ruleset, get_ruleset
from mjcore.rulesets import names as ruleset_names

NAME = "rulesets"
HELP = "list the built-in rulesets, or show one ruleset's patterns"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", help="a ruleset name or a .toml/.json ruleset file: show its table")


def summary_json(ruleset: Ruleset) -> dict[str, Any]:
    return {
        "name": ruleset.name,
        "description": ruleset.spec.description,
        "minimum": ruleset.minimum,
        "limit": ruleset.limit,
        "flower_points": ruleset.spec.flower_points,
    }


def run(args: argparse.Namespace, out: Output) -> int:
    if args.name is None:
        listed = [get_ruleset(name) for name in ruleset_names()]
        if args.json:
            print_json([summary_json(r) for r in listed])
        else:
            rows = [[r.name, r.spec.description, r.minimum, _limit(r.limit)] for r in listed]
            columns = [
                Column("Name"),
                Column("Description"),
                Column("Minimum", numeric=True),
                Column("Limit", numeric=True),
            ]
            out.table(Table(columns, rows))
        return 0
    ruleset = ruleset_from(args.name)
    excludes = {p.id: ruleset.spec.excludes(p) for p in ruleset.fans}
    if args.json:
        patterns = [
            {"id": p.id, "zh": p.zh, "en": p.en, "points": p.points, "excludes": list(excludes[p.id])}
            for p in ruleset.fans
        ]
        print_json({**summary_json(ruleset), "patterns": patterns})
        return 0
    out.line(f"{ruleset.name}: {ruleset.spec.description}", "title")
    out.line(
        f"minimum {ruleset.minimum}, limit {_limit(ruleset.limit)}, {ruleset.spec.flower_points} point(s) per flower"
    )
    rows = [[p.id, p.zh, p.en, p.points, ", ".join(excludes[p.id])] for p in ruleset.fans]
    columns = [Column("Id"), Column("中文"), Column("English"), Column("Points", numeric=True), Column("Excludes")]
    out.table(Table(columns, rows))
    return 0


def _limit(limit: int) -> str:
    return str(limit) if limit else "none"
