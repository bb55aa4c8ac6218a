"""Import time and memory of the installed package: median of 5 fresh
interpreters for ``import mjcore``, and the resident memory that the first
calls add (the lookup tables are baked into the library: only the pages a
call reads become resident)."""

from __future__ import annotations

import statistics
import subprocess
import sys

PROBE = """
import resource, time
t = time.perf_counter()
import mjcore
imported = time.perf_counter() - t
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
hand = mjcore.Hand.parse("1112345678999m", win="5m")
mjcore.shanten(hand)
mjcore.score(hand)
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
info = mjcore._core.diagnostics.suit_table_info()
print(imported, (after - before) / 1024, info["bytes"] / 2**20, info["shanten_table_bytes"] / 2**20)
"""


def main() -> None:
    runs = [subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True).stdout.split()
            for _ in range(5)]
    imported = statistics.median(float(r[0]) for r in runs)
    rss = statistics.median(float(r[1]) for r in runs)
    suit, shanten = float(runs[0][2]), float(runs[0][3])
    print(f"import mjcore: {imported * 1e3:.1f} ms (median of 5 fresh interpreters)")
    print(f"first shanten and score add {rss:.1f} MiB resident; tables baked in: suit {suit:.2f} MiB, shanten {shanten:.2f} MiB")


if __name__ == "__main__":
    main()
