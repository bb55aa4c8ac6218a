"""Reference settlement of one cantonese-scheme hand (鸡平和 / Hong Kong), written apart from
`mjcore.settlement` / `mjcore.settlement.liability` to check them: each event is settled by replaying the
whole history before it (no running state), so 包 is decided afresh at every win.

Events (plain tuples, players 0..3, tiles 0..33, the first tile of a meld):

* ``("claim", player, kind, first, fed_by)`` — kind "chow" | "pung" | "kong" (exposed);
* ``("kong", player, kind)`` — kind "added" | "concealed";
* ``("win", wins, discarder, robbed, after_kong)`` — ``wins``: (winner, points, base,
  flowers, raw, takes_bonus) each: the hand's total, its points before flowers, the flowers'
  points, the sum of its patterns before the floor and limit, and whether it takes a bonus 番
  (EG's fed-kong 番);
* ``("flower_win", winner, flowers)`` — Hong Kong's 花糊 / 大花糊 on 7 or 8 flowers, its 番
  the ``seven_flowers`` / ``eight_flowers`` option under the limit, paid as a self-draw.

The result is one list of four gains per event. Stdlib only; the options are the ruleset's
payment options (``spec.PAYMENT_OPTIONS["cantonese"]`` filled in) and the points conversion.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

Event = tuple[Any, ...]
N = 4


def settle(
    options: Mapping[str, Any], to_points: Callable[[int], int], limit: int, events: Sequence[Event]
) -> list[list[int]]:
    """The gains of every event; `to_points` converts 番 to points (一炮三响's floor, the
    fed-kong 番, the flower wins), under the ruleset's `limit` (0: none)."""
    return [_event(options, to_points, limit, events[:i], e) for i, e in enumerate(events)]


def _event(
    options: Mapping[str, Any], to_points: Callable[[int], int], limit: int, history: Sequence[Event], event: Event
) -> list[int]:
    gains = [0] * N
    if event[0] == "claim":
        _, player, kind, _, fed_by = event
        if kind == "kong":
            _pay(gains, fed_by, player, options["kong_income"][0])
        return gains
    if event[0] == "kong":
        _, player, kind = event
        for p in range(N):
            if p != player:
                _pay(gains, p, player, options["kong_income"][1 if kind == "added" else 2])
        return gains
    if event[0] == "flower_win":
        _, winner, flowers = event
        faan = options["seven_flowers" if flowers == 7 else "eight_flowers"]
        for p in range(N):
            if p != winner:
                _pay(gains, p, winner, options["self_draw_units"] * to_points(min(faan, limit) if limit else faan))
        return gains
    _, wins, discarder, robbed, after_kong = event
    for winner, points, base, flowers, raw, takes_bonus in wins:
        if discarder is not None:
            fed = [e for e in history if e[0] == "claim" and e[1] == winner and e[2] == "kong" and e[4] == discarder]
            if fed and takes_bonus and options["fed_kong_fan"]:
                value = raw + options["fed_kong_fan"]
                base = max(base, to_points(min(value, limit) if limit else value))
            if len(wins) == 3:
                floor = options["triple_win_floor"]
                base = max(base, to_points(min(floor, limit) if limit else floor))
            points = base + flowers
        liable = _liable(options, history, winner, after_kong) if discarder is None and robbed is None else None
        for payer, amount in shares(options, winner, points, discarder, robbed, liable, len(wins)):
            _pay(gains, payer, winner, amount)
    return gains


def _pay(gains: list[int], payer: int, to: int, amount: int) -> None:
    gains[payer] -= amount
    gains[to] += amount


def shares(
    options: Mapping[str, Any], winner: int, points: int, discarder: int | None, robbed: int | None,
    liable: int | None, n_winners: int,
) -> list[tuple[int, int]]:
    """(payer, amount) of one winner's `points`; `liable`: who pays a self-draw alone (包)."""
    others = [p for p in range(N) if p != winner]
    whole = 3 * options["self_draw_units"] * points
    if robbed is not None and options["bao_rob_kong"]:
        return [(robbed, whole)]
    if robbed is not None:
        discarder = robbed
    if discarder is not None:
        if n_winners == 3 and options["triple_win_payment"] == "self_draw":
            return [(discarder, whole)]
        mine, theirs = options["discard_units"]
        return [(p, (mine if p == discarder else theirs) * points) for p in others]
    if liable is not None:
        return [(liable, whole)]
    return [(p, options["self_draw_units"] * points) for p in others]


def _liable(options: Mapping[str, Any], history: Sequence[Event], winner: int, after_kong: bool) -> int | None:
    """The feeder of the earliest claim making the winner's self-draw someone's 包."""
    claims = [(i, e) for i, e in enumerate(history) if e[0] == "claim"]
    candidates: list[tuple[int, int]] = []  # (position in history, liable player)
    mine = [(i, e) for i, e in claims if e[1] == winner]
    if options["bao_twelve_tiles"] and len(mine) >= 4:
        i, fourth = mine[3]
        feeder = fourth[4]
        # 包先不包后: a feeder is liable for the first fourth set he feeds anyone, only.
        fourths = [_nth(claims, p, 4) for p in range(N)]
        earlier = [f for f in fourths if f is not None and f[1][4] == feeder and f[0] < i]
        if not (options["bao_first_only"] and earlier):
            candidates.append((i, feeder))
    for option, tiles, needed in (("bao_big_winds", range(27, 31), 4), ("bao_big_dragons", range(31, 34), 3)):
        honours = [(i, e) for i, e in mine if e[2] != "chow" and e[3] in tiles]
        if options[option] and len(honours) >= needed:
            i, last = honours[needed - 1]
            candidates.append((i, last[4]))
    kongs = [(i, e) for i, e in mine if e[2] == "kong"]
    if options["bao_four_kongs"] and len(kongs) >= 4:  # 十八羅漢落地
        i, fourth = kongs[3]
        candidates.append((i, fourth[4]))
    if after_kong and options["bao_kong_replacement"]:
        kongs = [(i, e) for i, e in enumerate(history) if e[1] == winner and (e[0] == "kong" or e[2] == "kong")]
        i, latest = kongs[-1]
        if latest[0] == "claim":
            candidates.append((i, latest[4]))
    return min(candidates)[1] if candidates else None


def _nth(claims: Sequence[tuple[int, Event]], player: int, n: int) -> tuple[int, Event] | None:
    mine = [c for c in claims if c[1][1] == player]
    return mine[n - 1] if len(mine) >= n else None
