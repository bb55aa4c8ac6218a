"""Independent pure-Python scorer for Chinese Official mahjong (MCR, 国标麻将).

Stdlib only; reads the ruleset data in `mjcore.rulesets.mcr` and the reference decompositions,
never the compiled core. `score()` evaluates every decomposition of the hand and keeps the best.

Principles
----------
* 不重复 (no repetition): each counting fan removes the fans it excludes - fully (`excludes`)
  or only for its own sets (`excludes_inner`); an excluded fan excludes nothing (mcr_exclude).
  The option `guide_exclusions` takes the illustrated guide's 不计 lists (rules.GUIDE_FANS).
* 不拆移 / 套算一次 / 不得相同 (no splitting, account once, no identical combination): the
  combination fans counted together form a forest over the sets, and two instances of one fan
  share no set (mcr_account).
* 就高不就低 (take the highest): the best decomposition wins.
* 无番和 only when nothing else scores; flowers never prevent it nor count towards MINIMUM.

Tie-break (the C++ core implements the same)
---------------------------------------------
Every (decomposition, admissible selection of combination fans) is scored. The winner has the
greatest total without flowers; among equal totals, the greatest fan-count vector compared
lexicographically, the vector being the counts of fans 1..82 in table-number order (so more of a
lower-numbered fan wins: 一般高 #69 beats 喜相逢 #70, 嵌张 #78 beats 单钓将 #79), then, under the
option `non_gb_patterns`, of the 非国标牌型 in rules.NON_GB_PATTERNS order. Remaining ties
have identical fans; the first decomposition in `decompose()` order is reported.

Waits
-----
边张 / 嵌张 / 单钓将 score only when the 13 tiles before the win wait on exactly one tile kind
(`waits`, which never counts a fifth copy; with `exhausted_tiles_are_waits`, mcr-pymahjonggb's
reading, the shapes alone decide, a tile held four times included), and only for the slot the
chosen decomposition gives the winning tile.

Context
-------
`kong` means 杠上开花 when self-drawn (needs a declared kong), 抢杠和 on a discard (the player
can hold no copy of the robbed tile); `last_tile` means 妙手回春 / 海底捞月; `fourth_tile`
means 和绝张 (impossible when the player's concealed tiles hold a copy). ValueError for:
杠上开花 without a kong, 抢杠和 on a tile the player holds, 海底捞月 with 抢杠和, 和绝张 with
the winning tile among the concealed tiles. Accepted: 抢杠和 with `fourth_tile` (the robbed tile
is always the last copy: 抢杠和 不计和绝张, so the flag changes nothing); 妙手回春 with
杠上开花 (the replacement tile was the last one of the wall).

Disputed points
---------------
Decisions where the tsv notes record a dispute; PyMahjongGB's behaviour is followed unless the
rule text clearly says otherwise.

1. 明暗杠 (one melded + one concealed kong): 明杠 + 暗杠 = 3 points by default; the option
   `concealed_and_melded_kong` scores PyMahjongGB's 5-point pseudo-fan #82 instead.
2. 大四喜 also excludes 幺九刻 (later practice; the 1998 text omits it).
3. 清幺九 keeps 三同刻 and excludes 双同刻 (1998 text: 不计同刻; read as 双同刻, as PyMahjongGB).
4. 九莲宝灯 needs a true nine-sided wait (the 13 concealed tiles are 1112345678999) and
   removes one 幺九刻 only; 清龙, 四归一, 双暗刻, a second 幺九刻 and 连六 may add.
5. 四杠 / 三杠 do not exclude 双暗刻 / 三暗刻 / 四暗刻 from concealed kongs.
6. 一色四节高 excludes 一色三节高 (the 1998 text's "一色三同顺" read as a misprint) as well.
7. 连七对 of 2-8 adds 断幺; 字一色 / 绿一色 exclude 缺一门 (never set when two or three suits are
   missing: 缺一门 means exactly one suit missing).
8. 小四喜 removes 幺九刻 for its three wind pungs only (any fourth terminal pung lies in 混幺九,
   which removes it anyway). 三风刻, 圈风刻, 门风刻 remove 幺九刻 for their own pungs; a wind
   that is both seat and prevalent scores 圈风刻 + 门风刻 and no 幺九刻. A dragon pung never
   scores 幺九刻, even when 箭刻 is excluded (大三元, 小三元, 双箭刻).
9. 组合龙 in the regular form (knitted straight + set + pair) may add 平和 (the knitted tiles
   count as chows), 门前清 / 不求人 and the wait fans for a win outside the knitted tiles.
10. 七对 and the other special forms take the tile-set fans (清一色, 断幺, 全大, 四归一, ...)
    but no set fans (全带幺, 全带五, 碰碰和, 全双刻 are regular form only).
11. 和绝张 is implied when the player's own melded sets show the other three copies of the
    winning tile (they are on the table); PyMahjongGB does the same.
12. Account once: see mcr_account (forest + no identical combination).

Known deviations from PyMahjongGB 1.4.0 (tests/reference/test_reference_mcr_oracle.py)
-----------------------------------------------------------------------------------
* Fifth-copy waits: PyMahjongGB counts a tile the player already holds four of as a wait, so
  a hand completed by only one real tile loses 边张/嵌张/单钓将 there. The reference counts
  real tiles only (独听 is about the tiles that can still arrive). About 0.06% of the random
  corpus, 0.8% of concealed full-flush hands.
* Ties: equal totals with different fans are resolved by the tie-break above; PyMahjongGB
  keeps another reading (about 0.02% of the corpus).
* Contradictory context: PyMahjongGB silently drops 和绝张 / 抢杠和 when the player holds the
  tile and accepts 海底捞月 with 抢杠和; the reference raises ValueError.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from ..rulesets import mcr as rules
from .arguments import flower_count
from .catalogue_sets import general_set_fans
from .catalogue_win import general_win_fans
from .decompose import decompose
from .mcr_account import admissible_selections
from .mcr_combos import combination_candidates
from .mcr_exclude import Found, counted, fan_counts
from .mcr_hand import Context, HandView, hand_view
from .mcr_sets import set_fans
from .mcr_special import form_fans
from .mcr_traits import trait_fans
from .mcr_validate import check_context, check_hand, has_unique_wait
from .mcr_win import win_fans
from .shapes import CLOSED, EDGE, KNITTED_STRAIGHT, REGULAR, SINGLE, Decomposition, Meld

_FAN_NUMBERS = tuple(f.id for f in sorted(rules.FANS, key=lambda f: f.number))
_TABLE_ORDER = _FAN_NUMBERS + tuple(rules.NON_GB_PATTERNS)  # the definition's: the fans, then the extras


@dataclass(frozen=True)
class ReferenceScore:
    """The best reading of a winning hand."""

    total: int  # every fan, flowers included
    fans: dict[str, int]  # fan id -> count, nonzero only; flowers as "flower_tiles"
    meets_minimum: bool  # points without flowers >= rules.MINIMUM
    decomposition: Decomposition

    def __hash__(self) -> int:  # fans is a dict, which has no hash: equal scores share the rest
        return hash((self.total, self.meets_minimum, self.decomposition))

    @property
    def points_without_flowers(self) -> int:
        return self.total - self.fans.get(rules.FLOWER_FAN, 0) * rules.FLOWER_POINTS

    @property
    def value(self) -> int:
        """What is paid in MCR's unit: MCR sums its fans, with no floor, limit or conversion."""
        return self.points_without_flowers


