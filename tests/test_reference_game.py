"""Tests of the pure-Python reference game (mjcore.reference.game, docs/game.md).

The shuffle against a SplitMix64 written here from its definition; walls built so that the
deal and the draws hand out chosen tiles, one per situation the docs describe; and seeded
random hands checked for invariants that hold at every step.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from depth import sized
from game_players import steered_choice
from mjcore.reference.game import ACTION_COUNT, ReferenceGame, ReferenceRules, shuffled_deck
from mjcore.reference.mcr import score

WIN, PASS, CHOW_LOW, CHOW_MID, CHOW_HIGH, PUNG, KONG = 102, 103, 104, 105, 106, 107, 108
CONCEALED_KONG, ADDED_KONG = 34, 68
FLOWERS = list(range(34, 42))

# ---------------------------------------------------------------- helpers


def tiles(text: str) -> list[int]:
    """'123m45p7z' -> tile indices (m 0.., p 9.., s 18.., z 27..: E S W N white green red)."""
    out: list[int] = []
    digits: list[int] = []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch) - 1)
        else:
            base = "mpsz".index(ch) * 9
            out += [base + d for d in digits]
            digits = []
    assert not digits, text
    return out


def t(text: str) -> int:
    (tile,) = tiles(text)
    return tile


def full_deck(flowers: bool) -> list[int]:
    return [k for k in range(34) for _ in range(4)] + (FLOWERS if flowers else [])


def _rest(specified: Sequence[int], flowers: bool) -> list[int]:
    over = Counter(specified) - Counter(full_deck(flowers))
    assert not over, f"more copies than the deck holds: {dict(over)}"
    return sorted((Counter(full_deck(flowers)) - Counter(specified)).elements())


def shared_wall(deals: Sequence[Sequence[int]], draws: Sequence[int] = (), last: Sequence[int] = (), flowers: bool = True) -> list[int]:
    """The list that deals `deals` (seat 0 first; flowers among them are set aside), then gives
    `draws` to the draws in order, other tiles after, and `last` as the very last draws."""
    taken = [x for d in deals for x in d] + list(draws)
    filler = _rest(taken + list(last), flowers)
    return (taken + filler + list(last))[::-1]  # the wall is taken from its end


def seat_walls(
    deals: Sequence[Sequence[int]], draws: Sequence[Sequence[int]] = ((),) * 4, last: Sequence[Sequence[int]] = ((),) * 4, flowers: bool = False
) -> list[int]:
    """Four blocks: seat i is dealt deals[i], then draws draws[i], other tiles, last[i] last."""
    specified = [list(deals[i]) + list(draws[i]) + list(last[i]) for i in range(4)]
    filler = _rest([x for s in specified for x in s], flowers)
    size = len(full_deck(flowers)) // 4
    wall: list[int] = []
    for i in range(4):
        need = size - len(specified[i])
        assert need >= 0
        mine, filler = filler[:need], filler[need:]
        wall += (list(deals[i]) + list(draws[i]) + mine + list(last[i]))[::-1]
    return wall


# Hands that can neither claim nor come near a win: no pairs, no two tiles of a suit within two.
J1 = tiles("159m159p159s1234z")
J2 = tiles("159m159p159s1234z")
J3 = tiles("159m159p159s1567z")
J4 = tiles("28m28p28s1234567z")
JUNK11 = tiles("159p159s12345z")  # 11 tiles to go with a chosen pair


def last_draw(g: ReferenceGame) -> int:
    kind, _, tile, _ = [e for e in g.events if e[0] == "draw"][-1]
    return tile


def passive(g: ReferenceGame) -> None:
    """One step of the quiet policy: the drawer throws its draw away, every claim passes."""
    seats = g.to_act()
    if len(seats) == 1 and PASS not in g.legal_actions(seats[0]):
        seat = seats[0]
        g.act(seat, last_draw(g) if last_draw(g) in g.legal_actions(seat) else g.legal_actions(seat)[0])
        return
    for seat in seats:
        g.act(seat, PASS)


def discard_drawn(g: ReferenceGame, seat: int) -> None:
    assert g.to_act() == [seat]
    g.act(seat, last_draw(g))


def expected_total(g: ReferenceGame) -> int:
    """The winner's total from the scorer, with the hand as shown and the recorded context."""
    r = g.result
    assert r is not None and r.reason == "win"
    concealed, melds, _ = g.hand(r.winner)
    concealed = list(concealed)
    concealed[r.win_tile] -= 1
    scoring = [("kong", m[1], "concealed") if m[0] == "concealed_kong" else (m[0], m[1], "exposed") for m in melds]
    return score(concealed, scoring, r.win_tile, **r.context).total  # type: ignore[arg-type]


