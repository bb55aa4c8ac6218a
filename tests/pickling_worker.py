"""What tests/test_pickling.py's spawned workers run: a hand scored in the worker, returned as
plain numbers and names (a Score would be scored again where it is unpickled, so the parent
could not tell the worker's scoring from its own)."""

from __future__ import annotations

import mjcore
from mjcore.ruleset import Ruleset


def score_facts(hand: mjcore.Hand, ruleset: Ruleset) -> tuple[int, int, dict[str, int], str, dict[str, int]]:
    score = mjcore.score(hand, ruleset, self_drawn=True)
    return score.total, score.base, score.fan_counts, score.ruleset, ruleset.table.points
