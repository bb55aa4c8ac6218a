"""Sichuan 血战到底 as data, two presets.

* ``sc_tencent`` (default, built-in ``"sichuan"``): the online / Chengdu table (TX, GD).
* ``sc_sbr`` (built-in ``"sichuan-sbr"``): the MIL Sichuan Bloody Rules / WMT tournament table.

Rules as data: 108 tiles (an honour or flower is refused), at most two suits in a winning hand
(定缺), no claimed chow (the ``tiles`` rules); additive 番 paid 2^番 (``conversion`` doubling)
under an optional cap (``limit``); one base shape (平胡 0 < 对对胡 < 金钩钓, which ``excludes``
对对胡; 七对 the other form); 根 once per tile kind held four times (``root``, unbounded); the
named combinations (龙七对 = 七对 + 1 根, 十八罗汉 = 金钩钓 + 4 根, 清对 = 清一色 + 对对胡 ...)
are the sums of their parts; 天胡 / 地胡 fixed totals (they exclude every other pattern).

Every knob of spec §C.6 is an option of :func:`definition` (docs/rulesets/sichuan.md). Game
flow knobs the scorer cannot see (换三张, 血流) are recorded in ``options``; the
settlement ones go to the payments (``mjcore.settlement``). This module holds no scoring logic.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Final

from .options import override

TENCENT: Final = "sc_tencent"
SBR: Final = "sc_sbr"
PRESETS: Final = (TENCENT, SBR)

SELF_DRAW: Final = ("fan", "add_base", "none")
EARTHLY: Final = ("self_draw_first_draw", "dealer_first_discard")
EXCHANGE: Final = ("off", "same_suit", "any")
JIANG_WITH_JINGOU: Final = ("additive", "named_product")


@dataclass(frozen=True)
class Options:
    """The knobs of spec §C.6; None: the preset's value."""

    cap_fan: int | None = None  # None: no cap (sc_tencent); sc_sbr: 3
    self_draw: str | None = None  # "fan" (+1 番) | "add_base" (+1 point per payer after the cap) | "none"
    duanyao: bool | None = None  # 断幺九 +1
    menqing: bool = False  # 门清 +1
    jiang: bool | None = None  # 将 (all 2-5-8) +2
    daiyao: bool | None = None  # 带幺九 +2
    haidipao: bool | None = None  # 海底炮 +1 (sc_sbr's 海底 counts both last-tile wins)
    heavenly_value_bei: int | None = None  # 天胡 / 地胡 fixed total in 倍 (a power of two; 0: not scored)
    earthly_definition: str = "self_draw_first_draw"  # 地胡: a non-dealer's first-draw self-draw (or "dealer_first_discard")
    jiang_with_jingou: str = "additive"  # 将 with 金钩钓 / 十八罗汉: ×16 / ×256 (or "named_product": ×32 / ×512)
    exchange_three: str = "off"  # 换三张: game flow only
    void_penalty: int = 16  # 花猪: paid to each other player (mjcore.settlement), in base_points
    cha_da_jiao: bool = True  # 查大叫 (mjcore.settlement)
    hujiao_zhuanyi: bool = True  # 呼叫转移 (mjcore.settlement)
    kong_income: tuple[int, int, int] = (2, 1, 2)  # direct (feeder), added, concealed (each active opponent), in base_points
    xueliu: bool = False  # 血流成河: game flow only
    base_points: int = 1

    def __post_init__(self) -> None:
        choices = {
            "self_draw": (None, *SELF_DRAW),
            "earthly_definition": EARTHLY,
            "exchange_three": EXCHANGE,
            "jiang_with_jingou": JIANG_WITH_JINGOU,
        }
        for key, allowed in choices.items():
            if getattr(self, key) not in allowed:
                raise ValueError(f"sichuan option {key} must be one of {allowed}, got {getattr(self, key)!r}")
        for key in ("duanyao", "menqing", "jiang", "daiyao", "haidipao", "cha_da_jiao", "hujiao_zhuanyi", "xueliu"):
            value = getattr(self, key)
            if value is not None and not isinstance(value, bool):
                raise ValueError(f"sichuan option {key} must be true or false, got {value!r}")
        for key in ("cap_fan", "heavenly_value_bei", "void_penalty", "base_points"):
            value = getattr(self, key)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
                raise ValueError(f"sichuan option {key} must be a non-negative integer, got {value!r}")
        bei = self.heavenly_value_bei
        if bei and bei & (bei - 1):
            raise ValueError(f"sichuan option heavenly_value_bei must be a power of two (2^番), got {bei}")
        if self.base_points == 0:
            raise ValueError("sichuan option base_points must be at least 1")
        income = self.kong_income
        if len(income) != 3 or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in income):
            raise ValueError(f"sichuan option kong_income must be three non-negative integers, got {income!r}")


# Preset values of the options left None.
_PRESET_VALUES: Final[dict[str, dict[str, Any]]] = {
    TENCENT: {"cap_fan": 0, "self_draw": "fan", "duanyao": True, "jiang": True, "daiyao": True,
              "haidipao": False, "heavenly_value_bei": 32},
    SBR: {"cap_fan": 3, "self_draw": "add_base", "duanyao": False, "jiang": False, "daiyao": False,
          "haidipao": True, "heavenly_value_bei": 0},
}  # fmt: skip

