"""Cantonese 鸡平和: the core and the independent reference agree hand for hand (totals,
counted patterns, refusals) on seeded random hands for the preset and for every option away
from its default; on random table scenarios (claims, kongs, 包, 抢杠, 一炮三响) mjcore.settlement
and the reference settlement agree event for event, and every settlement sums to zero."""

from __future__ import annotations

import random
from typing import Any

import mjcore
from depth import sized
from mjcore import corpus
from mjcore.reference import ruleset_score, settlement
from mjcore.rulesets import cantonese, spec
from mjcore.settlement import Round
from regional_corpus import cases
from test_ruleset_parity import check_options, check_presets, core_answer

N_HANDS = sized(100_000, 1_000)
SEED = 136
OPTIONS: list[dict[str, Any]] = [
    {"bonus_scope": "below_limit"},
    {"ordinary_cap_fan": 4, "heavenly_value": 3, "allow_seven_pairs": True},
    {"stack_all_chows_with_half_flush": True, "kong_bonus": True, "min_fan": 1, "limit_fan": 8, "bonus_scope": "below_limit"},
    {"seat_wind_bonus": False, "round_wind_bonus": False, "dragon_bonus": False, "self_draw_bonus": False},
    {"floor_fan": 2, "heavenly_value": 4, "fan_to_points": [1, 2, 4, 8, 16, 24, 32], "base_points": 2},
    {"stack_all_chows_with_half_flush": True, "kong_bonus": True},
]
N_OPTION_HANDS = sized(10_000, 500)


def cantonese_cases(n: int, seed: int) -> Any:
    """Few seven pairs (refused unless allowed), a few 十三幺 and 九莲宝灯; a few discard wins on a
    later discard of the first go-round (人和, refused after a declaration)."""
    rng = random.Random(seed)
    for plain, ctx in cases(n, seed, honors=True, chows_declared=True, max_suits=3, seven_pairs=0.03, special=0.01):
        if not ctx["self_drawn"] and rng.random() < 0.04:
            ctx = {**ctx, "first_round_discard": True}
        yield plain, ctx


def test_preset_matches_the_reference() -> None:
    """The preset on 100,000 hands: every scoring pattern is reached."""
    check_presets(["cantonese"], [spec.parse(cantonese.definition())], cantonese_cases(N_HANDS, SEED), N_HANDS)


def test_options_match_the_reference() -> None:
    specs = [spec.parse(cantonese.definition(**o)) for o in OPTIONS]
    rulesets = [mjcore.ruleset.cantonese_ruleset(name=f"cantonese-{i}", **o) for i, o in enumerate(OPTIONS)]
    check_options(OPTIONS, rulesets, specs, cantonese_cases(N_OPTION_HANDS, SEED + 1))


# Payment options of the scenarios: the preset, then every 包 and payment option moved.
PAYMENTS: list[dict[str, Any]] = [
    {},
    {"bao_first_only": False, "triple_win_payment": "self_draw", "kong_income": [3, 1, 2]},
    {"bao_twelve_tiles": False, "bao_rob_kong": False, "bao_kong_replacement": False, "triple_win_floor": 0},
    {"bao_big_winds": False, "bao_big_dragons": False, "discard_units": [2, 1], "self_draw_units": 2},
    {"fed_kong_fan": 1, "triple_win_floor": 8},
]
N_SCENARIOS = sized(2000, 300)


def _with_payments(options: dict[str, Any], i: int) -> dict[str, Any]:
    definition = cantonese.definition(name=f"cantonese-pay-{i}", kong_bonus=i == 4, bonus_scope="ordinary_only" if i in (0, 4) else "below_limit")
    definition["payments"]["options"].update(options)
    return definition


def _scenario(rng: random.Random, hands: list[tuple[Any, Any]]) -> tuple[list[Any], list[tuple[Any, Any, int]]] | None:
    """Random events before a win (the winners' own melds in random order among other players'
    claims and kongs, a few feeders so 包 and 包先不包后 come often) and the win: (events, wins)."""
    kind = rng.choices(("one", "several"), weights=(85, 15))[0]
    if kind == "one":
        chosen = [rng.choice(hands)]
    else:
        discards = [h for h in hands if not h[1]["self_drawn"] and not h[1]["kong"]]
        chosen = rng.sample(discards, rng.randint(2, 3))
    winners = rng.sample(range(4), len(chosen))
    feeders = rng.sample(range(4), 2)
    melds: list[tuple[int, tuple[str, int, str]]] = [(w, m) for w, (plain, _) in zip(winners, chosen) for m in plain[1]]
    # A first go-round win (天和 / 地和 / 人和) follows no claim or kong: Round refuses it after one.
    first_go_round = any(ctx.get("first_turn") or ctx.get("first_round_discard") for _, ctx in chosen)
    if first_go_round and melds:
        return None
    for _ in range(0 if first_go_round else rng.randint(0, 8)):  # other players' claims and kongs
        p = rng.choice([p for p in range(4) if p not in winners] or [0])
        meld_kind = rng.choices(("pung", "chow", "kong", "added", "ankan"), weights=(50, 25, 10, 8, 7))[0]
        t = rng.randrange(27 if meld_kind == "chow" else 34)
        if meld_kind == "chow" and t % 9 > 6:
            continue
        melds.append((p, (meld_kind, t, "other")))
    rng.shuffle(melds)
    events: list[Any] = []
    for p, (meld_kind, t, source) in melds:
        if meld_kind in ("added", "ankan") or source == "concealed":
            events.append(("kong", p, "added" if meld_kind == "added" else "concealed"))
            continue
        fed = (p - 1) % 4 if meld_kind == "chow" else rng.choice([f for f in feeders if f != p] or [(p + 1) % 4])
        events.append(("claim", p, meld_kind, t, fed))
    wins = [(plain, ctx, w) for (plain, ctx), w in zip(chosen, winners)]
    return events, wins


