"""MCR example hands shared by the reference's tests and the core's tests: one
hand per fan, exclusions on real hands and full-hand totals (worked out from the
rulebook and the seed texts), in the plain format both scorers read."""

from __future__ import annotations

from typing import Any

_SUIT_OFFSET = {"m": 0, "p": 9, "s": 18, "z": 27}


def counts(text: str) -> list[int]:
    """'123m55z' -> 34 counts (z: 1-4 = E S W N, 5-7 = white green red)."""
    out = [0] * 34
    digits: list[int] = []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
            continue
        for d in digits:
            out[_SUIT_OFFSET[ch] + d - 1] += 1
        digits = []
    assert not digits, text
    return out


def tile(text: str) -> int:
    return _SUIT_OFFSET[text[1]] + int(text[0]) - 1


def meld(kind: str, first: str, source: str = "exposed") -> tuple[str, int, str]:
    return (kind, tile(first), source)


def chow(first: str) -> tuple[str, int, str]:
    return meld("chow", first)


def pung(t: str) -> tuple[str, int, str]:
    return meld("pung", t)


def kong(t: str, source: str = "exposed") -> tuple[str, int, str]:
    return meld("kong", t, source)


# (fan, concealed, win, melds, context, expected count)
_E, _X = "exposed", "concealed"
FAN_HANDS: list[tuple[str, str, str, tuple[tuple[str, int, str], ...], dict[str, Any], int]] = [
    ("big_four_winds", "111222333444z5m", "5m", (), {}, 1),
    ("big_three_dragons", "555666777z123m4m", "4m", (), {}, 1),
    ("all_green", "223344666888s6z", "6z", (), {}, 1),
    ("nine_gates", "1112345678999m", "5m", (), {}, 1),
    ("four_kongs", "5m", "5m", (kong("1m"), kong("2p"), kong("3s", _X), kong("7z")), {}, 1),
    ("seven_shifted_pairs", "2233445566778m", "8m", (), {}, 1),
    ("thirteen_orphans", "19m19p19s1234567z", "1m", (), {}, 1),
    ("all_terminals", "999p1s", "1s", (pung("1m"), pung("9m"), pung("1p")), {}, 1),
    ("little_four_winds", "11122233344z12m", "3m", (), {}, 1),
    ("little_three_dragons", "55566677z123m45p", "6p", (), {}, 1),
    ("all_honors", "1112225556667z", "7z", (), {}, 1),
    ("four_concealed_pungs", "111m222p333s444s5z", "5z", (), {}, 1),
    ("pure_terminal_chows", "1122337788995m", "5m", (), {}, 1),
    ("quadruple_chow", "123m5z", "5z", (chow("1m"),) * 3, {}, 1),
    ("four_pure_shifted_pungs", "555m7z", "7z", (pung("2m"), pung("3m"), pung("4m")), {}, 1),
    ("four_pure_shifted_chows", "123m5z", "5z", (chow("2m"), chow("3m"), chow("4m")), {}, 1),
    ("three_kongs", "123m5z", "5z", (kong("1p"), kong("9s"), kong("2z")), {}, 1),
    ("all_terminals_and_honors", "111z999s7z", "7z", (pung("1m"), pung("9p")), {}, 1),
    ("seven_pairs", "1133557799m22p4z", "4z", (), {}, 1),
    ("greater_honors_and_knitted_tiles", "147m258p3s123456z", "7z", (), {}, 1),
    ("all_even_pungs", "222m444p666s888m8p", "8p", (), {}, 1),
    ("full_flush", "1234567891235m", "5m", (), {}, 1),
    ("pure_triple_chow", "456p5z", "5z", (chow("1m"),) * 3, {}, 1),
    ("pure_shifted_pungs", "456p5z", "5z", (pung("1m"), pung("2m"), pung("3m")), {}, 1),
    ("upper_tiles", "789m789p789s777m9p", "9p", (), {}, 1),
    ("middle_tiles", "456m456p456s555m6p", "6p", (), {}, 1),
    ("lower_tiles", "123m123p123s111m2p", "2p", (), {}, 1),
    ("pure_straight", "123456789m123p5z", "5z", (), {}, 1),
    ("three_suited_terminal_chows", "123789m123789p5s", "5s", (), {}, 1),
    ("pure_shifted_chows", "123234345m678p5z", "5z", (), {}, 1),
    ("all_five", "345m456p567s555s5p", "5p", (), {}, 1),
    ("triple_pung", "222s456m5z", "5z", (pung("2m"), pung("2p")), {}, 1),
    ("three_concealed_pungs", "111m222p333s5z", "5z", (chow("4s"),), {}, 1),
    ("lesser_honors_and_knitted_tiles", "147m258p36s12345z", "6z", (), {}, 1),
    ("knitted_straight", "147m258p369s123m5z", "5z", (), {}, 1),
    ("upper_four", "678m789p678s999m6p", "6p", (), {}, 1),
    ("lower_four", "123m234p234s111s4m", "4m", (), {}, 1),
    ("big_three_winds", "123m5z", "5z", (pung("1z"), pung("2z"), pung("3z")), {}, 1),
    ("mixed_straight", "123m456p789s234m5z", "5z", (), {}, 1),
    ("reversible_tiles", "123p345p999p456s5z", "5z", (), {}, 1),
    ("mixed_triple_chow", "234m234p234s567m5z", "5z", (), {}, 1),
    ("mixed_shifted_pungs", "567m5z", "5z", (pung("2m"), pung("3p"), pung("4s")), {}, 1),
    ("chicken_hand", "34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), {}, 1),
    (
        "last_tile_draw",
        "34s77z",
        "2s",
        (chow("3m"), chow("6p"), pung("5s")),
        {"self_drawn": True, "last_tile": True},
        1,
    ),
    (
        "last_tile_claim",
        "34s77z",
        "2s",
        (chow("3m"), chow("6p"), pung("5s")),
        {"last_tile": True},
        1,
    ),
    (
        "out_with_replacement_tile",
        "34s77z",
        "2s",
        (chow("3m"), chow("6p"), kong("5s")),
        {"self_drawn": True, "kong": True},
        1,
    ),
    ("robbing_the_kong", "34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), {"kong": True}, 1),
    ("all_pungs", "777s888m4p", "4p", (pung("2m"), pung("5p")), {}, 1),
    ("half_flush", "123m456m999m111z5z", "5z", (), {}, 1),
    ("mixed_shifted_chows", "123m234p345s789m5z", "5z", (), {}, 1),
    ("all_types", "123m345p789s111z5z", "5z", (), {}, 1),
    ("melded_hand", "5z", "5z", (chow("1m"), chow("4p"), pung("7s"), chow("2s")), {}, 1),
    ("two_concealed_kongs", "123m456p5z", "5z", (kong("1s", _X), kong("9p", _X)), {}, 1),
    ("two_dragons_pungs", "555666z123m456p1z", "1z", (), {}, 1),
    ("outside_hand", "123m789p123s999m1z", "1z", (), {}, 1),
    ("fully_concealed_hand", "123m345p789s111z5z", "5z", (), {"self_drawn": True}, 1),
    ("two_melded_kongs", "123m5z", "5z", (kong("1p"), kong("9s"), chow("4m")), {}, 1),
    ("last_tile", "34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), {"fourth_tile": True}, 1),
    ("dragon_pung", "555z123m456p789s1z", "1z", (), {}, 1),
    ("prevalent_wind", "222z123m456p789s1m", "1m", (), {"prevalent_wind": 1}, 1),
    ("seat_wind", "222z123m456p789s1m", "1m", (), {"seat_wind": 1}, 1),
    ("concealed_hand", "123m345p789s111z5z", "5z", (), {}, 1),
    ("all_chows", "123m456m789p234s5s", "5s", (), {}, 1),
    ("tile_hog", "111m123m456p789s5z", "5z", (), {}, 1),
    ("double_pung", "567s789m5z", "5z", (pung("2m"), pung("2p")), {}, 1),
    ("two_concealed_pungs", "222m444p5z", "5z", (chow("5s"), chow("1m")), {}, 1),
    ("concealed_kong", "123m456p789s5z", "5z", (kong("1z", _X),), {}, 1),
    ("all_simples", "234m456p678s345s5m", "5m", (), {}, 1),
    ("pure_double_chow", "112233m456p789s5z", "5z", (), {}, 1),
    ("mixed_double_chow", "123m123p789s5z", "5z", (chow("4s"),), {}, 1),
    ("short_straight", "123m456m789p5z", "5z", (chow("3s"),), {}, 1),
    ("two_terminal_chows", "123m789m456p5z", "5z", (chow("3s"),), {}, 1),
    ("pung_of_terminals_or_honors", "111m456p789s5z", "5z", (chow("2s"),), {}, 1),
    ("melded_kong", "123m456p789s5z", "5z", (kong("1z"),), {}, 1),
    ("one_voided_suit", "123m456m789p5z", "5z", (chow("3p"),), {}, 1),
    ("no_honors", "123m456m789p5s", "5s", (pung("3s"),), {}, 1),
    ("edge_wait", "12m456p789s567s11z", "3m", (), {}, 1),
    ("closed_wait", "13m456p789s567s11z", "2m", (), {}, 1),
    ("single_wait", "123m456p789s567s1z", "1z", (), {}, 1),
    ("self_drawn", "34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), {"self_drawn": True}, 1),
    ("flower_tiles", "34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), {"flowers": 3}, 3),
    (
        "concealed_kong_and_melded_kong",
        "123m456p5z",
        "5z",
        (kong("1s", _X), kong("9p")),
        {"concealed_and_melded_kong": True},
        1,
    ),
]


EXCLUSION_HANDS: list[tuple[str, str, tuple[tuple[str, int, str], ...], dict[str, Any], set[str], set[str]]] = [
    # 大四喜: no 三风刻, 碰碰和, 圈风刻, 门风刻, 幺九刻 (2006 book adds 幺九刻).
    (
        "111222333444z5m",
        "5m",
        (),
        {"prevalent_wind": 1, "seat_wind": 2},
        {"big_four_winds"},
        {
            "big_three_winds",
            "all_pungs",
            "prevalent_wind",
            "seat_wind",
            "pung_of_terminals_or_honors",
        },
    ),
    # 大三元 / 小三元 / 双箭刻: no 箭刻, and a dragon pung never scores 幺九刻.
    (
        "555666777z123m4m",
        "4m",
        (),
        {},
        {"big_three_dragons"},
        {"two_dragons_pungs", "dragon_pung", "pung_of_terminals_or_honors"},
    ),
    (
        "55566677z123m45p",
        "6p",
        (),
        {},
        {"little_three_dragons"},
        {"two_dragons_pungs", "dragon_pung", "pung_of_terminals_or_honors"},
    ),
    ("555666z123m456p1z", "1z", (), {}, {"two_dragons_pungs"}, {"dragon_pung"}),
    # 绿一色 with 发: no 混一色; without 发 清一色 may add.
    ("223344666888s6z", "6z", (), {}, {"all_green"}, {"half_flush", "one_voided_suit"}),
    ("2223344666888s", "2s", (), {}, {"all_green", "full_flush"}, {"half_flush"}),
    # 九莲宝灯: no 清一色, 门前清, 不求人 (but 自摸), 无字, 缺一门; one 幺九刻 removed.
    (
        "1112345678999m",
        "5m",
        (),
        {"self_drawn": True},
        {"nine_gates", "self_drawn"},
        {
            "full_flush",
            "fully_concealed_hand",
            "concealed_hand",
            "no_honors",
            "one_voided_suit",
        },
    ),
    # 四杠: no 三杠 or other kong fans, no 碰碰和, no 单钓将.
    (
        "5m",
        "5m",
        (kong("1m"), kong("2p"), kong("3s", _X), kong("7z")),
        {},
        {"four_kongs"},
        {
            "three_kongs",
            "melded_kong",
            "concealed_kong",
            "two_melded_kongs",
            "all_pungs",
            "single_wait",
        },
    ),
    # 连七对: no 七对, 清一色, 门前清, 无字, 缺一门, 单钓将.
    (
        "2233445566778m",
        "8m",
        (),
        {},
        {"seven_shifted_pairs", "all_simples"},
        {
            "seven_pairs",
            "full_flush",
            "concealed_hand",
            "no_honors",
            "one_voided_suit",
            "single_wait",
        },
    ),
    # 十三幺: no 五门齐, 混幺九, 门前清, 单钓将.
    (
        "19m19p19s1234567z",
        "1m",
        (),
        {},
        {"thirteen_orphans"},
        {"all_types", "all_terminals_and_honors", "concealed_hand", "single_wait"},
    ),
    # 清幺九: no 混幺九, 碰碰和, 全带幺, 双同刻, 幺九刻, 无字; 三同刻 kept.
    (
        "111s999m9p",
        "9p",
        (pung("1m"), pung("1p")),
        {},
        {"all_terminals", "triple_pung"},
        {
            "all_terminals_and_honors",
            "all_pungs",
            "outside_hand",
            "double_pung",
            "pung_of_terminals_or_honors",
            "no_honors",
        },
    ),
    # 小四喜: no 三风刻 nor 幺九刻 of its winds.
    (
        "11122233344z12m",
        "3m",
        (),
        {},
        {"little_four_winds"},
        {"big_three_winds", "pung_of_terminals_or_honors"},
    ),
    # 字一色: no 碰碰和, 混幺九, 全带幺, 幺九刻.
    (
        "1112225556667z",
        "7z",
        (),
        {},
        {"all_honors"},
        {
            "all_pungs",
            "all_terminals_and_honors",
            "outside_hand",
            "pung_of_terminals_or_honors",
        },
    ),
    # 四暗刻 self-drawn: 自摸 instead of 不求人; no 碰碰和, 三暗刻.
    (
        "111m222p333s444s5z",
        "5z",
        (),
        {"self_drawn": True},
        {"four_concealed_pungs", "self_drawn"},
        {"all_pungs", "fully_concealed_hand", "concealed_hand", "three_concealed_pungs"},
    ),
    # 一色双龙会: no 七对 (same tiles as seven pairs), 清一色, 平和, 一般高, 老少副.
    (
        "1122337788995m",
        "5m",
        (),
        {},
        {"pure_terminal_chows"},
        {
            "seven_pairs",
            "full_flush",
            "all_chows",
            "pure_double_chow",
            "two_terminal_chows",
            "no_honors",
            "one_voided_suit",
        },
    ),
    # 一色四同顺: no 一色三同顺, 一般高, 四归一.
    (
        "123m5z",
        "5z",
        (chow("1m"),) * 3,
        {},
        {"quadruple_chow"},
        {"pure_triple_chow", "pure_double_chow", "tile_hog"},
    ),
    # 一色四节高: no 一色三节高, 碰碰和.
    (
        "555m7z",
        "7z",
        (pung("2m"), pung("3m"), pung("4m")),
        {},
        {"four_pure_shifted_pungs"},
        {"pure_shifted_pungs", "all_pungs"},
    ),
    # 一色四步高: no 一色三步高, 连六, 老少副.
    (
        "123m5z",
        "5z",
        (chow("2m"), chow("3m"), chow("4m")),
        {},
        {"four_pure_shifted_chows"},
        {"pure_shifted_chows", "short_straight"},
    ),
    (
        "123m5z",
        "5z",
        (chow("3m"), chow("5m"), chow("7m")),
        {},
        {"four_pure_shifted_chows"},
        {"pure_shifted_chows", "two_terminal_chows"},
    ),
    # 三杠: no 双明杠, 明杠 ...; concealed kongs still make 暗刻.
    (
        "123m5z",
        "5z",
        (kong("1p", _X), kong("9s", _X), kong("2z")),
        {},
        {"three_kongs", "two_concealed_pungs"},
        {"two_concealed_kongs", "concealed_kong", "melded_kong"},
    ),
    # 混幺九: no 碰碰和, 全带幺, 幺九刻.
    (
        "111z999s7z",
        "7z",
        (pung("1m"), pung("9p")),
        {},
        {"all_terminals_and_honors"},
        {"all_pungs", "outside_hand", "pung_of_terminals_or_honors"},
    ),
    # 七对 self-drawn: 自摸, no 不求人 or 单钓将.
    (
        "1133557799m22p4z",
        "4z",
        (),
        {"self_drawn": True},
        {"seven_pairs", "self_drawn"},
        {"fully_concealed_hand", "concealed_hand", "single_wait"},
    ),
    # 七星不靠 / 全不靠: no 五门齐, 门前清, 单钓将; 全不靠 with all knitted tiles adds 组合龙.
    (
        "147m258p3s123456z",
        "7z",
        (),
        {},
        {"greater_honors_and_knitted_tiles"},
        {"lesser_honors_and_knitted_tiles", "all_types", "concealed_hand", "single_wait"},
    ),
    (
        "147m258p369s1234z",
        "5z",
        (),
        {},
        {"lesser_honors_and_knitted_tiles", "knitted_straight"},
        {"all_types", "concealed_hand"},
    ),
    # 全双刻: no 碰碰和, 断幺, 无字.
    (
        "444p666s888m8p",
        "8p",
        (pung("2m"),),
        {},
        {"all_even_pungs"},
        {"all_pungs", "all_simples", "no_honors"},
    ),
    # 清一色, 全大, 全中, 全小, 大于五, 小于五, 全带五, 断幺, 平和: no 无字 etc.
    ("1234567891235m", "5m", (), {}, {"full_flush"}, {"no_honors", "one_voided_suit"}),
    ("789m789p789s777m9p", "9p", (), {}, {"upper_tiles"}, {"upper_four", "no_honors"}),
    ("456m456p456s555m6p", "6p", (), {}, {"middle_tiles"}, {"all_simples", "no_honors"}),
    ("123m123p123s111m2p", "2p", (), {}, {"lower_tiles"}, {"lower_four", "no_honors"}),
    ("345m456p567s555s5p", "5p", (), {}, {"all_five"}, {"all_simples", "no_honors"}),
    ("123m456m789p234s5s", "5s", (), {}, {"all_chows"}, {"no_honors"}),
    # 一色三同顺 no 一般高; 三色三同顺 no 喜相逢; 清龙 no 连六 / 老少副 of its own chows.
    ("456p5z", "5z", (chow("1m"),) * 3, {}, {"pure_triple_chow"}, {"pure_double_chow"}),
    ("234m234p234s567m5z", "5z", (), {}, {"mixed_triple_chow"}, {"mixed_double_chow"}),
    (
        "123456789m123p5z",
        "5z",
        (),
        {},
        {"pure_straight", "mixed_double_chow"},
        {"short_straight", "two_terminal_chows"},
    ),
    # 一色三节高 keeps a fourth pung's 双同刻.
    (
        "456p5z",
        "5z",
        (pung("1m"), pung("2m"), pung("3m")),
        {},
        {"pure_shifted_pungs"},
        {"all_pungs"},
    ),
    # 三色双龙会: no 平和, 喜相逢, 老少副, 无字.
    (
        "123789m123789p5s",
        "5s",
        (),
        {},
        {"three_suited_terminal_chows"},
        {"all_chows", "mixed_double_chow", "two_terminal_chows", "no_honors"},
    ),
    # 三同刻 no 双同刻; 三暗刻 no 双暗刻.
    ("222s456m5z", "5z", (pung("2m"), pung("2p")), {}, {"triple_pung"}, {"double_pung"}),
    (
        "111m222p333s5z",
        "5z",
        (chow("4s"),),
        {},
        {"three_concealed_pungs"},
        {"two_concealed_pungs"},
    ),
    # 三风刻 removes 幺九刻 of its own winds only: a fourth terminal pung keeps it.
    (
        "111m5m",
        "5m",
        (pung("1z"), pung("2z"), pung("3z")),
        {"prevalent_wind": 1},
        {"big_three_winds", "prevalent_wind", "pung_of_terminals_or_honors"},
        set(),
    ),
    # 推不倒, 混一色: no 缺一门.
    ("123p345p999p456s5z", "5z", (), {}, {"reversible_tiles"}, {"one_voided_suit"}),
    ("123m456m999m111z5z", "5z", (), {}, {"half_flush"}, {"one_voided_suit"}),
    # 妙手回春 / 杠上开花: no 自摸; 抢杠和: no 和绝张.
    (
        "34s77z",
        "2s",
        (chow("3m"), chow("6p"), pung("5s")),
        {"self_drawn": True, "last_tile": True},
        {"last_tile_draw"},
        {"self_drawn"},
    ),
    (
        "34s77z",
        "2s",
        (chow("3m"), chow("6p"), kong("5s")),
        {"self_drawn": True, "kong": True},
        {"out_with_replacement_tile"},
        {"self_drawn"},
    ),
    (
        "34s77z",
        "2s",
        (chow("3m"), chow("6p"), pung("5s")),
        {"kong": True, "fourth_tile": True},
        {"robbing_the_kong"},
        {"last_tile"},
    ),
    # 全求人: no 单钓将.
    (
        "5z",
        "5z",
        (chow("1m"), chow("4p"), pung("7s"), chow("2s")),
        {},
        {"melded_hand"},
        {"single_wait"},
    ),
    # 双暗杠: no 暗杠, 双暗刻; 双明杠: no 明杠.
    (
        "123m456p5z",
        "5z",
        (kong("1s", _X), kong("9p", _X)),
        {},
        {"two_concealed_kongs"},
        {"concealed_kong", "two_concealed_pungs"},
    ),
    (
        "123m5z",
        "5z",
        (kong("1p"), kong("9s"), chow("4m")),
        {},
        {"two_melded_kongs"},
        {"melded_kong"},
    ),
    # 不求人: no 自摸, 门前清.
    (
        "123m345p789s111z5z",
        "5z",
        (),
        {"self_drawn": True},
        {"fully_concealed_hand"},
        {"self_drawn", "concealed_hand"},
    ),
    # 箭刻 / 圈风刻 / 门风刻: no 幺九刻 for that pung (seat = prevalent: both, once).
    ("555z123m456p789s1z", "1z", (), {}, {"dragon_pung"}, {"pung_of_terminals_or_honors"}),
    (
        "222z123m456p789s1m",
        "1m",
        (),
        {"prevalent_wind": 1, "seat_wind": 1},
        {"prevalent_wind", "seat_wind"},
        {"pung_of_terminals_or_honors"},
    ),
    # 明暗杠 (option): no 明杠, 暗杠; without the option they both count.
    (
        "123m456p5z",
        "5z",
        (kong("1s", _X), kong("9p")),
        {"concealed_and_melded_kong": True},
        {"concealed_kong_and_melded_kong"},
        {"melded_kong", "concealed_kong"},
    ),
    (
        "123m456p5z",
        "5z",
        (kong("1s", _X), kong("9p")),
        {},
        {"melded_kong", "concealed_kong"},
        {"concealed_kong_and_melded_kong"},
    ),
]

TOTAL_HANDS: list[tuple[str, str, tuple[tuple[str, int, str], ...], dict[str, Any], int]] = [
    # 九莲宝灯 88 + 双暗刻 2 + 幺九刻 1.
    ("1112345678999m", "5m", (), {}, 91),
    # 九莲宝灯 88 + 清龙 16 + 四归一 2.
    ("1112345678999m", "1m", (), {}, 106),
    # 十三幺 88 + 自摸 1 + 和绝张 4 + 3 flowers.
    (
        "99m19p19s1234567z",
        "1m",
        (),
        {"self_drawn": True, "fourth_tile": True, "flowers": 3},
        96,
    ),
    # 花龙 8 + 五门齐 6 + 圈风刻 2 + 门风刻 2 + 单钓将 1.
    ("123m456p789s5z", "5z", (pung("1z"),), {}, 19),
    # 一色四同顺 48 + 混一色 6 + 全带幺 4 + 和绝张 4 (implied: three 2m on the table) + 嵌张 1.
    ("13m55z", "2m", (chow("1m"),) * 3, {}, 63),
    # 大四喜 88 + 四暗刻 64 + 混幺九 32 + 混一色 6 + 自摸 1 (not 不求人) + 单钓将 1.
    ("111222333444z9m", "9m", (), {"self_drawn": True}, 88 + 64 + 32 + 6 + 1 + 1),
    # 连七对 88 + 断幺 2.
    ("2233445566778m", "8m", (), {}, 90),
    # 无番和 8 + 2 flowers.
    ("34s77z", "2s", (chow("3m"), chow("6p"), pung("5s")), {"flowers": 2}, 10),
]