# ---------------------------------------------------------------- the shuffle

_MASK = (1 << 64) - 1


def _splitmix(seed: int):  # type: ignore[no-untyped-def]
    state = seed
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def _fisher_yates(seed: int, n: int) -> list[int]:
    """The permutation as positions: out[i] = the deck index that ends at position i."""
    gen, order = _splitmix(seed), list(range(n))
    for i in range(n - 1, 0, -1):
        while True:
            r = next(gen)
            if r < (1 << 64) - (1 << 64) % (i + 1):
                break
        j = r % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def test_splitmix_helper_matches_published_values() -> None:
    gen = _splitmix(0)
    assert next(gen) == 0xE220A8397B1DCDAF  # Vigna's splitmix64.c from state 0
    gen = _splitmix(1234567)
    assert [next(gen) for _ in range(3)] == [6457827717110365317, 3203168211198807973, 9817491932198370423]


@pytest.mark.parametrize("flowers", [False, True])
@pytest.mark.parametrize("seed", [0, 1, 2**64 - 1, 987654321])
def test_shuffle_is_the_documented_permutation(seed: int, flowers: bool) -> None:
    deck = full_deck(flowers)
    got = shuffled_deck(seed, flowers)
    assert sorted(got) == sorted(deck)
    assert got == [deck[i] for i in _fisher_yates(seed, len(deck))]
    assert got == shuffled_deck(seed, flowers)  # fixed for a seed
    # The last position is settled by the first draw alone: deck[first output mod n].
    assert got[-1] == deck[next(_splitmix(seed)) % len(deck)]


def test_shuffle_first_tiles_by_hand() -> None:
    # seed 1: first output 0x910A2DEC89025CC1 (below the rejection limit); mod 136 = 129, and
    # deck[129] = tile 129 // 4 = 32 (green dragon) ends last; with flowers, mod 144 = 113 -> tile 28 (South).
    first = next(_splitmix(1))
    assert first == 0x910A2DEC89025CC1
    assert first % 136 == 129 and first % 144 == 113
    assert shuffled_deck(1, False)[-1] == 32
    assert shuffled_deck(1, True)[-1] == 28
    assert shuffled_deck(1, False) != shuffled_deck(2, False)


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        ReferenceGame("riichi", seed=1)
    with pytest.raises(ValueError):
        ReferenceGame("mcr")
    with pytest.raises(ValueError):
        ReferenceGame("mcr", seed=1, wall=full_deck(True))
    with pytest.raises(ValueError):
        ReferenceGame("mcr", wall=full_deck(False))  # 136 tiles where 144 are needed
    with pytest.raises(ValueError):
        ReferenceGame("botzone", wall=full_deck(True))
    with pytest.raises(ValueError):
        ReferenceGame("botzone", wall=full_deck(False)[:-1] + [0])  # five 1m
    with pytest.raises(ValueError):
        ReferenceGame("mcr", seed=1, prevalent_wind=4)
    with pytest.raises(ValueError):
        ReferenceGame("mcr", seed=1, dealer=4)
    with pytest.raises(ValueError):
        ReferenceGame("mcr", seed=-1)
    assert ACTION_COUNT == 109


# ---------------------------------------------------------------- the deal


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_deal_takes_from_the_end(ruleset: str) -> None:
    w = tiles("2233344667788m")[:13]
    hands = [w, J1, J2, J3]
    wall = shared_wall(hands, [t("3m")]) if ruleset == "mcr" else seat_walls(hands, ([t("3m")], [], [], []))
    g = ReferenceGame(ruleset, wall=wall)
    for seat, dealt in enumerate(hands):
        concealed, melds, flowers = g.hand(seat)
        expect = Counter(dealt) + (Counter([t("3m")]) if seat == 0 else Counter())
        assert Counter({k: n for k, n in enumerate(concealed) if n}) == expect
        assert melds == [] and flowers == []
    assert g.events == [("draw", 0, t("3m"), -1)]
    assert g.to_act() == [0]


