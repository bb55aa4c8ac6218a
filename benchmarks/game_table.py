"""The game engine's measured table (benchmarks/results/game.json) as docs/game.md shows it."""

from __future__ import annotations

from typing import Any


def rate(per_s: float) -> str:
    return f"{per_s / 1e6:.2f} M" if per_s >= 1e6 else f"{per_s:,.0f}"


def verdict(value: float, target: float) -> str:
    return f"≥ {rate(target)}, met" if value >= target else f"≥ {rate(target)}, **missed**"


def game_table(results: dict[str, Any]) -> str:
    m, v = results["machine"], results["versions"]
    single, env, agents = results["single_table"], results["vector_env"], results["agents"]
    lines = [
        f"`{results['command']}`, {results['date']}: {m['cpu']}, {m['cores']} cores (load average "
        f"{m['load_average_before'][0]:.2f} before the run); Python {v['python']}, riichienv {v['riichienv']}, "
        f"NumPy {v['numpy']}.",
        "",
        "| what | mjcore | peer | ratio | target |",
        "|---|---:|---:|---:|---|",
        f"| one table driven from Python, random legal actions: hands a second | {rate(single['mjcore']['hands_per_s'])} "
        f"({rate(single['mjcore']['steps_per_s'])} steps) | riichienv {rate(single['riichienv']['hands_per_s'])} "
        f"({rate(single['riichienv']['steps_per_s'])} steps) | **{single['ratio']:.1f}×** | "
        + (f"≥ {single['target']:.0f}×, met" if single["ratio"] >= single["target"] else f"≥ {single['target']:.0f}×, **missed**")
        + " |",
        f"| VectorEnv, {env['tables']} tables, {env['threads']} threads, a random legal action per table from NumPy: "
        f"table-steps a second | {rate(env['random_legal_steps_per_s'])} | — | — | "
        f"{verdict(env['random_legal_steps_per_s'], env['target_steps_per_s'])} |",
        f"| the same, the first legal action (`mask.argmax(1)`) | {rate(env['first_legal_steps_per_s'])} | — | — | "
        f"{verdict(env['first_legal_steps_per_s'], env['target_steps_per_s'])} |",
    ]
    for agent in ("random", "greedy"):
        for threads in (1, 2):
            value = agents[f"{agent}_{threads}_threads_hands_per_s"]
            target = verdict(value, agents["target_hands_per_s"]) if threads == 2 else ""
            lines.append(
                f"| built-in `{agent}` players in C++, {threads} thread{'s' if threads > 1 else ''}: hands a second "
                f"({100 * agents[f'{agent}_wins']:.0f} % won, {agents[f'{agent}_steps_per_hand']:.0f} steps a hand) | "
                f"{rate(value)} | — | — | {target} |"
            )
    lines += ["", f"Memory per table (a VectorEnv of 20,000): {results['memory_per_table_bytes'] / 1024:.1f} KiB."]
    if "step_cost" in results:
        cost = results["step_cost"]
        share = "; ".join(f"{part} {100 * x:.1f} %" for part, x in cost["share"].items())
        lines += [
            "",
            f"One step of random play costs {cost['instructions_per_step']:,.0f} instructions (`{cost['command']}`, "
            f"{cost['hands']:,} hands, {cost['steps']:,} steps, counted by callgrind): {share}.",
        ]
    return "\n".join(lines) + "\n"
