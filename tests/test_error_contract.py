"""Issue-by-issue regressions of the error contract: every public call answers bad input
with a ValueError or TypeError that names the argument, never SystemError, RuntimeError,
OverflowError, UnicodeError, a signature dump or a silently wrong answer.
(tests/test_adversarial.py tries the same families at random.)"""

from __future__ import annotations

import gc
import sys
from typing import Any, Callable

import numpy as np
import pytest

import mjcore
from mjcore import batch
from mjcore.compat.mahjonggb import MahjongFanCalculator, MahjongGBError

NINE_GATES = "1112345678999m"
HUGE = (2**31, 2**63, 2**64, -(2**63) - 1)


def _nine_gates() -> mjcore.Hand:
    return mjcore.Hand.parse(NINE_GATES, win="5m")


def _refused(call: Callable[[], Any], error: type[Exception], message: str) -> str:
    with pytest.raises(error) as raised:
        call()
    assert type(raised.value) in (ValueError, TypeError), type(raised.value)
    assert message in str(raised.value)
    return str(raised.value)


@pytest.mark.parametrize("value", HUGE)
@pytest.mark.parametrize("flag", ["self_drawn", "last_tile", "kong", "ready_at_deal", "discard_after_kong"])
def test_a_huge_int_flag_is_true_not_a_system_error(flag: str, value: int) -> None:
    # An int flag is its truth, as in Python; before, PyLong_AsLong's pending
    # OverflowError surfaced as SystemError (or was silently swallowed).
    def outcome(flag_value: object) -> object:
        try:
            return mjcore.patterns(_nine_gates(), **{flag: flag_value}), mjcore.score(_nine_gates(), **{flag: flag_value}).total
        except ValueError as refusal:  # 抢杠和 on a tile the hand holds: refused alike
            return str(refusal)

    assert outcome(value) == outcome(True)


@pytest.mark.parametrize("value", HUGE)
def test_compat_flags_take_huge_ints(value: int) -> None:
    args = ((), tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()), "W5", 0)
    expected = MahjongFanCalculator(*args, True, False, False, False, 0, 0, True)
    assert MahjongFanCalculator(*args, value, False, False, False, 0, 0, value) == expected


@pytest.mark.parametrize("value", HUGE)
def test_compat_ints_out_of_range_are_mahjonggb_errors(value: int) -> None:
    args: list[Any] = [(), tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()), "W5", 0, 0, 0, 0, 0, 0, 0]
    for slot, name in ((3, "flowerCount"), (8, "seatWind"), (9, "prevalentWind")):
        bad = list(args)
        bad[slot] = value
        with pytest.raises(MahjongGBError, match=f"{name} must be "):
            MahjongFanCalculator(*bad)
    with pytest.raises(MahjongGBError, match="offer must be 0..3"):
        MahjongFanCalculator((("PENG", "F1", value),), args[1][:10], "W5", 0, 0, 0, 0, 0, 0, 0)


@pytest.mark.parametrize("value", HUGE)
def test_huge_ints_are_value_errors_naming_the_argument(value: int) -> None:
    _refused(lambda: mjcore.Hand.parse(NINE_GATES, win=value), ValueError, "win must be 0..33, got ")
    _refused(lambda: mjcore.Hand.parse(NINE_GATES, flowers=value), ValueError, "flowers must be 0..8, got ")
    _refused(lambda: mjcore.score(_nine_gates(), flowers=value), ValueError, "flowers must be 0..8, got ")
    _refused(lambda: mjcore.score(_nine_gates(), seat_wind=value), ValueError, "seat_wind must be 0..3, got ")
    _refused(lambda: mjcore.Meld(mjcore.MeldKind.PUNG, value), ValueError, "first must be 0..33, got ")
    _refused(lambda: mjcore.render_tiles([value]), ValueError, "is not a tile (0..33)")
    _refused(lambda: mjcore.shanten([value] + [0] * 33), ValueError, "count of tile index 0 must be 0..4, got ")
    _refused(lambda: mjcore.Hand.from_counts([value] + [0] * 33), ValueError, "concealed: count of tile index 0")


def test_flowers_at_int_max_are_not_negative() -> None:
    message = _refused(lambda: mjcore.Hand.parse("1112345678999m1f", win="5m", flowers=2**31 - 1), ValueError, "")
    assert "negative" not in message


