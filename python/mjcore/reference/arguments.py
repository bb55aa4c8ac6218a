"""The public calls' arguments, read and refused as the core reads and refuses them.

The core checks every argument before any work (cpp/bindings/*.cpp, cpp/src/hand.cpp,
cpp/src/context.cpp); the reference checks the same things in the same order with the same
words, so that one bad call fails alike on both backends (tests/test_twin_errors.py). Plain
data stands for the core's objects: a meld (kind, first tile, source) for mjcore.Meld, 34
counts + melds + win for mjcore.Hand.from_counts, bare counts (no melds, no win) for the 34
counts the shanten functions take.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from .inputs import hand_counts, meld_tiles, visible_copies
from .shapes import CHOW, CONCEALED, EXPOSED, HAND, KONG, PUNG, Meld
from .tiles import FIRST_HONOR, NUM_KINDS, SUIT_SIZE

MAX_COPIES: Final = 4
MAX_MELDS: Final = 4
MAX_FLOWERS: Final = 8
_KINDS: Final = (CHOW, PUNG, KONG)
_SOURCES: Final = (EXPOSED, CONCEALED, HAND)
_WIND_LETTERS: Final = ("E", "S", "W", "N")
_LONG_LONG: Final = 2**63  # the core reads ints as long long: beyond, it names no number
FORM_NAMES: Final = {
    "regular": "regular",
    "seven_pairs": "seven pairs",
    "thirteen_orphans": "thirteen orphans",
    "knitted_straight": "knitted straight",
    "knitted_and_honors": "knitted and honours",
}
"""Form ids in the core's order, with the names its messages use."""


def _number(value: int) -> str:
    if value >= _LONG_LONG:
        return "a larger number"
    return "a smaller number" if value < -_LONG_LONG else str(value)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def int_argument(value: object, name: str, lo: int, hi: int) -> int:
    if not _is_int(value):
        raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    assert isinstance(value, int)
    if not lo <= value <= hi:
        raise ValueError(f"{name} must be {lo}..{hi}, got {_number(value)}")
    return value


def render_tile(tile: int) -> str:
    """The canonical notation of one tile: 1m..9m, 1p.., 1s.., 1z..7z."""
    return f"{tile % SUIT_SIZE + 1}{'mpsz'[tile // SUIT_SIZE]}"


def render_meld(kind: str, first: int, source: str) -> str:
    """The canonical meld notation the core's messages quote ('pung 111z', 'ankan 9999s')."""
    name = "ankan" if kind == KONG and source == CONCEALED else kind
    ranks = "".join(str(t % SUIT_SIZE + 1) for t in meld_tiles((kind, first, source)))
    return f"{name} {ranks}{'mpsz'[first // SUIT_SIZE]}"


def counts_argument(counts: object, name: str) -> list[int]:
    """34 counts 0..4 (a list, tuple or bytes)."""
    if isinstance(counts, str) or not isinstance(counts, Sequence):
        raise TypeError(f"{name} must be 34 counts (bytes, an integer array, a list or tuple), got {type(counts).__name__}")
    if len(counts) != NUM_KINDS:
        raise ValueError(f"{name} must have {NUM_KINDS} counts (one per tile kind), got {len(counts)}")
    out = []
    for tile, count in enumerate(counts):
        if type(count) is not int and not _is_int(count):  # the type test first: most counts are plain ints
            raise TypeError(f"{name} must hold ints, got {type(count).__name__}")
        if not 0 <= count <= MAX_COPIES:
            raise ValueError(f"{name}: count of tile index {tile} must be 0..{MAX_COPIES}, got {_number(count)}")
        out.append(count)
    return out


def meld_argument(meld: object) -> Meld:
    """One declared meld, checked as mjcore.Meld(kind, first, source=...) checks it. The kind
    and source are the core's enums there: a string naming neither is the reference's own
    refusal."""
    if isinstance(meld, str) or not isinstance(meld, Sequence) or len(meld) != 3:
        raise TypeError(f"melds: a meld must be a (kind, first tile, source) tuple, got {meld!r}")
    kind, first, source = meld
    if kind not in _KINDS:
        raise ValueError(f"melds: unknown meld kind {kind!r} (chow, pung, kong)")
    first = int_argument(first, "first", 0, NUM_KINDS - 1)
    if source not in _SOURCES:
        raise ValueError(f"melds: unknown meld source {source!r} (exposed, concealed)")
    if kind == CHOW and (first >= FIRST_HONOR or first % SUIT_SIZE > SUIT_SIZE - 3):
        raise ValueError(
            f"impossible chow starting at {render_tile(first)}: a chow is three consecutive tiles of one suit "
            "(1-7 start), never honours"
        )
    if source == HAND:
        raise ValueError(f"declared meld '{render_meld(kind, first, source)}' must be exposed or a concealed kong")
    if source == CONCEALED and kind != KONG:
        raise ValueError(f"only a kong can be declared concealed, not '{render_meld(kind, first, source)}'")
    return (kind, first, source)