def score(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win: int,
    *,
    self_drawn: bool = False,
    seat_wind: int | str = 0,
    prevalent_wind: int | str = 0,
    last_tile: bool = False,
    kong: bool = False,
    fourth_tile: bool = False,
    flowers: int | None = 0,
    first_turn: bool = False,
    ready_at_deal: bool = False,
    discard_after_kong: bool = False,
    kong_on_kong: bool = False,
    first_round_discard: bool = False,
    robbed_kong: str | None = None,
    dealer: bool | None = None,
    void_suit: str | None = None,
    concealed_and_melded_kong: bool = False,
    non_gb_patterns: bool = False,
    guide_exclusions: bool = False,
    exhausted_tiles_are_waits: bool = False,
) -> ReferenceScore:
    """Score a winning hand; ValueError for bad input, contradictions or a non-winning hand.
    The context keywords are mjcore.score's (MCR scores none of first_turn .. first_round_discard,
    which are checked all the same, as robbed_kong, dealer and void_suit are, but 天听 reads ready_at_deal under
    `non_gb_patterns`); `concealed_and_melded_kong`, `non_gb_patterns` and `guide_exclusions` are
    the ruleset options, `exhausted_tiles_are_waits` the ruleset field (mcr-pymahjonggb's: a tile
    held four times still counts as a wait)."""
    concealed, declared, win = check_hand(concealed, melds, win)
    ctx = check_context(
        concealed,
        declared,
        win,
        self_drawn=self_drawn,
        seat_wind=seat_wind,
        prevalent_wind=prevalent_wind,
        last_tile=last_tile,
        kong=kong,
        fourth_tile=fourth_tile,
        flowers=flowers,
        first_turn=first_turn,
        ready_at_deal=ready_at_deal,
        discard_after_kong=discard_after_kong,
        kong_on_kong=kong_on_kong,
        first_round_discard=first_round_discard,
        robbed_kong=robbed_kong,
        dealer=dealer,
        void_suit=void_suit,
    )
    n_flowers = flower_count(flowers)
    readings = decompose(concealed, declared, win)
    if not readings:
        raise ValueError("not a winning hand: the tiles form no complete hand")
    if any(_may_score_wait(r) for r in readings):  # waits is the costly part
        ctx = replace(ctx, unique_wait=has_unique_wait(concealed, declared, shapes_alone=exhausted_tiles_are_waits))
    options = _Options(concealed_and_melded_kong, non_gb_patterns, guide_exclusions)
    best: tuple[tuple[int, tuple[int, ...]], dict[str, int], Decomposition] | None = None
    for reading in readings:
        for counts in _evaluations(reading, declared, concealed, ctx, options):
            key = _rank(counts)
            if best is None or key > best[0]:
                best = (key, counts, reading)
    assert best is not None
    (points, _), counts, reading = best
    counts = {f: counts[f] for f in _TABLE_ORDER if f in counts}
    if n_flowers:
        counts[rules.FLOWER_FAN] = n_flowers
    return ReferenceScore(
        points + n_flowers * rules.FLOWER_POINTS, counts, points >= rules.MINIMUM, reading
    )


