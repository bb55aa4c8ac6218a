"""A Chinese-Standard-Mahjong bot written only against Botzone's documented protocol (no
mjcore): it keeps its own tiles, discards every tile it draws, says HU when its tiles make four
sets and a pair, and passes otherwise. Simple or JSON interaction, whichever stdin holds; it
prints the keep-running marker after every answer and answers each later request as it comes.

Misbehaving on purpose, for the judge's tests: ``--misbehave KIND --at N`` from request N on:
``malformed`` answers "PASS " (a trailing space); ``play`` plays a tile it does not hold at its
next draw; ``hu`` says HU at its next draw; ``sleep`` sleeps 30 s; ``crash`` exits with status
3; ``nojson`` prints a line that is not JSON; ``once`` answers without the marker and exits.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

MARKER = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"
CODES = [f"{s}{r}" for s in "WBT" for r in range(1, 10)] + [f"F{r}" for r in range(1, 5)] + [f"J{r}" for r in range(1, 4)]


def complete(tiles: list[str]) -> bool:
    """Four sets (runs of one suit, or three alike) and a pair."""
    counts = {code: tiles.count(code) for code in CODES}
    return any(counts[p] >= 2 and _sets({**counts, p: counts[p] - 2}) for p in CODES)


def _sets(counts: dict[str, int]) -> bool:
    first = next((c for c in CODES if counts[c]), None)
    if first is None:
        return True
    if counts[first] >= 3 and _sets({**counts, first: counts[first] - 3}):
        return True
    suit, rank = first[0], int(first[1])
    run = [f"{suit}{rank + 1}", f"{suit}{rank + 2}"]
    if suit in "WBT" and rank <= 7 and all(counts[c] for c in run):
        return _sets({**counts, first: counts[first] - 1, run[0]: counts[run[0]] - 1, run[1]: counts[run[1]] - 1})
    return False


class Bot:
    def __init__(self, misbehave: str, at: int) -> None:
        self.hand: list[str] = []
        self.seat = -1
        self.turn = 0
        self.misbehave, self.at = misbehave, at

    def answer(self, request: str, replay: bool = False) -> str:
        self.turn += 1
        fields = request.split(" ")
        bad = self.misbehave if self.turn >= self.at and not replay else ""
        if bad == "malformed":
            return "PASS "
        if bad == "sleep":
            time.sleep(30)
        if bad == "crash":
            sys.exit(3)
        if fields[0] == "0":
            self.seat = int(fields[1])
        elif fields[0] == "1":
            self.hand = fields[5:18]
        elif fields[0] == "2":
            self.hand.append(fields[1])
            if bad == "hu" or complete(self.hand):
                return "HU"
            if bad == "play":
                return "PLAY " + next(c for c in CODES if c not in self.hand)
            return "PLAY " + fields[1]
        elif fields[0] == "3" and fields[2] == "PLAY" and int(fields[1]) == self.seat:
            self.hand.remove(fields[3])
        elif fields[0] == "3" and fields[2] in ("PLAY", "PENG", "CHI") and complete(self.hand + [fields[-1]]):
            return "HU"
        return "PASS"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--misbehave", default="")
    parser.add_argument("--at", type=int, default=1)
    args = parser.parse_args()
    bot = Bot(args.misbehave, args.at)
    first = sys.stdin.readline()
    as_json = first.startswith("{")
    if as_json:
        requests = json.loads(first)["requests"]
    else:
        lines = [sys.stdin.readline().rstrip("\r\n") for _ in range(2 * int(first) - 1)]
        requests = lines[0::2]  # the bot's own earlier responses are not needed
    for request in requests[:-1]:
        bot.answer(request, replay=True)  # the answers were given already
    request = requests[-1]
    while True:
        response = bot.answer(request)
        if as_json and bot.misbehave == "nojson" and bot.turn >= bot.at:
            print("not json")
        else:
            print(json.dumps({"response": response}) if as_json else response)
        if bot.misbehave == "once" and bot.turn >= bot.at:
            return
        print(MARKER, flush=True)
        while True:
            line = sys.stdin.readline()
            if not line:
                return
            if line.strip():
                request = json.loads(line) if as_json else line.rstrip("\r\n")
                break


if __name__ == "__main__":
    main()
