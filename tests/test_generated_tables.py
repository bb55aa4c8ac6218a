"""The core's tables are generated from the Python data (cpp/tools/generate_tables.py): the
pattern rows list the catalogue in order with its families and traits, the built core agrees,
a malformed catalogue stops the build with a message; and the built-in rulesets the build
compiled equal what the same definitions compile to at run time."""

from __future__ import annotations

import importlib.util
import random
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

import mjcore
import mjcore.corpus
import mjcore.ruleset
import mjcore.rulesets.spec
from mjcore import _core
from mjcore.rulesets import catalogue, core_table
from mjcore.rulesets.builtin import DEFINITIONS

ROOT = Path(__file__).resolve().parents[1]
ROW = re.compile(r'MJCORE_PATTERN\((\w+), "(\w+)", (\w+), ([\w |]+)\)')


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate_tables", ROOT / "cpp/tools/generate_tables.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def generate(out: Path) -> None:
    # A process of its own: the generator loads python/mjcore as a bare package.
    subprocess.run([sys.executable, str(ROOT / "cpp/tools/generate_tables.py"), str(ROOT / "python/mjcore"), str(out)],
                   check=True)


def test_the_generated_rows_are_the_catalogue_in_order(tmp_path: Path) -> None:
    gen = generator()
    generate(tmp_path)
    out = tmp_path / "mjcore" / "pattern_rows.inc"
    rows = ROW.findall(out.read_text(encoding="utf-8"))
    assert [r[1] for r in rows] == list(catalogue.PATTERN_IDS) == mjcore.pattern_ids()
    for (name, pid, family, traits), entry in zip(rows, catalogue.CATALOGUE):
        assert name.lower() == pid.replace("_", "")
        assert family.lower() == entry.family
        assert {t for t in traits.split(" | ") if t != "0"} == {gen.TRAIT_BITS[t] for t in entry.traits}
    before = out.stat().st_mtime_ns
    generate(tmp_path)  # unchanged: not rewritten, so nothing recompiles
    assert out.stat().st_mtime_ns == before
    rulesets = (tmp_path / "mjcore" / "builtin_rulesets.inc").read_text(encoding="utf-8")
    assert re.findall(r'^\{"([^"]+)",$', rulesets, re.MULTILINE) == sorted(mjcore.rulesets.names())


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


def _readable(table: mjcore.RuleTable) -> dict[str, Any]:
    return {key: getattr(table, key) for key in ("name", "minimum", "limit", "limit_alone", "points", "names", "floors", "conversion")}


@pytest.mark.parametrize("name", sorted(DEFINITIONS))
def test_a_builtin_ruleset_compiled_by_the_build_equals_its_run_time_compilation(name: str) -> None:
    built = _core.rules.builtin_rule_table(name)
    spec = mjcore.rulesets.spec.parse(DEFINITIONS[name]())
    at_run_time = _core.rules.compile_rule_table(core_table.core_definition(spec))
    assert built is mjcore.get_ruleset(name).table  # get_ruleset takes the build's table
    assert _readable(built) == _readable(at_run_time)
    # The exclusions, bounds and floors are not readable: every pair of scoring patterns goes
    # through both tables' resolve() (each pattern once, then each with every other).
    ids = list(built.points)
    for p in ids:
        assert built.resolve([(p, 1), (p, 2), (p, 4)]) == at_run_time.resolve([(p, 1), (p, 2), (p, 4)])
        for q in ids:
            occurrences = [(p, 1), (q, 2), (q, 1)]
            assert built.resolve(occurrences) == at_run_time.resolve(occurrences), (p, q)
    hands = [h for h in (mjcore.corpus.to_hand(mjcore.corpus.random_complete_hand(random.Random(i))) for i in range(300))]
    for hand in hands:
        assert _total(hand, built) == _total(hand, at_run_time)


def _total(hand: mjcore.Hand, table: mjcore.RuleTable) -> int | str:
    try:
        return mjcore.score(hand, table).total
    except ValueError as e:
        return str(e)


def test_the_core_scores_builtin_rulesets_by_name_and_names_the_known_ones() -> None:
    hand = mjcore.Hand.parse("1112345678999m", win="5m")
    assert mjcore.score(hand, "zung-jung").rule_table is mjcore.get_ruleset("zung-jung").table
    with pytest.raises(ValueError, match=r"unknown ruleset 'riichi' \(known: baoding, cantonese, hong-kong, mcr"):
        mjcore.score(hand, "riichi")
    with pytest.raises(ValueError, match="unknown ruleset 'riichi'"):
        _core.rules.builtin_rule_table("riichi")
