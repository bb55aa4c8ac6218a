"""Chinese Official / Mahjong Competition Rules (MCR, 国标麻将) as data.

Source: the 81 fans of the 1998 rulebook (numbered 1..81 in rulebook order) plus pseudo-fan 82,
明暗杠, which is not one of the 81 and only scores when the option `concealed_and_melded_kong`
is on. Two options follow the illustrated guide 《国标麻将番种图解》 (the ruleset
`mcr-illustrated`): `non_gb_patterns` adds the seven patterns it marks 「非国标牌型」
(`NON_GB_PATTERNS`), and `guide_exclusions` puts its 不计 lists in place of the rulebook's
(`GUIDE_EXCLUSIONS`, `GUIDE_FANS`).
Names and exclusions follow the rulebook; where later practice differs (the 2006 book
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
from dataclasses import dataclass, replace
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


@dataclass(frozen=True)
class GuideList:
    """One fan's 不计 list in the illustrated guide: its words as written after
    「不重复计算」, and the fans the option `guide_exclusions` has it exclude."""

    words: str
    excludes: tuple[str, ...]


def _guide(words: str, excludes: str) -> GuideList:
    return GuideList(words, tuple(excludes.split()))


# fmt: off
GUIDE_EXCLUSIONS: Final[Mapping[str, GuideList]] = MappingProxyType({
    # The guide's entry is 一色四同顺's list with 三同顺 made 三节高: 一般高 and 四归一 cannot
    # occur beside four pungs and a pair. Its own definition (「同种数牌序数相连的四刻或杠，配以
    # 任意一对成和」) is a 碰碰和 hand, which 「…等均属此，但不作重复计算」 (碰碰和's entry) does
    # not count again: 一色三节高 and 碰碰和 (docs/rulesets/mcr-illustrated.md).
    "four_pure_shifted_pungs": _guide("一色三节高、一般高、四归一", "pure_shifted_pungs all_pungs"),
    "quadruple_chow": _guide("一色三同顺、一般高、四归一", "pure_triple_chow pure_double_chow tile_hog"),
    "all_terminals_and_honors": _guide("碰碰和", "all_pungs"),
    "seven_pairs": _guide("门清、单钓", "concealed_hand single_wait"),
    "greater_honors_and_knitted_tiles": _guide("门清、单钓、五门齐", "concealed_hand single_wait all_types"),
    "all_even_pungs": _guide("碰碰和、断幺九", "all_pungs all_simples"),
    "upper_tiles": _guide("无字", "no_honors"),
    "middle_tiles": _guide("断幺九", "all_simples"),
    "lower_tiles": _guide("无字", "no_honors"),
    "full_flush": _guide("无字", "no_honors"),
    "all_five": _guide("断幺九", "all_simples"),
    "three_suited_terminal_chows": _guide("喜相逢、老少配", "mixed_double_chow two_terminal_chows"),
    "lesser_honors_and_knitted_tiles": _guide("门清、单钓、五门齐", "concealed_hand single_wait all_types"),
    "upper_four": _guide("无字", "no_honors"),
    "lower_four": _guide("无字", "no_honors"),
    "reversible_tiles": _guide("缺一门", "one_voided_suit"),
    "last_tile_draw": _guide("自摸", "self_drawn"),
    "out_with_replacement_tile": _guide("自摸", "self_drawn"),
    "robbing_the_kong": _guide("和决张", "last_tile"),
    "two_dragons_pungs": _guide("箭刻", "dragon_pung"),
})
# fmt: on
"""Every 不计 list the illustrated guide writes (after 「不重复计算：」 or inline, as 妙手回春's
「不重复计算自摸」), by fan id. Each names exactly its words' fans (read through GUIDE_NAMES),
but for 一色四节高, whose entry is a copy of 一色四同顺's (above). The guide writes no list for
the other fans, and leaves out the 88- and 64-point fans and 花牌 altogether; there it says
nothing, and the rulebook's lists hold."""

GUIDE_NAMES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "断幺九": "all_simples",
        "门清": "concealed_hand",
        "单钓": "single_wait",
        "老少配": "two_terminal_chows",
        "和决张": "last_tile",
        "十三不靠": "lesser_honors_and_knitted_tiles",
        "青龙": "pure_straight",
        "两同刻": "double_pung",
    }
)
"""The guide's names that are not the table's zh (its 十三不靠 is the table's 全不靠)."""

GUIDE_FANS: Final[tuple[Fan, ...]] = tuple(
    replace(f, excludes=GUIDE_EXCLUSIONS[f.id].excludes) if f.id in GUIDE_EXCLUSIONS else f for f in FANS
)
"""FANS with the guide's 不计 lists in place of the rulebook's (the option `guide_exclusions`);
the inner exclusions are the rulebook's, as no list of the guide's touches one."""

