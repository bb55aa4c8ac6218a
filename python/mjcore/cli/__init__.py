"""The ``mjcore`` command line: one module per command, each with ``NAME``, ``HELP``,
``add_arguments`` and ``run``; this module assembles them and handles errors.

Bad input prints one line ``mjcore: error: ...`` and exits with status 2; ``--json``
prints machine-readable output; tables use rich on a terminal when it is installed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from mjcore.cli import bench, decompose, discard, explain, rulesets, score, shanten, waits
from mjcore.cli.arguments import output_options
from mjcore.cli.output import choose_output

COMMANDS = (score, explain, decompose, shanten, waits, discard, rulesets, bench)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mjcore", description="Fast, exact mahjong hand evaluation.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parents = [output_options()]
    for command in COMMANDS:
        p = sub.add_parser(command.NAME, help=command.HELP, description=command.HELP, parents=parents)
        command.add_arguments(p)
        p.set_defaults(run=command.run)
    return parser


def _one_line(exc: Exception) -> str:
    # KeyError's str() is the repr of its key; show the message itself.
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    return " ".join(text.split()) or type(exc).__name__


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.run(args, choose_output(args.style)))
    except BrokenPipeError:
        # The reader went away (`mjcore rulesets | head`): not an error of ours. Point stdout
        # at devnull so the interpreter's final flush does not complain again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (ValueError, TypeError, OSError, KeyError) as exc:
        print(f"mjcore: error: {_one_line(exc)}", file=sys.stderr)
        return 2