def test_random_scenarios_match_the_reference_settlement() -> None:
    """Random hands of claims, kongs and a win (self-drawn, on a discard, robbed, on a kong's
    replacement, several winners): mjcore.settlement and the reference settle each event alike;
    every settlement and each hand's ledger sum to zero."""
    rng = random.Random(SEED + 2)
    definitions = [_with_payments(o, i) for i, o in enumerate(PAYMENTS)]
    specs = [spec.parse(d) for d in definitions]
    rulesets = [mjcore.Ruleset.from_definition(d) for d in definitions]
    hands = [(p, c) for p, c in cantonese_cases(600, SEED + 3) if core_answer(p, c, "cantonese")[0] != "refused"]
    settled = {"self": 0, "discard": 0, "robbed": 0, "after_kong": 0, "several": 0, "liable": 0, "fed_kong": 0}
    for _ in range(N_SCENARIOS):
        made = _scenario(rng, hands)
        if made is None:
            continue
        events, wins = made
        plain, ctx, winner = wins[0]
        # the table the first winner's context implies; the other winners sit there too
        dealer, prevalent = (winner - ctx.get("seat_wind", 0)) % 4, ctx.get("prevalent_wind", 0)
        wins = [(p, {**c, "seat_wind": (w - dealer) % 4, "prevalent_wind": prevalent}, w) for p, c, w in wins]
        discarder = robbed = None
        after_kong = False
        if ctx["self_drawn"]:
            after_kong = ctx["kong"] and rng.random() < 0.8
        elif ctx["kong"]:  # robbing: another player claimed a pung of the winning tile
            robbed = rng.choice([p for p in range(4) if p != winner])
            events.append(("claim", robbed, "pung", plain[2], rng.choice([p for p in range(4) if p != robbed])))
        else:
            discarder = rng.choice([p for p in range(4) if p not in [w for _, _, w in wins]])
        for rs, sp in zip(rulesets, specs):
            r = Round(rs, dealer=dealer, prevalent_wind=prevalent)
            try:
                ours = [r.claim(e[1], mjcore.Meld(mjcore.MeldKind[e[2].upper()], e[3], mjcore.MeldSource.EXPOSED), e[4])
                        if e[0] == "claim" else r.kong(e[1], e[2]) for e in events]  # fmt: skip
            except ValueError:  # a fifth copy or a fifth set among the random claims
                break
            scores = [(mjcore.score(corpus.to_hand(p), rs, **c), w) for p, c, w in wins]
            refs = [ruleset_score.score(sp, *p, **c) for p, c, _ in wins]
            if len(wins) > 1:
                assert discarder is not None
                ours.append(r.wins_on_discard(scores, discarder))
            else:
                ours.append(r.win(scores[0][0], winner, discarder, robbed=robbed, after_kong=after_kong))
            win_event = ("win", [(w, f.total, f.base, f.total - f.base, f.raw, not any("kong" in sp.excludes(sp.pattern(p)) for p in f.fans))
                                 for (_, _, w), f in zip(wins, refs)], discarder, robbed, after_kong)  # fmt: skip
            theirs = settlement.settle(sp.payments.options, sp.conversion.apply, sp.limit, [*events, win_event])
            assert ours == theirs, (events, win_event, sp.payments.options)
            assert all(sum(x) == 0 for x in ours) and sum(r.ledger) == 0
        else:
            key = "several" if len(wins) > 1 else "robbed" if robbed is not None else "after_kong" if after_kong else "discard" if discarder is not None else "self"
            settled[key] += 1
            settled["liable"] += discarder is None and sum(x < 0 for x in ours[-1]) == 1
            settled["fed_kong"] += any(e[0] == "claim" and e[2] == "kong" and e[4] == discarder and e[1] == winner for e in events)
    assert all(settled.values()), settled
