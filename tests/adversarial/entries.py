"""The per-hand entry points: for each, a valid baseline call, and per argument the pool
of hostile values it is fed (built from the baseline's value, so that ``same`` values
stand for it). Random baselines (seeded hands from :mod:`mjcore.corpus`) vary the rest of
the call in the random cases.

Each row of :data:`ENTRIES` is ``Entry(name, call, base, pools, random_base)``; the
families (:mod:`adversarial.families`) group the rows.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import mjcore
from adversarial import values as V
from adversarial.values import MB, Value, const
from mjcore import corpus
from mjcore.compat import mahjonggb as gb
from mjcore.tiles import parse_flowers, render_flowers

Pool = Callable[[Any], list[Value]]
Hand, Meld, Form = mjcore.Hand, mjcore.Meld, mjcore.Form


@dataclass(frozen=True)
class Entry:
    """``call(**base)`` is valid; ``pools[arg](base[arg])`` are the values ``arg`` is fed
    (the others keeping the baseline's); ``names[arg]``: the words a message about ``arg``
    may use for it (default: its name)."""

    name: str
    call: Callable[..., Any]
    base: Mapping[str, Any]
    pools: Mapping[str, Pool]
    random_base: Callable[[random.Random], Mapping[str, Any]] | None = None
    names: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    allow: tuple[type[BaseException], ...] = ()

    def aliases(self, arg: str) -> tuple[str, ...]:
        return self.names.get(arg, ALIASES.get(arg, (arg,)))


ALIASES: dict[str, tuple[str, ...]] = {
    "melds": ("melds", "meld"), "hands": ("hands", "hand"), "contexts": ("contexts", "context"),
    "earlier_discarders": ("earlier_discarders", "earlier discarder"),
}  # fmt: skip
"""Words that name an argument when the message is about one of its items ("a meld must be ...")."""


# --------------------------------------------------------------------------------------------
# Pools by kind of argument
# --------------------------------------------------------------------------------------------


def tiles_text(base: str) -> list[Value]:
    """Concealed tiles in notation: the baseline in the other notations (same), malformed."""
    tiles = mjcore.parse_tiles(base)
    return V.text() + [
        Value(f"{base!r} in gb notation", lambda: mjcore.render_tiles(tiles, "gb"), "same"),
        Value(f"{base!r} in unicode notation", lambda: mjcore.render_tiles(tiles, "unicode"), "same"),
        Value(f"{base!r} in fullwidth digits", lambda: base.translate({ord(d): ord(d) + 0xFEE0 for d in "0123456789"}), "maybe_same"),
        Value(f"{base!r} as bytes", lambda: base.encode(), name_check=True),
        const(""),
        const(" "),
        Value("'1m' * 500000", lambda: "1m" * 500_000),
        Value(f"{base!r} * 100000", lambda: base * 100_000),
    ]


def tile_value(base: str | int | None) -> list[Value]:
    """A tile given as notation or index (None: no winning tile)."""
    out = V.index(0, 33, valid_types=("None",), text_ok=True)
    if base is None:
        return out + V.bad_strings() + V.bad_bytes()
    t = mjcore.parse_tile(base) if isinstance(base, str) else base
    text = mjcore.render_tiles([t])
    return out + [
        const(t, "same", label=f"{t} (the index of {text})"),
        Value(f"{text!r} in gb notation", lambda: mjcore.render_tiles([t], "gb"), "same"),
        Value(f"{text!r} in unicode notation", lambda: mjcore.render_tiles([t], "unicode"), "same"),
        Value(f"np.int64({t})", lambda: __import__("numpy").int64(t), "maybe_same", name_check=True),
        const(text * 2),
        const(""),
        Value(f"{text!r} * 1MB", lambda: text * MB),
    ] + V.bad_strings() + V.bad_bytes()


def melds_value(base: Sequence[str | Meld]) -> list[Value]:
    """Declared melds: the baseline as Meld objects or a tuple (same), malformed lists."""
    base = list(base)
    parsed = [m if isinstance(m, Meld) else Meld.parse(m) for m in base]
    texts = [m.to_string() for m in parsed]
    return [
        Value("tuple(melds)", lambda: tuple(base), "same"),
        Value("melds as Meld objects", lambda: list(parsed), "same"),
        Value("melds as strings", lambda: list(texts), "same"),
        Value("iter(melds)", lambda: iter(base), "maybe_same", name_check=True),
        const(None, name_check=True),
        const("pung 222z", name_check=True, label="'pung 222z' (one string, not a list)"),
        const([None], name_check=True),
        const([3], name_check=True),
        const([2**64], name_check=True),
        const([b"pung 222z"], name_check=True),
        const([["pung", "222z"]], name_check=True),
        const({"pung 222z": 1}, name_check=True),
        const(["pung 222z\x00"]),
        const(["\ud800"]),
        const(["pung 2z"]),
        const(["chow 899m"]),
        Value("['pung ' + '2' * 1MB + 'z']", lambda: ["pung " + "2" * MB + "z"]),
        Value("['x' * 1MB]", lambda: ["x" * MB]),
        Value("['pung 222z'] * 100000", lambda: ["pung 222z"] * 100_000),
        Value("[Meld(PUNG, 27)] * 100000", lambda: [Meld(mjcore.MeldKind.PUNG, 27)] * 100_000),
    ]


def flowers_value(base: int | str) -> list[Value]:
    """Flowers as a count 0..8 or flower tiles ("1f6f")."""
    return V.index(0, 8, base if isinstance(base, int) else None, text_ok=True) + [
        const("1f6f", "any"),
        const("9f"),
        const("1f" * 2),
        const("1f2f3f4f5f6f7f8f1f"),
        Value("'1f' * 1MB", lambda: "1f" * MB),
    ] + V.bad_strings()


def count_or_none(lo: int, hi: int) -> Pool:
    return lambda base: V.index(lo, hi, base, valid_types=("None",))


def index_value(lo: int, hi: int) -> Pool:
    return lambda base: V.index(lo, hi, base)


def seat_value(base: int | None) -> list[Value]:
    """A player 0..3, or None (none: a self-draw)."""
    return V.index(0, 3, base, valid_types=("None",))


def wind_value(base: str | int) -> list[Value]:
    """A wind: E S W N or 0..3."""
    letters = [const(w, "any") for w in "ESWN"]
    letters += [const(0, "same", label="0 (East)")] if base == "E" else []
    return V.index(0, 3) + letters + [const(w) for w in ("e", "East", "", "EE", "Z")] + V.bad_strings() + V.bad_bytes()


def choice(valid: Sequence[str]) -> Pool:
    """A str argument taking one of ``valid``."""
    return lambda base: [const(v, "any") for v in valid] + [const(valid[0].upper()), const(""), const(valid[0] + "\x00")] + V.text()


def robbed_kong_value() -> list[Value]:
    """score()'s robbed_kong: a kind of kong or None (the baseline's kong=False refuses them all)."""
    kinds = ("added", "direct", "concealed")
    return [const(v, "any") for v in kinds] + [const("ADDED"), const(""), const("added\x00")] + V.text(valid=("None",))


def dealer_value(base: bool | None) -> list[Value]:
    """score()'s dealer: a bool, or None (the East seat is); any other type is refused by name."""
    truths = [const(v, "any") for v in (None, True, False, 0, 1, 2**64, -1)]
    return truths + V.wrong_types(valid=("None",)) + V.floats() + [const("True", name_check=True)]


