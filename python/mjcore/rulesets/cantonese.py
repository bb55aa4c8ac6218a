"""Cantonese 鸡平和 as data, preset ``gd_jipinghu``.

Rules as data: flowers in play, replaced and worth nothing (the seed's 天和 / 地和 count 「在补完花后」);
four sets and a pair or 十三幺 (no seven pairs);
one hand type per hand (鸡和 0 … 十三幺 6: a ``series``, only the highest counts); 2^番 points
(``conversion`` doubling). The 番种表's 「爆和」 are the ordinary types (鸡和, 平和, 碰碰和, 混一色):
only they take the +1番 bonuses (自摸, the seat wind, the round wind, each dragon pung), and an
ordinary type with its bonuses stops at ``ordinary_cap_fan`` (3番, the 满); a special type
(清一色 and up) scores its row alone (``limit`` + ``limit_alone``, the special types excluding
the bonuses). 杠上开花, 海底捞月 and 抢杠 carry no fan but a 3番 floor (满, ``floor``);
天和 / 地和 / 人和 (the seed's: 人和 on any discard of the first go-round) score the limit alone.

``bonus_scope="below_limit"`` (the 2016 client) gives the bonuses to every hand type instead,
the sum capped at the limit (6番), and floors 天和 / 地和 / 人和 at the limit.

Every knob of spec §1.6 is an option of :func:`definition` (docs/rulesets/cantonese.md); the
settlement ones (包, 一炮三响, kong payments) go to the payments, settled by
:class:`mjcore.settlement.Round`. This module holds no scoring logic.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

from .options import override
from .spec import Conversion

JIPINGHU: Final = "gd_jipinghu"
PRESETS: Final = (JIPINGHU,)

BONUS_SCOPES: Final = ("below_limit", "ordinary_only")
TRIPLE_RON: Final = {"per_winner_discard": "discard", "per_winner_selfdraw": "self_draw"}

# (id, 番, zh, en) of the hand types, lowest first: one per hand (混一色 with four
# chows is 混一色 alone). 平和 is Zung Jung's all_sequences (any pair, any wait).
ORDINARY: Final = (
    ("all_sequences", 1, "平和", "All Chows"),
    ("all_pungs", 2, "碰碰和", "All Pungs"),
    ("half_flush", 2, "混一色", "Mixed One Suit"),
)
SPECIAL: Final = (
    ("full_flush", 4, "清一色", "Pure One Suit"),
    ("mixed_pungs", 4, "混碰", "Mixed One Suit All Pungs"),
    ("pure_pungs", 5, "清碰", "Pure One Suit All Pungs"),
    ("all_terminals_and_honors", 5, "混幺九", "Mixed Terminals"),
    ("little_three_dragons", 5, "小三元", "Small Three Dragons"),
    ("little_four_winds", 5, "小四喜", "Small Four Winds"),
    ("all_honors", 6, "字一色", "All Honours"),
    ("all_terminals", 6, "清幺九", "Pure Terminals"),
    ("big_three_dragons", 6, "大三元", "Big Three Dragons"),
    ("big_four_winds", 6, "大四喜", "Big Four Winds"),
    ("nine_gates", 6, "九莲宝灯", "Nine Gates"),
    ("thirteen_orphans", 6, "十三幺", "Thirteen Orphans"),
)
# (option, id, zh, en) of the +1番 bonuses.
BONUSES: Final = (
    ("self_draw_bonus", "self_drawn", "自摸", "Self-Draw"),
    ("seat_wind_bonus", "seat_wind", "门风", "Seat Wind"),
    ("round_wind_bonus", "prevalent_wind", "圈风", "Round Wind"),
    ("dragon_bonus", "dragon_pung", "箭刻", "Dragon Pung (each)"),
)
FLOORED: Final = (
    ("out_with_replacement_tile", "杠上开花", "Win on Kong Replacement"),
    ("last_tile_draw", "海底捞月", "Last-Tile Self-Draw"),
    ("robbing_the_kong", "抢杠", "Robbing a Kong"),
)
# As the seed defines them: 天和 the dealer on his dealt tiles, 地和 a non-dealer on his first
# draw (both after 补花 too), 人和 anyone on any discard of the first go-round 「“第一轮”是指庄家打出
# 第一张牌到自己抓牌为止」, the dealer's first included.
HEAVENLY: Final = (
    ("heavenly_hand", "天和", "Heavenly Hand"),
    ("earthly_self_drawn", "地和", "Earthly Hand"),
    ("human_hand_any_discard", "人和", "Human Hand"),
)
# Flowers: in play, replaced and worth nothing (the seed); none (136 tiles, a flower is refused);
# or each flower of the winner's seat worth base_points.
FLOWERS: Final = ("replace_only", "none", "own_seat")
SEVEN_PAIRS_FAN: Final = 4  # no 鸡平和 source scores it; HK's house value (spec §2.5)


@dataclass(frozen=True)
class Options:
    """The choices of a Cantonese table (defaults: gd_jipinghu)."""

    min_fan: int = 0
    limit_fan: int = 6
    fan_to_points: str | tuple[int, ...] = "doubling"  # or the points of 0, 1, 2 ... 番
    bonus_scope: str = "ordinary_only"  # the 番种表 and QQ; "below_limit": bonuses on every hand type
    ordinary_cap_fan: int | None = None  # None: 3 (ordinary_only), limit_fan (below_limit)
    kong_bonus: bool = False  # EG: +1 for a kong held at the win, +1 when the discarder fed one
    seat_wind_bonus: bool = True
    round_wind_bonus: bool = True
    dragon_bonus: bool = True
    self_draw_bonus: bool = True
    floor_fan: int = 3
    heavenly_value: str | int = "limit"  # or a 番 value (the least 天/地/人和 is worth)
    allow_seven_pairs: bool = False
    stack_all_chows_with_half_flush: bool = False  # 混一色 with four chows also scores 平和
    triple_ron_payment: str = "per_winner_selfdraw"  # 一炮三响 「点炮者包三家」; QQ: "per_winner_discard"
    bao_twelve_tiles: bool = True
    bao_big_winds_dragons: bool = True
    bao_rob_kong: bool = True
    bao_kong_replacement: bool = True
    kong_instant_payments: bool = False  # EG: direct 3 (feeder), added 1, concealed 2 each
    base_points: int = 1
    flowers: str = "replace_only"  # one of FLOWERS

    def __post_init__(self) -> None:
        def fail(key: str, want: str) -> ValueError:
            return ValueError(f"cantonese option {key} must be {want}, got {getattr(self, key)!r}")

        for key, allowed in (("bonus_scope", BONUS_SCOPES), ("triple_ron_payment", tuple(TRIPLE_RON)), ("flowers", FLOWERS)):
            if getattr(self, key) not in allowed:
                raise fail(key, f"one of {', '.join(allowed)}")
        for key, value in asdict(self).items():
            default = getattr(Options, key, None)
            if isinstance(default, bool) and not isinstance(value, bool):
                raise fail(key, "true or false")
        for key in ("min_fan", "limit_fan", "floor_fan", "base_points", "ordinary_cap_fan"):
            value = getattr(self, key)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
                raise fail(key, "a non-negative integer")
        if self.limit_fan < 1 or self.base_points < 1:
            raise fail("limit_fan" if self.limit_fan < 1 else "base_points", "at least 1")
        hv = self.heavenly_value
        if hv != "limit" and (isinstance(hv, bool) or not isinstance(hv, int) or not 0 < hv <= self.limit_fan):
            raise fail("heavenly_value", f'"limit" or a 番 value 1..{self.limit_fan}')
        if self.floor_fan > self.limit_fan:
            raise fail("floor_fan", f"at most limit_fan ({self.limit_fan})")
        table = self.fan_to_points
        if table != "doubling" and (
            isinstance(table, str) or not table
            or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in table)
        ):  # fmt: skip
            raise fail("fan_to_points", '"doubling" or a list of points for 0, 1, 2 ... 番')
        cap = self.ordinary_cap_fan
        if cap is not None and cap > self.limit_fan:
            raise fail("ordinary_cap_fan", f"at most limit_fan ({self.limit_fan})")
        if cap is not None and self.bonus_scope == "below_limit" and cap != self.limit_fan:
            raise fail("ordinary_cap_fan", 'the limit when bonus_scope="below_limit" (only ordinary_only caps ordinary hands)')


def options(preset: str = JIPINGHU, **overrides: Any) -> Options:
    """The options of a preset with any overrides; ValueError names an unknown option."""
    if isinstance(overrides.get("fan_to_points"), list):
        overrides["fan_to_points"] = tuple(overrides["fan_to_points"])
    return override("cantonese", PRESETS, preset, Options(), overrides)


def _conversion(opts: Options) -> dict[str, Any]:
    if opts.fan_to_points == "doubling":
        return {"kind": "doubling", "base": opts.base_points}
    return {"kind": "table", "points": [opts.base_points * p for p in opts.fan_to_points]}


def definition(preset: str = JIPINGHU, *, name: str | None = None, **overrides: Any) -> dict[str, Any]:
    """The ruleset definition (mjcore.rulesets.spec format) of a preset and options."""
    opts = options(preset, **overrides)
    qq = opts.bonus_scope == "ordinary_only"
    cap = opts.ordinary_cap_fan if opts.ordinary_cap_fan is not None else (3 if qq else opts.limit_fan)
    limit = opts.limit_fan
    patterns: dict[str, Any] = {"chicken_hand": {"points": 0, "zh": "鸡和", "en": "Chicken Hand"}}
    rows = [*ORDINARY, *SPECIAL]
    if opts.allow_seven_pairs:
        rows.append(("seven_pairs", SEVEN_PAIRS_FAN, "七对", "Seven Pairs"))
    for pid, fan, zh, en in rows:
        patterns[pid] = {"points": min(fan, limit), "zh": zh, "en": en}
    bonuses = [pid for key, pid, _, _ in BONUSES if getattr(opts, key)]
    for key, pid, zh, en in BONUSES:
        if getattr(opts, key):
            patterns[pid] = {"points": 1, "zh": zh, "en": en}
    if opts.kong_bonus:
        patterns["kong"] = {"points": 1, "zh": "杠", "en": "Kong Held", "max_count": 1}
        bonuses.append("kong")
    special = {pid for pid, *_ in SPECIAL} | ({"seven_pairs"} if opts.allow_seven_pairs else set())
    if qq:  # special types take no bonuses
        for pid in special:
            patterns[pid]["excludes"] = list(bonuses)
    series = [pid for pid, *_ in rows]
    if opts.stack_all_chows_with_half_flush:  # 平和 adds to 混一色 only
        series.remove("all_sequences")
        for pid in series:
            if pid != "half_flush":
                patterns[pid].setdefault("excludes", []).append("all_sequences")
    for pid, zh, en in FLOORED:
        patterns[pid] = {"points": 0, "zh": zh, "en": en, "floor": opts.floor_fan}
    heavenly = limit if opts.heavenly_value == "limit" else opts.heavenly_value
    for pid, zh, en in HEAVENLY:
        if qq:  # scores like a special type: alone when above the ordinary cap
            patterns[pid] = {"points": heavenly, "zh": zh, "en": en, "excludes": list(bonuses)}
        else:
            patterns[pid] = {"points": 0, "zh": zh, "en": en, "floor": heavenly}
    forms = ["regular", "thirteen_orphans"] + (["seven_pairs"] if opts.allow_seven_pairs else [])
    conversion = _conversion(opts)
    # The minimum is checked on the points: those of min_fan 番.
    to_points = Conversion(conversion["kind"], conversion.get("base", 1), tuple(conversion.get("points", ())))
    minimum = to_points.apply(opts.min_fan) if opts.min_fan else 0
    return {
        "name": name or "cantonese",
        "description": "Cantonese 鸡平和 (Guangdong), " + ("the 鸡平和 番种表" if qq else "bonuses on every hand type"),
        "patterns": patterns,
        "series": {"hand_type": series},
        "limit": cap if qq else limit,
        "limit_alone": qq,
        "minimum": minimum,
        "conversion": conversion,
        "forms": forms,
        "tiles": {"flowers": opts.flowers != "none"},
        "flowers": {"own_seat": opts.base_points} if opts.flowers == "own_seat" else 0,
        "payments": {
            "scheme": "cantonese",
            "options": {
                "kong_income": [3, 1, 2] if opts.kong_instant_payments else [0, 0, 0],
                "fed_kong_fan": 1 if opts.kong_bonus else 0,
                "bao_twelve_tiles": opts.bao_twelve_tiles,
                "bao_big_winds": opts.bao_big_winds_dragons,
                "bao_big_dragons": opts.bao_big_winds_dragons,
                "bao_rob_kong": opts.bao_rob_kong,
                "bao_kong_replacement": opts.bao_kong_replacement,
                "triple_win_floor": opts.floor_fan,
                "triple_win_payment": TRIPLE_RON[opts.triple_ron_payment],
            },
        },
        "options": {"preset": preset, **{k: list(v) if isinstance(v, tuple) else v for k, v in asdict(opts).items()}},
    }