def test_flowers_are_set_aside_with_events() -> None:
    # Seat 0 takes a flower in the middle of its deal, seat 2 two; seat 0's first draw is a flower.
    deal0 = J4[:5] + [34] + J4[5:]
    deal2 = [36] + J2[:4] + [35] + J2[4:]
    g = ReferenceGame("mcr", wall=shared_wall([deal0, J1, deal2, J3], [37, t("3m")]))
    assert g.events == [
        ("flower", 0, 34, -1),  # the deal's flowers first, seat by seat, in the order taken
        ("flower", 2, 36, -1),
        ("flower", 2, 35, -1),
        ("flower", 0, 37, -1),  # drawn: set aside, and seat 0 draws again
        ("draw", 0, t("3m"), -1),
    ]
    assert g.hand(0)[2] == [34, 37]
    assert g.hand(2)[2] == [36, 35]
    assert sum(g.hand(2)[0]) == 13


# ---------------------------------------------------------------- wins


def test_self_drawn_win() -> None:
    w = tiles("2233344667788m")
    g = ReferenceGame("mcr", wall=shared_wall([w, J1, J2, J3], [t("3m")]))
    # discard each held tile (2m 3m 4m 6m 7m 8m), the concealed kong of 3m, the win
    assert g.legal_actions(0) == [1, 2, 3, 5, 6, 7, CONCEALED_KONG + t("3m"), WIN]
    assert g.legal_actions(1) == []
    g.act(0, WIN)
    r = g.result
    assert g.done and r is not None
    assert (r.reason, r.winner, r.win_tile, r.from_seat) == ("win", 0, t("3m"), 0)
    assert r.context == {
        "self_drawn": True, "last_tile": False, "kong": False, "fourth_tile": False,
        "seat_wind": 0, "prevalent_wind": 0, "flowers": 0,
        # the dealer's first draw: 天和 (no MCR fan; the flag is derived all the same)
        "first_turn": True, "first_round_discard": False, "ready_at_deal": False, "discard_after_kong": False,
    }
    assert r.fans["full_flush"] == 1
    assert r.total == expected_total(g) >= 8
    f = r.total
    assert r.payments == (3 * (8 + f), -(8 + f), -(8 + f), -(8 + f))
    assert g.events[-1] == ("win", 0, t("3m"), 0)
    assert g.to_act() == [] and g.legal_actions(0) == []


def test_win_on_a_discard_pays_as_documented() -> None:
    w = tiles("2233344667788m")
    g = ReferenceGame("mcr", wall=shared_wall([J4, w, J1, J2], [t("3m")]), prevalent_wind=2)
    discard_drawn(g, 0)
    assert g.to_act() == [1]
    # win, pass, chow 234m (3m in the middle), pung, exposed kong
    assert g.legal_actions(1) == [WIN, PASS, CHOW_MID, PUNG, KONG]
    g.act(1, WIN)
    r = g.result
    assert r is not None and (r.winner, r.from_seat, r.win_tile) == (1, 0, t("3m"))
    assert r.context["self_drawn"] is False and r.context["seat_wind"] == 1 and r.context["prevalent_wind"] == 2
    # on the dealer's first discard (地和), with the 13 tiles seat 1 was dealt (天听)
    assert r.context["first_turn"] is True and r.context["ready_at_deal"] is True
    assert r.context["first_round_discard"] is False and r.context["discard_after_kong"] is False
    f = r.total
    assert f == expected_total(g)
    assert r.payments == (-(8 + f), 24 + f, -8, -8)
    assert sum(r.payments) == 0
    assert g.hand(1)[0][t("3m")] == 4  # the claimed tile completes the hand shown
    assert g.river(0) == []


def test_first_winner_after_the_discarder() -> None:
    w = tiles("12m123p123s789p66s")  # waits 3m: 三色三同顺
    for answers, winner in (({2: WIN, 3: WIN}, 2), ({2: PASS, 3: WIN}, 3)):
        g = ReferenceGame("mcr", wall=shared_wall([J1, J2, w, w], [t("3m")]))
        discard_drawn(g, 0)
        assert g.to_act() == [2, 3]
        assert g.legal_actions(2) == g.legal_actions(3) == [WIN, PASS]
        g.act(3, answers[3])  # answering out of order changes nothing
        assert g.to_act() == [2] and not g.done
        g.act(2, answers[2])
        r = g.result
        assert r is not None and r.winner == winner and r.from_seat == 0
        assert r.payments[0] == -(8 + r.total) and r.payments[winner] == 24 + r.total


