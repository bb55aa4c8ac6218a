"""In-process Botzone players for the judge's tests: a GameView per seat and a policy that
picks one of the view's legal responses, optionally checking every view against the engine."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence

import mjcore
from mjcore.botzone.engine import GameLike, new_game
from mjcore.botzone.match import run_hand
from mjcore.botzone.options import legal_actions, legal_responses
from mjcore.botzone.referee import Answer
from mjcore.botzone.results import HandResult
from mjcore.botzone.tiles import tile_code
from mjcore.botzone.turns import Turn, opening_turns
from mjcore.botzone.view import CONCEALED_KONG, GameView
from mjcore.botzone.walls import deal_order, seeded_wall

# The worked example of spec §10: seat 1's turn 16, in simple and in JSON interaction.
EXAMPLE_REQUESTS = ["0 1 0", "1 0 0 0 0 T9 W3 J3 J3 W9 T9 T5 T1 B1 B9 J1 W8 B4", "3 0 DRAW", "3 0 PLAY J1", "2 F4", "3 1 PLAY J1",
                    "3 2 DRAW", "3 2 PLAY T2", "3 3 DRAW", "3 3 PLAY T2", "3 0 CHI T2 F3", "2 F3", "3 1 PLAY F4", "3 0 GANG",
                    "3 0 DRAW", "3 0 PLAY J3"]  # fmt: skip
EXAMPLE_RESPONSES = ["PASS", "PASS", "PASS", "PASS", "PLAY J1", "PASS", "PASS", "PASS", "PASS", "PASS", "PASS", "PLAY F4", "PASS",
                     "PASS", "PASS"]  # fmt: skip


def example_simple_input() -> str:
    lines = ["16"]
    for request, response in zip(EXAMPLE_REQUESTS, EXAMPLE_RESPONSES):
        lines += [request, response]
    return "\n".join([*lines, EXAMPLE_REQUESTS[-1], "", ""]) + "\n"


def example_json_input() -> str:
    return json.dumps({"requests": EXAMPLE_REQUESTS, "responses": EXAMPLE_RESPONSES, "data": "", "globaldata": ""}) + "\n"


Policy = Callable[[GameView, random.Random], str]


def random_policy(view: GameView, rng: random.Random) -> str:
    return rng.choice(legal_responses(view))


def eager_policy(view: GameView, rng: random.Random) -> str:
    """Wins, kongs and claims whenever it can (to reach kongs, robbing and late wins), else a
    discard by mjcore's advice."""
    lines = legal_responses(view)
    for word in ("HU", "GANG", "BUGANG", "PENG", "CHI"):
        chosen = [line for line in lines if line.split(" ")[0] == word]
        if chosen:
            return rng.choice(chosen)
    plays = [line for line in lines if line.startswith("PLAY")]
    if plays:
        best = mjcore.discard_options(view.concealed, view.visible())[0].tile
        return f"PLAY {tile_code(best)}"
    return lines[0]


class ViewPlayers:
    """Four in-process seats; with ``game`` set, each view is compared with the engine."""

    def __init__(self, policy: Policy, play: str = "botzone", seed: int = 0) -> None:
        self.policy, self.play, self.rng = policy, play, random.Random(seed)
        self.game: GameLike | None = None
        self.waiting = False
        self.checked = 0
        self.begin()

    def begin(self) -> None:
        self.views = [GameView(self.play) for _ in range(4)]
        self.last: list[str | None] = [None] * 4

    def ask(self, turn: int, lines: Sequence[str]) -> list[Answer]:
        answers = []
        for seat, (view, line) in enumerate(zip(self.views, lines)):
            if self.last[seat] is not None:
                view.answered(self.last[seat] or "")
            view.feed(line)
            if self.game is not None and self.waiting:
                self.compare(seat, view, self.game)
            elif self.game is not None:  # the engine moved on: nobody could do more than pass
                assert legal_actions(view) == [], (seat, view.request, legal_actions(view))
            response = self.policy(view, self.rng)
            self.last[seat] = response
            answers.append(Answer(response))
        return answers

    def compare(self, seat: int, view: GameView, game: GameLike) -> None:
        concealed, melds, flowers = game.hand(seat)
        assert view.concealed == list(concealed), (seat, view.concealed, concealed)
        assert view.flowers[seat] == list(flowers)
        for other in range(4):
            expected = list(game.hand(other)[1])
            if other != seat:  # another seat's concealed kong hides its tile
                expected = [(k, -1 if k == CONCEALED_KONG else t, g) for k, t, g in expected]
            assert view.melds[other] == expected, (seat, other, view.melds[other], expected)
            assert view.flowers[other] == list(game.hand(other)[2])
        engine = game.legal_actions(seat) if seat in game.to_act() else []
        assert legal_actions(view) == engine, (seat, view.request, legal_actions(view), engine, game.events[-3:])
        self.checked += 1

    def on_turn(self, turn: Turn, waiting: bool) -> None:
        self.waiting = waiting

    def end(self) -> None:
        pass


def checked_hand(seed: int, play: str = "botzone", policy: Policy = random_policy) -> tuple[HandResult, ViewPlayers]:
    """A seeded hand played by in-process seats, every view checked against the engine."""
    wall = seeded_wall(play, seed)
    players = ViewPlayers(policy, play, seed)
    players.game = new_game(play, wall)
    hands, flowers = deal_order(play, wall)
    result = run_hand(players.game, players, opening_turns(0, hands, flowers), players.on_turn)
    return result, players
