"""The judge's ruling on one turn's four answers (spec §5, §8): the first offence in Botzone's
checking order, or the engine actions the answers stand for.

The engine offers only legal actions, so legality is asked of it: an answer is valid when the
engine lists its action for that seat now. A ``HU`` the engine does not list where a win could
be claimed is a false win (WH, 错和); anything else not listed is WA.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Union

from mjcore.game import CHOW_LOWEST, DISCARD, KONG, PASS, PUNG, WIN

from . import turns
from .responses import parse_response, response_actions
from .tiles import TILE_KINDS

SEATS: Final = 4
OK: Final = "OK"
WRONG: Final = "WA"
FALSE_WIN: Final = "WH"


@dataclass(frozen=True)
class Answer:
    """A seat's answer: its response line and the controller's verdict (OK, TLE, RE, NJ, ...)."""

    response: str
    verdict: str = OK
    detail: str = ""  # why the verdict, when it is not OK


@dataclass(frozen=True)
class Offence:
    """The seat that ended the hand by its answer: WA, WH or the verdict, and why."""

    seat: int
    code: str
    response: str
    reason: str


Actions = list[tuple[int, int]]
"""(seat, engine action), to be played in order."""
Ruling = Union[Offence, Actions]  # Union: Python 3.9


@dataclass(frozen=True)
class Table:
    """What the ruling needs of the engine: each asked seat's legal actions (none when the
    engine is not waiting on this turn) and every seat's concealed counts."""

    legal: Mapping[int, Sequence[int]]
    concealed: Sequence[Sequence[int]]


def rule(turn: turns.Turn, answers: Sequence[Answer], table: Table) -> Ruling:
    """The offence that ends the hand, or the actions the engine is to play."""
    if turn.kind == turns.DRAW:
        return _draw(turn.actor, answers, table)
    if turn.kind == turns.DISCARD:
        return _discard(turn.actor, turn.tile, answers, table)
    if turn.kind in (turns.KONG, turns.ADDED_KONG):
        robbable = turn.kind == turns.ADDED_KONG
        return _kong(turn.actor, robbable, answers, table)
    return _everyone_passes(range(SEATS), answers)


def _verdict(seat: int, answer: Answer) -> Offence | None:
    if answer.verdict == OK:
        return None
    return Offence(seat, answer.verdict, answer.response, f"{answer.verdict}: {answer.detail or 'no valid output'}")


def _must_pass(seat: int, answer: Answer) -> Offence | None:
    offence = _verdict(seat, answer)
    if offence is None and answer.response != "PASS":
        return Offence(seat, WRONG, answer.response, "WA: only PASS is allowed now")
    return offence


def _everyone_passes(order: Sequence[int] | range, answers: Sequence[Answer]) -> Ruling:
    for seat in order:
        offence = _must_pass(seat, answers[seat])
        if offence:
            return offence
    return []


def _passes(table: Table, but: int = -1) -> Actions:
    return [(seat, PASS) for seat in table.legal if seat != but]


def _draw(drawer: int, answers: Sequence[Answer], table: Table) -> Ruling:
    """Seats 0..3; the drawer's answer is played when its turn in that order comes (§5.2)."""
    chosen: Actions = []
    for seat in range(SEATS):
        answer = answers[seat]
        if seat != drawer:
            offence = _must_pass(seat, answer)
            if offence:
                return offence
            continue
        offence = _verdict(seat, answer)
        if offence:
            return offence
        legal = table.legal.get(seat, ())
        if answer.response == "HU":
            if WIN in legal:
                return [(seat, WIN)]
            return Offence(seat, FALSE_WIN, answer.response, "WH: not a winning hand worth 8 points without flowers")
        try:
            actions = response_actions(answer.response)
        except ValueError as exc:
            return Offence(seat, WRONG, answer.response, f"WA: {exc}")
        if len(actions) != 1 or actions[0] not in legal:
            return Offence(seat, WRONG, answer.response, "WA: not allowed after this draw (tile not held, or no kong possible)")
        chosen = [(seat, actions[0])]
    return chosen