def melds_argument(melds: object) -> tuple[Meld, ...]:
    if isinstance(melds, str) or not isinstance(melds, Iterable):
        raise TypeError(f"melds must be a list of (kind, first tile, source) melds, got {type(melds).__name__}")
    return tuple(meld_argument(m) for m in melds)


def win_argument(win: object) -> int | None:
    """None or a tile index (the core also reads a tile string; the reference has no notation)."""
    if win is None:
        return None
    if not _is_int(win):
        raise TypeError(f"win must be a tile index or None, got {type(win).__name__}")
    return int_argument(win, "win", 0, NUM_KINDS - 1)


def copies(counts: Sequence[int], melds: Sequence[Meld], win: int | None) -> list[int]:
    """Every copy of each tile the hand holds: concealed, declared and the winning tile."""
    return visible_copies(hand_counts(counts, win), melds)


def hand_arguments(concealed: object, melds: object, win: object) -> tuple[list[int], tuple[Meld, ...], int | None]:
    """(counts, melds, win) of a hand, checked as mjcore.Hand.from_counts(concealed, [Meld(...)
    for each meld], win) checks it: the melds as they are built, then the counts, the winning
    tile, the number of melds, five copies and the tile total."""
    declared = melds_argument(melds)
    counts = counts_argument(concealed, "concealed")
    tile = win_argument(win)
    if len(declared) > MAX_MELDS:
        raise ValueError(f"a hand has at most {MAX_MELDS} declared melds, got {len(declared)}")
    for t, n in enumerate(copies(counts, declared, tile)):
        if n > MAX_COPIES:
            raise ValueError(
                f"tile {render_tile(t)} appears {n} times across hand, melds and winning tile (at most {MAX_COPIES})"
            )
    n, expected, k = sum(counts), 13 - 3 * len(declared), len(declared)
    if tile is not None and n != expected:
        hint = " (is the winning tile also listed in the hand?)" if n == expected + 1 else ""
        raise ValueError(
            f"with {k} declared meld(s) the concealed part must hold {expected} tiles plus the winning tile, got {n}{hint}"
        )
    if tile is None and n not in (expected, expected + 1):
        raise ValueError(
            f"with {k} declared meld(s) the concealed part must hold {expected} or {expected + 1} tiles, got {n}"
        )
    return counts, declared, tile


def bare_counts(concealed: object) -> list[int]:
    """34 counts standing for a hand whose melds their total implies, as the shanten functions
    read 34 counts (the core names that argument `hand`, the reference `concealed`)."""
    counts = counts_argument(concealed, "concealed")
    tiles = sum(counts)
    if tiles < 1 or tiles > 14 or tiles % 3 == 0:
        raise ValueError(
            "a concealed hand must hold 1, 2, 4, 5, 7, 8, 10, 11, 13 or 14 tiles (a total that is not a multiple of "
            f"3, at most 14), got {tiles}"
        )
    return counts


def shanten_hand(concealed: object, melds: object, win: object = None) -> tuple[list[int], tuple[Meld, ...], int | None]:
    """A shanten function's hand: bare counts when no meld and no winning tile is given (the
    core's 34 counts), else a Hand's parts (the core's Hand)."""
    if win is None and not isinstance(melds, str) and isinstance(melds, Sequence) and not melds:
        return bare_counts(concealed), (), None
    return hand_arguments(concealed, melds, win)


def forms_argument(forms: object) -> tuple[str, ...]:
    """Form ids (None: every form). The core takes mjcore.Form members; the reference their ids."""
    if forms is None:
        return tuple(FORM_NAMES)
    if isinstance(forms, str) or not isinstance(forms, Iterable):
        raise TypeError(f"forms must be an iterable of form ids, got {type(forms).__name__}")
    wanted = set()
    for form in forms:
        if not isinstance(form, str):
            raise TypeError(f"forms must hold form ids (str), got {type(form).__name__}")
        if form not in FORM_NAMES:
            raise ValueError(f"forms: unknown form {form!r} ({', '.join(FORM_NAMES)})")
        wanted.add(form)
    if not wanted:
        raise ValueError("forms is empty: select at least one Form")
    return tuple(f for f in FORM_NAMES if f in wanted)