# (id, 番, zh, en) of the patterns every preset scores.
_SHAPES: Final = (
    ("all_pungs", 1, "对对胡", "All Pungs"),
    ("seven_pairs", 2, "七对", "Seven Pairs"),
    ("golden_single_wait", 2, "金钩钓", "Golden Single Wait"),
    ("full_flush", 2, "清一色", "Full Flush"),
    ("root", 1, "根", "Root"),
    ("out_with_replacement_tile", 1, "杠上花", "Win on Kong Replacement"),
    ("discard_after_kong", 1, "杠上炮", "Discard After Kong"),
    ("robbing_the_kong", 1, "抢杠胡", "Robbing a Kong"),
    ("last_tile_draw", 1, "海底捞月", "Last-Tile Self-Draw"),
)
FORMS: Final = ("regular", "seven_pairs")


def options(preset: str = TENCENT, **overrides: Any) -> Options:
    """The options of a preset with any overrides; ValueError names an unknown option."""
    if isinstance(overrides.get("kong_income"), list):
        overrides["kong_income"] = tuple(overrides["kong_income"])
    opts = override("sichuan", PRESETS, preset, Options(), overrides)
    defaults: dict[str, Any] = {k: v for k, v in _PRESET_VALUES[preset].items() if getattr(opts, k) is None}
    return replace(opts, **defaults)


def definition(preset: str = TENCENT, *, name: str | None = None, **overrides: Any) -> dict[str, Any]:
    """The ruleset definition (mjcore.rulesets.spec format) of a preset and options."""
    opts = options(preset, **overrides)
    patterns: dict[str, Any] = {pid: {"points": fan, "zh": zh, "en": en} for pid, fan, zh, en in _SHAPES}
    patterns["golden_single_wait"]["excludes"] = ["all_pungs"]  # 金钩钓 replaces 对对胡
    if opts.daiyao:
        patterns["pure_outside_hand"] = {"points": 2, "zh": "带幺九", "en": "Outside Hand"}
    if opts.jiang:
        patterns["all_258"] = {"points": 2, "zh": "将", "en": "All 2-5-8"}
        if opts.duanyao:
            patterns["all_258"]["excludes"] = ["all_simples"]  # 将 replaces 断幺九
        if opts.jiang_with_jingou == "named_product":
            # TX multiplies its named 将对 (3) by 金钩钓: 将对 keeps its 对对胡 beside 金钩钓.
            patterns["all_258_pungs"] = {"points": 3, "zh": "将对", "en": "All 2-5-8 Pungs",
                                         "excludes": ["all_258", "all_pungs", "all_simples"]}  # fmt: skip
    if opts.duanyao:
        patterns["all_simples"] = {"points": 1, "zh": "断幺九", "en": "All Simples"}
    if opts.menqing:
        patterns["closed_hand"] = {"points": 1, "zh": "门清", "en": "Concealed"}
    if opts.self_draw == "fan":
        patterns["self_drawn"] = {"points": 1, "zh": "自摸", "en": "Self-Draw"}
    if opts.haidipao:
        zh = "海底" if preset == SBR else "海底炮"
        patterns["last_tile_claim"] = {"points": 1, "zh": zh, "en": "Last-Tile Discard"}
    if opts.heavenly_value_bei:
        fan = opts.heavenly_value_bei.bit_length() - 1
        earthly = "earthly_self_drawn" if opts.earthly_definition == "self_draw_first_draw" else "earthly_hand"
        others = list(patterns)  # fixed totals: nothing else adds
        patterns["heavenly_hand"] = {"points": fan, "zh": "天胡", "en": "Heavenly Hand", "excludes": others}
        patterns[earthly] = {"points": fan, "zh": "地胡", "en": "Earthly Hand", "excludes": others}
    return {
        "name": name or ("sichuan" if preset == TENCENT else "sichuan-sbr"),
        "description": "Sichuan 血战到底, " + ("online / Chengdu table" if preset == TENCENT else "MIL SBR / WMT"),
        "patterns": patterns,
        "limit": opts.cap_fan or 0,
        "conversion": {"kind": "doubling", "base": opts.base_points},
        "forms": list(FORMS),
        "tiles": {"honors": False, "flowers": False, "max_suits": 2, "claimed_chows": False},
        "payments": {
            "scheme": "sichuan",
            "options": {
                "self_draw_base": opts.base_points if opts.self_draw == "add_base" else 0,
                # In base_points, as the hands are: a base of 10 makes a concealed kong cost 20.
                "kong_income": [k * opts.base_points for k in opts.kong_income],
                "void_penalty": opts.void_penalty * opts.base_points,
                "hujiao_zhuanyi": opts.hujiao_zhuanyi,
                "cha_da_jiao": opts.cha_da_jiao,
            },
        },
        "options": {"preset": preset, **{k: list(v) if isinstance(v, tuple) else v for k, v in asdict(opts).items()}},
    }
