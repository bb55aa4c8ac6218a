"""The pattern catalogue as data: every pattern id the core detects, in catalogue order, with
default names and what it means. A ruleset chooses which ids score (its own names override the
defaults); `mjcore.patterns(hand)` lists the ids a hand shows, whatever the ruleset.

The MCR fans come first (their definitions are the 1998 rulebook's, as in `mjcore.rulesets.mcr`;
MCR's account-once principles decide how often a chow-combination fan occurs). The general
catalogue follows: the special hands and winning actions of the regional rules (the
《麻将手册》 list), the non-MCR extras of the illustrated MCR guide, and Zung Jung's own patterns.
Where a name means different things in different rules, each meaning has its own id (MCR's 平和
needs a suited pair, Zung Jung's does not: `all_chows` and `all_sequences`).

Conventions of the general catalogue:

* "pung" includes kongs; "set" is a chow, pung or kong; a pair is the regular form's pair.
* Patterns over sets need the regular form (four sets and a pair) unless stated.
* Each general pattern occurs once per reading, except `concealed_pung`, `kong` and `wind_pung`
  (once per set).
* A ladder (kongs, concealed pungs, dragon seven pairs) reports the exact rung: three kongs show
  `three_kongs`, not `one_kong` or `two_kongs`; a ruleset ranks the rungs with a series.

Each entry also carries the facts the scoring engine needs about a pattern beyond detecting it
(`TRAITS`). This module is the catalogue's one source: the build generates the core's pattern
enum, ids, families and traits from it (cpp/tools/generate_tables.py), and the
pure-Python reference reads it directly. It holds no logic.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from . import mcr

TRAITS: Final[Mapping[str, str]] = MappingProxyType(
    {
        "unique_wait": "counts only if the hand waits on the winning tile alone; the scorer settles "
        "that fact when such a pattern may count",
        "bonus_tile": "read from the flowers; never counts towards a ruleset's minimum",
        "flower_identity": "needs to know which flowers the hand holds, not only how many",
        "fallback": "not detected: the scorer counts it when no other pattern counts (the chicken hand)",
        "per_flower": "not detected: the scorer counts it once per flower the hand holds",
    }
)
"""What the scoring engine must know of a pattern besides its detector, by trait name."""

_TRAITS: Final[Mapping[str, frozenset[str]]] = MappingProxyType(
    {
        "edge_wait": frozenset({"unique_wait"}),
        "closed_wait": frozenset({"unique_wait"}),
        "single_wait": frozenset({"unique_wait"}),
        "chicken_hand": frozenset({"fallback"}),
        "flower_tiles": frozenset({"per_flower"}),
        "seat_flower": frozenset({"bonus_tile", "flower_identity"}),
        "flower_set": frozenset({"bonus_tile", "flower_identity"}),
        "no_flowers": frozenset({"bonus_tile"}),
    }
)


@dataclass(frozen=True)
class Entry:
    """One catalogue pattern: stable id, default names, detector family, definition, traits."""

    id: str
    zh: str
    en: str
    family: str  # "mcr" | "general"
    definition: str
    traits: frozenset[str] = frozenset()  # keys of TRAITS


def _mcr_entry(fan: mcr.Fan) -> Entry:
    definition = f"MCR fan #{fan.number} ({fan.points} points in MCR)"
    return Entry(fan.id, fan.zh, fan.en, "mcr", definition, _TRAITS.get(fan.id, frozenset()))


_MCR: Final = tuple(_mcr_entry(f) for f in sorted(mcr.FANS, key=lambda f: f.number))

# fmt: off
_GENERAL_ROWS: Final[tuple[tuple[str, str, str, str], ...]] = (
    ("dragon_seven_pairs", "龙七对", "Dragon Seven Pairs",
     "seven pairs with exactly one tile kind held four times (two pairs, never a declared kong)"),
    ("double_dragon_seven_pairs", "双龙七对", "Double Dragon Seven Pairs",
     "seven pairs with exactly two tile kinds held four times"),
    ("triple_dragon_seven_pairs", "三龙七对", "Triple Dragon Seven Pairs",
     "seven pairs with exactly three tile kinds held four times"),
    ("pure_outside_hand", "清全带幺九", "Pure Outside Hand",
     "no honours; every set and the pair hold a 1 or a 9"),
    ("single_color", "清一色 (一色)", "Single Colour",
     "every tile of one suit, or every tile an honour (the manual's 清一色)"),
    ("nine_gates_shape", "九莲宝灯 (牌型)", "Nine Gates Shape",
     "the 14 tiles are 1112345678999 of one suit plus one more of that suit, however won "
     "(MCR's nine_gates also needs the concealed nine-sided wait)"),
    ("identical_chow_pair", "一杯口 / 一般高", "Identical Chows",
     "two chows of the same suit and numbers (once per reading)"),
    ("two_identical_chow_pairs", "二杯口 / 两般高", "Two Pairs of Identical Chows",
     "the four chows form two pairs of identical chows (a chow four times counts)"),
    ("heavenly_hand", "天和", "Heavenly Hand",
     "first_turn, self-drawn by the dealer (dealer=True; by default seat East) on the dealt 14 tiles; nothing declared"),
    ("earthly_hand", "地和", "Earthly Hand",
     "first_turn on a discard: a non-dealer wins on the dealer's first discard; nothing declared, "
     "and not after the dealer's kong (Zung Jung's 地和; the 中庸麻雀役種及定義表's 人和)"),
    ("earthly_self_drawn", "地和 (自摸)", "Earthly Hand (Self-Drawn)",
     "first_turn, self-drawn by a non-dealer on his first draw; nothing declared"),
    ("heavenly_hand_after_kong", "天和 (暗杠后)", "Heavenly Hand After a Concealed Kong",
     "first_turn, self-drawn by the dealer (dealer=True; by default seat East) on the replacement tile (kong=True) of the "
     "concealed kong he declared on the dealt tiles; nothing claimed (heavenly_hand has nothing declared)"),
    ("earthly_self_drawn_after_kong", "地和 (暗杠后)", "Earthly Hand After a Concealed Kong",
     "first_turn, self-drawn by a non-dealer on the replacement tile (kong=True) of the concealed kong "
     "he declared on his first draw; nothing claimed (earthly_self_drawn has nothing declared)"),
    ("heavenly_ready", "天听", "Heavenly Ready",
     "ready_at_deal: a non-dealer's dealt 13 tiles were already ready (the dealer is refused: he is dealt 14)"),
    ("discard_after_kong", "杠上炮", "Discard After a Kong",
     "discard_after_kong: won on the discard that followed the discarder's kong"),
    ("closed_hand", "门清", "Closed Hand",
     "no claimed meld (concealed kongs allowed), any form, self-drawn or not"),
    ("wait_two_sided", "两面", "Two-Sided Wait", "the winning tile completes a two-sided chow wait"),
    ("wait_edge", "边张", "Edge Wait", "the winning tile completes 12+3 or 89+7"),
    ("wait_closed", "坎张", "Closed Wait", "the winning tile completes the middle of a chow"),
    ("wait_single", "单钓", "Single Wait", "the winning tile completes the pair"),
    ("wait_dual_pung", "对倒", "Dual Pung Wait", "the winning tile completes one of two waiting pairs"),
    ("mixed_four_shifted_pungs", "混四节", "Mixed Four Shifted Pungs",
     "four suited pungs with numbers n..n+3, in two or three suits"),
    ("mixed_four_shifted_chows", "混四步", "Mixed Four Shifted Chows",
     "four chows starting n..n+3, in two or three suits"),
    ("two_suit_shifted_pungs", "混三节", "Two-Suit Shifted Pungs",
     "three suited pungs with numbers n, n+1, n+2 in exactly two suits"),
    ("two_suit_shifted_chows", "混三步", "Two-Suit Shifted Chows",
     "three chows starting n, n+1, n+2 in exactly two suits"),
    ("pair_258", "258将", "2-5-8 Pair", "the pair is a suited 2, 5 or 8 (regular and knitted-straight forms)"),
    ("terminal_pair", "幺九头", "Terminal Pair", "the pair is a suited 1 or 9 (regular and knitted-straight forms)"),
    ("all_sequences", "平和", "All Sequences", "four chows and any pair (Zung Jung's 平和)"),
    ("small_three_winds", "小三风", "Small Three Winds", "two wind pungs and a wind pair"),
    ("wind_pung", "风刻", "Wind Pung", "each pung or kong of a wind, whatever the seat and the round (once per set)"),
    ("one_kong", "一杠", "One Kong", "exactly one kong, melded or concealed"),
    ("two_kongs", "二杠", "Two Kongs", "exactly two kongs, melded or concealed"),
    ("small_triple_pung", "三色小同刻", "Small Three Similar Triplets",
     "pungs of number n in two suits and the pair of n in the third"),
    ("concealed_pung", "暗刻", "Concealed Pung",
     "each concealed pung: drawn by the player (a self-drawn winning tile included) or a concealed "
     "kong; a pung completed on a discard is exposed (once per set)"),
    ("kong", "杠", "Kong", "each kong, melded or concealed (once per set)"),
    ("root", "根", "Root",
     "each tile kind of which all four copies are in the hand, as a kong or held (once per kind)"),
    ("golden_single_wait", "金钩钓", "Golden Single Wait",
     "four declared pungs or kongs (concealed kongs included), won on the pair"),
    ("all_258", "将", "All 2-5-8", "every tile a suited 2, 5 or 8 (any form)"),
    ("all_258_pungs", "将对", "All 2-5-8 Pungs", "every tile a suited 2, 5 or 8, four pungs or kongs and a pair"),
    ("mixed_pungs", "混碰", "Mixed One Suit All Pungs", "one suit and honours (both present), four pungs or kongs"),
    ("pure_pungs", "清碰", "Pure One Suit All Pungs", "one suit, no honours, four pungs or kongs"),
    ("all_concealed_pungs", "坎坎糊", "All Concealed Pungs",
     "four pungs or kongs and a pair, no pung or kong claimed (concealed kongs allowed); the winning "
     "tile may be a discard"),
    ("nothing_declared", "門前清", "Nothing Declared",
     "no meld declared at all, not even a concealed kong; any form, self-drawn or not"),
    ("nothing_declared_no_flowers", "門前清 (無花)", "Nothing Declared, No Flowers",
     "nothing_declared, and the hand holds no flower (flowers count as exposed tiles)"),
    ("kong_on_kong", "槓上槓", "Kong on Kong",
     "kong_on_kong: self-drawn on the replacement tile of a kong made on the replacement tile of "
     "another kong (連槓開花)"),
    ("human_hand", "人和", "Human Hand",
     "first_round_discard by a non-dealer: he wins on a discard of the uninterrupted first go-around "
     "other than the dealer's first (that one is earthly_hand); nothing declared"),
    ("seat_flower", "正花", "Seat Flower",
     "each flower or season of the player's seat (flower f is seat f % 4's) whose series of four is "
     "not held complete (bonus tile: never counts towards the minimum)"),
    ("flower_set", "一台花", "Complete Flower Set",
     "each complete series of four flowers or four seasons (bonus tile: never counts towards the minimum)"),
    ("no_flowers", "無花", "No Flowers", "the hand holds no flower (bonus tile: never counts towards the minimum)"),
    ("human_hand_any_discard", "人和 (第一轮)", "Human Hand (Any First-Round Discard)",
     "first_turn on a discard, or first_round_discard: any player, the dealer too, wins on any discard "
     "of the uninterrupted first go-around, the dealer's first included (not the one after his kong); "
     "nothing declared (鸡平和's 人和)"),
)
# fmt: on
_GENERAL: Final = tuple(
    Entry(id, zh, en, "general", text, _TRAITS.get(id, frozenset())) for id, zh, en, text in _GENERAL_ROWS
)

CATALOGUE: Final[tuple[Entry, ...]] = _MCR + _GENERAL
"""Every pattern, in the core's catalogue order."""

PATTERN_IDS: Final[tuple[str, ...]] = tuple(e.id for e in CATALOGUE)
_BY_ID: Final[Mapping[str, Entry]] = MappingProxyType({e.id: e for e in CATALOGUE})
GENERAL_IDS: Final[frozenset[str]] = frozenset(e.id for e in _GENERAL)

FLOWER_IDS: Final[frozenset[str]] = frozenset(e.id for e in CATALOGUE if "bonus_tile" in e.traits)
"""Bonus-tile patterns: read from the flowers, never counted towards a ruleset's minimum."""

NOT_DETECTED: Final[frozenset[str]] = frozenset(e.id for e in CATALOGUE if e.traits & {"fallback", "per_flower"})
"""Ids the scorer adds itself: the chicken hand when nothing else counts, and the flowers."""


def entry(pattern_id: str) -> Entry:
    """The catalogue entry of an id (KeyError names an unknown id)."""
    return _BY_ID[pattern_id]


def is_known(pattern_id: str) -> bool:
    return pattern_id in _BY_ID
