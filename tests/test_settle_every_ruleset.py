"""mjcore.settle is the one entry point for a win under every built-in ruleset: the table
schemes (Sichuan, 鸡平和, Hong Kong) as a single win with its own facts (the discarder, 抢杠's
robbed player, 包's liable player), paying what a Round pays for that win as the hand's
first event; the money in the table's currency, exact (Fractions: Hong Kong's base and
payment_scale, 半銃's half portions); the same results and the same refusals as the
independent reference (mjcore.reference.single_win)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

import mjcore
from depth import sized
from mjcore import corpus
from mjcore.reference import mcr as ref_mcr
from mjcore.reference import ruleset_score, single_win
from mjcore.rulesets import builtin, hong_kong, spec
from mjcore.settlement import Round, money
from regional_corpus import cases

N_CALLS = sized(20_000, 2_000)
HK_HALF_TWO_FIVE: dict[str, Any] = {"min_faan": 0, "responsibility": "half", "base": "1/2", "flowers_in_play": False}


def test_every_builtin_ruleset_settles_a_win_in_exact_money() -> None:
    hand = mjcore.Hand.parse("111m222m555p777p9p", win="9p")  # a win under every built-in ruleset
    for name in mjcore.rulesets.names():
        for discarder in (None, 2):
            paid = mjcore.settle(mjcore.score(hand, name, self_drawn=discarder is None), winner=1, discarder=discarder)
            assert all(type(x) is Fraction for x in paid) and sum(paid) == 0 and paid[1] > 0, (name, paid)


@pytest.mark.parametrize("name", ["sichuan", "sichuan-sbr", "cantonese", "hong-kong", "hk-half-two-five"])
def test_a_table_schemes_single_win_is_what_the_round_pays_for_it(name: str) -> None:
    ruleset = mjcore.ruleset.hong_kong_ruleset(name=name, **HK_HALF_TWO_FIVE) if name.startswith("hk-") else mjcore.get_ruleset(name)
    rng = random.Random(name)
    hands = cases(300, 1919, honors=ruleset.spec.tiles.honors, chows_declared=ruleset.spec.tiles.claimed_chows,
                  max_suits=ruleset.spec.tiles.max_suits)
    settled = 0
    for plain, context in hands:
        try:
            s = mjcore.score(corpus.to_hand(plain), ruleset, **context)
        except ValueError:
            continue
        if not s.meets_minimum:
            continue
        winner = rng.randrange(4)
        discarder = None if context["self_drawn"] else rng.choice([p for p in range(4) if p != winner])
        seat, prevalent = context.get("seat_wind", 0), context.get("prevalent_wind", 0)
        round_ = Round(ruleset, dealer=(winner - seat) % 4, prevalent_wind=prevalent)  # the table the context implies
        if ruleset.payments.scheme == "cantonese":  # the winner's claims, which it checks the hand against
            for kind, first, source in plain[1]:
                if source == "exposed":
                    round_.claim(winner, mjcore.Meld(mjcore.MeldKind[kind.upper()], first), (winner - 1) % 4)
            if discarder is None and round_.claims.liable(winner) is not None:
                continue  # 包: the next test
        expected = money(round_.win(s, winner, discarder), ruleset)
        assert mjcore.settle(s, winner=winner, discarder=discarder) == expected, (plain, context)
        settled += 1
    assert settled > 50


def test_liability_and_a_robbed_kong_as_the_round_decides_them() -> None:
    # 大三元落地 (Hong Kong): player 3 fed the third dragon pung; he pays the self-draw alone.
    r = Round("hong-kong")
    for meld, feeder in (("pung 555z", 1), ("pung 666z", 2), ("pung 777z", 3)):
        r.claim(0, meld, feeder)
    s = mjcore.score(mjcore.Hand.parse("1112m", win="2m", melds=["pung 555z", "pung 666z", "pung 777z"]),
                     "hong-kong", self_drawn=True)
    assert mjcore.settle(s, winner=0, liable=3) == money(r.win(s, 0), "hong-kong") == [384, 0, 0, -384]
    # 十二张落地 (鸡平和): player 0 fed the fourth set.
    melds = ["chow 123m", "pung 555p", "pung 777s", "pung 222z"]
    c = Round("cantonese", dealer=1)  # the hand is scored as East's
    for meld, fed_by in zip(melds, (0, 3, 2, 0)):
        c.claim(1, meld, fed_by)
    twelve = mjcore.score(mjcore.Hand.parse("9s", win="9s", melds=melds), "cantonese", self_drawn=True)
    assert mjcore.settle(twelve, winner=1, liable=0) == c.win(twelve, 1) == [-6, 6, 0, 0]
    # 搶槓: Hong Kong pays it as a discard by the robbed player, or with rob_kong_as_self_draw
    # as his whole self-draw; 鸡平和 always the whole self-draw (抢杠 包三家).
    hand = mjcore.Hand.parse("123p456p789p34m99s", win="5m")
    for ruleset in ("hong-kong", mjcore.ruleset.hong_kong_ruleset(rob_kong_as_self_draw=True, name="hk-rob"), "cantonese"):
        robbing = mjcore.score(hand, ruleset, kong=True)
        r = Round(ruleset)
        r.claim(2, "pung 555m", 3)
        assert mjcore.settle(robbing, winner=0, robbed=2) == money(r.win(robbing, 0, robbed=2), ruleset)
    hk = mjcore.score(hand, "hong-kong", kong=True)
    assert hk.total == 16  # 平糊 1 + 門前清 1 + 搶槓 1 + 無花 1: 4 faan
    assert mjcore.settle(hk, winner=0, robbed=2) == [32, 0, -32, 0]
    rob = mjcore.ruleset.hong_kong_ruleset(rob_kong_as_self_draw=True, name="hk-rob")
    assert mjcore.settle(hk, winner=0, robbed=2, ruleset=rob) == [48, 0, -48, 0]


def test_an_instant_flower_win_is_its_faan_self_drawn() -> None:
    # 花糊 / 大花糊: the Round pays the ruleset's seven_flowers / eight_flowers faan as a self-draw.
    for flowers, faan in ((7, 3), (8, 8)):
        assert money(Round("hong-kong").flower_win(2, flowers), "hong-kong") == mjcore.settle(faan, ruleset="hong-kong", winner=2)


def test_the_money_is_the_tables() -> None:
    # yawnoc's scorer: "For a 0-faan or chicken win (雞糊) under half responsibility (半銃): The
    # two blameless players each pay <base>/2 to the winner. The discarding (打出) player pays
    # <base> to the winner." — at 二五雞, base 0.5.
    two_five = mjcore.ruleset.hong_kong_ruleset(name="hk-two-five", **HK_HALF_TWO_FIVE)
    half, quarter = Fraction(1, 2), Fraction(1, 4)
    assert mjcore.settle(0, ruleset=two_five, winner=0, discarder=1) == [1, -half, -quarter, -quarter]
    # payment_scale 1/2: the amounts the Chinese Wikipedia prints, half of the default's.
    wiki = mjcore.ruleset.hong_kong_ruleset(name="hk-wiki", payment_scale="1/2")
    assert mjcore.settle(3, ruleset=wiki, winner=0, discarder=1) == [8, -8, 0, 0]
    assert mjcore.settle(3, ruleset="hong-kong", winner=0, discarder=1) == [16, -16, 0, 0]
    # Sichuan's base_points are in its points already: 3番 at base 10 is 80.
    assert mjcore.settle(3, ruleset=mjcore.ruleset.sichuan_ruleset(base_points=10, name="sc-10"), winner=0,
                         discarder=2) == [80, 0, -80, 0]
    bad = mjcore.Ruleset.from_definition({**hong_kong.definition(name="hk-bad"), "options": {"base": "ten"}})
    with pytest.raises(ValueError, match="ruleset 'hk-bad': options.base prices its points and must be a number"):
        mjcore.settle(3, ruleset=bad, winner=0)


@pytest.mark.parametrize(
    ("ruleset", "facts", "message"),
    [
        ("sichuan", {"discarder": None, "robbed": 2}, "robbed= is a cantonese-scheme fact; 'sichuan' pays a robbed kong as a discard"),
        ("mcr", {"discarder": None, "robbed": 2}, "robbed= is a cantonese-scheme fact"),
        ("zung-jung", {"discarder": None, "liable": 2}, "ruleset 'zung-jung' makes nobody liable"),
        ("hong-kong", {"liable": 2}, "包 .liable=. is for a self-drawn win"),
        ("hong-kong", {"discarder": None, "robbed": 1, "liable": 2}, "包 .liable=. is for a self-drawn win"),
        ("hong-kong", {"discarder": None, "liable": 0}, "the winner cannot be liable"),
        ("hong-kong", {"robbed": 1}, "a robbed kong has no discarder"),
        ("hong-kong", {"discarder": None, "robbed": 0}, "cannot rob his own kong"),
        ("hong-kong", {"discarder": None, "robbed": 4}, "robbed must be a player 0..3, got 4"),
        ("hong-kong", {"discarder": None, "liable": True}, "liable must be a player 0..3, got True"),
    ],
)
def test_facts_that_do_not_fit_are_refused(ruleset: str, facts: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        mjcore.settle(8, ruleset=ruleset, **{"winner": 0, "discarder": 1, **facts})


def test_a_ruleset_whose_payments_need_no_liability_refuses_one() -> None:
    none = {f"bao_{case}": False for case in ("twelve_tiles", "big_winds", "big_dragons", "four_kongs", "kong_replacement")}
    r = mjcore.Ruleset.from_definition({"name": "no-bao", "patterns": {"all_pungs": 1}, "payments": {"scheme": "cantonese", "options": none}})
    with pytest.raises(ValueError, match="ruleset 'no-bao' makes nobody liable"):
        mjcore.settle(1, ruleset=r, winner=0, liable=1)


# -- the reference ------------------------------------------------------------------------

VARIANTS: list[tuple[str, dict[str, Any]]] = [
    *((name, {}) for name in builtin.DEFINITIONS),
    ("hong_kong", {"responsibility": "half", "base": "1/2", "rob_kong_as_self_draw": True}),
    ("hong_kong", {"payment_scale": "1/2", "cap_faan": 13, "bao_big_dragons": False}),
    ("hong_kong", {"cap_faan": None, "min_faan": 0}),
    ("cantonese", {"bao_rob_kong": False, "bao_twelve_tiles": False}),
    ("sichuan", {"self_draw": "add_base", "base_points": 5}),
    ("zung_jung", {"payoff": "uniform"}),
    ("baoding", {"dealer_doubles": False, "all_pay_on_discard": False}),
]
BAD_SEATS = (4, -1, True, 1.0, "2")


def _rulesets() -> list[tuple[mjcore.Ruleset, spec.RulesetSpec]]:
    out = []
    for i, (module, options) in enumerate(VARIANTS):
        if not options:
            definition = builtin.DEFINITIONS[module]()
        else:
            definition = __import__(f"mjcore.rulesets.{module}", fromlist=["definition"]).definition(name=f"variant-{i}", **options)
        out.append((mjcore.Ruleset.from_definition(definition), spec.parse(definition)))
    return out


def _facts(rng: random.Random) -> dict[str, Any]:
    """Facts of a win, now and then contradictory or out of range."""

    def seat() -> Any:
        return rng.choice(BAD_SEATS) if rng.random() < 0.04 else rng.randrange(4)

    facts: dict[str, Any] = {"winner": seat(), "dealer": seat()}
    for fact, chance in (("discarder", 0.5), ("robbed", 0.15), ("liable", 0.15)):
        if rng.random() < chance:
            facts[fact] = seat()
    if rng.random() < 0.1:
        facts["earlier_discarders"] = [seat() for _ in range(rng.randint(0, 2))]
    return facts


def _outcome(call: Any, *args: Any, **kwargs: Any) -> Any:
    """call's result, or the type and words of its refusal."""
    try:
        return call(*args, **kwargs)
    except (ValueError, TypeError) as exc:
        return type(exc), str(exc)