def _discard(q: int, tile: int, answers: Sequence[Answer], table: Table) -> Ruling:
    """§5.1: the discarder passes; HU in order after it; pung/kong in seat order; then chow."""
    offence = _must_pass(q, answers[q])
    if offence:
        return offence
    others = [(q + step) % SEATS for step in (1, 2, 3)]
    for seat in others:
        answer = answers[seat]
        offence = _verdict(seat, answer)
        if offence:
            return offence
        if answer.response == "HU":
            if WIN in table.legal.get(seat, ()):
                return [(seat, WIN), *_passes(table, seat)]
            return Offence(seat, FALSE_WIN, answer.response, "WH: not a winning hand worth 8 points without flowers")
    in_order = [seat for seat in range(SEATS) if seat != q]
    for seat in in_order:
        response = answers[seat].response
        fields = response.split(" ")
        if response == "PASS" or len(fields) == 3:
            continue  # a chow is looked at only if nobody pungs or kongs
        claim = _pung_or_kong(seat, tile, response, table)
        if isinstance(claim, Offence):
            return claim
        actions = [*claim, *_passes(table, seat)]
        if claim[0][1] == PUNG:  # PENG y: the pung, then its discard
            actions.append((seat, DISCARD + parse_response(response).tile))
        return actions
    for seat in in_order:
        response = answers[seat].response
        if len(response.split(" ")) != 3:
            continue
        if seat != (q + 1) % SEATS or not response.startswith("CHI "):
            return Offence(seat, WRONG, response, "WA: only the seat after the discarder may chow, as CHI m y")
        ruling = _chow(seat, tile, response, table)
        if isinstance(ruling, Offence):
            return ruling
        return [ruling[0], *_passes(table, seat), ruling[1]]
    return _passes(table)


def _pung_or_kong(seat: int, tile: int, response: str, table: Table) -> Offence | Actions:
    legal = table.legal.get(seat, ())
    if response == "GANG":
        if KONG in legal:
            return [(seat, KONG)]
        return Offence(seat, WRONG, response, "WA: no exposed kong (three of the tile needed, not on the last discard)")
    fields = response.split(" ")
    if fields[0] != "PENG" or len(fields) != 2:
        return Offence(seat, WRONG, response, "WA: not a response to a discard (PASS, HU, PENG y, GANG, CHI m y)")
    try:
        after = parse_response(response).tile
    except ValueError as exc:
        return Offence(seat, WRONG, response, f"WA: {exc}")
    if PUNG not in legal:
        return Offence(seat, WRONG, response, "WA: no pung (two of the tile needed, not on the last discard)")
    counts = list(table.concealed[seat])
    counts[tile] -= 2
    if not counts[after]:
        return Offence(seat, WRONG, response, "WA: the tile to discard is not held after the pung")
    return [(seat, PUNG)]


def _chow(seat: int, tile: int, response: str, table: Table) -> Offence | tuple[tuple[int, int], tuple[int, int]]:
    try:
        chow, discard = response_actions(response, claimed=tile)
    except ValueError as exc:
        return Offence(seat, WRONG, response, f"WA: {exc}")
    if chow not in table.legal.get(seat, ()):
        return Offence(seat, WRONG, response, "WA: the run is not in hand with the discard (or it is the last discard)")
    counts = list(table.concealed[seat])
    low = tile - (chow - CHOW_LOWEST)
    for t in (low, low + 1, low + 2):
        if t != tile:
            counts[t] -= 1
    if not 0 <= discard < TILE_KINDS or not counts[discard]:
        return Offence(seat, WRONG, response, "WA: the tile to discard is not held after the chow")
    return (seat, chow), (seat, DISCARD + discard)


def _kong(konger: int, robbable: bool, answers: Sequence[Answer], table: Table) -> Ruling:
    """§5.2: the konger, then the seats after it; after an added kong a HU robs it."""
    for step in range(SEATS):
        seat = (konger + step) % SEATS
        answer = answers[seat]
        offence = _verdict(seat, answer)
        if offence:
            return offence
        if robbable and seat != konger and answer.response == "HU":
            if WIN in table.legal.get(seat, ()):
                return [(seat, WIN), *_passes(table, seat)]
            return Offence(seat, FALSE_WIN, answer.response, "WH: robbing the kong is no win worth 8 points without flowers")
        if answer.response != "PASS":
            return Offence(
                seat, WRONG, answer.response, "WA: only PASS is allowed now" + ("" if robbable else " (HU only robs an added kong)")
            )
    return _passes(table)
