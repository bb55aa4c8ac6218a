"""The pure-Python twin: the same public call on the core and on `mjcore.reference` gives
equal results and, for bad input, the same exception type with the same message (RapidFuzz's
habit: a caller can switch backends without their error handling noticing). Results are
covered at length by the parity tests; here a few good hands per pair, and a catalogue of bad
ones.

The two take a hand differently by design; each call maps onto the other so:

* core ``f(Hand.from_counts(concealed, [Meld(MeldKind[kind], first, source=MeldSource[source])
  ...], win))`` is reference ``f(concealed, melds, win)``, melds as plain (kind, first, source)
  tuples (`core_hand`);
* the shanten functions (shanten, shanten_by_form, useful_tiles, waits_by_form,
  discard_options) also take bare counts: core ``f(counts)`` (a list or bytes) is reference
  ``f(counts)`` with no melds. The core names that argument ``hand`` and the reference
  ``concealed``; each message names its own argument (`BARE`);
* ``forms``: core Form members, reference their ids (Form.SEVEN_PAIRS is "seven_pairs");
* ``score(hand, "mcr")`` is ``reference.mcr.score``; ``score(hand, name)`` under the other
  built-in rulesets is ``reference.ruleset_score.score`` of the same definition's spec;
  ``patterns`` is ``reference.catalogue.patterns`` (less MCR's pair-chow fans, which it leaves
  out by design); ``waits`` is ``reference.waits`` and
  ``waits_by_form`` is ``reference.efficiency.waits_by_form``;
* ``settle`` / ``settle_false_win`` are ``reference.single_win.settle`` / ``false_win``, the
  ruleset given as its spec (a Score: the reference score of the same hand).

What cannot be equal is listed at the end (`test_what_differs_by_design_is_refused_alike`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

import mjcore
from mjcore import reference
from mjcore.reference import catalogue as ref_catalogue
from mjcore.reference import efficiency as ref_efficiency
from mjcore.reference import mcr as ref_mcr
from mjcore.reference import ruleset_score, single_win
from mjcore.reference import shanten as ref_shanten
from mjcore.rulesets import baoding, cantonese, hong_kong, mcr, sichuan, spec, zung_jung
from parity import decomposition_key

Plain = tuple[Any, Any, Any]  # (concealed, melds, win), as the reference takes them
FORM = {f.name.lower(): f for f in mjcore.Form}
SPECS = {
    "zung-jung": spec.parse(zung_jung.definition(zung_jung.SOURCE)),
    "sichuan": spec.parse(sichuan.definition(sichuan.TENCENT)),
    "hong-kong": spec.parse(hong_kong.definition()),
    "cantonese": spec.parse(cantonese.definition()),
    "baoding": spec.parse(baoding.definition()),
}
BARE = ("hand", "concealed")  # the shanten functions' hand argument: its core name, its reference name


def counts(text: str, **changes: int) -> list[int]:
    """34 counts of some tiles; t<index>=n sets one count (bad values included)."""
    out = [0] * 34
    for tile in mjcore.parse_tiles(text):
        out[tile] += 1
    for key, value in changes.items():
        out[int(key[1:])] = value
    return out


def tile(text: str) -> int:
    return mjcore.parse_tile(text)


def core_meld(meld: Any) -> mjcore.Meld:
    kind, first, source = meld
    return mjcore.Meld(mjcore.MeldKind[kind.upper()], first, source=mjcore.MeldSource[source.upper()])


def core_hand(concealed: Any, melds: Sequence[Any], win: Any) -> mjcore.Hand:
    return mjcore.Hand.from_counts(concealed, [core_meld(m) for m in melds], win)


def core_forms(forms: Any) -> Any:
    return forms if forms is None else [FORM[f] for f in forms]


def outcome(call: Callable[[], Any]) -> tuple[str, Any]:
    # Only the contract's two errors count as refusals: anything else (IndexError, ...) fails the test.
    try:
        return "result", call()
    except (ValueError, TypeError) as exc:
        return type(exc).__name__, str(exc)


@dataclass(frozen=True)
class Twin:
    """One call on both backends; `rename` maps the core's argument name onto the reference's."""

    id: str
    core: Callable[[], Any]
    ref: Callable[[], Any]
    rename: tuple[str, str] | None = None

    def core_outcome(self) -> tuple[str, Any]:
        kind, value = outcome(self.core)
        if self.rename and kind != "result" and value.startswith(self.rename[0]):
            value = self.rename[1] + value[len(self.rename[0]) :]
        return kind, value


# ---------------------------------------------------------------- the pairs

def decompose_twin(plain: Plain) -> tuple[Callable[[], Any], Callable[[], Any]]:
    return (
        lambda: sorted((decomposition_key(d) for d in mjcore.decompose(core_hand(*plain))),
                       key=reference.decomposition_sort_key),
        lambda: reference.decompose(*plain),
    )


def is_winning_twin(plain: Plain) -> tuple[Callable[[], Any], Callable[[], Any]]:
    return lambda: mjcore.is_winning(core_hand(*plain)), lambda: reference.is_winning(*plain)


def waits_twin(plain: Plain) -> tuple[Callable[[], Any], Callable[[], Any]]:
    concealed, melds, _ = plain  # the reference's waits take no winning tile
    return (
        lambda: tuple(mjcore.waits(core_hand(concealed, melds, None))),
        lambda: reference.waits(concealed, melds),
    )


def mcr_twin(plain: Plain, **ctx: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
    def core() -> Any:
        s = mjcore.score(core_hand(*plain), **ctx)
        return s.total, s.meets_minimum, s.fan_counts

    def ref() -> Any:
        r = ref_mcr.score(*plain, **ctx)
        return r.total, r.meets_minimum, r.fans

    return core, ref


def ruleset_twin(name: str, plain: Plain, **ctx: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
    def core() -> Any:
        s = mjcore.score(core_hand(*plain), name, **ctx)
        return s.total, s.raw, s.meets_minimum, s.fan_counts, s.value

    def ref() -> Any:
        r = ruleset_score.score(SPECS[name], *plain, **ctx)
        return r.total, r.raw, r.meets_minimum, r.fans, r.value

    return core, ref


def patterns_twin(plain: Plain, **ctx: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
    # The reference leaves out MCR's pair-chow fans (ACCOUNTED_BY_MCR): only its MCR scorer counts them.
    return (
        lambda: [p for p in mjcore.patterns(core_hand(*plain), **ctx) if p not in ref_catalogue.ACCOUNTED_BY_MCR],
        lambda: ref_catalogue.patterns(*plain, **ctx),
    )


def shanten_input(concealed: Any, melds: Sequence[Any], as_bytes: bool) -> Any:
    """The core's hand for the shanten functions: a Hand when melds are declared, else the counts."""
    if melds:
        return core_hand(concealed, melds, None)
    return bytes(concealed) if as_bytes else concealed


