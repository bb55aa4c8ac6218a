"""The suite runs against the installed package (a wheel), not the source
tree: a file missing from the wheel must fail here."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import mjcore

PACKAGE = Path(mjcore.__file__).parent
SOURCE = Path(__file__).resolve().parent.parent / "python" / "mjcore"


@pytest.mark.skipif(os.environ.get("CI") != "true", reason="developers test an editable install")
def test_tests_import_the_installed_package() -> None:
    assert PACKAGE.resolve() != SOURCE.resolve()
    assert "site-packages" in PACKAGE.parts or "dist-packages" in PACKAGE.parts


def test_the_package_ships_its_stubs_data_and_extension() -> None:
    shipped = {p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*") if "__pycache__" not in p.parts}
    sources = {p.relative_to(SOURCE).as_posix() for p in SOURCE.rglob("*.py*") if "__pycache__" not in p.parts}
    stubs = {f"_core/{m}.pyi" for m in ("__init__", "batch", "compat", "diagnostics", "rules", "tiles")}
    # examples/house.toml: README's and docs/custom_rulesets.md's Ruleset.load example reads it.
    assert {"py.typed", "examples/house.toml", *stubs} <= shipped
    assert Path(mjcore._core.__file__).name.startswith("_core.")
    assert sources <= shipped, sorted(sources - shipped)


def test_the_version_has_one_source_and_the_license_ships() -> None:
    from importlib import metadata

    assert metadata.version("mjcore") == mjcore.__version__
    shipped = {Path(str(f)).name for f in metadata.files("mjcore") or ()}
    assert "LICENSE" in shipped
