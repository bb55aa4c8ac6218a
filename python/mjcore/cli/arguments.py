"""Arguments several commands share, and turning them into hands, rulesets and scores.

``add_score_arguments`` / ``score_from`` are the whole of ``mjcore score``'s input, so any
command that scores a hand the same way (``explain``) takes exactly the same flags.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from mjcore._core import Form, Hand, Score, score
from mjcore.cli.errors import Parser
from mjcore.ruleset import Ruleset, get_ruleset
from mjcore.tiles import render_tiles

FORM_NAMES = {form.name.lower(): form for form in Form}
MAX_FLOWERS = 8  # the four flowers and the four seasons


def output_options() -> Parser:
    """--json, --plain and --rich, accepted by every command (a parent parser)."""
    parent = Parser(add_help=False)
    parent.add_argument("--json", action="store_true", help="machine-readable output")
    group = parent.add_mutually_exclusive_group()
    group.add_argument(
        "--plain", dest="style", action="store_const", const="plain", help="plain text even on a terminal"
    )
    group.add_argument(
        "--rich", dest="style", action="store_const", const="rich", help="rich tables even when not on a terminal"
    )
    parent.set_defaults(style="auto")
    return parent


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False))


def utf8_text(text: str) -> str:
    """An argument that must be text: refuse argv bytes that were not UTF-8.

    Python hands such bytes over as lone surrogates (surrogateescape), which the core cannot
    take; argparse prefixes the message with the argument's name.
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise argparse.ArgumentTypeError(f"not valid UTF-8 text (at character {exc.start + 1})") from None
    return text


def add_tiles_arguments(parser: argparse.ArgumentParser, hand_help: str) -> None:
    """HAND and --meld: the concealed tiles and the declared melds."""
    parser.add_argument("hand", type=utf8_text, help=hand_help)
    parser.add_argument(
        "--meld", type=utf8_text, action="append", default=[], help="a declared meld, e.g. 'pung 777z' (repeatable)"
    )


def tiles_hand_from(args: argparse.Namespace) -> Hand:
    """The Hand of add_tiles_arguments' HAND and --meld."""
    return Hand.parse(args.hand, melds=args.meld)


def add_hand_arguments(parser: argparse.ArgumentParser, *, win: str | None, flowers_default: int | None) -> None:
    """HAND, --meld, --win (required when ``win`` is None, else its help), --flowers."""
    add_tiles_arguments(parser, "concealed tiles without the winning tile, e.g. 1112345678999m")
    if win is None:
        parser.add_argument("--win", type=utf8_text, required=True, help="the winning tile, e.g. 5m")
    else:
        parser.add_argument("--win", type=utf8_text, help=win)
    parser.add_argument(
        "--flowers", type=flowers_argument, default=flowers_default,
        help=f"number of flowers (0-{MAX_FLOWERS}), or the flower tiles, e.g. 1f6f "
        "(rulesets scoring the seat's flower need them)",
    )


def flowers_argument(text: str) -> int | str:
    """A number of flowers (0 to MAX_FLOWERS), or flower tiles ("1f6f": flower 1 and season 2)."""
    if not text.isdecimal():
        return utf8_text(text)
    # Compare digits before int(): the core cannot take a huge int, and int() refuses over 4300 digits.
    digits = text.lstrip("0") or "0"
    if len(digits) > 1 or int(digits) > MAX_FLOWERS:
        raise argparse.ArgumentTypeError(f"at most {MAX_FLOWERS} flowers, got {text}")
    return int(digits)


def add_notation_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--notation", choices=("canonical", "gb", "unicode"), default="canonical", help="how tiles are written"
    )


def tile_label(tile: int, notation: str = "canonical") -> str:
    """The tile's character and its name in the notation, e.g. '🀋 5m'."""
    return f"{render_tiles([tile], 'unicode')} {render_tiles([tile], notation)}"


