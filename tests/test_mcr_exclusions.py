"""The core's exclusion engine on the MCR table, one test per exclusion:
every 不计 entry drops the other fan entirely; every inner entry drops it
only for the excluding fan's own sets (up to its limit); an excluded fan
excludes nothing."""

from __future__ import annotations

import pytest

import mjcore
from mjcore.rulesets import mcr as rules

TABLE = mjcore.get_ruleset("mcr").table
# 一色三同顺 and 一色三节高 name each other; they never share a reading.
MUTUAL = {("pure_shifted_pungs", "pure_triple_chow")}
SCORING = {f.id for f in rules.FANS if f.id != "concealed_kong_and_melded_kong"}


@pytest.mark.parametrize(("owner", "other"), [(f.id, o) for f in rules.FANS for o in f.excludes if f.id in SCORING])
def test_each_full_exclusion(owner: str, other: str) -> None:
    result = TABLE.resolve([(owner, 0b00111), (other, 0b00111), (other, 0b01000)])
    if (owner, other) in MUTUAL:
        return
    assert result[0] == (owner, "counted", None)
    expected = (other, "excluded", owner) if other in SCORING else (other, "not_scoring", None)
    assert result[1:] == [expected] * 2


@pytest.mark.parametrize(
    ("owner", "other"), [(f.id, o) for f in rules.FANS for o in f.excludes_inner if f.id in SCORING]
)
def test_each_inner_exclusion(owner: str, other: str) -> None:
    inside = [(other, 1 << i) for i in range(3)]
    result = TABLE.resolve([(owner, 0b00111), *inside, (other, 0b01000)])
    limit = rules.INNER_LIMITS.get((owner, other), 3)
    statuses = [status for _, status, _ in result[1:4]]
    assert statuses.count("excluded_inner") == limit
    assert result[4] == (other, "counted", None)


def test_an_excluded_fan_excludes_nothing() -> None:
    # 四暗刻 removes 不求人, so 不求人 cannot remove 自摸.
    result = TABLE.resolve([("four_concealed_pungs", 15), ("fully_concealed_hand", 31), ("self_drawn", 31)])
    assert [r[1] for r in result] == ["counted", "excluded", "counted"]


def test_non_scoring_patterns_exclude_nothing() -> None:
    # Under plain MCR the 明暗杠 pseudo-fan has no points: 明杠 and 暗杠 stay.
    result = TABLE.resolve([("concealed_kong_and_melded_kong", 3), ("melded_kong", 1), ("concealed_kong", 2)])
    assert [r[1] for r in result] == ["not_scoring", "counted", "counted"]
    option = mjcore.get_ruleset("mcr-pymahjonggb").table
    result = option.resolve([("concealed_kong_and_melded_kong", 3), ("melded_kong", 1), ("concealed_kong", 2)])
    assert [r[1] for r in result] == ["counted", "excluded", "excluded"]


def test_bad_occurrences() -> None:
    with pytest.raises(ValueError, match="unknown pattern id 'nope'"):
        TABLE.resolve([("nope", 1)])
    with pytest.raises(ValueError, match="sets bitmask must be 0..31"):
        TABLE.resolve([("self_drawn", 64)])
