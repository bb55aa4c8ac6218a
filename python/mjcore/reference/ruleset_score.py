"""Scoring a hand under any ruleset spec (mjcore.rulesets.spec), independently of the core.

For every reading of a winning form: detect the catalogue patterns (`catalogue.detect`), keep
the ruleset's scoring ones, apply its exclusions (series included) in rank order (more points
first, then table order; an excluded pattern excludes nothing), bound how often each counts,
add the chicken hand when nothing counts, then the limit (a pattern worth more than it scores
alone when `limit_alone`, otherwise the sum is capped) and the points conversion. The best
reading has the most points; ties go to the greater pattern-count vector in the ruleset's
table order. Flowers are added last and never count towards the minimum; so do the bonus-tile
patterns (正花, 一台花, 無花), which are counted like any pattern, before the limit and the
conversion.

The MCR pair-chow fans (catalogue.ACCOUNTED_BY_MCR) need MCR's account-once principles: a
ruleset scoring them is refused here (`mjcore.reference.mcr` scores MCR itself).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..rulesets.catalogue import FLOWER_IDS
from ..rulesets.spec import RulesetSpec
from .arguments import check_keywords, flower_count, render_tile
from .catalogue import ACCOUNTED_BY_MCR, NO_CONTEXT, detect, may_score_wait
from .catalogue_flowers import flower_fans
from .decompose import decompose
from .exclude import Found, Rule, counted, fan_counts
from .mcr_hand import hand_view
from .mcr_validate import check_context, check_hand, has_unique_wait
from .shapes import CHOW, Decomposition, Meld
from .tiles import FIRST_HONOR, SUIT_SIZE

_WAIT_FANS = frozenset({"edge_wait", "closed_wait", "single_wait"})


@dataclass(frozen=True)
class ReferenceScore:
    """The best reading of a winning hand under a ruleset."""

    total: int  # points with flowers
    base: int  # points without flowers (limited, converted)
    raw: int  # sum of the counted patterns before limit and conversion
    value: int  # what is paid in the ruleset's unit: raw after the floor and the limit, before conversion
    fans: dict[str, int]  # counted pattern id -> count, in table order
    meets_minimum: bool
    decomposition: Decomposition

    def __hash__(self) -> int:  # fans is a dict, which has no hash: equal scores share the rest
        return hash((self.total, self.meets_minimum, self.decomposition))


@dataclass(frozen=True)
class _Compiled:
    order: tuple[Rule, ...]  # scoring patterns in rank order
    points: dict[str, int]
    max_count: dict[str, int]
    table: tuple[str, ...]  # scoring patterns in table order
    floors: dict[str, int]  # 满: pattern -> the least a reading showing it is worth


_COMPILED: dict[int, tuple[RulesetSpec, _Compiled]] = {}


def _compile(spec: RulesetSpec) -> _Compiled:
    cached = _COMPILED.get(id(spec))
    if cached is not None and cached[0] is spec:
        return cached[1]
    compiled = _compiled(spec)
    _COMPILED[id(spec)] = (spec, compiled)
    return compiled


def _compiled(spec: RulesetSpec) -> _Compiled:
    scoring = [p for p in spec.patterns if p.points and p.id != "flower_tiles"]
    unsupported = {p.id for p in scoring} & ACCOUNTED_BY_MCR
    if unsupported:
        raise ValueError(f"the reference scores {sorted(unsupported)} only under MCR (mjcore.reference.mcr)")
    ranked = sorted(enumerate(scoring), key=lambda ip: (-ip[1].points, ip[0]))
    return _Compiled(
        tuple(Rule(p.id, frozenset(spec.excludes(p)), p.excludes_inner, p.inner_limit) for _, p in ranked),
        {p.id: p.points for p in scoring},
        {p.id: spec.max_count(p) for p in scoring},
        tuple(p.id for p in scoring),
        {p.id: p.floor for p in spec.patterns if p.floor},
    )


def score(
    spec: RulesetSpec,
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win: int,
    *,
    flowers: int | Sequence[int] = 0,
    **context: bool | int | str | None,
) -> ReferenceScore:
    """Score a winning hand; ValueError for bad input, contradictions or a hand that does not
    win under the ruleset. `flowers`: a count, or the flower tiles 0..7 (flower f is seat f % 4's)."""
    result = score_many([spec], concealed, melds, win, flowers=flowers, **context)[0]
    if isinstance(result, ValueError):
        raise result
    return result


def score_many(
    specs: Sequence[RulesetSpec],
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win: int,
    *,
    flowers: int | Sequence[int] = 0,
    **context: bool | int | str | None,
) -> list[ReferenceScore | ValueError]:
    """One hand under several rulesets, decomposed and detected once: each a score, or the
    ValueError that ruleset raises for the hand. Bad input raises at once, as mjcore.score
    refuses it (an unknown keyword first, as the core parses its arguments before reading them)."""
    check_keywords(context)
    concealed, declared, win = check_hand(concealed, melds, win)
    ctx = check_context(concealed, declared, win, **{**NO_CONTEXT, **context, "flowers": flowers})
    flowers = flowers if isinstance(flowers, (list, tuple)) else flower_count(flowers)
    n_flowers = flowers if isinstance(flowers, int) else len(flowers)
    readings = decompose(concealed, declared, win)
    compiled = [_compile(spec) for spec in specs]
    needs_wait = any(r.points.keys() & _WAIT_FANS for r in compiled) and any(may_score_wait(r) for r in readings)
    seat = ctx.seat_wind
    bonus = flower_fans(flowers, seat, not declared)
    # Detected once per reading of waits the rulesets take (exhausted_tiles_are_waits or not).
    found: dict[bool, list[list[Found]]] = {}
    for shapes_alone in {spec.exhausted_tiles_are_waits for spec in specs}:
        waits_ctx = replace(ctx, unique_wait=has_unique_wait(concealed, declared, shapes_alone=shapes_alone)) if needs_wait else ctx
        found[shapes_alone] = [detect(hand_view(r, declared, concealed, waits_ctx), concealed) + bonus for r in readings]
    return [
        _tile_rule_broken(spec, concealed, declared, win, n_flowers)
        or _best(spec, rules, readings, found[spec.exhausted_tiles_are_waits], flowers, seat)
        for spec, rules in zip(specs, compiled)
    ]


def _tile_rule_broken(
    spec: RulesetSpec, concealed: Sequence[int], declared: tuple[Meld, ...], win: int, n_flowers: int
) -> ValueError | None:
    """The ruleset's tile rules (no honours, no flowers, at most so many suits, no claimed
    chow): the first one the hand breaks, or None, in the core's words."""
    rules = spec.tiles
    tiles = [t for t, n in enumerate(concealed) if n] + [win] + [first for _, first, _ in declared]
    honours = [t for t in tiles if t >= FIRST_HONOR]
    if not rules.honors and honours:
        return ValueError(f"ruleset {spec.name} plays without honour tiles, but the hand holds {render_tile(min(honours))}")
    if not rules.flowers and n_flowers:
        return ValueError(f"ruleset {spec.name} plays without flowers, but the hand has {n_flowers}")
    suits = len({t // SUIT_SIZE for t in tiles if t < FIRST_HONOR})
    if suits > rules.max_suits:
        return ValueError(
            f"not a winning hand under {spec.name}: it holds {suits} suits, at most {rules.max_suits} may remain "
            "(定缺: one suit is void)"
        )
    if not rules.claimed_chows and any(kind == CHOW for kind, _, _ in declared):
        return ValueError(f"ruleset {spec.name} allows no claimed chow, but the hand declares one")
    return None


def _best(
    spec: RulesetSpec,
    rules: _Compiled,
    readings: list[Decomposition],
    found: list[list[Found]],
    flowers: int | Sequence[int],
    seat: int,
) -> ReferenceScore | ValueError:
    if not readings:
        return ValueError("not a winning hand: the tiles form no complete hand")
    if isinstance(flowers, int) and flowers and rules.points.keys() & {"seat_flower", "flower_set"}:
        return ValueError(
            f"ruleset {spec.name} scores the flowers by seat and series: give the flower tiles (e.g. flowers='1f5f'), "
            "not just their number"
        )
    best: tuple[tuple[int, tuple[int, ...]], int, int, int, dict[str, int], Decomposition] | None = None
    for reading, items in zip(readings, found):
        if reading[0] not in spec.forms:
            continue
        points, paid, raw, qualifying, counts = _evaluate(spec, rules, items, {f.fan for f in items})
        key = (points, tuple(counts.get(p, 0) for p in rules.table))
        if best is None or key > best[0]:
            best = (key, paid, raw, qualifying, counts, reading)
    if best is None:
        return ValueError(
            f"not a winning hand under {spec.name}: it is complete only as a form the ruleset does not accept "
            "(e.g. knitted tiles)"
        )
    (base, _), paid, raw, qualifying, counts, reading = best
    try:
        flower_points = _flower_points(spec, flowers, seat)
    except ValueError as exc:
        return exc
    return ReferenceScore(
        base + flower_points,
        base,
        raw,
        paid,
        {p: counts[p] for p in rules.table if p in counts},
        qualifying >= spec.minimum,
        reading,
    )


def _evaluate(
    spec: RulesetSpec, rules: _Compiled, found: list[Found], shown: set[str]
) -> tuple[int, int, int, int, dict[str, int]]:
    """(points, the value paid before conversion, raw sum, the points the minimum reads, counts)
    of one reading; `shown`: every pattern it shows."""
    counts: dict[str, int] = {}
    for fan, n in fan_counts(counted(found, rules.order)).items():
        bound = rules.max_count[fan]
        counts[fan] = min(n, bound) if bound else n
    if not counts and "chicken_hand" in rules.points:
        counts = {"chicken_hand": 1}
    raw = sum(rules.points[p] * n for p, n in counts.items())
    # A floor holds when its pattern counts, or shows without scoring points of its own.
    floors = [f for p, f in rules.floors.items() if p in shown and (p in counts or p not in rules.points)]
    floor = max(floors, default=0)
    value = max(raw, floor)
    bonus = sum(rules.points[p] * n for p, n in counts.items() if p in FLOWER_IDS)
    scores_alone = False
    if spec.limit and value > spec.limit:
        listed = [p for p in rules.table if p in counts and rules.points[p] > spec.limit]
        if spec.limit_alone and listed:
            alone = max(listed, key=lambda p: (rules.points[p], -rules.table.index(p)))
            counts, value, scores_alone = {alone: 1}, rules.points[alone], True
        else:
            value = spec.limit
    # The minimum reads the points as if the bonus tiles did not count.
    qualifying = value
    if bonus and not scores_alone:
        qualifying = max(raw - bonus, floor)
        qualifying = min(qualifying, spec.limit) if spec.limit else qualifying
    return spec.conversion.apply(value), value, raw, spec.conversion.apply(qualifying), counts


def _flower_points(spec: RulesetSpec, flowers: int | Sequence[int], seat: int) -> int:
    if isinstance(flowers, int):
        if spec.own_flower_points and flowers:
            raise ValueError(
                f"ruleset {spec.name} scores the player's own flower apart: give the flower tiles (e.g. flowers='1f5f'), "
                "not just their number"
            )
        return flowers * spec.flower_points
    return sum(spec.own_flower_points if f % 4 == seat else spec.flower_points for f in flowers)
