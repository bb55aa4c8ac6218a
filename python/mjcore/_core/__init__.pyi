"""Type stubs for mjcore's compiled core (hand-written; checked by mypy/stubtest)."""

import enum
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Literal, NamedTuple, Protocol, final

from typing_extensions import Buffer, TypeAlias

from mjcore._core import batch as batch
from mjcore._core import compat as compat
from mjcore._core import diagnostics as diagnostics
from mjcore._core import game as game
from mjcore._core import rules as rules
from mjcore._core import tiles as tiles
from mjcore.explain import Adjustment, Explanation
from mjcore.ruleset import Ruleset

class _HasTable(Protocol):
    @property
    def table(self) -> RuleTable: ...

class MeldKind(enum.Enum):
    CHOW = 0
    PUNG = 1
    KONG = 2

class MeldSource(enum.Enum):
    HAND = 0
    EXPOSED = 1
    CONCEALED = 2

class Seat(enum.Enum):
    NONE = 0
    LEFT = 1
    ACROSS = 2
    RIGHT = 3

class Form(enum.Enum):
    REGULAR = 0
    SEVEN_PAIRS = 1
    THIRTEEN_ORPHANS = 2
    KNITTED_STRAIGHT = 3
    KNITTED_AND_HONORS = 4

class WaitType(enum.Enum):
    TWO_SIDED = 1
    EDGE = 2
    CLOSED = 3
    SINGLE = 4
    DUAL_PUNG = 5
    SPECIAL = 6

class WinSlot(enum.Enum):
    PAIR = 1
    MELD = 2
    SPECIAL = 3

class Meld:
    def __init__(
        self,
        kind: MeldKind,
        first: int,
        source: MeldSource = ...,
        claimed_from: Seat = ...,
        claimed_index: int = 0,
    ) -> None: ...
    @staticmethod
    def parse(text: str) -> Meld: ...
    @property
    def kind(self) -> MeldKind: ...
    @property
    def first(self) -> int: ...
    @property
    def source(self) -> MeldSource: ...
    @property
    def claimed_from(self) -> Seat: ...
    @property
    def claimed_index(self) -> int: ...
    @property
    def tiles(self) -> list[int]: ...
    @property
    def declared(self) -> bool: ...
    @property
    def concealed(self) -> bool: ...
    def to_string(self, notation: str = "canonical") -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class Hand:
    def __init__(
        self,
        tiles: str,
        win: str | int | None = None,
        melds: Sequence[str | Meld] = (),
        flowers: int | str = 0,
    ) -> None: ...
    @staticmethod
    def parse(
        tiles: str,
        win: str | int | None = None,
        melds: Sequence[str | Meld] = (),
        flowers: int | str = 0,
    ) -> Hand: ...
    @staticmethod
    def from_counts(
        concealed: Sequence[int],
        melds: Sequence[str | Meld] = (),
        win: str | int | None = None,
        flowers: int | str = 0,
    ) -> Hand: ...
    @property
    def concealed(self) -> list[int]: ...
    @property
    def concealed_tiles(self) -> list[int]: ...
    @property
    def melds(self) -> list[Meld]: ...
    @property
    def win(self) -> int | None: ...
    @property
    def flowers(self) -> int: ...
    @property
    def flower_tiles(self) -> list[int]: ...
    @property
    def tile_counts(self) -> list[int]: ...
    def to_string(self, notation: str = "canonical") -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class Decomposition:
    @property
    def form(self) -> Form: ...
    @property
    def melds(self) -> list[Meld]: ...
    @property
    def pair(self) -> int | None: ...
    @property
    def tiles(self) -> list[int]: ...
    @property
    def win_slot(self) -> WinSlot | None: ...
    @property
    def win_meld(self) -> Meld | None: ...
    @property
    def wait(self) -> WaitType | None: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