NON_GB_PATTERNS: Final[Mapping[str, int]] = MappingProxyType(
    {
        "heavenly_ready": 32,  # 天听（非国标牌型）32番：起牌即上听，牌型不限
        "mixed_four_shifted_pungs": 6,  # 混四节（非国标牌型）6番
        "mixed_four_shifted_chows": 4,  # 混四步（非国标牌型）4番
        "two_suit_shifted_pungs": 4,  # 混三节（非国标牌型）4番
        "two_suit_shifted_chows": 2,  # 混三步（非国标牌型）2番
        "pair_258": 1,  # 258将（非国标牌型）1番
        "terminal_pair": 1,  # 幺九头（非国标牌型）1番
    }
)
"""The illustrated guide's seven 「非国标牌型」 (general-catalogue ids, in catalogue order) and
their points, scored with the option `non_gb_patterns`. The guide gives none of them a 不计 list
and names none of them in another fan's, so they exclude nothing and nothing excludes them;
counted, they are fans like any other (a hand showing one is no 无番和, 「连一番也数不出」, and
they count towards MINIMUM)."""

PAYMENT_BASE: Final = 8
"""Every loser pays the winner 8 on top (the discarder adds the hand's points; all three add
them on a self-draw)."""
FALSE_WIN_PENALTY: Final = 10
"""错和 (a win declared that is not one of 8 fans without flowers): the offender pays each
other player 10 — Botzone's contest judge, "offender −30, others +10" (docs/rulesets/mcr.md)."""
_BY_ID: Final[Mapping[str, Fan]] = MappingProxyType({f.id: f for f in FANS})
_BY_ZH: Final[Mapping[str, Fan]] = MappingProxyType({f.zh: f for f in FANS})
_POINTS: Final[Mapping[str, int]] = MappingProxyType({**{f.id: f.points for f in FANS}, **NON_GB_PATTERNS})


def fan(fan_id: str) -> Fan:
    """The fan with this id (KeyError names the unknown id)."""
    return _BY_ID[fan_id]


def fan_by_zh(zh: str) -> Fan:
    """The fan with this Chinese name."""
    return _BY_ZH[zh]


def points_of(counts: Mapping[str, int]) -> int:
    """Total points of a fan-id -> count mapping (the fans and the NON_GB_PATTERNS)."""
    return sum(_POINTS[f] * n for f, n in counts.items())


def fan_table(*, guide_exclusions: bool = False) -> tuple[Fan, ...]:
    """The fan table: FANS, or GUIDE_FANS under the option `guide_exclusions`."""
    return GUIDE_FANS if guide_exclusions else FANS


def definition(
    *,
    concealed_and_melded_kong: bool = False,
    exhausted_tiles_are_waits: bool = False,
    non_gb_patterns: bool = False,
    guide_exclusions: bool = False,
    name: str = NAME,
) -> dict[str, Any]:
    """The table in the ruleset definition format (mjcore.rulesets.spec). Two options are
    PyMahjongGB's readings (OPTIONS; docs/deviations.md): 明暗杠 as the 5-point pseudo-fan,
    and waits on tiles the player already holds four of. Two are the illustrated guide's
    (docs/rulesets/mcr-illustrated.md): `non_gb_patterns` adds its NON_GB_PATTERNS after the
    fans, `guide_exclusions` takes its 不计 lists (GUIDE_FANS)."""
    limits = {owner: limit for (owner, _), limit in INNER_LIMITS.items()}
    patterns: dict[str, Any] = {}
    for f in fan_table(guide_exclusions=guide_exclusions):
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
    description = "Chinese Official / Mahjong Competition Rules (国标麻将), 81 fans"
    if non_gb_patterns:
        patterns.update(NON_GB_PATTERNS)
        description += ", and the illustrated guide's seven 非国标牌型"
    if guide_exclusions:
        description += ", with the guide's 不计 lists"
    return {
        "name": name,
        "description": description,
        "patterns": patterns,
        "minimum": MINIMUM,
        "forms": ["regular", "seven_pairs", "thirteen_orphans", "knitted_straight", "knitted_and_honors"],
        "flowers": FLOWER_POINTS,
        "payments": {"scheme": "mcr", "base": PAYMENT_BASE, "options": {"false_win_penalty": FALSE_WIN_PENALTY}},
        "exhausted_tiles_are_waits": exhausted_tiles_are_waits,
        "options": {
            "concealed_and_melded_kong": concealed_and_melded_kong,
            "non_gb_patterns": non_gb_patterns,
            "guide_exclusions": guide_exclusions,
        },
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
