"""The extension runs the code paths it was built for: SSE2 and POPCNT on x86-64 by default,
the portable ones in a scalar build (cmake -DMJCORE_SCALAR=ON -DMJCORE_POPCNT=OFF), which CI
tests with MJCORE_EXPECT_SCALAR=1 so that the paths of CPUs without them are run too."""

from __future__ import annotations

import os
import platform

from mjcore import _core

SCALAR = os.environ.get("MJCORE_EXPECT_SCALAR") == "1"
X86_64 = platform.machine().lower() in ("x86_64", "amd64")


def test_the_build_runs_the_paths_it_was_asked_for() -> None:
    paths = _core.diagnostics.code_paths
    if SCALAR:
        assert paths == {"sse2": False, "popcnt": False}
    elif X86_64:
        assert paths["sse2"] is True
