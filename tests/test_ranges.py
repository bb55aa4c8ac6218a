"""Numbers and strings at and past their documented ranges (docs/custom_rulesets.md, issue 24):
the validator refuses what is past them with a ValueError naming the field, and at the maxima
every total fits the core's int32 - score(), batch.score and the reference alike."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import mjcore
from mcr_cases import counts, tile
from mjcore import batch
from mjcore.reference import ruleset_score
from mjcore.ruleset import Ruleset, baoding_ruleset
from mjcore.rulesets import spec

PAIRS = ("1122m3344p5566s7z", "7z")  # 七对, won on the single wait
BASE: dict[str, Any] = {"name": "r", "patterns": {"seven_pairs": 1}}
HUGE = 10**5000  # more digits than repr() will write


def totals(definition: dict[str, Any], hand: str, win: str, flowers: int = 0) -> tuple[int, int, int]:
    """(score(), batch.score, the reference) totals of one hand with no declared melds."""
    ruleset = Ruleset.from_definition(definition)
    core = mjcore.score(mjcore.Hand.from_counts(counts(hand), [], tile(win), flowers=flowers), ruleset)
    rows = batch.encode([core.hand])
    in_batch = batch.score(rows.counts, rows.melds, rows.win, flowers=rows.flowers, ruleset=ruleset)
    ref = ruleset_score.score(spec.parse(definition), counts(hand), (), tile(win), flowers=flowers)
    return core.total, int(in_batch.total[0]), ref.total


# ------------------------------------------------------------- strings the core cannot hold


@pytest.mark.parametrize(
    ("definition", "field"),
    [
        ({**BASE, "name": "x\udc80"}, "the name"),
        ({**BASE, "description": "\ud800"}, "description"),
        ({**BASE, "patterns": {"seven_pairs": {"points": 1, "zh": "七\udfff"}}}, "the zh name of 'seven_pairs'"),
        ({**BASE, "patterns": {"seven_pairs": {"points": 1, "en": "\udc00x"}}}, "the en name of 'seven_pairs'"),
        ({**BASE, "series": {"s\ud800": ["seven_pairs"]}}, "a series name"),
    ],
)
def test_lone_surrogates_are_refused_by_field(definition: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=f"{field} is not text: lone surrogate U\\+D[89A-F]"):
        Ruleset.from_definition(definition)


# ------------------------------------------------------------------------------------ files


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("deep.json", b'{"a":' * 100_000, "nested too deeply"),
        ("deep.toml", b"a = " + b"[" * 100_000, "nested too deeply"),
        ("deep-table.toml", b"a = " + b"{b = " * 100_000, "nested too deeply"),
        ("latin1.json", b'{"name": "caf\xe9", "patterns": {"seven_pairs": 1}}', "not UTF-8 text \\(byte 0xe9 at offset 13\\)"),
        ("latin1.toml", b'name = "caf\xe9"', "not UTF-8 text \\(byte 0xe9 at offset 11\\)"),
        ("long-int.json", b'{"name": "x", "patterns": {"seven_pairs": ' + b"9" * 5000 + b"}}", "not valid JSON"),
        ("broken.json", b'{"name": ', "not valid JSON"),
        ("broken.toml", b"name = ", "not valid TOML"),
    ],
)
def test_unreadable_files_are_refused_naming_the_file(tmp_path: Path, name: str, content: bytes, message: str) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(ValueError, match=message) as caught:
        Ruleset.load(path)
    assert str(caught.value).startswith(f"{path}: ")
    assert len(str(caught.value)) < 400


# ------------------------------------------------------------------ bounded error messages


LONG = "x" * 10_000_000


@pytest.mark.parametrize(
    "definition",
    [
        {**BASE, "name": LONG, "limit": -1},
        {**BASE, "patterns": {"seven_pairs": LONG}},
        {**BASE, "patterns": {LONG: 1}},
        {**BASE, LONG: 1},
        {**BASE, **{f"key{i}": 1 for i in range(100_000)}},
        {**BASE, "forms": [LONG]},
        {**BASE, "conversion": {"kind": LONG}},
        {**BASE, "payments": {"scheme": LONG}},
        {**BASE, "series": {LONG: [LONG]}},
        {**BASE, "patterns": {"seven_pairs": {"points": 1, "excludes": [LONG]}}},
        {**BASE, "patterns": [LONG] * 100_000},
        {**BASE, "minimum": HUGE},
    ],
    ids=["name", "points", "pattern-id", "key", "many-keys", "form", "conversion", "scheme", "series", "excludes", "list", "int"],
)
def test_messages_quote_a_bounded_excerpt(definition: dict[str, Any]) -> None:
    with pytest.raises(ValueError) as caught:
        Ruleset.from_definition(definition)
    assert len(str(caught.value)) < 600, str(caught.value)[:600]
