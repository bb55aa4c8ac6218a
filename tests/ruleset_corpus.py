"""Seeded scoring cases for the non-MCR rulesets: random complete hands and the template deals
that reach every MCR fan (tests/mcr_deals.py; they reach every Zung Jung pattern too), each
with a random win context that includes the first-turn, ready-at-deal and after-kong flags
(mostly consistent, sometimes contradictory: both scorers must then refuse)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from mcr_corpus import random_case
from mcr_deals import corpus as fan_rich_deals
from mjcore import corpus

Case = tuple[corpus.PlainHand, dict[str, Any]]


def turn_flags(rng: random.Random, self_drawn: bool, melds: tuple[corpus.PlainMeld, ...]) -> dict[str, bool]:
    """First turn (天和 / 地和), ready at the deal (天听), a discard after a kong (杠上炮). A
    self-drawn hand whose only melds are concealed kongs is often a first-turn win on a kong's
    replacement tile (天和 / 地和 after a concealed kong), the one first turn with a meld."""
    first = rng.random()  # the one draw for both first-turn cases, so the cases that follow stay the same
    flags = {
        "first_turn": first < 0.06,
        "ready_at_deal": rng.random() < 0.04,
        "discard_after_kong": not self_drawn and rng.random() < 0.05,
    }
    concealed_kongs = bool(melds) and all(kind == "kong" and source == "concealed" for kind, _, source in melds)
    if self_drawn and concealed_kongs and first < 0.3:
        flags.update(first_turn=True, kong=True)
    return flags


def cases(n: int, seed: int) -> Iterator[Case]:
    """n cases: half random hands, half template deals, interleaved."""
    rng = random.Random(seed)
    deals = fan_rich_deals(n // 2, seed)
    for i in range(n):
        if i % 2 and i // 2 < len(deals):
            deal = deals[i // 2]
            plain: corpus.PlainHand = (tuple(deal.concealed), tuple(deal.melds), deal.win)
            ctx: dict[str, Any] = dict(deal.flags)
        else:
            plain, ctx = random_case(rng)
        ctx.update(turn_flags(rng, bool(ctx["self_drawn"]), plain[1]))
        yield plain, ctx
