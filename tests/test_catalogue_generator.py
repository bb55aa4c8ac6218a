"""The core's pattern table is generated from the Python catalogue (cpp/tools/generate_catalogue.py):
what it writes lists the catalogue in order with its families and traits, the built core agrees,
and a malformed catalogue stops the build with a message."""

from __future__ import annotations

import importlib.util
import re
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

import mjcore
from mjcore.rulesets import catalogue

ROOT = Path(__file__).resolve().parents[1]
ROW = re.compile(r'MJCORE_PATTERN\((\w+), "(\w+)", (\w+), ([\w |]+)\)')


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate_catalogue", ROOT / "cpp/tools/generate_catalogue.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_generated_rows_are_the_catalogue_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gen = generator()
    out = tmp_path / "pattern_rows.inc"
    saved = dict(sys.modules)
    monkeypatch.setattr(sys, "argv", ["generate_catalogue.py", str(ROOT / "python/mjcore/rulesets"), str(out)])
    try:
        gen.main()
    finally:  # the generator's own package of the rulesets folder goes again
        for name in set(sys.modules) - set(saved):
            del sys.modules[name]
    rows = ROW.findall(out.read_text(encoding="utf-8"))
    assert [r[1] for r in rows] == list(catalogue.PATTERN_IDS) == mjcore.pattern_ids()
    for (name, pid, family, traits), entry in zip(rows, catalogue.CATALOGUE):
        assert name.lower() == pid.replace("_", "")
        assert family.lower() == entry.family
        assert {t for t in traits.split(" | ") if t != "0"} == {gen.TRAIT_BITS[t] for t in entry.traits}
    before = out.stat().st_mtime_ns
    gen.main()  # unchanged: not rewritten, so nothing recompiles
    assert out.stat().st_mtime_ns == before


def test_the_traits_the_scorer_reads_are_the_documented_ones() -> None:
    assert set(generator().TRAIT_BITS) == set(catalogue.TRAITS)
    assert {e.id for e in catalogue.CATALOGUE if "unique_wait" in e.traits} == {"edge_wait", "closed_wait", "single_wait"}
    assert catalogue.FLOWER_IDS == {"seat_flower", "flower_set", "no_flowers"}
    assert catalogue.NOT_DETECTED == {"chicken_hand", "flower_tiles"}


def _broken(change: str) -> SimpleNamespace:
    entries = list(catalogue.CATALOGUE)
    if change == "repeated id":
        entries.append(entries[0])
    elif change == "malformed id":
        entries[3] = replace(entries[3], id="Nine Gates")
    elif change == "unknown family":
        entries[3] = replace(entries[3], family="riichi")
    elif change == "unknown trait":
        entries[3] = replace(entries[3], traits=frozenset({"glows"}))
    elif change == "two fallbacks":
        entries[3] = replace(entries[3], traits=frozenset({"fallback"}))
    return SimpleNamespace(CATALOGUE=tuple(entries), TRAITS=catalogue.TRAITS)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("repeated id", "malformed or repeated"),
        ("malformed id", "malformed or repeated"),
        ("unknown family", "unknown family 'riichi'"),
        ("unknown trait", "unknown traits ['glows']"),
        ("two fallbacks", "exactly one pattern must have the trait 'fallback'"),
    ],
)
def test_a_malformed_catalogue_stops_the_build(change: str, message: str) -> None:
    with pytest.raises(SystemExit, match=re.escape(message)):
        generator().rows(_broken(change))
