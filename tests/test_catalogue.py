"""The pattern catalogue: its data matches the core, every general pattern shows on its own hand
(core `mjcore.patterns` and the reference's detectors alike), and what does not hold is not
listed."""

from __future__ import annotations

from typing import Any

import pytest

import mjcore
from mcr_cases import chow, counts, kong, pung, tile
from mjcore import corpus
from mjcore.reference import catalogue as reference
from mjcore.rulesets import catalogue

Melds = tuple[tuple[str, int, str], ...]
PLAIN = ("123m456p789s234p5z", "5z", ())
AFTER_KONG = ("123p456s789s5z", "5z", (kong("1m", "concealed"),))  # won on the concealed kong's replacement

# (pattern, concealed, win, melds, context): the hand shows the pattern.
HANDS: list[tuple[str, str, str, Melds, dict[str, Any]]] = [
    ("dragon_seven_pairs", "1111m2233p4455s6z", "6z", (), {}),
    ("double_dragon_seven_pairs", "1111m2222p4455s6z", "6z", (), {}),
    ("triple_dragon_seven_pairs", "1111m2222p4444s6z", "6z", (), {}),
    ("pure_outside_hand", "123m789p111s999s9m", "9m", (), {}),
    ("single_color", "123456789m1235m", "5m", (), {}),
    ("single_color", "1112225556667z", "7z", (), {}),
    ("nine_gates_shape", "1112345678999m", "5m", (), {}),
    ("nine_gates_shape", "1115678999m", "5m", (chow("2m"),), {}),  # a claimed chow: not MCR's 九莲宝灯
    ("identical_chow_pair", "112233m456p789s5z", "5z", (), {}),
    ("two_identical_chow_pairs", "112233m445566p5z", "5z", (), {}),
    ("two_identical_chow_pairs", "123m5z", "5z", (chow("1m"),) * 3, {}),
    ("heavenly_hand", *PLAIN, {"self_drawn": True, "first_turn": True}),
    ("earthly_hand", *PLAIN, {"first_turn": True, "seat_wind": 1}),
    ("earthly_self_drawn", *PLAIN, {"first_turn": True, "seat_wind": 1, "self_drawn": True}),
    ("heavenly_hand_after_kong", *AFTER_KONG, {"first_turn": True, "self_drawn": True, "kong": True}),
    ("earthly_self_drawn_after_kong", *AFTER_KONG, {"first_turn": True, "self_drawn": True, "kong": True, "seat_wind": 3}),
    ("heavenly_ready", *PLAIN, {"ready_at_deal": True, "seat_wind": 1}),
    ("discard_after_kong", *PLAIN, {"discard_after_kong": True}),
    ("closed_hand", *PLAIN, {}),
    ("closed_hand", "123m456p5z", "5z", (kong("1s", "concealed"), kong("9p", "concealed")), {"self_drawn": True}),
    ("wait_two_sided", "123m456p789s23p55z", "4p", (), {}),
    ("wait_edge", "123m456p789s12p55z", "3p", (), {}),
    ("wait_closed", "123m456p789s13p55z", "2p", (), {}),
    ("wait_single", "123m456p789s234p5z", "5z", (), {}),
    ("wait_dual_pung", "123m456p789s55z66z", "6z", (), {}),
    ("mixed_four_shifted_pungs", "444s5z", "5z", (pung("1m"), pung("2p"), pung("3m")), {}),
    ("mixed_four_shifted_chows", "456s5z", "5z", (chow("1m"), chow("2p"), chow("3m")), {}),
    ("two_suit_shifted_pungs", "789s5z", "5z", (pung("1m"), pung("2m"), pung("3p")), {}),
    ("two_suit_shifted_chows", "123234m345p789s5z", "5z", (), {}),
    ("pair_258", "123m456p789s234p5m", "5m", (), {}),
    ("terminal_pair", "123m456p789s234p9m", "9m", (), {}),
    ("all_sequences", *PLAIN, {}),
    ("small_three_winds", "11122233z123m34p", "5p", (), {}),
    ("wind_pung", "444z123m456p789s9s", "9s", (), {}),  # North, neither the seat's nor the round's
    ("one_kong", "123p456s789s5z", "5z", (kong("1m"),), {}),
    ("two_kongs", "456s789s5z", "5z", (kong("1m"), kong("2p", "concealed")), {}),
    ("small_triple_pung", "222m222p22s345s67s", "8s", (), {}),
    ("concealed_pung", "111m222p345s678s9s", "9s", (), {}),
    ("kong", "123p456s789s5z", "5z", (kong("1m"),), {}),
    ("root", "1111m2233p4455s6z", "6z", (), {}),
    ("root", "123m456p789s5p", "5p", (pung("1m"),), {}),  # the fourth copy used in a chow
    ("golden_single_wait", "5m", "5m", (pung("2p"), kong("8m", "concealed"), pung("5p"), pung("8p")), {}),
    ("all_258", "2255m88p2255s885p", "5p", (), {}),
    ("all_258_pungs", "222m555p888p22s88s", "8s", (), {}),
    ("mixed_pungs", "111m999m555m11z22z", "2z", (), {}),
    ("pure_pungs", "111m333m555m77m99m", "9m", (), {}),
    ("all_concealed_pungs", "111m999p444s222m5s", "5s", (), {}),  # the last pung on a discard too
    ("nothing_declared", *PLAIN, {"flowers": "3f"}),
    ("nothing_declared_no_flowers", *PLAIN, {}),
    ("kong_on_kong", "123m789p5z", "5z", (kong("1s"), kong("2s")), {"self_drawn": True, "kong": True, "kong_on_kong": True}),
    ("human_hand", *PLAIN, {"first_round_discard": True, "seat_wind": 1}),
    ("seat_flower", *PLAIN, {"flowers": "2f", "seat_wind": 1}),
    ("flower_set", *PLAIN, {"flowers": "5f6f7f8f"}),
    ("no_flowers", *PLAIN, {}),
    ("human_hand_any_discard", *PLAIN, {"first_turn": True, "seat_wind": 1}),  # the dealer's first discard
    ("human_hand_any_discard", *PLAIN, {"first_round_discard": True, "seat_wind": 2}),  # a later one
    ("human_hand_any_discard", *PLAIN, {"first_round_discard": True}),  # the dealer wins on one
    # dealer= names the dealer apart from the seat: it, not seat_wind, decides 天和 / 地和 / 人和 / 天听.
    ("heavenly_hand", *PLAIN, {"self_drawn": True, "first_turn": True, "seat_wind": 2, "dealer": True}),
    ("earthly_self_drawn", *PLAIN, {"self_drawn": True, "first_turn": True, "dealer": False}),
    ("earthly_hand", *PLAIN, {"first_turn": True, "dealer": False}),
    ("heavenly_hand_after_kong", *AFTER_KONG, {"first_turn": True, "self_drawn": True, "kong": True, "seat_wind": 1,
                                               "dealer": True}),
    ("human_hand", *PLAIN, {"first_round_discard": True, "dealer": False}),
    ("heavenly_ready", *PLAIN, {"ready_at_deal": True, "dealer": False}),
]

