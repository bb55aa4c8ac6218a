"""Chinese Official / Mahjong Competition Rules (MCR, 国标麻将) as data.

Source: the 81 fans of the 1998 rulebook (numbered 1..81 in rulebook order) plus pseudo-fan 82,
明暗杠, which is not one of the 81 and only scores when the option `concealed_and_melded_kong`
is on. Names and exclusions follow the rulebook; where later practice differs (the 2006 book
and the widely used PyMahjongGB tables) the exclusions below include it, and every such addition is listed in `ADDED_EXCLUSIONS`.

Exclusions come in two strengths:

* `excludes` (不计): when this fan counts, the listed fans do not count at all.
* `excludes_inner`: the listed fans do not count for the sets that make up this fan, but still
  count for other sets (三风刻 drops 幺九刻 for its own three wind pungs; a fourth terminal
  pung still scores 幺九刻). `INNER_LIMITS` caps how many such inner instances one fan
  removes (九莲宝灯 removes one 幺九刻 only).

A fan that is itself excluded excludes nothing (四暗刻 removes 不求人, so a self-drawn
四暗刻 still scores 自摸). This module holds no scoring logic, only the table and trivial
lookups and consistency checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final

NAME: Final = "mcr"
MINIMUM: Final = 8
"""Points needed to win, not counting flowers (起和番)."""

FLOWER_FAN: Final = "flower_tiles"
FLOWER_POINTS: Final = 1
"""Points per flower tile; flowers never count towards MINIMUM."""
MAX_FLOWERS: Final = 8

OPTIONS: Final[Mapping[str, bool]] = MappingProxyType(
    {
        # 明暗杠 (one melded + one concealed kong) as a 5-point pseudo-fan, as PyMahjongGB scores
        # it; off: the two kongs score 明杠 + 暗杠 (1 + 2) as in the 81-fan table.
        "concealed_and_melded_kong": False,
    }
)


@dataclass(frozen=True)
class Fan:
    """One fan (番种): stable id, rulebook number, points and names, exclusions by id."""

    id: str
    number: int
    points: int
    zh: str
    en: str
    excludes: tuple[str, ...] = ()
    excludes_inner: tuple[str, ...] = ()


def _fan(
    number: int, id: str, points: int, zh: str, en: str, excludes: str = "", inner: str = ""
) -> Fan:
    # Exclusion lists are written as space-separated ids to keep the table readable.
    return Fan(id, number, points, zh, en, tuple(excludes.split()), tuple(inner.split()))


# fmt: off
FANS: Final[tuple[Fan, ...]] = (
    # 88 points
    _fan(1, "big_four_winds", 88, "大四喜", "Big Four Winds",
         "big_three_winds all_pungs prevalent_wind seat_wind pung_of_terminals_or_honors"),
    _fan(2, "big_three_dragons", 88, "大三元", "Big Three Dragons",
         "two_dragons_pungs dragon_pung"),
    _fan(3, "all_green", 88, "绿一色", "All Green", "half_flush one_voided_suit"),
    _fan(4, "nine_gates", 88, "九莲宝灯", "Nine Gates",
         "full_flush fully_concealed_hand concealed_hand no_honors one_voided_suit",
         "pung_of_terminals_or_honors"),
    _fan(5, "four_kongs", 88, "四杠", "Four Kongs",
         "three_kongs two_melded_kongs melded_kong two_concealed_kongs concealed_kong "
         "concealed_kong_and_melded_kong all_pungs single_wait"),
    _fan(6, "seven_shifted_pairs", 88, "连七对", "Seven Shifted Pairs",
         "seven_pairs full_flush fully_concealed_hand concealed_hand no_honors one_voided_suit "
         "single_wait"),
    _fan(7, "thirteen_orphans", 88, "十三幺", "Thirteen Orphans",
         "all_types all_terminals_and_honors fully_concealed_hand concealed_hand single_wait"),
    # 64 points
    _fan(8, "all_terminals", 64, "清幺九", "All Terminals",
         "all_terminals_and_honors all_pungs outside_hand double_pung "
         "pung_of_terminals_or_honors no_honors"),
    _fan(9, "little_four_winds", 64, "小四喜", "Little Four Winds",
         "big_three_winds", "pung_of_terminals_or_honors"),
    _fan(10, "little_three_dragons", 64, "小三元", "Little Three Dragons",
         "two_dragons_pungs dragon_pung"),
    _fan(11, "all_honors", 64, "字一色", "All Honors",
         "all_pungs all_terminals_and_honors outside_hand pung_of_terminals_or_honors "
         "one_voided_suit"),
    _fan(12, "four_concealed_pungs", 64, "四暗刻", "Four Concealed Pungs",
         "all_pungs fully_concealed_hand concealed_hand three_concealed_pungs "
         "two_concealed_pungs"),
    _fan(13, "pure_terminal_chows", 64, "一色双龙会", "Pure Terminal Chows",
         "seven_pairs full_flush all_chows pure_double_chow two_terminal_chows no_honors "
         "one_voided_suit"),
    # 48 points
    _fan(14, "quadruple_chow", 48, "一色四同顺", "Quadruple Chow",
         "pure_triple_chow pure_shifted_pungs pure_double_chow tile_hog seven_pairs"),
    _fan(15, "four_pure_shifted_pungs", 48, "一色四节高", "Four Pure Shifted Pungs",
         "pure_shifted_pungs pure_triple_chow all_pungs"),
    # 32 points
    _fan(16, "four_pure_shifted_chows", 32, "一色四步高", "Four Pure Shifted Chows",
         "pure_shifted_chows short_straight two_terminal_chows"),
    _fan(17, "three_kongs", 32, "三杠", "Three Kongs",
         "two_melded_kongs melded_kong two_concealed_kongs concealed_kong "
         "concealed_kong_and_melded_kong"),
    _fan(18, "all_terminals_and_honors", 32, "混幺九", "All Terminals and Honors",
         "all_pungs outside_hand pung_of_terminals_or_honors"),
    # 24 points
    _fan(19, "seven_pairs", 24, "七对", "Seven Pairs",
         "fully_concealed_hand concealed_hand single_wait"),
    _fan(20, "greater_honors_and_knitted_tiles", 24, "七星不靠",
         "Greater Honors and Knitted Tiles",
         "lesser_honors_and_knitted_tiles all_types fully_concealed_hand concealed_hand "
         "single_wait"),
    _fan(21, "all_even_pungs", 24, "全双刻", "All Even Pungs", "all_pungs all_simples no_honors"),
    _fan(22, "full_flush", 24, "清一色", "Full Flush", "no_honors one_voided_suit"),
    _fan(23, "pure_triple_chow", 24, "一色三同顺", "Pure Triple Chow",
         "pure_shifted_pungs pure_double_chow"),
    _fan(24, "pure_shifted_pungs", 24, "一色三节高", "Pure Shifted Pungs", "pure_triple_chow"),
    _fan(25, "upper_tiles", 24, "全大", "Upper Tiles", "upper_four no_honors"),
    _fan(26, "middle_tiles", 24, "全中", "Middle Tiles", "all_simples no_honors"),
    _fan(27, "lower_tiles", 24, "全小", "Lower Tiles", "lower_four no_honors"),
    # 16 points
    _fan(28, "pure_straight", 16, "清龙", "Pure Straight",
         "", "short_straight two_terminal_chows"),
    _fan(29, "three_suited_terminal_chows", 16, "三色双龙会", "Three-Suited Terminal Chows",
         "all_chows mixed_double_chow two_terminal_chows no_honors"),
    _fan(30, "pure_shifted_chows", 16, "一色三步高", "Pure Shifted Chows"),
    _fan(31, "all_five", 16, "全带五", "All Five", "all_simples no_honors"),
    _fan(32, "triple_pung", 16, "三同刻", "Triple Pung", "double_pung"),
    _fan(33, "three_concealed_pungs", 16, "三暗刻", "Three Concealed Pungs",
         "two_concealed_pungs"),
    # 12 points
    _fan(34, "lesser_honors_and_knitted_tiles", 12, "全不靠", "Lesser Honors and Knitted Tiles",
         "all_types fully_concealed_hand concealed_hand single_wait"),
    _fan(35, "knitted_straight", 12, "组合龙", "Knitted Straight"),
    _fan(36, "upper_four", 12, "大于五", "Upper Four", "no_honors"),
    _fan(37, "lower_four", 12, "小于五", "Lower Four", "no_honors"),
    _fan(38, "big_three_winds", 12, "三风刻", "Big Three Winds",
         "", "pung_of_terminals_or_honors"),
    # 8 points
    _fan(39, "mixed_straight", 8, "花龙", "Mixed Straight"),
    _fan(40, "reversible_tiles", 8, "推不倒", "Reversible Tiles", "one_voided_suit"),
    _fan(41, "mixed_triple_chow", 8, "三色三同顺", "Mixed Triple Chow", "mixed_double_chow"),
    _fan(42, "mixed_shifted_pungs", 8, "三色三节高", "Mixed Shifted Pungs"),
    _fan(43, "chicken_hand", 8, "无番和", "Chicken Hand"),
    _fan(44, "last_tile_draw", 8, "妙手回春", "Last Tile Draw", "self_drawn"),
    _fan(45, "last_tile_claim", 8, "海底捞月", "Last Tile Claim"),
    _fan(46, "out_with_replacement_tile", 8, "杠上开花", "Out with Replacement Tile",
         "self_drawn"),
    _fan(47, "robbing_the_kong", 8, "抢杠和", "Robbing The Kong", "last_tile"),
    # 6 points
    _fan(48, "all_pungs", 6, "碰碰和", "All Pungs"),
    _fan(49, "half_flush", 6, "混一色", "Half Flush", "one_voided_suit"),
    _fan(50, "mixed_shifted_chows", 6, "三色三步高", "Mixed Shifted Chows"),
    _fan(51, "all_types", 6, "五门齐", "All Types"),
    _fan(52, "melded_hand", 6, "全求人", "Melded Hand", "single_wait"),
    _fan(53, "two_concealed_kongs", 6, "双暗杠", "Two Concealed Kongs",
         "concealed_kong two_concealed_pungs"),
    _fan(54, "two_dragons_pungs", 6, "双箭刻", "Two Dragons Pungs", "dragon_pung"),
    # 4 points
    _fan(55, "outside_hand", 4, "全带幺", "Outside Hand"),
    _fan(56, "fully_concealed_hand", 4, "不求人", "Fully Concealed Hand",
         "self_drawn concealed_hand"),
    _fan(57, "two_melded_kongs", 4, "双明杠", "Two Melded Kongs", "melded_kong"),
    _fan(58, "last_tile", 4, "和绝张", "Last Tile"),
    # 2 points
    _fan(59, "dragon_pung", 2, "箭刻", "Dragon Pung", "", "pung_of_terminals_or_honors"),
    _fan(60, "prevalent_wind", 2, "圈风刻", "Prevalent Wind", "", "pung_of_terminals_or_honors"),
    _fan(61, "seat_wind", 2, "门风刻", "Seat Wind", "", "pung_of_terminals_or_honors"),
    _fan(62, "concealed_hand", 2, "门前清", "Concealed Hand"),
    _fan(63, "all_chows", 2, "平和", "All Chows", "no_honors"),
    _fan(64, "tile_hog", 2, "四归一", "Tile Hog"),
    _fan(65, "double_pung", 2, "双同刻", "Double Pung"),
    _fan(66, "two_concealed_pungs", 2, "双暗刻", "Two Concealed Pungs"),
    _fan(67, "concealed_kong", 2, "暗杠", "Concealed Kong"),
    _fan(68, "all_simples", 2, "断幺", "All Simples", "no_honors"),
    # 1 point
    _fan(69, "pure_double_chow", 1, "一般高", "Pure Double Chow"),
    _fan(70, "mixed_double_chow", 1, "喜相逢", "Mixed Double Chow"),
    _fan(71, "short_straight", 1, "连六", "Short Straight"),
    _fan(72, "two_terminal_chows", 1, "老少副", "Two Terminal Chows"),
    _fan(73, "pung_of_terminals_or_honors", 1, "幺九刻", "Pung of Terminals or Honors"),
    _fan(74, "melded_kong", 1, "明杠", "Melded Kong"),
    _fan(75, "one_voided_suit", 1, "缺一门", "One Voided Suit"),
    _fan(76, "no_honors", 1, "无字", "No Honors"),
    _fan(77, "edge_wait", 1, "边张", "Edge Wait"),
    _fan(78, "closed_wait", 1, "嵌张", "Closed Wait"),
    _fan(79, "single_wait", 1, "单钓将", "Single Wait"),
    _fan(80, "self_drawn", 1, "自摸", "Self-Drawn"),
    _fan(81, FLOWER_FAN, FLOWER_POINTS, "花牌", "Flower Tiles"),
    # Not one of the 81: only with OPTIONS["concealed_and_melded_kong"].
    _fan(82, "concealed_kong_and_melded_kong", 5, "明暗杠", "Concealed Kong and Melded Kong",
         "melded_kong concealed_kong"),
)
# fmt: on

INNER_LIMITS: Final[Mapping[tuple[str, str], int]] = MappingProxyType(
    {
        # 2006 book: 九莲宝灯 不计 "一个幺九刻" - one terminal pung, not every one.
        ("nine_gates", "pung_of_terminals_or_honors"): 1,
    }
)
"""(fan, inner-excluded fan) -> how many inner instances one instance of the fan removes."""

ADDED_EXCLUSIONS: Final[Mapping[tuple[str, str], str]] = MappingProxyType(
    {
        ("all_green", "one_voided_suit"): "implied by the excluded 混一色 (tsv note, anchor)",
        ("all_honors", "one_voided_suit"): "anchor; all-honors never voids exactly one suit",
    }
)
"""Exclusions beyond the tsv's excludes column, each taken from its anchor notes."""

