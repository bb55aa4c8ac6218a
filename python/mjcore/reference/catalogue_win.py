"""General-catalogue patterns of the tiles held, the pair, the wait and the circumstances of the
win: 清一色 in the manual's sense, 九莲宝灯 by the tiles, 258将 / 幺九头, the five wait shapes,
门清, 天和 / 地和 / 人和 (and after a concealed kong), 天听, 杠上炮 and 槓上槓."""

from __future__ import annotations

from .exclude import Found
from .mcr_hand import HandView, suit_of
from .shapes import CLOSED, DUAL_PUNG, EDGE, EXPOSED, KNITTED_STRAIGHT, REGULAR, SINGLE, TWO_SIDED
from .tiles import FIRST_HONOR, SUIT_SIZE

_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)
_WAITS = {
    TWO_SIDED: "wait_two_sided",
    EDGE: "wait_edge",
    CLOSED: "wait_closed",
    SINGLE: "wait_single",
    DUAL_PUNG: "wait_dual_pung",
}


def general_win_fans(hand: HandView) -> list[Found]:
    return _tiles(hand) + _pair(hand) + _wait(hand) + _circumstances(hand)


def _tiles(hand: HandView) -> list[Found]:
    suits = {suit_of(t) for t in hand.present if t < FIRST_HONOR}
    honors = any(hand.counts[FIRST_HONOR:])
    found: list[Found] = []
    if len(suits) + honors == 1:
        found.append(Found("single_color"))
    if len(suits) == 1 and not honors and sum(hand.counts) == sum(_GATES) + 1:
        offset = suits.pop() * SUIT_SIZE
        if all(hand.counts[offset + r] >= n for r, n in enumerate(_GATES)):
            found.append(Found("nine_gates_shape"))
    return found


def _pair(hand: HandView) -> list[Found]:
    pair = hand.pair
    if hand.form not in (REGULAR, KNITTED_STRAIGHT) or pair is None or pair >= FIRST_HONOR:
        return []
    rank = pair % SUIT_SIZE + 1
    if rank in (2, 5, 8):
        return [Found("pair_258")]
    return [Found("terminal_pair")] if rank in (1, 9) else []


def _wait(hand: HandView) -> list[Found]:
    return [Found(_WAITS[hand.wait])] if hand.wait in _WAITS else []


def _circumstances(hand: HandView) -> list[Found]:
    ctx = hand.ctx
    found: list[Found] = []
    if not any(m[2] == EXPOSED for m in hand.declared):
        found.append(Found("closed_hand"))
    # A win on the dealer's first discard, unless he made a kong before it.
    dealers_first = ctx.first_turn and not ctx.self_drawn and not ctx.discard_after_kong
    if ctx.first_turn and not hand.declared:  # with a declared (concealed) kong: the after-kong variants
        if ctx.self_drawn:
            found.append(Found("heavenly_hand" if ctx.dealer else "earthly_self_drawn"))
        elif dealers_first:
            found.append(Found("earthly_hand"))
    elif ctx.first_turn and ctx.self_drawn and ctx.kong:
        # Won on the replacement tile of a concealed kong (the only meld a first turn allows):
        # the after-kong variants, which only the rulesets that keep 天和 / 地和 then score.
        found.append(Found("heavenly_hand_after_kong" if ctx.dealer else "earthly_self_drawn_after_kong"))
    if ctx.ready_at_deal:
        found.append(Found("heavenly_ready"))
    if ctx.discard_after_kong:
        found.append(Found("discard_after_kong"))
    if ctx.kong_on_kong:
        found.append(Found("kong_on_kong"))
    if ctx.first_round_discard and not ctx.dealer:  # the narrow 人和: a non-dealer's, on a later discard
        found.append(Found("human_hand"))
    if (dealers_first or ctx.first_round_discard) and not hand.declared:  # the wide 人和: any discard, any winner
        found.append(Found("human_hand_any_discard"))
    return found