def shanten_twins(
    concealed: Any, melds: Sequence[Any] = (), *, as_bytes: bool = False, forms: Any = None, visible: Any = None,
    only: Sequence[str] | None = None,
) -> dict[str, tuple[Callable[[], Any], Callable[[], Any]]]:
    """Every shanten function on one hand (those in `only`), as (core, reference) calls."""
    def hand() -> Any:  # built at call time: building it may raise
        return shanten_input(concealed, melds, as_bytes)

    twins = {
        "shanten": (lambda: mjcore.shanten(hand(), forms=core_forms(forms)),
                    lambda: ref_shanten.shanten(concealed, melds, None, forms)),
        "shanten_by_form": (lambda: {f.name.lower(): s for f, s in mjcore.shanten_by_form(hand()).items()},
                            lambda: ref_shanten.shanten_by_form(concealed, melds)),
        "useful_tiles": (lambda: dict(mjcore.useful_tiles(hand(), visible, forms=core_forms(forms))),
                         lambda: ref_efficiency.useful_tiles(concealed, melds, visible, forms)),
        "waits_by_form": (lambda: {t: tuple(f.name.lower() for f in fs) for t, fs in mjcore.waits_by_form(hand()).items()},
                          lambda: ref_efficiency.waits_by_form(concealed, melds)),
        "discard_options": (lambda: [(o.tile, o.shanten, dict(o.useful), o.useful_count)
                                     for o in mjcore.discard_options(hand(), visible, forms=core_forms(forms))],
                            lambda: ref_efficiency.discard_options(concealed, melds, visible, forms)),
    }
    return {name: twin for name, twin in twins.items() if only is None or name in only}


# ---------------------------------------------------------------- hands

NINE_GATES = counts("1112345678999m")  # 13 tiles, wins on any 1-9m
KONG_HAND = (counts("123m456p789s5z"), (("kong", tile("9m"), "concealed"),), tile("5z"))
PUNG_HAND = (counts("123m456p789s5z"), (("pung", tile("2z"), "exposed"),), tile("5z"))
TWO_KONGS = (counts("123m456p5z"), (("kong", tile("9m"), "concealed"), ("kong", tile("1z"), "exposed")), tile("5z"))
NOT_HOLDING_WIN = (counts("123m456p789s78s99m"), (), tile("6s"))  # the winning 6s is not among the tiles
GOOD_HANDS: dict[str, Plain] = {
    "nine gates": (NINE_GATES, (), tile("5m")),
    "seven pairs": (counts("1122m3344p5566s7z"), (), tile("7z")),
    "knitted and honours": (counts("147m258p369s1234z"), (), tile("5z")),
    "a concealed kong": KONG_HAND,
    "an exposed pung": PUNG_HAND,
    "two kongs": TWO_KONGS,
    "a chow claimed": (counts("1112345678m"), (("chow", tile("1s"), "exposed"),), tile("9m")),
    "a 14-tile hand without its winning tile": (counts("11123456789999m"), (), None),
}

