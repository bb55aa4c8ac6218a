"""Regenerate the tables in docs/ from the ruleset data, between the markers
<!-- BEGIN GENERATED: key --> and <!-- END GENERATED: key --> in any docs/**/*.md page.
Keys: the named tables of GENERATED, and for any built-in ruleset NAME
"settings:NAME" (its ruleset-level keys and build options) and "patterns:NAME" (its patterns).
"distributed-benchmark" is the measurement of benchmarks/distributed_scoring.py, read from its JSON.

    python docs/generate_tables.py          # rewrite the files
    python docs/generate_tables.py --check  # exit 1 if a file is out of date (the tests run this)
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

from mjcore.ruleset import get_ruleset
from mjcore.rulesets import catalogue, zung_jung

DOCS = Path(__file__).resolve().parent
DISTRIBUTED_RESULTS = DOCS.parent / "benchmarks" / "results" / "distributed.json"


def catalogue_table() -> str:
    rows = ["| # | id | zh | en | family | definition |", "|---:|---|---|---|---|---|"]
    for i, e in enumerate(catalogue.CATALOGUE):
        rows.append(f"| {i} | `{e.id}` | {e.zh} | {e.en} | {e.family} | {e.definition} |")
    return "\n".join(rows)


def zung_jung_table() -> str:
    source = {p.id: p for p in get_ruleset("zung-jung").fans}
    official = {p.id: p for p in get_ruleset("zung-jung-v3.3").fans}
    rows = [
        "| ZJ # | id | zung-jung | zung-jung-v3.3 | en | series |",
        "|---|---|---:|---:|---|---|",
    ]
    for p in (*zung_jung.PATTERNS, zung_jung.CHICKEN):
        def cell(table: dict[str, object], pid: str = p.id) -> str:
            entry = table.get(pid)
            return "—" if entry is None else f"{entry.zh} {entry.points}"  # type: ignore[attr-defined]

        series = "" if p.number.startswith(("3.1", "—")) else p.series
        rows.append(f"| {p.number} | `{p.id}` | {cell(source)} | {cell(official)} | {p.en} | {series} |")
    return "\n".join(rows)


def mcr_table() -> str:
    rows = ["| # | id | zh | en | points | excludes (不计) | inner (own sets only) |", "|---:|---|---|---|---:|---|---|"]
    from mjcore.rulesets import mcr

    for f in mcr.FANS:
        rows.append(
            f"| {f.number} | `{f.id}` | {f.zh} | {f.en} | {f.points} | {', '.join(f.excludes)} | "
            f"{', '.join(f.excludes_inner)} |"
        )
    return "\n".join(rows)


def mcr_non_gb_table() -> str:
    """The illustrated guide's 非国标牌型 as `mcr-illustrated` scores them: points, what each
    excludes and what excludes it (outright or for its own sets), read from the ruleset."""
    from mjcore.rulesets import mcr

    spec = get_ruleset("mcr-illustrated").spec
    rows = ["| id | zh | en | points | excludes (不计) | excluded by | detected as |", "|---|---|---|---:|---|---|---|"]
    for p in spec.patterns:
        if p.id not in mcr.NON_GB_PATTERNS:
            continue
        excludes = (*spec.excludes(p), *p.excludes_inner)
        by = [q.id for q in spec.patterns if p.id in (*spec.excludes(q), *q.excludes_inner)]
        rows.append(
            f"| `{p.id}` | {p.zh} | {p.en} | {p.points} | {', '.join(excludes) or 'nothing'} | "
            f"{', '.join(by) or 'nothing'} | {catalogue.entry(p.id).definition} |"
        )
    return "\n".join(rows)


def mcr_guide_exclusions_table() -> str:
    """Every 不计 list the illustrated guide writes: its words, the rulebook's list (`mcr`) and the
    list `mcr-illustrated` applies, and what that no longer excludes."""
    from mjcore.rulesets import mcr

    guide_name = {fan_id: name for name, fan_id in mcr.GUIDE_NAMES.items()}
    illustrated = get_ruleset("mcr-illustrated").spec
    rows = [
        "| # | fan (the guide's name) | the guide's 不计 | `mcr` excludes | `mcr-illustrated` excludes | no longer excluded |",
        "|---:|---|---|---|---|---|",
    ]
    for f in mcr.FANS:
        if f.id not in mcr.GUIDE_EXCLUSIONS:
            continue
        ours = illustrated.excludes(illustrated.pattern(f.id))
        dropped = [o for o in f.excludes if o not in ours]
        name = f.zh if f.id not in guide_name else f"{f.zh} ({guide_name[f.id]})"
        rows.append(
            f"| {f.number} | `{f.id}` {name} | 「{mcr.GUIDE_EXCLUSIONS[f.id].words}」 | {', '.join(f.excludes)} | "
            f"{', '.join(ours)} | {', '.join(dropped) or '—'} |"
        )
    return "\n".join(rows)


def sichuan_table() -> str:
    presets = {name: {p.id: p for p in get_ruleset(name).fans} for name in ("sichuan", "sichuan-sbr")}
    rows = ["| id | zh | en | sichuan 番 | sichuan-sbr 番 | excludes |", "|---|---|---|---:|---:|---|"]
    for pid in dict.fromkeys(pid for table in presets.values() for pid in table):
        first = presets["sichuan"].get(pid) or presets["sichuan-sbr"][pid]
        cells = [str(t[pid].points) if pid in t else "—" for t in presets.values()]
        excludes = "all others" if pid in ("heavenly_hand", "earthly_self_drawn") else ", ".join(first.excludes)
        rows.append(f"| `{pid}` | {first.zh} | {first.en} | {cells[0]} | {cells[1]} | {excludes} |")
    return "\n".join(rows)


def cantonese_table() -> str:
    """The preset beside the 2016 client's scope (bonus_scope below_limit): points, floor, exclusions."""
    from mjcore.rulesets import cantonese, spec

    seed = spec.parse(cantonese.definition())
    eg = {p.id: p for p in spec.parse(cantonese.definition(bonus_scope="below_limit")).patterns}
    rows = ["| id | zh | en | 番 | 满 (floor) | excludes | below_limit 番 | below_limit 满 |",
            "|---|---|---|---:|---:|---|---:|---:|"]
    for p in seed.patterns:
        e = eg[p.id]
        excludes = "the bonuses" if p.excludes else ""
        rows.append(f"| `{p.id}` | {p.zh} | {p.en} | {p.points} | {p.floor or ''} | {excludes} | {e.points} | {e.floor or ''} |")
    return "\n".join(rows)


