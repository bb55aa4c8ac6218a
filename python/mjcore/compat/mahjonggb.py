"""PyMahjongGB 1.4.0's API on mjcore's core: change ``from MahjongGB import ...``
to ``from mjcore.compat.mahjonggb import ...``.

``MahjongFanCalculator`` takes PyMahjongGB's arguments and answers in its
formats (``((points, name), ...)``, or ``((value, count, zh, en), ...)`` with
``verbose=True``), scoring under PyMahjongGB's readings of the disputed rules
(ruleset ``mcr-pymahjonggb``). Input that PyMahjongGB silently accepts but that
cannot happen at a table (a fifth copy, a chow around a 1 or 9, a concealed
chow or pung, flowers or winds out of range, contradictory flags) raises
:class:`MahjongGBError`, a subclass of both TypeError and ValueError; see
docs/deviations.md.

>>> MahjongFanCalculator(pack=(), hand=tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()),
...     winTile="W5", flowerCount=0, isSelfDrawn=False, is4thTile=False, isAboutKong=False,
...     isWallLast=False, seatWind=0, prevalentWind=0)
((88, '九莲宝灯'), (2, '双暗刻'), (1, '幺九刻'))

The shanten functions (``MahjongShanten(pack, hand) -> int`` and
``RegularShanten`` / ``SevenPairsShanten`` / ``ThirteenOrphansShanten`` /
``HonorsAndKnittedTilesShanten`` / ``KnittedStraightShanten(hand) ->
(shanten, useful tile codes)``) are exact where PyMahjongGB estimates: a tile
held four times (hand and packs) is neither drawn nor waited on, and packs
count toward that limit.

>>> RegularShanten(tuple("W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9".split()))
(0, ('W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9'))

``meld_from_pack`` turns a PyMahjongGB pack into a :class:`mjcore.Meld`, for moving to the
native API (docs/migrating.md).
"""

from __future__ import annotations

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
]