def test_the_dealer_is_dealt_first_draws_first_and_is_east() -> None:
    for dealer in range(4):
        g = ReferenceGame("botzone", seed=3, dealer=dealer)
        assert g.to_act() == [dealer] and sum(g.hand(dealer)[0]) == 14
        assert all(sum(g.hand(s)[0]) == 13 for s in range(4) if s != dealer)
    # the same deal, turned: the dealer's hand is what seat 0 holds when it deals
    shared = [ReferenceGame("mcr", seed=9, dealer=d) for d in (0, 2)]
    assert shared[0].hand(0) == shared[1].hand(2)


def test_a_first_round_discard_and_a_claim_that_ends_the_first_round() -> None:
    w = tiles("12m123p123s789p66s")  # waits 3m
    # seat 1 draws 3m and throws it: seat 2 wins on a discard of the first go-around (人和)
    g = ReferenceGame("mcr", wall=shared_wall([J4, J1, w, J2], [t("6z"), t("3m")]))
    discard_drawn(g, 0)
    discard_drawn(g, 1)
    g.act(2, WIN)
    r = g.result
    assert r is not None and r.context["first_round_discard"] is True and r.context["first_turn"] is False
    # the same discard after seat 3 punged the dealer's: the first go-around is over
    seat3 = tiles("66z") + JUNK11
    g = ReferenceGame("mcr", wall=shared_wall([J4, J1, w, seat3], [t("6z"), t("7z"), t("3m")]))
    discard_drawn(g, 0)
    g.act(3, PUNG)
    g.act(3, g.legal_actions(3)[0])  # 1p: nobody can claim it
    assert g.to_act() == [0]
    discard_drawn(g, 0)
    discard_drawn(g, 1)
    g.act(2, WIN)
    r = g.result
    assert r is not None and r.win_tile == t("3m") and r.from_seat == 1
    assert r.context["first_round_discard"] is False and r.context["first_turn"] is False


# ---------------------------------------------------------------- claims


def test_pung_then_the_claimer_only_discards() -> None:
    seat2 = tiles("33m") + JUNK11
    g = ReferenceGame("mcr", wall=shared_wall([J4, J1, seat2, J2], [t("3m")]))
    discard_drawn(g, 0)
    assert g.to_act() == [2]
    assert g.legal_actions(2) == [PASS, PUNG]
    g.act(2, PUNG)
    assert g.events[-1] == ("pung", 2, t("3m"), 0)
    assert g.hand(2)[1] == [("pung", t("3m"), 0)]
    assert g.to_act() == [2]
    assert g.legal_actions(2) == sorted(set(JUNK11))  # discards only: no draw, no kong, no win
    g.act(2, t("1z"))
    assert g.events[-2:] == [("discard", 2, t("1z"), -1), ("draw", 3, g.events[-1][2], -1)]
    assert g.river(0) == [] and g.river(2) == [t("1z")]  # the claimed 3m is in the meld, the unclaimed 1z stays
    assert g.to_act() == [3]


def test_chow_only_by_the_next_seat() -> None:
    hand = tiles("24m") + JUNK11
    g = ReferenceGame("mcr", wall=shared_wall([J4, hand, hand, J1], [t("3m")]))
    discard_drawn(g, 0)
    assert g.to_act() == [1]  # seat 2 holds 2m 4m too, but it is not the discarder's next seat
    assert g.legal_actions(1) == [PASS, CHOW_MID]
    assert g.legal_actions(2) == []
    g.act(1, CHOW_MID)
    assert g.events[-1] == ("chow", 1, t("3m"), t("2m"))
    assert g.hand(1)[1] == [("chow", t("2m"), 0)]
    assert g.legal_actions(1) == sorted(set(JUNK11))
    assert g.river(0) == []


def test_pung_beats_chow() -> None:
    g = ReferenceGame("mcr", wall=shared_wall([J4, tiles("24m") + JUNK11, tiles("33m") + JUNK11, J1], [t("3m")]))
    discard_drawn(g, 0)
    assert g.to_act() == [1, 2]
    g.act(1, CHOW_MID)
    g.act(2, PUNG)
    assert g.events[-1] == ("pung", 2, t("3m"), 0)
    assert g.hand(1)[1] == [] and g.to_act() == [2]


