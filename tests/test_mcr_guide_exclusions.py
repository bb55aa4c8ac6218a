"""`mcr-illustrated` takes the illustrated guide's 不计 lists (seed 002, 《国标麻将番种图解》; the
mcr option `guide_exclusions`), core and reference alike: the data names the guide's words, the
core's table and the reference's engine apply them, and one hand per exclusion the guide drops
shows the fan counted under `mcr-illustrated` and excluded under `mcr`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mjcore
from mcr_cases import chow, counts, pung, tile
from mjcore import corpus
from mjcore.reference import mcr as reference_mcr
from mjcore.reference.mcr_exclude import Found, counted
from mjcore.ruleset import mcr_ruleset
from mjcore.rulesets import mcr

Melds = tuple[tuple[str, int, str], ...]
Fans = dict[str, int]
Scorer = Callable[..., tuple[int, Fans]]

RULEBOOK = {f.id: f for f in mcr.FANS}
GUIDE = {f.id: f for f in mcr.GUIDE_FANS}
DROPPED = {(f, o) for f in RULEBOOK for o in RULEBOOK[f].excludes if o not in GUIDE[f].excludes}


def core(guide: bool, hand: str, win: str, melds: Melds = (), **ctx: Any) -> tuple[int, Fans]:
    s = mjcore.score(corpus.to_hand((tuple(counts(hand)), melds, tile(win))), "mcr-illustrated" if guide else "mcr", **ctx)
    return s.total, s.fan_counts


def reference(guide: bool, hand: str, win: str, melds: Melds = (), **ctx: Any) -> tuple[int, Fans]:
    r = reference_mcr.score(counts(hand), melds, tile(win), non_gb_patterns=guide, guide_exclusions=guide, **ctx)
    return r.total, r.fans


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def scorer(request: pytest.FixtureRequest) -> Scorer:
    return request.param  # type: ignore[no-any-return]


# ---------------------------------------------------------------- the data


def _guide_ids(words: str) -> set[str]:
    return {mcr.GUIDE_NAMES.get(name) or mcr.fan_by_zh(name).id for name in words.split("、")}


def test_each_list_is_the_guides_words() -> None:
    for owner, entry in mcr.GUIDE_EXCLUSIONS.items():
        if owner == "four_pure_shifted_pungs":
            continue
        assert set(entry.excludes) == _guide_ids(entry.words), owner


def test_four_pure_shifted_pungs_is_read_from_its_definition() -> None:
    """「一色四节高48番不重复计算：一色三节高、一般高、四归一」 is 一色四同顺's list
    (「一色三同顺、一般高、四归一」) with one word changed; four pungs and a pair hold no chow and
    no fourth loose copy, so it excludes what its definition, a 碰碰和 hand, shows."""
    copied = mcr.GUIDE_EXCLUSIONS["quadruple_chow"].words.replace("三同顺", "三节高")
    assert mcr.GUIDE_EXCLUSIONS["four_pure_shifted_pungs"].words == copied
    assert GUIDE["four_pure_shifted_pungs"].excludes == ("pure_shifted_pungs", "all_pungs")


def test_the_guide_tables_differ_only_in_the_listed_exclusions() -> None:
    assert mcr.problems(mcr.GUIDE_FANS) == []
    for f in mcr.FANS:
        g = GUIDE[f.id]
        assert (g.number, g.points, g.zh, g.en, g.excludes_inner) == (f.number, f.points, f.zh, f.en, f.excludes_inner)
        assert g.excludes == f.excludes or f.id in mcr.GUIDE_EXCLUSIONS, f.id
    # The guide only ever drops exclusions; it adds none.
    assert all(set(GUIDE[f].excludes) <= set(RULEBOOK[f].excludes) for f in GUIDE)


def test_the_rulesets_take_their_tables() -> None:
    for name, table in (("mcr", RULEBOOK), ("mcr-illustrated", GUIDE)):
        spec = mjcore.get_ruleset(name).spec
        for fan_id, f in table.items():
            assert spec.pattern(fan_id).excludes == f.excludes, (name, fan_id)
    illustrated = mjcore.get_ruleset("mcr-illustrated").spec.options
    assert (illustrated["guide_exclusions"], mjcore.get_ruleset("mcr").spec.options["guide_exclusions"]) == (True, False)


# ------------------------------------------------- the exclusion engines


@pytest.mark.parametrize("owner", list(mcr.GUIDE_EXCLUSIONS))
def test_core_and_reference_apply_the_guide_lists(owner: str) -> None:
    """Each fan the rulebook or the guide has the owner exclude, beside it: excluded under the
    table that lists it, counted under the other (core: the table's resolve; reference: its
    exclusion engine)."""
    tables = {False: mjcore.get_ruleset("mcr").table, True: mcr_ruleset(guide_exclusions=True, name="guide").table}
    for other in RULEBOOK[owner].excludes:
        for guide, table in tables.items():
            listed = other in (GUIDE if guide else RULEBOOK)[owner].excludes
            status = table.resolve([(owner, 0b111), (other, 0b111)])[1]
            assert status == ((other, "excluded", owner) if listed else (other, "counted", None)), (guide, other)
            kept = counted([Found(owner), Found(other)], guide_exclusions=guide)
            assert kept == ([Found(owner)] if listed else [Found(owner), Found(other)]), (guide, other)


# ------------------------------------------------------------ real hands

# (the guide's words, owner, fan the guide no longer excludes, concealed, win, melds, context,
#  fans gained under mcr-illustrated, fans lost there). Seat South, prevalent East.
HANDS: list[tuple[str, str, str, str, str, Melds, dict[str, Any], Fans, tuple[str, ...]]] = [
    ("混幺九32番不重复计算：碰碰和 (全带幺 counts; no 幺九刻 here, the pair of 9s is 幺九头)",
     "all_terminals_and_honors", "outside_hand", "9m555z666z", "9m", (pung("1z"), pung("2z")), {"seat_wind": 1},
     {"outside_hand": 1, "terminal_pair": 1}, ()),
    ("混幺九32番不重复计算：碰碰和 (幺九刻 counts)", "all_terminals_and_honors", "pung_of_terminals_or_honors",
     "999p999s5z", "5z", (pung("1m"), pung("3z")), {"seat_wind": 1},
     {"outside_hand": 1, "pung_of_terminals_or_honors": 4}, ()),
    ("七对24番不重复计算：门清、单钓 (不求人 counts, and removes 自摸)", "seven_pairs", "fully_concealed_hand",
     "1133m5577p2244s6z", "6z", (), {"self_drawn": True}, {"fully_concealed_hand": 1}, ("self_drawn",)),
    ("七星不靠24番不重复计算：门清、单钓、五门齐 (十三不靠 counts)", "greater_honors_and_knitted_tiles",
     "lesser_honors_and_knitted_tiles", "147m25p36s123456z", "7z", (), {},
     {"lesser_honors_and_knitted_tiles": 1}, ()),
    ("七星不靠24番不重复计算：门清、单钓、五门齐 (不求人 counts)", "greater_honors_and_knitted_tiles",
     "fully_concealed_hand", "147m25p36s123456z", "7z", (), {"self_drawn": True},
     {"lesser_honors_and_knitted_tiles": 1, "fully_concealed_hand": 1}, ("self_drawn",)),
    ("全双刻24番不重复计算：碰碰和、断幺九 (无字 counts)", "all_even_pungs", "no_honors",
     "222m444p666s4s", "4s", (pung("8m"),), {}, {"no_honors": 1}, ()),
    ("全大24番不重复计算：无字 (大于五 counts)", "upper_tiles", "upper_four",
     "789m789p777m7s", "7s", (chow("7s"),), {}, {"upper_four": 1}, ()),
    ("全中24番不重复计算：断幺九 (无字 counts)", "middle_tiles", "no_honors",
     "456m456p44s66m", "6m", (pung("5s"),), {}, {"no_honors": 1}, ()),
    ("全小24番不重复计算：无字 (小于五 counts)", "lower_tiles", "lower_four",
     "123m123p12s33m", "3s", (pung("2m"),), {}, {"lower_four": 1}, ()),
    ("全带五16番不重复计算：断幺九 (无字 counts; the pair of 5s is also 258将)", "all_five", "no_honors",
     "345m456p5p", "5p", (pung("5s"), pung("5m")), {}, {"no_honors": 1, "pair_258": 1}, ()),
    ("三色双龙会16番不重复计算：喜相逢、老少配 (平和 counts; the pair of 5s is also 258将)",
     "three_suited_terminal_chows", "all_chows", "123m789m123p789p5s", "5s", (), {},
     {"all_chows": 1, "pair_258": 1}, ()),
    ("十三不靠12番不重复计算：门清、单钓、五门齐 (不求人 counts)", "lesser_honors_and_knitted_tiles",
     "fully_concealed_hand", "147m28p369s13467z", "5z", (), {"self_drawn": True},
     {"fully_concealed_hand": 1}, ("self_drawn",)),
]

# Exclusions the guide drops that no hand can show: the two fans never count in one reading.
MOOT: dict[tuple[str, str], tuple[str, str, Melds]] = {
    # Four pungs and a pair hold no chow.
    ("four_pure_shifted_pungs", "pure_triple_chow"): ("222333444m7z", "7z", (pung("1m"),)),
    # Four chows and a pair hold no pung; seven pairs is another reading of the same tiles.
    ("quadruple_chow", "pure_shifted_pungs"): ("123123123123m7z", "7z", ()),
    ("quadruple_chow", "seven_pairs"): ("123123123123m7z", "7z", ()),
    # 缺一门 is one suit missing, a full flush misses two.
    ("full_flush", "one_voided_suit"): ("123123456789m4m", "4m", ()),
    # 平和, which every 三色双龙会 shows (four chows, a pair of 5s), excludes 无字.
    ("three_suited_terminal_chows", "no_honors"): ("123m789m123p789p5s", "5s", ()),
}


def test_every_dropped_exclusion_has_a_hand() -> None:
    assert {(h[1], h[2]) for h in HANDS} | set(MOOT) == DROPPED


@pytest.mark.parametrize(
    ("words", "owner", "dropped", "hand", "win", "melds", "ctx", "gained", "lost"), HANDS, ids=[h[0] for h in HANDS]
)
def test_the_dropped_exclusion_counts(
    scorer: Scorer, words: str, owner: str, dropped: str, hand: str, win: str, melds: Melds,
    ctx: dict[str, Any], gained: Fans, lost: tuple[str, ...],
) -> None:
    book_total, book = scorer(False, hand, win, melds, **ctx)
    guide_total, guide = scorer(True, hand, win, melds, **ctx)
    assert owner in book and owner in guide
    assert dropped not in book and dropped in guide
    expected = {f: n for f, n in {**book, **gained}.items() if f not in lost}
    assert guide == expected
    assert guide_total == book_total + mcr.points_of(gained) - mcr.points_of({f: book[f] for f in lost})


@pytest.mark.parametrize(("owner", "dropped"), list(MOOT))
def test_a_moot_drop_changes_nothing(scorer: Scorer, owner: str, dropped: str) -> None:
    hand, win, melds = MOOT[(owner, dropped)]
    for guide in (False, True):
        fans = scorer(guide, hand, win, melds)[1]
        assert owner in fans and dropped not in fans, guide


def test_four_pure_shifted_pungs_still_excludes_all_pungs(scorer: Scorer) -> None:
    """The copied list names no 碰碰和; read from its definition (a 碰碰和 hand), 一色四节高
    does not count it again, as under `mcr`."""
    for guide in (False, True):
        fans = scorer(guide, "222333444m7z", "7z", (pung("1m"),))[1]
        assert "four_pure_shifted_pungs" in fans and "all_pungs" not in fans