SURROGATE = "123m\ud800"


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: mjcore.is_winning(SURROGATE), "hand"),
        (lambda: mjcore.decompose(SURROGATE), "hand"),
        (lambda: mjcore.waits(SURROGATE), "hand"),
        (lambda: mjcore.shanten(SURROGATE), "hand"),
        (lambda: mjcore.score(SURROGATE), "hand"),
        (lambda: mjcore.patterns(SURROGATE), "hand"),
        (lambda: mjcore.score(_nine_gates(), ruleset="mcr\ud800"), "ruleset"),
        (lambda: mjcore.score(_nine_gates(), seat_wind="\ud800"), "seat_wind"),
        (lambda: mjcore.Hand.parse(SURROGATE), "tiles"),
        (lambda: mjcore.Hand.parse(NINE_GATES, win="\ud800"), "win"),
        (lambda: mjcore.Hand.parse(NINE_GATES, melds=["pung \ud800"]), "melds"),
        (lambda: mjcore.Hand.parse(NINE_GATES, flowers="\ud800"), "flowers"),
        (lambda: mjcore.Meld.parse("pung \ud800"), "text"),
        (lambda: mjcore.parse_tiles(SURROGATE), "text"),
        (lambda: mjcore.parse_tile("\ud800"), "text"),
        (lambda: _nine_gates().to_string("\ud800"), "notation"),
    ],
)
def test_a_lone_surrogate_is_a_value_error_naming_the_argument(call: Callable[[], Any], name: str) -> None:
    _refused(call, ValueError, f"{name} holds a lone surrogate at position ")


def test_a_surrogate_in_a_compat_tile_code_is_a_mahjonggb_error() -> None:
    with pytest.raises(MahjongGBError, match="ERROE_WRONG_TILE_CODE"):
        MahjongFanCalculator((), ("W1",) * 12 + ("\ud800",), "W5", 0, 0, 0, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: mjcore.Hand.parse(5), "tiles must be a str, got int"),  # type: ignore[arg-type]
        (lambda: mjcore.Hand.parse(b"\xff\xfe"), "tiles must be a str, got bytes"),  # type: ignore[arg-type]
        (lambda: mjcore.Meld.parse(None), "text must be a str, got NoneType"),  # type: ignore[arg-type]
        (lambda: mjcore.Meld("pung", 3), "kind must be a MeldKind, got str"),  # type: ignore[arg-type]
        (lambda: mjcore.parse_tiles(1.5), "text must be a str, got float"),  # type: ignore[arg-type]
        (lambda: mjcore.render_tiles("123m"), "tiles must be a sequence of ints, got str"),  # type: ignore[arg-type]
        (lambda: mjcore.render_tiles([1.0]), "tiles must hold ints, got float"),  # type: ignore[list-item]
        (lambda: mjcore.Hand.from_counts(None), "concealed must be 34 counts"),  # type: ignore[arg-type]
        (lambda: mjcore.Hand.parse(NINE_GATES, melds=5), "melds must be a list"),  # type: ignore[arg-type]
    ],
)
def test_wrong_types_are_one_readable_type_error(call: Callable[[], Any], message: str) -> None:
    text = _refused(call, TypeError, message)
    assert "incompatible function arguments" not in text


@pytest.mark.parametrize("counts", [np.array([1.9] * 13 + [0] * 21), np.array([1 + 7j] * 13 + [0] * 21), [1.0] * 34])
def test_from_counts_refuses_non_integer_counts_as_shanten_does(counts: Any) -> None:
    _refused(lambda: mjcore.Hand.from_counts(counts), TypeError, "concealed must hold ")
    with pytest.raises(TypeError):
        mjcore.shanten(counts)


