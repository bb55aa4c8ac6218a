"""`mjcore decompose`: every reading of a complete hand, with its wait."""

from __future__ import annotations

import argparse

from mjcore._core import decompose
from mjcore.cli.arguments import add_hand_arguments, add_notation_argument, hand_from, print_json
from mjcore.cli.output import Output
from mjcore.cli.readings import decomposition_json

NAME = "decompose"
HELP = "every decomposition of a complete hand, with wait types"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_hand_arguments(parser, win="the winning tile, e.g. 5m", flowers_default=0)
    add_notation_argument(parser)


def run(args: argparse.Namespace, out: Output) -> int:
    hand = hand_from(args)
    found = decompose(hand)
    if args.json:
        listed = [decomposition_json(d, hand.win) for d in found]
        print_json({"hand": repr(hand), "winning": bool(found), "decompositions": listed})
    elif not found:
        out.line(f"{hand.to_string(args.notation)}: not a complete hand")
    else:
        out.line(f"{len(found)} decomposition(s) of {hand!r}:")
        for d in found:
            out.line(f"  {d!r}")
    return 0
