"""A greedy Chinese-Standard-Mahjong bot for Botzone (and `mjcore botzone`), written with mjcore.

It wins whenever it may; after a draw it discards the first of mjcore.discard_options (the
lowest shanten, then the most unseen useful tiles); it pungs or chows a discard only when that
lowers its shanten, and never konges. It reads simple or JSON interaction (whichever stdin
holds) and asks to keep running after every answer, so Botzone (or `mjcore botzone --mode
keep-running`) sends it each later request alone.

    mjcore botzone --bot "python examples/botzone_greedy_bot.py" --mode keep-running
    mjcore botzone --bot "python examples/botzone_greedy_bot.py --play mcr" --play mcr

A bot cannot tell the walls from the requests: for the shared 144-tile wall (`--play mcr`) it
is told so, to know when the wall runs out.
"""

from __future__ import annotations

import mjcore
from mjcore.botzone import GameView, legal_actions, response_for, run
from mjcore.botzone.options import concealed_after_claim
from mjcore.game import CHOW_HIGHEST, CHOW_LOWEST, DISCARD, PUNG, WIN


def decide(view: GameView) -> str:
    actions = legal_actions(view)
    if WIN in actions:
        return "HU"
    assert view.request is not None
    visible = view.visible()
    if view.request.kind == "own_draw":
        tile = mjcore.discard_options(view.concealed, visible)[0].tile
        return response_for(view, DISCARD + tile)
    claims = [a for a in actions if a == PUNG or CHOW_LOWEST <= a <= CHOW_HIGHEST]
    if not claims:
        return "PASS"
    now = mjcore.shanten(view.concealed)
    choices = []
    for action in claims:
        option = mjcore.discard_options(concealed_after_claim(view, action), visible)[0]
        choices.append((option.shanten, -option.useful_count, action, option.tile))
    shanten, _, action, discard = min(choices)
    return response_for(view, action, discard) if shanten < now else "PASS"


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="a greedy Botzone mahjong bot")
    parser.add_argument("--play", choices=("botzone", "mcr"), default="botzone", help="the walls the judge deals")
    run(decide, play=parser.parse_args().play)