def test_chow_positions() -> None:
    hand = tiles("3456m") + tiles("159p159s1234z")[:9]
    g = ReferenceGame("mcr", wall=shared_wall([J4, hand, J1, J2], [t("5m")]))
    discard_drawn(g, 0)
    # 5m lowest (567: no 7m), middle 456, highest 345; pung needs two 5m
    assert g.legal_actions(1) == [PASS, CHOW_MID, CHOW_HIGH]
    g.act(1, CHOW_HIGH)
    assert g.events[-1] == ("chow", 1, t("5m"), t("3m"))


# ---------------------------------------------------------------- kongs


def _kong_hand() -> list[int]:
    return tiles("222m456m123p678s7z")  # after the kong of 2m, 7z completes it


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_concealed_kong_and_replacement(ruleset: str) -> None:
    hands = [_kong_hand(), J1, J2, J3]
    draws = [t("2m"), t("7z")]
    wall = shared_wall(hands, draws) if ruleset == "mcr" else seat_walls(hands, (draws, [], [], []))
    g = ReferenceGame(ruleset, wall=wall)
    assert CONCEALED_KONG + t("2m") in g.legal_actions(0)
    assert WIN not in g.legal_actions(0)
    g.act(0, CONCEALED_KONG + t("2m"))
    assert g.events[-2:] == [("concealed_kong", 0, t("2m"), -1), ("draw", 0, t("7z"), -1)]
    assert g.hand(0)[1] == [("concealed_kong", t("2m"), -1)]
    assert sum(g.hand(0)[0]) == 11
    assert g.to_act() == [0] and WIN in g.legal_actions(0)
    g.act(0, WIN)
    r = g.result
    assert r is not None and r.context["kong"] is True and r.context["self_drawn"] is True
    assert r.fans["out_with_replacement_tile"] == 1
    assert r.total == expected_total(g)


def test_kong_flag_after_a_flower_mcr_keeps_it_botzone_uses_it_up() -> None:
    hands = [_kong_hand(), J1, J2, J3]
    wall = shared_wall(hands, [t("2m"), 34, t("7z")])
    # Without 杠上开花 the hand is worth less than 8: the flag decides whether it may win.
    concealed = [0] * 34
    for x in tiles("456m123p678s7z"):
        concealed[x] += 1
    plain = score(concealed, [("kong", t("2m"), "concealed")], t("7z"), self_drawn=True, flowers=1)
    assert not plain.meets_minimum

    mcr = ReferenceGame("mcr", wall=wall)
    mcr.act(0, CONCEALED_KONG + t("2m"))
    assert mcr.events[-2:] == [("flower", 0, 34, -1), ("draw", 0, t("7z"), -1)]
    assert WIN in mcr.legal_actions(0)
    mcr.act(0, WIN)
    assert mcr.result is not None and mcr.result.context["kong"] is True and mcr.result.context["flowers"] == 1

    quirk = ReferenceGame(ReferenceRules(flowers=True, shared_wall=True, flower_ends_kong_flag=True), wall=wall)
    quirk.act(0, CONCEALED_KONG + t("2m"))
    assert quirk.events == mcr.events[:-1]
    assert WIN not in quirk.legal_actions(0)

    # Botzone's own deck has no flowers; with them in per-seat walls the quirk is the same.
    per_seat = seat_walls(hands, ([t("2m"), 34, t("7z")], [], [], []), flowers=True)
    bz = ReferenceGame(ReferenceRules(flowers=True, shared_wall=False, flower_ends_kong_flag=True), wall=per_seat)
    bz.act(0, CONCEALED_KONG + t("2m"))
    assert bz.events[-1] == ("draw", 0, t("7z"), -1) and WIN not in bz.legal_actions(0)


def _added_kong_game(ruleset: str = "mcr") -> ReferenceGame:
    seat0 = tiles("258m1669p28s1234z")  # 66p to pung
    robber = tiles("45p234s234s678m88s")  # waits 3p 6p
    draws = tiles("7z6z5z6p") + tiles("7z6z5z6p")  # seats 0..3, then (after the pung) 1, 2, 3, 0
    g = ReferenceGame(ruleset, wall=shared_wall([seat0, J1, robber, J2], draws))
    for seat in (0, 1, 2, 3):  # 7z 6z 5z, then seat 3 throws 6p
        discard_drawn(g, seat)
    assert g.to_act() == [0] and g.legal_actions(0) == [PASS, PUNG]
    g.act(0, PUNG)
    g.act(0, t("1z"))
    for seat in (1, 2, 3):  # 7z 6z 5z again; seat 0 draws the fourth 6p
        discard_drawn(g, seat)
    assert g.events[-1] == ("draw", 0, t("6p"), -1)
    return g