# Bad hands: every one is refused by Hand.from_counts or a Meld (the test asserts so).
BAD_HANDS: dict[str, Plain] = {
    "33 counts": (NINE_GATES[:33], (), 4),
    "35 counts": (NINE_GATES + [0], (), 4),
    "counts given as text": ("1112345678999m", (), 4),
    "counts given as None": (None, (), 4),
    "counts given as an int": (13, (), 4),
    "a float count": ([1.0] * 13 + [0] * 21, (), 4),
    "a bool count": (counts("112345678999m", t0=True), (), 4),
    "a negative count": (counts("1112345678999m", t10=-1), (), 4),
    "five copies in the counts": (counts("12345678999m", t0=5), (), 4),
    "a count beyond the core's integers": (counts("1112345678999m", t5=2**64), (), 4),
    "a count below the core's integers": (counts("1112345678999m", t5=-(2**64)), (), 4),
    "a fifth copy through the winning tile": (counts("111123456789m99s"), (), 0),
    "win 34": (NINE_GATES, (), 34),
    "win -1": (NINE_GATES, (), -1),
    "win beyond the core's integers": (NINE_GATES, (), 2**70),
    "12 tiles and the winning tile": (counts("111234567899m"), (), 4),
    "14 tiles and the winning tile": (counts("11123456789995m"), (), 4),
    "13 tiles beside a meld": (NINE_GATES, (("pung", tile("7z"), "exposed"),), 4),
    "five melds": (counts("1z"), (("pung", tile("1m"), "exposed"),) * 5, tile("1z")),
    "a chow starting at 8m": (counts("1112345678m"), (("chow", tile("8m"), "exposed"),), 4),
    "a chow starting at 9s": (counts("1112345678m"), (("chow", tile("9s"), "exposed"),), 4),
    "a chow of honours": (counts("1112345678m"), (("chow", tile("1z"), "exposed"),), 4),
    "a meld on tile 34": (counts("1112345678m"), (("pung", 34, "exposed"),), 4),
    "a meld on tile -1": (counts("1112345678m"), (("pung", -1, "exposed"),), 4),
    "a meld on a float tile": (counts("1112345678m"), (("pung", 3.0, "exposed"),), 4),
    "a meld on a bool tile": (counts("1112345678m"), (("pung", True, "exposed"),), 4),
    "a concealed pung": (counts("1112345678m"), (("pung", tile("7z"), "concealed"),), 4),
    "a concealed chow": (counts("1112345678m"), (("chow", tile("1s"), "concealed"),), 4),
    "a declared meld formed in the hand": (counts("1112345678m"), (("kong", tile("7z"), "hand"),), 4),
    "a fifth copy through a meld": (counts("1112345678m"), (("kong", tile("1m"), "exposed"),), 4),
    "a fifth copy through two melds": (
        counts("1233m"), (("chow", tile("1m"), "exposed"), ("kong", tile("3m"), "concealed"), ("pung", tile("7z"), "exposed")), tile("7z")
    ),
    # Several faults: the first the core meets is the one reported.
    "a bad meld and bad counts": (NINE_GATES[:30], (("chow", tile("1z"), "exposed"),), 99),
    "bad counts and a bad win": (NINE_GATES[:30], (), 99),
    "five copies in the counts and a bad win": (counts("11111m"), (), 99),
    "five copies and the wrong total": (counts("1m"), (("kong", tile("1m"), "exposed"),), tile("1m")),
}


# Faults of the winning tile alone, which waits (taking no winning tile) never see.
WIN_FAULTS = {"a fifth copy through the winning tile", "win 34", "win -1", "win beyond the core's integers"}


def hand_twins() -> list[Twin]:
    twins: list[Twin] = []
    for name, plain in BAD_HANDS.items():
        pairs = {
            "decompose": decompose_twin(plain),
            "is_winning": is_winning_twin(plain),
            "score mcr": mcr_twin(plain),
            "patterns": patterns_twin(plain),
            "score zung-jung": ruleset_twin("zung-jung", plain),
        }
        if name not in WIN_FAULTS:
            pairs["waits"] = waits_twin(plain)
        twins.extend(Twin(f"{pair}: {name}", core, ref) for pair, (core, ref) in pairs.items())
    # The waits of a hand that is not 13 - 3k tiles, after the hand itself is read.
    for name, plain in {"14 tiles": (counts("11123456789999m"), (), None),
                        "11 tiles beside a meld": (counts("11123456789m"), (("pung", tile("1z"), "exposed"),), None)}.items():
        twins.append(Twin(f"waits: {name}", *waits_twin(plain)))
    return twins


