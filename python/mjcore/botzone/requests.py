"""Botzone's request lines (judge to bot, spec §4.1), read and written.

A :class:`Request` names its kind with a word instead of the line's leading digit and verb:

======== ============================ ==========================================
kind     line                         fields
======== ============================ ==========================================
start    ``0 playerID quan``          seat (the bot's own), quan
deal     ``1 h0 h1 h2 h3 c1..c13 f..`` hand (13 tiles), flower_counts, flowers
own_draw ``2 t``                      tile (seat is -1: the line does not say)
flower   ``3 p BUHUA h``              seat, tile
draw     ``3 p DRAW``                 seat
play     ``3 p PLAY x``               seat, tile
peng     ``3 p PENG x``               seat, tile (the discard after the pung)
chi      ``3 p CHI m x``              seat, middle, tile (the discard after the chow)
gang     ``3 p GANG``                 seat
bugang   ``3 p BUGANG x``             seat, tile
======== ============================ ==========================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .tiles import TILE_KINDS, is_flower, tile_code, tile_index

KINDS: Final = ("start", "deal", "own_draw", "flower", "draw", "play", "peng", "chi", "gang", "bugang")
_HAND_SIZE: Final = 13
_SEATS: Final = 4
# "3 p VERB ...": the verb's kind and how many tile fields follow it.
_VERBS: Final = {"BUHUA": ("flower", 1), "DRAW": ("draw", 0), "PLAY": ("play", 1), "PENG": ("peng", 1),
                 "CHI": ("chi", 2), "GANG": ("gang", 0), "BUGANG": ("bugang", 1)}  # fmt: skip
_VERB_OF: Final = {kind: verb for verb, (kind, _) in _VERBS.items()}


@dataclass(frozen=True)
class Request:
    """One request line as data (see the module's table); unused fields keep their defaults."""

    kind: str
    seat: int = -1
    tile: int = -1
    middle: int = -1
    quan: int = -1
    hand: tuple[int, ...] = ()
    flower_counts: tuple[int, ...] = ()
    flowers: tuple[int, ...] = ()


def parse_request(line: str) -> Request:
    """A request line as a :class:`Request`; ValueError if it is not one of §4.1's lines.

    >>> parse_request("3 2 CHI T2 W3")
    Request(kind='chi', seat=2, tile=2, middle=19, quan=-1, hand=(), flower_counts=(), flowers=())
    """
    if not isinstance(line, str):
        raise TypeError(f"line must be a str, got {type(line).__name__}")
    fields = line.split(" ")
    try:
        return _parse_fields(fields)
    except (ValueError, IndexError) as exc:
        raise ValueError(f"line {line[:60]!r} is no Botzone request: {exc}") from None


def _parse_fields(fields: list[str]) -> Request:
    head = fields[0]
    if head == "0":
        _count(fields, 3)
        return Request("start", seat=_seat(fields[1]), quan=_seat(fields[2]))
    if head == "1":
        counts = tuple(_number(f, 8) for f in fields[1:5])
        _count(fields, 5 + _HAND_SIZE + sum(counts))
        hand = tuple(_tile(f, flower=False) for f in fields[5 : 5 + _HAND_SIZE])
        flowers = tuple(_tile(f, flower=True) for f in fields[5 + _HAND_SIZE :])
        return Request("deal", hand=hand, flower_counts=counts, flowers=flowers)
    if head == "2":
        _count(fields, 2)
        return Request("own_draw", tile=_tile(fields[1], flower=False))
    if head != "3" or len(fields) < 3 or fields[2] not in _VERBS:
        raise ValueError("unknown form")
    kind, tiles = _VERBS[fields[2]]
    _count(fields, 3 + tiles)
    seat = _seat(fields[1])
    if kind == "flower":
        return Request(kind, seat, tile=_tile(fields[3], flower=True))
    if kind == "chi":
        middle = _tile(fields[3], flower=False)
        if middle >= 27 or middle % 9 in (0, 8):
            raise ValueError("a chow's middle tile is a suited 2..8")
        return Request(kind, seat, tile=_tile(fields[4], flower=False), middle=middle)
    return Request(kind, seat, tile=_tile(fields[3], flower=False) if tiles else -1)


def format_request(request: Request) -> str:
    """The line of a :class:`Request` (what the judge sends).

    >>> format_request(Request("deal", hand=(0,) * 13, flower_counts=(0, 1, 0, 0), flowers=(35,)))
    '1 0 1 0 0 W1 W1 W1 W1 W1 W1 W1 W1 W1 W1 W1 W1 W1 H2'
    """
    if not isinstance(request, Request):
        raise TypeError(f"request must be a Request, got {type(request).__name__}")
    kind = request.kind
    if kind == "start":
        return f"0 {request.seat} {request.quan}"
    if kind == "deal":
        fields = [str(n) for n in request.flower_counts] + [tile_code(t) for t in request.hand + request.flowers]
        return "1 " + " ".join(fields)
    if kind == "own_draw":
        return f"2 {tile_code(request.tile)}"
    if kind not in _VERB_OF:
        raise ValueError(f"request.kind must be one of {', '.join(KINDS)}, got {kind!r}")
    words = ["3", str(request.seat), _VERB_OF[kind]]
    if kind == "chi":
        words.append(tile_code(request.middle))
    if _VERBS[_VERB_OF[kind]][1]:
        words.append(tile_code(request.tile))
    return " ".join(words)


def _count(fields: list[str], expected: int) -> None:
    if len(fields) != expected:
        raise ValueError(f"{len(fields)} fields, expected {expected}")


def _number(field: str, most: int) -> int:
    if not field.isdigit() or len(field) > 1 or int(field) > most:
        raise ValueError(f"{field[:20]!r} is not a number 0..{most}")
    return int(field)


def _seat(field: str) -> int:
    return _number(field, _SEATS - 1)


def _tile(field: str, *, flower: bool) -> int:
    tile = tile_index(field)
    if is_flower(tile) != flower:
        raise ValueError(f"{field} is {'not ' if flower else ''}a flower here")
    assert flower or tile < TILE_KINDS
    return tile
