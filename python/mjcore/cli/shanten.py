"""`mjcore shanten`: how many tiles from ready, overall and for each form."""

from __future__ import annotations

import argparse

from mjcore._core import Form, shanten, shanten_by_form
from mjcore.cli.arguments import add_forms_argument, add_tiles_arguments, print_json, tiles_hand_from
from mjcore.cli.output import Column, Output, Table

NAME = "shanten"
HELP = "shanten (tiles from ready; -1 complete), overall and for each form"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_tiles_arguments(parser, "13 - 3k or 14 - 3k concealed tiles (k declared melds), e.g. 123m456p789s1122z")
    add_forms_argument(parser)


def run(args: argparse.Namespace, out: Output) -> int:
    hand = tiles_hand_from(args)
    chosen: list[Form] = args.forms or list(Form)
    total = shanten(hand, forms=chosen)
    possible = shanten_by_form(hand)
    # None: the form cannot be completed at all (e.g. seven pairs with declared melds).
    by_form = {form: possible.get(form) for form in chosen}
    if args.json:
        forms = {form.name.lower(): value for form, value in by_form.items()}
        print_json({"hand": repr(hand), "shanten": total, "forms": forms})
        return 0
    out.line(f"{hand!r}: shanten {total} ({describe(total)})", "title")
    rows = [
        [form.name.lower(), "-" if value is None else value, "impossible" if value is None else describe(value)]
        for form, value in by_form.items()
    ]
    out.table(Table([Column("Form"), Column("Shanten", numeric=True), Column("In words")], rows))
    return 0


def describe(value: int) -> str:
    if value < 0:
        return "complete"
    if value == 0:
        return "ready"
    return f"{value} tile{'s' if value > 1 else ''} from ready"
