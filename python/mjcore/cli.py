"""Command line: ``mjcore decompose HAND --win TILE [--meld ...]``, ``mjcore waits HAND``.

Errors print one line and exit with status 2; ``--json`` prints machine-readable output.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from mjcore._core import Decomposition, Hand, decompose, waiting_tiles
from mjcore.tiles import render_tiles


def _hand_from(args: argparse.Namespace) -> Hand:
    return Hand.parse(args.hand, win=args.win, melds=args.meld or [], flowers=args.flowers)


def _decomposition_json(d: Decomposition) -> dict[str, Any]:
    return {
        "form": d.form.name.lower(),
        "melds": [m.to_string() + ("" if m.declared else " (hand)") for m in d.melds],
        "pair": None if d.pair is None else render_tiles([d.pair]),
        "tiles": render_tiles(d.tiles),
        "wait": None if d.wait is None else d.wait.name.lower(),
        "win_meld": None if d.win_meld is None else d.win_meld.to_string(),
    }


def _cmd_decompose(args: argparse.Namespace) -> int:
    hand = _hand_from(args)
    found = decompose(hand)
    if args.json:
        listed = [_decomposition_json(d) for d in found]
        print(json.dumps({"hand": repr(hand), "winning": bool(found), "decompositions": listed}, ensure_ascii=False))
        return 0
    if not found:
        print(f"{hand.to_string(args.notation)}: not a complete hand")
        return 0
    print(f"{len(found)} decomposition(s) of {hand!r}:")
    for d in found:
        print(f"  {d!r}")
    return 0


def _cmd_waits(args: argparse.Namespace) -> int:
    hand = _hand_from(args)
    tiles = waiting_tiles(hand)
    if args.json:
        print(json.dumps({"hand": repr(hand), "waits": render_tiles(tiles)}))
    else:
        print(render_tiles(tiles, args.notation) if tiles else "not ready (no tile completes it)")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mjcore", description="Fast, exact mahjong hand evaluation.")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, run, text in (
        ("decompose", _cmd_decompose, "every decomposition of a complete hand, with wait types"),
        ("waits", _cmd_waits, "the tiles a ready hand waits on"),
    ):
        p = sub.add_parser(name, help=text, description=text)
        p.add_argument("hand", help="concealed tiles, e.g. 1112345678999m (winning tile given by --win)")
        p.add_argument("--win", help="the winning tile, e.g. 5m")
        p.add_argument("--meld", action="append", help="a declared meld, e.g. 'pung 777z' (repeatable)")
        p.add_argument("--flowers", type=int, default=0, help="number of flowers")
        p.add_argument("--notation", choices=("canonical", "gb", "unicode"), default="canonical")
        p.add_argument("--json", action="store_true", help="machine-readable output")
        p.set_defaults(run=run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return int(args.run(args))
    except (ValueError, TypeError) as exc:
        print(f"mjcore: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
