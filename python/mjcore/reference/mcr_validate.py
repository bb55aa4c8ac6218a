"""Checking the scorer's inputs and the win context; contradictions raise ValueError, in the
core's words and order (cpp/src/context.cpp)."""

from __future__ import annotations

from collections.abc import Sequence

from .arguments import (
    VOID_SUITS,
    dealer_flag,
    flag,
    flower_count,
    hand_arguments,
    render_tile,
    robbed_kong_kind,
    void_suit_letter,
    wind,
)
from .inputs import meld_tiles
from .mcr_hand import Context
from .shapes import EXPOSED, KONG, Meld
from .waiting import waits


def check_hand(concealed: object, melds: object, win: object) -> tuple[list[int], tuple[Meld, ...], int]:
    """(counts, melds, win) of a complete hand, refused as mjcore.Hand.from_counts refuses it."""
    counts, declared, tile = hand_arguments(concealed, melds, win)
    if tile is None:
        # The core's message (a Hand without its winning tile) points at mjcore.Hand.parse instead.
        raise ValueError("scoring needs the winning tile: win is None")
    return counts, declared, tile


def check_context(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win: int,
    *,
    self_drawn: object,
    seat_wind: object,
    prevalent_wind: object,
    last_tile: object,
    kong: object,
    fourth_tile: object,
    flowers: object,
    first_turn: object = False,
    ready_at_deal: object = False,
    discard_after_kong: object = False,
    kong_on_kong: object = False,
    first_round_discard: object = False,
    robbed_kong: object = None,
    dealer: object = None,
    void_suit: object = None,
) -> Context:
    """The validated Context (unique_wait still unset): each keyword read as mjcore.score reads
    it (flags are bools or ints, winds E S W N or 0..3, flowers a count or the reference's list
    of flower tiles), then the contradictions refused in the core's order.

    和绝张 is implied when the player's own melded sets show the other three copies of the
    winning tile: they are on the table, so the winning tile is the last one.
    """
    if not isinstance(flowers, (list, tuple)):
        flower_count(flowers)
    drawn = flag(self_drawn, "self_drawn")
    seat = wind(seat_wind, "seat_wind")
    prevalent = wind(prevalent_wind, "prevalent_wind")
    last = flag(last_tile, "last_tile")
    on_kong = flag(kong, "kong")
    fourth = flag(fourth_tile, "fourth_tile")
    first = flag(first_turn, "first_turn")
    ready = flag(ready_at_deal, "ready_at_deal")
    after_kong = flag(discard_after_kong, "discard_after_kong")
    kong_kong = flag(kong_on_kong, "kong_on_kong")
    first_round = flag(first_round_discard, "first_round_discard")
    robbed = robbed_kong_kind(robbed_kong)
    given_dealer = dealer_flag(dealer)
    is_dealer = seat == 0 if given_dealer is None else given_dealer
    void = void_suit_letter(void_suit)
    kongs = sum(m[0] == KONG for m in melds)
    held = concealed[win]
    melded = sum(meld_tiles(m).count(win) for m in melds)
    if on_kong and drawn and not kongs:
        raise ValueError("kong=True with self_drawn=True is 杠上开花 (out on a replacement tile), but the hand declares no kong")
    if kong_kong and not (on_kong and drawn):
        raise ValueError(
            "kong_on_kong=True (槓上槓) is a self-drawn win on a kong's replacement tile: it needs kong=True and "
            "self_drawn=True"
        )
    if kong_kong and kongs < 2:
        raise ValueError(f"kong_on_kong=True (槓上槓) needs two declared kongs, the hand declares {kongs}")
    if first_round and (drawn or first or last or on_kong or after_kong or melds):
        raise ValueError(
            "first_round_discard=True (人和) is a win on a discard of the uninterrupted first go-around: not "
            "self-drawn, nothing declared, and not with first_turn, last_tile, kong or discard_after_kong"
        )
    if ready and is_dealer:  # 天听 needs 13 dealt tiles: the dealer is dealt 14
        raise ValueError(
            "ready_at_deal=True (天听) is a non-dealer's: his dealt 13 tiles were ready; the dealer (dealer=True, or "
            "seat_wind East when dealer is None) is dealt 14"
        )
    if robbed is not None:
        _check_robbed(robbed, on_kong and not drawn)
    if on_kong and not drawn:
        if held or melded:
            raise ValueError(
                f"kong=True on a discard is 抢杠和 (robbing the kong), impossible when the hand already holds {render_tile(win)}"
            )
        if last:
            raise ValueError("robbing the kong (kong=True, not self-drawn) cannot also be the last tile claim")
    if fourth and held:
        raise ValueError(f"fourth_tile=True (和绝张) is impossible while the concealed hand holds another {render_tile(win)}")
    _check_turn(melds, drawn, is_dealer, last, on_kong, first, after_kong)
    if void is not None:
        _check_void_suit(void, concealed, melds, win)
    exposed_copies = sum(meld_tiles(m).count(win) for m in melds if m[2] == EXPOSED)
    return Context(
        win,
        drawn,
        seat,
        prevalent,
        last,
        on_kong,
        fourth or exposed_copies == 3,
        unique_wait=False,
        first_turn=first,
        ready_at_deal=ready,
        discard_after_kong=after_kong,
        kong_on_kong=kong_kong,
        first_round_discard=first_round,
        dealer=is_dealer,
    )


