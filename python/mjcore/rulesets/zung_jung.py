"""Zung Jung (中庸麻雀) as data, two presets.

* ``zj_source`` (default, built-in ``"zung-jung"``): the seed table 中庸麻雀役種及定義表 where it
  speaks, Alan Kwan's official v3.3 list where it is silent; the seed's extra patterns (小於五 ...
  三色連刻, 連七對) included.
* ``zj_official_v33`` (built-in ``"zung-jung-v3.3"``): Alan Kwan's v3.3 values and names.

Rules as data: the additive rule (patterns of different series add; within a series only the
highest counts - a ``series`` in the definition; no pattern counts twice except 番牌, which counts
once per set - ``count_once`` with unbounded value-honour patterns, and in the seed's reading 暗刻
and 槓, each also once per set), the 320 limit with the
listed-limit exception (a pattern worth more scores alone - ``limit_alone``), the chicken hand,
the winning forms (regular, seven pairs, thirteen terminals) and the payments.

Every choice the rule text leaves open is an option of :func:`definition` (see :class:`Options`;
docs/rulesets/zung-jung.md lists what each changes). This module holds no scoring logic.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Final

from .options import override

SOURCE: Final = "zj_source"
OFFICIAL: Final = "zj_official_v33"
PRESETS: Final = (SOURCE, OFFICIAL)
LIMIT: Final = 320


@dataclass(frozen=True)
class Pattern:
    """One row: catalogue id, ZJ number (S.x: seed-only), points in the seed preset and in
    v3.3 (None: absent), the seed's and v3.3's Chinese names, English name."""

    id: str
    number: str
    source: int | None
    official: int | None
    zh_source: str
    zh_official: str
    en: str

    @property
    def series(self) -> str:
        """ZJ series: "2.1" for 2.1.x, "S.1" for S.1a-e; own number otherwise."""
        if self.number.startswith("S."):
            return self.number.rstrip("abcde")
        parts = self.number.split(".")
        return ".".join(parts[:2])


def _p(id: str, number: str, source: int | None, official: int | None, zh: str, en: str, zh_v33: str = "") -> Pattern:
    return Pattern(id, number, source, official, zh, zh_v33 or zh, en)


# fmt: off
PATTERNS: Final[tuple[Pattern, ...]] = (
    # 1 trivial
    _p("all_sequences", "1.1", 10, 5, "平和", "All Sequences"),
    _p("closed_hand", "1.2", 10, 5, "門前清", "Concealed Hand"),
    _p("all_simples", "1.3", 10, 5, "斷么九", "No Terminals"),
    # 2 one suit
    _p("half_flush", "2.1.1", 40, 40, "混一色", "Mixed One-Suit"),
    _p("full_flush", "2.1.2", 80, 80, "清一色", "Pure One-Suit"),
    _p("nine_gates", "2.2", 480, 480, "九蓮寶燈", "Nine Gates"),
    # 3 honours (3.1 counts once per set: no series)
    _p("dragon_pung", "3.1.d", 10, 10, "箭刻", "Value Honor (Dragon)", "番牌"),
    _p("wind_pung", "3.1.w", 10, 10, "風刻", "Value Honor (Wind)", "番牌"),
    _p("seat_wind", "3.1.s", 10, 10, "風刻", "Value Honor (Seat Wind)", "番牌"),
    _p("little_three_dragons", "3.2.1", 60, 40, "小三元", "Small Three Dragons"),
    _p("big_three_dragons", "3.2.2", 160, 130, "大三元", "Big Three Dragons"),
    _p("small_three_winds", "3.3.1", 30, 30, "小三風", "Small Three Winds"),
    _p("big_three_winds", "3.3.2", 120, 120, "大三風", "Big Three Winds"),
    _p("little_four_winds", "3.3.3", 320, 320, "小四喜", "Small Four Winds"),
    _p("big_four_winds", "3.3.4", 480, 400, "大四喜", "Big Four Winds"),
    _p("all_honors", "3.4", 320, 320, "字一色", "All Honors"),
    # 4 triplets and kongs
    _p("all_pungs", "4.1", 30, 30, "對對和", "All Triplets"),
    _p("concealed_pung", "4.2.0", 10, 5, "暗刻", "Concealed Triplet"),
    _p("two_concealed_pungs", "4.2.1", 10, 5, "暗刻", "Two Concealed Triplets", "二暗刻"),
    _p("three_concealed_pungs", "4.2.2", 30, 30, "三暗刻", "Three Concealed Triplets"),
    _p("four_concealed_pungs", "4.2.3", 160, 125, "四暗刻", "Four Concealed Triplets"),
    _p("kong", "4.3.0", 20, 20, "槓", "Kong"),
    _p("one_kong", "4.3.1", 5, 5, "一槓", "One Kong"),
    _p("two_kongs", "4.3.2", 20, 20, "槓", "Two Kongs", "二槓"),
    _p("three_kongs", "4.3.3", 120, 120, "三槓", "Three Kongs"),
    _p("four_kongs", "4.3.4", 480, 480, "四槓", "Four Kongs"),
    # 5 identical sets
    _p("identical_chow_pair", "5.1.1", 20, 10, "一般高", "Two Identical Sequences"),
    _p("two_identical_chow_pairs", "5.1.2", 60, 60, "兩般高", "Two Identical Sequences Twice"),
    _p("pure_triple_chow", "5.1.3", 120, 120, "一色三同順", "Three Identical Sequences"),
    _p("quadruple_chow", "5.1.4", 480, 480, "一色四同順", "Four Identical Sequences"),
    # 6 similar sets
    _p("mixed_triple_chow", "6.1", 40, 35, "三色同順", "Three Similar Sequences"),
    _p("small_triple_pung", "6.2.1", 30, 30, "三色小同刻", "Small Three Similar Triplets"),
    _p("triple_pung", "6.2.2", 120, 120, "三色同刻", "Three Similar Triplets"),
    # 7 consecutive sets
    _p("pure_straight", "7.1", 40, 40, "一氣通貫", "Nine-Tile Straight"),
    _p("pure_shifted_pungs", "7.2.1", 100, 100, "三連刻", "Three Consecutive Triplets"),
    _p("four_pure_shifted_pungs", "7.2.2", 200, 200, "四連刻", "Four Consecutive Triplets"),
    # 8 terminals
    _p("outside_hand", "8.1.1", 40, 40, "混全帶么九", "Mixed Lesser Terminals"),
    _p("pure_outside_hand", "8.1.2", 60, 50, "純全帶么九", "Pure Lesser Terminals"),
    _p("all_terminals_and_honors", "8.1.3", 100, 100, "混么九", "Mixed Greater Terminals"),
    _p("all_terminals", "8.1.4", 320, 400, "清么九", "Pure Greater Terminals"),
    # 9 incidental bonuses (the seed's names are the mainland ones)
    _p("last_tile_draw", "9.1.1", 20, 10, "妙手回春", "Final Draw", "海底撈月"),
    _p("last_tile_claim", "9.1.2", 20, 10, "海底撈月", "Final Discard", "河底撈魚"),
    _p("out_with_replacement_tile", "9.2", 20, 10, "槓上開花", "Win on Kong", "嶺上開花"),
    _p("robbing_the_kong", "9.3", 20, 10, "搶槓和", "Robbing a Kong", "搶槓"),
    _p("heavenly_hand", "9.4.1", 160, 155, "天和", "Blessing of Heaven"),
    _p("heavenly_hand_after_kong", "9.4.1k", 160, 155, "天和", "Blessing of Heaven (After a Concealed Kong)"),
    _p("earthly_hand", "9.4.2", 160, 155, "人和", "Blessing of Earth", "地和"),
    _p("earthly_self_drawn", "9.4.3", 160, None, "地和", "Blessing of Earth (Self-Drawn)"),
    _p("earthly_self_drawn_after_kong", "9.4.3k", 160, None, "地和", "Blessing of Earth (Self-Drawn, After a Concealed Kong)"),
    # 10 irregular hands
    _p("thirteen_orphans", "10.1", 160, 160, "十三么九", "Thirteen Terminals"),
    _p("seven_pairs", "10.2.1", 30, 30, "七對子", "Seven Pairs"),
    _p("seven_shifted_pairs", "10.2.2", 320, None, "連七對", "Seven Shifted Pairs"),
    # seed-only series
    _p("lower_four", "S.1a", 60, None, "小於五", "All Below Five"),
    _p("upper_four", "S.1b", 60, None, "大於五", "All Above Five"),
    _p("lower_tiles", "S.1c", 80, None, "全小", "All Low"),
    _p("middle_tiles", "S.1d", 80, None, "全中", "All Middle"),
    _p("upper_tiles", "S.1e", 80, None, "全大", "All High"),
    _p("pure_shifted_chows", "S.2a", 40, None, "一色三步", "Pure Shifted Sequences"),
    _p("four_pure_shifted_chows", "S.2b", 120, None, "一色四步", "Four Pure Shifted Sequences"),
    _p("mixed_shifted_chows", "S.3", 30, None, "三色三步", "Mixed Shifted Sequences"),
    _p("mixed_shifted_pungs", "S.4", 80, None, "三色連刻", "Mixed Shifted Triplets"),
)
# fmt: on

CHICKEN: Final = Pattern("chicken_hand", "—", 1, 1, "雞和", "雞和", "Chicken Hand")
SELF_DRAWN: Final = Pattern("self_drawn", "X", 0, 0, "自摸", "自摸", "Self-Drawn")
PREVALENT_WIND: Final = Pattern("prevalent_wind", "3.1.p", 10, 10, "圈風刻", "圈風刻", "Value Honor (Prevalent Wind)")

READING_ROWS: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "concealed_ladder_reading": {
        "per_set": ("concealed_pung", "kong"),
        "rung": ("two_concealed_pungs", "one_kong", "two_kongs"),
    },
    "wind_pungs": {"any": ("wind_pung",), "seat": ("seat_wind",), "seat_and_prevalent": ("seat_wind",)},
    "heaven_earth_after_concealed_kong": {
        "add_kong_bonus": ("heavenly_hand_after_kong", "earthly_self_drawn_after_kong"),
        "void": (),
    },
}
"""The rows of PATTERNS that only one value of an option scores: option -> value -> ids."""
PER_SET: Final = frozenset({"dragon_pung", "wind_pung", "seat_wind", "concealed_pung", "kong"})
"""The patterns counted once per set (count_once aside): 番牌 (3.1), and 暗刻 / 槓 read per set."""
SELF_DRAWN_EARTH: Final = ("earthly_self_drawn", "earthly_self_drawn_after_kong")
"""The seed's 地和 (a non-dealer's self-draw on his first draw), worth its 人和; v3.3 has no such row."""

FORMS: Final = ("regular", "seven_pairs", "thirteen_orphans")
FOUR_CONCEALED_TOTAL: Final = 160
"""The seed's 四暗刻 value read as a total: with 對對和 and 門前清 it makes 160."""
PAYOFF_CAP: Final = 25
"""Formal payoff: above this value the others pay it and the discarder pays 3V - 2 x 25."""


