"""Where command output goes: plain aligned text, or rich tables on a terminal.

Commands describe what to show (lines and :class:`Table` objects); an :class:`Output`
draws it. Plain output never imports rich, so it works without the optional extra.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

Style = str
"""One of "title", "good", "bad", "dim" or "" (plain output ignores styles)."""

_RICH_STYLES = {"title": "bold", "good": "green", "bad": "red", "dim": "dim", "": ""}


@dataclass(frozen=True)
class Column:
    header: str
    numeric: bool = False  # right-aligned


@dataclass
class Table:
    columns: Sequence[Column]
    rows: Sequence[Sequence[object]] = ()
    title: str = ""


class Output(Protocol):
    def line(self, text: str = "", style: Style = "") -> None: ...
    def table(self, table: Table) -> None: ...


def display_width(text: str) -> int:
    """Terminal columns taken by text, counted as terminals count them (wcwidth): CJK
    characters and 🀄 take two, the other tile characters one, combining marks, joiners and
    variation selectors none (a ruleset file's names may hold any of them)."""
    # Imported here, not above: wcwidth takes longer to import than mjcore itself, and most
    # commands print JSON or a few lines without a table.
    from wcwidth import wcswidth, wcwidth

    width = wcswidth(text)
    if width < 0:  # a control character (width unknown): count the printable rest
        width = sum(max(wcwidth(ch), 0) for ch in text)
    return int(width)


class PlainOutput:
    """Aligned text on stdout: stable for scripts, pipes and tests."""

    def line(self, text: str = "", style: Style = "") -> None:
        print(text)

    def table(self, table: Table) -> None:
        cells = [[c.header for c in table.columns]] + [[str(v) for v in row] for row in table.rows]
        widths = [max(display_width(row[i]) for row in cells) for i in range(len(table.columns))]
        if table.title:
            print(table.title)
        for n, row in enumerate(cells):
            padded = [
                _pad(text, width, right=column.numeric) for text, width, column in zip(row, widths, table.columns)
            ]
            print("  " + "  ".join(padded).rstrip())
            if n == 0:
                print("  " + "  ".join("-" * w for w in widths))


def _pad(text: str, width: int, *, right: bool) -> str:
    gap = " " * (width - display_width(text))
    return gap + text if right else text + gap


class RichOutput:
    """Tables and colour through rich (an optional extra)."""

    def __init__(self, console: Any) -> None:
        self.console = console

    def line(self, text: str = "", style: Style = "") -> None:
        self.console.print(text, style=_RICH_STYLES[style], markup=False, highlight=False, soft_wrap=True)

    def table(self, table: Table) -> None:
        from rich.table import Table as RichTable

        drawn = RichTable(title=table.title or None, title_justify="left", title_style="bold")
        for column in table.columns:
            drawn.add_column(column.header, justify="right" if column.numeric else "left")
        for row in table.rows:
            drawn.add_row(*(str(v) for v in row))
        self.console.print(drawn)


def choose_output(style: str) -> Output:
    """ "plain", "rich", or "auto": rich when it is installed, stdout is a terminal and
    NO_COLOR is not set; plain otherwise."""
    if style == "plain":
        return PlainOutput()
    if style == "auto" and (os.environ.get("NO_COLOR") or not sys.stdout.isatty()):
        return PlainOutput()
    try:
        from rich.console import Console
    except ImportError:
        if style == "rich":
            raise ValueError("--rich needs the rich package: pip install 'mjcore[rich]'") from None
        return PlainOutput()
    return RichOutput(Console(highlight=False))
