"""Score a file of hands (JSON Lines) in one batch and write one JSON result per line.

Input: one JSON object per line (blank lines are skipped):

    {"id": "any value", "hand": "123m456p789s5z", "win": "5z", "melds": ["pung 222z@across"],
     "flowers": 0, "self_drawn": false, "seat_wind": "S", "prevalent_wind": "E",
     "last_tile": false, "kong": false, "fourth_tile": false}

"hand" (the concealed tiles without the winning tile) and "win" are required; the rest are
optional, with mjcore.score's defaults. "id" is copied to the result. Output, in input order:

    {"line": 1, "id": ..., "total": 17, "base": 17, "fans": {"mixed_straight": 1, ...}}
    {"line": 2, "id": ..., "error": "not a winning hand: the tiles form no complete hand"}

The hands are parsed one by one (a line that does not parse gets its error), then encoded and
scored together by mjcore.batch. A row the batch marks invalid is scored by mjcore.score: it gets
the per-hand error message, or its score when the batch could not express the hand (the batch
carries a flower count, and hong-kong scores flowers by which ones they are).

    python examples/score_jsonl.py [examples/hands.jsonl] [-o results.jsonl] [--ruleset mcr]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import mjcore
from mjcore import batch

CONTEXT_KEYS = ("self_drawn", "seat_wind", "prevalent_wind", "last_tile", "kong", "fourth_tile")
KNOWN_KEYS = {"id", "hand", "win", "melds", "flowers", *CONTEXT_KEYS}


def read_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if line.strip():
                yield number, json.loads(line)


def parse(record: dict[str, Any]) -> tuple[mjcore.Hand, dict[str, Any]]:
    """The hand and its win context; ValueError if the record is not a hand."""
    unknown = set(record) - KNOWN_KEYS
    if unknown:
        raise ValueError(f"unknown keys {sorted(unknown)}")
    if "hand" not in record or "win" not in record:
        raise ValueError('a record needs "hand" and "win"')
    hand = mjcore.Hand.parse(
        record["hand"], win=record["win"], melds=record.get("melds", []), flowers=record.get("flowers", 0)
    )
    return hand, {key: record[key] for key in CONTEXT_KEYS if key in record}


def score_records(records: list[tuple[int, dict[str, Any]]], ruleset: str) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    hands, contexts, rows = [], [], []  # rows: index into results of each parsed hand
    for number, record in records:
        result: dict[str, Any] = {"line": number, **({"id": record["id"]} if "id" in record else {})}
        try:
            hand, context = parse(record)
        except (ValueError, TypeError) as error:
            result["error"] = str(error)
        else:
            hands.append(hand)
            contexts.append(context)
            rows.append(len(results))
        results.append(result)
    if not hands:
        return results
    arrays = batch.encode(hands, contexts)
    scores = batch.score(
        arrays.counts,
        arrays.melds,
        arrays.win,
        flowers=arrays.flowers,
        flags=arrays.flags,
        seat_wind=arrays.seat_wind,
        prevalent_wind=arrays.prevalent_wind,
        ruleset=ruleset,
        errors="mask",
    )
    for i, row in enumerate(rows):
        if scores.valid[i]:
            fans = {fan: int(n) for fan, n in zip(scores.columns, scores.fans[i]) if n}
            results[row].update(total=int(scores.total[i]), base=int(scores.base[i]), fans=fans)
        else:
            results[row].update(_one_by_one(hands[i], contexts[i], ruleset))
    return results


def _one_by_one(hand: mjcore.Hand, context: dict[str, Any], ruleset: str) -> dict[str, Any]:
    """A row the batch refused, through the per-hand scorer: its error, or its score."""
    try:
        score = mjcore.score(hand, ruleset, **context)
    except ValueError as error:
        return {"error": str(error)}
    return {"total": score.total, "base": score.base, "fans": dict(score.fan_counts)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", nargs="?", type=Path, default=Path(__file__).with_name("hands.jsonl"))
    parser.add_argument("-o", "--output", type=Path, help="write here instead of standard output")
    parser.add_argument("--ruleset", default="mcr", help="a built-in ruleset name (default mcr)")
    args = parser.parse_args()

    results = score_records(list(read_lines(args.input)), args.ruleset)
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in results)
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    scored = sum("total" in r for r in results)
    print(f"{scored} of {len(results)} hands scored under {args.ruleset}", file=sys.stderr)


if __name__ == "__main__":
    main()
