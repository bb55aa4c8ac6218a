"""What a seat may answer now, from its :class:`~mjcore.botzone.view.GameView`: the engine's
action indices (exactly what ``legal_actions(seat)`` of the engine gives that seat now) and
the response lines they become (docs/game.md "A hand, turn by turn", spec §4.2 and §5.3)."""

from __future__ import annotations

from mjcore import Hand, is_winning, score
from mjcore.game import (
    ADDED_KONG,
    CHOW_HIGHEST,
    CHOW_LOWEST,
    CHOW_MIDDLE,
    CONCEALED_KONG,
    DISCARD,
    KONG,
    PASS,
    PUNG,
    WIN,
    scoring_meld,
)

from .responses import response_line
from .tiles import TILE_KINDS
from .view import PUNG as PUNG_MELD
from .view import GameView


def legal_actions(view: GameView) -> list[int]:
    """The engine's legal actions for the seat now, in order; [] when it can only pass."""
    _check(view)
    request, me = view.request, view.seat
    if request is None:
        return []
    if request.kind == "own_draw":
        return _after_draw(view, request.tile)
    if request.kind in ("play", "peng", "chi") and request.seat != me and view.table is not None:
        return _on_discard(view, request.seat, view.table[1])
    if request.kind == "bugang" and request.seat != me:
        won = _wins(view, request.tile, self_drawn=False, kong=True, last_tile=False, robbing=True)
        return [WIN, PASS] if won else []
    return []


def legal_responses(view: GameView) -> list[str]:
    """Every response line allowed now (``PENG y`` and ``CHI m y`` once per possible discard)."""
    _check(view)
    lines: list[str] = []
    for action in legal_actions(view) or [PASS]:
        if action == PUNG or CHOW_LOWEST <= action <= CHOW_HIGHEST:
            lines += [response_for(view, action, t) for t in range(TILE_KINDS) if _after_claim(view, action)[t]]
        else:
            lines.append(response_for(view, action))
    return lines


def response_for(view: GameView, action: int, discard: int = -1) -> str:
    """The response line of an action (a pung or chow with the tile then discarded)."""
    _check(view)
    claimed = view.table[1] if view.table is not None else -1
    if action == PUNG or CHOW_LOWEST <= action <= CHOW_HIGHEST:
        if view.table is None:
            raise ValueError(f"action {action} claims a discard, but no discard is on the table")
        if not isinstance(discard, int) or not 0 <= discard < TILE_KINDS or not _after_claim(view, action)[discard]:
            raise ValueError(f"discard must be a tile held after the claim, got {discard!r}")
    return response_line(action, claimed=claimed, discard=discard)


def concealed_after_claim(view: GameView, action: int) -> list[int]:
    """The seat's concealed counts after a pung or chow of the tile on the table."""
    _check(view)
    if view.table is None or not (action == PUNG or CHOW_LOWEST <= action <= CHOW_HIGHEST):
        raise ValueError(f"action must be a pung or chow of a discard on the table, got {action!r}")
    return _after_claim(view, action)


def _check(view: GameView) -> None:
    if not isinstance(view, GameView):
        raise TypeError(f"view must be a GameView, got {type(view).__name__}")


def _after_claim(view: GameView, action: int) -> list[int]:
    assert view.table is not None
    tile = view.table[1]
    counts = list(view.concealed)
    if action == PUNG:
        counts[tile] -= 2
        return counts
    low = tile - (action - CHOW_LOWEST)
    for t in (low, low + 1, low + 2):
        if t != tile:
            counts[t] -= 1
    return counts


def _after_draw(view: GameView, tile: int) -> list[int]:
    me, held = view.seat, [t for t in range(TILE_KINDS) if view.concealed[t]]
    options = [DISCARD + t for t in held]
    # A kong needs its replacement: the shared wall, or the konger's and the next seat's walls.
    if not view.wall_empty(me) and not view.wall_empty(me + 1):
        options += [CONCEALED_KONG + t for t in held if view.concealed[t] == 4]
        pungs = {t for kind, t, _ in view.melds[me] if kind == PUNG_MELD}
        options += [ADDED_KONG + t for t in held if t in pungs]
    last = view.wall_empty(me + 1)
    if _wins(view, tile, self_drawn=True, kong=view.kong_now, last_tile=last):
        options.append(WIN)
    return sorted(options)


def _on_discard(view: GameView, discarder: int, tile: int) -> list[int]:
    me, counts = view.seat, view.concealed
    last = view.wall_empty(discarder + 1)  # the last discard may be won on, never claimed
    options: list[int] = []
    if not last:
        if me == (discarder + 1) % 4 and tile < 27:
            rank = tile % 9
            for action in (CHOW_LOWEST, CHOW_MIDDLE, CHOW_HIGHEST):
                low = tile - (action - CHOW_LOWEST)
                if rank - (action - CHOW_LOWEST) >= 0 and rank - (action - CHOW_LOWEST) + 2 < 9:
                    if all(counts[t] for t in (low, low + 1, low + 2) if t != tile):
                        options.append(action)
        if counts[tile] >= 2:
            options.append(PUNG)
        if counts[tile] >= 3:
            options.append(KONG)
    if _wins(view, tile, self_drawn=False, kong=False, last_tile=last):
        options.append(WIN)
    return sorted(options + [PASS]) if options else []


def _wins(view: GameView, tile: int, *, self_drawn: bool, kong: bool, last_tile: bool, robbing: bool = False) -> bool:
    """Whether the seat wins on tile now: a winning hand worth 8 points without flowers."""
    me = view.seat
    concealed = list(view.concealed)
    if self_drawn:
        concealed[tile] -= 1  # the scorer takes the tiles before the win
    hand = Hand.from_counts(concealed, [scoring_meld(me, m) for m in view.melds[me]], win=tile)
    if not is_winning(hand):
        return False
    # 和绝张: the other three copies are on the table (a robbed kong shows the tile four times).
    fourth_tile = view.visible(table=False)[tile] - (1 if robbing else 0) == 3
    scored = score(
        hand,
        "mcr",
        self_drawn=self_drawn,
        last_tile=last_tile,
        kong=kong,
        fourth_tile=fourth_tile,
        seat_wind=me,
        prevalent_wind=view.quan,
        flowers=len(view.flowers[me]),
    )
    return scored.meets_minimum


__all__ = ["concealed_after_claim", "legal_actions", "legal_responses", "response_for"]
