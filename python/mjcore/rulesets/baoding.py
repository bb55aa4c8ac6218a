"""保定 「够八张」 as data (source: 麻将手册's 保定 rules), paid by the manual's generic formula
(the ``man`` payment scheme).

The manual gives each pattern as a multiplier (×2 = 1翻, ×1 = 0翻) and nests patterns: a
child is a special case of its parent, and the factors along a chain multiply (the manual's reading of 字一色). So
each pattern's points here are the 翻 of its whole chain, and a ``series`` lets only the
highest member of a chain count:

* 七对 ×2 → 1; 龙七对 ×2 under it → 2; 双龙七对 → 3; 三龙七对 → 4;
* 混一色 ×1 → 0 (listed, worth nothing); 清一色 ×2 under it → 1. The manual's 清一色 is one
  number suit *or honours only*, so 字一色 (``all_honors``) is scored as a 清一色;
* 一条龙 ×2 → 1; 十三幺 "by agreement": the knob ``thirteen_orphans_fan`` (None, the default:
  not a winning hand).

The hand's value is base × 2^翻 (``conversion`` doubling, no limit); a hand matching nothing
is 平和, 0翻. The 够八张 requirement the name suggests is not defined by the manual and is
not enforced (docs/rulesets/baoding.md). This module holds no scoring logic.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

from .options import override

MAN: Final = "bd_man"
PRESETS: Final = (MAN,)

# (id, 翻 of the chain up to it, zh, en), in the manual's order.
_PATTERNS: Final = (
    ("seven_pairs", 1, "七对", "Seven Pairs"),
    ("dragon_seven_pairs", 2, "龙七对", "Dragon Seven Pairs"),
    ("double_dragon_seven_pairs", 3, "双龙七对", "Double Dragon Seven Pairs"),
    ("triple_dragon_seven_pairs", 4, "三龙七对", "Triple Dragon Seven Pairs"),
    ("pure_straight", 1, "一条龙", "Pure Straight"),
    ("half_flush", 0, "混一色", "Half Flush"),
    ("full_flush", 1, "清一色", "Full Flush"),
    ("all_honors", 1, "清一色 (字一色)", "Full Flush (All Honours)"),
)
_SERIES: Final = {
    "seven_pairs": ["seven_pairs", "dragon_seven_pairs", "double_dragon_seven_pairs", "triple_dragon_seven_pairs"],
    "flush": ["half_flush", "full_flush", "all_honors"],
}


@dataclass(frozen=True)
class Options:
    """The knobs of docs/rulesets/baoding.md."""

    thirteen_orphans_fan: int | None = None  # 十三幺 "by agreement"; None: not a winning hand
    base_points: int = 1  # MAN's 底分
    dealer_doubles: bool = True  # the payment doubles when the winner or the payer is the dealer
    discarder_doubles: bool = True  # the discarder pays double
    all_pay_on_discard: bool = True  # MAN: all three losers pay on a discard win

    def __post_init__(self) -> None:
        for key in ("dealer_doubles", "discarder_doubles", "all_pay_on_discard"):
            if not isinstance(getattr(self, key), bool):
                raise ValueError(f"baoding option {key} must be true or false, got {getattr(self, key)!r}")
        fan = self.thirteen_orphans_fan
        if fan is not None and (isinstance(fan, bool) or not isinstance(fan, int) or fan < 0):
            raise ValueError(f"baoding option thirteen_orphans_fan must be None or a non-negative integer, got {fan!r}")
        base = self.base_points
        if isinstance(base, bool) or not isinstance(base, int) or base < 1:
            raise ValueError(f"baoding option base_points must be a positive integer, got {base!r}")


def options(preset: str = MAN, **overrides: Any) -> Options:
    """The options with any overrides; ValueError names an unknown option."""
    return override("baoding", PRESETS, preset, Options(), overrides)


def definition(preset: str = MAN, *, name: str | None = None, **overrides: Any) -> dict[str, Any]:
    """The ruleset definition (mjcore.rulesets.spec format) for the options."""
    opts = options(preset, **overrides)
    patterns: dict[str, Any] = {pid: {"points": fan, "zh": zh, "en": en} for pid, fan, zh, en in _PATTERNS}
    forms = ["regular", "seven_pairs"]
    if opts.thirteen_orphans_fan is not None:
        patterns["thirteen_orphans"] = {"points": opts.thirteen_orphans_fan, "zh": "十三幺", "en": "Thirteen Orphans"}
        forms.append("thirteen_orphans")
    return {
        "name": name or "baoding",
        "description": "保定 够八张 (麻将手册), paid by the manual's formula",
        "patterns": patterns,
        "series": _SERIES,
        "conversion": {"kind": "doubling", "base": opts.base_points},
        "forms": forms,
        "tiles": {"flowers": False},  # the manual's deal: 136 tiles, flowers removed
        "payments": {
            "scheme": "man",
            "options": {
                "dealer_doubles": opts.dealer_doubles,
                "discarder_doubles": opts.discarder_doubles,
                "all_pay_on_discard": opts.all_pay_on_discard,
            },
        },
        "options": {"preset": preset, **asdict(opts)},
    }