# (pattern, concealed, win, melds, context): the hand does not show it.
NOT_SHOWN: list[tuple[str, str, str, Melds, dict[str, Any]]] = [
    ("all_sequences", "123m456p789s555p5z", "5z", (), {}),
    ("pure_outside_hand", "123m789p111z999s9m", "9m", (), {}),  # honours
    ("closed_hand", "123p456s789s5z", "5z", (kong("1m"),), {}),  # a claimed kong
    ("heavenly_hand", "456s789s5z", "5z", (kong("1m", "concealed"), kong("2p", "concealed")),
     {"self_drawn": True, "first_turn": True, "kong": True}),  # a kong voids it
    ("earthly_hand", *PLAIN, {"first_turn": True, "seat_wind": 1, "discard_after_kong": True}),
    ("heavenly_hand_after_kong", *AFTER_KONG, {"first_turn": True, "self_drawn": True}),  # not on the replacement
    ("heavenly_hand_after_kong", *PLAIN, {"first_turn": True, "self_drawn": True}),  # no kong: heavenly_hand
    ("earthly_self_drawn_after_kong", *PLAIN, {"first_turn": True, "self_drawn": True, "seat_wind": 1}),
    ("wind_pung", "555z123m456p789s9s", "9s", (), {}),  # a dragon
    ("wind_pung", "11z123m456p789s23s", "1s", (), {}),  # a wind pair only
    ("two_suit_shifted_chows", "123m234p345s789s5z", "5z", (), {}),  # three suits: 三色三步高
    ("mixed_four_shifted_pungs", "444m5z", "5z", (pung("1m"), pung("2m"), pung("3m")), {}),  # one suit
    ("one_kong", "789s5z", "5z", (kong("1m"), kong("2p"), kong("3s")), {}),  # the exact rung only
    ("concealed_pung", "11m234p345s678s99s", "1m", (), {}),  # completed on a discard
    ("dragon_seven_pairs", "1133557799m22p4z", "4z", (), {}),
    ("root", "111m222p333s456s7s", "7s", (), {}),  # three copies only
    ("golden_single_wait", "222s5m", "5m", (pung("2p"), pung("5p"), pung("8p")), {}),  # three declared
    ("golden_single_wait", "5m", "5m", (chow("1p"), pung("2p"), pung("5p"), pung("8p")), {}),  # a chow
    ("all_258", "2255m88p2255s886p", "6p", (), {}),  # a 6
    ("all_258_pungs", "2255m88p2255s885p", "5p", (), {}),  # seven pairs
    ("mixed_pungs", "123m999m555m11z22z", "2z", (), {}),  # a chow
    ("pure_pungs", "111m999m555m11z22z", "2z", (), {}),  # honours
    ("all_concealed_pungs", "222m5z", "5z", (pung("1m"), pung("9p"), pung("4s")), {}),  # claimed pungs
    ("nothing_declared", "123p456s789s5z", "5z", (kong("1m", "concealed"),), {}),  # a concealed kong
    ("nothing_declared_no_flowers", *PLAIN, {"flowers": "3f"}),
    ("kong_on_kong", "123m789p5z", "5z", (kong("1s"), kong("2s")), {"self_drawn": True, "kong": True}),
    ("human_hand", *PLAIN, {"first_turn": True, "seat_wind": 1}),  # the dealer's first discard: 地和
    ("human_hand", *PLAIN, {"first_round_discard": True}),  # the narrow 人和 is a non-dealer's
    ("human_hand", *PLAIN, {"first_round_discard": True, "seat_wind": 1, "dealer": True}),
    ("heavenly_hand", *PLAIN, {"self_drawn": True, "first_turn": True, "dealer": False}),  # East, not the dealer
    ("earthly_self_drawn", *PLAIN, {"self_drawn": True, "first_turn": True, "seat_wind": 3, "dealer": True}),
    ("human_hand_any_discard", *PLAIN, {"first_turn": True, "seat_wind": 1, "discard_after_kong": True}),
    ("seat_flower", *PLAIN, {"flowers": "1f2f3f4f", "seat_wind": 1}),  # the whole series: 一台花
    ("flower_set", *PLAIN, {"flowers": "1f2f3f5f"}),
    ("no_flowers", *PLAIN, {"flowers": "3f"}),
]


