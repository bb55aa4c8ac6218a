"""How deep a test run goes.

The default run (``python -m pytest``) checks every unit and property with small seeded
corpora, in about a minute. The thorough run (``python -m pytest --thorough``, or
``MJCORE_THOROUGH=1``; CI runs it) gives every corpus its full size: the runs that back the
correctness figures in the docs.
"""

from __future__ import annotations

import ast
import os
from collections.abc import Iterator
from pathlib import Path

THOROUGH = os.environ.get("MJCORE_THOROUGH") == "1"


def sized(thorough: int, default: int) -> int:
    """A corpus size: ``thorough`` in the thorough run, ``default`` otherwise."""
    return thorough if THOROUGH else default


def reads_the_depth(module_file: Path, _seen: set[Path] | None = None) -> bool:
    """Whether a test module's behaviour can change with the depth: its source, or that of a
    helper it imports from the tests folder (transitively), names ``depth`` or ``THOROUGH``.
    The rest run identically at both depths, so a thorough run that follows the default run
    may leave them out (``--thorough --sized-only``)."""
    seen = set() if _seen is None else _seen
    if module_file in seen or not module_file.is_file():
        return False
    seen.add(module_file)
    source = module_file.read_text(encoding="utf-8")
    if "depth" in source or "THOROUGH" in source:
        return True
    return any(reads_the_depth(helper, seen) for helper in _local_imports(source, module_file.parent))


def _local_imports(source: str, folder: Path) -> Iterator[Path]:
    """Files in the tests folder (or its packages) that `source` imports: absolute names from
    the tests folder, relative ones (``from . import x`` in a helper package) from `folder`."""
    root = Path(__file__).parent
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found = [(root, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level:
            found = [(folder, node.module)] if node.module else [(folder, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found = [(root, node.module)]
        else:
            continue
        for start, name in found:
            base = start.joinpath(*name.split("."))
            yield from (p for p in (base.with_suffix(".py"), base / "__init__.py") if p.is_file())
