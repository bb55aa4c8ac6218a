"""包 (liability): the melds each player claimed from a discard, and who they make liable.

A liable player pays a self-drawn win alone, the whole self-draw amount (the other losers'
shares too). Which cases apply is ruleset data (the ``bao_*`` payment options); the cases:

* ``twelve_tiles`` (十二张落地): the winner has four exposed sets (a concealed kong is not
  exposed, an added kong is the same set); the player who fed the fourth is liable. With
  ``bao_first_only`` (包先不包后) a player is liable for the first such exposure he feeds
  only, not for a later one of another opponent.
* ``big_winds`` / ``big_dragons`` (大四喜 / 大三元包自摸): the feeder of the fourth wind pung
  (three already exposed) or of the third dragon pung (two already exposed).
* ``four_kongs`` (十八羅漢落地): the feeder of the fourth kong claimed from a discard.
* ``kong_replacement`` (杠上开花包杠): a win on the replacement tile of a kong claimed from a
  discard; the kong's feeder is liable.
* ``rob_kong`` (抢杠): the robbed player (settled by :class:`mjcore.settlement.Round` itself).

When several apply, the one established by the earliest claim pays. A win on a discard is
an ordinary discard win, whoever is liable.

>>> from mjcore.rulesets.spec import PAYMENT_OPTIONS
>>> claims = Claims(PAYMENT_OPTIONS["cantonese"])
>>> for meld, fed_by in [("pung 555z", 1), ("pung 666z", 2), ("pung 777z", 3)]:
...     _ = claims.add(0, Meld.parse(meld), fed_by)
>>> claims.liable(0)
Liability(case='big_dragons', liable=3, order=2)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from mjcore._core import Hand, Meld, MeldKind, MeldSource, Seat
from mjcore.settlement.state import EqualByState

PLAYERS: Final = 4
_GROWS_INTO: Final = {MeldKind.CHOW: (MeldKind.CHOW,), MeldKind.PUNG: (MeldKind.PUNG,), MeldKind.KONG: (MeldKind.PUNG, MeldKind.KONG)}
"""The recorded claim a shown meld may be: an added kong grew from a claimed pung."""
WINDS: Final = range(27, 31)
DRAGONS: Final = range(31, 34)
CASES: Final = ("twelve_tiles", "big_winds", "big_dragons", "four_kongs", "kong_replacement", "rob_kong")
TURNS_AFTER: Final = {Seat.RIGHT: 1, Seat.ACROSS: 2, Seat.LEFT: 3}
"""How many seats after a player, in turn order, sits the feeder a meld's notation names."""
_OPTIONS: Final = (*(f"bao_{case}" for case in CASES), "bao_first_only")


@dataclass(frozen=True)
class Claim:
    """One exposed meld claimed from a discard: who claimed it, which meld, who fed it, and
    its place in the round's order of claims."""

    player: int
    kind: MeldKind
    first: int
    fed_by: int
    order: int


@dataclass(frozen=True)
class Liability:
    """A player liable for another's self-drawn win: the case and the claim that made it."""

    case: str
    liable: int
    order: int