def test_added_kong_robbed() -> None:
    g = _added_kong_game()
    assert ADDED_KONG + t("6p") in g.legal_actions(0)
    g.act(0, ADDED_KONG + t("6p"))
    assert g.events[-1] == ("added_kong", 0, t("6p"), -1)
    assert g.to_act() == [2] and g.legal_actions(2) == [WIN, PASS]
    assert g.hand(0)[1] == [("kong", t("6p"), 3)]
    g.act(2, WIN)
    r = g.result
    assert r is not None and (r.winner, r.win_tile, r.from_seat) == (2, t("6p"), 0)
    assert r.context["kong"] is True and r.context["self_drawn"] is False and r.context["last_tile"] is False
    assert r.fans["robbing_the_kong"] == 1
    assert r.context["fourth_tile"] is True  # the other three 6p show in the konger's pung
    f = r.total
    assert f == expected_total(g)
    assert r.payments == (-(8 + f), -8, 24 + f, -8)
    assert g.hand(0)[1] == [("pung", t("6p"), 3)]  # robbed: the pung stays a pung


def test_added_kong_not_robbed_draws_a_replacement() -> None:
    g = _added_kong_game()
    g.act(0, ADDED_KONG + t("6p"))
    g.act(2, PASS)
    assert g.hand(0)[1] == [("kong", t("6p"), 3)]
    assert g.events[-1][:2] == ("draw", 0) and g.to_act() == [0]


# ---------------------------------------------------------------- the end of the walls


def _play_quietly_until(g: ReferenceGame, stop) -> None:  # type: ignore[no-untyped-def]
    while not g.done and not stop(g):
        passive(g)


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_the_last_discard_may_be_won_on_not_claimed(ruleset: str) -> None:
    ready = tiles("12m456p678s234s77p")  # waits 3m; 海底捞月 makes it worth 8
    for seat1, outcome in ((ready, "win"), (J1, "exhausted")):
        hands = [tiles("33m") + JUNK11, seat1, J2, J3]
        if ruleset == "mcr":
            wall = shared_wall(hands, last=[t("3m")])
        else:
            wall = seat_walls(hands, last=([], [], [], [t("3m")]))
        g = ReferenceGame(ruleset, wall=wall)

        def seat3_discarded_last(g: ReferenceGame) -> bool:
            return g.events[-1] == ("discard", 3, t("3m"), -1) and not any(g.walls())

        _play_quietly_until(g, seat3_discarded_last)
        assert sum(e[0] == "draw" for e in g.events) == 84
        if outcome == "win":
            assert g.to_act() == [1]  # seat 0 holds 33m and is the next seat: no pung, no chow
            assert g.legal_actions(1) == [WIN, PASS]
            g.act(1, WIN)
            r = g.result
            assert r is not None and r.context["last_tile"] is True and r.fans["last_tile_claim"] == 1
        else:
            r = g.result
            assert r is not None and r.reason == "exhausted"  # nobody could claim: seat 0 found nothing
            assert g.events[-2:] == [("discard", 3, t("3m"), -1), ("exhausted", -1, -1, -1)]


def test_exposed_kong_from_an_empty_own_wall_ends_exhausted() -> None:
    # Botzone: seat 1's last draw is 7z; seat 0 (its wall already empty) holds three.
    seat0 = tiles("36m136p3678s4777z")
    seat1 = tiles("258m28p28s123456z")
    g = ReferenceGame("botzone", wall=seat_walls([seat0, seat1, J1, J2], last=([], [t("7z")], [], [])))
    _play_quietly_until(g, lambda g: g.events[-1] == ("discard", 1, t("7z"), -1))
    walls = g.walls()
    assert [len(w) for w in walls] == [0, 0, 1, 1]
    assert g.to_act()[0] == 0
    assert g.legal_actions(0) == [PASS, PUNG, KONG]  # wall 2 holds a tile: not the last discard
    for seat in g.to_act():
        g.act(seat, KONG if seat == 0 else PASS)
    assert g.events[-2:] == [("kong", 0, t("7z"), 1), ("exhausted", -1, -1, -1)]
    assert g.result is not None and g.result.payments == (0, 0, 0, 0)


