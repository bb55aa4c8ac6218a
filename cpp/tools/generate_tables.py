"""Writes the core's tables from the Python data, their one source.

    python generate_tables.py PACKAGE_DIR OUTPUT_DIR

PACKAGE_DIR is python/mjcore. Two files go to OUTPUT_DIR/mjcore:

* pattern_rows.inc, from the catalogue (rulesets/catalogue.py): one X-macro row per pattern in
  catalogue order, MJCORE_PATTERN(EnumName, "id", Family, traits), which mjcore/patterns.hpp
  expands into the enum, the ids, the families and the traits;
* builtin_rulesets.inc, from the built-in rulesets (rulesets/builtin.py), validated by
  rulesets/spec.py and reduced by rulesets/core_table.py: one RuleDefinition per ruleset,
  which cpp/src/builtin_rulesets.cpp compiles, so that the core scores them by name.

Run by CMake at configure time (and again whenever that data changes); inconsistent data fails
the build here. Needs only the standard library: the package's pure-Python modules are loaded
as a package of their own, so neither mjcore/__init__.py nor the extension is ever imported.
"""

from __future__ import annotations

import importlib
import re
import sys
import types
from pathlib import Path
from typing import Any

FAMILIES = {"mcr": "Mcr", "general": "General"}
TRAIT_BITS = {  # the C++ names of catalogue.TRAITS, one bit each
    "unique_wait": "kUniqueWait",
    "bonus_tile": "kBonusTile",
    "flower_identity": "kFlowerIdentity",
    "fallback": "kFallback",
    "per_flower": "kPerFlower",
}
ONE_OF = ("fallback", "per_flower")  # the scorer adds these itself: exactly one pattern each
ID_SHAPE = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


def load_package(package_dir: Path) -> None:
    # mjcore as a bare package over its folder: its modules import as usual, but
    # mjcore/__init__.py (which loads the extension) never runs. Only for this process.
    package = types.ModuleType("mjcore")
    package.__path__ = [str(package_dir)]
    sys.modules["mjcore"] = package


def enum_name(snake: str) -> str:
    """The C++ enumerator of a pattern id or hand form ("big_four_winds" -> BigFourWinds)."""
    return "".join(word[:1].upper() + word[1:] for word in snake.split("_"))


def cpp_string(text: str) -> str:
    """A C++ string literal of `text` (UTF-8 source; quotes, backslashes and controls escaped)."""
    out = "".join(f"\\{ord(c):03o}" if ord(c) < 0x20 or c in '"\\' else c for c in text)
    return f'"{out}"'


def pattern_list(ids: list[str]) -> str:
    return "{" + ", ".join(f"Pattern::{enum_name(i)}" for i in ids) + "}"


def ruleset_block(d: dict[str, Any]) -> list[str]:
    """One built-in ruleset as a RulesetRow (cpp/src/builtin_rulesets.cpp): constant data,
    which compiles in a second where the same RuleDefinitions built in code took 20-30 s."""
    lines = [f"{{{cpp_string(d['name'])},", " {"]
    for p in d["patterns"]:
        lines.append(
            f"  {{Pattern::{enum_name(p['id'])}, {cpp_string(p['zh'])}, {cpp_string(p['en'])}, {p['points']}, "
            f"{p['floor']}, {pattern_list(p['excludes'])}, {pattern_list(p['excludes_inner'])}, "
            f"{p['inner_limit']}, {p['max_count']}}},"
        )
    conversion = d["conversion"]
    tiles = d["tiles"]
    flag = {True: "true", False: "false"}
    lines += [
        " },",
        f" {d['flower_points']}, {d['own_flower_points']}, {d['minimum']}, {flag[d['exhausted_tiles_are_waits']]}, "
        f"{d['limit']}, {flag[d['limit_alone']]},",
        " {" + ", ".join(f"Form::{enum_name(f)}" for f in d["forms"]) + "},",
        f" Conversion::Kind::{enum_name(conversion['kind'])}, {conversion['base']}, "
        "{" + ", ".join(str(v) for v in conversion["table"]) + "},",
        f" TileRules{{{flag[tiles['honors']]}, {flag[tiles['flowers']]}, {tiles['max_suits']}, "
        f"{flag[tiles['claimed_chows']]}}}}},",
    ]
    return lines


def builtin_rows() -> list[str]:
    builtin = importlib.import_module("mjcore.rulesets.builtin")
    spec = importlib.import_module("mjcore.rulesets.spec")
    core_table = importlib.import_module("mjcore.rulesets.core_table")
    out = []
    for name in sorted(builtin.DEFINITIONS):
        definition = core_table.core_definition(spec.parse(builtin.DEFINITIONS[name]()))
        if definition["name"] != name:
            raise SystemExit(f"the built-in ruleset {name!r} calls itself {definition['name']!r}")
        out += ruleset_block(definition)
    return out


def rows(catalogue: types.ModuleType) -> list[str]:
    if set(catalogue.TRAITS) != set(TRAIT_BITS):
        raise SystemExit(f"catalogue.TRAITS {sorted(catalogue.TRAITS)} is not {sorted(TRAIT_BITS)}: update this generator")
    seen: set[str] = set()
    out = []
    for entry in catalogue.CATALOGUE:
        if not ID_SHAPE.fullmatch(entry.id) or entry.id in seen:
            raise SystemExit(f"pattern id {entry.id!r} is malformed or repeated")
        if entry.family not in FAMILIES:
            raise SystemExit(f"pattern {entry.id}: unknown family {entry.family!r}")
        if not entry.traits <= set(TRAIT_BITS):
            raise SystemExit(f"pattern {entry.id}: unknown traits {sorted(entry.traits - set(TRAIT_BITS))}")
        seen.add(entry.id)
        traits = " | ".join(TRAIT_BITS[t] for t in sorted(entry.traits)) or "0"
        out.append(f'MJCORE_PATTERN({enum_name(entry.id)}, "{entry.id}", {FAMILIES[entry.family]}, {traits})')
    for trait in ONE_OF:
        holders = [e.id for e in catalogue.CATALOGUE if trait in e.traits]
        if len(holders) != 1:
            raise SystemExit(f"exactly one pattern must have the trait {trait!r}, not {holders}")
    if len(out) >= 255:
        raise SystemExit("the core numbers patterns in one byte: at most 254")
    return out


def write(output: Path, source: str, rows: list[str]) -> None:
    text = "\n".join(
        [
            f"// Generated from {source} by cpp/tools/generate_tables.py.",
            "// Do not edit: change the Python data, and the build regenerates this.",
            *rows,
            "",
        ]
    )
    if not output.exists() or output.read_text(encoding="utf-8") != text:  # unchanged: nothing recompiles
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")


def main() -> None:
    package_dir, output_dir = Path(sys.argv[1]), Path(sys.argv[2]) / "mjcore"
    load_package(package_dir)
    catalogue = importlib.import_module("mjcore.rulesets.catalogue")
    write(output_dir / "pattern_rows.inc", "python/mjcore/rulesets/catalogue.py", rows(catalogue))
    write(output_dir / "builtin_rulesets.inc", "python/mjcore/rulesets/builtin.py", builtin_rows())


if __name__ == "__main__":
    main()
