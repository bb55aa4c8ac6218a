"""The command line: readable output, --json checked against the Python API, one-line
errors with status 2, plain text without rich and rich tables with it."""

from __future__ import annotations

import io
import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import mjcore
from mjcore.cli import main
from mjcore.cli.output import Column, PlainOutput, RichOutput, Table, choose_output
from mjcore.rulesets import names as ruleset_names


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the CLI in-process (stdout is not a terminal, so output is plain)."""
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    return json.loads(run(capsys, *argv, "--json"))


def fails(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run a command that must fail with status 2; its one-line message."""
    assert main(list(argv)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("mjcore: error: ")
    return lines[0]


def row_of(out: str, first_cell: str) -> list[str]:
    """The whitespace-separated cells of the table row starting with first_cell."""
    for line in out.splitlines():
        if line.split()[:1] == [first_cell]:
            return line.split()
    raise AssertionError(f"no row {first_cell!r} in:\n{out}")


def unicode(tiles: str) -> str:
    return mjcore.render_tiles(mjcore.parse_tiles(tiles), "unicode")


@pytest.fixture
def without_rich(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make `import rich` fail, as when the optional extra is not installed."""
    for name in ("rich", "rich.console", "rich.table"):
        monkeypatch.setitem(sys.modules, name, None)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


# --- explain ---------------------------------------------------------------------------


def test_explain_names_the_rules_that_dropped_fans(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "explain", "123m123m456m789m5s", "--win", "5s")
    assert "不拆移: these chows already make 清龙 Pure Straight" in out
    assert "套算一次" in out and "不计: 平和 All Chows includes it" in out
    assert "Readings (1;" in out and unicode("123m") in out


def test_explain_json_matches_the_api(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "explain", "111222333m456m5s", "--win", "5s", "--self-drawn", "--ruleset", "zung-jung")
    expected = mjcore.score(mjcore.Hand.parse("111222333m456m5s", win="5s"), "zung-jung", self_drawn=True)
    assert data["total"] == expected.total and data["ruleset"] == "zung-jung"
    assert sorted(r["base"] for r in data["readings"]) == sorted(expected.decomposition_totals)
    counted = sorted(f["id"] for f in data["fans"] if f["status"] == "counted")
    assert counted == sorted(k for k, n in expected.fan_counts.items() for _ in range(n))


def test_explain_refuses_a_non_winning_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert "not a winning hand" in fails(capsys, "explain", "123m456p789s1234z", "--win", "5z")


# --- decompose -------------------------------------------------------------------------


def test_decompose_prints_every_reading(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "decompose", "1112345678999m", "--win", "1m")
    assert out.startswith("2 decomposition(s)")
    assert "two-sided in chow 123m" in out and "dual pung in pung 111m" in out


def test_decompose_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "decompose", "123m456p789s1122z", "--win", "2z")
    assert data["winning"] is True
    assert [d["wait"] for d in data["decompositions"]] == ["dual_pung"]
    groups = data["decompositions"][0]["groups"]
    assert [g["tiles"] for g in groups if g["winning"]] == ["222z"]


def test_not_complete(capsys: pytest.CaptureFixture[str]) -> None:
    assert "not a complete hand" in run(capsys, "decompose", "1112345678999m", "--win", "1p")
    assert run_json(capsys, "decompose", "1112345678999m", "--win", "1p")["decompositions"] == []


def test_melds_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert "pung 777z" in run(capsys, "decompose", "1112345678m", "--win", "9m", "--meld", "pung 777z")


def test_decompose_notation(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "decompose", "1112345678999m", "--win", "1p", "--notation", "gb")
    assert out.startswith("W1W1W1W2W3") and "not a complete hand" in out


# --- score -----------------------------------------------------------------------------


def test_score_table(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "score", "1112345678999m", "--win", "5m", "--flowers", "1")
    expected = mjcore.score(mjcore.Hand.parse("1112345678999m", win="5m"), flowers=1)
    for fan in expected.fans:
        cells = row_of(out, fan.zh)
        assert " ".join(cells[1:-3]) == fan.en
        assert cells[-3:] == [str(fan.points), str(fan.count), str(fan.points * fan.count)]
    assert row_of(out, "九莲宝灯")[-1] == "88"
    assert "total 92 (91 + 1 flowers)" in out
    assert "meets the minimum: mcr needs 8" in out


def test_score_draws_the_reading_with_the_winning_tile_marked(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "score", "1112345678999m", "--win", "5m")
    hand_line = next(line for line in out.splitlines() if line.strip().startswith("hand "))
    drawn = hand_line.split()[1:]
    assert sorted(drawn) == sorted([unicode("234m"), unicode("678m"), unicode("111m"), unicode("999m"), "🀋[🀋]"])
    assert "declared" not in out  # no declared melds


def test_score_marks_declared_melds_and_a_winning_chow(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "score", "123m456p78s55z", "--win", "9s", "--meld", "pung 222z", "--seat", "S")
    lines = {line.split()[0]: line.split()[1:] for line in out.splitlines() if line.startswith("  ") and line.split()}
    assert lines["declared"] == [unicode("222z")]
    assert unicode("78s") + "[" + unicode("9s") + "]" in lines["hand"]
    assert unicode("222z") not in lines["hand"]


def test_score_special_forms_draw_every_tile(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "score", "19m19p19s1234567z", "--win", "1m")
    hand_line = next(line for line in out.splitlines() if line.strip().startswith("hand "))
    drawn = hand_line.split()[1]
    assert drawn.replace("[", "").replace("]", "") == unicode("119m19p19s1234567z")
    assert drawn.count("[") == 1
    data = run_json(capsys, "score", "1122m3344p5566s7z", "--win", "7z")
    assert [g["tiles"] for g in data["decomposition"]["groups"]] == ["11m", "22m", "33p", "44p", "55s", "66s", "77z"]
    assert [g["winning"] for g in data["decomposition"]["groups"]].count(True) == 1


def test_score_below_the_minimum(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "123m456p5z", "--win", "5z", "--meld", "pung 222z", "--meld", "kong 3333z"]
    out = run(capsys, *argv)
    expected = mjcore.score(mjcore.Hand.parse("123m456p5z", win="5z", melds=["pung 222z", "kong 3333z"]))
    assert not expected.meets_minimum
    assert "below the minimum: mcr needs 8" in out
    assert f"total {expected.total} " in out
    assert "declared  " + unicode("222z") + "  " + unicode("3333z") in out


def test_score_json_matches_the_api(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "123m456p789s5z", "--win", "5z", "--meld", "pung 222z", "--seat", "S", "--round", "S"]
    data = run_json(capsys, *argv)
    expected = mjcore.score(
        mjcore.Hand.parse("123m456p789s5z", win="5z", melds=["pung 222z"]), seat_wind="S", prevalent_wind="S"
    )
    assert {"ruleset", "total", "base", "flowers", "meets_minimum", "fans", "decomposition"} <= set(data)
    assert (data["total"], data["base"], data["flowers"]) == (expected.total, expected.base, expected.flowers)
    assert data["minimum"] == mjcore.get_ruleset("mcr").minimum
    assert [f["id"] for f in data["fans"]] == [f.id for f in expected.fans]
    assert {"mixed_straight", "seat_wind", "prevalent_wind"} <= {f["id"] for f in data["fans"]}
    assert data["total"] == sum(f["subtotal"] for f in data["fans"]) + data["flowers"]
    groups = data["decomposition"]["groups"]
    assert [g["tiles"] for g in groups if g["declared"]] == ["222z"]
    assert [g["unicode"] for g in groups if g["winning"]] == [unicode("5z") + "[" + unicode("5z") + "]"]


CONTEXT_PATTERNS = (
    "self_drawn",
    "last_tile_draw",
    "last_tile_claim",
    "out_with_replacement_tile",
    "robbing_the_kong",
    "last_tile",
    "heavenly_hand",
    "earthly_hand",
    "heavenly_ready",
    "discard_after_kong",
    "kong_on_kong",
    "human_hand",
    "seat_wind",
    "prevalent_wind",
)
NINE_GATES = ("1112345678999m", "5m", [])
OPEN_WAIT = ("123m456p78s11122z", "9s", [])
WIND_PUNG = ("123m456p789s5z", "5z", ["pung 222z"])
WITH_KONG = ("123m456p789s5z", "5z", ["kong 2222z"])
TWO_KONGS = ("123m456p5z", "5z", ["kong 2222z", "kong 7777s"])


@pytest.mark.parametrize(
    ("hand", "flags", "context", "pattern"),
    [
        (NINE_GATES, ["--self-drawn"], {"self_drawn": True}, "self_drawn"),
        (NINE_GATES, ["--last-tile"], {"last_tile": True}, "last_tile_claim"),
        (NINE_GATES, ["--last-tile", "--self-drawn"], {"last_tile": True, "self_drawn": True}, "last_tile_draw"),
        (WITH_KONG, ["--kong", "--self-drawn"], {"kong": True, "self_drawn": True}, "out_with_replacement_tile"),
        (OPEN_WAIT, ["--kong"], {"kong": True}, "robbing_the_kong"),
        (OPEN_WAIT, ["--fourth-tile"], {"fourth_tile": True}, "last_tile"),
        (NINE_GATES, ["--first-turn", "--self-drawn"], {"first_turn": True, "self_drawn": True}, "heavenly_hand"),
        (NINE_GATES, ["--first-turn", "--seat", "S"], {"first_turn": True, "seat_wind": "S"}, "earthly_hand"),
        (NINE_GATES, ["--ready-at-deal", "--seat", "S"], {"ready_at_deal": True, "seat_wind": "S"}, "heavenly_ready"),
        (NINE_GATES, ["--discard-after-kong"], {"discard_after_kong": True}, "discard_after_kong"),
        (TWO_KONGS, ["--kong", "--self-drawn", "--kong-on-kong"], {"kong": True, "self_drawn": True, "kong_on_kong": True},
         "kong_on_kong"),
        (NINE_GATES, ["--first-round-discard", "--seat", "W"], {"first_round_discard": True, "seat_wind": "W"},
         "human_hand"),
        (WIND_PUNG, ["--seat", "S"], {"seat_wind": "S"}, "seat_wind"),
        (WIND_PUNG, ["--round", "S"], {"prevalent_wind": "S"}, "prevalent_wind"),
    ],
)
def test_every_context_flag_reaches_the_scorer(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    hand: tuple[str, str, list[str]],
    flags: list[str],
    context: dict[str, Any],
    pattern: str,
) -> None:
    # A ruleset file scoring only context patterns: each flag must add its own.
    path = tmp_path / "context.json"
    path.write_text(json.dumps({"name": "context", "patterns": {p: 1 for p in CONTEXT_PATTERNS}}))
    tiles, win, melds = hand
    argv = ["score", tiles, "--win", win, "--ruleset", str(path)] + [a for m in melds for a in ("--meld", m)]
    before = {f["id"] for f in run_json(capsys, *argv)["fans"]}
    data = run_json(capsys, *argv, *flags)
    expected = mjcore.score(mjcore.Hand.parse(tiles, win=win, melds=melds), mjcore.Ruleset.load(path), **context)
    assert pattern not in before
    assert pattern in {f["id"] for f in data["fans"]}
    assert [f["id"] for f in data["fans"]] == [f.id for f in expected.fans]
    assert data["ruleset"] == "context" and data["total"] == expected.total


def test_score_names_the_robbed_kong(capsys: pytest.CaptureFixture[str]) -> None:
    """--robbed-kong reaches score(): an added kong can be robbed, a concealed one cannot."""
    tiles, win, _ = OPEN_WAIT
    data = run_json(capsys, "score", tiles, "--win", win, "--ruleset", "zung-jung", "--kong", "--robbed-kong", "added")
    assert "robbing_the_kong" in {f["id"] for f in data["fans"]}
    message = fails(capsys, "score", tiles, "--win", win, "--ruleset", "zung-jung", "--kong", "--robbed-kong", "concealed")
    assert "a concealed kong cannot be robbed" in message


def test_score_names_the_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    """--dealer / --no-dealer reach score(): 人糊 is a non-dealer's whatever his seat."""
    hand = ("123m456p789s234p5z", "--win", "5z", "--ruleset", "hong-kong", "--first-round-discard")
    assert "human_hand" in {f["id"] for f in run_json(capsys, "score", *hand, "--no-dealer")["fans"]}
    assert "human_hand" not in {f["id"] for f in run_json(capsys, "score", *hand, "--seat", "S", "--dealer")["fans"]}


def test_score_names_the_void_suit(capsys: pytest.CaptureFixture[str]) -> None:
    """--void-suit reaches score(): a Sichuan hand still holding its void suit is refused."""
    hand = ("123m456m789m234p5p", "--win", "5p", "--ruleset", "sichuan")
    assert run_json(capsys, "score", *hand, "--void-suit", "s")["total"] == run_json(capsys, "score", *hand)["total"]
    assert "void_suit='p' (定缺)" in fails(capsys, "score", *hand, "--void-suit", "p")


def test_score_flowers_and_rulesets(capsys: pytest.CaptureFixture[str]) -> None:
    hand = mjcore.Hand.parse("1112345678999m", win="5m")
    assert run_json(capsys, "score", "1112345678999m", "--win", "5m", "--flowers", "3")["flowers"] == 3
    # Flower tiles, for a ruleset scoring the seat's own flowers (Hong Kong's 正花).
    data = run_json(capsys, "score", "123m456p789s234p5z", "--win", "5z", "--ruleset", "hong-kong", "--seat", "S",
                    "--flowers", "2f6f")
    assert {f["id"]: f["count"] for f in data["fans"]}["seat_flower"] == 2
    for name in ruleset_names():
        data = run_json(capsys, "score", "1112345678999m", "--win", "5m", "--ruleset", name)
        assert data["ruleset"] == name
        assert data["total"] == mjcore.score(hand, name).total


def test_score_ruleset_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"name": "house", "patterns": {"seven_pairs": 4}, "minimum": 5}))
    out = run(capsys, "score", "1122m3344p5566s7z", "--win", "7z", "--ruleset", str(path))
    assert row_of(out, "七对")[-3:] == ["4", "1", "4"]
    assert "below the minimum: house needs 5" in out


