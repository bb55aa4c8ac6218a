"""A hand's value without its tiles ("8番", "40 points"): the points a table pays it at,
exactly as the ruleset turns a scored hand's value into ``Score.total``.

The value is what the table announces, in the ruleset's own unit, what its patterns add up
to: points under a ``sum`` conversion (MCR, Zung Jung), 番 / faan under a ``doubling`` or
``table`` one (Sichuan, 保定, 鸡平和, Hong Kong); any 满 floor, bonus tiles and flowers included.
A value above the limit is paid at the limit (爆和), unless the ruleset lets a pattern worth
more score alone (``limit_alone``) and one is worth exactly that: 鸡平和's 4番 is a 4番 special
type, its ordinary hands stop at 3番. Then the conversion gives the points, ``Score.total``.
"""

from __future__ import annotations

from mjcore._excerpt import excerpt
from mjcore.ruleset import Ruleset
from mjcore.rulesets.spec import MAX_TOTAL


def unit(ruleset: Ruleset) -> str:
    """The name of the ruleset's unit.

    >>> import mjcore
    >>> unit(mjcore.get_ruleset("zung-jung")), unit(mjcore.get_ruleset("hong-kong"))
    ('points', '番')
    """
    return "points" if ruleset.spec.conversion.kind == "sum" else "番"


def points(ruleset: Ruleset, value: int) -> int:
    """The points a hand of `value` (an int, the ruleset's unit) is paid at: limited, then converted.

    >>> import mjcore
    >>> points(mjcore.get_ruleset("hong-kong"), 8), points(mjcore.get_ruleset("hong-kong"), 12)  # the cap: 10
    (64, 128)
    >>> points(mjcore.get_ruleset("zung-jung"), 400), points(mjcore.get_ruleset("zung-jung"), 480)  # 480 scores alone
    (320, 480)
    """
    if not 0 <= value <= MAX_TOTAL:
        raise ValueError(f"value must be 0..{MAX_TOTAL} ({unit(ruleset)}), got {excerpt(value)}")
    spec = ruleset.spec
    if spec.limit and value > spec.limit:
        alone = spec.limit_alone and any(p.points == value for p in spec.patterns)
        value = value if alone else spec.limit
    return spec.conversion.apply(value)
