"""A steered random player for the game tests (the reference's and the compiled table's): random
enough to reach every kind of state, steered enough that many hands end in a win."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mjcore.reference.game_table import CHOW_LOWEST, CONCEALED_KONG, PASS, WIN


def keeps(concealed: Sequence[int], tile: int) -> int:
    """How much a held tile is worth keeping: its copies and its suit neighbours."""
    worth = 3 * (concealed[tile] - 1)
    if tile < 27:
        for step in (-2, -1, 1, 2):
            if 0 <= tile % 9 + step < 9 and concealed[tile + step]:
                worth += 2 if abs(step) == 1 else 1
    return worth


def steered_choice(legal: Sequence[int], concealed: Sequence[int], rng: random.Random) -> int:
    """Always win; one time in five anything; else a claim or kong half of the time; else the
    least useful discard (about half of the hands end in a win)."""
    if WIN in legal:
        return WIN
    if rng.random() < 0.2:
        return rng.choice(list(legal))
    claims = [a for a in legal if a >= CHOW_LOWEST or CONCEALED_KONG <= a < WIN]
    if claims and rng.random() < 0.5:
        return rng.choice(claims)
    discards = [a for a in legal if a < CONCEALED_KONG]
    if not discards:
        return PASS
    return min(discards, key=lambda x: (keeps(concealed, x), rng.random()))
