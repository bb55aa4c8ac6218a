"""Sichuan: the core and the independent reference agree hand for hand (totals, counted
patterns, refusals) on seeded random hands for both presets and for every option away from
its default; random table scenarios settle to zero."""

from __future__ import annotations

import random
from typing import Any

import mjcore
from depth import sized
from mjcore import corpus
from mjcore.rulesets import sichuan, spec
from mjcore.settlement import Round
from regional_corpus import cases
from test_ruleset_parity import check_options, check_presets, core_answer

N_HANDS = sized(100_000, 1_000)
SEED = 108
PRESETS = {"sichuan": sichuan.TENCENT, "sichuan-sbr": sichuan.SBR}
OPTIONS: list[tuple[str, dict[str, Any]]] = [
    (sichuan.TENCENT, {"cap_fan": 4, "menqing": True, "haidipao": True}),
    (sichuan.TENCENT, {"duanyao": False, "jiang_with_jingou": "named_product"}),
    (sichuan.TENCENT, {"jiang": False, "daiyao": False, "self_draw": "none", "heavenly_value_bei": 64}),
    (sichuan.TENCENT, {"earthly_definition": "dealer_first_discard", "base_points": 2}),
    (sichuan.SBR, {"cap_fan": 6, "self_draw": "fan", "heavenly_value_bei": 32}),
]
N_OPTION_HANDS = sized(10_000, 500)


def sichuan_cases(n: int, seed: int) -> Any:
    return cases(n, seed, honors=False, chows_declared=False, max_suits=2)


def test_presets_match_the_reference() -> None:
    """Both presets on the same 100,000 hands: every scoring pattern is reached."""
    names = list(PRESETS)
    specs = [spec.parse(sichuan.definition(PRESETS[n])) for n in names]
    check_presets(names, specs, sichuan_cases(N_HANDS, SEED), N_HANDS)


def test_options_match_the_reference() -> None:
    specs = [spec.parse(sichuan.definition(p, **o)) for p, o in OPTIONS]
    rulesets = [mjcore.ruleset.sichuan_ruleset(p, name=f"sichuan-{i}", **o) for i, (p, o) in enumerate(OPTIONS)]
    check_options(OPTIONS, rulesets, specs, sichuan_cases(N_OPTION_HANDS, SEED + 1))


def test_random_scenarios_settle_to_zero() -> None:
    """Random 血战 hands: kongs, wins (several on one discard), the exhausted wall."""
    rng = random.Random(SEED + 2)
    hands = [(p, c) for p, c in sichuan_cases(400, SEED + 3) if core_answer(p, c, "sichuan")[0] != "refused"]
    after_kongs = [(p, c) for p, c in hands if not c["first_turn"]]  # 天胡 / 地胡 are refused after a kong
    for _ in range(500):
        r = Round("sichuan")
        kongs = rng.randint(0, 3)
        for _ in range(kongs):
            player = rng.choice(r.active)
            others = [p for p in r.active if p != player]
            if rng.random() < 0.4 and others:
                r.kong(player, "direct", fed_by=rng.choice(others))
            else:
                r.kong(player, rng.choice(("added", "concealed")))
        while len(r.active) > 1 and rng.random() < 0.8:
            plain, ctx = rng.choice(after_kongs if kongs else hands)
            score = mjcore.score(corpus.to_hand(plain), "sichuan", **ctx)
            if ctx["self_drawn"]:
                out = r.win(score, rng.choice(r.active))
            else:
                discarder = rng.choice(r.active)
                others = [p for p in r.active if p != discarder]
                winners = rng.sample(others, rng.randint(1, len(others)))
                out = r.wins_on_discard([(score, w) for w in winners], discarder)
            assert sum(out) == 0
        if len(r.active) > 1:
            ready = {p: rng.randint(1, 64) for p in r.active if rng.random() < 0.5}
            pigs = [p for p in r.active if p not in ready and rng.random() < 0.3]
            assert sum(r.exhausted(pigs, ready)) == 0
        assert sum(r.ledger) == 0