def test_score_refuses_a_non_winning_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert "not a winning hand" in fails(capsys, "score", "1112345678999m", "--win", "5p")


# --- shanten ---------------------------------------------------------------------------


@pytest.mark.parametrize("tiles", ["1112345678999m", "147m258p369s1234z", "19m19p19s123456z1m", "123m456p789s1234z"])
def test_shanten_json_matches_the_api(capsys: pytest.CaptureFixture[str], tiles: str) -> None:
    data = run_json(capsys, "shanten", tiles)
    assert data["shanten"] == mjcore.shanten(tiles)
    by_form = mjcore.shanten_by_form(tiles)
    assert data["forms"] == {f.name.lower(): by_form.get(f) for f in mjcore.Form}


def test_shanten_table(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "shanten", "1112345678m", "--meld", "pung 777z")
    hand = mjcore.Hand.parse("1112345678m", melds=["pung 777z"])
    assert out.splitlines()[0].endswith(f"shanten {mjcore.shanten(hand)} (ready)")
    assert row_of(out, "regular") == ["regular", "0", "ready"]
    assert row_of(out, "seven_pairs") == ["seven_pairs", "-", "impossible"]
    knitted = mjcore.shanten_by_form(hand)[mjcore.Form.KNITTED_STRAIGHT]
    assert row_of(out, "knitted_straight")[:2] == ["knitted_straight", str(knitted)]


