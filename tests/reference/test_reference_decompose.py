"""Tests of the pure-Python reference decomposition (mjcore.reference).

Expected values are worked out by hand from the rules; a brute-force regular-hand search
(written independently below) cross-checks random hands.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import depth
from mcr_cases import counts, tile


def _load_reference() -> ModuleType:
    try:
        return importlib.import_module("mjcore.reference")
    except ImportError:
        # python/mjcore/__init__.py may need the compiled extension (or PYTHONPATH is unset):
        # the reference is stdlib-only, so load it by path without its parent package.
        path = Path(__file__).resolve().parents[2] / "python" / "mjcore" / "reference"
        spec = importlib.util.spec_from_file_location(
            "mjcore.reference", path / "__init__.py", submodule_search_locations=[str(path)]
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["mjcore.reference"] = module
        spec.loader.exec_module(module)
        return module


ref = _load_reference()

# ---------------------------------------------------------------- notation helpers

# '123m55z' -> 34 counts (z: 1-4 = E S W N, 5-7 = white green red); '5m' -> 4.
hand = counts


def tiles(text: str) -> tuple[int, ...]:
    return tuple(t for t, c in enumerate(hand(text)) for _ in range(c))


M1, M2, M3, M4, M7, M9 = (tile(f"{d}m") for d in "123479")
WHITE = tile("5z")
KNIT_147M_258P_369S = tiles("147m258p369s")

# ---------------------------------------------------------------- suit_splits


def test_empty_suit_has_the_empty_split() -> None:
    assert ref.suit_splits([0] * 9) == frozenset({(None, ())})


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        # 111 234: the only way (11 + 1234 leaves 4 tiles).
        ([3, 1, 1, 1, 0, 0, 0, 0, 0], {(None, (("chow", 1), ("pung", 0)))}),
        # 11 + 123 (111 would strand 2 3).
        ([3, 1, 1, 0, 0, 0, 0, 0, 0], {(0, (("chow", 0),))}),
        # 111222333 = three pungs or three identical chows.
        (
            [3, 3, 3, 0, 0, 0, 0, 0, 0],
            {(None, (("pung", 0), ("pung", 1), ("pung", 2))), (None, (("chow", 0),) * 3)},
        ),
        # 1111 23: the 4th 1 goes into a chow.
        ([4, 1, 1, 0, 0, 0, 0, 0, 0], {(None, (("chow", 0), ("pung", 0)))}),
        # 11122: 111 + 22 or 11 + 122? (no) -> pair 2 with pung 1.
        ([3, 2, 0, 0, 0, 0, 0, 0, 0], {(1, (("pung", 0),))}),
        # 11 alone, 789, 99.
        ([2, 0, 0, 0, 0, 0, 0, 0, 0], {(0, ())}),
        ([0, 0, 0, 0, 0, 0, 1, 1, 1], {(None, (("chow", 6),))}),
        # 1112345678999 + 2: 111 22 345 678 999 only.
        (
            [3, 2, 1, 1, 1, 1, 1, 1, 3],
            {(1, (("chow", 2), ("chow", 5), ("pung", 0), ("pung", 8)))},
        ),
        # 1112345678999 + 1: 111 123 456 789 99 (pair moves to the 9s).
        (
            [4, 1, 1, 1, 1, 1, 1, 1, 3],
            {(8, (("chow", 0), ("chow", 3), ("chow", 6), ("pung", 0)))},
        ),
    ],
)
def test_suit_splits_of_small_vectors(counts: list[int], expected: set[Any]) -> None:
    assert ref.suit_splits(counts) == frozenset(expected)


@pytest.mark.parametrize(
    "counts",
    [
        [1, 0, 0, 0, 0, 0, 0, 0, 0],  # total % 3 == 1
        [1, 1, 1, 1, 0, 0, 0, 0, 0],
        [1, 0, 1, 0, 1, 0, 0, 0, 0],  # right total, no run
        [2, 2, 0, 0, 0, 0, 0, 0, 0],  # would need two pairs
        [0, 0, 0, 0, 0, 0, 0, 1, 1],  # no chow wraps past 9
    ],
)
def test_suit_splits_impossible(counts: list[int]) -> None:
    assert ref.suit_splits(counts) == frozenset()


@pytest.mark.parametrize("bad", [[0] * 8, [5, 0, 0, 0, 0, 0, 0, 0, 0], [4, 4, 4, 3, 0, 0, 0, 0, 0]])
def test_suit_splits_rejects_vectors_outside_the_table(bad: list[int]) -> None:
    with pytest.raises(ValueError):
        ref.suit_splits(bad)


def test_suit_vector_enumeration_matches_the_table_size() -> None:
    vectors = list(ref.suit_vectors())
    assert len(vectors) == 405_350
    assert len(set(vectors)) == len(vectors)
    assert all(len(v) == 9 and max(v) <= 4 and sum(v) <= 14 for v in vectors)


def _split_counts(split: Any) -> list[int]:
    counts = [0] * 9
    pair, melds = split
    if pair is not None:
        counts[pair] += 2
    for kind, rank in melds:
        for r in (rank, rank + 1, rank + 2) if kind == "chow" else (rank,) * 3:
            counts[r] += 1
    return counts


def test_every_split_of_every_suit_vector_uses_exactly_its_tiles() -> None:
    """All single-suit vectors in the thorough run; every 10th by default."""
    step = 1 if depth.THOROUGH else 10
    splittable = 0
    for k, vector in enumerate(ref.suit_vectors()):
        if k % step:
            continue
        splits = ref.suit_splits(vector)
        splittable += bool(splits)
        for split in splits:
            assert _split_counts(split) == list(vector)
            assert list(split[1]) == sorted(split[1])
        # Melds are 3 tiles: a split exists only if the total leaves 0 (no pair) or 2 (pair).
        if sum(vector) % 3 == 1:
            assert not splits
    assert splittable > 0


# ---------------------------------------------------------------- regular hands and waits


def _regular(melds: list[tuple[str, int, str]], pair: int, slot: Any, wait: Any) -> Any:
    return ("regular", tuple(sorted(melds)), pair, (), slot, wait)


def test_nine_gates_waits_on_all_nine_characters() -> None:
    gates = hand("1112345678999m")
    assert ref.waits(gates, []) == tuple(range(9))
    for win in range(9):
        assert ref.is_winning(gates, [], win)
    assert not ref.is_winning(gates, [], tile("1p"))


def test_nine_gates_plus_3m_is_edge_or_two_sided() -> None:
    # 11 123 345 678 999: the 3 ends 1-2-3 (edge) or starts 3-4-5 (two-sided).
    melds = [("chow", M1, "hand"), ("chow", tile("3m"), "hand"), ("chow", tile("6m"), "hand")]
    melds.append(("pung", M9, "hand"))
    assert ref.decompose(hand("1112345678999m"), [], M3) == [
        _regular(melds, M1, ("meld", "chow", M1), "edge"),
        _regular(melds, M1, ("meld", "chow", M3), "two_sided"),
    ]


def test_nine_gates_plus_1m_is_pung_or_chow() -> None:
    # 111 123 456 789 99.
    melds = [("chow", M1, "hand"), ("chow", M4, "hand"), ("chow", M7, "hand")]
    melds.append(("pung", M1, "hand"))
    assert ref.decompose(hand("1112345678999m"), [], M1) == [
        _regular(melds, M9, ("meld", "chow", M1), "two_sided"),
        _regular(melds, M9, ("meld", "pung", M1), "dual_pung"),
    ]


_REST = "456p789s111z"  # two chows and a pung around the tested part (13 - 4 - 2 tiles)
_REST_MELDS = [
    ("chow", tile("4p"), "hand"),
    ("chow", tile("7s"), "hand"),
    ("pung", tile("1z"), "hand"),
]


@pytest.mark.parametrize(
    ("part", "win", "meld_first", "wait"),
    [
        ("12m", "3m", "1m", "edge"),  # 12 waiting on 3
        ("89m", "7m", "7m", "edge"),  # 89 waiting on 7
        ("23m", "1m", "1m", "two_sided"),  # 1 of 1-2-3
        ("23m", "4m", "2m", "two_sided"),
        ("78m", "9m", "7m", "two_sided"),  # 9 of 7-8-9
        ("13m", "2m", "1m", "closed"),
        ("79m", "8m", "7m", "closed"),
        ("46p", "5p", "4p", "closed"),
    ],
)
def test_chow_waits(part: str, win: str, meld_first: str, wait: str) -> None:
    concealed = hand(part + _REST + "55z")
    melds = _REST_MELDS + [("chow", tile(meld_first), "hand")]
    expected = _regular(melds, WHITE, ("meld", "chow", tile(meld_first)), wait)
    assert ref.decompose(concealed, [], tile(win)) == [expected]


def test_dual_pung_wait() -> None:
    concealed = hand("11m55z" + _REST)
    melds = _REST_MELDS + [("pung", M1, "hand")]
    assert ref.decompose(concealed, [], M1) == [
        _regular(melds, WHITE, ("meld", "pung", M1), "dual_pung")
    ]
    assert ref.waits(concealed, []) == (M1, WHITE)


def test_single_wait() -> None:
    concealed = hand("123m5z" + _REST)
    melds = _REST_MELDS + [("chow", M1, "hand")]
    assert ref.decompose(concealed, [], WHITE) == [_regular(melds, WHITE, ("pair",), "single")]


def test_declared_melds_are_copied_and_never_hold_the_win() -> None:
    declared = [
        ("kong", tile("1z"), "concealed"),
        ("pung", tile("9p"), "exposed"),
        ("chow", tile("3s"), "exposed"),
    ]
    # 1m 1m 2m 3m 4m: only 11 + 234 (123 would leave 1m 4m).
    result = ref.decompose(hand("1234m"), declared, M1)
    melds = declared + [("chow", M2, "hand")]
    assert result == [_regular(melds, M1, ("pair",), "single")]
    # The winning 3s completes the hand chow, not the declared 3s chow.
    result = ref.decompose(hand("11m45s"), declared, tile("3s"))
    melds = declared + [("chow", tile("3s"), "hand")]
    assert result == [_regular(melds, M1, ("meld", "chow", tile("3s")), "two_sided")]


def test_declared_concealed_kong_hand_and_its_waits() -> None:
    kong = [("kong", M1, "concealed")]
    concealed = hand("23m456p789s55z")
    # The kong holds all four 1m, so 1m cannot be waited on.
    assert ref.waits(concealed, kong) == (M4,)
    assert ref.waits(concealed, [("kong", M9, "concealed")]) == (M1, M4)
    melds = kong + [
        ("chow", M2, "hand"),
        ("chow", tile("4p"), "hand"),
        ("chow", tile("7s"), "hand"),
    ]
    assert ref.decompose(concealed, kong, M4) == [
        _regular(melds, WHITE, ("meld", "chow", M2), "two_sided")
    ]


def test_no_fifth_copy_is_waited_on() -> None:
    # 11111m would be 111 + 11, but the 5th 1m does not exist.
    assert ref.waits(hand("1111m456p789s123s"), []) == ()


def test_incomplete_hands() -> None:
    assert ref.decompose(hand("1112345678999m"), [], tile("1z")) == []
    assert not ref.is_winning(hand("1234m5678p12345s"), [], tile("9s"))
    assert ref.decompose(hand("1234m5678p123456s"), [], None) == []


# ---------------------------------------------------------------- seven pairs


def test_hand_that_is_both_seven_pairs_and_regular() -> None:
    concealed = hand("112233m445566p77s")
    regular_melds = [("chow", M1, "hand")] * 2 + [("chow", tile("4p"), "hand")] * 2
    pairs = tiles("123m456p7s")
    assert ref.decompose(concealed, [], None) == [
        _regular(regular_melds, tile("7s"), None, None),
        ("seven_pairs", (), None, pairs, None, None),
    ]
    # Win on 7s: single in both readings.
    assert ref.decompose(hand("112233m445566p7s"), [], tile("7s")) == [
        _regular(regular_melds, tile("7s"), ("pair",), "single"),
        ("seven_pairs", (), None, pairs, ("pair",), "single"),
    ]


def test_seven_pairs_with_four_of_a_kind() -> None:
    # 1111m counts as two pairs; it is not a kong and the hand has no regular reading.
    result = ref.decompose(hand("1111m223344p556s"), [], tile("6s"))
    assert result == [("seven_pairs", (), None, (M1, M1) + tiles("234p56s"), ("pair",), "single")]
    assert ref.waits(hand("1111m223344p556s"), []) == (tile("6s"),)


def test_seven_pairs_win_on_the_third_copy_completes_a_pair() -> None:
    # 111m + 1m: the winning tile makes the second pair of 1m.
    result = ref.decompose(hand("111m44p55s112233z"), [], M1)
    assert result == [("seven_pairs", (), None, (M1, M1) + tiles("4p5s123z"), ("pair",), "single")]


# ---------------------------------------------------------------- thirteen orphans


def test_thirteen_orphans_thirteen_sided_wait() -> None:
    concealed = hand("19m19p19s1234567z")
    orphans = tiles("19m19p19s1234567z")
    assert ref.waits(concealed, []) == orphans
    assert ref.decompose(concealed, [], M1) == [
        ("thirteen_orphans", (), M1, orphans, ("special",), "special")
    ]


def test_thirteen_orphans_single_wait() -> None:
    concealed = hand("19m19p19s1234566z")
    red = tile("7z")
    assert ref.waits(concealed, []) == (red,)
    assert ref.decompose(concealed, [], red) == [
        ("thirteen_orphans", (), tile("6z"), tiles("19m19p19s1234567z"), ("special",), "special")
    ]


# ---------------------------------------------------------------- knitted forms


def _knitted(meld: tuple[str, int, str], pair: int, slot: Any, wait: Any) -> Any:
    return ("knitted_straight", (meld,), pair, KNIT_147M_258P_369S, slot, wait)


def test_knitted_straight_with_hand_meld_and_pair() -> None:
    chow = ("chow", M1, "hand")
    assert ref.decompose(hand("147m258p369s123m5z"), [], WHITE) == [
        _knitted(chow, WHITE, ("pair",), "single")
    ]
    # Two 1m: the winning one can be the knitted 1 or the 1 of 1-2-3.
    assert ref.decompose(hand("47m258p369s123m55z"), [], M1) == [
        _knitted(chow, WHITE, ("meld", "chow", M1), "two_sided"),
        _knitted(chow, WHITE, ("special",), "special"),
    ]


def test_knitted_straight_wait_tiles() -> None:
    # Missing the knitted 1m: 1m completes it; 4m also works (knitted 1m taken from 123m,
    # leaving 4m 2m 3m = 234m).
    assert ref.waits(hand("47m258p369s123m55z"), []) == (M1, M4)


def test_knitted_straight_with_one_declared_meld() -> None:
    declared = ("pung", tile("1z"), "exposed")
    assert ref.decompose(hand("147m258p369s5z"), [declared], WHITE) == [
        _knitted(declared, WHITE, ("pair",), "single")
    ]
    assert ref.decompose(hand("47m258p369s55z"), [declared], M1) == [
        _knitted(declared, WHITE, ("special",), "special")
    ]
    # Two declared melds leave 8 concealed tiles: no room for the 9 knitted tiles.
    assert ref.decompose(hand("47m258p36s"), [declared, ("pung", tile("2z"), "exposed")], M1) == []


def test_knitted_straight_uses_any_suit_assignment() -> None:
    # 369m 147p 258s + 789s + 11z.
    result = ref.decompose(hand("369m147p258s789s1z"), [], tile("1z"))
    assert result == [
        (
            "knitted_straight",
            (("chow", tile("7s"), "hand"),),
            tile("1z"),
            tiles("369m147p258s"),
            ("pair",),
            "single",
        )
    ]


def test_knitted_and_honors_with_five_honors() -> None:
    concealed = hand("147m258p369s1234z")
    all14 = tiles("147m258p369s12345z")
    assert ref.decompose(concealed, [], WHITE) == [
        ("knitted_and_honors", (), None, all14, ("special",), "special")
    ]
    assert ref.waits(concealed, []) == tiles("567z")


def test_knitted_and_honors_with_seven_honors() -> None:
    # 七星不靠: all seven honors + 7 of 147m 258p 369s.
    concealed = hand("147m25p9s1234567z")
    all14 = tiles("147m25p69s1234567z")
    assert ref.decompose(concealed, [], tile("6s")) == [
        ("knitted_and_honors", (), None, all14, ("special",), "special")
    ]
    assert ref.decompose(hand("147m25p69s1234567z"), [], None) == [
        ("knitted_and_honors", (), None, all14, None, None)
    ]
    # The two missing knitted tiles (8p, 3s) complete it.
    assert ref.waits(concealed, []) == (tile("8p"), tile("3s"), tile("6s"))


def test_knitted_and_honors_rejects_mixed_straights() -> None:
    # 1m and 2m cannot both belong to one knitted straight.
    assert ref.decompose(hand("12m258p369s12345z"), [], tile("7z")) == []


# ---------------------------------------------------------------- output format


def test_output_is_sorted_and_distinct() -> None:
    result = ref.decompose(hand("1112345678999m"), [], M3)
    assert result == sorted(set(result), key=ref.decomposition_sort_key)


# ---------------------------------------------------------------- random cross-check

_ALL_MELDS = [("pung", t) for t in range(34)] + [("chow", t) for t in range(27) if t % 9 <= 6]


def _meld_tiles(kind: str, first: int) -> tuple[int, ...]:
    return (first, first + 1, first + 2) if kind == "chow" else (first,) * 3


def _brute_regular(counts: list[int], n_melds: int) -> set[Any]:
    """{(pair, sorted melds)} by choosing the pair first, then melds in catalogue order."""
    found: set[Any] = set()

    def fill(rest: list[int], start: int, chosen: list[tuple[str, int]]) -> None:
        if len(chosen) == n_melds:
            if not any(rest):
                found.add((pair, tuple(sorted(chosen))))
            return
        for i in range(start, len(_ALL_MELDS)):
            kind, first = _ALL_MELDS[i]
            need = Counter(_meld_tiles(kind, first))
            if all(rest[t] >= n for t, n in need.items()):
                for t, n in need.items():
                    rest[t] -= n
                fill(rest, i, chosen + [(kind, first)])
                for t, n in need.items():
                    rest[t] += n

    for pair in range(34):
        if counts[pair] >= 2:
            rest = list(counts)
            rest[pair] -= 2
            fill(rest, 0, [])
    return found


def _brute_wait(kind: str, first: int, win: int) -> str:
    """The wait named from the two tiles held before the win (the rule-text wording)."""
    if kind == "pung":
        return "dual_pung"
    held = sorted(_meld_tiles(kind, first))
    held.remove(win)
    if held[1] - held[0] == 2:
        return "closed"
    return "edge" if (held[0] % 9, held[1] % 9) in ((0, 1), (7, 8)) else "two_sided"


def _random_complete_hand(rng: random.Random) -> tuple[list[int], list[tuple[str, int, str]], int]:
    """A random regular hand: (concealed without the win, declared melds, win)."""
    while True:
        copies = [0] * 34
        groups: list[tuple[str, int]] = [("pair", rng.randrange(34))]
        groups += [rng.choice(_ALL_MELDS) for _ in range(4)]
        for kind, first in groups:
            for t in (first, first) if kind == "pair" else _meld_tiles(kind, first):
                copies[t] += 1
        if max(copies) <= 4:
            break
    n_declared = rng.choice([0, 0, 0, 1, 2])
    declared = [(kind, first, "exposed") for kind, first in groups[1 : 1 + n_declared]]
    concealed = [0] * 34
    for kind, first in [groups[0]] + groups[1 + n_declared :]:
        for t in (first, first) if kind == "pair" else _meld_tiles(kind, first):
            concealed[t] += 1
    win = rng.choice([t for t in range(34) if concealed[t]])
    concealed[win] -= 1
    return concealed, declared, win


def _random_hands(n: int, seed: int) -> Iterator[tuple[list[int], list[tuple[str, int, str]], int]]:
    rng = random.Random(seed)
    for _ in range(n):
        yield _random_complete_hand(rng)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_regular_decompositions_match_brute_force(seed: int) -> None:
    for concealed, declared, win in _random_hands(depth.sized(400, 100), seed):
        counts = list(concealed)
        counts[win] += 1
        result = ref.decompose(concealed, declared, win)
        regular = [d for d in result if d[0] == "regular"]
        structures = _brute_regular(counts, 4 - len(declared))
        expected = set()
        for pair, melds in structures:
            out = tuple(sorted([(k, f, "hand") for k, f in melds] + declared))
            if pair == win:
                expected.add(("regular", out, pair, (), ("pair",), "single"))
            for kind, first in set(melds):
                if win in _meld_tiles(kind, first):
                    slot = ("meld", kind, first)
                    expected.add(("regular", out, pair, (), slot, _brute_wait(kind, first, win)))
        assert set(regular) == expected, (concealed, declared, win)
        assert len(regular) == len(expected)


@pytest.mark.parametrize("seed", [4, 5])
def test_waiting_tiles_agree_with_decompose(seed: int) -> None:
    for concealed, declared, win in _random_hands(depth.sized(150, 40), seed):
        waits = ref.waits(concealed, declared)
        assert win in waits
        held = list(concealed)
        for kind, first, _ in declared:
            for t in _meld_tiles(kind, first):
                held[t] += 1
        expected = tuple(
            t for t in range(34) if held[t] < 4 and ref.decompose(concealed, declared, t)
        )
        assert waits == expected


# ---------------------------------------------------------------- independence


def _is_stdlib(module: str) -> bool:
    if sys.version_info >= (3, 10):
        return module in sys.stdlib_module_names
    import importlib.util  # Python 3.9: where the module lies
    import sysconfig

    spec = importlib.util.find_spec(module)
    origin = spec.origin if spec else None
    return origin in ("built-in", "frozen") or (origin is not None and origin.startswith(sysconfig.get_paths()["stdlib"]))


def test_reference_imports_only_the_stdlib_itself_and_the_ruleset_data() -> None:
    """The reference is independent of the compiled core: it may import the
    standard library, its own modules and the ruleset *data* (mjcore.rulesets,
    stdlib-only tables shared with the core), nothing else."""
    import ast

    package = Path(ref.__file__).parent
    for source in package.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level > 0:
                # `from .x` stays inside mjcore.reference; `from ..rulesets` reaches the data.
                inside = node.level == 1
                data = node.level == 2 and (node.module or "").split(".")[0] == "rulesets"
                assert inside or data, (source, node.module)
                continue
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                allowed = name.startswith("mjcore.rulesets") or _is_stdlib(name.split(".")[0])
                assert allowed or name == "__future__", (source, name)