def test_per_seat_kong_needs_the_next_seats_wall() -> None:
    # Seat 0's concealed kong empties its wall a turn early; seat 3 then draws its fourth 7z
    # with a tile left in its own wall, but none in seat 0's: no kong (Botzone's judge).
    seat0 = tiles("2228m28p28s12345z")
    seat3 = tiles("777z") + JUNK11[:10]
    wall = seat_walls([seat0, J1, J2, seat3], draws=([t("2m")], [], [], []), last=([], [], [], [t("7z"), t("9m")]))
    g = ReferenceGame("botzone", wall=wall)
    g.act(0, CONCEALED_KONG + t("2m"))
    _play_quietly_until(g, lambda g: g.events[-1] == ("draw", 3, t("7z"), -1))
    assert [len(w) for w in g.walls()] == [0, 1, 1, 1]
    assert g.hand(3)[0][t("7z")] == 4
    assert CONCEALED_KONG + t("7z") not in g.legal_actions(3)
    g.act(3, t("7z"))  # the last discard: seat 0 has nothing to draw
    assert g.result is not None and g.result.reason == "exhausted"


def test_visible_copies_count_what_the_table_shows() -> None:
    from mjcore.reference.game_table import SeatState, visible_copies

    seats = [SeatState() for _ in range(4)]
    seats[0].melds = [("concealed_kong", 5, -1), ("chow", 3, 3)]
    seats[1].melds = [("pung", 4, 0), ("kong", 7, 2)]
    seats[2].river = [5, 4, 5]
    assert [visible_copies(seats, x) for x in (3, 4, 5, 6, 7)] == [1, 1 + 3 + 1, 1 + 2, 0, 4]


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_exhausted_wall(ruleset: str) -> None:
    g = ReferenceGame(ruleset, seed=5)
    _play_quietly_until(g, lambda g: False)
    r = g.result
    assert r is not None and r.reason == "exhausted" and r.payments == (0, 0, 0, 0)
    assert (r.winner, r.win_tile, r.from_seat, r.total, r.fans) == (-1, -1, -1, 0, {})
    assert g.events[-1] == ("exhausted", -1, -1, -1)
    assert all(not w for w in g.walls()) if ruleset == "mcr" else not g.walls()[0]
    assert sum(e[0] == "draw" for e in g.events) == 84
    flowers = [e for e in g.events if e[0] == "flower"]
    assert sorted(e[2] for e in flowers) == (FLOWERS if ruleset == "mcr" else [])


# ---------------------------------------------------------------- random hands


def _account(g: ReferenceGame, flowers: bool) -> None:
    """Every tile is in exactly one place: hands, melds, rivers, walls, flowers."""
    found: Counter[int] = Counter()
    for seat in range(4):
        concealed, melds, fl = g.hand(seat)
        assert all(0 <= n <= 4 for n in concealed)
        found.update({k: n for k, n in enumerate(concealed) if n})
        for kind, low, _giver in melds:
            found.update([low, low + 1, low + 2] if kind == "chow" else [low] * (3 if kind == "pung" else 4))
        found.update(fl)
        found.update(g.river(seat))
    for w in g.walls():
        found.update(w)
    if not g.done and g.events[-1][0] == "discard":
        found[g.events[-1][2]] += 1  # the discard on the table, in nobody's river yet
    assert found == Counter(full_deck(flowers))


def _check_win(g: ReferenceGame, shared: bool) -> None:
    """The result against what the record and the table show, derived here afresh."""
    r = g.result
    assert r is not None
    assert g.events[-1] == ("win", r.winner, r.win_tile, r.from_seat)
    assert r.total == expected_total(g)
    f, ctx = r.total, r.context
    self_drawn = r.from_seat == r.winner
    robbing = g.events[-2][0] == "added_kong"
    assert ctx["self_drawn"] is self_drawn and ctx["seat_wind"] == r.winner
    if self_drawn:
        assert r.payments == tuple(3 * (8 + f) if s == r.winner else -(8 + f) for s in range(4))
    else:
        assert r.payments == tuple(
            24 + f if s == r.winner else -(8 + f) if s == r.from_seat else -8 for s in range(4)
        )
    walls = g.walls()
    if robbing:
        assert ctx["last_tile"] is False and ctx["kong"] is True
    else:
        assert ctx["last_tile"] is (not walls[0] if shared else not walls[(r.from_seat + 1) % 4])
    # the kong flag: the winner's draw came straight after its own kong (flowers between: mcr)
    if self_drawn:
        before = [e for e in g.events[:-2] if not (shared and e[0] == "flower")]
        konged = bool(before) and before[-1][0] in ("kong", "concealed_kong", "added_kong") and before[-1][1] == r.winner
        assert ctx["kong"] is konged
    elif not robbing:
        assert ctx["kong"] is False
    shown = sum(g.river(s).count(r.win_tile) for s in range(4))
    for s in range(4):
        for kind, low, _ in g.hand(s)[1]:
            if kind != "concealed_kong":
                shown += ([low, low + 1, low + 2] if kind == "chow" else [low] * (3 if kind == "pung" else 4)).count(r.win_tile)
    assert ctx["fourth_tile"] is (shown == 3)
    assert ctx["flowers"] == len(g.hand(r.winner)[2])
    assert {k: ctx[k] for k in _TURN_FLAGS} == _turn_flags_from_record(g)


