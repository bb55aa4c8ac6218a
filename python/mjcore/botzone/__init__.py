"""Botzone's Chinese-Standard-Mahjong protocol for bots written with mjcore, and the parts of
the ``mjcore botzone`` judge (docs/botzone.md).

For a bot: :class:`GameView` turns the requests a seat received (and its own responses) into
what it knows; :func:`legal_actions` / :func:`legal_responses` say what it may answer now;
:func:`response_for` turns a chosen action into the response line; :func:`run` is a whole
bot's main loop in simple or JSON interaction, keep-running or not.

>>> from mjcore.botzone import GameView, legal_responses
>>> view = GameView.from_history(["0 0 0", "1 0 0 0 0 W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9", "2 W5"], ["PASS", "PASS"])
>>> "HU" in legal_responses(view)
True
"""

from __future__ import annotations

from .bot import TurnInput, format_output, read_input, run
from .options import legal_actions, legal_responses, response_for
from .requests import Request, format_request, parse_request
from .responses import Response, format_response, parse_response, response_actions, response_line
from .tiles import tile_code, tile_index
from .view import GameView

__all__ = [
    "GameView",
    "Request",
    "Response",
    "TurnInput",
    "format_output",
    "format_request",
    "format_response",
    "legal_actions",
    "legal_responses",
    "parse_request",
    "parse_response",
    "read_input",
    "response_actions",
    "response_for",
    "response_line",
    "run",
    "tile_code",
    "tile_index",
]
