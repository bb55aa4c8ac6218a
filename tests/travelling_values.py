"""One or more values of every public type mjcore has (tests/test_pickling.py sends each through
pickle and copy): the compiled core's, the rulesets', the explanations', the batch arrays', the
settlement's and the reference's. Each sample is (id, value); `immutable` says which types
are values that hash, the rest being records that change as they are used."""

from __future__ import annotations

from typing import Any

import mjcore
from mjcore import batch
from mjcore.reference import mcr as reference_mcr
from mjcore.reference import zj as reference_zj
from mjcore.ruleset import Ruleset, get_ruleset, mcr_ruleset
from mjcore.rulesets import baoding, cantonese, catalogue, hong_kong, mcr, sichuan, zung_jung
from mjcore.settlement import Round
from mjcore.settlement.liability import Liability
from mjcore.settlement.win_schemes import Win

# A user's own ruleset, as docs/custom_rulesets.md writes one: patterns with points, a
# minimum, a limit, a series and payments.
HOUSE_DEFINITION: dict[str, Any] = {
    "name": "house",
    "minimum": 1,
    "limit": 40,
    "patterns": {"seven_pairs": 4, "all_pungs": 6, "self_drawn": 1, "full_flush": {"points": 8, "excludes": ["no_honors"]}},
    "series": {"flushes": ["full_flush"]},
    "payments": {"scheme": "uniform"},
}
NINE_GATES = mjcore.Hand.parse("1112345678999m", win="5m")
# A hand with every part a Hand has: claimed melds (a chow's claimed tile), a concealed kong,
# named flowers and a flower counted without a name.
DECLARED = mjcore.Hand.parse(
    "123m5z", win="5z", melds=["pung 777z@across", "chow 789s@8s", "ankan 2222p"], flowers="H1H2"
)


def house() -> Ruleset:
    return Ruleset.from_definition(HOUSE_DEFINITION)


