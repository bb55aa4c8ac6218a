"""Seeded random MCR scoring cases: a complete hand plus a random context,
mostly consistent, sometimes contradictory (both scorers must then refuse)."""

from __future__ import annotations

import random
from typing import Any

from mjcore import corpus


def random_context(rng: random.Random) -> dict[str, Any]:
    return {
        "self_drawn": rng.random() < 0.4,
        "seat_wind": rng.randrange(4),
        "prevalent_wind": rng.randrange(4),
        "last_tile": rng.random() < 0.06,
        "kong": rng.random() < 0.06,
        "fourth_tile": rng.random() < 0.06,
        "flowers": rng.choice((0, 0, 0, 1, 2, 8)),
    }


def random_case(rng: random.Random) -> tuple[corpus.PlainHand, dict[str, Any]]:
    return corpus.random_complete_hand(rng), random_context(rng)
