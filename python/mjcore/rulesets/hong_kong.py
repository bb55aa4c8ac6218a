"""Hong Kong Old Style (香港舊章) as data, preset ``hk_old_style``.

Rules as data: compositional faan (a named hand scores its own faan and the lines it is built
from: 小三元 3 + two 番子, 大三元 5 + three 番子, 花么 1 + 對對糊 3; RL ruling HK8); 例牌 (limit
hands) that suppress every shape, flush, terminal, dragon and wind line (they ``exclude`` them;
the highest 例牌 excludes the lower ones) while circumstance and bonus-tile faan still add; the
bonus tiles 正花 / 一台花 / 無花 as patterns counted before the cap and the conversion and never
towards the minimum; the cap (``limit``); the half-spicy or spicy money table (a ``table``
conversion: ``Score.total`` is the multiplier of one portion); the payments as the
``cantonese`` scheme of ``mjcore.settle`` and ``mjcore.settlement.Round`` (全銃 / 半銃 as units,
the 包 cases, 搶槓, the instant 花糊 / 大花糊 wins, 詐糊 at the cap); ``base`` and
``payment_scale``, recorded in ``options``, price the units (``mjcore.settlement.currency``).

Every knob of spec §2.5 is an option of :func:`definition` (docs/rulesets/hong-kong.md). This
module holds no scoring logic.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

from .options import override

OLD_STYLE: Final = "hk_old_style"
PRESETS: Final = (OLD_STYLE,)

CAPS: Final = (8, 10, 13, None)  # None: unlimited (無限番)
SPICINESS: Final = ("half", "spicy")
RESPONSIBILITY: Final = ("full", "half")
BASES: Final = ("1/2", "1", "2")  # 二五雞, 五一, 一二蚊
PAYMENT_SCALES: Final = ("1", "1/2")  # YW / RA portions, RL / HKA halves
UNLIMITED_TABLE_FAAN: Final = 30
"""Unlimited play prices every hand above this many faan at this many (the spicy table's
2^30 is the most a hand's points may be, spec.MAX_POINTS)."""

HALF_SPICY: Final = (1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384)
"""半辣上 multipliers for 0..13 faan (spec §2.3): doubling to 4, then x1.5 and x4/3 by turns."""


def half_spicy(faan: int) -> int:
    """The 半辣上 multiplier of any faan (the printed table continued by its own rule)."""
    if faan < len(HALF_SPICY):
        return HALF_SPICY[faan]
    return (16 if faan % 2 == 0 else 24) << ((faan - 4) // 2)


@dataclass(frozen=True)
class Options:
    """The knobs of spec §2.5 with their defaults."""

    min_faan: int = 3  # 三番起糊; bonus-tile faan never count towards it
    cap_faan: int | None = 10  # 8, 10, 13 or None (unlimited)
    spiciness: str = "half"  # 半辣上 | 辣辣上
    responsibility: str = "full"  # 全銃 | 半銃
    base: str = "1"  # money of a 0-faan portion: "1/2" 二五雞, "1" 五一, "2" 一二蚊
    payment_scale: str = "1"  # "1/2": RL / HKA's amounts (half of YW / RA's)
    flowers_in_play: bool = True
    concealed_with_flowers: bool = True  # 門前清 with flowers held (HKMA); False: HKA
    full_flush_faan: int = 7  # sources: 6-10
    heavenly_faan: int = 13  # 天糊 (0: not scored)
    earthly_faan: int = 13  # 地糊: a non-dealer on the dealer's first discard (0: not scored)
    human_faan: int = 13  # 人糊: on a later discard of the first go-around (some tables 3; 0: not scored)
    allow_seven_pairs: bool = False  # 七對子, 4 faan when on
    seven_pairs_faan: int = 4
    rob_kong_as_self_draw: bool = False  # HKMA: the robbed player pays a self-draw
    bao_twelve_tiles: bool = True  # 十二張落地
    bao_big_dragons: bool = True  # 大三元落地
    bao_big_winds: bool = True  # 大四喜落地
    bao_four_kongs: bool = True  # 十八羅漢落地
    limit_hands_stack_when_unlimited: bool = True
    compositional_named_hands: bool = True  # False: RA's flat 小三元 5, 大三元 8, 小四喜 6, 花么 4
    seven_flowers_faan: int = 3  # 花糊 (2 + 自摸 1), an instant win
    eight_flowers_faan: int = 8  # 大花糊

    def __post_init__(self) -> None:
        choices: dict[str, tuple[Any, ...]] = {
            "cap_faan": CAPS,
            "spiciness": SPICINESS,
            "responsibility": RESPONSIBILITY,
            "base": BASES,
            "payment_scale": PAYMENT_SCALES,
        }
        for key, allowed in choices.items():
            value = getattr(self, key)
            if isinstance(value, bool) or value not in allowed:
                raise ValueError(f"hong-kong option {key} must be one of {allowed}, got {value!r}")
        for key in ("flowers_in_play", "concealed_with_flowers", "allow_seven_pairs", "rob_kong_as_self_draw",
                    "bao_twelve_tiles", "bao_big_dragons", "bao_big_winds", "bao_four_kongs",
                    "limit_hands_stack_when_unlimited", "compositional_named_hands"):  # fmt: skip
            if not isinstance(getattr(self, key), bool):
                raise ValueError(f"hong-kong option {key} must be true or false, got {getattr(self, key)!r}")
        bounds = {"min_faan": (0, 13), "full_flush_faan": (6, 10), "heavenly_faan": (0, 13), "earthly_faan": (0, 13),
                  "human_faan": (0, 13),
                  "seven_pairs_faan": (1, 8), "seven_flowers_faan": (1, 13), "eight_flowers_faan": (1, 13)}  # fmt: skip
        for key, (low, high) in bounds.items():
            value = getattr(self, key)
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise ValueError(f"hong-kong option {key} must be an integer {low}..{high}, got {value!r}")
        if self.cap_faan is not None and self.min_faan > self.cap_faan:
            raise ValueError(f"hong-kong option min_faan ({self.min_faan}) cannot exceed cap_faan ({self.cap_faan})")


# (id, faan, zh, en) of the ordinary lines (compositional values).
_LINES: Final = (
    ("all_concealed_pungs", 8, "坎坎糊", "Four Concealed Triplets"),
    ("half_flush", 3, "混一色", "Mixed One Suit"),
    ("all_pungs", 3, "對對糊", "All Triplets"),
    ("little_three_dragons", 3, "小三元", "Small Three Dragons"),
    ("big_three_dragons", 5, "大三元", "Big Three Dragons"),
    ("little_four_winds", 3, "小四喜", "Small Four Winds"),
    ("all_sequences", 1, "平糊", "Common Hand"),
    ("all_terminals_and_honors", 1, "花么", "Mixed Terminals"),
    ("dragon_pung", 1, "番子", "Dragon Pung"),
    ("seat_wind", 1, "門風", "Seat Wind"),
    ("prevalent_wind", 1, "圈風", "Prevailing Wind"),
)
# Circumstances of the win: they add beside a 例牌.
_CIRCUMSTANCES: Final = (
    ("self_drawn", 1, "自摸", "Self-Drawn"),
    ("robbing_the_kong", 1, "搶槓", "Robbing a Kong"),
    ("last_tile_draw", 1, "海底撈月", "Last Tile Self-Draw"),
    ("last_tile_claim", 1, "河底撈魚", "Last Discard"),
    ("out_with_replacement_tile", 1, "槓上開花", "Win on Kong Replacement"),
    ("kong_on_kong", 8, "槓上槓", "Double Kong Replacement"),
)
_BONUS_TILES: Final = (
    ("flower_set", 2, "一台花", "Complete Flower Set"),
    ("seat_flower", 1, "正花", "Seat Flower"),
    ("no_flowers", 1, "無花", "No Flowers"),
)
# Flat values (compositional_named_hands=False) and the lines they then replace.
_FLAT: Final = {
    "little_three_dragons": (5, ["dragon_pung"]),
    "big_three_dragons": (8, ["dragon_pung"]),
    "little_four_winds": (6, ["half_flush", "all_pungs"]),
    "all_terminals_and_honors": (4, ["all_pungs"]),
}


LIMIT_HAND_FAAN: Final = 10
"""The lowest 例牌 value: a first-go-around hand priced lower (人糊 at 3) adds like a circumstance."""


def _first_go_around(opts: Options) -> list[tuple[str, int, str, str]]:
    """天糊 / 地糊 / 人糊 at their options' values (0: not scored)."""
    rows = [
        ("heavenly_hand", opts.heavenly_faan, "天糊", "Heavenly Hand"),
        ("earthly_hand", opts.earthly_faan, "地糊", "Earthly Hand"),
        ("human_hand", opts.human_faan, "人糊", "Human Hand"),
    ]
    return [r for r in rows if r[1]]


def _limit_hands(opts: Options) -> list[tuple[str, int, str, str]]:
    """The 例牌 that score, highest first (table order decides equal values)."""
    rows = [
        ("thirteen_orphans", 13, "十三么", "Thirteen Orphans"),
        ("big_four_winds", 13, "大四喜", "Big Four Winds"),
        ("four_kongs", 13, "十八羅漢", "Four Kongs"),
        *(r for r in _first_go_around(opts) if r[1] >= LIMIT_HAND_FAAN),
        ("all_honors", 10, "字一色", "All Honours"),
        ("all_terminals", 10, "清么九", "Pure Terminals"),
        ("nine_gates", 10, "九子連環", "Nine Gates"),
    ]
    return sorted(rows, key=lambda r: -r[1])


def options(preset: str = OLD_STYLE, **overrides: Any) -> Options:
    """The options of the preset with any overrides; ValueError names an unknown option."""
    return override("hong-kong", PRESETS, preset, Options(), overrides)


def conversion_table(opts: Options) -> list[int]:
    """Multipliers for 0 .. cap faan (unlimited: .. UNLIMITED_TABLE_FAAN)."""
    top = opts.cap_faan if opts.cap_faan is not None else UNLIMITED_TABLE_FAAN
    return [half_spicy(f) if opts.spiciness == "half" else 2**f for f in range(top + 1)]


def definition(preset: str = OLD_STYLE, *, name: str | None = None, **overrides: Any) -> dict[str, Any]:
    """The ruleset definition (mjcore.rulesets.spec format) of the preset and options."""
    opts = options(preset, **overrides)
    patterns: dict[str, Any] = {}
    limit_hands = _limit_hands(opts)
    stack = opts.cap_faan is None and opts.limit_hands_stack_when_unlimited
    ordinary = [pid for pid, *_ in _LINES] + ["full_flush"] + (["seven_pairs"] if opts.allow_seven_pairs else [])
    for i, (pid, faan, zh, en) in enumerate(limit_hands):
        lower = [] if stack else [p for p, *_ in limit_hands[i + 1 :]]
        patterns[pid] = {"points": faan, "zh": zh, "en": en, "excludes": [] if stack else ordinary + lower}
    patterns["full_flush"] = {"points": opts.full_flush_faan, "zh": "清一色", "en": "All One Suit"}
    if opts.allow_seven_pairs:
        patterns["seven_pairs"] = {"points": opts.seven_pairs_faan, "zh": "七對子", "en": "Seven Pairs"}
    for pid, faan, zh, en in _LINES:
        patterns[pid] = {"points": faan, "zh": zh, "en": en}
    patterns["all_concealed_pungs"]["excludes"] = ["all_pungs"]  # 坎坎糊 replaces 對對糊
    patterns["little_four_winds"]["excludes"] = ["seat_wind", "prevalent_wind"]  # HKA's 6 / 9: no wind faan
    if not opts.compositional_named_hands:
        for pid, (faan, replaced) in _FLAT.items():
            patterns[pid]["points"] = faan
            patterns[pid]["excludes"] = sorted(set(patterns[pid].get("excludes", [])) | set(replaced))
    for pid, faan, zh, en in (*_CIRCUMSTANCES, *(r for r in _first_go_around(opts) if r[1] < LIMIT_HAND_FAAN)):
        patterns[pid] = {"points": faan, "zh": zh, "en": en}
    patterns["kong_on_kong"]["excludes"] = ["out_with_replacement_tile"]  # 8 (+ 自摸), not 8 + 1 + 1
    closed = "nothing_declared" if opts.concealed_with_flowers or not opts.flowers_in_play else "nothing_declared_no_flowers"
    patterns[closed] = {"points": 1, "zh": "門前清", "en": "Fully Concealed"}
    if opts.flowers_in_play:
        for pid, faan, zh, en in _BONUS_TILES:
            patterns[pid] = {"points": faan, "zh": zh, "en": en}
    return {
        "name": name or "hong-kong",
        "description": "Hong Kong Old Style (香港舊章), compositional faan, 3-faan minimum",
        "patterns": _ranked(patterns),
        "minimum": conversion_table(opts)[opts.min_faan] if opts.min_faan else 0,  # in points, as Score.base
        "limit": opts.cap_faan or 0,
        "conversion": {"kind": "table", "points": conversion_table(opts)},
        "forms": ["regular", "thirteen_orphans"] + (["seven_pairs"] if opts.allow_seven_pairs else []),
        "tiles": {"flowers": opts.flowers_in_play},
        "payments": {
            "scheme": "cantonese",
            "options": {
                # 全銃: 1 portion from each on a self-draw, 2 from the discarder; 半銃 in half
                # portions: 2 from each, the discarder 2 and each other loser 1.
                "self_draw_units": 1 if opts.responsibility == "full" else 2,
                "discard_units": [2, 0] if opts.responsibility == "full" else [2, 1],
                "kong_income": [0, 0, 0],
                "bao_twelve_tiles": opts.bao_twelve_tiles,
                "bao_first_only": False,
                "bao_big_winds": opts.bao_big_winds,
                "bao_big_dragons": opts.bao_big_dragons,
                "bao_four_kongs": opts.bao_four_kongs,
                "bao_rob_kong": opts.rob_kong_as_self_draw,
                "bao_kong_replacement": False,
                "triple_win_floor": 0,
                "triple_win_payment": "discard",
                "seven_flowers": opts.seven_flowers_faan if opts.flowers_in_play else 0,
                "eight_flowers": opts.eight_flowers_faan if opts.flowers_in_play else 0,
                # 詐糊: "the player at fault pays out the maximum self-drawn (自摸) win amount
                # to each other player" (YW), under 全銃 and 半銃 alike.
                "false_win": "limit_self_draw",
            },
        },
        "options": {"preset": preset, **asdict(opts)},
    }


def _ranked(patterns: dict[str, Any]) -> dict[str, Any]:
    """The table in rank order (more faan first), so an exclusion never points at a pattern
    settled before it."""
    order = sorted(patterns, key=lambda pid: -patterns[pid]["points"])
    return {pid: patterns[pid] for pid in order}