def void_suit_value() -> list[Value]:
    """score()'s void_suit: a suit letter or None (the baseline holds only characters, so 'm' is refused)."""
    return [const(v, "any") for v in "mps"] + [const("M"), const("z"), const("m\x00")] + V.text(valid=("None",))


def flag_value(base: bool) -> list[Value]:
    return V.flag()


def hand_value(base: Hand) -> list[Value]:
    """A Hand or a tile string (the string says nothing of a winning tile)."""
    out = [Value(f"{base.to_string()!r} (the tiles as a string)", lambda: base.to_string(), "any")]
    if base.win is None and not base.melds:
        out[0] = out[0].but(expect="same")
    return out + V.text() + [
        Value("Meld.parse('pung 222z')", lambda: Meld.parse("pung 222z"), name_check=True),
        Value("34 counts as a list", lambda: list(base.concealed), name_check=True),
        const(""),
    ]


def shanten_hand(base: Hand) -> list[Value]:
    """A Hand, a tile string, or 34 counts (bytes, buffer, array, list)."""
    assert base.win is None
    # A string (or counts) of 13 - 3k tiles stands for k melds, but not for which: the same
    # answer only for a hand without melds (a kong's fourth tile counts towards the limit).
    out = [Value(f"{base.to_string()!r} (the tiles as a string)", lambda: base.to_string(), "any" if base.melds else "same")]
    if not base.melds:
        out += V.counts(base.concealed)
    return out + V.text(valid=("b'123m'", "bytearray(b'123m')")) + [const("")]


