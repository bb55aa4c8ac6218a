"""Zung Jung example hands shared by the core's and the reference's tests: one hand per pattern
of both tables, the spec's worked totals, the seed text's stated values and one hand per option,
in the plain format both scorers read (see mcr_cases)."""

from __future__ import annotations

from typing import Any

from mcr_cases import chow, kong, pung

Melds = tuple[tuple[str, int, str], ...]
_X = "concealed"

# A hand scoring nothing but 平和 + 門前清 (four chows, an honour pair), and an open one scoring
# nothing at all (the chicken hand): the backgrounds for the incidental bonuses.
PLAIN = ("123m456p789s234p5z", "5z", ())
OPEN = ("345s78s99m", "9s", (chow("1m"), pung("5p")))
KONG_OPEN = ("345s78s99m", "9s", (chow("1m"), kong("5p")))

# (pattern, concealed, win, melds, context, presets it scores in)
BOTH, SOURCE_ONLY, OFFICIAL_ONLY = ("zj_source", "zj_official_v33"), ("zj_source",), ("zj_official_v33",)
# Two concealed kongs and a pair, won on a replacement tile: 天和 / 地和 after a concealed kong.
AFTER_KONGS = ("456s789s5z", "5z", (kong("1m", _X), kong("2p", _X)))
PATTERN_HANDS: list[tuple[str, str, str, Melds, dict[str, Any], tuple[str, ...]]] = [
    ("all_sequences", "123m456p789s234p5z", "5z", (), {}, BOTH),  # an honour pair is fine
    ("closed_hand", "123m456p789s234p5z", "5z", (), {"self_drawn": True}, BOTH),
    ("all_simples", "234m345p456s678s5m", "5m", (), {}, BOTH),
    ("half_flush", "123456789m111z5z", "5z", (), {}, BOTH),
    ("full_flush", "123456789m1235m", "5m", (), {}, BOTH),
    ("nine_gates", "1112345678999m", "5m", (), {}, BOTH),
    ("dragon_pung", "555z123m456p789s9s", "9s", (), {}, BOTH),
    ("wind_pung", "444z123m456p789s9s", "9s", (), {}, SOURCE_ONLY),  # North, seat East
    ("seat_wind", "222z123m456p789s9s", "9s", (), {"seat_wind": 1}, OFFICIAL_ONLY),
    ("little_three_dragons", "7z123m456p", "7z", (pung("5z"), pung("6z")), {}, BOTH),
    ("big_three_dragons", "123m4p", "4p", (pung("5z"), pung("6z"), pung("7z")), {}, BOTH),
    ("small_three_winds", "11122233z123m34p", "5p", (), {}, BOTH),
    ("big_three_winds", "111222333z123m4p", "4p", (), {}, BOTH),
    ("little_four_winds", "11122233344z12m", "3m", (), {}, BOTH),
    ("big_four_winds", "111222333444z5m", "5m", (), {}, BOTH),
    ("all_honors", "1112225556667z", "7z", (), {}, BOTH),
    ("all_pungs", "777s9s", "9s", (pung("1m"), pung("2p"), pung("5s")), {}, BOTH),
    ("concealed_pung", "111m345p345s678s9s", "9s", (), {}, SOURCE_ONLY),
    ("two_concealed_pungs", "111m222p345s678s9s", "9s", (), {}, OFFICIAL_ONLY),
    ("three_concealed_pungs", "111m222p555s678s9s", "9s", (), {}, BOTH),
    ("four_concealed_pungs", "111m222p555s777s9s", "9s", (), {}, BOTH),
    ("kong", "123p456s789s5z", "5z", (kong("1m"),), {}, SOURCE_ONLY),
    ("one_kong", "123p456s789s5z", "5z", (kong("1m"),), {}, OFFICIAL_ONLY),
    ("two_kongs", "456s789s5z", "5z", (kong("1m"), kong("2p", _X)), {}, OFFICIAL_ONLY),
    ("three_kongs", "789s5z", "5z", (kong("1m"), kong("2p"), kong("3s", _X)), {}, BOTH),
    ("four_kongs", "5m", "5m", (kong("1m"), kong("2p"), kong("3s", _X), kong("7z")), {}, BOTH),
    ("identical_chow_pair", "112233m456p789s5z", "5z", (), {}, BOTH),
    ("two_identical_chow_pairs", "112233m445566p5z", "5z", (), {}, BOTH),
    ("pure_triple_chow", "456p5z", "5z", (chow("1m"),) * 3, {}, BOTH),
    ("quadruple_chow", "123m5z", "5z", (chow("1m"),) * 3, {}, BOTH),
    ("mixed_triple_chow", "123m123p123s456m5z", "5z", (), {}, BOTH),
    ("small_triple_pung", "222m222p22s345s67s", "8s", (), {}, BOTH),
    ("triple_pung", "222m222p222s345s6s", "6s", (), {}, BOTH),
    ("pure_straight", "123456789m123p5z", "5z", (), {}, BOTH),
    ("pure_shifted_pungs", "456p5z", "5z", (pung("1m"), pung("2m"), pung("3m")), {}, BOTH),
    ("four_pure_shifted_pungs", "555m7z", "7z", (pung("2m"), pung("3m"), pung("4m")), {}, BOTH),
    ("outside_hand", "123m789p111z999s1s", "1s", (), {}, BOTH),
    ("pure_outside_hand", "123m789p111s999s9m", "9m", (), {}, BOTH),
    ("all_terminals_and_honors", "111m999p111z999s1s", "1s", (), {}, BOTH),
    ("all_terminals", "999p1s", "1s", (pung("1m"), pung("9m"), pung("1p")), {}, BOTH),
    ("last_tile_draw", *OPEN, {"self_drawn": True, "last_tile": True}, BOTH),
    ("last_tile_claim", *OPEN, {"last_tile": True}, BOTH),
    ("out_with_replacement_tile", *KONG_OPEN, {"self_drawn": True, "kong": True}, BOTH),
    ("robbing_the_kong", *OPEN, {"kong": True}, BOTH),
    ("heavenly_hand", *PLAIN, {"self_drawn": True, "first_turn": True}, BOTH),
    ("heavenly_hand_after_kong", *AFTER_KONGS, {"self_drawn": True, "first_turn": True, "kong": True}, SOURCE_ONLY),
    ("earthly_hand", *PLAIN, {"first_turn": True, "seat_wind": 2}, BOTH),
    ("earthly_self_drawn", *PLAIN, {"self_drawn": True, "first_turn": True, "seat_wind": 2}, SOURCE_ONLY),
    ("earthly_self_drawn_after_kong", *AFTER_KONGS, {"self_drawn": True, "first_turn": True, "kong": True, "seat_wind": 2},
     SOURCE_ONLY),
    ("thirteen_orphans", "19m19p19s1234567z", "1m", (), {}, BOTH),
    ("seven_pairs", "1133557799m22p4z", "4z", (), {}, BOTH),
    ("seven_shifted_pairs", "2233445566778m", "8m", (), {}, SOURCE_ONLY),
    ("lower_four", "123m234p123s234s4m", "4m", (), {}, SOURCE_ONLY),
    ("upper_four", "678m789p678s789s9m", "9m", (), {}, SOURCE_ONLY),
    ("lower_tiles", "123m123p123s111m2p", "2p", (), {}, SOURCE_ONLY),
    ("middle_tiles", "456m456p456s555m6p", "6p", (), {}, SOURCE_ONLY),
    ("upper_tiles", "789m789p789s777m9p", "9p", (), {}, SOURCE_ONLY),
    ("pure_shifted_chows", "123234345m678p5z", "5z", (), {}, SOURCE_ONLY),
    ("four_pure_shifted_chows", "123m5z", "5z", (chow("2m"), chow("3m"), chow("4m")), {}, SOURCE_ONLY),
    ("mixed_shifted_chows", "123m234p345s678s5z", "5z", (), {}, SOURCE_ONLY),
    ("mixed_shifted_pungs", "111m222p333s678s9s", "9s", (), {}, SOURCE_ONLY),
    ("chicken_hand", *OPEN, {}, BOTH),
]

