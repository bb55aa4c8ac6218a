"""Every docstring example in the package runs."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["mjcore", "mjcore.tiles", "mjcore.corpus", "mjcore.batch", "mjcore.explain"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