def unreachable_forms(forms: Iterable[str], declared: int) -> ValueError:
    names = ", ".join(FORM_NAMES[f] for f in FORM_NAMES if f in set(forms))
    return ValueError(
        f"no selected form ({names}) can be completed by a hand with {declared} declared meld(s): seven pairs, "
        "thirteen orphans and knitted and honours need none, a knitted straight at most one"
    )


def flag(value: object, name: str) -> bool:
    """A flag's truth: bools and ints only, so a misplaced string is an error, not "true"."""
    if not isinstance(value, int):
        raise TypeError(f"{name} must be a bool")
    return bool(value)


def wind(value: object, name: str) -> int:
    """A wind: a letter E S W N or 0..3."""
    if isinstance(value, str):
        if value in _WIND_LETTERS:
            return _WIND_LETTERS.index(value)
        raise ValueError(f"{name} must be E, S, W or N (or 0..3), got '{value}'")
    if _is_int(value):
        return int_argument(value, name, 0, 3)
    raise TypeError(f"{name} must be a wind letter (E, S, W, N) or 0..3")


def _optional_choice(value: object, name: str, choices: Sequence[str], noun: str) -> str | None:
    """One of `choices` (a str) or None, refused as the core refuses it."""
    if value is None:
        return None
    listed = ", ".join(f"'{c}'" for c in choices[:-1]) + f" or '{choices[-1]}'"
    if not isinstance(value, str):
        raise TypeError(f"{name} must be {noun} ({listed}) or None, got {type(value).__name__}")
    if value not in choices:
        raise ValueError(f"{name} must be {listed} (or None), got '{value}'")
    return value


def robbed_kong_kind(value: object) -> str | None:
    """score()'s robbed_kong: one of ROBBED_KONGS, or None (not named)."""
    return _optional_choice(value, "robbed_kong", ROBBED_KONGS, "a str")


def dealer_flag(value: object) -> bool | None:
    """score()'s dealer: True or False, or None to leave it to the seat (East is the dealer)."""
    if value is None:
        return None
    if not isinstance(value, int):
        raise TypeError(f"dealer must be a bool or None (None: the East seat is the dealer), got {type(value).__name__}")
    return bool(value)


def void_suit_letter(value: object) -> int | None:
    """score()'s void_suit (定缺): the suit 0 m, 1 p, 2 s from its letter, or None (none declared)."""
    letter = _optional_choice(value, "void_suit", VOID_SUITS, "a suit letter")
    return None if letter is None else VOID_SUITS.index(letter)


def flower_count(value: object) -> int:
    """score()'s `flowers`: a count 0..8, None for none."""
    if value is None:
        return 0
    if not _is_int(value):
        raise TypeError("flowers must be a count (int) or None")
    return int_argument(value, "flowers", 0, MAX_FLOWERS)


CONTEXT_FLAGS: Final = (
    "self_drawn", "last_tile", "kong", "fourth_tile", "first_turn", "ready_at_deal", "discard_after_kong",
    "kong_on_kong", "first_round_discard",
)
"""score()'s flag keywords; with seat_wind, prevalent_wind, flowers, robbed_kong, dealer and void_suit its
whole context."""
ROBBED_KONGS: Final = ("direct", "added", "concealed")
"""score()'s robbed_kong: the kinds of kong a robbed-kong win may name."""
VOID_SUITS: Final = ("m", "p", "s")
"""score()'s void_suit: the suit letters, in suit order."""


def unknown_keywords(function: str, given: Iterable[str], known: Iterable[str]) -> None:
    """The TypeError Python gives a call with a keyword the function does not take."""
    allowed = set(known)
    for key in given:
        if key not in allowed:
            raise TypeError(f"{function}() got an unexpected keyword argument '{key}'")


def check_keywords(context: dict[str, Any], function: str = "score") -> None:
    """score()'s and patterns()'s context keywords: any other is refused as Python refuses it."""
    unknown_keywords(
        function, context, (*CONTEXT_FLAGS, "seat_wind", "prevalent_wind", "flowers", "robbed_kong", "dealer", "void_suit")
    )
