"""mjcore: fast, exact mahjong hand evaluation (C++ core, Python API).

>>> import mjcore
>>> hand = mjcore.Hand.parse("1112345678999m", win="5m")
>>> mjcore.is_winning(hand)
True
>>> score = mjcore.score(hand)
>>> score.total, [(f.zh, f.points) for f in score.fans]
(91, [('九莲宝灯', 88), ('双暗刻', 2), ('幺九刻', 1)])
"""

import sys as _sys

try:
    from mjcore import _core  # fail early, with the message below
except ImportError as exc:  # pragma: no cover - only hit by a broken install
    raise ImportError(
        "mjcore's compiled extension (mjcore._core) could not be imported. Was the package "
        "built? Install it with `pip install .` (or the editable command in README.md); "
        f"the original error was: {exc}"
    ) from exc

# Not `from typing import TYPE_CHECKING`: importing typing (and the re it imports) would be
# most of `import mjcore`'s time; type checkers read this name alike. For the same reason the
# modules a fresh process imports have no `from __future__ import annotations` (it imports the
# __future__ module): annotations naming what only type checkers import are quoted.
TYPE_CHECKING = False

if TYPE_CHECKING:
    from typing import Any

    from mjcore._core import (
        Decomposition,
        DiscardOption,
        FanScore,
        Form,
        Hand,
        Meld,
        MeldKind,
        MeldSource,
        RuleTable,
        Score,
        Seat,
        UsefulTiles,
        WaitType,
        WinSlot,
        decompose,
        discard_options,
        is_winning,
        pattern_ids,
        patterns,
        score,
        shanten,
        shanten_by_form,
        useful_tiles,
        waits,
        waits_by_form,
    )
    from mjcore._core.compat import MahjongGBError
    from mjcore.explain import Adjustment, Explanation
    from mjcore.ruleset import Ruleset, get_ruleset
    from mjcore.settlement import settle, settle_false_win
    from mjcore.tiles import parse_tile, parse_tiles, render_tiles, tile_name

_CORE_API = (
    "Decomposition", "FanScore", "Hand", "Meld", "RuleTable", "Score", "decompose", "discard_options", "is_winning",
    "pattern_ids", "patterns", "score", "shanten", "shanten_by_form", "useful_tiles", "waits", "waits_by_form",
)

# Imported on first use: scoring a built-in ruleset needs no Python ruleset (the core has them),
# so a program that only scores and computes shanten never loads the ruleset machinery.
_LAZY = {
    # The core registers its API when first read: a process using only the PyMahjongGB drop-in
    # (mjcore.compat.mahjonggb) never pays for it.
    **dict.fromkeys(_CORE_API, "mjcore._core"),
    # The core makes the enum classes and DiscardOption (a namedtuple) on first use, and
    # registers UsefulTiles as a Mapping then: a fresh process that meets none of them never
    # imports Python's enum and collections modules (most of what importing mjcore would
    # otherwise cost).
    "DiscardOption": "mjcore._core",
    "Form": "mjcore._core",
    "MeldKind": "mjcore._core",
    "MeldSource": "mjcore._core",
    "Seat": "mjcore._core",
    "UsefulTiles": "mjcore._core",
    "WaitType": "mjcore._core",
    "WinSlot": "mjcore._core",
    # The PyMahjongGB drop-in registers itself when first read, as mjcore.batch and mjcore.game do.
    "MahjongGBError": "mjcore._core.compat",
    "Ruleset": "mjcore.ruleset",
    "get_ruleset": "mjcore.ruleset",
    "settle": "mjcore.settlement",
    "settle_false_win": "mjcore.settlement",
    # Tile notation helpers: a bot that hands mjcore strings or Hands never needs them.
    "parse_tile": "mjcore.tiles",
    "parse_tiles": "mjcore.tiles",
    "render_tiles": "mjcore.tiles",
    "tile_name": "mjcore.tiles",
}


# The submodules that importing mjcore used to load, still reachable as attributes.
_LAZY_MODULES = frozenset({"ruleset", "rulesets", "settlement", "tiles"})


def _imported(module: str) -> "Any":
    # __import__, not importlib.import_module: importing importlib (and the warnings module it
    # imports) would cost a fresh process more than mjcore's own Python.
    __import__(module)
    return _sys.modules[module]


def __getattr__(name: str) -> "Any":
    if name in _LAZY_MODULES:
        return _imported(f"mjcore.{name}")  # importing sets the attribute
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'mjcore' has no attribute {name!r}")
    value = getattr(_imported(module), name)
    globals()[name] = value  # once: later lookups are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY) | _LAZY_MODULES)


def _explain(self: "Score") -> "Explanation":
    """Why the hand scored this: mjcore.explain.explain(self).

    >>> import mjcore
    >>> why = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).explain()
    >>> [(fan.zh, fan.status) for fan in why.fans][:4]
    [('九莲宝灯', 'counted'), ('双暗刻', 'counted'), ('幺九刻', 'counted'), ('清一色', 'excluded')]
    """
    from mjcore.explain import explain  # on first use: not every program explains

    return explain(self)


def _adjustments(self: "Score") -> "tuple[Adjustment, ...]":
    """How the counted patterns' sum (raw) became the points, step by step: the chicken hand, a
    floor (满) naming its pattern, the limit, the points conversion, then flowers; empty when the
    sum is paid as it is. The same as explain().adjustments.

    >>> import mjcore
    >>> hand = mjcore.Hand.parse("123m456p789s1z", win="1z", melds=["kong 2222s"])
    >>> [(a.step, a.pattern, a.before, a.after) for a in mjcore.score(hand, "cantonese", self_drawn=True, kong=True).adjustments]
    [('floor', 'out_with_replacement_tile', 1, 3), ('conversion', None, 3, 8)]
    """
    from mjcore.explain import adjustments

    return adjustments(self)


# Score is the core's type and explanations are Python: the core sets these on the type when it
# registers it (on first read), so that the compiled module never imports Python code.
_explain.__name__ = _explain.__qualname__ = "explain"
_core._score_methods = {"explain": _explain, "adjustments": property(_adjustments)}  # type: ignore[attr-defined]

__version__ = "0.1.0"

__all__ = [
    "Decomposition",
    "DiscardOption",
    "FanScore",
    "MahjongGBError",
    "Form",
    "Hand",
    "Meld",
    "MeldKind",
    "MeldSource",
    "RuleTable",
    "Ruleset",
    "Score",
    "Seat",
    "UsefulTiles",
    "WaitType",
    "WinSlot",
    "decompose",
    "discard_options",
    "get_ruleset",
    "is_winning",
    "parse_tile",
    "parse_tiles",
    "pattern_ids",
    "patterns",
    "render_tiles",
    "score",
    "settle",
    "settle_false_win",
    "shanten",
    "shanten_by_form",
    "tile_name",
    "useful_tiles",
    "waits",
    "waits_by_form",
]
