"""`mjcore waits`: the tiles a ready hand waits on and the forms each completes."""

from __future__ import annotations

import argparse

from mjcore._core import waits_by_form
from mjcore.cli.arguments import (
    add_hand_arguments,
    add_notation_argument,
    hand_from,
    print_json,
    tile_label,
)
from mjcore.cli.output import Column, Output, Table
from mjcore.tiles import render_tiles

NAME = "waits"
HELP = "the tiles a ready hand waits on, and the forms each completes"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_hand_arguments(
        parser, win="the winning tile, if any (the waits are those of the hand before it)", flowers_default=0
    )
    add_notation_argument(parser)


def run(args: argparse.Namespace, out: Output) -> int:
    hand = hand_from(args)
    found = waits_by_form(hand)
    tiles = list(found)
    if args.json:
        forms = {render_tiles([t]): [f.name.lower() for f in found[t]] for t in tiles}
        print_json({"hand": repr(hand), "waits": render_tiles(tiles), "forms": forms})
        return 0
    if not tiles:
        out.line("not ready (no tile completes it)")
        return 0
    kinds = f"{len(tiles)} kind" + ("" if len(tiles) == 1 else "s")
    out.line(f"waits on {render_tiles(tiles, args.notation)} ({kinds})", "title")
    rows = [[tile_label(t, args.notation), ", ".join(f.name.lower() for f in found[t])] for t in tiles]
    out.table(Table([Column("Tile"), Column("Completes")], rows))
    return 0
