"""The built-in rulesets by name: each name's definition (docs/rulesets/). `mjcore.get_ruleset`
validates them on first use; the build compiles them into the core, which therefore scores
them by name without calling Python (cpp/tools/generate_tables.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Final


def _mcr(name: str, **options: bool) -> dict[str, Any]:
    from . import mcr

    return mcr.definition(name=name, **options)


def _preset(module: str, preset: str, name: str) -> dict[str, Any]:
    from importlib import import_module

    definition: dict[str, Any] = import_module(f"{__package__}.{module}").definition(preset, name=name)
    return definition


DEFINITIONS: Final[Mapping[str, Callable[[], dict[str, Any]]]] = MappingProxyType(
    {
        "mcr": lambda: _mcr("mcr"),
        "mcr-illustrated": lambda: _mcr("mcr-illustrated", non_gb_patterns=True, guide_exclusions=True),
        "mcr-pymahjonggb": lambda: _mcr("mcr-pymahjonggb", concealed_and_melded_kong=True, exhausted_tiles_are_waits=True),
        "zung-jung": lambda: _preset("zung_jung", "zj_source", "zung-jung"),
        "zung-jung-v3.3": lambda: _preset("zung_jung", "zj_official_v33", "zung-jung-v3.3"),
        "sichuan": lambda: _preset("sichuan", "sc_tencent", "sichuan"),
        "sichuan-sbr": lambda: _preset("sichuan", "sc_sbr", "sichuan-sbr"),
        "hong-kong": lambda: _preset("hong_kong", "hk_old_style", "hong-kong"),
        "cantonese": lambda: _preset("cantonese", "gd_jipinghu", "cantonese"),
        "baoding": lambda: _preset("baoding", "bd_man", "baoding"),
    }
)
"""{name: the function giving its definition}, in no particular order."""
