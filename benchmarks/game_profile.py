"""Where one step of the game engine goes, by instructions counted under callgrind (the same
total whatever else the machine does), written into benchmarks/results/game.json ("step_cost")
for `benchmarks/render.py` to put in docs/game.md.

    cmake -S . -B build-bench -G Ninja -DMJCORE_BUILD_BENCH=ON && cmake --build build-bench
    python benchmarks/game_profile.py build-bench/mjcore_bench_game

The parts are inclusive costs of the engine's functions over whole hands of random play:
moves (the legal actions after a draw or a claim, and the claims on a discard), win checks
(each seat's waiting tiles, and scoring the hands that complete), scoring alone, the deal.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results" / "game.json"
HANDS = 2000
# part -> the functions whose inclusive cost it is (callgrind_annotate names)
PARTS = {
    "win checks (waits, then scoring a complete hand)": ["mjcore::game::Game::check_win("],
    "of which scoring (evaluate)": ["mjcore::evaluate("],
    "legal actions after a draw or a claim": ["mjcore::game::(anonymous namespace)::draw_options("],
    "the deal (shuffle and reset)": ["mjcore::game::shuffle_deck_into(", "mjcore::game::Game::reset("],
    "the random player's choice": ["mjcore::game::choose("],
}


def main(binary: str) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, str(HANDS), "random"],
                             capture_output=True, text=True, check=True)
        steps = int(re.search(r"(\d+) steps", run.stdout).group(1))  # type: ignore[union-attr]
        report = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
                                capture_output=True, text=True, check=True).stdout
    inclusive: dict[str, int] = {}
    for line in report.splitlines():
        m = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+\S*?:(.*) \[", line)
        if m:
            inclusive.setdefault(m.group(2), int(m.group(1).replace(",", "")))
    total = next(v for k, v in inclusive.items() if k.startswith("mjcore::game::play_hands("))
    parts = {part: sum(v for k, v in inclusive.items() if any(k.startswith(f) for f in names))
             for part, names in PARTS.items()}
    results = json.loads(RESULTS.read_text(encoding="utf-8"))
    results["step_cost"] = {"hands": HANDS, "steps": steps, "instructions_per_step": total / steps,
                            "share": {part: cost / total for part, cost in parts.items()},
                            "command": "python benchmarks/game_profile.py build-bench/mjcore_bench_game"}
    RESULTS.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(results["step_cost"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
