"""The command line's error contract, in one place.

Bad input prints one line ``mjcore: error: MESSAGE`` on stderr and exits with status 2. With
``--json`` it prints ``{"error": "MESSAGE"}`` on stdout instead (stderr stays empty), so a script
reads one JSON document from stdout either way and tells the two apart by the exit status.

Bad input is one of :data:`BAD_INPUT`: an argparse usage error, or an exception raised while
parsing, loading or scoring. Anything else (KeyboardInterrupt, AssertionError, a RuntimeError or SystemError from
the core, ...) is an interruption or a bug, not the user's mistake: it keeps its traceback.

MESSAGE is one line, with lone surrogates (undecodable argv bytes) escaped, and at most
:data:`MAX_MESSAGE` characters: a longer one keeps its start and its end around "…", so a 10 MB
argument quoted in a message cannot make a 10 MB message.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

MAX_MESSAGE = 300
_HEAD = 200  # characters kept from the start of a long message; the rest of the budget from its end
_ELLIPSIS = "…"


class UsageError(Exception):
    """argparse's complaint about the command line, raised instead of printing usage and exiting."""

    def __init__(self, message: str, prog: str) -> None:
        super().__init__(message)
        self.prog = prog

    def __str__(self) -> str:
        # One line has no room for the usage block: point at the help that has it.
        return f"{self.args[0]} (see `{self.prog} --help`)"


# UnicodeError is a ValueError; RecursionError (a deeply nested ruleset file) and OverflowError
# (a number too large for the core) are the two kinds of bad input outside that family. Plain
# RuntimeError stays out: it is how a bug in the bindings shows.
BAD_INPUT: tuple[type[Exception], ...] = (
    UsageError,
    ValueError,
    TypeError,
    OSError,
    KeyError,
    RecursionError,
    OverflowError,
)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are :class:`UsageError`; add_subparsers makes subparsers
    of the same class, so every subcommand's errors are too. --help is unchanged."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self.prog)


def message_of(exc: BaseException) -> str:
    """The exception's message as :func:`one_line` text."""
    # KeyError's str() is the repr of its key; show the message itself.
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    return one_line(text) or type(exc).__name__


def one_line(text: str) -> str:
    """Whitespace collapsed, lone surrogates escaped, cut to MAX_MESSAGE characters."""
    flat = " ".join(text.split())
    printable = flat.encode("utf-8", "backslashreplace").decode("utf-8")
    if len(printable) <= MAX_MESSAGE:
        return printable
    tail = MAX_MESSAGE - _HEAD - len(_ELLIPSIS)
    return printable[:_HEAD] + _ELLIPSIS + printable[-tail:]


def report(message: str, *, as_json: bool) -> int:
    """Print the error as the contract says; the exit status (2)."""
    if as_json:
        # ASCII-only JSON: printable whatever stdout's encoding, and still the same string.
        print(json.dumps({"error": message}))
    else:
        print(f"mjcore: error: {message}", file=sys.stderr)
    return 2


def asks_for_json(argv: list[str]) -> bool:
    """Whether --json is among the options (for errors found before argparse finishes).

    argparse takes any unambiguous prefix, and only --json starts with --j; it stops reading
    options at "--".
    """
    for word in argv:
        if word == "--":
            return False
        if len(word) > 2 and "--json".startswith(word):
            return True
    return False
