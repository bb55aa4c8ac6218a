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

from mjcore.cli import bench, botzone, decompose, discard, explain, rulesets, score, shanten, waits
from mjcore.cli.arguments import output_options
from mjcore.cli.errors import BAD_INPUT, Parser, UsageError, asks_for_json, message_of, report
from mjcore.cli.output import choose_output

COMMANDS = (score, explain, decompose, shanten, waits, discard, rulesets, bench, botzone)


MAX_WORDS = 200
"""More command-line words than any command reads (a hand has at most four --meld options);
refused before argparse, whose option matching takes quadratic time in the number of words."""


def build_parser(words: Sequence[str] = ()) -> argparse.ArgumentParser:
    """The parser for a command line: only the command that ``words`` names, or every command
    (for the list in --help and for a word that names none). Building one command's parser
    keeps its start-up to its own options: each argparse parser costs a millisecond or more."""
    parser = Parser(prog="mjcore", description="Fast, exact mahjong hand evaluation.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parents = [output_options()]
    named = next((word for word in words if not word.startswith("-")), None)
    for command in [c for c in COMMANDS if c.NAME == named] or COMMANDS:
        p = sub.add_parser(command.NAME, help=command.HELP, description=command.HELP, parents=parents)
        command.add_arguments(p)
        p.set_defaults(run=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    as_json = asks_for_json(words)  # until argparse has read the command line
    try:
        if len(words) > MAX_WORDS:
            raise UsageError(f"{len(words)} command-line words; no command takes more than {MAX_WORDS}", "mjcore")
        args = build_parser(words).parse_args(words)
        as_json = args.json
        return int(args.run(args, choose_output(args.style)))
    except BrokenPipeError:
        # The reader went away (`mjcore rulesets | head`): not an error of ours. Point stdout
        # at devnull so the interpreter's final flush does not complain again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except BAD_INPUT as exc:
        return report(message_of(exc), as_json=as_json)
