"""Every public function and class has a docstring with an example, and every example runs.

"Public" here means: every name in a public module's ``__all__`` (or, for a module without
one, every name not starting with ``_`` that the module itself defines) that is a function or
a class; and for each such class, every attribute of its own (not inherited) whose name does
not start with ``_`` and which is a function: methods, static methods and class methods.
Properties, data fields, enum members, dunder methods and inherited methods (a NamedTuple's
``count``) need no example: they are values, protocol or described by their class. A name
exported by several modules is checked once, under its first module below.

Each docstring's examples run on their own, with ``mjcore`` and the defining module's
namespace as globals (what ``doctest.testmod`` of that module would give them; the exporting
module's for objects of the compiled core); ``test_module_examples``
runs each module's docstring and those of everything the module defines.
"""

from __future__ import annotations

import doctest
import importlib
import inspect
import sys
from collections.abc import Iterator

import pytest

import mjcore

MODULES = [
    "mjcore",
    "mjcore.batch",
    "mjcore.tiles",
    "mjcore.ruleset",
    "mjcore.rulesets",
    "mjcore.settlement",
    "mjcore.compat.mahjonggb",
    "mjcore.corpus",
    "mjcore.explain",
    "mjcore.columnar",
    "mjcore.dask",
    "mjcore.game",
    "mjcore.game_gym",
    "mjcore.game_pettingzoo",
]
# Documented with examples, but not public API of their own.
INTERNAL_MODULES = [
    "mjcore.rulesets.spec",
    "mjcore.settlement.per_win",
    "mjcore.settlement.win_schemes",
    "mjcore.settlement.bare_value",
    "mjcore.settlement.false_win",
    "mjcore.settlement.round",
    "mjcore.settlement.liability",
    "mjcore.settlement.currency",
    "mjcore.settlement.seats",
]


def _public_names(module: object) -> list[str]:
    names = getattr(module, "__all__", None)
    if names is not None:
        return list(names)
    own = module.__name__
    return [n for n, v in vars(module).items() if not n.startswith("_") and getattr(v, "__module__", None) == own]


def _public_api() -> Iterator[tuple[str, object, dict[str, object]]]:
    """(qualified name, object, globals for its examples) for every public function,
    class and class method, each object once."""
    seen: set[int] = set()
    for name in MODULES:
        module = importlib.import_module(name)
        for attr in _public_names(module):
            obj = getattr(module, attr)
            if not (inspect.isclass(obj) or inspect.isroutine(obj)) or id(obj) in seen:
                continue
            seen.add(id(obj))
            home = sys.modules.get(getattr(obj, "__module__", None) or "", module)
            globs = {"mjcore": mjcore, **vars(home if not home.__name__.startswith("mjcore._core") else module)}
            yield f"{name}.{attr}", obj, globs
            if inspect.isclass(obj):
                for method in vars(obj):
                    member = getattr(obj, method)
                    if not method.startswith("_") and inspect.isroutine(member):
                        yield f"{name}.{attr}.{method}", member, globs


PUBLIC = {qualified: (obj, globs) for qualified, obj, globs in _public_api()}


def test_the_walk_finds_the_api() -> None:
    # The walk itself could silently find nothing; these must be in it.
    for expected in ("mjcore.score", "mjcore.Hand.parse", "mjcore.UsefulTiles.get", "mjcore.Ruleset.load",
                     "mjcore.batch.encode", "mjcore.compat.mahjonggb.MahjongFanCalculator", "mjcore.corpus.to_hand"):
        assert expected in PUBLIC


@pytest.mark.parametrize("qualified", PUBLIC)
def test_has_an_example(qualified: str) -> None:
    doc = inspect.getdoc(PUBLIC[qualified][0]) or ""
    assert ">>>" in doc, f"{qualified} has no example in its docstring"


@pytest.mark.parametrize("qualified", PUBLIC)
def test_examples_pass(qualified: str) -> None:
    obj, globs = PUBLIC[qualified]
    test = doctest.DocTestParser().get_doctest(inspect.getdoc(obj) or "", dict(globs), qualified, None, 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0, f"an example of {qualified} failed (output above)"


@pytest.mark.parametrize("name", [*MODULES, *INTERNAL_MODULES])
def test_module_examples(name: str) -> None:
    # testmod: the module's docstring and those of everything it defines, public or not.
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