def test_from_counts_reads_integer_arrays_and_lists_alike() -> None:
    counts = [3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 25
    for given in (counts, tuple(counts), np.array(counts, np.int64), np.array(counts, np.uint8), bytes(counts)):
        assert mjcore.Hand.from_counts(given, win=4) == _nine_gates()


def test_uint64_counts_are_reported_as_they_are() -> None:
    counts = np.zeros(34, np.uint64)
    counts[0] = 2**63 + 1
    _refused(lambda: mjcore.shanten(counts), ValueError, f"got {2**63 + 1}")


@pytest.mark.parametrize("dtype", [np.int16, np.uint16, np.int32, np.int64, np.uint64])
def test_misaligned_arrays_read_as_aligned_ones(dtype: Any) -> None:
    counts = np.array([3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 25, dtype)
    raw = np.zeros(counts.nbytes + 1, np.uint8)
    misaligned = raw[1:].view(dtype)
    misaligned[:] = counts
    assert misaligned.ctypes.data % np.dtype(dtype).itemsize != 0
    assert mjcore.shanten(misaligned) == mjcore.shanten(counts)
    assert mjcore.Hand.from_counts(misaligned, win=4) == _nine_gates()


def test_a_non_contiguous_array_is_refused_by_name() -> None:
    _refused(lambda: mjcore.shanten(np.zeros(68, np.int64)[::2]), ValueError, "hand must be a contiguous buffer")


@pytest.mark.parametrize("text", ["12\x003m", "pung 77\x007z"])
def test_a_nul_byte_does_not_cut_the_message_short(text: str) -> None:
    parse = mjcore.Meld.parse if text.startswith("pung") else mjcore.Hand.parse
    message = _refused(lambda: parse(text), ValueError, "\\x00")
    assert message.endswith("'") or "at position" in message


def test_a_megabyte_input_gives_a_bounded_message() -> None:
    for call in (
        lambda: mjcore.Hand.parse("1" * 10**6),
        lambda: mjcore.Meld.parse("x" * 10**6),
        lambda: mjcore.parse_tile("5m" * 10**6),
    ):
        assert len(_refused(call, ValueError, "\u2026")) <= 1000


def test_hand_and_meld_compare_unequal_to_other_types() -> None:
    hand, meld = _nine_gates(), mjcore.Meld.parse("pung 777z")
    assert (hand == None) is False  # noqa: E711  (the comparison itself is under test)
    assert hand != 3 and meld != "pung 777z"
    assert hand in [None, hand] and meld in [None, meld]
    assert hand == mjcore.Hand.parse(NINE_GATES, win="5m")


def test_useful_tiles_objects_release_their_type() -> None:
    kind = type(mjcore.useful_tiles("123m456p789s1122z"))
    gc.collect()
    before = sys.getrefcount(kind)
    for _ in range(1000):
        mjcore.useful_tiles("123m456p789s1122z")
    gc.collect()
    assert sys.getrefcount(kind) - before < 10


@pytest.mark.parametrize(
    ("context", "error", "message"),
    [
        ({"self_drawn": "no"}, TypeError, "contexts[0]: self_drawn must be a bool"),
        ({"seat_wind": True}, TypeError, "contexts[0]: seat_wind must be a wind letter"),
        ({"seat_wind": 4}, ValueError, "contexts[0]: seat_wind must be 0..3, got 4"),
        ({"prevalent_wind": "Q"}, ValueError, "contexts[0]: prevalent_wind must be E, S, W or N"),
        ({"tsumo": True}, ValueError, "contexts[0]: unknown context key 'tsumo'"),
    ],
)
def test_batch_encode_refuses_what_score_refuses(context: dict[str, Any], error: type, message: str) -> None:
    _refused(lambda: batch.encode([_nine_gates()], [context]), error, message)
    key, value = next(iter(context.items()))
    if key != "tsumo":
        with pytest.raises(error):
            mjcore.score(_nine_gates(), **{key: value})


def test_batch_encode_reads_contexts_as_score_does() -> None:
    context = {"self_drawn": 1, "last_tile": True, "seat_wind": "S", "prevalent_wind": 2}
    arrays = batch.encode([_nine_gates()], [context])
    assert (arrays.flags.tolist(), arrays.seat_wind.tolist(), arrays.prevalent_wind.tolist()) == ([3], [1], [2])
    scored = batch.score(arrays.counts, arrays.melds, arrays.win, flags=arrays.flags, seat_wind=arrays.seat_wind,
                         prevalent_wind=arrays.prevalent_wind)
    assert scored.total.tolist() == [mjcore.score(_nine_gates(), **context).total]


def test_counts_laid_out_in_two_dimensions_are_no_hand() -> None:
    counts = np.array([3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 25, np.uint8).reshape(2, 17)
    _refused(lambda: mjcore.shanten(counts), ValueError, "hand must be one-dimensional (34 counts), got 2")
    _refused(lambda: mjcore.Hand.from_counts(counts), ValueError, "concealed must be one-dimensional")


def test_an_empty_claim_is_refused() -> None:
    _refused(lambda: mjcore.Meld.parse("pung 222z@"), ValueError, "'@' names no one")


def test_tile_name_refuses_a_bool() -> None:
    from mjcore.tiles import tile_name

    _refused(lambda: tile_name(True), TypeError, "tile must be a tile index (int), got bool")


def test_a_ruleset_path_that_is_not_text_is_a_value_error() -> None:
    _refused(lambda: mjcore.Ruleset.load("house\ud800.json"), ValueError, "not a file name")


def test_a_long_wind_in_a_batch_context_keeps_the_message_bounded() -> None:
    message = _refused(lambda: batch.encode([_nine_gates()], [{"seat_wind": "x" * 10**6}]), ValueError, "seat_wind")
    assert len(message) <= 200


RESULT_CLASSES = ("Decomposition", "FanScore", "RuleTable", "Score", "UsefulTiles")


@pytest.mark.parametrize("name", RESULT_CLASSES + ("Hand", "Meld"))
@pytest.mark.parametrize("make", [lambda c: c.__new__(c), lambda c: object.__new__(c)], ids=["cls.__new__", "object.__new__"])
def test_no_instance_exists_without_its_value(name: str, make: Callable[[type], Any]) -> None:
    # pybind11 gives an instance made by __new__ alone raw, uninitialised memory as its value:
    # Hand and Meld read garbage tiles, and a RuleTable made so crashed score().
    cls = getattr(mjcore, name)
    with pytest.raises(TypeError):
        make(cls)


@pytest.mark.parametrize("name", RESULT_CLASSES)
def test_result_classes_say_where_their_objects_come_from(name: str) -> None:
    message = _refused(lambda: getattr(mjcore, name)(), TypeError, "come from")
    assert name in message


@pytest.mark.parametrize("name", ["Hand", "Meld"])
def test_hand_and_meld_are_final_and_still_built_by_their_constructor(name: str) -> None:
    with pytest.raises(TypeError, match="not an acceptable base type"):
        type("Sub", (getattr(mjcore, name),), {})
    assert mjcore.Hand("1112345678999m", win="5m") == _nine_gates()
    assert mjcore.Meld(mjcore.MeldKind.PUNG, 33, claimed_from=mjcore.Seat.ACROSS) == mjcore.Meld.parse("pung 777z@across")
    with pytest.raises(ValueError, match="win"):
        mjcore.Hand("1112345678999m", win=2**70)


def _public_functions() -> dict[str, Callable[..., Any]]:
    import enum

    from mjcore import tiles
    from mjcore.compat import mahjonggb

    found: dict[str, Callable[..., Any]] = {}
    for prefix, module in (("mjcore", mjcore), ("mjcore.batch", batch), ("mjcore.compat.mahjonggb", mahjonggb)):
        for name in module.__all__:
            obj = getattr(module, name)
            if callable(obj) and not (isinstance(obj, type) and issubclass(obj, (enum.Enum, BaseException))):
                found[f"{prefix}.{name}"] = obj
    found.update({"mjcore.tiles.parse_flowers": tiles.parse_flowers, "mjcore.tiles.render_flowers": tiles.render_flowers,
                  "mjcore.Hand.parse": mjcore.Hand.parse, "mjcore.Hand.from_counts": mjcore.Hand.from_counts,
                  "mjcore.Meld.parse": mjcore.Meld.parse, "Hand.to_string": _nine_gates().to_string,
                  "Meld.to_string": mjcore.Meld.parse("pung 777z").to_string,
                  "RuleTable.resolve": mjcore.get_ruleset("mcr").table.resolve})
    return found


PUBLIC_FUNCTIONS = _public_functions()
SHAPES = {
    "no arguments": lambda f: f(),
    "eight positional arguments": lambda f: f(*[NINE_GATES] * 8),
    "an unknown keyword": lambda f: f(NINE_GATES, no_such_argument=1),
}


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("name", sorted(PUBLIC_FUNCTIONS))
def test_a_wrong_call_shape_is_a_plain_type_error(name: str, shape: str) -> None:
    # Missing, surplus and unknown arguments are worded as Python words them; before, most
    # functions answered with pybind11's "incompatible function arguments" signature dump.
    try:
        SHAPES[shape](PUBLIC_FUNCTIONS[name])
    except TypeError as exc:
        message = str(exc)
        assert "incompatible" not in message and "Invoked with" not in message, message
        assert len(message) < 300, message
    except ValueError as exc:  # a function whose arguments are all optional reads NINE_GATES as a value
        assert "incompatible" not in str(exc)


@pytest.mark.parametrize(
    ("occurrences", "error", "message"),
    [
        ([("full_flush", "a")], TypeError, "occurrences: a sets bitmask must be an int"),
        ([("full_flush", 99)], ValueError, "occurrences: a sets bitmask must be 0..31, got 99"),
        ([1], TypeError, r"each must be a \(pattern id, sets bitmask\) pair"),
        ("full_flush", TypeError, "occurrences must be a list"),
        ([("\ud800", 0)], ValueError, "occurrences: a pattern id"),
    ],
)
def test_resolve_reads_its_occurrences_by_name(occurrences: Any, error: type[Exception], message: str) -> None:
    # Before: pybind11's conversion, whose refusal was an "incompatible function arguments" dump.
    _refused(lambda: mjcore.get_ruleset("mcr").table.resolve(occurrences), error, "")
    with pytest.raises(error, match=message):
        mjcore.get_ruleset("mcr").table.resolve(occurrences)