def forms_value(base: Any) -> list[Value]:
    """A Form, an iterable of Forms, or None (all)."""
    out = [const(None, "any"), const(Form.REGULAR, "any", label="Form.REGULAR"), Value("list(Form)", lambda: list(Form), "any")]
    if base is None:
        out += [
            Value("list(Form)", lambda: list(Form), "same"),
            Value("(f for f in Form)", lambda: (f for f in Form), "same"),
            Value("list(Form) * 100000", lambda: list(Form) * 100_000, "same"),
            Value("{f: 1 for f in Form}", lambda: {f: 1 for f in Form}, "maybe_same", name_check=True),
        ]
    return out + [
        const([], label="[]"),
        const([None], name_check=True),
        const(["regular"], name_check=True),
        const("regular", name_check=True),
        const(0, name_check=True),
        const(1, name_check=True),
        const(2**64, name_check=True),
        const([0, 1], name_check=True),
        const(True, name_check=True),
    ] + [v for v in V.wrong_types() if v.label != "None"] + V.bad_strings()[:4]


def visible_value(base: Any) -> list[Value]:
    """Tiles seen elsewhere: None or 34 counts (zeros stand for None)."""
    zeros = [0] * 34
    out = [const(None, "any")] + [v for v in V.counts(zeros) if v.label != "None"]
    return [v.but(expect="same") if v.expect == "same" else v for v in out] + [
        Value("[4] * 34", lambda: [4] * 34, "any"),
        Value("[5] + [0] * 33", lambda: [5] + [0] * 33, bad=5),
    ]


def ruleset_value(base: Any) -> list[Value]:
    """A ruleset name, a Ruleset, a RuleTable or None (MCR)."""
    names = list(mjcore.rulesets.names())
    out = [const(n, "any") for n in names]
    out += [
        Value("get_ruleset('mcr')", lambda: mjcore.get_ruleset("mcr"), "same" if base == "mcr" else "any"),
        Value("get_ruleset('mcr').table", lambda: mjcore.get_ruleset("mcr").table, "same" if base == "mcr" else "any"),
        const(None, "same" if base == "mcr" else "any"),
    ]
    return out + [const(w) for w in ("MCR", "", "riichi", "mcr ")] + [
        v for v in V.text() if v.label != "None"
    ] + [Value("Ruleset.spec (not a Ruleset)", lambda: mjcore.get_ruleset("mcr").spec, name_check=True)]


def tile_list(lo: int, hi: int) -> Pool:
    """Tile indices 0..33 (flowers 0..7) as a list."""

    def pool(base: Sequence[int]) -> list[Value]:
        base = list(base)
        return [
            Value("tuple(tiles)", lambda: tuple(base), "same"),
            Value("np.array(tiles, int64)", lambda: __import__("numpy").array(base, "int64"), "maybe_same", name_check=True),
            Value("[np.int64(t) for t in tiles]", lambda: [__import__("numpy").int64(t) for t in base], "maybe_same", name_check=True),
            Value("tiles * 100000", lambda: base * 100_000, "any"),
            const([], "any"),
            const([None], name_check=True),
            const([True], name_check=True),
            const([1.0], name_check=True),
            const(["1m"], name_check=True),
            const("123m", name_check=True),
        ] + [const([v], bad=v) for v in (hi + 1, lo - 1) + V.HUGE_INTS if not lo <= v <= hi] + [
            v for v in V.wrong_types() if v.label not in ("b'123m'", "bytearray(b'123m')")
        ]

    return pool


