"""Plain-text rendering of an Explanation (``str(score.explain())``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mjcore.explain import Explanation, FanNote


def render(why: Explanation) -> str:
    verdict = "meets" if why.meets_minimum else "is below"
    # Rulesets that score bonus tiles as patterns (Hong Kong) check the minimum without them.
    aside = "" if (why.base >= why.minimum) == why.meets_minimum else ", bonus tiles aside"
    lines = [
        f"{why.hand} under {why.ruleset}: {why.total} points ({why.base} + {why.flowers} flowers); "
        f"{verdict} the minimum of {why.minimum}{aside}",
        "Counted:",
    ]
    counted = [f for f in why.fans if f.status == "counted"]
    lines += [_fan_line(f) for f in counted] or ["  (nothing)"]
    dropped = [f for f in why.fans if f.status not in ("counted", "not_scoring")]
    if dropped:
        lines.append("Detected, not counted:")
        lines += [_fan_line(f) + f"\n        {f.reason}" for f in dropped]
    worthless = sorted({f.id for f in why.fans if f.status == "not_scoring"})
    if worthless:  # one line: rulesets that score few patterns would otherwise list many
        lines.append(f"Detected, worth nothing in {why.ruleset}: {', '.join(worthless)}")
    lines += [f"  {note}" for note in why.adjustments]
    lines.append(f"Readings ({len(why.readings)}; the highest counts, 就高不就低):")
    best = [r for r in why.readings if r.base == why.base]
    if len(best) > 1:
        lines.append("  (a tie on points: the ruleset's order decides, the higher fans first)")
    for r in why.readings:
        mark = "*" if r.chosen else " "
        fans = " + ".join(f"{f.zh} {f.points}" + (f"x{f.count}" if f.count > 1 else "") for f in r.fans)
        lines.append(f"  {mark} {r.base:>4}  {r.decomposition}\n          = {fans}")
    return "\n".join(lines)


def _fan_line(f: FanNote) -> str:
    where = ", ".join(f.sets) if f.sets else "the whole hand"
    return f"  {f.points:>4}  {f.zh} {f.en}  [{where}]"
