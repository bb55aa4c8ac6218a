"""Botzone's response lines (bot to judge, spec §4.2) and the engine's action indices.

Lines are read as Botzone's judge reads them: split on single spaces, upper case, nothing
trimmed (``"PASS "`` is not ``PASS``). ``PENG y`` and ``CHI m y`` are a claim and the discard
after it in one line, so they are two engine actions: the claim, then discard ``y``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mjcore.game import ACTION_COUNT, ADDED_KONG, CHOW_MIDDLE, CONCEALED_KONG, DISCARD, KONG, PASS, PUNG, WIN

from .tiles import TILE_KINDS, tile_code, tile_index

WORDS: Final = ("PASS", "PLAY", "PENG", "GANG", "BUGANG", "CHI", "HU")


@dataclass(frozen=True)
class Response:
    """A response line as data: ``tile`` is the discard (PLAY, PENG, CHI) or the kong's tile
    (``GANG x``, ``BUGANG x``; -1 for ``GANG`` on a discard); ``middle`` is CHI's middle tile."""

    word: str
    tile: int = -1
    middle: int = -1


def parse_response(line: str) -> Response:
    """A response line as a :class:`Response`; ValueError (saying why) if it is malformed.

    >>> parse_response("CHI B3 W1")
    Response(word='CHI', tile=0, middle=11)
    """
    if not isinstance(line, str):
        raise TypeError(f"line must be a str, got {type(line).__name__}")
    fields = line.split(" ")
    word, tiles = fields[0], fields[1:]
    expected = {"PASS": (0,), "HU": (0,), "PLAY": (1,), "PENG": (1,), "BUGANG": (1,), "GANG": (0, 1), "CHI": (2,)}
    if word not in expected:
        raise ValueError(f"response {line[:40]!r}: unknown word {word[:20]!r} ({', '.join(WORDS)})")
    if len(tiles) not in expected[word]:
        raise ValueError(f"response {line[:40]!r}: {word} takes {' or '.join(map(str, expected[word]))} tile(s)")
    try:
        indices = [tile_index(t) for t in tiles]
    except ValueError as exc:
        raise ValueError(f"response {line[:40]!r}: {exc}") from None
    if any(t >= TILE_KINDS for t in indices):
        raise ValueError(f"response {line[:40]!r}: a flower is never played or melded")
    if word == "CHI":
        return Response(word, tile=indices[1], middle=indices[0])
    return Response(word, tile=indices[0] if indices else -1)


def format_response(response: Response) -> str:
    """The line of a :class:`Response`.

    >>> format_response(Response("PENG", tile=33))
    'PENG J1'
    """
    if not isinstance(response, Response):
        raise TypeError(f"response must be a Response, got {type(response).__name__}")
    if response.word not in WORDS:
        raise ValueError(f"response.word must be one of {', '.join(WORDS)}, got {response.word!r}")
    words = [response.word]
    if response.word == "CHI":
        words.append(tile_code(response.middle))
    if response.tile >= 0:
        words.append(tile_code(response.tile))
    return " ".join(words)


def response_line(action: int, *, claimed: int = -1, discard: int = -1) -> str:
    """The line for an engine action. A pung or chow needs ``discard`` (the tile discarded
    after it); a chow also ``claimed`` (the tile on the table).

    >>> response_line(5), response_line(107, discard=33), response_line(104, claimed=2, discard=9)
    ('PLAY W6', 'PENG J1', 'CHI W4 B1')
    """
    if isinstance(action, bool) or not isinstance(action, int):
        raise TypeError(f"action must be an int, got {type(action).__name__}")
    if not 0 <= action < ACTION_COUNT:
        raise ValueError(f"action must be 0..{ACTION_COUNT - 1}, got {action}")
    if action < CONCEALED_KONG:
        return f"PLAY {tile_code(action)}"
    if action < ADDED_KONG:
        return f"GANG {tile_code(action - CONCEALED_KONG)}"
    if action < WIN:
        return f"BUGANG {tile_code(action - ADDED_KONG)}"
    if action in (WIN, PASS, KONG):
        return {WIN: "HU", PASS: "PASS", KONG: "GANG"}[action]
    if not 0 <= discard < TILE_KINDS:
        raise ValueError(f"discard must be the tile discarded after the claim (0..33), got {discard!r}")
    if action == PUNG:
        return f"PENG {tile_code(discard)}"
    if not 0 <= claimed < 27:
        raise ValueError(f"claimed must be the suited tile on the table (0..26) for a chow, got {claimed!r}")
    middle = claimed + CHOW_MIDDLE - action  # lowest: the middle is one above the claimed tile
    return f"CHI {tile_code(middle)} {tile_code(discard)}"


def response_actions(line: str, *, claimed: int = -1) -> list[int]:
    """The engine actions a response line stands for, in order (``claimed``: the tile on the
    table, needed to tell which chow ``CHI m y`` is). ValueError if malformed.

    >>> response_actions("PLAY W6"), response_actions("CHI W4 B1", claimed=2), response_actions("GANG")
    ([5], [104, 9], [108])
    """
    response = parse_response(line)
    word, tile = response.word, response.tile
    if word == "CHI":
        offset = claimed - response.middle
        if not 0 <= claimed < 27 or abs(offset) > 1 or claimed // 9 != response.middle // 9:
            raise ValueError(f"response {line!r}: the run around {tile_code(response.middle)} does not hold the claimed tile")
        return [CHOW_MIDDLE + offset, DISCARD + tile]
    simple = {"PASS": [PASS], "HU": [WIN], "PLAY": [DISCARD + tile], "PENG": [PUNG, DISCARD + tile]}
    if word in simple:
        return simple[word]
    if word == "GANG":
        return [KONG] if tile < 0 else [CONCEALED_KONG + tile]
    return [ADDED_KONG + tile]
