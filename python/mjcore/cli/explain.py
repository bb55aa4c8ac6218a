"""`mjcore explain`: why a hand scored what it did (``Score.explain()``): the sets behind every
fan, the rule that dropped every fan not counted, and every reading with its total."""

from __future__ import annotations

import argparse

from mjcore.cli.arguments import add_score_arguments, print_json, score_from
from mjcore.cli.output import Output
from mjcore.cli.score import show_reading

NAME = "explain"
HELP = "explain a score: which sets make each fan, which rule dropped the others, every reading's total"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_score_arguments(parser)


def run(args: argparse.Namespace, out: Output) -> int:
    result = score_from(args)
    why = result.explain()
    if args.json:
        print_json(why.to_dict())
        return 0
    for line in str(why).splitlines():
        out.line(line)
    show_reading(result, out)
    return 0