def _check_void_suit(suit: int, concealed: Sequence[int], melds: Sequence[Meld], win: int) -> None:
    """定缺: a hand still holding a tile of its declared void suit cannot win (concealed, the
    winning tile and the melds alike)."""
    tiles = {t for t, n in enumerate(concealed) if n} | {win} | {t for m in melds for t in meld_tiles(m)}
    held = [render_tile(t) for t in sorted(tiles) if t // 9 == suit]
    if held:
        raise ValueError(
            f"void_suit='{VOID_SUITS[suit]}' (定缺): a hand still holding its void suit cannot win, it holds {' '.join(held)}"
        )


def _check_robbed(kind: str, robbing: bool) -> None:
    """Only an added kong can be robbed: 不可搶暗槓 (Zung Jung), 暗杠不可抢杠和 (Cantonese), and MCR's
    and Sichuan's robbing takes the tile added to a pung; a kong from a discard is not robbed
    (暗刻开明杠不算抢杠和: winning on that discard is an ordinary win)."""
    if not robbing:
        raise ValueError("robbed_kong names the kong a win on a discard robbed (抢杠和): it needs kong=True, not self-drawn")
    if kind == "concealed":
        raise ValueError("robbed_kong='concealed': a concealed kong cannot be robbed (不可搶暗槓; no ruleset mjcore has allows it)")
    if kind == "direct":
        raise ValueError(
            "robbed_kong='direct': a kong claimed from a discard is not robbed, winning on that discard is an ordinary "
            "win (kong=False)"
        )


def _check_turn(
    melds: Sequence[Meld],
    self_drawn: bool,
    dealer: bool,
    last_tile: bool,
    kong: bool,
    first_turn: bool,
    discard_after_kong: bool,
) -> None:
    """杠上炮 is a win on someone else's discard, never with robbing a kong. A first-turn win
    (天和 / 地和) follows no claim and is not the last tile; on a discard it is a non-dealer
    winning on the dealer's first discard, before anyone could declare a kong."""
    if discard_after_kong and self_drawn:
        raise ValueError("discard_after_kong=True (杠上炮) is a win on a discard, not self-drawn")
    if discard_after_kong and kong:
        raise ValueError("discard_after_kong=True (杠上炮) and robbing the kong (kong=True) cannot both apply")
    if not first_turn:
        return
    if any(m[2] == EXPOSED for m in melds):
        raise ValueError("first_turn=True (天和/地和) is impossible after a claimed meld")
    if last_tile:
        raise ValueError("first_turn=True and last_tile=True cannot both apply")
    if self_drawn:
        return
    if dealer:
        raise ValueError(
            "first_turn=True on a discard is 地和, a non-dealer winning on the dealer's first discard; the dealer "
            "(dealer=True, or seat_wind East when dealer is None) cannot"
        )
    if melds:
        raise ValueError("first_turn=True on a discard: no kong can be declared before it")
    if kong:
        raise ValueError("first_turn=True on a discard cannot be robbing a kong")


def has_unique_wait(concealed: Sequence[int], melds: Sequence[Meld], *, shapes_alone: bool = False) -> bool:
    """The 13 tiles before the win wait on exactly one tile kind (no fifth copies, unless
    `shapes_alone`: a ruleset's exhausted_tiles_are_waits)."""
    return len(waits(concealed, melds, shapes_alone=shapes_alone)) == 1
