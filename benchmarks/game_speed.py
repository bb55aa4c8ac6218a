"""The game engine's speed, measured side by side in one process (issue #28's targets), written
as JSON (benchmarks/results/game.json) for `benchmarks/render.py` to put in docs/game.md.

    python benchmarks/game_speed.py            # needs numpy and riichienv (the peer)

- one table driven from Python with random legal actions: mjcore.game.Game (``random.choice``
  over ``legal_actions``) against riichienv's RiichiEnv driven as its README drives it
  (``RandomAgent`` over each observation's ``legal_actions``), one hand (kyoku) per episode;
  rounds interleaved, medians;
- VectorEnv: 1024 tables on two threads, actions from NumPy (a random legal action per table
  from the masks, and the first legal one), observations and masks included;
- the built-in agents in C++, on one and two threads;
- memory per table: the resident-set growth of a VectorEnv of 20,000 tables.
"""

from __future__ import annotations

import json
import random
import resource
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np
from riichienv import RiichiEnv
from riichienv.agents import RandomAgent

import mjcore.game as game
from mjcore.game import VectorEnv, play

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import machine, versions  # noqa: E402

OUT = Path(__file__).resolve().parent / "results" / "game.json"
ROUNDS = 7
HANDS_PER_ROUND = 150


def mjcore_hands(seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    steps = 0
    for k in range(HANDS_PER_ROUND):
        g = game.Game("mcr", seed=seed * HANDS_PER_ROUND + k)
        while not g.done:
            for seat in g.to_act():
                g.act(seat, rng.choice(g.legal_actions(seat)))
                steps += 1
    return HANDS_PER_ROUND, steps


def riichienv_hands(seed: int) -> tuple[int, int]:
    agent = RandomAgent(seed)
    env = RiichiEnv()
    steps = 0
    for _ in range(HANDS_PER_ROUND):
        obs_dict = env.reset()
        while not env.done():
            actions = {pid: agent.act(obs) for pid, obs in obs_dict.items()}
            steps += len(actions)
            obs_dict = env.step(actions)
    return HANDS_PER_ROUND, steps


def single_table() -> dict[str, Any]:
    """Hands and steps a second, medians of interleaved rounds."""
    rates: dict[str, list[tuple[float, float]]] = {"mjcore": [], "riichienv": []}
    runners = {"mjcore": mjcore_hands, "riichienv": riichienv_hands}
    order = list(runners)
    for r in range(ROUNDS):
        random.Random(r).shuffle(order)
        for name in order:
            start = time.perf_counter()
            hands, steps = runners[name](r)
            seconds = time.perf_counter() - start
            rates[name].append((hands / seconds, steps / seconds))
    out = {name: {"hands_per_s": statistics.median(h for h, _ in v), "steps_per_s": statistics.median(s for _, s in v)}
           for name, v in rates.items()}
    return {"mjcore": out["mjcore"], "riichienv": out["riichienv"],
            "ratio": out["mjcore"]["hands_per_s"] / out["riichienv"]["hands_per_s"], "target": 2.0}


def vector_env(tables: int = 1024, threads: int = 2, steps: int = 200) -> dict[str, Any]:
    env = VectorEnv(tables, "mcr", seed=1, threads=threads)
    obs, mask = env.reset()
    rng = np.random.default_rng(0)
    found: dict[str, list[float]] = {"random_legal": [], "first_legal": []}
    for _ in range(ROUNDS):
        start = time.perf_counter()
        for _ in range(steps):
            keys = rng.random(mask.shape, dtype=np.float32)
            keys[~mask] = -1.0
            obs, mask, reward, done = env.step(keys.argmax(axis=1))
        found["random_legal"].append(tables * steps / (time.perf_counter() - start))
        start = time.perf_counter()
        for _ in range(steps):
            obs, mask, reward, done = env.step(mask.argmax(axis=1))
        found["first_legal"].append(tables * steps / (time.perf_counter() - start))
    return {"tables": tables, "threads": threads,
            **{f"{k}_steps_per_s": statistics.median(v) for k, v in found.items()}, "target_steps_per_s": 1_000_000}


def agents(hands: int = 20_000) -> dict[str, Any]:
    out: dict[str, Any] = {"hands": hands, "target_hands_per_s": 20_000}
    for agent in ("random", "greedy"):
        for threads in (1, 2):
            best = []
            for r in range(3):
                start = time.perf_counter()
                played = play(agent, hands, seed=r, threads=threads)
                best.append(hands / (time.perf_counter() - start))
            out[f"{agent}_{threads}_threads_hands_per_s"] = statistics.median(best)
            out[f"{agent}_wins"] = float((played.reason == "win").mean())
            out[f"{agent}_steps_per_hand"] = float(played.steps.mean())
    return out


def memory_per_table(tables: int = 20_000) -> float:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    env = VectorEnv(tables, "mcr", seed=1, threads=1)
    env.reset()
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return (after - before) * 1024 / tables


def main() -> int:
    load_before = machine()["load_average"]
    results = {
        "schema": 1,
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d"),
        "command": "python benchmarks/game_speed.py",
        "machine": {**machine(), "load_average_before": load_before},
        "versions": versions("riichienv", "numpy"),
        "single_table": single_table(),
        "vector_env": vector_env(),
        "agents": agents(),
        "memory_per_table_bytes": memory_per_table(),
    }
    OUT.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