def shanten_function_twins() -> list[Twin]:
    twins: list[Twin] = []

    def add(label: str, calls: dict[str, Any], bare: bool) -> None:
        twins.extend(Twin(f"{name}: {label}", core, ref, BARE if bare else None) for name, (core, ref) in calls.items())

    bare_counts = {
        "no tile": [0] * 34,
        "3 tiles": counts("123m"),
        "12 tiles": counts("111222333444m"),
        "15 tiles": counts("111222333444555m"),
        "33 counts": NINE_GATES[:33],
        "a float count": [1.0] * 13 + [0] * 21,
        "a bool count": counts("112345678999m", t0=True),
        "a negative count": counts("1112345678999m", t10=-1),
        "five copies": counts("12345678999m", t0=5),
        "a count beyond the core's integers": counts("1112345678999m", t5=2**64),
    }
    for label, bad in bare_counts.items():
        add(label, shanten_twins(bad), True)
    add("five copies as bytes", shanten_twins(counts("12345678999m", t0=5), as_bytes=True), True)
    add("a count of 200 as bytes", shanten_twins(counts("12345678999m", t0=200), as_bytes=True), True)
    # The size each function needs, once the hand is read.
    add("14 tiles", shanten_twins(counts("11123456789999m"), only=["useful_tiles", "waits_by_form"]), True)
    add("11 tiles (1 meld implied)", shanten_twins(counts("11123456789m"), only=["waits_by_form"]), True)
    add("13 tiles", shanten_twins(NINE_GATES, only=["discard_options"]), True)
    # Declared melds: the Hand's own checks.
    pung = (("pung", tile("7z"), "exposed"),)
    add("13 tiles beside a meld", shanten_twins(NINE_GATES, pung), False)
    add("a chow of honours", shanten_twins(counts("1112345678m"), (("chow", tile("5z"), "exposed"),)), False)
    add("a fifth copy through a meld", shanten_twins(counts("1112345678m"), (("kong", tile("1m"), "exposed"),)), False)
    add("11 tiles beside a meld", shanten_twins(counts("11123456789m"), pung, only=["useful_tiles", "waits_by_form"]), False)
    # forms: none selected, or none the hand can complete beside its (declared or implied) melds.
    eleven, ten = counts("11123456789m"), counts("1112345678m")
    chosen = ["shanten", "useful_tiles", "discard_options"]
    add("no form selected", shanten_twins(NINE_GATES, forms=[], only=chosen[:2]), True)
    add("no form selected (discards)", shanten_twins(counts("11123456789999m"), forms=[], only=chosen[2:]), True)
    add("seven pairs beside an implied meld", shanten_twins(ten, forms=["seven_pairs"], only=chosen[:2]), True)
    add("seven pairs beside an implied meld (discards)", shanten_twins(eleven, forms=["seven_pairs"], only=chosen[2:]), True)
    add("orphans and knitted beside a meld",
        shanten_twins(ten, pung, forms=["thirteen_orphans", "knitted_and_honors"], only=chosen[:2]), False)
    add("a knitted straight beside two melds",
        shanten_twins(counts("1234567m"), (*pung, ("pung", tile("6z"), "exposed")), forms=["knitted_straight"],
                      only=chosen[:2]), False)
    # visible: the counts of tiles seen elsewhere.
    add("33 visible counts", shanten_twins(NINE_GATES, visible=[0] * 33, only=["useful_tiles"]), True)
    add("visible as text", shanten_twins(NINE_GATES, visible="1m", only=["useful_tiles"]), True)
    add("a visible count of 5", shanten_twins(NINE_GATES, visible=counts("", t30=5), only=["useful_tiles"]), True)
    add("visible beyond four copies", shanten_twins(NINE_GATES, visible=counts("11m"), only=["useful_tiles"]), True)
    add("visible beyond four copies (discards)",
        shanten_twins(counts("11123456789999m"), visible=counts("9m"), only=["discard_options"]), True)
    add("visible beyond four copies beside a meld",
        shanten_twins(ten, pung, visible=counts("77z"), only=["useful_tiles"]), False)
    return twins