def settings_table(ruleset: str) -> str:
    """Every ruleset-level key of the definition (docs/custom_rulesets.md) and the options it
    was built with; the patterns and series are in the pattern table."""
    definition = get_ruleset(ruleset).to_definition()
    rows = ["| key | value |", "|---|---|"]
    for key, value in definition.items():
        if key in ("patterns", "series"):
            continue
        if key == "options":
            rows += [f"| `options.{k}` | `{json.dumps(v, ensure_ascii=False)}` |" for k, v in value.items()]
        else:
            rows.append(f"| `{key}` | `{json.dumps(value, ensure_ascii=False)}` |")
    return "\n".join(rows)


def patterns_table(ruleset: str) -> str:
    spec = get_ruleset(ruleset).spec
    series = {pid: name for name, ids in spec.series.items() for pid in ids}
    rows = ["| id | zh | en | points | series | excludes |", "|---|---|---|---:|---|---|"]
    for p in spec.patterns:
        rows.append(
            f"| `{p.id}` | {p.zh} | {p.en} | {p.points} | {series.get(p.id, '')} | {', '.join(p.excludes)} |"
        )
    return "\n".join(rows)


def distributed_benchmark_table() -> str:
    """Rows per second of the batch API in one process and of mjcore.dask on a LocalCluster."""
    r = json.loads(DISTRIBUTED_RESULTS.read_text(encoding="utf-8"))
    m, v, c, k = r["machine"], r["versions"], r["corpus"], r["cluster"]
    rows = [
        f"`{r['command'].strip()}`, {r['date']}: {m['cpu']}, {m['cores']} cores shared with other work (load average "
        f"{m['load_average_before'][0]:.2f} before the run, {m['load_average'][0]:.2f} after); Python {v['python']}, dask {v['dask']}, distributed "
        f"{v['distributed']}, pandas {v['pandas']}, pyarrow {v['pyarrow']}. {c['rows']:,} rows: {c['hands']:,} winning hands "
        f"from played deals ({c['generator']}) repeated, in {c['files']} Parquet files. The cluster: {k['workers']} worker "
        f"processes of {k['threads_per_worker']} thread (started in {k['start_s']:.1f} s, not counted below). Medians of "
        f"{r['rounds']} interleaved rounds.",
        "",
        "| what | seconds | rows per second | against `batch.score` on 2 threads |",
        "|---|---:|---:|---:|",
    ]
    for row in r["rows"]:
        rows.append(f"| {row['what']} | {row['seconds']:.3f} | {row['rows_per_s']:,.0f} | "
                    f"{row['relative_to_local_2_threads']:.2f}× |")
    return "\n".join(rows)


GENERATED: dict[str, Callable[[], str]] = {
    "catalogue": catalogue_table,
    "zung-jung": zung_jung_table,
    "mcr": mcr_table,
    "mcr-non-gb": mcr_non_gb_table,
    "mcr-guide-exclusions": mcr_guide_exclusions_table,
    "sichuan": sichuan_table,
    "cantonese": cantonese_table,
    "distributed-benchmark": distributed_benchmark_table,
}
PER_RULESET: dict[str, Callable[[str], str]] = {"settings": settings_table, "patterns": patterns_table}


def generate(key: str) -> str:
    kind, _, ruleset = key.partition(":")
    if ruleset:
        return PER_RULESET[kind](ruleset)
    return GENERATED[key]()


def regenerate(text: str) -> str:
    def block(match: re.Match[str]) -> str:
        key = match.group(1)
        return f"<!-- BEGIN GENERATED: {key} -->\n{generate(key)}\n<!-- END GENERATED: {key} -->"

    return re.sub(r"<!-- BEGIN GENERATED: ([\w.:-]+) -->.*?<!-- END GENERATED: \1 -->", block, text, flags=re.S)


def main() -> int:
    stale = []
    for path in sorted(DOCS.rglob("*.md")):
        name = str(path.relative_to(DOCS))
        text = path.read_text(encoding="utf-8")
        new = regenerate(text)
        if new != text:
            stale.append(name)
            if "--check" not in sys.argv:
                path.write_text(new, encoding="utf-8")
    if stale and "--check" in sys.argv:
        print("out of date (run python docs/generate_tables.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