def core_values() -> list[tuple[str, object]]:
    """The compiled core's values."""
    score = mjcore.score(NINE_GATES, flowers=1)
    readings = mjcore.score(mjcore.Hand.parse("111222333m456m5s", win="5s")).readings()
    special = ["1122m3344p5566s77z", "19m19p19s12345677z", "147m258p369s123m55z", "147m258p369s12345z"]
    return [
        ("Hand", NINE_GATES),
        ("Hand-declared", DECLARED),
        ("Hand-no-win", mjcore.Hand.parse("123m456p789s1122z")),
        ("Hand-flowers-counted", mjcore.Hand.parse("1112345678999m1f", win="5m", flowers=2)),
        ("Meld-claimed-chow", mjcore.Meld.parse("chow 789s@8s")),
        ("Meld-concealed-kong", mjcore.Meld.parse("ankan 2222p")),
        ("Meld-formed-in-hand", mjcore.decompose(NINE_GATES)[0].melds[0]),
        *((f"Decomposition-{d.form.name}", d) for text in special for d in mjcore.decompose(text)),
        ("Decomposition-regular", mjcore.decompose(mjcore.Hand.parse("1112345678999m", win="1m"))[1]),
        ("Decomposition-declared", mjcore.decompose(DECLARED)[0]),
        ("FanScore", score.fans[0]),
        ("Score", score),
        ("Score-reading", readings[0]),
        ("Score-context", mjcore.score(DECLARED, seat_wind="S", prevalent_wind="W", self_drawn=True, dealer=False)),
        ("Score-house", mjcore.score(mjcore.Hand.parse("1122m3344p5566s7z", win="7z"), house(), self_drawn=True)),
        ("Score-table", mjcore.score(NINE_GATES, get_ruleset("zung-jung").table)),
        ("Score-sichuan", mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"), "sichuan", void_suit="s")),
        ("RuleTable-builtin", get_ruleset("hong-kong").table),
        ("RuleTable-house", house().table),
        ("UsefulTiles", mjcore.useful_tiles("123m456p789s1122z")),
        ("UsefulTiles-none-unseen", mjcore.useful_tiles("123m456p789s1122z", [0] * 27 + [2, 2] + [0] * 5)),
        ("DiscardOption", mjcore.discard_options("123m456p789s11223z")[0]),
        *((f"enum-{e.__name__}", next(iter(e))) for e in (mjcore.Form, mjcore.MeldKind, mjcore.MeldSource)),
        *((f"enum-{e.__name__}", next(iter(e))) for e in (mjcore.Seat, mjcore.WaitType, mjcore.WinSlot)),
    ]


def ruleset_values() -> list[tuple[str, object]]:
    """Rulesets (built-in, option-built, the user's own) and what they are made of."""
    mine = house()
    return [
        ("Ruleset-builtin", get_ruleset("mcr")),
        ("Ruleset-house", mine),
        ("Ruleset-options", mcr_ruleset(concealed_and_melded_kong=True, name="mcr-5")),
        ("RulesetSpec", mine.spec),
        ("RulesetSpec-builtin", get_ruleset("cantonese").spec),
        ("PatternSpec", mine.spec.patterns[0]),
        ("Payments", get_ruleset("sichuan").payments),
        ("Conversion", get_ruleset("hong-kong").spec.conversion),
        ("TileRules", get_ruleset("sichuan").spec.tiles),
        ("catalogue.Entry", catalogue.CATALOGUE[0]),
        ("mcr.Fan", mcr.FANS[0]),
        ("mcr.GuideList", next(iter(mcr.GUIDE_EXCLUSIONS.values()))),
        ("zung_jung.Pattern", zung_jung.PATTERNS[0]),
        *((f"{m.__name__.rsplit('.', 1)[1]}.Options", m.Options()) for m in (zung_jung, sichuan, hong_kong, cantonese, baoding)),
    ]


def explanation_values() -> list[tuple[str, object]]:
    why = mjcore.score(mjcore.Hand.parse("111222333m456m5s", win="5s")).explain()
    floor = mjcore.score(
        mjcore.Hand.parse("123m456p789s1z", win="1z", melds=["kong 2222s"]), "cantonese", self_drawn=True, kong=True
    )
    return [
        ("Explanation", why),
        ("FanNote", why.fans[0]),
        ("ReadingNote", why.readings[0]),
        ("CountedFan", why.readings[0].fans[0]),
        ("Adjustment", floor.adjustments[0]),
    ]


def batch_values() -> list[tuple[str, object]]:
    arrays = batch.encode([NINE_GATES, DECLARED], contexts=[{"self_drawn": True}, {"seat_wind": "S"}])
    return [
        ("HandArrays", arrays),
        ("ScoreArrays", batch.score(arrays.counts, arrays.melds, arrays.win, flowers=arrays.flowers)),
        ("DiscardArrays", batch.discard_options(batch.encode(["123m456p789s11223z"]).counts)),
    ]


def settlement_values() -> list[tuple[str, object]]:
    sichuan_round = Round("sichuan")
    sichuan_round.kong(2, "concealed")
    cantonese_round = Round("cantonese")
    cantonese_round.claim(1, "pung 333m", 0)
    nine_gates = mjcore.score(NINE_GATES)
    return [
        ("Round-sichuan", sichuan_round),
        ("Round-cantonese", cantonese_round),
        ("Round-house", Round(Ruleset.from_definition({**HOUSE_DEFINITION, "payments": {"scheme": "sichuan"}}))),
        ("Claims", cantonese_round.claims),
        ("HandInPlay", cantonese_round.in_play),
        ("Claim", cantonese_round.claims.by_player[1][0]),
        ("Liability", Liability("big_dragons", 3, 2)),
        ("Win", Win(80, winner=1, discarder=3)),
        ("settle", mjcore.settle(nine_gates, winner=0, discarder=2)),
    ]


def reference_values() -> list[tuple[str, object]]:
    counts = list(NINE_GATES.concealed)
    return [
        ("reference.mcr.ReferenceScore", reference_mcr.score(counts, [], 4)),
        ("reference.zj.ReferenceScore", reference_zj.score(counts, [], 4)),
        ("reference.Decomposition", mjcore.reference.decompose(counts, [], 4)[0]),
    ]


def all_values() -> list[tuple[str, object]]:
    return [
        *core_values(),
        *ruleset_values(),
        *explanation_values(),
        *batch_values(),
        *settlement_values(),
        *reference_values(),
    ]


# The records that change as they are used: they compare by what they hold, and never hash.
MUTABLE_TYPES: tuple[type, ...] = (Round, type(Round("sichuan").claims), type(Round("sichuan").in_play), list)
MUTABLE_TYPES += (batch.HandArrays, batch.ScoreArrays, batch.DiscardArrays)


def immutable(value: object) -> bool:
    return not isinstance(value, MUTABLE_TYPES)