def context_twins() -> list[Twin]:
    nine_gates = GOOD_HANDS["nine gates"]
    bad: list[tuple[str, Plain, dict[str, Any]]] = [
        ("seat wind 4", nine_gates, {"seat_wind": 4}),
        ("prevalent wind -1", nine_gates, {"prevalent_wind": -1}),
        ("seat wind beyond the core's integers", nine_gates, {"seat_wind": 2**70}),
        ("seat wind Q", nine_gates, {"seat_wind": "Q"}),
        ("seat wind e (lower case)", nine_gates, {"seat_wind": "e"}),
        ("seat wind True", nine_gates, {"seat_wind": True}),
        ("prevalent wind 1.0", nine_gates, {"prevalent_wind": 1.0}),
        ("9 flowers", nine_gates, {"flowers": 9}),
        ("-1 flowers", nine_gates, {"flowers": -1}),
        ("flowers as text", nine_gates, {"flowers": "2"}),
        ("flowers True", nine_gates, {"flowers": True}),
        ("self_drawn as text", nine_gates, {"self_drawn": "yes"}),
        ("last_tile None", nine_gates, {"last_tile": None}),
        ("first_round_discard 1.0", nine_gates, {"first_round_discard": 1.0}),
        ("an unknown keyword", nine_gates, {"tsumo": True}),
        ("杠上开花 without a kong", nine_gates, {"kong": True, "self_drawn": True}),
        ("槓上槓 on a discard", TWO_KONGS, {"kong_on_kong": True, "kong": True}),
        ("槓上槓 with one kong", KONG_HAND, {"kong_on_kong": True, "kong": True, "self_drawn": True}),
        ("人和 self-drawn", nine_gates, {"first_round_discard": True, "self_drawn": True, "seat_wind": 1}),
        ("人和 after a claim", PUNG_HAND, {"first_round_discard": True, "seat_wind": 2}),
        ("天听 for the dealer", nine_gates, {"ready_at_deal": True}),
        ("抢杠和 of a held tile", nine_gates, {"kong": True}),
        ("抢杠和 of a melded tile", (counts("123m456p789m5z"), (("chow", tile("1s"), "exposed"),), tile("3s")),
         {"kong": True}),
        ("抢杠和 on the last tile", NOT_HOLDING_WIN, {"kong": True, "last_tile": True}),
        ("和绝张 of a held tile", nine_gates, {"fourth_tile": True}),
        ("杠上炮 self-drawn", nine_gates, {"discard_after_kong": True, "self_drawn": True}),
        ("杠上炮 robbing a kong", NOT_HOLDING_WIN, {"discard_after_kong": True, "kong": True}),
        ("天和 after a claim", PUNG_HAND, {"first_turn": True, "self_drawn": True}),
        ("天和 on the last tile", nine_gates, {"first_turn": True, "self_drawn": True, "last_tile": True}),
        ("地和 for the dealer", nine_gates, {"first_turn": True}),
        ("地和 after a concealed kong", KONG_HAND, {"first_turn": True, "seat_wind": 1}),
        ("地和 robbing a kong", NOT_HOLDING_WIN, {"first_turn": True, "kong": True, "seat_wind": 1}),
        # robbed_kong: the kind of kong robbed; only an added one can be (不可搶暗槓).
        ("robbed_kong 1", NOT_HOLDING_WIN, {"kong": True, "robbed_kong": 1}),
        ("robbed_kong open", NOT_HOLDING_WIN, {"kong": True, "robbed_kong": "open"}),
        ("a robbed concealed kong", NOT_HOLDING_WIN, {"kong": True, "robbed_kong": "concealed"}),
        ("a robbed kong claimed from a discard", NOT_HOLDING_WIN, {"kong": True, "robbed_kong": "direct"}),
        ("robbed_kong without kong", NOT_HOLDING_WIN, {"robbed_kong": "added"}),
        ("robbed_kong self-drawn", KONG_HAND, {"kong": True, "self_drawn": True, "robbed_kong": "added"}),
        ("robbed_kong before the held winning tile", GOOD_HANDS["nine gates"], {"kong": True, "robbed_kong": "concealed"}),
        # dealer: a bool or None; it, not the seat, says who may have 地和 and 天听.
        ("dealer as text", nine_gates, {"dealer": "yes"}),
        ("dealer 1.0", nine_gates, {"dealer": 1.0}),
        ("天听 for a dealer seated South", nine_gates, {"ready_at_deal": True, "seat_wind": 1, "dealer": True}),
        ("地和 for a dealer seated North", nine_gates, {"first_turn": True, "seat_wind": 3, "dealer": True}),
        ("dealer read after robbed_kong", NOT_HOLDING_WIN, {"robbed_kong": 1, "dealer": "no"}),
        # void_suit (定缺): a suit letter or None; a hand still holding that suit cannot win.
        ("void_suit 0", nine_gates, {"void_suit": 0}),
        ("void_suit z", nine_gates, {"void_suit": "z"}),
        ("void_suit M", nine_gates, {"void_suit": "M"}),
        ("a hand holding its void suit", nine_gates, {"void_suit": "m"}),
        ("a void suit held and in a kong", KONG_HAND, {"void_suit": "m"}),
        ("a contradiction before the void suit", nine_gates, {"fourth_tile": True, "void_suit": "m"}),
        ("void_suit read after dealer", nine_gates, {"dealer": "x", "void_suit": 1}),
        # Several faults: flowers are read first, then the flags and winds in keyword order, then
        # the contradictions.
        ("flowers before winds", nine_gates, {"flowers": 9, "seat_wind": 4}),
        ("self_drawn before winds", nine_gates, {"self_drawn": "x", "seat_wind": 4}),
        ("a wind before a contradiction", nine_gates, {"kong": True, "self_drawn": True, "prevalent_wind": 7}),
        ("杠上开花 before 人和", nine_gates, {"kong": True, "self_drawn": True, "first_round_discard": True}),
        ("a bad hand before a bad context", BAD_HANDS["win 34"], {"seat_wind": 4}),
    ]
    twins: list[Twin] = []
    for label, plain, ctx in bad:
        twins.append(Twin(f"score mcr: {label}", *mcr_twin(plain, **ctx)))
        twins.append(Twin(f"patterns: {label}", *patterns_twin(plain, **ctx)))
        for name in SPECS:
            twins.append(Twin(f"score {name}: {label}", *ruleset_twin(name, plain, **ctx)))
    return twins