# (description, concealed, win, melds, context, total under zj_source, total under v3.3)
TOTAL_HANDS: list[tuple[str, str, str, Melds, dict[str, Any], int, int]] = [
    # Spec §8 worked totals.
    ("小三元 open: 40+10+10 / 60+20", "7z123m456p", "7z", (pung("5z"), pung("6z")), {}, 80, 60),
    ("大三元: 130+30 / 160+30", "123m4p", "4p", (pung("5z"), pung("6z"), pung("7z")), {}, 190, 160),
    ("四暗刻 self-drawn: 125+30+5 / 160+30+10", "111m222p555s777s9s", "9s", (), {"self_drawn": True}, 200, 160),
    ("Kwan: 混一色 40 + 對對和 30 + 發 10 + 二暗刻 5 / 2 x 暗刻 10", "555m666z7z", "7z", (pung("1m"), pung("9m")), {},
     100, 85),
    # The seed table's stated minimums: 小三元 "起碼有 60+10+10 = 80分", 大三元 "起碼有 190分".
    ("小三元 concealed", "555666z7z123m456p", "7z", (), {}, 110, 70),  # + 門前清 10 / 5, 2 x 暗刻 10 / 二暗刻 5
    # Seven pairs: four identical undeclared tiles are two pairs (七對子 30 + 門前清 never).
    ("seven pairs with a tile four times", "1111m2233p4455s6z", "6z", (), {}, 30, 30),
    # A triplet completed on a discard is exposed; self-drawn it is concealed.
    ("777s completed on a discard: 三暗刻", "111m222p555s77s99s", "7s", (), {}, 30 + 30 + 10, 30 + 30 + 5),
    ("777s self-drawn: 四暗刻", "111m222p555s77s99s", "7s", (), {"self_drawn": True}, 200, 160),
    # The limit: 四槓 480 scores alone; 連七對 + 清一色 = 400 capped at 320 (seed); v3.3's
    # 清么九 400 scores alone; 大四喜 + 字一色 + 對對和 ...: 480 / 400 alone.
    ("四槓 alone", "5m", "5m", (kong("1m"), kong("2p"), kong("3s", _X), kong("7z")), {}, 480, 480),
    # (v3.3 has no 連七對: 234 234 567 567 88 scores 兩般高 + 清一色 + 平和 + 門前清 + 斷么九.)
    ("連七對 + 清一色 capped", "2233445566778m", "8m", (), {}, 320, 60 + 80 + 5 + 5 + 5),
    ("清么九", "999p1s", "1s", (pung("1m"), pung("9m"), pung("1p")), {}, 320, 400),
    ("大四喜 + 字一色", "111222333444z5z", "5z", (), {}, 480, 400),
    # 十三么九: not 門前清, not 混么九.
    ("十三么九 alone", "19m19p19s1234567z", "1m", (), {"self_drawn": True}, 160, 160),
    # Incidental bonuses add: 槓上開花 on the last tile also scores 妙手回春 (9.2 + 9.1.1).
    ("槓上開花 on the last tile", *KONG_OPEN, {"self_drawn": True, "kong": True, "last_tile": True},
     20 + 20 + 20, 10 + 10 + 5),
    ("天和 + 平和 + 門前清", *PLAIN, {"self_drawn": True, "first_turn": True}, 180, 165),
    # 天和 after a concealed kong: kept with 槓上開花 (seed), void (v3.3); 門前清, the concealed pungs, the kongs.
    ("天和 after a concealed kong", *AFTER_KONGS, {"self_drawn": True, "first_turn": True, "kong": True},
     160 + 20 + 10 + 2 * 10 + 2 * 20, 5 + 5 + 20 + 10),
    ("chicken hand", *OPEN, {}, 1, 1),
]

