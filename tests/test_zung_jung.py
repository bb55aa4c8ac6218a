"""Zung Jung, core and reference alike: every pattern of both tables scores on its own hand, the
spec's worked totals and the seed's stated values hold, each option changes what it says, and
the rule mechanics (forms, limit, names, flowers, minimum) behave as documented."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mjcore
from mcr_cases import counts, tile
from mjcore import corpus
from mjcore.reference import zj
from mjcore.ruleset import zung_jung_ruleset
from mjcore.rulesets import zung_jung
from zj_cases import OPEN, OPTION_HANDS, PATTERN_HANDS, SEED_READINGS, TOTAL_HANDS, Melds

NAMES = {zung_jung.SOURCE: "zung-jung", zung_jung.OFFICIAL: "zung-jung-v3.3"}

# (total, {pattern: count}, meets_minimum) from either scorer.
Result = tuple[int, dict[str, int], bool]
Scorer = Callable[..., Result]


def core(hand: str, win: str, melds: Melds, preset: str, options: dict[str, Any], **ctx: Any) -> Result:
    ruleset: Any = zung_jung_ruleset(preset, **options) if options else NAMES[preset]
    s = mjcore.score(corpus.to_hand((tuple(counts(hand)), tuple(melds), tile(win))), ruleset, **ctx)
    return s.total, s.fan_counts, s.meets_minimum


def reference(hand: str, win: str, melds: Melds, preset: str, options: dict[str, Any], **ctx: Any) -> Result:
    r = zj.score(counts(hand), melds, tile(win), preset=preset, options=options, **ctx)
    return r.total, r.fans, r.meets_minimum


@pytest.fixture(params=[core, reference], ids=["core", "reference"])
def scorer(request: pytest.FixtureRequest) -> Scorer:
    return request.param  # type: ignore[no-any-return]


@pytest.mark.parametrize("preset", list(NAMES))
@pytest.mark.parametrize(("pattern", "hand", "win", "melds", "ctx", "presets"), PATTERN_HANDS, ids=[r[0] for r in PATTERN_HANDS])
def test_pattern_is_scored(
    scorer: Scorer, preset: str, pattern: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any], presets: tuple[str, ...]
) -> None:
    _, fans, _ = scorer(hand, win, melds, preset, {}, **ctx)
    assert (fans.get(pattern, 0) > 0) == (preset in presets), fans


def test_every_pattern_has_a_hand() -> None:
    for preset, name in NAMES.items():
        scoring = set(mjcore.get_ruleset(name).table.points)
        assert scoring == {row[0] for row in PATTERN_HANDS if preset in row[5]}, name


@pytest.mark.parametrize(("what", "hand", "win", "melds", "ctx", "source", "official"), TOTAL_HANDS, ids=[r[0] for r in TOTAL_HANDS])
def test_totals(
    scorer: Scorer, what: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any], source: int, official: int
) -> None:
    assert scorer(hand, win, melds, zung_jung.SOURCE, {}, **ctx)[0] == source
    assert scorer(hand, win, melds, zung_jung.OFFICIAL, {}, **ctx)[0] == official


@pytest.mark.parametrize(
    ("option", "value", "hand", "win", "melds", "ctx", "with_option", "without"),
    OPTION_HANDS,
    ids=[f"{r[0]}={r[1]}" for r in OPTION_HANDS],
)
def test_options(
    scorer: Scorer, option: str, value: Any, hand: str, win: str, melds: Melds, ctx: dict[str, Any], with_option: int, without: int
) -> None:
    assert scorer(hand, win, melds, zung_jung.SOURCE, {option: value}, **ctx)[0] == with_option
    assert scorer(hand, win, melds, zung_jung.SOURCE, {}, **ctx)[0] == without


@pytest.mark.parametrize(
    ("rule", "seed", "hand", "win", "melds", "ctx", "fans", "total"), SEED_READINGS, ids=[r[0] for r in SEED_READINGS]
)
def test_seed_reading(
    scorer: Scorer, rule: str, seed: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any], fans: dict[str, int],
    total: int,
) -> None:
    """`zung-jung` follows the seed table's words (`seed`, quoted): the hand counts exactly
    these patterns, for this total."""
    assert scorer(hand, win, melds, zung_jung.SOURCE, {}, **ctx)[:2] == (total, fans)


def test_a_concealed_kong_cannot_be_robbed(scorer: Scorer) -> None:
    """「搶槓和 : 20分 - 和別人開明槓的牌。 - 但是不可搶暗槓。」 ("but a concealed kong cannot be
    robbed"): naming the robbed kong concealed is refused, in the same words by both scorers."""
    message = "robbed_kong='concealed': a concealed kong cannot be robbed (不可搶暗槓; no ruleset mjcore has allows it)"
    with pytest.raises(ValueError) as refused:
        scorer(*OPEN, zung_jung.SOURCE, {}, kong=True, robbed_kong="concealed")
    assert str(refused.value) == message


def test_minimum(scorer: Scorer) -> None:
    """No minimum by default (a chicken hand wins); WSOM's 5 points as an option."""
    assert scorer(*OPEN, zung_jung.SOURCE, {})[2]
    assert not scorer(*OPEN, zung_jung.SOURCE, {"min_points": 5})[2]


def test_knitted_hands_do_not_win() -> None:
    """Only the regular form, seven pairs and thirteen terminals win in Zung Jung."""
    plain = (tuple(counts("147m258p369s123m5z")), (), tile("5z"))
    assert mjcore.score(corpus.to_hand(plain), "mcr").total > 0
    with pytest.raises(ValueError, match="not a winning hand under zung-jung"):
        mjcore.score(corpus.to_hand(plain), "zung-jung")
    with pytest.raises(ValueError, match="not a winning hand"):
        zj.score(*plain)


def test_names_follow_the_preset() -> None:
    """The seed uses the mainland names (妙手回春 = last tile drawn, 海底撈月 = last discard,
    人和 / 地和), v3.3 its own (海底撈月 = last tile drawn, 河底撈魚, 地和 = on the dealer's
    discard): the ids stay the same (DEC-5, DEC-6)."""
    def names(ruleset: Any) -> dict[str, str]:
        return {f.id: f.zh for f in mjcore.get_ruleset(ruleset).fans}

    source, official = names("zung-jung"), names("zung-jung-v3.3")
    assert (source["last_tile_draw"], source["last_tile_claim"]) == ("妙手回春", "海底撈月")
    assert (official["last_tile_draw"], official["last_tile_claim"]) == ("海底撈月", "河底撈魚")
    assert (source["earthly_hand"], source["earthly_self_drawn"], official["earthly_hand"]) == ("人和", "地和", "地和")
    assert names(zung_jung_ruleset(names="official"))["last_tile_draw"] == "海底撈月"


def test_bonus_tiles() -> None:
    """The bonus-tile option: the player's own flower or season 4, any other 2; a full set is
    4 + 2 + 2 + 2 = 10. Flowers never count towards the minimum or the limit."""
    ruleset = zung_jung_ruleset(bonus_tiles=True, min_points=5)
    hand = mjcore.Hand.parse("345s78s99m", win="9s", melds=["chow 123m", "pung 555p"], flowers="1f2f3f4f6f")
    s = mjcore.score(hand, ruleset, seat_wind="W")  # flowers 3f and 7f are West's
    assert (s.base, s.flowers, s.total, s.meets_minimum) == (1, 4 + 2 + 2 + 2 + 2, 13, False)
    assert mjcore.score(hand, "zung-jung").total == 1  # bonus tiles off by default
    with pytest.raises(ValueError, match="flower tiles"):
        mjcore.score(mjcore.Hand.parse("345s78s99m", win="9s", melds=["chow 123m", "pung 555p"]), ruleset, flowers=2)
    ref = zj.score(counts("345s78s99m"), (("chow", 0, "exposed"), ("pung", 13, "exposed")), tile("9s"),
                   options={"bonus_tiles": True}, flowers=(0, 1, 2, 3, 5), seat_wind=2)
    assert (ref.base, ref.total) == (1, 13)


def test_limit_reports_the_listed_pattern_alone() -> None:
    s = mjcore.score(mjcore.Hand.parse("111222333444z5z", win="5z"), "zung-jung")
    # 大四喜 480, 字一色 320, 混么九 100, 對對和 30, 四暗刻 160, 門前清 10, 風刻 4 x 10
    assert (s.total, s.raw, s.fan_counts) == (480, 1140, {"big_four_winds": 1})
    limited = {d[0] for d in s.detected if d[2] == "limited"}
    assert {"all_honors", "all_pungs", "four_concealed_pungs"} <= limited


def test_unknown_options_and_presets_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown zung-jung option"):
        zung_jung_ruleset(dragons="add")
    with pytest.raises(ValueError, match="must be one of"):
        zung_jung_ruleset(dragons_in_three_dragons="both")
    with pytest.raises(ValueError, match="unknown zung-jung preset"):
        zung_jung_ruleset("wsom")
