"""Every class of bad input gets a clear exception naming the problem."""

from __future__ import annotations

import re

import pytest

import mjcore

Hand = mjcore.Hand


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123x", "unexpected character 'x'"),
        ("123", "digits '123' have no suit letter"),
        ("m123", "suit letter 'm' has no digits"),
        ("0m", "rank 0m does not exist"),
        ("8z", "honour rank 8z does not exist"),
        ("9z", "honour rank 9z does not exist"),
        ("W0", "'W0' is not a tile"),
        ("F5", "'F5' is not a tile"),
        ("J4", "'J4' is not a tile"),
        ("X1", "unknown tile code 'X'"),
        ("W", "needs a digit"),
        ("🀄a", "not a mahjong tile character"),
        ("\u00e9", "not a mahjong tile character (U+00E9)"),
    ],
)
def test_bad_notation(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        Hand.parse(text)


def test_positions_count_characters_not_bytes() -> None:
    with pytest.raises(ValueError, match=re.escape("'🀇🀈x🀉' at position 2:")):
        Hand.parse("🀇🀈x🀉")


def test_a_chow_is_claimed_from_the_left_only() -> None:
    with pytest.raises(ValueError, match="can only be claimed from the left"):
        mjcore.Meld.parse("chow 123m@across")


def test_fifth_copy_in_concealed_tiles() -> None:
    with pytest.raises(ValueError, match="tile 1m appears 5 times"):
        Hand.parse("11111m")


def test_fifth_copy_through_a_meld() -> None:
    with pytest.raises(ValueError, match="tile 7z appears 5 times"):
        Hand.parse("77z123m456p789s", win="5s", melds=["pung 777z"])


def test_fifth_copy_through_the_winning_tile() -> None:
    with pytest.raises(ValueError, match="tile 9m appears 5 times"):
        Hand.parse("1239999m456p789s", win="9m")


def test_winning_tile_listed_twice() -> None:
    with pytest.raises(ValueError, match="is the winning tile also listed in the hand"):
        Hand.parse("11123456789995m", win="5m")


@pytest.mark.parametrize("tiles", ["123m", "123m456p789s11z2z3z4z5z"])
def test_wrong_tile_total(tiles: str) -> None:
    with pytest.raises(ValueError, match="concealed part must hold"):
        Hand.parse(tiles)


def test_wrong_tile_total_for_meld_count() -> None:
    with pytest.raises(ValueError, match="with 1 declared meld"):
        Hand.parse("1112345678999m", win="5m", melds=["pung 777z"])


@pytest.mark.parametrize("meld", ["chow 899m", "chow 123z", "chow 135m", "chow 9m1p2p"])
def test_impossible_chow(meld: str) -> None:
    with pytest.raises(ValueError, match="impossible chow"):
        Hand.parse("1112345678m", win="5m", melds=[meld])


def test_pung_of_different_tiles() -> None:
    with pytest.raises(ValueError, match="is identical tiles"):
        Hand.parse("1112345678m", win="5m", melds=["pung 123m"])


@pytest.mark.parametrize("meld", ["pung 12f", "kong H1H2H3H4"])
def test_flower_tiles_in_melds(meld: str) -> None:
    with pytest.raises(ValueError, match="flower tiles cannot form a meld"):
        Hand.parse("1112345678m", win="5m", melds=[meld])


def test_unknown_meld_kind() -> None:
    with pytest.raises(ValueError, match="unknown meld kind 'triple'"):
        Hand.parse("1112345678m", win="5m", melds=["triple 777z"])


def test_meld_with_wrong_tile_count() -> None:
    with pytest.raises(ValueError, match="a kong has 4 tiles, got 3"):
        Hand.parse("1112345678m", win="5m", melds=["kong 777z"])


def test_concealed_kong_cannot_be_claimed() -> None:
    with pytest.raises(ValueError, match="cannot have been claimed"):
        Hand.parse("1112345678m", win="5m", melds=["ankan 7777z@left"])


def test_chow_only_from_the_left() -> None:
    with pytest.raises(ValueError, match="only be claimed from the left"):
        mjcore.Meld(mjcore.MeldKind.CHOW, 0, claimed_from=mjcore.Seat.ACROSS)


def test_claimed_meld_marked_as_formed_in_hand() -> None:
    with pytest.raises(ValueError, match="must be exposed or a concealed kong"):
        mjcore.Meld(mjcore.MeldKind.PUNG, 0, source=mjcore.MeldSource.HAND)


def test_concealed_pung_cannot_be_declared() -> None:
    with pytest.raises(ValueError, match="only a kong can be declared concealed"):
        mjcore.Meld(mjcore.MeldKind.PUNG, 0, source=mjcore.MeldSource.CONCEALED)


def test_unknown_seat() -> None:
    with pytest.raises(ValueError, match="unknown seat 'north'"):
        mjcore.Meld.parse("pung 777z@north")


def test_too_many_melds() -> None:
    melds = ["pung 111m", "pung 222m", "pung 333m", "pung 444m", "pung 555m"]
    with pytest.raises(ValueError, match="at most 4 declared melds"):
        Hand.parse("", melds=melds)


def test_melds_given_as_one_string() -> None:
    with pytest.raises(TypeError, match="not one string"):
        Hand.parse("1112345678m", win="5m", melds="pung 777z")  # type: ignore[arg-type]


def test_meld_of_wrong_type() -> None:
    with pytest.raises(TypeError, match="melds: a meld must be a string"):
        Hand.parse("1112345678m", win="5m", melds=[42])  # type: ignore[list-item]


def test_winning_tile_must_be_one_tile() -> None:
    with pytest.raises(ValueError, match="expected exactly one tile"):
        Hand.parse("1112345678999m", win="5m6m")


def test_winning_tile_index_out_of_range() -> None:
    with pytest.raises(ValueError, match="win must be 0..33, got 34"):
        Hand.parse("1112345678999m", win=34)


def test_winning_tile_of_wrong_type() -> None:
    with pytest.raises(TypeError, match="win must be a tile string"):
        Hand.parse("1112345678999m", win=5.0)  # type: ignore[arg-type]


def test_negative_flowers() -> None:
    with pytest.raises(ValueError, match="flowers must be 0..8, got -1"):
        Hand.parse("1112345678999m", flowers=-1)


def test_too_many_flowers() -> None:
    with pytest.raises(ValueError, match="flowers must be 0..8, got 9"):
        Hand.parse("1112345678999m", flowers=9)
    with pytest.raises(ValueError, match="at most 8 flowers, got 9"):
        Hand.parse("1112345678999m1f", flowers=8)  # a flower tile and a count


def test_same_flower_twice() -> None:
    with pytest.raises(ValueError, match="flower 1f appears twice"):
        Hand.parse("1112345678999m", flowers="H1H1")


def test_ordinary_tiles_as_flowers() -> None:
    with pytest.raises(ValueError, match="flowers= takes flower tiles"):
        Hand.parse("1112345678999m", flowers="1m")


def test_counts_of_wrong_length() -> None:
    with pytest.raises(ValueError, match="concealed must have 34 counts"):
        Hand.from_counts([1] * 13)


def test_counts_out_of_range() -> None:
    counts = [0] * 34
    counts[3] = 5
    with pytest.raises(ValueError, match="concealed: count of tile index 3 must be 0..4, got 5"):
        Hand.from_counts(counts)


def test_unknown_notation_name() -> None:
    with pytest.raises(ValueError, match="unknown notation 'roman'"):
        Hand.parse("1112345678999m").to_string("roman")


def test_render_out_of_range_tile() -> None:
    with pytest.raises(ValueError, match="tile index 40 is not a tile"):
        mjcore.render_tiles([40])


def test_api_rejects_non_hands() -> None:
    with pytest.raises(TypeError, match="expected a Hand or a tile string"):
        mjcore.is_winning(123)  # type: ignore[arg-type]


def test_waiting_tiles_need_a_ready_size_hand() -> None:
    with pytest.raises(ValueError, match="waits need a hand of 13"):
        mjcore.waits("11122233344455m")


# Scoring context (PyMahjongGB silently repairs or accepts these).
NINE_GATES = Hand.parse("1112345678999m", win="5m")


@pytest.mark.parametrize(
    ("context", "message"),
    [
        ({"seat_wind": 4}, "seat_wind must be 0..3"),
        ({"prevalent_wind": "Q"}, "prevalent_wind must be E, S, W or N"),
        ({"flowers": -1}, "flowers must be 0..8"),
        ({"flowers": 9}, "flowers must be 0..8"),
        ({"self_drawn": True, "kong": True}, "declares no kong"),
        ({"kong": True}, "robbing the kong"),
        ({"fourth_tile": True}, "和绝张"),
    ],
)
def test_contradictory_or_out_of_range_context(context: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        mjcore.score(NINE_GATES, **context)  # type: ignore[arg-type]


def test_context_of_wrong_type() -> None:
    with pytest.raises(TypeError, match="self_drawn must be a bool"):
        mjcore.score(NINE_GATES, self_drawn="yes")  # type: ignore[arg-type]


def test_visible_tiles_beyond_four_copies() -> None:
    visible = [0] * 34
    visible[0] = 2  # the hand already holds three 1m
    with pytest.raises(ValueError, match="more than 4 copies"):
        mjcore.useful_tiles("1112345678999m", visible)