def ruleset_rule_twins() -> list[Twin]:
    """Hands a ruleset's own rules refuse: its tiles, its flowers, its forms."""
    honours = (counts("123m456m789m1122z"), (), tile("1z"))
    cases: list[tuple[str, str, Plain, dict[str, Any]]] = [
        ("sichuan", "honour tiles", honours, {}),
        ("sichuan", "an honour pung", (counts("123m456m789m1m"), (("pung", tile("5z"), "exposed"),), tile("1m")), {}),
        ("sichuan", "three suits", (counts("123m456p789s1s"), (("pung", tile("9m"), "exposed"),), tile("1s")), {}),
        ("sichuan", "a claimed chow", GOOD_HANDS["a chow claimed"], {}),
        ("sichuan", "flowers", (counts("1112345678999m"), (), tile("5m")), {"flowers": 2}),
        ("baoding", "flowers", GOOD_HANDS["nine gates"], {"flowers": 3}),
        ("hong-kong", "a count of flowers, not the tiles", GOOD_HANDS["nine gates"], {"flowers": 2}),
        ("zung-jung", "knitted tiles", GOOD_HANDS["knitted and honours"], {}),
        ("zung-jung", "a hand that does not win", (NINE_GATES, (), tile("1z")), {}),
        ("hong-kong", "a hand that does not win", (NINE_GATES, (), tile("1z")), {}),
        # The tile rules come before the hand's completeness, the context before both.
        ("sichuan", "honours and no win", (NINE_GATES, (), tile("1z")), {}),
        ("sichuan", "a contradiction and honours", honours, {"fourth_tile": True}),
        ("hong-kong", "a flower count and no win", (NINE_GATES, (), tile("1z")), {"flowers": 2}),
        ("hong-kong", "a flower count and knitted tiles", GOOD_HANDS["knitted and honours"], {"flowers": 2}),
    ]
    twins = [Twin(f"score {name}: {label}", *ruleset_twin(name, plain, **ctx)) for name, label, plain, ctx in cases]
    no_win = (NINE_GATES, (), tile("1z"))
    twins.append(Twin("score mcr: a hand that does not win", *mcr_twin(no_win)))
    twins.append(Twin("patterns: a hand that does not win", *patterns_twin(no_win)))
    return twins


# Settlement: core mjcore.settle(value, ruleset=name, ...) is reference single_win.settle(value,
# ruleset=spec, ...) (a Score: the reference score of the same hand), mjcore.settle_false_win(name,
# ...) is single_win.false_win(spec, ...).
SETTLE_SPECS = {**SPECS, "mcr": spec.parse(mcr.definition()),
                "hong-kong-unlimited": spec.parse(hong_kong.definition(name="hong-kong-unlimited", cap_faan=None))}


