"""Writes the core's pattern table from the Python catalogue, its one source.

    python generate_catalogue.py RULESETS_DIR OUTPUT

RULESETS_DIR is python/mjcore/rulesets. OUTPUT gets one X-macro row per pattern, in catalogue
order: MJCORE_PATTERN(EnumName, "id", Family, traits), which mjcore/patterns.hpp expands into
the enum, the ids, the families and the traits. Run by CMake at configure time (and again
whenever the catalogue changes); an inconsistent catalogue fails the build here. Needs only the
standard library: the mjcore package itself (and its extension) is never imported.
"""

from __future__ import annotations

import importlib
import re
import sys
import types
from pathlib import Path

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


def load_catalogue(rulesets: Path) -> types.ModuleType:
    # A package of its own over the rulesets folder, so that mjcore/__init__.py never runs.
    package = types.ModuleType("_catalogue_source")
    package.__path__ = [str(rulesets)]
    sys.modules[package.__name__] = package
    return importlib.import_module(f"{package.__name__}.catalogue")


def enum_name(pattern_id: str) -> str:
    return "".join(word[:1].upper() + word[1:] for word in pattern_id.split("_"))


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


def main() -> None:
    rulesets, output = Path(sys.argv[1]), Path(sys.argv[2])
    text = "\n".join(
        [
            "// Generated from python/mjcore/rulesets/catalogue.py by cpp/tools/generate_catalogue.py.",
            "// Do not edit: change the catalogue, and the build regenerates this.",
            *rows(load_catalogue(rulesets)),
            "",
        ]
    )
    if not output.exists() or output.read_text(encoding="utf-8") != text:  # unchanged: nothing recompiles
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