# (option, value, concealed, win, melds, context, total with the option, total without) under zj_source
OPTION_HANDS: list[tuple[str, Any, str, str, Melds, dict[str, Any], int, int]] = [
    # DEC-1: the three-dragon values as totals holding their dragon pungs.
    ("dragons_in_three_dragons", "included", "7z123m456p", "7z", (pung("5z"), pung("6z")), {}, 60, 80),
    ("dragons_in_three_dragons", "included", "123m4p", "4p", (pung("5z"), pung("6z"), pung("7z")), {}, 160, 190),
    # DEC-2: v3.3's rungs (二暗刻 for two, 一槓 5, 二槓 20) instead of 10 per concealed pung and 20 per kong.
    ("concealed_ladder_reading", "rung", "111m222p345s678s9s", "9s", (), {}, 10 + 10, 10 + 20),
    ("concealed_ladder_reading", "rung", "111m345p345s678s9s", "9s", (), {}, 10, 10 + 10),
    ("concealed_ladder_reading", "rung", "111m222p555s678s9s", "9s", (), {}, 10 + 30, 10 + 30),
    ("concealed_ladder_reading", "rung", "123p456s789s5z", "5z", (kong("1m"),), {}, 5, 20),
    ("concealed_ladder_reading", "rung", "456s789s5z", "5z", (kong("1m"), kong("2p")), {}, 20, 40),
    # DEC-3: 四暗刻's 160 as the total with 對對和 and 門前清.
    ("four_concealed_pungs", "total", "111m222p555s777s9s", "9s", (), {"self_drawn": True}, 160, 200),
    # DEC-4: v3.3's seat wind only (a North pung at seat East scores nothing: the chicken hand),
    # or the seat's and the round's (a double wind 20) instead of 10 for any wind pung.
    ("wind_pungs", "seat", "123m456p789s9s", "9s", (pung("4z"),), {}, 1, 10),
    ("wind_pungs", "seat_and_prevalent", "123m456p789s9s", "9s", (pung("2z"),), {"prevalent_wind": 1, "seat_wind": 1},
     20, 10),
    # DEC-10: v3.3 voids 天和 after a concealed kong; 槓上開花 still counts.
    ("heaven_earth_after_concealed_kong", "void", *AFTER_KONGS, {"self_drawn": True, "first_turn": True, "kong": True},
     20 + 10 + 2 * 10 + 2 * 20, 160 + 20 + 10 + 2 * 10 + 2 * 20),
    # DEC-6: ZJ's naming: no self-drawn 地和.
    ("earth_naming", "zj", *PLAIN, {"self_drawn": True, "first_turn": True, "seat_wind": 2}, 20, 180),
    # DEC-7: MCR's 不计: 全中 drops 斷么九.
    ("source_series_additive", False, "456m456p456s555m6p", "6p", (), {}, 80 + 40 + 10 + 10, 80 + 40 + 10 + 10 + 10),
    # DEC-9: the limit and the listed-limit exception, the chicken hand's value.
    ("limit", 400, "2233445566778m", "8m", (), {}, 400, 320),
    ("listed_limit_exclusive", False, "5m", "5m", (kong("1m"), kong("2p"), kong("3s", _X), kong("7z")), {}, 320, 480),
    ("chicken_value", 5, *OPEN, {}, 5, 1),
    # Not ZJ: a self-draw pattern (not on 妙手回春: 不計自摸).
    ("self_draw_pattern", 5, *OPEN, {"self_drawn": True}, 5, 1),
    ("self_draw_pattern", 5, *OPEN, {"self_drawn": True, "last_tile": True}, 20, 20),
]