def settle_twin(value: Any, name: str, **facts: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
    rules = SETTLE_SPECS[name]
    if isinstance(value, tuple):  # a hand: each backend's score of it
        return (lambda: mjcore.settle(mjcore.score(core_hand(*value), name), **facts),
                lambda: single_win.settle(ruleset_score.score(rules, *value), ruleset=rules, **facts))
    return (lambda: mjcore.settle(value, ruleset=mjcore.Ruleset(rules), **facts),
            lambda: single_win.settle(value, ruleset=rules, **facts))


def false_win_twin(name: str, offender: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
    rules = SETTLE_SPECS[name]
    return (lambda: mjcore.settle_false_win(mjcore.Ruleset(rules), offender=offender),
            lambda: single_win.false_win(rules, offender=offender))


def settlement_twins() -> list[Twin]:
    nine_gates = GOOD_HANDS["nine gates"]
    bad: list[tuple[str, Any, str, dict[str, Any]]] = [
        ("winner 4", 8, "hong-kong", {"winner": 4}),
        ("winner True", 8, "hong-kong", {"winner": True}),
        ("the winner discarded", 8, "hong-kong", {"winner": 1, "discarder": 1}),
        ("dealer 1.0", 8, "baoding", {"winner": 1, "dealer": 1.0}),
        ("earlier discarders as text", 8, "zung-jung", {"winner": 1, "discarder": 2, "earlier_discarders": "23"}),
        ("earlier discarders of a self-draw", 8, "zung-jung", {"winner": 1, "earlier_discarders": [2]}),
        ("a robbed kong with a discarder", 8, "cantonese", {"winner": 1, "discarder": 2, "robbed": 3}),
        ("the winner robbed", 8, "cantonese", {"winner": 1, "robbed": 1}),
        ("liable on a discard", 8, "cantonese", {"winner": 1, "discarder": 2, "liable": 3}),
        ("the winner liable", 8, "hong-kong", {"winner": 1, "liable": 1}),
        ("robbed under sichuan", 2, "sichuan", {"winner": 1, "robbed": 3}),
        ("liable under zung-jung", 80, "zung-jung", {"winner": 1, "liable": 3}),
        ("a bool value", True, "hong-kong", {"winner": 0}),
        ("a float value", 8.0, "hong-kong", {"winner": 0}),
        ("a negative value", -1, "sichuan", {"winner": 0}),
        ("a value beyond any hand", 2**40, "mcr", {"winner": 0}),
        ("a bare value below the minimum", 7, "mcr", {"winner": 0}),
        ("a hand below the minimum", (counts("123m456p789s123p5s"), (), tile("5s")), "hong-kong", {"winner": 2}),
        ("a bad seat before a bad fact", 8, "sichuan", {"winner": 5, "robbed": 1}),
        ("a hand and a bad seat", nine_gates, "zung-jung", {"winner": 0, "discarder": -1}),
    ]
    twins = [Twin(f"settle: {label}", *settle_twin(value, name, **facts)) for label, value, name, facts in bad]
    for name, offender in (("mcr", 4), ("mcr", "1"), ("zung-jung", 0), ("cantonese", 1), ("sichuan", 2),
                           ("baoding", 3), ("hong-kong-unlimited", 0)):
        twins.append(Twin(f"settle_false_win: {name}, offender {offender!r}", *false_win_twin(name, offender)))
    return twins


BAD = hand_twins() + shanten_function_twins() + context_twins() + ruleset_rule_twins() + settlement_twins()


@pytest.mark.parametrize("twin", BAD, ids=[t.id for t in BAD])
def test_bad_input_is_refused_alike(twin: Twin) -> None:
    core = twin.core_outcome()
    assert core[0] in ("ValueError", "TypeError"), f"the core accepts it: {core}"  # the input is bad
    assert outcome(twin.ref) == core


# The rulesets a good hand wins under, where not all three (Hong Kong takes no seven pairs, none the knitted forms).
WINS_UNDER = {"seven pairs": ("zung-jung", "baoding"), "knitted and honours": ()}


def good_twins() -> list[Twin]:
    twins: list[Twin] = []
    for name, plain in GOOD_HANDS.items():
        twins.append(Twin(f"decompose: {name}", *decompose_twin(plain)))
        twins.append(Twin(f"is_winning: {name}", *is_winning_twin(plain)))
        if plain[2] is None:
            continue
        twins.append(Twin(f"score mcr: {name}", *mcr_twin(plain)))
        twins.append(Twin(f"patterns: {name}", *patterns_twin(plain, self_drawn=True, seat_wind="S")))
        for ruleset in WINS_UNDER.get(name, ("zung-jung", "hong-kong", "baoding")):
            twins.append(Twin(f"score {ruleset}: {name}", *ruleset_twin(ruleset, plain, prevalent_wind="W")))
    contexts: list[tuple[str, Plain, dict[str, Any]]] = [
        ("a robbed kong", NOT_HOLDING_WIN, {"kong": True, "last_tile": False}),
        ("a robbed added kong", NOT_HOLDING_WIN, {"kong": True, "robbed_kong": "added"}),
        ("槓上槓", TWO_KONGS, {"kong_on_kong": True, "kong": True, "self_drawn": True}),
        ("地和", NOT_HOLDING_WIN, {"first_turn": True, "seat_wind": 3}),
        ("人和", NOT_HOLDING_WIN, {"first_round_discard": True, "seat_wind": "N"}),
        ("天听 for East, not the dealer", NOT_HOLDING_WIN, {"ready_at_deal": True, "dealer": False}),
        ("a void suit the hand lacks", GOOD_HANDS["nine gates"], {"void_suit": "p"}),
        ("天和 for a dealer seated West", NOT_HOLDING_WIN, {"first_turn": True, "self_drawn": True, "seat_wind": 2,
                                                         "dealer": True}),
        ("人和 for the dealer", NOT_HOLDING_WIN, {"first_round_discard": True}),
    ]
    for name, plain, ctx in contexts:
        twins.append(Twin(f"score mcr: {name}", *mcr_twin(plain, **ctx)))
        twins.append(Twin(f"score zung-jung: {name}", *ruleset_twin("zung-jung", plain, **ctx)))
        twins.append(Twin(f"score cantonese: {name}", *ruleset_twin("cantonese", plain, **ctx)))
    twins.append(Twin("score sichuan: a one-suit hand", *ruleset_twin("sichuan", GOOD_HANDS["nine gates"], self_drawn=1)))
    for label, value, ruleset, facts in (
        ("nine gates", GOOD_HANDS["nine gates"], "zung-jung", {"winner": 1, "discarder": 3, "earlier_discarders": [2]}),
        ("8 faan on a discard", 8, "hong-kong", {"winner": 1, "discarder": 3}),
        ("3番 robbed", 3, "cantonese", {"winner": 1, "robbed": 3}),
        ("6番 with 包", 6, "cantonese", {"winner": 0, "liable": 2}),
        ("2翻 from the dealer", 2, "baoding", {"winner": 1, "discarder": 0, "dealer": 0}),
        ("3番 self-drawn", 3, "sichuan", {"winner": 2}),
        ("40 points", 40, "mcr", {"winner": 3}),
    ):
        twins.append(Twin(f"settle: {label}", *settle_twin(value, ruleset, **facts)))
    for name in ("mcr", "hong-kong"):
        twins.append(Twin(f"settle_false_win: {name}", *false_win_twin(name, 2)))
    twins.append(Twin("waits: nine gates", *waits_twin(GOOD_HANDS["nine gates"])))
    twins.append(Twin("waits: beside a pung", *waits_twin(PUNG_HAND)))
    for label, calls in {
        "nine gates": shanten_twins(NINE_GATES, only=["shanten", "shanten_by_form", "useful_tiles", "waits_by_form"]),
        "nine gates as bytes, seven pairs": shanten_twins(NINE_GATES, as_bytes=True, forms=["seven_pairs"],
                                                          only=["shanten", "useful_tiles"]),
        "10 tiles (1 meld implied)": shanten_twins(counts("1112345678m"), only=["shanten", "useful_tiles", "waits_by_form"]),
        "beside a pung": shanten_twins(counts("123m456p789s5z"), PUNG_HAND[1], visible=counts("5z"),
                                       only=["shanten", "shanten_by_form", "useful_tiles", "waits_by_form"]),
        "14 tiles": shanten_twins(counts("11123456789999m"), visible=counts("1z"),
                                  only=["shanten", "shanten_by_form", "discard_options"]),
        "11 tiles beside a kong, knitted straight": shanten_twins(
            counts("147m258p369s12z"), KONG_HAND[1], forms=["knitted_straight"], only=["shanten", "discard_options"]),
    }.items():
        twins.extend(Twin(f"{name}: {label}", core, ref) for name, (core, ref) in calls.items())
    return twins


GOOD = good_twins()


@pytest.mark.parametrize("twin", GOOD, ids=[t.id for t in GOOD])
def test_good_input_gives_equal_results(twin: Twin) -> None:
    core = twin.core_outcome()
    assert core[0] == "result", core
    assert outcome(twin.ref) == core


def test_every_pair_is_exercised_both_ways() -> None:
    # Each pair has good and bad calls here: a pair dropped from one catalogue fails this.
    def pairs(twins: list[Twin]) -> set[str]:
        return {t.id.split(":")[0] for t in twins}

    expected = {"decompose", "is_winning", "waits", "shanten", "shanten_by_form", "useful_tiles", "waits_by_form",
                "discard_options", "score mcr", "patterns", "settle", "settle_false_win"} | {
                    f"score {name}" for name in SPECS}
    assert pairs(BAD) == expected
    assert pairs(GOOD) == expected


# What differs by design: the same type, each message naming its own backend's argument.
BY_DESIGN: list[tuple[str, Callable[[], Any], Callable[[], Any], type[Exception], str, str]] = [
    # The core also reads a tile string as the winning tile; the reference reads indices only.
    ("win 5.0", lambda: core_hand(NINE_GATES, (), 5.0), lambda: reference.decompose(NINE_GATES, (), 5.0),  # type: ignore[arg-type]
     TypeError, "win must be", "win must be"),
    # melds: the core's are meld strings or Meld objects, the reference's plain tuples.
    ("melds 5", lambda: mjcore.Hand.from_counts(NINE_GATES, 5, 4),  # type: ignore[arg-type]
     lambda: reference.decompose(NINE_GATES, 5, 4),  # type: ignore[arg-type]
     TypeError, "melds must be", "melds must be"),
    # The core's shanten functions also read a Hand or a tile string.
    ("a hand of None", lambda: mjcore.shanten(None), lambda: ref_shanten.shanten(None),  # type: ignore[arg-type]
     TypeError, "hand must be", "concealed must be"),
    # forms: core Form members, reference form ids.
    ("forms as a string", lambda: mjcore.shanten(NINE_GATES, forms="regular"),  # type: ignore[arg-type]
     lambda: ref_shanten.shanten(NINE_GATES, forms="regular"), TypeError, "forms must be", "forms must be"),
    ("forms holding a number", lambda: mjcore.shanten(NINE_GATES, forms=[1]),  # type: ignore[list-item]
     lambda: ref_shanten.shanten(NINE_GATES, forms=[1]),  # type: ignore[list-item]
     TypeError, "forms must be", "forms must hold"),
    # The core's message says how to give a Hand its winning tile, which the reference has no use for.
    ("scoring without the winning tile", lambda: mjcore.score(core_hand(NINE_GATES, (), None)),
     lambda: ref_mcr.score(NINE_GATES, (), None),  # type: ignore[arg-type]
     ValueError, "scoring needs the winning tile", "scoring needs the winning tile"),
]


@pytest.mark.parametrize(("label", "core", "ref", "error", "core_says", "ref_says"), BY_DESIGN, ids=[c[0] for c in BY_DESIGN])
def test_what_differs_by_design_is_refused_alike(
    label: str, core: Callable[[], Any], ref: Callable[[], Any], error: type[Exception], core_says: str, ref_says: str
) -> None:
    for call, says in ((core, core_says), (ref, ref_says)):
        with pytest.raises(error) as raised:
            call()
        assert type(raised.value) is error and str(raised.value).startswith(says), raised.value


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: reference.decompose(NINE_GATES, (("triple", 3, "exposed"),), 4), "melds: unknown meld kind 'triple'"),
        (lambda: reference.decompose(NINE_GATES, (("pung", 3, "claimed"),), 4), "melds: unknown meld source 'claimed'"),
        (lambda: reference.decompose(NINE_GATES, ((3, "pung"),), 4),  # type: ignore[arg-type]
         "melds: a meld must be a (kind, first tile, source)"),
        (lambda: ref_shanten.shanten(NINE_GATES, forms=["triangle"]), "forms: unknown form 'triangle'"),
    ],
)
def test_reference_only_spellings_are_refused_by_name(call: Callable[[], Any], message: str) -> None:
    # Inputs the core cannot be given (its kinds, sources and forms are enums): still the contract.
    with pytest.raises((ValueError, TypeError)) as raised:
        call()
    assert str(raised.value).startswith(message), raised.value