def gb_hand(base: Sequence[str]) -> list[Value]:
    """A PyMahjongGB hand: a tuple of tile codes."""
    base = tuple(base)
    return [
        Value("list(hand)", lambda: list(base), "maybe_same", name_check=True),
        Value("hand as one string", lambda: "".join(base), name_check=True),
        const((), "any"),
        Value("hand + ('W1',) * 100000", lambda: base + ("W1",) * 100_000),
        Value("hand[:-1] + (None,)", lambda: base[:-1] + (None,), name_check=True),
        Value("hand[:-1] + (1,)", lambda: base[:-1] + (1,), name_check=True),
        Value("hand[:-1] + (b'W1',)", lambda: base[:-1] + (b"W1",), name_check=True),
        Value("hand[:-1] + ('W0',)", lambda: base[:-1] + ("W0",)),
        Value("hand[:-1] + ('W1\\x00',)", lambda: base[:-1] + ("W1\x00",)),
        Value("hand[:-1] + ('W1W2',)", lambda: base[:-1] + ("W1W2",)),
    ] + [Value(f"hand[:-1] + ({lab},)", lambda m=make: base[:-1] + (m(),)) for lab, make in V.BAD_STRINGS] + [
        v.but(name_check=False) if v.label == "['1m', '2m']" else v for v in V.wrong_types()  # codes of another notation
    ]


def gb_one_pack(base: tuple[str, str, int]) -> list[Value]:
    """One PyMahjongGB pack: a (kind, tile, offer) triple."""
    kind, tile, offer = base
    out = [
        Value("list(pack)", lambda: list(base), "maybe_same", name_check=True),
        const(base[:2], name_check=True),
        const(base + (1,), name_check=True),
        const((kind, tile, None), name_check=True),
        const((kind, tile, 1.0), name_check=True),
        const((kind, tile, True), "same"),  # PyMahjongGB reads offer as an int, and True is 1
        const((None, tile, offer), name_check=True),
        const((kind, None, offer), name_check=True),
        const(("CHI", "W9", 1)),
        const(("PENG", "H1", 1)),
        const(("KONG", tile, 1)),
        const((kind, "W0", offer)),
    ]
    out += [const((kind, tile, v), bad=v) for v in (4, 8) + V.HUGE_INTS if not 0 <= v <= 3]
    out += [Value(f"({kind!r}, {lab}, {offer})", lambda m=make: (kind, m(), offer)) for lab, make in V.BAD_STRINGS[:8]]
    out += [Value(f"({lab}, {tile!r}, {offer})", lambda m=make: (m(), tile, offer)) for lab, make in V.BAD_STRINGS[:8]]
    return out + V.wrong_types()


def gb_pack(base: Sequence[tuple[str, str, int]]) -> list[Value]:
    """PyMahjongGB packs: a tuple of (kind, tile, offer) triples; the first one fed every
    value of gb_one_pack."""
    base = tuple(base)
    return [
        Value("list(pack)", lambda: list(base), "maybe_same", name_check=True),
        const((), "any"),
        Value("pack * 100000", lambda: base * 100_000),
    ] + [v.but(label=f"({v.label},)", make=lambda m=v.make: (m(),)) for v in gb_one_pack(base[0])] + V.wrong_types()


def gb_tile(base: str) -> list[Value]:
    return [const(base.lower()), const(""), const(base * 2), const("H1"), const(4, name_check=True)] + V.text()


# --------------------------------------------------------------------------------------------
# Random baselines
# --------------------------------------------------------------------------------------------


def random_complete(rng: random.Random) -> Hand:
    concealed, melds, win = corpus.random_complete_hand(rng)
    h = corpus.to_hand((concealed, melds, win))
    return Hand.from_counts(list(concealed), h.melds, win, flowers=rng.randrange(9))


def random_partial(rng: random.Random, drawn: int) -> Hand:
    k = rng.choice((0, 0, 1, 2))
    concealed, melds, _ = corpus.random_hand(rng, 13 + drawn - 3 * k, k)
    return Hand.from_counts(list(concealed), _melds(melds))


def _melds(melds: Sequence[tuple[str, int, str]]) -> list[Meld]:
    kind = {"chow": mjcore.MeldKind.CHOW, "pung": mjcore.MeldKind.PUNG, "kong": mjcore.MeldKind.KONG}
    source = {"exposed": mjcore.MeldSource.EXPOSED, "concealed": mjcore.MeldSource.CONCEALED}
    return [Meld(kind[k], f, source[s]) for k, f, s in melds]