def test_shanten_forms(capsys: pytest.CaptureFixture[str]) -> None:
    tiles = "1122m3344p5566s1z"  # ready for seven pairs, further from the rest
    only = [mjcore.Form.REGULAR, mjcore.Form.THIRTEEN_ORPHANS]
    data = run_json(capsys, "shanten", tiles, "--forms", "regular,thirteen-orphans")
    assert data["shanten"] == mjcore.shanten(tiles, forms=only) > mjcore.shanten(tiles) == 0
    assert list(data["forms"]) == ["regular", "thirteen_orphans"]
    out = run(capsys, "shanten", tiles, "--forms", "seven_pairs")
    assert "shanten 0 (ready)" in out and "regular" not in out
    regular = mjcore.shanten(tiles, forms=mjcore.Form.REGULAR)
    assert f"shanten {regular} ({regular} tiles from ready)" in run(capsys, "shanten", tiles, "--forms", "regular")


def test_shanten_bad_forms_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert "unknown form" in fails(capsys, "shanten", "1112345678999m", "--forms", "regular,pairs")


# --- waits -----------------------------------------------------------------------------


def test_waits(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "waits", "1112345678999m")
    assert out.splitlines()[0] == "waits on 123456789m (9 kinds)"
    assert row_of(out, "🀇") == ["🀇", "1m", "regular"]


