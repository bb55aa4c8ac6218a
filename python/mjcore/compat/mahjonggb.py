"""PyMahjongGB 1.4.0's API on mjcore's core: change ``from MahjongGB import ...``
to ``from mjcore.compat.mahjonggb import ...``.

``MahjongFanCalculator`` takes PyMahjongGB's arguments and answers in its
formats (``((points, name), ...)``, or ``((value, count, zh, en), ...)`` with
``verbose=True``), scoring under PyMahjongGB's readings of the disputed rules
(ruleset ``mcr-pymahjonggb``) and correcting contradictory flags as PyMahjongGB
does, so a bot's answers do not change with the import. Input whose PyMahjongGB
answer is undefined (a fifth copy, a chow around a 1 or 9, a concealed chow or
pung, flowers or winds out of range) raises :class:`MahjongGBError`, a subclass
of both TypeError and ValueError; see docs/deviations.md.

``strict = True`` here (or ``strict=True`` on one call) gives mjcore's own
answers instead: contradictory flags refused, shanten exact.

>>> MahjongFanCalculator(pack=(), hand=tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()),
...     winTile="W5", flowerCount=0, isSelfDrawn=False, is4thTile=False, isAboutKong=False,
...     isWallLast=False, seatWind=0, prevalentWind=0)
((88, '九莲宝灯'), (2, '双暗刻'), (1, '幺九刻'))

The shanten functions (``MahjongShanten(pack, hand) -> int`` and
``RegularShanten`` / ``SevenPairsShanten`` / ``ThirteenOrphansShanten`` /
``HonorsAndKnittedTilesShanten`` / ``KnittedStraightShanten(hand) ->
(shanten, useful tile codes)``) answer as PyMahjongGB does, from the standing
tiles' shapes alone; strict, they are exact: a tile held four times (hand and
packs) is neither drawn nor waited on.

>>> RegularShanten(tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()))
(0, ('W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9'))

``meld_from_pack`` turns a PyMahjongGB pack into a :class:`mjcore.Meld`, for moving to the
native API (docs/migrating.md).
"""

# No `from __future__ import annotations`: a Botzone bot imports this module in every
# turn's fresh process, and that line imports the __future__ module.
import sys

from mjcore._core import compat as _compat
from mjcore._core.compat import (
    HonorsAndKnittedTilesShanten,
    KnittedStraightShanten,
    MahjongFanCalculator,
    MahjongGBError,
    MahjongShanten,
    RegularShanten,
    SevenPairsShanten,
    ThirteenOrphansShanten,
    meld_from_pack,
)

__all__ = [
    "HonorsAndKnittedTilesShanten",
    "KnittedStraightShanten",
    "MahjongFanCalculator",
    "MahjongGBError",
    "MahjongShanten",
    "RegularShanten",
    "SevenPairsShanten",
    "ThirteenOrphansShanten",
    "meld_from_pack",
    "strict",
]

# The module's strict switch (a property of the module's class below): the
# compiled functions read it on every call without a Python lookup.
strict: bool


class _Module(type(sys)):  # type: ignore[misc]  # ModuleType, without importing types
    @property
    def strict(self) -> bool:
        return bool(_compat._get_strict())

    @strict.setter
    def strict(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise TypeError(f"strict must be a bool, got {type(value).__name__}")
        _compat._set_strict(value)


sys.modules[__name__].__class__ = _Module
