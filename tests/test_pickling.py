"""Every public value travels: pickle (protocols 2 and 5), copy and deepcopy give an equal value
of the same type; immutable values hash consistently with ==, and == with another type is
NotImplemented. The core's values are rebuilt from their data by restorers that check it, so a
tampered pickle is a TypeError or ValueError; a Ruleset travels as its definition, and a
spawned process scores under a user's ruleset as this one does (docs/distributed.md)."""

from __future__ import annotations

import copy
import multiprocessing
import pickle
from collections.abc import Callable
from typing import Any

import pytest

import mjcore
from mjcore import _core
from mjcore.ruleset import Ruleset, get_ruleset
from mjcore.rulesets import names as ruleset_names
from pickling_worker import score_facts
from travelling_values import HOUSE_DEFINITION, NINE_GATES, all_values, house, immutable

SCORED_HANDS = [
    NINE_GATES,
    mjcore.Hand.parse("1122m3344p5566s7z", win="7z"),
    mjcore.Hand.parse("111m222p333s555z6z", win="6z"),
    mjcore.Hand.parse("123m456m789m1239m", win="9m"),
    mjcore.Hand.parse("19m19p19s1234567z", win="1m"),
    mjcore.Hand.parse("123m456p1z", win="1z", melds=["pung 777z@across", "chow 789s@8s"], flowers=2),
]
VALUES = all_values()
IDS = [name for name, _ in VALUES]
TRIPS: dict[str, Callable[[Any], Any]] = {
    "pickle-2": lambda v: pickle.loads(pickle.dumps(v, protocol=2)),
    "pickle-5": lambda v: pickle.loads(pickle.dumps(v, protocol=5)),
    "copy": copy.copy,
    "deepcopy": copy.deepcopy,
}
# The compiled core's value types: each reduces to (a restorer of mjcore._core, its state).
CORE_TYPES: tuple[type, ...] = (mjcore.Hand, mjcore.Meld, mjcore.Decomposition, mjcore.FanScore, mjcore.Score)
CORE_TYPES += (mjcore.RuleTable, mjcore.UsefulTiles)
CORE_VALUES = [(name, v) for name, v in VALUES if isinstance(v, CORE_TYPES)]


@pytest.mark.parametrize("value", [v for _, v in VALUES], ids=IDS)
def test_every_value_comes_back_equal(value: object) -> None:
    for trip, there_and_back in TRIPS.items():
        back = there_and_back(value)
        assert type(back) is type(value), trip
        assert back == value and not back != value, trip


@pytest.mark.parametrize("value", [v for _, v in VALUES], ids=IDS)
def test_immutable_values_hash_as_they_compare(value: object) -> None:
    if not immutable(value):
        with pytest.raises(TypeError, match="unhashable"):
            hash(value)
        return
    back = pickle.loads(pickle.dumps(value))
    assert hash(back) == hash(value)
    assert len({value, back, copy.deepcopy(value)}) == 1


@pytest.mark.parametrize("value", [v for _, v in VALUES], ids=IDS)
def test_another_type_is_not_implemented(value: object) -> None:
    assert (value == 3) is False and (value != 3) is True
    assert type(value).__eq__(value, 3) is NotImplemented
    assert value != "not a mahjong value"


def test_the_values_are_told_apart() -> None:
    # Equality reads the data, not only the type: different values of a type are unequal.
    by_type: dict[type, list[object]] = {}
    for _, v in VALUES:
        by_type.setdefault(type(v), []).append(v)
    for values in by_type.values():
        for i, a in enumerate(values):
            assert all(a != b for b in values[i + 1 :]), a


def test_a_score_comes_back_with_its_results() -> None:
    for name, score in VALUES:
        if isinstance(score, mjcore.Score):
            back = pickle.loads(pickle.dumps(score))
            assert (back.total, back.fans, back.detected, back.decomposition) == (
                score.total,
                score.fans,
                score.detected,
                score.decomposition,
            ), name
            assert (back.decomposition_totals, back.seat_wind, back._ruleset) == (
                score.decomposition_totals,
                score.seat_wind,
                score._ruleset,
            ), name


@pytest.mark.parametrize("name", ruleset_names())
def test_a_rule_table_comes_back_scoring_as_it_did(name: str) -> None:
    table = get_ruleset(name).table
    back = pickle.loads(pickle.dumps(table))
    assert back is not table
    read = ("name", "minimum", "limit", "limit_alone", "points", "names", "floors", "conversion")
    assert [getattr(back, a) for a in read] == [getattr(table, a) for a in read]
    for hand in SCORED_HANDS:
        try:
            expected = mjcore.score(hand, table, self_drawn=True)
        except ValueError:  # not a win under this ruleset's rules
            continue
        got = mjcore.score(hand, back, self_drawn=True)
        assert (got.total, got.fans, got.detected) == (expected.total, expected.fans, expected.detected)


