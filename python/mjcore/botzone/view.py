"""What one seat knows, rebuilt from the requests it received and its own responses.

Every public line (draws, flowers, discards, claims, kongs) is the same for all four seats, so
a seat can keep the whole table but the others' concealed tiles: its own hand, everybody's
melds, flowers and discards, how many tiles each wall still holds, and the tile on the table.
Its own responses are needed for one thing only: ``3 p GANG`` after its own draw does not
say which tile it konged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .engine import TableMeld, play_of
from .requests import Request, parse_request
from .responses import parse_response
from .tiles import TILE_KINDS

SEATS: Final = 4
_HAND_SIZE: Final = 13
CHOW: Final = "chow"
PUNG: Final = "pung"
KONG: Final = "kong"  # exposed, or added to a pung
CONCEALED_KONG: Final = "concealed_kong"  # another seat's shows tile -1: it is never revealed


class GameView:
    """One seat's view of a hand of ``play`` ("botzone": per-seat walls of 34, or of 36 once a
    flower shows; "mcr": one shared wall of 144). Feed it each request and the seat's answer.

    >>> view = GameView.from_history(["0 1 0", "1 0 0 0 0 W1 W2 W3 B1 B2 B3 T1 T2 T3 F1 F1 J1 J1"], ["PASS"])
    >>> view.seat, view.concealed[0], view.walls_left()
    (1, 1, [21, 21, 21, 21])
    """

    def __init__(self, play: str = "botzone") -> None:
        self.play = play_of(play)
        self.seat = -1
        self.quan = -1
        self.concealed = [0] * TILE_KINDS
        self.melds: list[list[TableMeld]] = [[] for _ in range(SEATS)]
        self.flowers: list[list[int]] = [[] for _ in range(SEATS)]
        self.discards: list[list[int]] = [[] for _ in range(SEATS)]  # every discard, claimed or not
        self.river: list[list[int]] = [[] for _ in range(SEATS)]  # the discards nobody claimed
        self.table: tuple[int, int] | None = None  # (discarder, tile) while the discard may be claimed
        self.request: Request | None = None  # the request to answer now
        self.requests = 0  # how many requests were fed
        self.kong_flag = False  # konged, and the replacement draw is to come (docs/game.md "kong")
        self.kong_now = False  # the kong flag of the draw being decided
        self._taken = [0] * SEATS  # tiles taken from each seat's wall (or all from the shared one)
        self._previous: Request | None = None
        self._answer = ""

    @classmethod
    def from_history(cls, requests: Sequence[str], responses: Sequence[str], play: str = "botzone") -> GameView:
        """The view after ``requests`` (the last one is to be answered) and the seat's answers
        to all but the last (one fewer than requests, as Botzone's JSON input gives them)."""
        if isinstance(requests, str) or isinstance(responses, str):
            raise TypeError("requests and responses must be sequences of lines, not one str")
        if len(responses) not in (len(requests) - 1, len(requests)):
            raise ValueError(f"responses must hold one fewer line than requests ({len(requests) - 1}), got {len(responses)}")
        view = cls(play)
        for number, line in enumerate(requests):
            view.feed(line)
            if number < len(requests) - 1:
                view.answered(responses[number])
        return view

    # -- reading the lines -----------------------------------------------------------------

    def answered(self, response: str) -> None:
        """The seat's answer to the current request (only a concealed kong's tile is read)."""
        if not isinstance(response, str):
            raise TypeError(f"response must be a str, got {type(response).__name__}")
        self._answer = response

    def feed(self, line: str) -> None:
        """The next request line; ValueError if it is malformed or impossible from here."""
        request = parse_request(line)
        self._previous, self.request = self.request, request
        self.requests += 1
        apply = getattr(self, f"_on_{request.kind}")
        apply(request)
        self._answer = ""

    def _on_start(self, r: Request) -> None:
        self.seat, self.quan = r.seat, r.quan

    def _on_deal(self, r: Request) -> None:
        for tile in r.hand:
            self.concealed[tile] += 1
        flowers = list(r.flowers)
        for seat, count in enumerate(r.flower_counts):
            self.flowers[seat] += flowers[:count]
            flowers = flowers[count:]
            self._take(seat, _HAND_SIZE + count)

    def _on_own_draw(self, r: Request) -> None:
        self._settle_table()
        self._take(self.seat, 1)
        self.concealed[r.tile] += 1
        self.kong_now, self.kong_flag = self.kong_flag, False

    def _on_draw(self, r: Request) -> None:
        self._settle_table()
        self._take(r.seat, 1)

    def _on_flower(self, r: Request) -> None:
        self._settle_table()
        self._take(r.seat, 1)
        self.flowers[r.seat].append(r.tile)
        if r.seat == self.seat and self.play.flower_ends_kong_flag:
            self.kong_flag = False

    def _on_play(self, r: Request) -> None:
        self._discard(r.seat, r.tile)

    def _on_peng(self, r: Request) -> None:
        giver, tile = self._claimed()
        self.melds[r.seat].append((PUNG, tile, giver))
        self._remove(r.seat, [tile, tile])
        self._discard(r.seat, r.tile)

    def _on_chi(self, r: Request) -> None:
        giver, tile = self._claimed()
        low = r.middle - 1
        if not low <= tile <= low + 2:
            raise ValueError(f"the chow around {r.middle} does not hold the claimed tile {tile}")
        self.melds[r.seat].append((CHOW, low, giver))
        self._remove(r.seat, [t for t in (low, low + 1, low + 2) if t != tile])
        self._discard(r.seat, r.tile)

    def _on_gang(self, r: Request) -> None:
        previous = self._previous
        after_draw = previous is not None and (
            (previous.kind == "draw" and previous.seat == r.seat) or (previous.kind == "own_draw" and r.seat == self.seat)
        )
        if after_draw:  # concealed: only the konger knows the tile
            tile = parse_response(self._answer).tile if r.seat == self.seat else -1
            self.melds[r.seat].append((CONCEALED_KONG, tile, -1))
            if r.seat == self.seat:
                self._remove(r.seat, [tile] * 4)
        else:
            giver, tile = self._claimed()
            self.melds[r.seat].append((KONG, tile, giver))
            self._remove(r.seat, [tile] * 3)
        if r.seat == self.seat:
            self.kong_flag = True

    def _on_bugang(self, r: Request) -> None:
        melds = self.melds[r.seat]
        for i, (kind, tile, giver) in enumerate(melds):
            if (kind, tile) == (PUNG, r.tile):
                melds[i] = (KONG, tile, giver)
                break
        else:
            raise ValueError(f"seat {r.seat} adds to a pung it does not have")
        self._remove(r.seat, [r.tile])
        if r.seat == self.seat:
            self.kong_flag = True

    # -- bookkeeping -----------------------------------------------------------------------

    def _discard(self, seat: int, tile: int) -> None:
        self._remove(seat, [tile])
        self.discards[seat].append(tile)
        self.table = (seat, tile)
        if seat == self.seat:
            self.kong_now = False

    def _claimed(self) -> tuple[int, int]:
        if self.table is None:
            raise ValueError("a claim with no discard on the table")
        claimed, self.table = self.table, None
        return claimed

    def _settle_table(self) -> None:
        # Nobody claimed the discard: it stays in its discarder's river.
        if self.table is not None:
            seat, tile = self.table
            self.river[seat].append(tile)
            self.table = None

    def _remove(self, seat: int, tiles: list[int]) -> None:
        if seat != self.seat:
            return
        for tile in tiles:
            if self.concealed[tile] <= 0:
                raise ValueError(f"seat {seat} does not hold tile {tile}")
            self.concealed[tile] -= 1

    def _take(self, seat: int, count: int) -> None:
        self._taken[0 if self.play.shared_wall else seat] += count

    # -- what the seat knows ---------------------------------------------------------------

    def walls_left(self) -> list[int]:
        """Tiles left in each seat's wall (per-seat walls), or ``[n]`` for the shared wall."""
        if self.play.shared_wall:
            return [144 - self._taken[0]]
        size = 36 if any(self.flowers) else 34  # a flower shows the deck holds them: 144 tiles
        return [size - taken for taken in self._taken]

    def wall_empty(self, seat: int) -> bool:
        """Whether ``seat``'s wall (the shared wall, for everybody) is empty."""
        left = self.walls_left()
        return left[0 if self.play.shared_wall else seat % SEATS] <= 0

    def visible(self, *, table: bool = True) -> list[int]:
        """Copies of each tile on the table: every discard not claimed (the one on the table
        too unless ``table=False``) and every exposed meld; concealed kongs show nothing."""
        counts = [0] * TILE_KINDS
        for river in self.river:
            for tile in river:
                counts[tile] += 1
        if self.table is not None and table:
            counts[self.table[1]] += 1
        for melds in self.melds:
            for meld in melds:
                if meld[0] != CONCEALED_KONG:
                    for tile in meld_tiles(meld):
                        counts[tile] += 1
        return counts

    def unseen(self) -> list[int]:
        """Copies of each tile the seat has not seen: 4 less its own tiles (concealed, and its
        concealed kongs) and everything visible."""
        counts = self.visible()
        for tile in range(TILE_KINDS):
            counts[tile] += self.concealed[tile]
        for kind, tile, _ in self.melds[self.seat]:
            if kind == CONCEALED_KONG:
                counts[tile] += 4
        return [4 - n for n in counts]


def meld_tiles(meld: TableMeld) -> list[int]:
    """The tiles of a meld (a chow's three, three for a pung, four for a kong)."""
    kind, tile, _ = meld
    if kind == CHOW:
        return [tile, tile + 1, tile + 2]
    return [tile] * (3 if kind == PUNG else 4)