@pytest.mark.parametrize(
    "argv", [["1112345678999m"], ["1122m3344p5566s7z"], ["1112345678m", "--meld", "pung 777z"], ["19m19p19s1234567z"]]
)
def test_waits_json_matches_the_api(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    data = run_json(capsys, "waits", *argv)
    melds = argv[2:3]
    expected = mjcore.waits_by_form(mjcore.Hand.parse(argv[0], melds=melds))
    assert data["waits"] == mjcore.render_tiles(list(expected))
    assert data["forms"] == {mjcore.render_tiles([t]): [f.name.lower() for f in forms] for t, forms in expected.items()}
    assert data["forms"]  # every hand here is ready


def test_waits_of_seven_pairs_name_the_form(capsys: pytest.CaptureFixture[str]) -> None:
    assert row_of(run(capsys, "waits", "1122m3344p5566s7z"), unicode("7z"))[1:] == ["7z", "seven_pairs"]


def test_waits_with_a_winning_tile_are_those_before_it(capsys: pytest.CaptureFixture[str]) -> None:
    with_win = run_json(capsys, "waits", "1112345678999m", "--win", "5m")
    assert with_win["waits"] == run_json(capsys, "waits", "1112345678999m")["waits"] == "123456789m"


def test_waits_notation_and_not_ready(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "waits", "1112345678999m", "--notation", "gb").splitlines()[0].startswith("waits on W1W2W3")
    assert run(capsys, "waits", "1357m2468p13579s").strip() == "not ready (no tile completes it)"


# --- discard ---------------------------------------------------------------------------


def test_discard_json_matches_the_api(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "discard", "11123456789999m", "--visible", "5m5m1p")
    visible = [0] * 34
    for tile in mjcore.parse_tiles("5m5m1p"):
        visible[tile] += 1
    expected = mjcore.discard_options("11123456789999m", visible)
    assert data["visible"] == "55m1p"
    assert [o["discard"] for o in data["options"]] == [mjcore.render_tiles([o.tile]) for o in expected]
    assert [o["shanten"] for o in data["options"]] == [o.shanten for o in expected]
    assert [o["unseen"] for o in data["options"]] == [o.useful_count for o in expected]
    assert data["options"][0]["useful"] == {mjcore.render_tiles([t]): n for t, n in expected[0].useful.items()}


def test_discard_visible_tiles_lower_the_unseen_count(capsys: pytest.CaptureFixture[str]) -> None:
    unseen = {o["discard"]: o["unseen"] for o in run_json(capsys, "discard", "11123456789999m")["options"]}
    seen = {
        o["discard"]: o["unseen"]
        for o in run_json(capsys, "discard", "11123456789999m", "--visible", "5m5m")["options"]
    }
    assert seen["9m"] == unseen["9m"] - 2  # 5m is useful after discarding 9m


def test_discard_table(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "discard", "11123456789999m")
    best = mjcore.discard_options("11123456789999m")[0]
    cells = row_of(out, mjcore.render_tiles([best.tile], "unicode"))
    assert cells == [
        mjcore.render_tiles([best.tile], "unicode"),
        mjcore.render_tiles([best.tile]),
        str(best.shanten),
        mjcore.render_tiles(list(best.useful), "unicode"),
        str(len(best.useful)),
        str(best.useful_count),
    ]


def test_discard_forms_and_melds(capsys: pytest.CaptureFixture[str]) -> None:
    hand = mjcore.Hand.parse("1112345678m5p", melds=["pung 777z"])
    data = run_json(capsys, "discard", "1112345678m5p", "--meld", "pung 777z", "--forms", "regular")
    expected = mjcore.discard_options(hand, forms=mjcore.Form.REGULAR)
    assert [(o["discard"], o["unseen"]) for o in data["options"]] == [
        (mjcore.render_tiles([o.tile]), o.useful_count) for o in expected
    ]


# --- rulesets --------------------------------------------------------------------------


def test_rulesets_list(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "rulesets")
    for name in ruleset_names():
        ruleset = mjcore.get_ruleset(name)
        cells = row_of(out, name)
        assert cells[-2:] == [str(ruleset.minimum), str(ruleset.limit) if ruleset.limit else "none"]
        assert ruleset.spec.description.split()[0] in cells
    data = run_json(capsys, "rulesets")
    assert [r["name"] for r in data] == list(ruleset_names())
    assert data[0]["minimum"] == mjcore.get_ruleset(data[0]["name"]).minimum


@pytest.mark.parametrize("name", ruleset_names())
def test_one_ruleset_json(capsys: pytest.CaptureFixture[str], name: str) -> None:
    data = run_json(capsys, "rulesets", name)
    ruleset = mjcore.get_ruleset(name)
    assert (data["name"], data["minimum"], data["limit"]) == (name, ruleset.minimum, ruleset.limit)
    assert [(p["id"], p["zh"], p["en"], p["points"]) for p in data["patterns"]] == [
        (p.id, p.zh, p.en, p.points) for p in ruleset.fans
    ]
    assert [p["excludes"] for p in data["patterns"]] == [list(ruleset.spec.excludes(p)) for p in ruleset.fans]


def test_one_ruleset_table(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "rulesets", "mcr")
    assert out.splitlines()[0].startswith("mcr: Chinese Official")
    cells = row_of(out, "nine_gates")
    assert cells[1:5] == ["九莲宝灯", "Nine", "Gates", "88"]
    assert " ".join(cells[5:]) == ", ".join(
        mjcore.get_ruleset("mcr").spec.excludes(mjcore.get_ruleset("mcr").spec.pattern("nine_gates"))
    )


def test_ruleset_from_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"name": "house", "patterns": {"seven_pairs": 4, "all_pungs": 6}}))
    data = run_json(capsys, "rulesets", str(path))
    assert data["name"] == "house"
    assert {p["id"]: p["points"] for p in data["patterns"]} == {"seven_pairs": 4, "all_pungs": 6}