def decompose(hand: Hand | str) -> list[Decomposition]: ...
def is_winning(hand: Hand | str) -> bool: ...
def waits(hand: Hand | str) -> list[int]: ...
class RuleTable:
    def resolve(self, occurrences: Sequence[tuple[str, int]]) -> list[tuple[str, str, str | None]]: ...
    @property
    def name(self) -> str: ...
    @property
    def minimum(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def limit_alone(self) -> bool: ...
    @property
    def points(self) -> dict[str, int]: ...
    @property
    def names(self) -> dict[str, tuple[str, str]]: ...
    @property
    def floors(self) -> dict[str, int]: ...
    @property
    def conversion(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class FanScore:
    @property
    def id(self) -> str: ...
    @property
    def zh(self) -> str: ...
    @property
    def en(self) -> str: ...
    @property
    def points(self) -> int: ...
    @property
    def count(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class Score:
    @property
    def total(self) -> int: ...
    @property
    def base(self) -> int: ...
    @property
    def raw(self) -> int: ...
    @property
    def value(self) -> int:
        """What the hand is paid in the ruleset's own unit (番, faan, points): raw after the
        floor (满) and the limit, before the points conversion (base for a sum ruleset)."""
    @property
    def flowers(self) -> int: ...
    @property
    def meets_minimum(self) -> bool: ...
    @property
    def ruleset(self) -> str: ...
    @property
    def rule_table(self) -> RuleTable: ...
    @property
    def _ruleset(self) -> str | Ruleset: ...
    @property
    def fans(self) -> list[FanScore]: ...
    @property
    def fan_counts(self) -> dict[str, int]: ...
    @property
    def decomposition(self) -> Decomposition: ...
    @property
    def hand(self) -> Hand: ...
    @property
    def detected(self) -> list[tuple[str, int, str, str | None]]: ...
    @property
    def seat_wind(self) -> Literal["E", "S", "W", "N"]: ...
    @property
    def prevalent_wind(self) -> Literal["E", "S", "W", "N"]: ...
    @property
    def decomposition_totals(self) -> list[int]: ...
    def readings(self) -> list[Score]:
        """Every reading (decomposition) the ruleset accepts, each scored on its own."""
    def explain(self) -> Explanation:
        """Why the hand scored this: see mjcore.explain."""
    @property
    def adjustments(self) -> tuple[Adjustment, ...]:
        """How raw became the points, as data: the chicken hand, a floor (满), the limit, the
        conversion, flowers (explain().adjustments)."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

# The kinds of kong score()'s robbed_kong names (Round.kong's words).
_RobbedKong: TypeAlias = Literal["direct", "added", "concealed"]
# A suit letter: score()'s void_suit (定缺).
_Suit: TypeAlias = Literal["m", "p", "s"]

def score(
    hand: Hand | str,
    ruleset: str | RuleTable | _HasTable | None = "mcr",
    *,
    self_drawn: bool = False,
    seat_wind: str | int = "E",
    prevalent_wind: str | int = "E",
    last_tile: bool = False,
    kong: bool = False,
    fourth_tile: bool = False,
    flowers: int | None = None,
    first_turn: bool = False,
    ready_at_deal: bool = False,
    discard_after_kong: bool = False,
    kong_on_kong: bool = False,
    first_round_discard: bool = False,
    robbed_kong: _RobbedKong | None = None,
    dealer: bool | None = None,
    void_suit: _Suit | None = None,
) -> Score:
    """Score a winning hand: the best decomposition under the ruleset.

    ``kong`` is 杠上开花 when self-drawn and 抢杠和 on a discard; ``last_tile`` is
    妙手回春 / 海底捞月 likewise; ``fourth_tile`` is 和绝张; ``first_turn`` is 天和 (the
    dealer, self-drawn) or 地和; ``ready_at_deal`` is 天听 (a non-dealer's); ``discard_after_kong`` is
    杠上炮; ``kong_on_kong`` is 槓上槓 (self-drawn on the replacement of a kong made on a
    replacement); ``first_round_discard`` is 人和 (on a later discard of the uninterrupted first
    go-around); ``robbed_kong`` names the kind of kong a robbed-kong win took its tile from:
    "added" (the only kind that can be robbed), "direct" or "concealed" (refused); ``dealer``
    says whether the winner is the dealer, None leaving it to the seat (East is the dealer);
    ``void_suit`` ("m", "p", "s") is the suit declared void (定缺, Sichuan's): a hand still
    holding a tile of it is refused.
    Contradictory context and hands that do not win raise ValueError.
    """

def patterns(
    hand: Hand | str,
    *,
    self_drawn: bool = False,
    seat_wind: str | int = "E",
    prevalent_wind: str | int = "E",
    last_tile: bool = False,
    kong: bool = False,
    fourth_tile: bool = False,
    flowers: int | None = None,
    first_turn: bool = False,
    ready_at_deal: bool = False,
    discard_after_kong: bool = False,
    kong_on_kong: bool = False,
    first_round_discard: bool = False,
    robbed_kong: _RobbedKong | None = None,
    dealer: bool | None = None,
    void_suit: _Suit | None = None,
) -> list[str]:
    """Every catalogue pattern id the hand shows in any of its readings, in catalogue order."""

def pattern_ids() -> list[str]: ...

# Shanten and discard advice. A hand is a Hand (its declared melds count), a
# tile string, or 34 tile counts (bytes, an integer array, a list): a string
# or counts of 13 - 3k / 14 - 3k tiles stand for k declared melds.
_ShantenHand: TypeAlias = Hand | str | Buffer | Sequence[int]
_Forms: TypeAlias = Form | Iterable[Form] | None
_Counts: TypeAlias = Buffer | Sequence[int]

@final
class UsefulTiles(Mapping[int, int]):
    """Useful tiles {tile: copies not yet seen}, in tile order: a read-only mapping
    (``dict(useful)`` copies it; it compares equal to a dict with the same items)."""

    def __getitem__(self, tile: int, /) -> int: ...
    def __iter__(self) -> Iterator[int]: ...
    def __len__(self) -> int: ...
    @property
    def total(self) -> int:
        """Unseen copies of all useful tiles together."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class DiscardOption(NamedTuple):
    """One discard: the tile, the shanten after it, the useful tiles then and their
    unseen copies in all."""

    tile: int
    shanten: int
    useful: UsefulTiles
    useful_count: int

def shanten(hand: _ShantenHand, *, forms: _Forms = None) -> int:
    """Shanten of 13 - 3k or 14 - 3k concealed tiles (-1: complete): the least over the
    selected forms (default all five), exact (a fifth copy is never counted on)."""

def shanten_by_form(hand: _ShantenHand) -> dict[Form, int]:
    """Shanten of each form the hand can still complete."""

def waits_by_form(hand: _ShantenHand) -> dict[int, tuple[Form, ...]]:
    """Tiles completing a ready 13 - 3k tile hand, each with the forms it completes."""

def useful_tiles(hand: _ShantenHand, visible: _Counts | None = None, *, forms: _Forms = None) -> UsefulTiles:
    """Tiles whose draw lowers the shanten of a 13 - 3k tile hand, with the copies not seen:
    4 less the player's own (concealed and declared) and ``visible`` (34 counts)."""

def discard_options(
    hand: _ShantenHand, visible: _Counts | None = None, *, forms: _Forms = None
) -> list[DiscardOption]:
    """Every distinct discard of a 14 - 3k tile hand, best first (lower shanten, then more
    unseen useful tiles, then the lower tile)."""

# What a module made on first read lists (the names it has and those it will make).
def __dir__() -> list[str]: ...
