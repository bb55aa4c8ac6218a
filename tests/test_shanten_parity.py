"""Core and reference agree on shanten, waits, useful tiles and discard
options: seeded random hands of every size (declared melds, implied melds,
near misses and ready hands), and every single-suit hand of up to 8 tiles."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

import depth
import mjcore
from depth import sized
from mjcore import corpus
from mjcore.reference import efficiency as ref_eff
from mjcore.reference import shanten as ref

SEED = 20261130
N_HANDS = sized(100_000, 1_000)
N_USEFUL = sized(2_000, 60)
N_DISCARDS = sized(300, 25)
N_SELECTED = sized(10_000, 2_000)
FORM_NAME = {f: f.name.lower() for f in mjcore.Form}
SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)


_WALL = [t for t in range(34) for _ in range(4)]


def _random_draw(rng: random.Random, size: int) -> corpus.PlainHand:
    """`size` tiles drawn from a full set, beside random declared melds that fit."""
    melds: list[corpus.PlainMeld] = []
    counts = [0] * 34
    for t in rng.sample(_WALL, size):
        counts[t] += 1
    while len(melds) < (14 - size) // 3:
        first = rng.randrange(34)
        kind = rng.choice(("chow", "pung", "kong")) if first < 27 and first % 9 < 7 else rng.choice(("pung", "kong"))
        tiles = [first, first + 1, first + 2] if kind == "chow" else [first] * (4 if kind == "kong" else 3)
        if all(counts[t] + tiles.count(t) + sum(_meld_tiles(m).count(t) for m in melds) <= 4 for t in tiles):
            melds.append((kind, first, "exposed"))
    return tuple(counts), tuple(melds), None


def _meld_tiles(meld: corpus.PlainMeld) -> list[int]:
    kind, first, _ = meld
    return [first, first + 1, first + 2] if kind == "chow" else [first] * (4 if kind == "kong" else 3)


def _random_case(rng: random.Random) -> corpus.PlainHand:
    """Random draws of every size (some from one suit, some near a knitted pattern through the
    seeded corpus), complete hands less a tile (mostly ready), and near misses."""
    roll = rng.random()
    if roll < 0.45:
        return _random_draw(rng, rng.choice(SIZES))
    if roll < 0.5:
        size = rng.choice(SIZES)
        return corpus.random_hand(rng, size, (14 - size) // 3)
    concealed, melds, win = corpus.random_complete_hand(rng) if roll < 0.8 else corpus.near_miss(rng)
    if rng.random() < 0.5 and win is not None:  # the 14 - 3k tile hand, winning tile included
        counts = list(concealed)
        counts[win] += 1
        return tuple(counts), melds, None
    return concealed, melds, None


def _cases(seed: int, n: int) -> Iterator[tuple[corpus.PlainHand, bool]]:
    """(hand, with declared melds?): half the hands are bare counts, their melds implied."""
    rng = random.Random(seed)
    for _ in range(n):
        plain = _random_case(rng)
        yield plain, rng.random() < 0.5


def _core_input(plain: corpus.PlainHand, melded: bool) -> mjcore.Hand | bytes:
    return corpus.to_hand(plain) if melded else bytes(plain[0])


def test_shanten_matches_the_reference() -> None:
    seen_sizes: set[int] = set()
    seen_values: set[int] = set()
    for i, (plain, melded) in enumerate(_cases(SEED, N_HANDS)):
        concealed, melds, _ = plain
        ref_melds = melds if melded else ()
        core = mjcore.shanten(_core_input(plain, melded))
        assert core == ref.shanten(concealed, ref_melds), (plain, melded)
        if i % 10 == 0:
            by_form = {FORM_NAME[f]: s for f, s in mjcore.shanten_by_form(_core_input(plain, melded)).items()}
            assert by_form == ref.shanten_by_form(concealed, ref_melds), (plain, melded)
        seen_sizes.add(sum(concealed))
        seen_values.add(core)
    assert seen_sizes == set(SIZES)
    assert {-1, 0, 1, 2, 3, 4} <= seen_values


def test_selected_forms_match_the_reference() -> None:
    selections = [
        [mjcore.Form.REGULAR],
        [mjcore.Form.REGULAR, mjcore.Form.SEVEN_PAIRS, mjcore.Form.THIRTEEN_ORPHANS],
        [mjcore.Form.KNITTED_STRAIGHT],
        [mjcore.Form.KNITTED_AND_HONORS, mjcore.Form.SEVEN_PAIRS],
    ]
    refused = 0
    for i, (plain, melded) in enumerate(_cases(SEED + 1, N_SELECTED)):
        forms = selections[i % len(selections)]
        concealed, melds, _ = plain
        hand = _core_input(plain, melded)
        # No reachable form is the same ValueError on both: compared as (value or message).
        try:
            expected: object = ref.shanten(concealed, melds if melded else (), None, [FORM_NAME[f] for f in forms])
        except ValueError as exc:
            expected = str(exc)
            refused += 1
        try:
            core: object = mjcore.shanten(hand, forms=forms)
        except ValueError as exc:
            core = str(exc)
        assert core == expected, (plain, melded, forms)
    assert 0 < refused < N_SELECTED // 2


def _hands_of_kind(seed: int, n: int, remainder: int) -> Iterator[tuple[corpus.PlainHand, tuple[corpus.PlainMeld, ...], mjcore.Hand | bytes]]:
    """The first `n` cases whose tile count is `remainder` mod 3: (plain hand, the melds the
    reference sees, the core's input)."""
    found = 0
    for plain, melded in _cases(seed, 10 * n):
        if sum(plain[0]) % 3 == remainder:
            yield plain, plain[1] if melded else (), _core_input(plain, melded)
            found += 1
            if found == n:
                return
    raise AssertionError(f"fewer than {n} hands of {remainder} mod 3 tiles")


def test_useful_tiles_and_waits_match_the_reference() -> None:
    rng = random.Random(SEED + 2)
    for plain, melds, hand in _hands_of_kind(SEED + 2, N_USEFUL, 1):
        concealed = plain[0]
        # Some copies seen elsewhere (discards, other players' melds).
        visible = [rng.randint(0, n) if rng.random() < 0.3 else 0 for n in ref_eff.unseen_copies(concealed, melds, None)]
        assert mjcore.useful_tiles(hand, bytes(visible)) == ref_eff.useful_tiles(concealed, melds, visible), plain
        waits = {t: tuple(FORM_NAME[f] for f in fs) for t, fs in mjcore.waits_by_form(hand).items()}
        assert waits == ref_eff.waits_by_form(concealed, melds), plain


def test_discard_options_match_the_reference() -> None:
    for plain, melds, hand in _hands_of_kind(SEED + 3, N_DISCARDS, 2):
        assert [tuple(o) for o in mjcore.discard_options(hand)] == ref_eff.discard_options(plain[0], melds), plain


def _single_suit_hands(max_tiles: int) -> Iterator[list[int]]:
    for ranks in product(range(5), repeat=9):
        total = sum(ranks)
        if total <= max_tiles and total % 3 != 0:
            yield list(ranks) + [0] * 25


def test_every_single_suit_hand_up_to_eight_tiles() -> None:
    """All 19,242 in the thorough run; every 50th (in enumeration order) by default."""
    step = 1 if depth.THOROUGH else 50
    hands = 0
    for k, counts in enumerate(_single_suit_hands(8)):
        hands += 1
        if k % step:
            continue
        core = mjcore.shanten(bytes(counts))
        assert core == ref.shanten(counts), counts
        if sum(counts) % 3 == 1:
            assert mjcore.useful_tiles(bytes(counts)) == ref_eff.useful_tiles(counts), counts
    assert hands == 19_242


N_CROWDED = sized(4_000, 300)


def _crowded_case(rng: random.Random) -> corpus.PlainHand:
    """Kongs crowded into one suit (a kong's rank can hold no tile, and the core reads a suit
    whose kongs have at most one tile beside them off its tables), or one declared meld beside
    most of a knitted straight (the core bounds the regular form there and seeks its exact
    distance only if it could win)."""
    if rng.random() < 0.6:
        suit = rng.randrange(3)
        ranks = list(range(9 * suit, 9 * suit + 9))
        melds: list[corpus.PlainMeld] = []
        used = [0] * 34
        for first in rng.sample(ranks, rng.randint(1, 3)):
            kind = "kong" if rng.random() < 0.8 else "pung"
            melds.append((kind, first, rng.choice(("exposed", "concealed")) if kind == "kong" else "exposed"))
            used[first] += 4 if kind == "kong" else 3
        pool = [t for t in range(34) for _ in range(4 - used[t]) if t in ranks or rng.random() < 0.3]
    else:
        melds = [rng.choice((("chow", 0, "exposed"), ("pung", 13, "exposed"), ("kong", 24, "concealed"), ("pung", 27, "exposed")))]
        used = [0] * 34
        for t in _meld_tiles(melds[0]):
            used[t] += 1
        pattern = rng.choice(((0, 3, 6, 10, 13, 16, 20, 23, 26), (1, 4, 7, 11, 14, 17, 18, 21, 24)))
        pool = [t for t in pattern if used[t] < 4 and rng.random() < 0.85]
        pool += [t for t in range(34) for _ in range(4 - used[t] - (t in pool)) if rng.random() < 0.2]
    size = 13 - 3 * len(melds) + rng.randrange(2)
    counts = [0] * 34
    for t in rng.sample(pool, min(size, len(pool))):
        counts[t] += 1
    return tuple(counts), tuple(melds), None


def test_crowded_kongs_and_knitted_beside_a_meld_match_the_reference() -> None:
    rng = random.Random(SEED + 4)
    kinds = {1: 0, 2: 0}
    for _ in range(N_CROWDED):
        concealed, melds, _ = plain = _crowded_case(rng)
        tiles = sum(concealed)
        if tiles not in (13 - 3 * len(melds), 14 - 3 * len(melds)):
            continue  # the pool ran short
        hand = corpus.to_hand(plain)
        assert mjcore.shanten(hand) == ref.shanten(concealed, melds), plain
        if tiles % 3 == 1:
            assert mjcore.useful_tiles(hand) == ref_eff.useful_tiles(concealed, melds), plain
        else:
            assert [tuple(o) for o in mjcore.discard_options(hand)] == ref_eff.discard_options(concealed, melds), plain
        kinds[tiles % 3] += 1
    assert min(kinds.values()) > N_CROWDED // 4