def parse_args(h: Hand) -> dict[str, Any]:
    return {
        "tiles": h.to_string(),
        "win": None if h.win is None else mjcore.render_tiles([h.win]),
        "melds": tuple(m.to_string() for m in h.melds),
        "flowers": h.flowers,
    }


def score_context(rng: random.Random) -> dict[str, Any]:
    from mcr_corpus import random_context

    ctx = random_context(rng)
    ctx["seat_wind"] = "ESWN"[ctx["seat_wind"]]
    ctx["prevalent_wind"] = "ESWN"[ctx["prevalent_wind"]]
    ctx["flowers"] = ctx["flowers"] if rng.random() < 0.5 else None
    return ctx


LONG_VALID = ("'1' * 1MB + 'm'", "'\\U0001f004' * 1MB")
"""Labels of :data:`values.BAD_STRINGS` that are valid tile notation (parse_tiles takes any number of tiles)."""

# --------------------------------------------------------------------------------------------
# The table
# --------------------------------------------------------------------------------------------

NINE_GATES = Hand.parse("1112345678999m", win="5m")
READY = Hand.parse("1112345678999m")
DRAWN = Hand.parse("1112345678999m5p")
MELDED_READY = Hand.parse("2345678999m", melds=["pung 111m"])
SCORE_FLAGS = (
    "self_drawn", "last_tile", "kong", "fourth_tile", "first_turn", "ready_at_deal",
    "discard_after_kong", "kong_on_kong", "first_round_discard",
)  # fmt: skip
SCORE_BASE = {"hand": NINE_GATES, "ruleset": "mcr", **{f: False for f in SCORE_FLAGS},
              "seat_wind": "E", "prevalent_wind": "E", "flowers": None, "robbed_kong": None, "dealer": None,
              "void_suit": None}  # fmt: skip
CONTEXT_POOLS: dict[str, Pool] = {f: flag_value for f in SCORE_FLAGS} | {
    "seat_wind": wind_value, "prevalent_wind": wind_value, "flowers": count_or_none(0, 8),
    "robbed_kong": lambda base: robbed_kong_value(),
    "dealer": dealer_value,
    "void_suit": lambda base: void_suit_value(),
}
GB_NINE_GATES = tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split())
GB_FAN_BASE = {
    "pack": (("PENG", "F1", 1),), "hand": tuple("W1 W2 W3 B4 B5 B6 T7 T8 T9 J1".split()), "winTile": "J1",
    "flowerCount": 0, "isSelfDrawn": False, "is4thTile": False, "isAboutKong": False, "isWallLast": False,
    "seatWind": 0, "prevalentWind": 0, "verbose": False,
}  # fmt: skip
GB_FLAGS = ("isSelfDrawn", "is4thTile", "isAboutKong", "isWallLast", "verbose")


def _score_random(rng: random.Random) -> dict[str, Any]:
    hand, context = random_complete(rng), score_context(rng)
    if hand.flowers:  # flowers come from the hand or the keyword, never both (a valid baseline)
        context["flowers"] = None
    return {**SCORE_BASE, "hand": hand, **context, "ruleset": rng.choice(["mcr", "zung-jung", "sichuan", "hong-kong"])}


def _partial(drawn: int) -> Callable[[random.Random], dict[str, Any]]:
    return lambda rng: {"hand": random_partial(rng, drawn), "visible": None, "forms": None}


