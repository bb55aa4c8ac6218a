"""The core's MCR scorer and the independent pure-Python reference agree,
hand for hand: totals, every fan count, and refusals of impossible contexts."""

from __future__ import annotations

import random
from typing import Any

import pytest

import depth
import mjcore
from depth import sized
from mcr_corpus import random_case
from mcr_deals import corpus as fan_rich_deals
from mjcore import corpus
from mjcore.reference import mcr as reference_mcr
from mjcore.ruleset import mcr_ruleset
from mjcore.rulesets import mcr as rules

N_HANDS = sized(100_000, 2_000)
SEED = 81


def core_answer(plain: corpus.PlainHand, ctx: dict[str, Any], ruleset: Any) -> tuple[Any, ...]:
    try:
        s = mjcore.score(corpus.to_hand(plain), ruleset, **ctx)
    except ValueError:
        return ("refused",)
    return (s.total, s.meets_minimum, s.fan_counts, s.value)


def reference_answer(plain: corpus.PlainHand, ctx: dict[str, Any], **options: bool) -> tuple[Any, ...]:
    try:
        r = reference_mcr.score(*plain, **ctx, **options)
    except ValueError:
        return ("refused",)
    return (r.total, r.meets_minimum, dict(r.fans), r.value)


def test_core_matches_reference_under_pymahjonggb_readings() -> None:
    # mcr-pymahjonggb: 明暗杠 as #82, and a tile held four times (a fifth copy in hand, or the
    # other copies in melds) still counts as a wait.
    rng = random.Random(SEED + 7)
    held_four = 0
    for _ in range(N_HANDS // 10):
        plain, ctx = random_case(rng)
        core = core_answer(plain, ctx, "mcr-pymahjonggb")
        ref = reference_answer(plain, ctx, concealed_and_melded_kong=True, exhausted_tiles_are_waits=True)
        assert core == ref, (corpus.to_hand(plain), ctx)
        held_four += 4 in plain[0]
    assert held_four > 0


@pytest.mark.parametrize("melded_kong_option", [False, True])
def test_core_matches_reference(melded_kong_option: bool) -> None:
    rng = random.Random(SEED + melded_kong_option)
    ruleset = mcr_ruleset(concealed_and_melded_kong=melded_kong_option, name="parity")
    n = N_HANDS if not melded_kong_option else N_HANDS // 10
    seen: set[str] = set()
    refused = 0
    for _ in range(n):
        plain, ctx = random_case(rng)
        core = core_answer(plain, ctx, ruleset)
        ref = reference_answer(plain, ctx, concealed_and_melded_kong=melded_kong_option)
        assert core == ref, (corpus.to_hand(plain), ctx)
        if core[0] == "refused":
            refused += 1
        else:
            seen.update(core[2])
    assert 0 < refused < n // 4
    if not melded_kong_option:
        # The corpus reaches most of the table (the rarest limit hands are
        # covered by the per-fan tests instead).
        assert len(seen) >= 60, sorted(seen)


N_DEALS = sized(30_000, 1_500)


def test_core_matches_reference_on_deals_reaching_every_fan() -> None:
    """The template corpus reaches every fan (the random one misses the rarest
    limit hands); core and reference must agree on all of it."""
    seen: set[str] = set()
    for deal in fan_rich_deals(N_DEALS, SEED):
        plain = (tuple(deal.concealed), tuple(deal.melds), deal.win)
        ctx = dict(deal.flags)
        core = core_answer(plain, ctx, "mcr")
        assert core == reference_answer(plain, ctx), deal.describe()
        seen.update(core[2])
    if depth.THOROUGH:  # the rarest fans take the full corpus to reach
        assert seen == set(rules.FAN_IDS) - {"concealed_kong_and_melded_kong"}


N_ILLUSTRATED_HANDS = sized(20_000, 2_000)
ILLUSTRATED = {"non_gb_patterns": True, "guide_exclusions": True}  # the reference's options for it


def test_mcr_illustrated_matches_reference() -> None:
    """The built-in `mcr-illustrated` (MCR with the guide's seven 非国标牌型 and its 不计 lists)
    against the reference with the options `non_gb_patterns` and `guide_exclusions`, some hands
    dealt ready (天听)."""
    rng = random.Random(SEED + 2)
    seen: set[str] = set()
    refused = 0
    for _ in range(N_ILLUSTRATED_HANDS):
        plain, ctx = random_case(rng)
        ctx["ready_at_deal"] = rng.random() < 0.05
        core = core_answer(plain, ctx, "mcr-illustrated")
        assert core == reference_answer(plain, ctx, **ILLUSTRATED), (corpus.to_hand(plain), ctx)
        if core[0] == "refused":
            refused += 1
        else:
            seen.update(core[2])
    assert 0 < refused < N_ILLUSTRATED_HANDS // 4
    # 混四节 takes some 10,000 random hands (tests/test_mcr_illustrated.py has hands of each).
    expected = set(rules.NON_GB_PATTERNS) - (set() if depth.THOROUGH else {"mixed_four_shifted_pungs"})
    assert expected <= seen, sorted(expected - seen)


def test_mcr_illustrated_matches_reference_on_deals_reaching_every_fan() -> None:
    """The template corpus reaches the fans whose 不计 lists the guide changes (七星不靠, 全大,
    三色双龙会, ...), which random hands rarely do; core and reference must agree on all of it."""
    changed = {owner for owner, entry in rules.GUIDE_EXCLUSIONS.items() if entry.excludes != rules.fan(owner).excludes}
    seen: set[str] = set()
    for deal in fan_rich_deals(N_DEALS, SEED + 1):
        plain = (tuple(deal.concealed), tuple(deal.melds), deal.win)
        ctx = dict(deal.flags)
        core = core_answer(plain, ctx, "mcr-illustrated")
        assert core == reference_answer(plain, ctx, **ILLUSTRATED), deal.describe()
        seen.update(core[2])
    if depth.THOROUGH:  # 全中 and 三色双龙会 take the full corpus to reach
        assert changed <= seen, sorted(changed - seen)
