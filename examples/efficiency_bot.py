"""A tile-efficiency bot playing seeded random walls alone.

Each game deals 13 tiles from a shuffled 136-tile set, then draws up to --draws times (18 by
default: about one player's share of the live wall in a four-player game). After each draw
a complete hand (shanten -1) is scored self-drawn under Chinese Official rules: it is a win only
if it reaches the 8-point minimum (a complete hand below it is no win, and the bot plays on).
Otherwise the bot discards the first of mjcore.discard_options — the lowest shanten after the
discard, then the most unseen useful tiles — and its own discards count as seen.

    python examples/efficiency_bot.py [--games 200] [--seed 0] [--draws 18] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from dataclasses import asdict, dataclass

import mjcore

TILE_KINDS = 34
HAND_SIZE = 13


@dataclass
class Game:
    won: bool
    turns: int  # draws made (the winning draw included)
    hand: str  # the final concealed tiles: 14 with the winning tile if won, else 13
    points: int | None  # MCR total of the win, self-drawn
    short: int  # complete hands below the 8-point minimum that the bot played on from


def play(rng: random.Random, draws: int) -> Game:
    wall = [tile for tile in range(TILE_KINDS) for _ in range(4)]
    rng.shuffle(wall)
    counts = [0] * TILE_KINDS
    for tile in wall[:HAND_SIZE]:
        counts[tile] += 1
    seen = [0] * TILE_KINDS  # the bot's own discards
    short = 0
    for turn, drawn in enumerate(wall[HAND_SIZE : HAND_SIZE + draws], start=1):
        counts[drawn] += 1
        if mjcore.shanten(counts) == -1:
            concealed = counts.copy()
            concealed[drawn] -= 1
            score = mjcore.score(mjcore.Hand.from_counts(concealed, win=drawn), self_drawn=True)
            if score.meets_minimum:
                return Game(True, turn, _tiles(counts), score.total, short)
            short += 1
        discard = mjcore.discard_options(counts, seen)[0].tile
        counts[discard] -= 1
        seen[discard] += 1
    return Game(False, draws, _tiles(counts), None, short)


def _tiles(counts: list[int]) -> str:
    return mjcore.render_tiles([tile for tile in range(TILE_KINDS) for _ in range(counts[tile])])


def summary(games: list[Game], seed: int, draws: int) -> dict[str, object]:
    wins = [g for g in games if g.won]
    points = [g.points for g in wins if g.points is not None]
    return {
        "games": len(games),
        "seed": seed,
        "draws": draws,
        "wins": len(wins),
        "win_rate": len(wins) / len(games) if games else 0.0,
        "mean_turns_to_win": statistics.fmean(g.turns for g in wins) if wins else None,
        "complete_below_minimum": sum(g.short for g in games),
        "mean_points": statistics.fmean(points) if points else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the walls (default 0)")
    parser.add_argument("--draws", type=int, default=18, help="draws per game before the wall runs out (default 18)")
    parser.add_argument("--json", action="store_true", help="print the summary and every game as JSON")
    args = parser.parse_args()
    if args.games < 1 or not 0 <= args.draws <= 4 * TILE_KINDS - HAND_SIZE:
        parser.error(f"--games must be positive and --draws 0..{4 * TILE_KINDS - HAND_SIZE}")

    rng = random.Random(args.seed)
    games = [play(rng, args.draws) for _ in range(args.games)]
    result = summary(games, args.seed, args.draws)
    if args.json:
        print(json.dumps({**result, "results": [asdict(g) for g in games]}))
        return
    print(f"{result['games']} games, seed {args.seed}, {args.draws} draws each")
    print(f"won {result['wins']} ({100 * result['win_rate']:.1f} %)", end="")
    if result["wins"]:
        print(f", mean turns to win {result['mean_turns_to_win']:.1f}")
        print(f"MCR, self-drawn: mean {result['mean_points']:.1f} points")
    else:
        print()
    print(f"{result['complete_below_minimum']} complete hands fell short of the 8-point minimum (played on)")


if __name__ == "__main__":
    main()