class _Options(NamedTuple):
    """The ruleset options score() takes."""

    concealed_and_melded_kong: bool
    non_gb_patterns: bool
    guide_exclusions: bool


def _evaluations(
    reading: Decomposition,
    declared: tuple[Meld, ...],
    concealed: Sequence[int],
    ctx: Context,
    options: _Options,
) -> list[dict[str, int]]:
    """Fan counts of one decomposition, one per admissible choice of combination fans."""
    hand = hand_view(reading, declared, concealed, ctx)
    extras = _non_gb_counts(hand) if options.non_gb_patterns else {}
    base: list[Found] = (
        form_fans(hand, concealed)
        + set_fans(hand, concealed_and_melded_kong=options.concealed_and_melded_kong)
        + trait_fans(hand)
        + win_fans(hand)
    )
    results = []
    for selection in admissible_selections(combination_candidates(hand)):
        kept = counted(base + list(selection), guide_exclusions=options.guide_exclusions)
        counts = fan_counts(kept) | extras
        results.append(counts or {"chicken_hand": 1})
    return results


def _non_gb_counts(hand: HandView) -> dict[str, int]:
    """The 非国标牌型 this reading shows, once each. They stay outside the exclusions: none has a
    不计 list, and no fan's names one (rules.NON_GB_PATTERNS)."""
    shown = general_set_fans(hand) + general_win_fans(hand)
    return fan_counts(f for f in shown if f.fan in rules.NON_GB_PATTERNS)


def _may_score_wait(reading: Decomposition) -> bool:
    return reading[0] in (REGULAR, KNITTED_STRAIGHT) and reading[5] in (EDGE, CLOSED, SINGLE)


def _rank(counts: dict[str, int]) -> tuple[int, tuple[int, ...]]:
    """(points, fan-count vector in table order): the tie-break key, greatest wins."""
    return rules.points_of(counts), tuple(counts.get(f, 0) for f in _TABLE_ORDER)
