"""保定: the core and the independent reference agree hand for hand (totals, 翻, counted
patterns, refusals) on 100,000 seeded random hands (honours, claimed chows, some 十三幺),
and on 10,000 for each option set away from the defaults."""

from __future__ import annotations

from typing import Any

import mjcore
from depth import sized
from mjcore.rulesets import baoding, spec
from regional_corpus import cases
from test_ruleset_parity import check_options, check_presets

N_HANDS = sized(100_000, 1_000)
SEED = 8
OPTIONS: list[dict[str, Any]] = [{"thirteen_orphans_fan": 4}, {"thirteen_orphans_fan": 0, "base_points": 3}]
N_OPTION_HANDS = sized(10_000, 500)


def baoding_cases(n: int, seed: int) -> Any:
    return cases(n, seed, honors=True, chows_declared=True, max_suits=3, seven_pairs=0.3, special=0.02)


def test_the_ruleset_matches_the_reference() -> None:
    """Every scoring pattern is reached; flowers-free, so only contradictions and 十三幺 are refused."""
    check_presets(["baoding"], [spec.parse(baoding.definition())], baoding_cases(N_HANDS, SEED), N_HANDS)


def test_options_match_the_reference() -> None:
    specs = [spec.parse(baoding.definition(**o)) for o in OPTIONS]
    rulesets = [mjcore.ruleset.baoding_ruleset(name=f"baoding-{i}", **o) for i, o in enumerate(OPTIONS)]
    seen = check_options(OPTIONS, rulesets, specs, baoding_cases(N_OPTION_HANDS, SEED + 1))
    assert "thirteen_orphans" in seen  # the knob's form is reached
