"""Tile notations: every tile and flower round-trips through every notation."""

from __future__ import annotations

import pytest

import mjcore
from mjcore import tiles

NOTATIONS = ("canonical", "gb", "unicode")


@pytest.mark.parametrize("notation", NOTATIONS)
def test_every_tile_round_trips(notation: str) -> None:
    every = list(range(34))
    text = tiles.render_tiles(every, notation)
    assert tiles.parse_tiles(text) == every
    assert tiles.render_tiles(tiles.parse_tiles(text), notation) == text


@pytest.mark.parametrize("notation", NOTATIONS)
def test_every_flower_round_trips(notation: str) -> None:
    text = tiles.render_flowers(list(range(8)), notation)
    assert tiles.parse_flowers(text) == list(range(8))


def test_notations_agree_on_examples() -> None:
    canonical = tiles.parse_tiles("19m19p19s1234567z")
    assert tiles.parse_tiles("W1 W9 B1 B9 T1 T9 F1 F2 F3 F4 J3 J2 J1") == canonical
    assert tiles.parse_tiles("🀇🀏🀙🀡🀐🀘🀀🀁🀂🀃🀆🀅🀄") == canonical
    assert canonical == [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]


def test_emoji_presentation_selector_is_ignored() -> None:
    assert tiles.parse_tiles("🀄\ufe0f") == [33]


def test_canonical_rendering_groups_suits() -> None:
    assert tiles.render_tiles(tiles.parse_tiles("1m2m3m5z5z")) == "123m55z"


def test_flower_numbering_follows_gb_order() -> None:
    # H1..H4 are spring..winter, H5..H8 plum, orchid, chrysanthemum, bamboo.
    assert tiles.parse_flowers("🀦🀧🀨🀩🀢🀣🀥🀤") == list(range(8))
    assert tiles.parse_flowers("H1 H8") == [0, 7]


def test_hand_round_trips_through_repr() -> None:
    melds = ["pung 777z@across", "chow 456s@5s", "kong 1111p", "ankan 9999s"]
    hand = mjcore.Hand.parse("5z", win="5z", melds=melds, flowers="13f")
    again = eval(repr(hand), {"Hand": mjcore.Hand})  # noqa: S307 - our own repr
    assert again == hand
    assert repr(again) == repr(hand)


@pytest.mark.parametrize("notation", NOTATIONS)
def test_hand_to_string_round_trips(notation: str) -> None:
    hand = mjcore.Hand.parse("1112345678999m")
    assert mjcore.Hand.parse(hand.to_string(notation)) == hand


def test_meld_notation_round_trips() -> None:
    for text in ("chow 456s", "chow 456s@5s", "pung 777z@across", "kong 1111p@right", "ankan 9999s", "pung 111m"):
        meld = mjcore.Meld.parse(text)
        assert meld.to_string() == text
        assert mjcore.Meld.parse(meld.to_string("gb")) == meld
        assert mjcore.Meld.parse(meld.to_string("unicode")) == meld


def test_meld_fields() -> None:
    meld = mjcore.Meld.parse("chow 546s@5s")
    assert meld.kind is mjcore.MeldKind.CHOW
    assert meld.tiles == [21, 22, 23]
    assert meld.claimed_index == 2
    assert meld.claimed_from is mjcore.Seat.LEFT
    kong = mjcore.Meld.parse("ankan 9999s")
    assert kong.source is mjcore.MeldSource.CONCEALED and kong.concealed and kong.declared


def test_tile_names() -> None:
    assert tiles.tile_name(0) == "1 Characters"
    assert tiles.tile_name(17, "zh") == "九饼"
    assert tiles.tile_name(32) == "Green Dragon"
    with pytest.raises(ValueError, match="not a tile"):
        tiles.tile_name(34)
