"""`mjcore botzone`: a local Botzone judge for Chinese-Standard-Mahjong bots (docs/botzone.md)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from mjcore.cli.arguments import print_json, utf8_text
from mjcore.cli.output import Column, Output, Table

if TYPE_CHECKING:
    from mjcore.botzone.results import HandResult

NAME = "botzone"
HELP = "play bots that speak Botzone's Chinese-Standard-Mahjong protocol against each other"
_SEATS = 4
# The judge (processes, threads, the engine) is imported when the command runs: building the
# parser for another command must not pay for it. tests/test_botzone_cli.py checks these match.
MODES = ("simple", "json", "keep-running", "keep-running-json")
PLAYS = ("botzone", "mcr")
MAX_HANDS = 100_000  # a match, not a soak: each hand starts bot processes
MAX_TIME_LIMIT = 3600.0  # seconds; a turn without a limit would let a silent bot hang the judge


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--bot", type=utf8_text, action="append", required=True, metavar="CMD",
        help="a bot's command line; once (it plays all four seats, four processes) or four times (seats 0..3)",
    )  # fmt: skip
    parser.add_argument(
        "--mode", choices=MODES, default="simple", help="interaction: a fresh process per turn (simple, json) or kept running"
    )
    parser.add_argument(
        "--seed", type=_seed, default=0,
        help="hand i (from 0) is dealt from the documented shuffle of seed + i, mod 2^64 (default 0)",
    )  # fmt: skip
    parser.add_argument("--hands", type=_hands, default=1, help=f"hands to play, 1..{MAX_HANDS:,} (default 1)")
    parser.add_argument(
        "--play", choices=PLAYS, default="botzone", help="deck and walls: botzone (136, per-seat walls) or mcr (144, shared)"
    )
    parser.add_argument("--quan", type=int, choices=range(_SEATS), default=0, help="prevalent wind 0..3 (E S W N; default 0)")
    parser.add_argument("--wall", type=utf8_text, help="a Botzone wall string (W1 B3 ...) every hand is dealt from, instead of --seed")
    parser.add_argument(
        "--time-limit", type=_seconds, default=6.0,
        help=f"seconds per turn (at most {MAX_TIME_LIMIT:.0f}), doubled on the first (default 6: Botzone's for Python)",
    )  # fmt: skip
    parser.add_argument("--record", type=utf8_text, metavar="FILE", help="write every hand's events and end as JSON lines")


def run(args: argparse.Namespace, out: Output) -> int:
    from mjcore.botzone.match import play_hand
    from mjcore.botzone.players import Program, ProgramPlayers
    from mjcore.botzone.walls import parse_wall, seeded_wall

    if len(args.bot) not in (1, _SEATS):
        raise ValueError(f"--bot: give one bot or four, got {len(args.bot)}")
    commands = args.bot * _SEATS if len(args.bot) == 1 else args.bot
    fixed_wall = parse_wall(args.wall, args.play) if args.wall is not None else None
    players = ProgramPlayers([Program(command, args.mode, args.time_limit) for command in commands])
    results: list[HandResult] = []
    try:
        for number in range(args.hands):
            wall = fixed_wall if fixed_wall is not None else seeded_wall(args.play, (args.seed + number) % (1 << 64))
            results.append(play_hand(players, args.play, wall, args.quan))
    finally:
        players.close()
    totals = [sum(r.scores[seat] for r in results) for seat in range(_SEATS)]
    if args.record:
        _write_record(args.record, results)
    if args.json:
        print_json({"hands": [r.to_json() for r in results], "totals": totals})
        return 0
    _summary(out, args, results, totals)
    return 0


def _summary(out: Output, args: argparse.Namespace, results: list[HandResult], totals: list[int]) -> None:
    rows = []
    for number, hand in enumerate(results):
        dealt = "wall" if args.wall is not None else f"seed {(args.seed + number) % (1 << 64)}"
        rows.append([number + 1, dealt, _describe(hand), hand.turns, *(f"{s:+d}" for s in hand.scores)])
    rows.append(["", "", "total", "", *(f"{t:+d}" for t in totals)])
    columns = [Column("Hand", numeric=True), Column("Dealt"), Column("End"), Column("Turns", numeric=True)]
    columns += [Column(f"Seat {seat}", numeric=True) for seat in range(_SEATS)]
    out.table(Table(columns, rows, title=f"mjcore botzone: {args.hands} hand(s), play {args.play}, mode {args.mode}"))


def _describe(hand: HandResult) -> str:
    if hand.end == "win":
        how = "self-drawn" if hand.self_drawn else "on a discard"
        fans = ", ".join(f"{name} {points}" + (f"×{count}" if count > 1 else "") for name, points, count in hand.fans)
        return f"seat {hand.winner} wins {how}, {hand.total} points ({fans})"
    if hand.invalid:
        bad = hand.invalid[0]
        return f"{hand.end}: seat {bad['seat']} at turn {bad['turn']} answered {bad['response']!r}: {bad['reason']}"
    return hand.end


def _write_record(path: str, results: list[HandResult]) -> None:
    with open(path, "w", encoding="utf-8") as file:
        for number, hand in enumerate(results):
            for kind, seat, tile, other in hand.events:
                line: dict[str, Any] = {"hand": number, "kind": kind, "seat": seat, "tile": tile, "other": other}
                file.write(json.dumps(line) + "\n")
            file.write(json.dumps({"hand": number, "kind": "end", **hand.to_json()}, ensure_ascii=False) + "\n")


def _hands(text: str) -> int:
    value = int(text)
    if not 1 <= value <= MAX_HANDS:
        raise argparse.ArgumentTypeError(f"must be 1..{MAX_HANDS:,}, got {text[:30]}")
    return value


def _seed(text: str) -> int:
    value = int(text)
    if not 0 <= value < 1 << 64:
        raise argparse.ArgumentTypeError("must be 0..2^64-1")
    return value


def _seconds(text: str) -> float:
    value = float(text)
    if not 0 < value <= MAX_TIME_LIMIT:
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most {MAX_TIME_LIMIT:.0f} seconds, got {text[:30]}")
    return value
