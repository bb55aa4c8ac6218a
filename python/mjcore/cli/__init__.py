"""The ``mjcore`` command line: one module per command, each with ``NAME``, ``HELP``,
``add_arguments`` and ``run``; this module assembles them and handles errors.

Bad input prints one line ``mjcore: error: ...`` and exits with status 2 (``--json``: the
error as JSON on stdout; see :mod:`mjcore.cli.errors`); ``--json`` prints machine-readable
output; tables use rich on a terminal when it is installed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from mjcore.cli import bench, decompose, discard, explain, rulesets, score, shanten, waits
from mjcore.cli.arguments import output_options
from mjcore.cli.errors import BAD_INPUT, Parser, asks_for_json, message_of, report
from mjcore.cli.output import choose_output

COMMANDS = (score, explain, decompose, shanten, waits, discard, rulesets, bench)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="mjcore", description="Fast, exact mahjong hand evaluation.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parents = [output_options()]
    for command in COMMANDS:
        p = sub.add_parser(command.NAME, help=command.HELP, description=command.HELP, parents=parents)
        command.add_arguments(p)
        p.set_defaults(run=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    as_json = asks_for_json(words)  # until argparse has read the command line
    try:
        args = build_parser().parse_args(words)
        as_json = args.json
        return int(args.run(args, choose_output(args.style)))
    except BrokenPipeError:
        # The reader went away (`mjcore rulesets | head`): not an error of ours. Point stdout
        # at devnull so the interpreter's final flush does not complain again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except BAD_INPUT as exc:
        return report(message_of(exc), as_json=as_json)