def core_patterns(hand: str, win: str, melds: Melds, flowers: str = "", **ctx: Any) -> list[str]:
    h = corpus.to_hand((tuple(counts(hand)), tuple(melds), tile(win)))
    return mjcore.patterns(mjcore.Hand.from_counts(counts(hand), list(h.melds), tile(win), flowers=flowers), **ctx)


def reference_patterns(hand: str, win: str, melds: Melds, flowers: str = "", **ctx: Any) -> list[str]:
    tiles = [int(f) - 1 for f in flowers.split("f") if f]
    return reference.patterns(counts(hand), melds, tile(win), flowers=tiles, **ctx)


@pytest.fixture(params=[core_patterns, reference_patterns], ids=["core", "reference"])
def patterns(request: pytest.FixtureRequest) -> Any:
    return request.param


def test_catalogue_data_matches_the_core() -> None:
    assert catalogue.PATTERN_IDS == tuple(mjcore.pattern_ids())
    assert len(set(catalogue.PATTERN_IDS)) == len(catalogue.PATTERN_IDS)


def test_every_general_pattern_has_a_hand() -> None:
    assert {row[0] for row in HANDS} == set(catalogue.GENERAL_IDS)


@pytest.mark.parametrize(("pattern", "hand", "win", "melds", "ctx"), HANDS, ids=[r[0] for r in HANDS])
def test_pattern_is_shown(patterns: Any, pattern: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any]) -> None:
    assert pattern in patterns(hand, win, melds, **ctx)