@dataclass(frozen=True)
class Options:
    """The choices a Zung Jung table makes where the rule text leaves room.

    - `limit`, `listed_limit_exclusive`, `min_points`, `chicken_value`: the compound limit,
      whether a pattern worth more than the limit scores alone, the minimum to win (WSOM
      plays 5) and the chicken hand's value.
    - `payoff`: "formal" (the discarder pays for the others above 25) or "uniform";
      `same_turn_immunity`: under "formal", the first player to discard the winning tile in
      the go-around is the one responsible.
    - `dragons_in_three_dragons`: "add" scores the dragon pungs on top of 小三元 / 大三元;
      "included" reads the three-dragon values as totals that hold them.
    - `concealed_ladder_reading`: "per_set" (the seed) scores 10 per concealed pung and 20 per
      kong below the top rungs; "rung" (v3.3) scores the ladders by rung (二暗刻, 一槓, 二槓).
    - `four_concealed_pungs`: "add" stacks 四暗刻 with 對對和 and 門前清; "total" makes the
      three together 160.
    - `wind_pungs`: "any" (the seed: a pung of any wind is 風刻), "seat" (v3.3: the seat
      wind's only; the prevalent wind scores nothing) or "seat_and_prevalent".
    - `heaven_earth_after_concealed_kong`: "add_kong_bonus" (the seed: 天和 / 地和 won on a
      concealed kong's replacement tile count, beside 槓上開花) or "void" (v3.3).
    - `names`: "source" (the seed text's names, mainland for the incidental bonuses) or
      "official"; `earth_naming`: "src" (地和 self-drawn, 人和 on the dealer's discard) or
      "zj" (only the latter, named 地和). `None` means the preset's own default (for these and
      the three readings above).
    - `source_series_additive`: the seed-only patterns stack; False applies MCR's 不计
      between them and Zung Jung's.
    - `bonus_tiles`: flowers score (own seat 4, any other 2); `self_draw_pattern`: points
      for 自摸 (not Zung Jung; 0 = off).
    """

    limit: int = LIMIT
    listed_limit_exclusive: bool = True
    min_points: int = 0
    chicken_value: int = 1
    payoff: str = "formal"
    same_turn_immunity: bool = True
    dragons_in_three_dragons: str = "add"
    concealed_ladder_reading: str | None = None
    four_concealed_pungs: str = "add"
    wind_pungs: str | None = None
    heaven_earth_after_concealed_kong: str | None = None
    names: str | None = None
    earth_naming: str | None = None
    source_series_additive: bool = True
    bonus_tiles: bool = False
    self_draw_pattern: int = 0

    def __post_init__(self) -> None:
        choices = {
            "payoff": ("formal", "uniform"),
            "dragons_in_three_dragons": ("add", "included"),
            "concealed_ladder_reading": (None, "per_set", "rung"),
            "four_concealed_pungs": ("add", "total"),
            "wind_pungs": (None, "any", "seat", "seat_and_prevalent"),
            "heaven_earth_after_concealed_kong": (None, "add_kong_bonus", "void"),
            "names": (None, "source", "official"),
            "earth_naming": (None, "src", "zj"),
        }
        for key, allowed in choices.items():
            if getattr(self, key) not in allowed:
                raise ValueError(f"zung-jung option {key} must be one of {allowed}, got {getattr(self, key)!r}")
        for key in ("limit", "min_points", "chicken_value", "self_draw_pattern"):
            value = getattr(self, key)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"zung-jung option {key} must be a non-negative integer, got {value!r}")