_TURN_FLAGS = ("first_turn", "first_round_discard", "ready_at_deal", "discard_after_kong")
_KONGS = ("kong", "concealed_kong", "added_kong")


def _turn_flags_from_record(g: ReferenceGame) -> dict[str, bool]:
    """The first-turn and after-kong flags of the win, read off the record alone."""
    r = g.result
    assert r is not None
    before = [e for e in g.events[:-1] if e[0] != "flower"]
    interrupted = any(e[0] in ("chow", "pung") + _KONGS for e in before)
    discards = sum(e[0] == "discard" for e in before)
    self_drawn = r.from_seat == r.winner
    robbing = before[-1][0] == "added_kong"
    on_discard = not self_drawn and not robbing
    own_draws = sum(e[0] == "draw" and e[1] == r.winner for e in before)
    first_turn = not interrupted and (own_draws == 1 if self_drawn else on_discard and r.from_seat == 0 and discards == 1)
    # 天听: a non-dealer without melds that only ever discarded the tile it had just drawn
    own = [i for i, e in enumerate(before) if e[1] == r.winner and e[0] == "discard"]
    kept = all(before[i - 1][:3] == ("draw", r.winner, before[i][2]) for i in own)
    return {
        "first_turn": first_turn,
        "first_round_discard": not interrupted and on_discard and 2 <= discards <= 4,
        "ready_at_deal": r.winner != 0 and not g.hand(r.winner)[1] and kept,
        "discard_after_kong": on_discard and len(before) >= 3 and before[-3][0] in _KONGS and before[-2][0] == "draw",
    }


def _choose(g: ReferenceGame, seat: int, rng: random.Random) -> int:
    return steered_choice(g.legal_actions(seat), g.hand(seat)[0], rng)


@pytest.mark.parametrize("ruleset", ["mcr", "botzone"])
def test_random_hands_keep_the_invariants(ruleset: str) -> None:
    flowers = ruleset == "mcr"
    reasons: Counter[str] = Counter()
    hands = sized(100, 40)
    for seed in range(hands):
        rng = random.Random(seed)
        g = ReferenceGame(ruleset, seed=seed * 7919 + 3, prevalent_wind=seed % 4)
        # the deal's flowers come first, seat by seat; then seat 0 may draw flowers
        seats = [e[1] for e in g.events[: next(i for i, e in enumerate(g.events) if e[0] == "draw")]]
        while seats and seats[-1] == 0:
            seats.pop()
        assert seats == sorted(seats)
        while not g.done:
            seats = g.to_act()
            assert seats and len(set(seats)) == len(seats)
            for seat in range(4):
                legal = g.legal_actions(seat)
                assert bool(legal) is (seat in seats)
                assert legal == sorted(set(legal)) and all(0 <= a < ACTION_COUNT for a in legal)
            idle = [s for s in range(4) if s not in seats]
            if idle:
                with pytest.raises(ValueError):
                    g.act(idle[0], PASS)
            with pytest.raises(ValueError):
                g.act(seats[0], next(a for a in range(ACTION_COUNT) if a not in g.legal_actions(seats[0])))
            for seat in seats:
                g.act(seat, _choose(g, seat, rng))
            _account(g, flowers)
        r = g.result
        assert r is not None and sum(r.payments) == 0
        reasons[r.reason] += 1
        if r.reason == "win":
            _check_win(g, shared=flowers)
        else:
            assert r.payments == (0, 0, 0, 0) and g.events[-1] == ("exhausted", -1, -1, -1)
        assert g.to_act() == [] and all(g.legal_actions(s) == [] for s in range(4))
    assert reasons["win"] >= hands // 5 and reasons["exhausted"] >= hands // 5