@pytest.mark.parametrize(("pattern", "hand", "win", "melds", "ctx"), NOT_SHOWN, ids=[r[0] for r in NOT_SHOWN])
def test_pattern_is_not_shown(patterns: Any, pattern: str, hand: str, win: str, melds: Melds, ctx: dict[str, Any]) -> None:
    assert pattern not in patterns(hand, win, melds, **ctx)


def test_patterns_lists_mcr_fans_too_in_catalogue_order() -> None:
    shown = core_patterns("1112345678999m", "5m", ())
    assert {"nine_gates", "full_flush", "single_color", "nine_gates_shape", "closed_hand"} <= set(shown)
    assert shown == [p for p in catalogue.PATTERN_IDS if p in shown]


def test_a_crowded_reading_keeps_every_pattern() -> None:
    """Four concealed wind kongs won on a first-turn replacement tile show some 41 pattern
    occurrences (four of each per-set pattern among them): the core keeps them all, the last
    detected (無花) included."""
    winds = tuple(kong(w, "concealed") for w in ("1z", "2z", "3z", "4z"))
    ctx: dict[str, Any] = {"self_drawn": True, "kong": True, "kong_on_kong": True, "first_turn": True}
    assert core_patterns("5z", "5z", winds, **ctx) == reference_patterns("5z", "5z", winds, **ctx)
    assert "no_flowers" in core_patterns("5z", "5z", winds, **ctx)


def test_patterns_without_a_winning_tile() -> None:
    """A complete 14-tile hand with no winning tile: no wait pattern."""
    shown = mjcore.patterns("123m456p789s123p55z", self_drawn=True)
    assert "all_sequences" in shown and not any(p.startswith("wait_") for p in shown)
    with pytest.raises(ValueError, match="not a winning hand"):
        mjcore.patterns("123m456p789s123p56z")


def test_heavenly_ready_is_a_non_dealers(patterns: Any) -> None:
    """天听, seed 000: 「如果非庄家最开始摸上来的十三张牌已经构成听牌牌型，称为天听」 — a non-dealer's
    dealt 13 tiles; the dealer (seat East) is dealt 14, and the flag is refused for him."""
    assert "heavenly_ready" in patterns(*PLAIN, ready_at_deal=True, seat_wind=3)
    with pytest.raises(ValueError, match=r"ready_at_deal=True \(天听\) is a non-dealer's"):
        patterns(*PLAIN, ready_at_deal=True, seat_wind=0)
    with pytest.raises(ValueError, match=r"ready_at_deal=True \(天听\) is a non-dealer's"):
        patterns(*PLAIN, ready_at_deal=True, seat_wind=2, dealer=True)


def test_dealer_none_is_the_east_seat(patterns: Any) -> None:
    """dealer=None (the default) leaves the dealer to the seat, as before the keyword existed."""
    for seat in range(4):
        assert patterns(*PLAIN, self_drawn=True, first_turn=True, seat_wind=seat, dealer=None) == patterns(
            *PLAIN, self_drawn=True, first_turn=True, seat_wind=seat, dealer=seat == 0
        )
