"""How deep a test run goes.

The default run (``python -m pytest``) checks every unit and property with small seeded
corpora, in about a minute. The thorough run (``python -m pytest --thorough``, or
``MJCORE_THOROUGH=1``; CI runs it) gives every corpus its full size: the runs that back the
correctness figures in the docs.
"""

from __future__ import annotations

import os

THOROUGH = os.environ.get("MJCORE_THOROUGH") == "1"


def sized(thorough: int, default: int) -> int:
    """A corpus size: ``thorough`` in the thorough run, ``default`` otherwise."""
    return thorough if THOROUGH else default