# (rule, the seed's words, concealed, win, melds, context, counted patterns, total) under `zung-jung`:
# the seed table (shared/seeds/003) read literally.
SEED_READINGS: list[tuple[str, str, str, str, Melds, dict[str, Any], dict[str, int], int]] = [
    ("暗刻 per concealed pung", "暗刻 : 10分 - 自己摸到的刻子(暗槓)",
     "111m345p345s678s9s", "9s", (), {}, {"closed_hand": 1, "concealed_pung": 1}, 10 + 10),
    ("三暗刻 replaces 暗刻", "三暗刻 : 30分 - 3个暗刻(暗杠)",
     "111m222p555s678s9s", "9s", (), {}, {"closed_hand": 1, "three_concealed_pungs": 1}, 10 + 30),
    ("槓 per kong", "杠 : 20分 - 1个杠", "123p456s789s5z", "5z", (kong("1m"),), {}, {"kong": 1}, 20),
    ("三槓 replaces 槓", "三杠 : 120分 - 3个杠", "234s5z", "5z", (kong("1m"), kong("5p"), kong("9s")), {},
     {"three_kongs": 1}, 120),
    ("風刻 of any wind", "風刻 : 10分 - 由 東、南、西、北 组成的刻子(槓)",  # North, at seat and round East
     "123m456p789s9s", "9s", (pung("4z"),), {}, {"wind_pung": 1}, 10),
    ("大三風: three 風刻 of any winds", "大三風 : 120分 - 3个风刻(槓)",
     "123m4p", "4p", (pung("2z"), pung("3z"), pung("4z")), {}, {"wind_pung": 3, "big_three_winds": 1}, 120 + 3 * 10),
    ("天和 after a concealed kong, and 槓上開花", "天和 : 160分 - ... 如抓牌后暗杠成和牌可另计杠上開花",
     *AFTER_KONGS, {"self_drawn": True, "first_turn": True, "kong": True},
     {"closed_hand": 1, "concealed_pung": 2, "kong": 2, "out_with_replacement_tile": 1, "heavenly_hand_after_kong": 1},
     10 + 2 * 10 + 2 * 20 + 20 + 160),
    ("地和 after a concealed kong, and 槓上開花", "地和 : 160分 - ... 如抓牌後暗槓成和牌可另計槓上開花",
     *AFTER_KONGS, {"self_drawn": True, "first_turn": True, "kong": True, "seat_wind": 1},
     {"closed_hand": 1, "concealed_pung": 2, "kong": 2, "out_with_replacement_tile": 1, "earthly_self_drawn_after_kong": 1},
     10 + 2 * 10 + 2 * 20 + 20 + 160),
    ("搶槓和 of an added kong", "搶槓和 : 20分 - 和別人開明槓的牌", *OPEN, {"kong": True, "robbed_kong": "added"},
     {"robbing_the_kong": 1}, 20),
]
