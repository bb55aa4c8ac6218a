"""The core and the independent pure-Python reference agree on the non-MCR rulesets, hand for
hand: totals, every counted pattern, the minimum, and refusals (a knitted-only hand does not
win under Zung Jung; contradictory contexts are refused). And `mjcore.patterns` lists the same
catalogue patterns as the reference's detectors."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

import depth
import mjcore
from depth import sized
from mjcore import corpus
from mjcore.reference import catalogue as reference_catalogue
from mjcore.reference import ruleset_score, zj
from mjcore.rulesets import zung_jung
from ruleset_corpus import Case, cases

N_HANDS = sized(100_000, 1_000)
SEED = 320
PRESETS = {"zung-jung": zung_jung.SOURCE, "zung-jung-v3.3": zung_jung.OFFICIAL}


def core_answer(plain: corpus.PlainHand, ctx: dict[str, Any], ruleset: Any) -> tuple[Any, ...]:
    try:
        s = mjcore.score(corpus.to_hand(plain), ruleset, **ctx)
    except ValueError:
        return ("refused",)
    return (s.total, s.raw, s.meets_minimum, s.fan_counts, s.value)


def reference_answer(result: ruleset_score.ReferenceScore | ValueError) -> tuple[Any, ...]:
    if isinstance(result, ValueError):
        return ("refused",)
    return (result.total, result.raw, result.meets_minimum, result.fans, result.value)


def reference_answers(plain: corpus.PlainHand, ctx: dict[str, Any], specs: list[Any]) -> list[tuple[Any, ...]]:
    try:
        results = ruleset_score.score_many(specs, *plain, **ctx)
    except ValueError:
        return [("refused",)] * len(specs)
    return [reference_answer(r) for r in results]


def test_zung_jung_presets_match_the_reference() -> None:
    """Both presets on the same 100,000 hands: every Zung Jung pattern is reached."""
    names = list(PRESETS)
    check_presets(names, [zj.ruleset(PRESETS[n]) for n in names], cases(N_HANDS, SEED), N_HANDS)


def check_presets(names: list[str], specs: list[Any], hands: Iterable[Case], n_hands: int) -> None:
    """The built-in rulesets `names` (specs alike) agree with the reference on every hand, a
    few hands are refused, and every scoring pattern is reached."""
    seen: dict[str, set[str]] = {n: set() for n in names}
    refused = 0
    for plain, ctx in hands:
        ours = [core_answer(plain, ctx, n) for n in names]
        assert ours == reference_answers(plain, ctx, specs), (corpus.to_hand(plain), ctx)
        for name, answer in zip(names, ours):
            if answer[0] != "refused":
                seen[name].update(answer[3])
        refused += ours[0][0] == "refused"
    assert 0 < refused < n_hands // 4
    if depth.THOROUGH:  # the rarest patterns take the full corpus to reach
        for name in names:
            assert seen[name] == set(mjcore.get_ruleset(name).table.points), name


# Every option away from its default, each on its own ruleset.
OPTIONS: list[tuple[str, dict[str, Any]]] = [
    (zung_jung.SOURCE, {"dragons_in_three_dragons": "included"}),
    (zung_jung.SOURCE, {"concealed_ladder_reading": "rung"}),
    (zung_jung.SOURCE, {"four_concealed_pungs": "total"}),
    (zung_jung.SOURCE, {"wind_pungs": "seat_and_prevalent"}),
    (zung_jung.SOURCE, {"wind_pungs": "seat", "heaven_earth_after_concealed_kong": "void"}),
    (zung_jung.SOURCE, {"earth_naming": "zj", "names": "official"}),
    (zung_jung.SOURCE, {"source_series_additive": False}),
    (zung_jung.SOURCE, {"self_draw_pattern": 5, "min_points": 5}),
    (zung_jung.SOURCE, {"listed_limit_exclusive": False, "limit": 200, "chicken_value": 2}),
    (zung_jung.OFFICIAL, {"earth_naming": "src", "concealed_ladder_reading": "per_set", "wind_pungs": "any",
                          "heaven_earth_after_concealed_kong": "add_kong_bonus"}),
]
N_OPTION_HANDS = sized(10_000, 500)


def test_options_match_the_reference() -> None:
    """Each option ruleset on the same 10,000 hands (the reference detects each hand once)."""
    specs = [zj.ruleset(preset, **options) for preset, options in OPTIONS]
    rulesets = [mjcore.ruleset.zung_jung_ruleset(p, name=f"options-{i}", **o) for i, (p, o) in enumerate(OPTIONS)]
    check_options(OPTIONS, rulesets, specs, cases(N_OPTION_HANDS, SEED + 1))


def check_options(labels: Sequence[Any], rulesets: list[Any], specs: list[Any], hands: Iterable[Case]) -> set[str]:
    """Each ruleset (labelled for the failure message) agrees with its spec's reference on
    every hand; the patterns the first one counted."""
    seen: set[str] = set()
    for plain, ctx in hands:
        ours = [core_answer(plain, ctx, r) for r in rulesets]
        for label, mine, reference in zip(labels, ours, reference_answers(plain, ctx, specs)):
            assert mine == reference, (label, corpus.to_hand(plain), ctx)
        if ours[0][0] != "refused":
            seen.update(ours[0][3])
    return seen


N_PATTERN_HANDS = sized(30_000, 2_000)


def test_catalogue_patterns_match_the_reference() -> None:
    """Every catalogue pattern (MCR's pair-chow fans aside: MCR's own parity covers them); the
    hands hold random flower tiles, some self-drawn kong wins are 槓上槓, some discard wins 人和."""
    seen: set[str] = set()
    rng = random.Random(SEED + 3)
    for plain, ctx in cases(N_PATTERN_HANDS, SEED + 2):
        ctx = {k: v for k, v in ctx.items() if k != "flowers"}
        flowers = sorted(rng.sample(range(8), rng.choice((0, 0, 1, 2, 4, 5))))
        if ctx.get("kong") and ctx.get("self_drawn") and rng.random() < 0.5:
            ctx["kong_on_kong"] = True
        elif not ctx.get("self_drawn") and rng.random() < 0.05:
            ctx["first_round_discard"] = True
        concealed, melds, win = plain
        try:
            hand = mjcore.Hand.from_counts(list(concealed), list(corpus.to_hand(plain).melds), win,
                                           flowers="".join(f"{f + 1}f" for f in flowers))
            ours: Any = set(mjcore.patterns(hand, **ctx)) - reference_catalogue.ACCOUNTED_BY_MCR
        except ValueError:
            ours = "refused"
        try:
            theirs: Any = set(reference_catalogue.patterns(*plain, flowers=flowers, **ctx))
        except ValueError:
            theirs = "refused"
        assert ours == theirs, (corpus.to_hand(plain), ctx)
        if ours != "refused":
            seen |= ours
    detectable = set(mjcore.pattern_ids()) - reference_catalogue.ACCOUNTED_BY_MCR - {"chicken_hand", "flower_tiles"}
    if depth.THOROUGH:  # the rarest patterns take the full corpus to reach
        assert seen == detectable, sorted(detectable - seen)
