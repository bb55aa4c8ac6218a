"""套算一次, 不拆移 and 不得相同: which combination fans may count together.

Read as one condition on the chosen instances (each a group of 2-4 sets):

* 套算一次 + 不拆移: the instances form a forest - joining an instance's sets never closes a
  cycle. A set not yet combined may join one already combined only once, and the sets of a
  three- or four-set fan cannot be split again into smaller fans among themselves.
* 不得相同: two instances of the same fan share no set.

With four chows this allows at most three pair fans (123m 123m 456m 456m: 一般高 x2 + 连六),
or one three-chow fan plus one pair fan linking the fourth chow.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .mcr_exclude import Found


def admissible_selections(candidates: Sequence[Found]) -> list[tuple[Found, ...]]:
    """Every maximal admissible selection of the candidates (one empty selection if none)."""
    found = [sel for sel in _selections(tuple(candidates), 0, ()) if _maximal(sel, candidates)]
    return found or [()]


def _selections(
    candidates: tuple[Found, ...], start: int, chosen: tuple[Found, ...]
) -> Iterator[tuple[Found, ...]]:
    if start == len(candidates):
        yield chosen
        return
    item = candidates[start]
    if _admissible(chosen, item):
        yield from _selections(candidates, start + 1, chosen + (item,))
    yield from _selections(candidates, start + 1, chosen)


def _maximal(chosen: tuple[Found, ...], candidates: Sequence[Found]) -> bool:
    return not any(c not in chosen and _admissible(chosen, c) for c in candidates)


def _admissible(chosen: tuple[Found, ...], item: Found) -> bool:
    if any(other.fan == item.fan and other.sets & item.sets for other in chosen):
        return False  # 不得相同
    return _still_forest(chosen, item)


def _still_forest(chosen: tuple[Found, ...], item: Found) -> bool:
    parent: dict[int, int] = {}

    def root(x: int) -> int:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    for group in (c.sets for c in chosen):
        first, *rest = sorted(group)
        for other in rest:
            parent[root(other)] = root(first)
    roots = [root(s) for s in item.sets]
    return len(set(roots)) == len(roots)