# --- bench -----------------------------------------------------------------------------


def test_bench_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "bench", "--seconds", "0.2")
    rates = data["hands_per_second"]
    assert set(rates) == {"score", "shanten", "batch_score", "batch_shanten"}
    # Rates, not speeds: timing never goes into a test.
    assert all(isinstance(r, float) and math.isfinite(r) and r > 0 for r in rates.values())


def test_bench_table(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "bench", "--seconds", "0.2")
    rate = row_of(out, "score")[-1]
    assert float(rate.replace(",", "")) > 1000
    assert row_of(out, "batch")[-1].replace(",", "").isdigit()
    assert "NumPy is not installed" not in out


def test_bench_without_numpy(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "mjcore.batch", None)
    monkeypatch.delattr(mjcore, "batch", raising=False)
    out = run(capsys, "bench", "--seconds", "0.1")
    assert "NumPy is not installed: batch measurements skipped" in out
    assert "batch" not in out.split("NumPy")[0].lower()
    data = run_json(capsys, "bench", "--seconds", "0.1")
    assert data["hands_per_second"]["batch_score"] is None and data["hands_per_second"]["score"] > 0


@pytest.mark.parametrize("seconds", ["0", "-1", "soon"])
def test_bench_bad_budget_is_a_usage_error(capsys: pytest.CaptureFixture[str], seconds: str) -> None:
    assert "argument --seconds:" in fails(capsys, "bench", "--seconds", seconds)