def hand_from(args: argparse.Namespace) -> Hand:
    return Hand.parse(args.hand, win=args.win, melds=args.meld, flowers=args.flowers or 0)


def add_forms_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--forms",
        type=forms_from,
        default=None,
        help=f"comma-separated forms to consider (default all): {', '.join(FORM_NAMES)}",
    )


def forms_from(text: str) -> list[Form]:
    """'regular,seven_pairs' -> [Form.REGULAR, Form.SEVEN_PAIRS] (dashes allowed)."""
    names = [name.strip().lower().replace("-", "_") for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in FORM_NAMES]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"unknown form {text!r} (choose from {', '.join(FORM_NAMES)})")
    return [FORM_NAMES[name] for name in names]


def ruleset_from(text: str) -> Ruleset:
    """A built-in ruleset by name, or a .toml / .json ruleset file."""
    if text.endswith((".toml", ".json")):
        return Ruleset.load(text)
    return get_ruleset(text)


def add_score_arguments(parser: argparse.ArgumentParser) -> None:
    """The hand and the winning context, as ``mjcore score`` takes them."""
    add_hand_arguments(parser, win=None, flowers_default=None)
    parser.add_argument(
        "--ruleset", default="mcr", help="ruleset name (see `mjcore rulesets`) or a .toml/.json file (default: mcr)"
    )
    parser.add_argument("--self-drawn", action="store_true", help="won by self-draw")
    parser.add_argument("--seat", default="E", choices="ESWN", help="seat wind (default E)")
    parser.add_argument("--round", default="E", choices="ESWN", help="prevalent wind (default E)")
    parser.add_argument("--last-tile", action="store_true", help="won on the last tile (妙手回春 / 海底捞月)")
    parser.add_argument("--kong", action="store_true", help="won on a kong replacement / by robbing a kong")
    parser.add_argument("--fourth-tile", action="store_true", help="won on the last copy of the tile (和绝张)")
    parser.add_argument("--first-turn", action="store_true", help="won on the first turn (天和 / 地和)")
    parser.add_argument("--ready-at-deal", action="store_true", help="a non-dealer ready with the dealt tiles (天听)")
    parser.add_argument("--discard-after-kong", action="store_true", help="won on the discard after a kong (杠上炮)")
    parser.add_argument("--kong-on-kong", action="store_true", help="won on a kong's replacement after two kongs (槓上槓)")
    parser.add_argument(
        "--first-round-discard", action="store_true", help="won on a later discard of the first go-around (人和)"
    )
    parser.add_argument(
        "--robbed-kong", choices=("direct", "added", "concealed"), default=None,
        help="with --kong on a discard: the kind of kong robbed (only an added kong can be)",
    )
    parser.add_argument(
        "--dealer", action=argparse.BooleanOptionalAction, default=None,
        help="the winner is (--dealer) or is not (--no-dealer) the dealer (default: the East seat is)",
    )
    parser.add_argument(
        "--void-suit", choices=("m", "p", "s"), default=None,
        help="the suit declared void (定缺): a hand still holding it is refused",
    )


def score_from(args: argparse.Namespace) -> Score:
    """Score the hand described by add_score_arguments' flags."""
    return score(
        Hand.parse(args.hand, win=args.win, melds=args.meld, flowers=args.flowers if isinstance(args.flowers, str) else 0),
        ruleset_from(args.ruleset),
        self_drawn=args.self_drawn,
        seat_wind=args.seat,
        prevalent_wind=args.round,
        last_tile=args.last_tile,
        kong=args.kong,
        fourth_tile=args.fourth_tile,
        flowers=args.flowers if isinstance(args.flowers, int) else None,
        first_turn=args.first_turn,
        ready_at_deal=args.ready_at_deal,
        discard_after_kong=args.discard_after_kong,
        kong_on_kong=args.kong_on_kong,
        first_round_discard=args.first_round_discard,
        robbed_kong=args.robbed_kong,
        dealer=args.dealer,
        void_suit=args.void_suit,
    )
