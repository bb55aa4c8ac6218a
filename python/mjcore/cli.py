"""Command line: ``mjcore score HAND --win TILE [--meld ...] [context]``,
``mjcore decompose HAND --win TILE``, ``mjcore waits HAND``.

Errors print one line and exit with status 2; ``--json`` prints machine-readable output.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from mjcore._core import Decomposition, Hand, Score, decompose, score, waiting_tiles
from mjcore.ruleset import Ruleset
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


def _score_json(result: Score) -> dict[str, Any]:
    return {
        "ruleset": result.ruleset,
        "total": result.total,
        "base": result.base,
        "flowers": result.flowers,
        "meets_minimum": result.meets_minimum,
        "fans": [{"id": f.id, "zh": f.zh, "en": f.en, "points": f.points, "count": f.count} for f in result.fans],
        "decomposition": _decomposition_json(result.decomposition),
    }


def _cmd_score(args: argparse.Namespace) -> int:
    hand = Hand.parse(args.hand, win=args.win, melds=args.meld or [])
    ruleset: str | Ruleset = args.ruleset
    if args.ruleset.endswith((".toml", ".json")):
        ruleset = Ruleset.load(args.ruleset)
    result = score(
        hand,
        ruleset,
        self_drawn=args.self_drawn,
        seat_wind=args.seat,
        prevalent_wind=args.round,
        last_tile=args.last_tile,
        kong=args.kong,
        fourth_tile=args.fourth_tile,
        flowers=args.flowers,
        first_turn=args.first_turn,
        ready_at_deal=args.ready_at_deal,
        discard_after_kong=args.discard_after_kong,
    )
    if args.json:
        print(json.dumps(_score_json(result), ensure_ascii=False))
        return 0
    print(f"{hand!r} under {result.ruleset}:")
    for f in result.fans:
        times = f" x{f.count}" if f.count > 1 else ""
        print(f"  {f.points * f.count:>3}  {f.zh}  {f.en}{times}")
    verdict = "meets the minimum" if result.meets_minimum else "below the minimum"
    print(f"  total {result.total} ({result.base} + {result.flowers} flowers): {verdict}")
    print(f"  reading: {result.decomposition!r}")
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
    p = sub.add_parser("score", help="score a winning hand", description="score a winning hand")
    p.add_argument("hand", help="concealed tiles without the winning tile, e.g. 1112345678999m")
    p.add_argument("--win", required=True, help="the winning tile, e.g. 5m")
    p.add_argument("--meld", action="append", help="a declared meld, e.g. 'pung 777z@left' (repeatable)")
    p.add_argument("--ruleset", default="mcr", help="ruleset name (mcr, zung-jung, ...) or a .toml/.json file (default: mcr)")
    p.add_argument("--self-drawn", action="store_true", help="won by self-draw")
    p.add_argument("--seat", default="E", choices="ESWN", help="seat wind (default E)")
    p.add_argument("--round", default="E", choices="ESWN", help="prevalent wind (default E)")
    p.add_argument("--last-tile", action="store_true", help="won on the last tile (妙手回春 / 海底捞月)")
    p.add_argument("--kong", action="store_true", help="won on a kong replacement / by robbing a kong")
    p.add_argument("--fourth-tile", action="store_true", help="won on the last copy of the tile (和绝张)")
    p.add_argument("--flowers", type=int, default=None, help="number of flowers")
    p.add_argument("--first-turn", action="store_true", help="won on the first turn (天和 / 地和)")
    p.add_argument("--ready-at-deal", action="store_true", help="ready with the dealt tiles (天听)")
    p.add_argument("--discard-after-kong", action="store_true", help="won on the discard after a kong (杠上炮)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(run=_cmd_score)
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
