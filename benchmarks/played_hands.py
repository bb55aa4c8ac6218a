"""Winning hands as a table produces them, for the benchmarks: four greedy players play
seeded deals of the 144-tile set (flowers set aside and replaced from the back of the wall)
until one of them wins with at least 8 points under MCR.

Each player discards what `mjcore.discard_options` ranks best, declares a concealed kong
when he draws the fourth copy, adds to a claimed pung, and claims a pung, kong or (from the
left) a chow when it lowers his shanten. So the corpus has what real wins have — claimed
sets, concealed kongs, flowers, self-drawn wins, wins on the last tile or a kong's
replacement, 和绝张 — in the proportions play gives them; `describe()` measures them and
`tests/test_played_hands.py` holds the generator to its promise.

A hand is ``(plain, context)``: a `mjcore.corpus` plain hand and `mjcore.score`'s context
keywords. Deals that run out of tiles without a win give nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import mjcore
from mjcore import batch, corpus

PLAYERS = 4
FLOWER = -1  # a flower in the wall: set aside, counted, replaced from the back
Played = tuple[corpus.PlainHand, dict[str, Any]]


@dataclass
class Player:
    seat: int
    concealed: list[int] = field(default_factory=lambda: [0] * 34)
    melds: list[corpus.PlainMeld] = field(default_factory=list)
    flowers: int = 0

    def hand(self, win: int | None = None) -> mjcore.Hand:
        return corpus.to_hand((tuple(self.concealed), tuple(self.melds), win))

    def shanten(self) -> int:
        return mjcore.shanten(self.hand())


class Deal:
    """One deal played out: `play()` gives the win, or None when the wall runs out."""

    def __init__(self, rng: random.Random, prevalent_wind: int) -> None:
        self.wall = [t for t in range(34) for _ in range(4)] + [FLOWER] * 8
        rng.shuffle(self.wall)
        self.players = [Player(seat) for seat in range(PLAYERS)]
        self.prevalent = prevalent_wind
        self.visible = [0] * 34  # discards and exposed melds: what 和绝张 is read from
        for p in self.players:
            for _ in range(13):
                tile = self._draw(p)
                assert tile is not None  # 144 tiles: the deal never empties the wall
                p.concealed[tile] += 1

    def _draw(self, p: Player, from_back: bool = False) -> int | None:
        """The next tile for `p`, his flowers set aside and replaced from the back."""
        while self.wall:
            tile = self.wall.pop(-1 if from_back else 0)
            if tile != FLOWER:
                return tile
            p.flowers += 1
            from_back = True
        return None

    def play(self) -> Played | None:
        turn, draws, after_kong = 0, True, False
        while True:
            p = self.players[turn]
            if draws:
                tile = self._draw(p, from_back=after_kong)
                if tile is None:
                    return None
                won = self._winning(p, tile, self_drawn=True, kong=after_kong)
                if won is not None:
                    return won
                p.concealed[tile] += 1
                if self._kong_on_draw(p, tile):
                    after_kong = True
                    continue
            discard = mjcore.discard_options(p.hand())[0].tile
            p.concealed[discard] -= 1
            self.visible[discard] += 1
            won = self._won_on_discard(turn, discard)
            if won is not None:
                return won
            claimer = self._claim(turn, discard)
            if claimer is None:
                turn, draws, after_kong = (turn + 1) % PLAYERS, True, False
            else:  # a kong draws its replacement; a pung or chow discards at once
                turn = claimer.seat
                draws = after_kong = claimer.melds[-1][0] == "kong"

    def _winning(self, p: Player, win: int, **flags: bool) -> Played | None:
        """The win, if `win` completes `p`'s hand with at least 8 points."""
        hand = p.hand(win)
        if not mjcore.is_winning(hand):
            return None
        held = p.concealed[win] + sum(m[1] == win for m in p.melds if m[0] != "chow")
        context: dict[str, Any] = {
            "seat_wind": p.seat,
            "prevalent_wind": self.prevalent,
            "flowers": p.flowers,
            "fourth_tile": self.visible[win] - (not flags["self_drawn"]) == 3 and held == 0,
            "last_tile": not self.wall,
            **flags,
        }
        if not mjcore.score(hand, **context).meets_minimum:
            return None
        return (tuple(p.concealed), tuple(p.melds), win), context

    def _kong_on_draw(self, p: Player, tile: int) -> bool:
        """A concealed kong of the fourth copy, or the drawn tile added to a claimed pung."""
        if p.concealed[tile] == 4:
            p.concealed[tile] = 0
            p.melds.append(("kong", tile, "concealed"))
            return True
        for i, (kind, first, source) in enumerate(p.melds):
            if kind == "pung" and first == tile:
                p.concealed[tile] -= 1
                p.melds[i] = ("kong", tile, source)
                self.visible[tile] += 1
                return True
        return False

    def _won_on_discard(self, turn: int, tile: int) -> Played | None:
        for k in range(1, PLAYERS):
            won = self._winning(self.players[(turn + k) % PLAYERS], tile, self_drawn=False, kong=False)
            if won is not None:
                return won
        return None

    def _claim(self, turn: int, tile: int) -> Player | None:
        """The first player (in turn order; a pung or kong before a chow) whose shanten the
        discard lowers claims it."""
        for k in range(1, PLAYERS):
            p = self.players[(turn + k) % PLAYERS]
            if p.concealed[tile] >= 2:
                kind = "kong" if p.concealed[tile] == 3 else "pung"
                if self._claims_better(p, [tile] * (3 if kind == "kong" else 2), (kind, tile, "exposed")):
                    return p
        p = self.players[(turn + 1) % PLAYERS]
        if tile < 27:
            low = tile // 9 * 9
            for first in range(max(tile - 2, low), min(tile, low + 6) + 1):
                others = [t for t in range(first, first + 3) if t != tile]
                if all(p.concealed[t] for t in others) and self._claims_better(p, others, ("chow", first, "exposed")):
                    return p
        return None

    def _claims_better(self, p: Player, used: list[int], meld: corpus.PlainMeld) -> bool:
        """Claims if the meld lowers `p`'s shanten (a kong leaves 13 - 3k tiles, a pung or
        chow 14 - 3k, whose shanten is the best discard's)."""
        before = p.shanten()
        for t in used:
            p.concealed[t] -= 1
        p.melds.append(meld)
        if mjcore.shanten(p.hand()) < before:
            for t in used:
                self.visible[t] += 1
            return True
        p.melds.pop()
        for t in used:
            p.concealed[t] += 1
        return False


