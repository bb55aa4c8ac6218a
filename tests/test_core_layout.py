"""The compiled module's layout: its top level is the API that `mjcore` re-exports, and the rest
sits in one submodule per concept, each importable by name."""

from __future__ import annotations

import importlib

import mjcore
from mjcore import _core

SUBMODULES = ("batch", "compat", "diagnostics", "game", "rules", "tiles")


def test_the_top_level_is_what_mjcore_reexports_and_the_submodules() -> None:
    top = {name for name in dir(_core) if not name.startswith("_")}
    assert top - set(SUBMODULES) <= set(mjcore.__all__)
    assert set(SUBMODULES) <= top
    assert not any(name.startswith("batch_") for name in top)


def test_each_submodule_imports_by_name_and_is_the_attribute() -> None:
    for name in SUBMODULES:
        assert importlib.import_module(f"mjcore._core.{name}") is getattr(_core, name)
    assert _core.compat.MahjongGBError is mjcore.MahjongGBError
    assert mjcore.MahjongGBError.__module__ == "mjcore._core.compat"
