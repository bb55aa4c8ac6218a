"""Property tests over the public API (Hypothesis): whatever comes in —
strings, counts, tuples, arrays, contexts, ruleset definitions — the answer is
either a result the pure-Python reference agrees with, or a ValueError /
TypeError with a message. Never a crash, never a silent wrong answer."""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mjcore
from mcr_corpus import random_context
from mjcore import batch, corpus, reference
from mjcore.compat.mahjonggb import MahjongFanCalculator, MahjongGBError
from mjcore.reference import mcr as reference_mcr
from mjcore.reference.shanten import shanten as reference_shanten

PROPERTY = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NOTATION_CHARS = "0123456789mpszfWBTFJH @[]-🀄🀇🀐🀙é\ufe0f,\t"


def refused_clearly(exc: BaseException) -> bool:
    return isinstance(exc, (ValueError, TypeError)) and bool(str(exc))


def plain_of(hand: mjcore.Hand) -> corpus.PlainHand:
    melds = tuple((m.kind.name.lower(), m.first, "concealed" if m.concealed else "exposed") for m in hand.melds)
    return tuple(hand.concealed), melds, hand.win


@PROPERTY
@given(st.text(alphabet=NOTATION_CHARS, max_size=30))
def test_any_text_parses_or_is_refused(text: str) -> None:
    try:
        hand = mjcore.Hand.parse(text)
    except Exception as exc:  # noqa: BLE001 - the property is about the type
        assert refused_clearly(exc), repr(exc)
        return
    concealed, melds, _ = plain_of(hand)
    assert mjcore.Hand.parse(hand.to_string("gb")) == hand
    assert mjcore.shanten(hand) == reference_shanten(concealed, melds)
    if sum(concealed) == 14:
        assert mjcore.is_winning(hand) == reference.is_winning(concealed, melds, None)


@PROPERTY
@given(st.lists(st.integers(-2, 6), min_size=30, max_size=36), st.integers(-2, 35))
def test_any_counts_build_a_valid_hand_or_are_refused(counts: list[int], win: int) -> None:
    try:
        hand = mjcore.Hand.from_counts(counts, win=win)
    except Exception as exc:  # noqa: BLE001
        assert refused_clearly(exc), repr(exc)
        return
    concealed, melds, w = plain_of(hand)
    assert mjcore.is_winning(hand) == reference.is_winning(concealed, melds, w)
    assert {d.form.name.lower() for d in mjcore.decompose(hand)} == {d[0] for d in reference.decompose(concealed, melds, w)}


@PROPERTY
@given(st.integers(0, 2**32 - 1), st.booleans(), st.booleans(), st.booleans(), st.booleans(), st.integers(-1, 4), st.integers(-1, 9))
def test_any_context_scores_like_the_reference_or_both_refuse(
    seed: int, self_drawn: bool, last_tile: bool, kong: bool, fourth_tile: bool, wind: int, flowers: int
) -> None:
    import random

    plain = corpus.random_complete_hand(random.Random(seed))
    ctx: dict[str, Any] = {
        "self_drawn": self_drawn,
        "last_tile": last_tile,
        "kong": kong,
        "fourth_tile": fourth_tile,
        "seat_wind": wind,
        "prevalent_wind": (wind + 1) % 4,
        "flowers": flowers,
    }
    try:
        core: Any = mjcore.score(corpus.to_hand(plain), **ctx)
        core = (core.total, core.fan_counts)
    except Exception as exc:  # noqa: BLE001
        assert refused_clearly(exc), repr(exc)
        core = "refused"
    try:
        ref: Any = reference_mcr.score(*plain, **ctx)
        ref = (ref.total, dict(ref.fans))
    except ValueError:
        ref = "refused"
    assert core == ref


CODES = st.sampled_from(["W1", "W5", "W9", "B2", "T8", "F1", "F4", "J1", "J3", "W0", "X1", "H1", "", "w1"])
PACK = st.tuples(st.sampled_from(["CHI", "PENG", "GANG", "PONG"]), CODES, st.integers(-1, 4))


@PROPERTY
@given(st.lists(PACK, max_size=4), st.lists(CODES, max_size=14), CODES, st.integers(-1, 9), st.integers(-1, 4))
def test_any_pymahjonggb_call_answers_or_is_refused(
    pack: list[Any], hand: list[str], win: str, flowers: int, wind: int
) -> None:
    try:
        result = MahjongFanCalculator(tuple(pack), tuple(hand), win, flowers, False, False, False, False, wind, 0)
    except MahjongGBError as exc:
        assert str(exc)
        return
    except TypeError as exc:
        assert str(exc)
        return
    assert isinstance(result, tuple) and all(isinstance(points, int) and points > 0 for points, _ in result)


@PROPERTY
@given(
    st.integers(1, 6),
    st.sampled_from([np.uint8, np.int8, np.int16, np.int64, np.float64]),
    st.integers(0, 2**32 - 1),
    st.booleans(),
)
def test_any_arrays_score_like_the_per_hand_api_or_are_refused(n: int, dtype: Any, seed: int, corrupt: bool) -> None:
    import random

    rng = random.Random(seed)
    hands = [corpus.to_hand(corpus.random_complete_hand(rng)) for _ in range(n)]
    a = batch.encode(hands)
    counts = a.counts.astype(dtype)
    if corrupt:
        bad = [5, 1, 0] if np.dtype(dtype).kind == "u" else [-1, 5, 1, 0]
        counts[rng.randrange(n), rng.randrange(34)] = rng.choice(bad)
    try:
        result = batch.score(counts, a.melds, a.win, errors="mask")
    except Exception as exc:  # noqa: BLE001
        assert refused_clearly(exc), repr(exc)
        return
    for i, hand in enumerate(batch.decode(a.counts, a.melds, a.win)):
        row = np.asarray(counts[i], dtype=np.int64)
        try:
            expected = mjcore.score(mjcore.Hand.from_counts(row.tolist(), hand.melds, hand.win)).total
        except ValueError:
            assert not result.valid[i]
            continue
        assert result.valid[i] and result.total[i] == expected


DEFINITION = st.fixed_dictionaries(
    {"name": st.sampled_from(["house", "", 3])},
    optional={
        "patterns": st.dictionaries(
            st.sampled_from(["seven_pairs", "all_pungs", "half_flush", "nope", "chicken_hand"]),
            st.one_of(
                st.integers(-5, 100),
                st.fixed_dictionaries(
                    {"points": st.integers(-1, 50)},
                    optional={"excludes": st.lists(st.sampled_from(["all_pungs", "seven_pairs", "x"]), max_size=2)},
                ),
            ),
            max_size=4,
        ),
        "minimum": st.integers(-1, 20),
        "limit": st.one_of(st.none(), st.integers(-1, 400)),
    },
)


@PROPERTY
@given(DEFINITION)
def test_any_ruleset_definition_compiles_or_is_refused(definition: dict[str, Any]) -> None:
    try:
        ruleset = mjcore.Ruleset.from_definition(definition)
    except Exception as exc:  # noqa: BLE001
        assert refused_clearly(exc), repr(exc)
        return
    hand = mjcore.Hand.parse("11223344556677m")
    try:
        mjcore.score(mjcore.Hand.parse("1122334455667m", win="7m"), ruleset)
    except ValueError as exc:
        assert str(exc)
    assert hand is not None


def test_random_context_helper_is_consistent() -> None:
    import random

    assert set(random_context(random.Random(1))) >= {"self_drawn", "seat_wind", "flowers"}