def played_hands(n: int, seed: int = 2026) -> list[Played]:
    """`n` winning hands from seeded deals (each deal's prevalent wind by its number)."""
    rng = random.Random(seed)
    out: list[Played] = []
    deals = 0
    while len(out) < n:
        won = Deal(rng, prevalent_wind=deals // 4 % 4).play()
        deals += 1
        if won is not None:
            out.append(won)
    return out


def describe(hands: list[Played]) -> dict[str, float]:
    """The share of hands with each feature, as the benchmark results record it."""
    def share(test: Any) -> float:
        return round(sum(1 for h in hands if test(*h)) / len(hands), 3)

    return {
        "with_declared_sets": share(lambda plain, ctx: bool(plain[1])),
        "with_claimed_sets": share(lambda plain, ctx: any(m[2] == "exposed" for m in plain[1])),
        "with_concealed_kong": share(lambda plain, ctx: ("kong", "concealed") in [(m[0], m[2]) for m in plain[1]]),
        "with_flowers": share(lambda plain, ctx: ctx["flowers"] > 0),
        "self_drawn": share(lambda plain, ctx: ctx["self_drawn"]),
        "last_tile": share(lambda plain, ctx: ctx["last_tile"]),
        "kong_replacement": share(lambda plain, ctx: ctx["kong"]),
        "fourth_tile": share(lambda plain, ctx: ctx["fourth_tile"]),
    }


def encoded(hands: list[Played]) -> batch.HandArrays:
    """The hands in the batch encoding: a Hand's flowers, the rest of the context as flags and winds."""
    arrays = batch.encode([corpus.to_hand(plain) for plain, _ in hands],
                          [{k: v for k, v in ctx.items() if k != "flowers"} for _, ctx in hands])
    arrays.flowers[:] = [ctx["flowers"] for _, ctx in hands]
    return arrays


def meld_free(hands: list[Played]) -> Iterator[Played]:
    return (h for h in hands if not h[0][1])


def meld_heavy(hands: list[Played]) -> Iterator[Played]:
    return (h for h in hands if len(h[0][1]) >= 2)