_PRESET_VALUES: Final[dict[str, dict[str, str]]] = {
    SOURCE: {
        "concealed_ladder_reading": "per_set",
        "wind_pungs": "any",
        "heaven_earth_after_concealed_kong": "add_kong_bonus",
        "names": "source",
        "earth_naming": "src",
    },
    OFFICIAL: {
        "concealed_ladder_reading": "rung",
        "wind_pungs": "seat",
        "heaven_earth_after_concealed_kong": "void",
        "names": "official",
        "earth_naming": "zj",
    },
}
"""Each preset's values of the options left None."""


def options(preset: str = SOURCE, **overrides: Any) -> Options:
    """The options of a preset with any overrides; ValueError names an unknown option."""
    opts = override("zung-jung", PRESETS, preset, Options(), overrides)
    defaults: dict[str, Any] = {k: v for k, v in _PRESET_VALUES[preset].items() if getattr(opts, k) is None}
    return replace(opts, **defaults)


def definition(preset: str = SOURCE, *, name: str | None = None, **overrides: Any) -> dict[str, Any]:
    """The ruleset definition (mjcore.rulesets.spec format) of a preset and options."""
    opts = options(preset, **overrides)
    official = preset == OFFICIAL
    unread = {pid for option, readings in READING_ROWS.items() for ids in readings.values() for pid in ids}
    unread -= {pid for option, readings in READING_ROWS.items() for pid in readings[getattr(opts, option)]}
    rows = [
        p for p in PATTERNS
        if p.id not in unread and ((p.official if official else p.source) is not None or p.id in SELF_DRAWN_EARTH)
    ]  # fmt: skip
    points = {p.id: _value(p, official) for p in rows if p.id not in SELF_DRAWN_EARTH}
    names = {p.id: p.zh_official if opts.names == "official" else p.zh_source for p in rows}
    excludes: dict[str, list[str]] = {}
    extra: list[Pattern] = [CHICKEN]

    # the three-dragon values read as totals that already hold the dragon pungs.
    if opts.dragons_in_three_dragons == "included":
        for three in ("little_three_dragons", "big_three_dragons"):
            excludes.setdefault(three, []).append("dragon_pung")
    # 四暗刻's value as the total with 對對和 and 門前清.
    if opts.four_concealed_pungs == "total":
        points["four_concealed_pungs"] = FOUR_CONCEALED_TOTAL - points["all_pungs"] - points["closed_hand"]
    # the prevalent wind scores nothing in v3.3; the option counts its pung like the seat's.
    if opts.wind_pungs == "seat_and_prevalent":
        extra.append(PREVALENT_WIND)
    # the seed's 地和 is the self-drawn one and its 人和 the win on the dealer's discard;
    # ZJ has only the latter, named 地和.
    if opts.earth_naming == "zj":
        names["earthly_hand"] = "地和"
    else:
        names["earthly_hand"] = "人和"
        for earth in SELF_DRAWN_EARTH:
            if earth in names:
                points[earth], names[earth] = points["earthly_hand"], "地和"
    # the seed-only patterns stack; False applies MCR's 不计 between them and ZJ's.
    if not opts.source_series_additive:
        if "middle_tiles" in points:
            excludes.setdefault("middle_tiles", []).append("all_simples")
        if "seven_shifted_pairs" in points:
            excludes.setdefault("seven_shifted_pairs", []).append("full_flush")
    if opts.self_draw_pattern:
        extra.append(replace(SELF_DRAWN, source=opts.self_draw_pattern, official=opts.self_draw_pattern))
        excludes.setdefault("last_tile_draw", []).append("self_drawn")  # 妙手回春: 不計自摸

    # Seven pairs and thirteen terminals take no set pattern, and never 門前清 (§4).
    for irregular in ("seven_pairs", "seven_shifted_pairs", "thirteen_orphans"):
        if irregular in points:
            excludes.setdefault(irregular, []).append("closed_hand")
    excludes.setdefault("thirteen_orphans", []).append("all_terminals_and_honors")

    patterns: dict[str, Any] = {}
    for p in rows:
        if p.id not in points:
            continue
        entry: dict[str, Any] = {"points": points[p.id], "zh": names.get(p.id, p.zh_source), "en": p.en}
        if p.id in excludes:
            entry["excludes"] = excludes[p.id]
        if p.id in PER_SET:
            entry["max_count"] = 0
        patterns[p.id] = entry
    for p in extra:
        value = opts.chicken_value if p is CHICKEN else _value(p, official)
        entry = {"points": value, "zh": p.zh_official if opts.names == "official" else p.zh_source, "en": p.en}
        if p is PREVALENT_WIND:
            entry["max_count"] = 0
        patterns[p.id] = entry
    series: dict[str, list[str]] = {}
    for p in rows + extra:
        if p.id in patterns and not p.number.startswith(("3.1", "—", "X")):
            series.setdefault(p.series, []).append(p.id)

    return {
        "name": name or ("zung-jung-v3.3" if official else "zung-jung"),
        "description": "Zung Jung (中庸麻雀), " + ("official v3.3" if official else "役種及定義表 + v3.3"),
        "patterns": patterns,
        "series": {k: v for k, v in series.items() if len(v) > 1},
        "count_once": True,
        "minimum": opts.min_points,
        "limit": opts.limit,
        "limit_alone": opts.listed_limit_exclusive,
        "forms": list(FORMS),
        "flowers": {"each": 2, "own_seat": 4} if opts.bonus_tiles else 0,
        "payments": {
            "scheme": "zung-jung" if opts.payoff == "formal" else "uniform",
            "cap": PAYOFF_CAP,
            "same_turn_immunity": opts.same_turn_immunity,
        },
        "options": {"preset": preset, **asdict(opts)},
    }


def _value(p: Pattern, official: bool) -> int:
    value = p.official if official else p.source
    assert value is not None
    return value
