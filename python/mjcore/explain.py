"""Why a hand scored what it did: every fan that counted with the sets that make it, every fan
detected but not counted with the rule that dropped it, and every reading of the hand with its
total (就高不就低).

>>> import mjcore
>>> result = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"))
>>> why = result.explain()
>>> [(f.id, f.status) for f in why.fans][:4]
[('nine_gates', 'counted'), ('two_concealed_pungs', 'counted'), ('pung_of_terminals_or_honors', 'counted'), ('full_flush', 'excluded')]
>>> why.fans[3].reason
'不计: 九莲宝灯 Nine Gates includes it'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from mjcore._core import Decomposition, Form, MeldKind, Score
from mjcore.tiles import render_tiles

# Pair patterns of two chows, the only combinations MCR's chow principles (不拆移, 不得相同,
# 套算一次) can leave uncounted without a trace in the detected list.
_SAME_SUIT_GAP = {0: "pure_double_chow", 3: "short_straight", 6: "two_terminal_chows"}
_OTHER_SUITS_SAME_RANK = "mixed_double_chow"
_PAIR_FANS = frozenset((*_SAME_SUIT_GAP.values(), _OTHER_SUITS_SAME_RANK))
_PAIR_BIT = 1 << 4
_WHOLE_HAND = 0x1F
# A floor holds whenever its pattern is in the reading, scoring or not (apply_rules' floor_of).
_FLOOR_STATUSES = ("counted", "not_scoring", "repeated")


@dataclass(frozen=True)
class FanNote:
    """One detected occurrence of a pattern: counted or not, and why.

    >>> import mjcore
    >>> why = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).explain()
    >>> [(f.zh, f.status, f.sets) for f in why.fans[1:3]]
    [('双暗刻', 'counted', ('pung 111m', 'pung 999m')), ('幺九刻', 'counted', ('pung 999m',))]
    >>> dropped = why.fans[3]
    >>> dropped.id, dropped.status, dropped.by, dropped.reason
    ('full_flush', 'excluded', 'nine_gates', '不计: 九莲宝灯 Nine Gates includes it')
    """

    id: str
    zh: str
    en: str
    points: int
    status: str  # counted, excluded, excluded_inner, not_scoring, repeated, limited, not_combined
    sets: tuple[str, ...]  # the melds and pair that make it; empty for the whole hand
    by: str | None  # the fan that dropped it, if one did
    reason: str


@dataclass(frozen=True)
class CountedFan:
    """A fan as it counts in one reading.

    >>> import mjcore
    >>> why = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).explain()
    >>> why.readings[0].fans[0]
    CountedFan(id='nine_gates', zh='九莲宝灯', en='Nine Gates', points=88, count=1)
    """

    id: str
    zh: str
    en: str
    points: int
    count: int


@dataclass(frozen=True)
class Adjustment:
    """One step from the counted patterns' sum (``Score.raw``) to the points, as the rules take
    them: the chicken hand, a floor (满), the limit, the points conversion, then flowers.

    >>> import mjcore
    >>> hand = mjcore.Hand.parse("123m456p789s1z", win="1z", melds=["kong 2222s"])
    >>> floor = mjcore.score(hand, "cantonese", self_drawn=True, kong=True).adjustments[0]
    >>> floor.step, floor.pattern, floor.before, floor.after
    ('floor', 'out_with_replacement_tile', 1, 3)
    """

    step: str  # chicken_hand, floor, limit_alone, limit, conversion, flowers
    pattern: str | None  # the pattern behind the step: the floor's, the one scoring alone, the chicken hand
    before: int
    after: int
    text: str  # the step in words (what explain() prints)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class ReadingNote:
    """One reading (decomposition) of the hand and what it would score.

    >>> import mjcore
    >>> why = mjcore.score(mjcore.Hand.parse("111222333m456m5s", win="5s")).explain()
    >>> [(r.decomposition, r.base, r.chosen) for r in why.readings]  # doctest: +NORMALIZE_WHITESPACE
    [('regular: chow 123m | chow 123m | chow 123m | chow 456m | pair 55s; single wait', 31, False),
     ('regular: chow 456m | pung 111m | pung 222m | pung 333m | pair 55s; single wait', 46, True)]
    """

    decomposition: str
    base: int  # points without flowers
    fans: tuple[CountedFan, ...]
    chosen: bool


@dataclass(frozen=True)
class Explanation:
    """Everything behind one Score; ``str()`` gives the readable text, ``to_dict()`` JSON data.

    >>> import mjcore
    >>> why = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).explain()
    >>> why.total, why.minimum, why.meets_minimum, len(why.readings)
    (91, 8, True, 1)
    >>> print(str(why).splitlines()[0])
    Hand.parse('1112345678999m', win='5m') under mcr: 91 points (91 + 0 flowers); meets the minimum of 8
    """

    ruleset: str
    hand: str
    total: int
    base: int
    raw: int
    flowers: int
    minimum: int
    meets_minimum: bool
    fans: tuple[FanNote, ...]
    adjustments: tuple[Adjustment, ...]  # chicken hand, floor, limit, conversion, flowers, in that order
    readings: tuple[ReadingNote, ...]

    def to_dict(self) -> dict[str, Any]:
        """The explanation as plain data (what ``mjcore explain --json`` prints).

        >>> import mjcore
        >>> data = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m")).explain().to_dict()
        >>> data["total"], data["fans"][0]["id"], data["readings"][0]["chosen"]
        (91, 'nine_gates', True)
        """
        return asdict(self)

    def __str__(self) -> str:
        from mjcore.explain_text import render

        return render(self)


def explain(score: Score) -> Explanation:
    """Explain a Score (also ``score.explain()``).

    >>> import mjcore
    >>> hand = mjcore.Hand.parse("111222333m456m5s", win="5s")
    >>> why = explain(mjcore.score(hand))
    >>> why.base, [(r.base, r.chosen) for r in why.readings]
    (46, [(31, False), (46, True)])
    >>> [f.zh for f in why.readings[0].fans][:2]  # the chows' reading loses: 就高不就低
    ['一色三同顺', '门前清']
    """
    if not isinstance(score, Score):
        raise TypeError(f"score must be a Score (from mjcore.score), got {type(score).__name__}")
    table = score.rule_table
    names = table.names
    decomposition = score.decomposition
    fans = [_detected_note(score, names, decomposition, item) for item in score.detected]
    fans += _uncombined_chows(score, names, decomposition)
    fans += _chicken_hand(score, names)
    order = {fan: i for i, fan in enumerate(table.points)}  # the ruleset's order: highest first
    fans.sort(key=lambda f: (f.status != "counted", order.get(f.id, len(order))))
    return Explanation(
        ruleset=score.ruleset,
        hand=repr(score.hand),
        total=score.total,
        base=score.base,
        raw=score.raw,
        flowers=score.flowers,
        minimum=table.minimum,
        meets_minimum=score.meets_minimum,
        fans=tuple(fans),
        adjustments=tuple(_steps(score, names)),
        readings=tuple(_readings(score)),
    )


def _name(names: dict[str, tuple[str, str]], fan: str) -> tuple[str, str]:
    return names.get(fan, ("", fan.replace("_", " ")))


def _label(names: dict[str, tuple[str, str]], fan: str) -> str:
    zh, en = _name(names, fan)
    return f"{zh} {en}".strip()


def _set_labels(decomposition: Decomposition, sets: int) -> tuple[str, ...]:
    if sets == _WHOLE_HAND:
        return ()
    labels = [m.to_string() for i, m in enumerate(decomposition.melds) if sets >> i & 1]
    if sets & _PAIR_BIT and decomposition.pair is not None:
        labels.append("pair " + render_tiles([decomposition.pair] * 2))
    return tuple(labels)


def _detected_note(
    score: Score, names: dict[str, tuple[str, str]], decomposition: Decomposition, item: tuple[str, int, str, str | None]
) -> FanNote:
    fan, sets, status, by = item
    points = score.rule_table.points.get(fan, 0)
    zh, en = _name(names, fan)
    labels = _set_labels(decomposition, sets)
    return FanNote(fan, zh, en, points, status, labels, by, _reason(score, names, status, by, labels))


def _reason(score: Score, names: dict[str, tuple[str, str]], status: str, by: str | None, sets: tuple[str, ...]) -> str:
    dropper = "" if by is None else _label(names, by)
    if status == "counted":
        return "counted"
    if status == "excluded":
        return f"不计: {dropper} includes it"
    if status == "excluded_inner":
        return f"不计 for its own sets: {dropper} already uses {', '.join(sets) or 'them'}"
    if status == "not_scoring":
        return f"{score.ruleset} gives it no points"
    if status == "repeated":
        return f"{score.ruleset} counts it no more often than this"
    return f"{dropper} is above the limit ({score.rule_table.limit}) and scores alone"  # limited


def _chicken_hand(score: Score, names: dict[str, tuple[str, str]]) -> list[FanNote]:
    """The chicken hand when it counts: the rules add it when nothing else does, no detector
    reports it."""
    if "chicken_hand" not in score.fan_counts:
        return []
    zh, en = _name(names, "chicken_hand")
    points = score.rule_table.points["chicken_hand"]
    return [FanNote("chicken_hand", zh, en, points, "counted", (), None, "counted: nothing else counts")]


def _chows(decomposition: Decomposition) -> list[tuple[int, int]]:
    """(set bit, first tile) of each chow of a regular reading."""
    if decomposition.form is not Form.REGULAR:
        return []
    return [(1 << i, m.first) for i, m in enumerate(decomposition.melds) if m.kind is MeldKind.CHOW]


def _pair_pattern(a: int, b: int) -> str | None:
    if a // 9 == b // 9:
        return _SAME_SUIT_GAP.get(abs(a - b))
    return _OTHER_SUITS_SAME_RANK if a % 9 == b % 9 else None


def _uncombined_chows(score: Score, names: dict[str, tuple[str, str]], decomposition: Decomposition) -> list[FanNote]:
    """Chow pairs that form a scoring pair pattern the detector did not combine, with the
    principle that kept them apart."""
    points = score.rule_table.points
    chows = _chows(decomposition)
    chow_bits = sum(bit for bit, _ in chows)
    detected = [(fan, sets) for fan, sets, _, _ in score.detected]
    # Three- and four-chow patterns: their chows do not pair among themselves (不拆移).
    groups = [(fan, sets) for fan, sets in detected if sets & ~chow_bits == 0 and bin(sets).count("1") >= 3]
    notes = []
    for i, (bit_a, first_a) in enumerate(chows):
        for bit_b, first_b in chows[i + 1 :]:
            fan = _pair_pattern(first_a, first_b)
            both = bit_a | bit_b
            if fan is None or fan not in points or (fan, both) in detected:
                continue
            labels = _set_labels(decomposition, both)
            whole = next((g for g, sets in groups if sets & both == both), None)
            if whole is not None:
                reason = f"不拆移: these chows already make {_label(names, whole)}"
            elif any(f == fan and sets & both for f, sets in detected):
                reason = f"不得相同: a chow forms {_label(names, fan)} only once"
            else:
                reason = "套算一次: each chow combines at most once with chows already combined"
            zh, en = _name(names, fan)
            notes.append(FanNote(fan, zh, en, points[fan], "not_combined", labels, whole, reason))
    return notes


def adjustments(score: Score) -> tuple[Adjustment, ...]:
    """``Score.adjustments``: the steps alone, from the detected occurrences (no readings rescored).

    >>> import mjcore
    >>> capped = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"), "cantonese")
    >>> [(a.step, a.before, a.after) for a in adjustments(capped)] == [(a.step, a.before, a.after) for a in capped.explain().adjustments]
    True
    """
    return tuple(_steps(score, score.rule_table.names))


def _steps(score: Score, names: dict[str, tuple[str, str]]) -> list[Adjustment]:
    """How the counted fans' sum became the score, step by step as apply_rules takes them:
    the chicken hand, a floor (满), the limit, the points conversion, then flowers."""
    table = score.rule_table
    # (fan, status, dropped by) of every occurrence, and the chicken hand, which no detector reports
    fans = [(fan, status, by) for fan, _, status, by in score.detected]
    if "chicken_hand" in score.fan_counts:
        fans.append(("chicken_hand", "counted", None))
    steps = []
    value = score.raw
    if "chicken_hand" in score.fan_counts and all(status != "counted" for _, _, status, _ in score.detected):
        text = f"nothing else counts: {_label(names, 'chicken_hand')}"
        steps.append(Adjustment("chicken_hand", "chicken_hand", value, value, text))
    floors = [(table.floors[fan], fan) for fan, status, _ in fans if fan in table.floors and status in _FLOOR_STATUSES]
    if floors and max(floors)[0] > value:
        floor, fan = max(floors)
        text = f"{_label(names, fan)} sets a floor (满): {value} raised to {floor}"
        steps.append(Adjustment("floor", fan, value, floor, text))
        value = floor
    alone = next((by for _, status, by in fans if status == "limited"), None)
    if table.limit_alone and table.limit and value > table.limit and "chicken_hand" in score.fan_counts:
        # Counted only when nothing else counts, so it has nothing to push aside.
        alone = "chicken_hand" if table.points["chicken_hand"] > table.limit else None
    if alone is not None:
        text = f"{value} is above the limit ({table.limit}): {_label(names, alone)} scores alone"
        steps.append(Adjustment("limit_alone", alone, value, table.points[alone], text))
        value = table.points[alone]
    elif table.limit and value > table.limit:
        steps.append(Adjustment("limit", None, value, table.limit, f"{value} is above the limit: {table.limit}"))
        value = table.limit
    if table.conversion != "sum":
        text = f"{value} converted to {score.base} points ({table.conversion})"
        steps.append(Adjustment("conversion", None, value, score.base, text))
    if score.flowers:
        text = f"+{score.flowers} for flowers"
        steps.append(Adjustment("flowers", None, score.base, score.total, text))
    return steps


def _readings(score: Score) -> list[ReadingNote]:
    chosen = repr(score.decomposition)
    return [
        ReadingNote(
            _reading_text(r.decomposition),
            r.base,
            tuple(CountedFan(f.id, f.zh, f.en, f.points, f.count) for f in r.fans),
            repr(r.decomposition) == chosen,
        )
        for r in score.readings()
    ]


def _reading_text(d: Decomposition) -> str:
    parts = [] if d.form is Form.REGULAR else [render_tiles(sorted(d.tiles * (2 if d.form is Form.SEVEN_PAIRS else 1)))]
    parts += [m.to_string() for m in d.melds]
    if d.pair is not None:
        parts.append("pair " + render_tiles([d.pair] * 2))
    wait = "" if d.wait is None else f"; {d.wait.name.lower().replace('_', ' ')} wait"
    return f"{d.form.name.lower().replace('_', ' ')}: {' | '.join(parts)}{wait}"