def test_settle_matches_the_reference_results_and_errors() -> None:
    """Random bare values and scored hands with random facts, under every built-in ruleset and
    payment variants: the same money or the same refusal, word for word."""
    rng = random.Random(2727)
    rulesets = _rulesets()
    hands = list(cases(200, 2727, honors=True, chows_declared=True, max_suits=3))
    outcomes: set[str] = set()
    for _ in range(N_CALLS):
        ruleset, rules = rng.choice(rulesets)
        facts = _facts(rng)
        if rng.random() < 0.5:
            value = rng.choice((rng.randrange(0, 2 * (ruleset.limit or 90) + 2), rng.choice((-1, 2**40, True, 8.0))))
            ours = _outcome(mjcore.settle, value, ruleset=ruleset, **facts)
            theirs = _outcome(single_win.settle, value, ruleset=rules, **facts)
        else:
            plain, context = rng.choice(hands)
            try:
                s = mjcore.score(corpus.to_hand(plain), ruleset, **context)
            except ValueError:
                continue
            concealed, melds, win = plain
            assert win is not None
            ref = (ref_mcr.score(concealed, melds, win, **context, **rules.options,
                                 exhausted_tiles_are_waits=rules.exhausted_tiles_are_waits) if rules.name.startswith("mcr")
                   else ruleset_score.score(rules, concealed, melds, win, **context))  # MCR's options are the reference's
            ours = _outcome(mjcore.settle, s, **facts)
            theirs = _outcome(single_win.settle, ref, ruleset=rules, **facts)
        assert ours == theirs, (rules.name, facts)
        paid = [f for f in ("liable", "robbed", "discarder") if facts.get(f) is not None]
        outcomes.add(f"{rules.payments.scheme} paid {paid}" if isinstance(ours, list) else ours[1].split(":")[0][:30])
    for scheme in ("mcr", "zung-jung", "uniform", "man", "sichuan", "cantonese"):
        assert {f"{scheme} paid []", f"{scheme} paid ['discarder']"} <= outcomes, outcomes
    assert {"cantonese paid ['liable']", "cantonese paid ['robbed']"} <= outcomes and len(outcomes) > 30, outcomes


def test_false_wins_match_the_reference_results_and_errors() -> None:
    for ruleset, rules in _rulesets():
        for offender in (*range(4), *BAD_SEATS):
            ours = _outcome(mjcore.settle_false_win, ruleset, offender=offender)
            assert ours == _outcome(single_win.false_win, rules, offender=offender), (rules.name, offender)