FAN_IDS: Final[tuple[str, ...]] = tuple(f.id for f in FANS)

PAYMENT_BASE: Final = 8
"""Every loser pays the winner 8 on top (the discarder adds the hand's points; all three add
them on a self-draw)."""
FALSE_WIN_PENALTY: Final = 10
"""错和 (a win declared that is not one of 8 fans without flowers): the offender pays each
other player 10 — Botzone's contest judge, "offender −30, others +10" (docs/rulesets/mcr.md)."""
_BY_ID: Final[Mapping[str, Fan]] = MappingProxyType({f.id: f for f in FANS})
_BY_ZH: Final[Mapping[str, Fan]] = MappingProxyType({f.zh: f for f in FANS})


def fan(fan_id: str) -> Fan:
    """The fan with this id (KeyError names the unknown id)."""
    return _BY_ID[fan_id]


def fan_by_zh(zh: str) -> Fan:
    """The fan with this Chinese name."""
    return _BY_ZH[zh]


def points_of(counts: Mapping[str, int]) -> int:
    """Total points of a fan-id -> count mapping."""
    return sum(_BY_ID[f].points * n for f, n in counts.items())


def definition(
    *, concealed_and_melded_kong: bool = False, exhausted_tiles_are_waits: bool = False, name: str = NAME
) -> dict[str, Any]:
    """The table in the ruleset definition format (mjcore.rulesets.spec). The options are
    PyMahjongGB's readings (OPTIONS; docs/deviations.md): 明暗杠 as the 5-point pseudo-fan,
    and waits on tiles the player already holds four of."""
    limits = {owner: limit for (owner, _), limit in INNER_LIMITS.items()}
    patterns: dict[str, Any] = {}
    for f in FANS:
        points = f.points
        if f.id == "concealed_kong_and_melded_kong" and not concealed_and_melded_kong:
            points = 0
        entry: dict[str, Any] = {"points": points, "zh": f.zh, "en": f.en}
        if f.excludes:
            entry["excludes"] = list(f.excludes)
        if f.excludes_inner:
            entry["excludes_inner"] = list(f.excludes_inner)
        if f.id in limits:
            entry["inner_limit"] = limits[f.id]
        patterns[f.id] = entry
    return {
        "name": name,
        "description": "Chinese Official / Mahjong Competition Rules (国标麻将), 81 fans",
        "patterns": patterns,
        "minimum": MINIMUM,
        "forms": ["regular", "seven_pairs", "thirteen_orphans", "knitted_straight", "knitted_and_honors"],
        "flowers": FLOWER_POINTS,
        "payments": {"scheme": "mcr", "base": PAYMENT_BASE, "options": {"false_win_penalty": FALSE_WIN_PENALTY}},
        "exhausted_tiles_are_waits": exhausted_tiles_are_waits,
        "options": {"concealed_and_melded_kong": concealed_and_melded_kong},
    }


def problems(fans: Iterable[Fan] = FANS) -> list[str]:
    """Consistency problems of a fan table (empty when valid): unknown or self exclusions,
    duplicate ids/names, numbers not 1..N in order."""
    table = tuple(fans)
    ids = {f.id for f in table}
    found: list[str] = []
    if len(ids) != len(table) or len({f.zh for f in table}) != len(table):
        found.append("duplicate id or zh name")
    if [f.number for f in table] != list(range(1, len(table) + 1)):
        found.append("numbers are not 1..N in table order")
    for f in table:
        for other in f.excludes + f.excludes_inner:
            if other not in ids:
                found.append(f"{f.id} excludes unknown fan {other!r}")
            if other == f.id:
                found.append(f"{f.id} excludes itself")
        if set(f.excludes) & set(f.excludes_inner):
            found.append(f"{f.id} lists a fan as both full and inner exclusion")
    for owner, other in INNER_LIMITS:
        if owner not in ids or other not in _BY_ID[owner].excludes_inner:
            found.append(f"INNER_LIMITS entry {(owner, other)} is not an inner exclusion")
    return found
