"""A seat's GameView, built only from the requests it received and its own responses, equals
what the engine says that seat holds, and its legal actions are the engine's, at every turn of
seeded hands (both plays, random and eager seats); and the worked example of spec §10."""

from __future__ import annotations

import pytest

from botzone_helpers import EXAMPLE_REQUESTS, EXAMPLE_RESPONSES, checked_hand, eager_policy, random_policy
from depth import sized
from mjcore.botzone import GameView, legal_responses, response_for, tile_index
from mjcore.botzone.options import legal_actions
from mjcore.botzone.view import CHOW, KONG
from mjcore.game import PASS, PUNG, WIN

HANDS = sized(60, 4)


@pytest.mark.parametrize("play", ["botzone", "mcr"])
@pytest.mark.parametrize("policy", [random_policy, eager_policy], ids=["random", "eager"])
def test_every_view_equals_the_engine(play: str, policy: object) -> None:
    ends: set[str] = set()
    checked = 0
    for seed in range(HANDS):
        result, players = checked_hand(seed, play, policy)  # type: ignore[arg-type]
        assert players.checked >= 4  # every seat at the dealer's first draw, at least
        checked += players.checked
        ends.add(result.end)
        engine = players.game.result if players.game is not None else None
        assert engine is not None and result.scores == list(engine.payments)
        if result.end == "win":  # the judge reports the engine's winner and Score
            assert (result.winner, result.total) == (engine.winners[0], engine.scores[0].total)
            assert result.fans == [(f.zh, f.points, f.count) for f in engine.scores[0].fans]
    assert checked > HANDS * 4 * 10  # ten decisions compared per seat and hand, on average
    assert ends <= {"win", "exhausted"}  # seats choosing among the view's responses never err


def test_eager_seats_reach_wins_and_kongs() -> None:
    # The comparison above means something only if the hands reach the rarer states.
    kinds: set[str] = set()
    wins = 0
    for seed in range(sized(40, 6)):
        result, _ = checked_hand(seed, "botzone", eager_policy)
        kinds |= {event[0] for event in result.events}
        wins += result.end == "win"
    assert wins >= 2 and {"pung", "chow", "win"} <= kinds


def _example_view(turns: int) -> GameView:
    return GameView.from_history(EXAMPLE_REQUESTS[:turns], EXAMPLE_RESPONSES[: turns - 1])


def _tiles(view: GameView) -> list[str]:
    from mjcore.botzone import tile_code

    return sorted(tile_code(t) for t in range(34) for _ in range(view.concealed[t]))


def test_the_worked_example_seen_by_seat_1() -> None:
    view = _example_view(16)
    assert (view.seat, view.quan) == (1, 0)
    # T9 W3 J3 J3 W9 T9 T5 T1 B1 B9 J1 W8 B4, drew F4 and played J1, drew F3 and played F4.
    assert _tiles(view) == sorted("T9 W3 J3 J3 W9 T9 T5 T1 B1 B9 W8 B4 F3".split())
    # Turn 11: seat 0 chowed seat 3's T2 into T1 T2 T3; turn 14: it konged seat 1's F4.
    assert view.melds[0] == [(CHOW, tile_index("T1"), 3), (KONG, tile_index("F4"), 1)]
    assert view.discards == [[tile_index(c) for c in ("J1", "F3", "J3")], [tile_index("J1"), tile_index("F4")], [tile_index("T2")],
                             [tile_index("T2")]]  # fmt: skip
    visible = view.visible()
    assert visible[tile_index("F4")] == 4 and visible[tile_index("T1")] == 1 and visible[tile_index("T2")] == 2
    # Walls: 21 after the deal; seat 0 drew twice (its 14th tile, the kong's replacement).
    assert view.walls_left() == [19, 19, 20, 20]
    # Turn 16: seat 0 discards J3; seat 1 holds two: it may pung and discard F3, as the example does.
    assert legal_actions(view) == [PASS, PUNG]
    assert "PENG F3" in legal_responses(view) and "PASS" in legal_responses(view)
    assert view.unseen()[tile_index("J3")] == 1  # two in hand, one on the table


def test_the_worked_example_after_the_pung() -> None:
    view = GameView.from_history([*EXAMPLE_REQUESTS, "3 1 PENG F3", "3 2 DRAW"], [*EXAMPLE_RESPONSES, "PENG F3", "PASS"])
    assert view.melds[1] == [("pung", tile_index("J3"), 0)]
    assert view.concealed[tile_index("J3")] == 0 and view.concealed[tile_index("F3")] == 0
    assert view.river[0] == [tile_index("J1"), tile_index("F3")]  # the J3 was claimed; seat 1's F3 was not
    assert sum(view.concealed) == 10


def test_a_nine_gates_wait_wins_on_the_draw() -> None:
    view = GameView.from_history(["0 0 0", "1 0 0 0 0 W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9", "2 W5"], ["PASS", "PASS"])
    assert WIN in legal_actions(view) and "HU" in legal_responses(view)
    assert [r for r in legal_responses(view) if r.startswith("PLAY")] == [f"PLAY W{r}" for r in range(1, 10)]


def test_bad_histories_are_refused() -> None:
    with pytest.raises(ValueError, match="one fewer line"):
        GameView.from_history(["0 0 0", "3 0 DRAW"], [])
    with pytest.raises(TypeError, match="sequences of lines"):
        GameView.from_history("0 0 0", [])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="play must be"):
        GameView("riichi")
    view = _example_view(2)
    with pytest.raises(ValueError, match="no discard on the table"):
        view.feed("3 0 PENG W1")


def test_bad_arguments_to_the_options_name_them() -> None:
    with pytest.raises(TypeError, match="view must be a GameView"):
        legal_actions("0 0 0")  # type: ignore[arg-type]
    view = _example_view(16)
    with pytest.raises(ValueError, match="discard must be a tile held after the claim"):
        response_for(view, PUNG, tile_index("J3"))  # both J3 go into the pung
    assert response_for(view, PUNG, tile_index("F3")) == "PENG F3"
    with pytest.raises(ValueError, match="no discard is on the table"):
        response_for(_example_view(5), PUNG, 0)
    with pytest.raises(ValueError, match="action must be 0..108"):
        response_for(view, 109)