class Claims(EqualByState):
    """Every claim of one hand in order, with the liabilities they establish as they happen."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        # A scheme without 包 (sichuan) records its claims too, but names no ``bao_*`` option: off.
        self.options = {case: False for case in _OPTIONS} | dict(options)
        self.by_player: dict[int, list[Claim]] = {p: [] for p in range(PLAYERS)}
        self._established: dict[int, list[Liability]] = {p: [] for p in range(PLAYERS)}
        self._fed_twelve: set[int] = set()  # 包先不包后: feeders already liable for one exposure
        self._copies = [0] * 34
        self._count = 0

    def add(self, player: int, meld: Meld, fed_by: int) -> Claim:
        """Record a claim (validated by the caller: seats, chow from the left) and establish
        the liabilities it makes."""
        if meld.source != MeldSource.EXPOSED:
            raise ValueError(f"a claimed meld is exposed, got the concealed {meld.to_string()}")
        mine = self.by_player[player]
        if len(mine) == 4:
            raise ValueError(f"player {player} already has four exposed sets")
        for t in meld.tiles:
            self._copies[t] += 1
        if any(c > 4 for c in self._copies):
            for t in meld.tiles:
                self._copies[t] -= 1
            raise ValueError(f"{meld.to_string()} would make a fifth copy of a tile among the claims")
        claim = Claim(player, meld.kind, meld.first, fed_by, self._count)
        self._count += 1
        mine.append(claim)
        self._establish(claim)
        return claim

    def _establish(self, claim: Claim) -> None:
        mine = self.by_player[claim.player]
        found = self._established[claim.player]
        if self.options["bao_twelve_tiles"] and len(mine) == 4:
            if not (self.options["bao_first_only"] and claim.fed_by in self._fed_twelve):
                found.append(Liability("twelve_tiles", claim.fed_by, claim.order))
                self._fed_twelve.add(claim.fed_by)
        if claim.kind == MeldKind.CHOW:
            return
        kongs = sum(c.kind == MeldKind.KONG for c in mine)
        if self.options["bao_four_kongs"] and claim.kind == MeldKind.KONG and kongs == 4:
            found.append(Liability("four_kongs", claim.fed_by, claim.order))
        for case, tiles, needed in (("big_winds", WINDS, 4), ("big_dragons", DRAGONS, 3)):
            pungs = sum(c.kind != MeldKind.CHOW and c.first in tiles for c in mine)
            if self.options["bao_" + case] and claim.first in tiles and pungs == needed:
                found.append(Liability(case, claim.fed_by, claim.order))

    def liable(self, winner: int, kong: Claim | None = None) -> Liability | None:
        """Who pays the winner's self-drawn win alone (None: every loser pays his share);
        `kong`: the claimed kong whose replacement tile won."""
        found = list(self._established[winner])
        if kong is not None and self.options["bao_kong_replacement"]:
            found.append(Liability("kong_replacement", kong.fed_by, kong.order))
        return min(found, key=lambda x: x.order, default=None)

    def pung_of(self, player: int, tile: int) -> bool:
        """Whether the player claimed a pung of `tile` (an added kong can only be made on one)."""
        return any(c.kind == MeldKind.PUNG and c.first == tile for c in self.by_player[player])

    def take_from_hand(self, player: int, hand: Hand) -> list[Claim]:
        """Record the claims the hand's notation names a feeder for (``pung 555p@left``) that
        were not recorded, in the hand's order, and return them; a recorded claim of the same
        meld (a pung may have grown into a kong) fed by another player is a ValueError."""
        recorded = list(self.by_player[player])
        taken = []
        for m in hand.melds:
            if m.source != MeldSource.EXPOSED or m.claimed_from == Seat.NONE:
                continue
            fed_by = (player + TURNS_AFTER[m.claimed_from]) % PLAYERS
            same = next((c for c in recorded if c.first == m.first and c.kind in _GROWS_INTO[m.kind]), None)
            if same is None:
                taken.append(self.add(player, m, fed_by))
                continue
            if same.fed_by != fed_by:
                raise ValueError(
                    f"player {player}'s hand notes {m.to_string()} (from player {fed_by}), but the round recorded "
                    f"its {Meld(same.kind, same.first).to_string()} claimed from player {same.fed_by}"
                )
            recorded.remove(same)
        return taken

    def check_hand(self, player: int, hand: Hand) -> None:
        """The winning hand shows every meld the player claimed (a pung may have grown into a
        kong); ValueError names the first that is missing."""
        shown = [(m.kind, m.first) for m in hand.melds if m.source == MeldSource.EXPOSED]
        for c in self.by_player[player]:
            options: Sequence[tuple[MeldKind, int]] = [(c.kind, c.first)]
            if c.kind == MeldKind.PUNG:
                options = [(MeldKind.PUNG, c.first), (MeldKind.KONG, c.first)]
            match = next((m for m in options if m in shown), None)
            if match is None:
                raise ValueError(f"player {player}'s hand does not show the {Meld(c.kind, c.first).to_string()} he claimed")
            shown.remove(match)
