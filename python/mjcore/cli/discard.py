"""`mjcore discard`: each discard of a hand after drawing, with the tiles that then help."""

from __future__ import annotations

import argparse

from mjcore._core import discard_options
from mjcore._core.tiles import parse_tiles
from mjcore.cli.arguments import (
    add_forms_argument,
    add_tiles_arguments,
    print_json,
    tile_label,
    tiles_hand_from,
    utf8_text,
)
from mjcore.cli.output import Column, Output, Table
from mjcore.tiles import TILE_KINDS, render_tiles

NAME = "discard"
HELP = "tile efficiency: every discard, the shanten after it and the useful tiles then"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_tiles_arguments(parser, "14 - 3k concealed tiles after drawing (k declared melds), e.g. 11123456789999m")
    parser.add_argument(
        "--visible", type=utf8_text, default="", help="tiles seen elsewhere (discards, others' melds), e.g. 5m5m7z"
    )
    add_forms_argument(parser)


def run(args: argparse.Namespace, out: Output) -> int:
    hand = tiles_hand_from(args)
    visible = [0] * TILE_KINDS
    for tile in parse_tiles(args.visible):
        visible[tile] += 1
    options = discard_options(hand, visible, forms=args.forms)
    if args.json:
        listed = [
            {
                "discard": render_tiles([o.tile]),
                "shanten": o.shanten,
                "useful": {render_tiles([t]): n for t, n in o.useful.items()},
                "unseen": o.useful_count,
            }
            for o in options
        ]
        print_json({"hand": repr(hand), "visible": render_tiles(parse_tiles(args.visible)), "options": listed})
        return 0
    rows = [
        [tile_label(o.tile), o.shanten, render_tiles(list(o.useful), "unicode"), len(o.useful), o.useful_count]
        for o in options
    ]
    columns = [
        Column("Discard"),
        Column("Shanten", numeric=True),
        Column("Useful tiles"),
        Column("Kinds", numeric=True),
        Column("Unseen", numeric=True),
    ]
    out.table(Table(columns, rows, title=f"discards from {hand!r}, best first"))
    return 0
