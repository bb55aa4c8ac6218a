"""Independent pure-Python scorer for Zung Jung (中庸麻雀), both presets and every option.

Stdlib only: the ruleset data (`mjcore.rulesets.zung_jung`, compiled into a spec by
`mjcore.rulesets.spec`) and the reference's own decompositions and detectors, never the core.

Principles (carried by the data)
-------------------------------
* Winning forms: four sets and a pair, seven pairs (four identical undeclared tiles are two
  pairs), thirteen terminals; knitted forms do not win.
* Freedom of count: every reading is scored, the best kept; patterns of two readings never mix.
* Additive rule: patterns of different series add; within a series only the highest counts
  (a series); no pattern counts twice (`count_once`) except 番牌, once per set (and 暗刻 / 槓
  when read per set, the seed's reading).
* A triplet completed on a discard is exposed (the 暗刻 series); concealed kongs count.
* Seven pairs and thirteen terminals take no set pattern and never 門前清; 十三么九 is not 混么九.
* Limit 320: a pattern worth more scores alone (listed limit), otherwise the sum is capped.
* Chicken hand 1 point when nothing else counts; minimum 0 (option `min_points`).

Ties between readings of equal value go to the greater pattern-count vector in table order
(as the core does).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ..rulesets import spec as ruleset_spec
from ..rulesets import zung_jung
from .ruleset_score import ReferenceScore
from .ruleset_score import score as score_under
from .shapes import Meld

__all__ = ["ReferenceScore", "ruleset", "score"]


@lru_cache(maxsize=32)
def _cached(preset: str, options: tuple[tuple[str, Any], ...]) -> ruleset_spec.RulesetSpec:
    return ruleset_spec.parse(zung_jung.definition(preset, **dict(options)))


def ruleset(preset: str = zung_jung.SOURCE, **options: Any) -> ruleset_spec.RulesetSpec:
    """The spec of a preset with options (mjcore.rulesets.zung_jung.Options)."""
    return _cached(preset, tuple(sorted(options.items())))


def score(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win: int,
    *,
    preset: str = zung_jung.SOURCE,
    options: dict[str, Any] | None = None,
    flowers: int | Sequence[int] = 0,
    **context: bool | int | str | None,
) -> ReferenceScore:
    """Score a winning hand under Zung Jung; ValueError for bad input or a non-winning hand.
    Context keywords as mjcore.score (self_drawn, seat_wind, last_tile, kong, first_turn, ...)."""
    return score_under(ruleset(preset, **(options or {})), concealed, melds, win, flowers=flowers, **context)