def test_a_ruleset_travels_as_its_definition() -> None:
    mine = house()
    data = pickle.dumps(mine)
    assert b"_restore_rule_table" not in data and b"house" in data
    back = pickle.loads(data)
    assert back == mine and back.to_definition() == mine.to_definition()
    assert back.table == mine.table and back.payments == mine.payments
    assert pickle.loads(data) is back  # compiled once per process, however many tasks bring it
    assert pickle.loads(pickle.dumps(get_ruleset("mcr"))) is get_ruleset("mcr")  # a built-in arrives as itself
    hand = mjcore.Hand.parse("1122m3344p5566s7z", win="7z")
    assert mjcore.score(hand, back, self_drawn=True).total == mjcore.score(hand, mine, self_drawn=True).total == 5


def test_a_tampered_ruleset_is_refused_by_its_validation() -> None:
    class Tampered:
        def __init__(self, definition: object) -> None:
            self.definition = definition

        def __reduce__(self) -> tuple[Any, ...]:
            return type(house()).__reduce__(house())[0], (self.definition,)

    unknown = {**HOUSE_DEFINITION, "patterns": {"sevenpairs": 4}}
    with pytest.raises(ValueError, match="unknown pattern id 'sevenpairs'"):
        pickle.loads(pickle.dumps(Tampered(unknown)))
    with pytest.raises(ValueError, match="must be an integer"):
        pickle.loads(pickle.dumps(Tampered({**HOUSE_DEFINITION, "minimum": {1, 2}})))
    with pytest.raises(ValueError, match="is a mapping"):
        pickle.loads(pickle.dumps(Tampered(["house"])))


def test_a_spawned_pool_scores_under_a_users_ruleset_as_this_process_does() -> None:
    hands = [
        mjcore.Hand.parse("1122m3344p5566s7z", win="7z"),
        mjcore.Hand.parse("111m222p333s555z6z", win="6z"),
        mjcore.Hand.parse("1112345678999m", win="5m"),
        mjcore.Hand.parse("1m", win="1m", melds=["pung 222p", "pung 333s", "pung 555z", "kong 6666z"]),
    ]
    mine = house()
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        scored = pool.starmap(score_facts, [(hand, mine) for hand in hands])
    assert scored == [score_facts(hand, mine) for hand in hands]
    assert [total for total, *_ in scored] == [5, 7, 9, 7]


# ---------------------------------------------------------------------------------------------
# Tampered states: each restorer checks what it is given as an argument is checked.
# ---------------------------------------------------------------------------------------------


def _state(value: object) -> tuple[Callable[..., object], list[Any]]:
    reduced = value.__reduce__()
    assert isinstance(reduced, tuple) and len(reduced) == 2
    restorer, state = reduced
    assert callable(restorer) and isinstance(state, tuple)
    return restorer, list(state)


def _tampered(value: object, index: int, replacement: object) -> object:
    restorer, state = _state(value)
    state[index] = replacement
    return restorer(*state)


def _value(name: str) -> object:
    return dict(VALUES)[name]