ENTRIES: dict[str, list[Entry]] = {
    "hand": [
        Entry("Hand.parse", lambda **a: Hand.parse(a["tiles"], win=a["win"], melds=a["melds"], flowers=a["flowers"]),
              {"tiles": "1112345678999m", "win": "5m", "melds": (), "flowers": 0},
              {"tiles": tiles_text, "win": tile_value, "melds": melds_value, "flowers": flowers_value},
              lambda rng: parse_args(random_complete(rng)), names={"tiles": ("tiles", "notation", "hand")}),
        Entry("Hand.parse (declared melds)", lambda **a: Hand.parse(a["tiles"], win=a["win"], melds=a["melds"], flowers=a["flowers"]),
              {"tiles": "123m456p5z", "win": "5z", "melds": ("pung 222z@across", "chow 789s"), "flowers": "1f6f"},
              {"tiles": tiles_text, "win": tile_value, "melds": melds_value, "flowers": flowers_value},
              names={"tiles": ("tiles", "notation", "hand")}),
        Entry("Hand()", lambda **a: Hand(a["tiles"], a["win"], a["melds"], a["flowers"]),
              {"tiles": "1112345678999m", "win": "5m", "melds": (), "flowers": 0},
              {"tiles": tiles_text, "win": tile_value, "melds": melds_value, "flowers": flowers_value},
              names={"tiles": ("tiles", "notation", "hand")}),
        Entry("Hand.to_string", lambda notation: NINE_GATES.to_string(notation), {"notation": "gb"},
              {"notation": choice(("canonical", "gb", "unicode"))}),
    ],
    "hand.from_counts": [
        Entry("Hand.from_counts", lambda **a: Hand.from_counts(a["concealed"], a["melds"], a["win"], a["flowers"]),
              {"concealed": tuple(READY.concealed), "melds": (), "win": 4, "flowers": 0},
              {"concealed": lambda b: V.counts(b, bytes_ok=False), "melds": melds_value, "win": tile_value, "flowers": flowers_value},
              lambda rng: (lambda h: {"concealed": tuple(h.concealed), "melds": tuple(h.melds), "win": h.win, "flowers": h.flowers})(random_complete(rng)),
              names={"concealed": ("concealed", "count")}),
        Entry("Hand.from_counts (declared melds)", lambda **a: Hand.from_counts(a["concealed"], a["melds"], a["win"], a["flowers"]),
              {"concealed": tuple(MELDED_READY.concealed), "melds": ("pung 111m",), "win": 4, "flowers": 2},
              {"concealed": lambda b: V.counts(b, bytes_ok=False), "melds": melds_value, "win": tile_value, "flowers": flowers_value},
              names={"concealed": ("concealed", "count")}),
    ],
    "meld": [
        Entry("Meld.parse", lambda text: Meld.parse(text), {"text": "pung 222z@across"},
              {"text": lambda b: V.text() + [const(t, "any") for t in ("pung 222z", "kong 2222z", "ankan 2222z", "chow 789s")]
               + [const(t) for t in ("", "pung 222z@nowhere", "chow 899m", "pung 2z", "chow 123m@across", "pung 222z@")]
               + [Value("'pung ' + '2' * 1MB + 'z'", lambda: "pung " + "2" * MB + "z"), Value("'pung 222z@' + 'a' * 1MB", lambda: "pung 222z@" + "a" * MB)]},
              names={"text": ("text", "meld")}),
        Entry("Meld()", lambda **a: Meld(a["kind"], a["first"], a["source"], a["claimed_from"], a["claimed_index"]),
              {"kind": mjcore.MeldKind.CHOW, "first": 3, "source": mjcore.MeldSource.EXPOSED, "claimed_from": mjcore.Seat.LEFT, "claimed_index": 1},
              {"kind": lambda b: V.enum(list(mjcore.MeldKind), b), "first": index_value(0, 33),
               "source": lambda b: V.enum(list(mjcore.MeldSource), b), "claimed_from": lambda b: V.enum(list(mjcore.Seat), b),
               "claimed_index": index_value(0, 3)}),
        Entry("Meld.to_string", lambda notation: Meld.parse("chow 789s").to_string(notation), {"notation": "unicode"},
              {"notation": choice(("canonical", "gb", "unicode"))}),
    ],
    "tiles": [
        Entry("parse_tile", mjcore.parse_tile, {"text": "5m"},
              {"text": lambda b: V.text() + [const(t, "same") for t in ("W5", "\U0001f00b")] + [const(t) for t in ("5m5m", "", "5", "m", "0m", "8z")]}),
        Entry("parse_tiles", mjcore.parse_tiles, {"text": "123m456p"},
              {"text": lambda b: V.text(valid=LONG_VALID) + [const("", "any"), Value("'1m' * 500000", lambda: "1m" * 500_000, "any"),
                                                         const("W1W2W3B4B5B6", "same"), const("123m456x")]}),
        Entry("render_tiles", mjcore.render_tiles, {"tiles": (0, 1, 2, 33), "notation": "canonical"},
              {"tiles": tile_list(0, 33), "notation": choice(("canonical", "gb", "unicode"))}),
        Entry("tile_name", mjcore.tile_name, {"tile": 4, "language": "en"},
              {"tile": index_value(0, 33), "language": choice(("en", "zh"))}),
        # parse_flowers skips ordinary tiles (documented, doctested): a string of them is valid text.
        Entry("parse_flowers", parse_flowers, {"text": "1f6f"},
              {"text": lambda b: V.text(valid=V.TILE_TEXT) + [const("9f"), const("1m", "any")]}),
        Entry("render_flowers", render_flowers, {"flowers": (0, 5), "notation": "canonical"},
              {"flowers": tile_list(0, 7), "notation": choice(("canonical", "gb", "unicode"))}),
    ],
    "evaluate": [
        Entry(name, fn, {"hand": base}, {"hand": hand_value}, lambda rng: {"hand": random_complete(rng)})
        for name, fn, base in (
            ("is_winning", mjcore.is_winning, NINE_GATES),
            ("decompose", mjcore.decompose, NINE_GATES),
            ("waits", mjcore.waits, READY),
        )
    ],
    "score": [
        Entry("score", lambda **a: mjcore.score(a.pop("hand"), a.pop("ruleset"), **a), SCORE_BASE,
              {"hand": hand_value, "ruleset": ruleset_value, **CONTEXT_POOLS}, _score_random),
        Entry("patterns", lambda **a: mjcore.patterns(a.pop("hand"), **a), {k: v for k, v in SCORE_BASE.items() if k != "ruleset"},
              {"hand": hand_value, **CONTEXT_POOLS}, lambda rng: {k: v for k, v in _score_random(rng).items() if k != "ruleset"}),
    ],
    "shanten": [
        Entry("shanten", lambda hand, forms: mjcore.shanten(hand, forms=forms), {"hand": READY, "forms": None},
              {"hand": shanten_hand, "forms": forms_value}, lambda rng: {"hand": random_partial(rng, rng.randrange(2)), "forms": None}),
        Entry("shanten_by_form", mjcore.shanten_by_form, {"hand": DRAWN}, {"hand": shanten_hand},
              lambda rng: {"hand": random_partial(rng, 1)}),
        Entry("waits_by_form", mjcore.waits_by_form, {"hand": READY}, {"hand": shanten_hand}, lambda rng: {"hand": random_partial(rng, 0)}),
    ],
    "useful": [
        Entry("useful_tiles", lambda hand, visible, forms: mjcore.useful_tiles(hand, visible, forms=forms),
              {"hand": READY, "visible": None, "forms": None},
              {"hand": shanten_hand, "visible": visible_value, "forms": forms_value}, _partial(0)),
        Entry("discard_options", lambda hand, visible, forms: mjcore.discard_options(hand, visible, forms=forms),
              {"hand": DRAWN, "visible": None, "forms": None},
              {"hand": shanten_hand, "visible": visible_value, "forms": forms_value}, _partial(1)),
    ],
    "compat.fan": [
        Entry("MahjongFanCalculator", gb.MahjongFanCalculator, GB_FAN_BASE,
              {"pack": gb_pack, "hand": gb_hand, "winTile": gb_tile, "flowerCount": index_value(0, 8),
               **{f: flag_value for f in GB_FLAGS}, "seatWind": index_value(0, 3), "prevalentWind": index_value(0, 3)},
              names={"pack": ("pack", "offer", "pack"), "hand": ("hand",), "winTile": ("winTile", "win")}),
    ],
    "compat.pack": [
        Entry("meld_from_pack", gb.meld_from_pack, {"pack": ("PENG", "W1", 1)}, {"pack": gb_one_pack},
              names={"pack": ("pack", "offer")}),
    ],
    "compat.shanten": [
        Entry("MahjongShanten", gb.MahjongShanten, {"pack": (("PENG", "W1", 1),), "hand": GB_NINE_GATES[3:]},
              {"pack": gb_pack, "hand": gb_hand}, names={"pack": ("pack", "offer")})
    ] + [
        Entry(fn.__name__, fn, {"hand": GB_NINE_GATES}, {"hand": gb_hand})
        for fn in (gb.RegularShanten, gb.SevenPairsShanten, gb.ThirteenOrphansShanten,
                   gb.HonorsAndKnittedTilesShanten, gb.KnittedStraightShanten)
    ],
}