# --- errors ----------------------------------------------------------------------------


def test_error_is_one_line_with_status_2() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mjcore", "decompose", "11111m"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "mjcore: error: tile 1m appears 5 times across hand, melds and winning tile (at most 4)"
    ]
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["score", "1112345678999x", "--win", "5m"], "1112345678999x"),
        (["score", "1112345678999m", "--win", "5m", "--meld", "pung 77z"], "pung 77z"),
        (["score", "1112345678999m", "--win", "5m", "--ruleset", "riichi"], "unknown ruleset 'riichi'"),
        (["rulesets", "riichi"], "unknown ruleset 'riichi'"),
        (["shanten", "1112345678m"], "must hold 13 or 14 tiles"),
        (["waits", "11123456789999m5p"], "tiles"),
        (["discard", "11123456789999m", "--visible", "1m1m"], "1m"),
        (["discard", "11123456789999m", "--visible", "zz"], "zz"),
    ],
)
def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    assert message in fails(capsys, *argv)


def test_missing_ruleset_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere.toml")
    assert "nowhere.toml" in fails(capsys, "score", "1112345678999m", "--win", "5m", "--ruleset", missing)
    assert "nowhere.toml" in fails(capsys, "rulesets", missing)


def test_key_error_shows_its_message(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(_: str) -> Any:
        raise KeyError("no such thing")

    monkeypatch.setattr("mjcore.cli.rulesets.ruleset_from", missing)
    assert fails(capsys, "rulesets", "x") == "mjcore: error: no such thing"


@pytest.mark.parametrize("argv", [["score", "1112345678999m"], ["frobnicate"], [], ["score", "1m", "--seat", "X"]])
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    # One line pointing at --help, not argparse's usage block (more in test_cli_errors.py).
    assert "(see `mjcore" in fails(capsys, *argv)


# --- plain and rich output ---------------------------------------------------------------


def test_plain_output_does_not_need_rich(capsys: pytest.CaptureFixture[str], without_rich: None) -> None:
    out = run(capsys, "score", "1112345678999m", "--win", "5m", "--plain")
    assert row_of(out, "九莲宝灯")[-1] == "88" and "┃" not in out
    assert "total 91 (91 + 0 flowers)" in out


def test_auto_falls_back_to_plain_without_rich(monkeypatch: pytest.MonkeyPatch, without_rich: None) -> None:
    monkeypatch.setattr(sys, "stdout", _Terminal())
    assert isinstance(choose_output("auto"), PlainOutput)


def test_forcing_rich_without_it_is_an_error(capsys: pytest.CaptureFixture[str], without_rich: None) -> None:
    assert "pip install 'mjcore[rich]'" in fails(capsys, "rulesets", "--rich")


def test_plain_table_aligns_wide_characters(capsys: pytest.CaptureFixture[str]) -> None:
    PlainOutput().table(Table([Column("zh"), Column("n", numeric=True)], [["九莲宝灯", 88], ["花牌", 1]]))
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["  zh         n", "  --------  --", "  九莲宝灯  88", "  花牌       1"]


def test_plain_table_aligns_tiles_chinese_names_and_combining_marks(capsys: pytest.CaptureFixture[str]) -> None:
    # Terminal widths: 🀄 (red dragon) takes two columns, the other tile characters one; a combining
    # accent (a name in a user's ruleset file) takes none, so "Café" spelt e + U+0301 is 4 wide.
    rows = [["🀄 7z", "大三元", 88], ["🀀 1z", "门风刻", 2], ["🀇🀈🀉", "Cafe\u0301", 1]]
    PlainOutput().table(Table([Column("Tile"), Column("番种"), Column("Points", numeric=True)], rows))
    assert capsys.readouterr().out.splitlines() == [
        "  Tile   番种    Points",
        "  -----  ------  ------",
        "  🀄 7z  大三元      88",
        "  🀀 1z   门风刻       2",
        "  🀇🀈🀉    Cafe\u0301         1",
    ]


def test_import_mjcore_does_not_load_the_command_line() -> None:
    # The display-width library is the command line's alone: scoring never imports it.
    program = (
        "import sys, mjcore; mjcore.score(mjcore.Hand.parse('1112345678999m', win='5m'));"
        "print(sorted(m for m in sys.modules if m.startswith(('wcwidth', 'mjcore.cli', 'rich'))))"
    )
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_auto_is_plain_off_a_terminal_and_with_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(choose_output("auto"), PlainOutput)  # captured stdout is not a terminal
    monkeypatch.setattr(sys, "stdout", _Terminal())
    monkeypatch.setenv("NO_COLOR", "1")
    assert isinstance(choose_output("auto"), PlainOutput)
    assert isinstance(choose_output("plain"), PlainOutput)


def test_auto_is_rich_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("rich")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setattr(sys, "stdout", _Terminal())
    assert isinstance(choose_output("auto"), RichOutput)


def test_rich_tables(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("rich")
    out = run(capsys, "score", "1112345678999m", "--win", "5m", "--rich")
    table_row = next(line for line in out.splitlines() if "九莲宝灯" in line)
    assert [cell.strip() for cell in table_row.strip("│ ").split("│")] == ["九莲宝灯", "Nine Gates", "88", "1", "88"]
    assert "total 91 (91 + 0 flowers)" in out
    assert "🀋[🀋]" in out


def test_rich_output_to_a_string() -> None:
    console_module = pytest.importorskip("rich.console")
    buffer = io.StringIO()
    out = RichOutput(console_module.Console(file=buffer, width=60, color_system=None))
    out.table(Table([Column("Form"), Column("Shanten", numeric=True)], [["regular", 2]], title="forms"))
    out.line("done", "good")
    text = buffer.getvalue()
    assert text.splitlines()[0].strip() == "forms"
    assert "│ regular │       2 │" in text
    assert text.splitlines()[-1] == "done"


def test_json_is_not_drawn_with_rich(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("rich")
    data = run_json(capsys, "shanten", "1112345678999m", "--rich")
    assert data["shanten"] == 0


# --- entry points ----------------------------------------------------------------------


def test_python_dash_m_runs_readmes_main_command() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mjcore", "score", "1112345678999m", "--win", "5m"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "total 91 (91 + 0 flowers)" in result.stdout
    assert "九莲宝灯" in result.stdout


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for command in ("score", "decompose", "shanten", "waits", "discard", "rulesets", "bench"):
        assert command in out


def test_a_reader_that_goes_away_is_not_an_error() -> None:
    # `mjcore rulesets | head -1`: the pipe closes before mjcore writes (here: at once).
    child = subprocess.Popen(
        [sys.executable, "-m", "mjcore", "rulesets", "mcr", "--plain"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()
    assert child.wait(timeout=60) == 0
    with child.stderr:
        assert child.stderr.read() == b""


def test_waits_counts_kinds_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert "(1 kind)" in run(capsys, "waits", "123m456p789s1112z")
    assert "(9 kinds)" in run(capsys, "waits", "1112345678999m")


@pytest.mark.parametrize(
    "argv",
    [["shanten", "123m456p789s1122z"], ["discard", "1234m456p789s1122z"], ["waits", "1112345678999m"],
     ["score", "1112345678999m", "--win", "5m"], ["rulesets"]],
)
def test_every_plain_table_column_has_a_header(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    lines = run(capsys, *argv, "--plain").splitlines()
    rules = [n for n, line in enumerate(lines) if line.strip() and set(line.strip()) <= {"-", " "}]
    assert rules, lines
    for n in rules:
        header, rule = lines[n - 1], lines[n]
        starts = [k for k in range(len(rule)) if rule[k] == "-" and (k == 0 or rule[k - 1] == " ")]
        for k in starts:  # each column's heading begins where its rule does
            assert k < len(header) and header[k] != " ", (header, rule)