TAMPERED = [
    ("Meld-claimed-chow", 1, 99, ValueError, "first must be 0..33"),
    ("Meld-claimed-chow", 0, "chow", TypeError, "kind must be a MeldKind"),
    ("Meld-claimed-chow", 3, mjcore.Seat.ACROSS, ValueError, "only be claimed from the left"),
    ("Meld-formed-in-hand", 0, mjcore.MeldKind.KONG, ValueError, "chow or a pung, not a kong"),
    ("Meld-formed-in-hand", 3, mjcore.Seat.LEFT, ValueError, "records no claim"),
    ("Hand", 0, "1112345678999m1z", ValueError, "13 tiles plus the winning tile"),
    ("Hand", 1, 34, ValueError, "win must be 0..33"),
    ("Hand-declared", 2, ("pung 123m",), ValueError, "a pung is identical tiles"),
    ("Hand", 3, -1, ValueError, "flowers must be 0..8"),
    ("Hand", 0, b"1112345678999m", TypeError, "tiles must be a str"),
    ("Decomposition-regular", 0, 0, TypeError, "form must be a Form"),
    ("Decomposition-regular", 0, mjcore.Form.SEVEN_PAIRS, ValueError, "a seven pairs reading has 0 meld"),
    ("Decomposition-regular", 1, [], TypeError, "melds must be a tuple of Meld"),
    ("Decomposition-regular", 1, ("pung 111m",), TypeError, "holding a str"),
    ("Decomposition-regular", 1, (mjcore.Meld.parse("pung 111m"),) * 5, ValueError, "at most 4 melds"),
    ("Decomposition-regular", 2, 34, ValueError, "pair must be 0..33"),
    ("Decomposition-SEVEN_PAIRS", 3, (33, 0, 1, 2, 3, 4, 5), ValueError, "in tile order"),
    ("Decomposition-SEVEN_PAIRS", 3, tuple(range(15)), ValueError, "at most 14 special tiles"),
    ("Decomposition-regular", 5, 4, ValueError, "win_meld must be 0..3"),
    ("Decomposition-SEVEN_PAIRS", 5, 0, ValueError, "win_meld names a meld only"),
    ("Decomposition-regular", 6, "edge", TypeError, "wait must be a WaitType"),
    ("FanScore", 0, "nine_gate", ValueError, "not a catalogue pattern id"),
    ("FanScore", 3, 0, ValueError, "points must be 1..1000000"),
    ("FanScore", 4, "1", TypeError, "count must be an int"),
    ("Score", 0, "1112345678999m", TypeError, "hand must be a Hand"),
    ("Score", 0, mjcore.Hand.parse("1112345678999m", win="1z"), ValueError, "not a winning hand|does not win"),
    ("Score", 1, "riichi", ValueError, "unknown ruleset 'riichi'"),
    ("Score", 1, 3, TypeError, "ruleset must be"),
    ("Score", 2, [("self_drawn", True)], TypeError, "context must be a dict"),
    ("Score", 2, {"speed": 3}, ValueError, "'speed' is not a keyword"),
    ("Score", 2, {"flowers": 3}, ValueError, "'flowers' is not a keyword"),
    ("Score", 2, {"seat_wind": "X"}, ValueError, "seat_wind must be E, S, W or N"),
    ("Score", 2, {"self_drawn": True, "kong": True}, ValueError, "declares no kong"),
    ("Score-reading", 3, 2, ValueError, "reading must be 0..1"),
    ("Score-reading", 3, "0", TypeError, "reading must be an int"),
    ("UsefulTiles", 0, ((27, 5),), ValueError, "copies must be 0..4"),
    ("UsefulTiles", 0, ((28, 1), (27, 1)), ValueError, "each tile once, in tile order"),
    ("UsefulTiles", 0, ((34, 1),), ValueError, "a tile must be 0..33"),
    ("UsefulTiles", 0, [(27, 1)], TypeError, "items must be a tuple"),
    ("UsefulTiles", 0, ((27,),), TypeError, "items must be \\(tile, copies\\) pairs"),
    ("RuleTable-house", 0, {"name": "house"}, ValueError, "the definition lacks 'patterns'"),
    ("RuleTable-house", 0, "house", TypeError, "definition must be a dict"),
]


@pytest.mark.parametrize(("name", "index", "replacement", "error", "message"), TAMPERED)
def test_a_tampered_state_names_what_is_wrong(
    name: str, index: int, replacement: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        _tampered(_value(name), index, replacement)


def test_a_tampered_rule_table_keeps_the_cores_ranges() -> None:
    restorer, (definition,) = _state(_value("RuleTable-house"))
    definition["patterns"][0]["points"] = 10**7
    with pytest.raises(ValueError, match="the points of 'seven_pairs' must be 0..1000000"):
        restorer(definition)
    definition["patterns"][0]["points"] = "4"
    with pytest.raises(TypeError, match="points must be an int"):
        restorer(definition)


def test_tampered_bytes_fail_the_same_way() -> None:
    meld = pickle.dumps(mjcore.Meld.parse("pung 777z"), protocol=2)
    assert meld.count(b"K!") == 1  # the tile index 33, one byte after BININT1 ("K")
    with pytest.raises(ValueError, match="first must be 0..33"):
        pickle.loads(meld.replace(b"K!", b"K\x7f"))


JUNK: list[object] = [None, -1, 10**30, "x", (), 2.5, object(), {"a": 1}]


@pytest.mark.parametrize("value", [v for _, v in CORE_VALUES], ids=[n for n, _ in CORE_VALUES])
def test_any_part_replaced_by_junk_is_an_error_or_a_value(value: object) -> None:
    restorer, state = _state(value)
    assert restorer.__module__ == "mjcore._core"
    for index in range(len(state)):
        for junk in JUNK:
            try:
                rebuilt = _tampered(value, index, junk)
            except (TypeError, ValueError):
                continue
            assert type(rebuilt) is type(value)  # junk the type allows (None: a default) builds a value


def test_a_restorer_takes_its_state_whole() -> None:
    restorer, state = _state(NINE_GATES)
    with pytest.raises(TypeError):
        restorer(*state, 0)
    for name in ("_restore_meld", "_restore_decomposition", "_restore_score", "_restore_useful_tiles"):
        with pytest.raises(TypeError, match="missing required argument"):
            getattr(_core, name)()
    assert Ruleset.from_definition(HOUSE_DEFINITION) == house()


def test_the_compat_error_pickles_with_its_message() -> None:
    # An exception compares by identity: what travels is its type and message.
    back = pickle.loads(pickle.dumps(mjcore.MahjongGBError("bad pack")))
    assert type(back) is mjcore.MahjongGBError and back.args == ("bad pack",)
