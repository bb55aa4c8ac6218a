"""Time mjcore against the pure-Python reference (and installed peers) on the
same seeded hands, in one run, and print per-hand medians and ratios; then the
batch API (benchmarks/batch_compare.py).

    python benchmarks/compare.py [--repeat 7] [--hands 2000]
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import batch_compare  # noqa: E402
import mjcore  # noqa: E402
from corpus_fixture import complete_hands, mixed_hands  # noqa: E402
from mjcore import corpus, reference  # noqa: E402
from timing import per_hand_median  # noqa: E402


def scoring_rows(plain_hands: list[corpus.PlainHand], repeat: int) -> list[tuple[str, str, float, float]]:
    """MCR scoring, side by side: mjcore (from notation, prepared, compat), the
    reference, and PyMahjongGB when installed. The peer's time goes in the
    reference column's place so the ratio reads "how many times faster"."""
    sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
    from gb_oracle import gb_args  # test-only bridge to PyMahjongGB's argument format
    from mjcore.compat.mahjonggb import MahjongFanCalculator
    from mjcore.reference import mcr as reference_mcr

    rng = random.Random(5)
    hands = [corpus.to_hand(p) for p in plain_hands]
    notation = [
        (h.to_string(), mjcore.render_tiles([h.win or 0]), [m.to_string() for m in h.melds]) for h in hands
    ]
    gb = [gb_args(p, rng) for p in plain_hands]
    for a in gb:
        a["verbose"] = False
    core = per_hand_median(mjcore.score, hands, repeat)
    rows = [
        ("score (prepared Hand)", "complete", core, per_hand_median(lambda p: reference_mcr.score(*p), plain_hands, 1)),
        (
            "score (from notation)",
            "complete",
            per_hand_median(lambda n: mjcore.score(mjcore.Hand.parse(n[0], win=n[1], melds=n[2])), notation, repeat),
            float("nan"),
        ),
    ]
    compat = per_hand_median(lambda a: MahjongFanCalculator(**a), gb, repeat)
    try:
        from MahjongGB import MahjongFanCalculator as peer
    except ImportError:
        rows.append(("compat MahjongFanCalculator", "complete", compat, float("nan")))
        return rows
    theirs = per_hand_median(lambda a: peer(**a), gb, repeat)
    rows.append(("PyMahjongGB vs score", "complete", core, theirs))
    rows.append(("PyMahjongGB vs compat", "complete", compat, theirs))
    return rows


def ruleset_rows(plain_hands: list[corpus.PlainHand], repeat: int) -> list[tuple[str, str, float, float]]:
    """Scoring under each built-in ruleset and the example user ruleset, beside the reference,
    on the hands every ruleset accepts (Zung Jung refuses knitted hands); the corpus column
    gives the cost relative to MCR scoring on the same hands."""
    from mjcore.reference import mcr as reference_mcr
    from mjcore.reference import ruleset_score
    from mjcore.rulesets import spec as ruleset_spec

    example = Path(__file__).parent.parent / "docs" / "examples" / "house.toml"
    rulesets: list[tuple[str, Any, Callable[[corpus.PlainHand], object]]] = [
        ("mcr", "mcr", lambda p: reference_mcr.score(*p)),
    ]
    for name in ("zung-jung", "zung-jung-v3.3"):
        spec = mjcore.get_ruleset(name).spec
        rulesets.append((name, name, lambda p, spec=spec: ruleset_score.score(spec, *p)))
    house = ruleset_spec.load(example)
    rulesets.append(("house.toml", mjcore.Ruleset.load(example), lambda p: ruleset_score.score(house, *p)))

    def wins_everywhere(plain: corpus.PlainHand) -> bool:
        try:
            for _, ruleset, _ in rulesets:
                mjcore.score(corpus.to_hand(plain), ruleset)
        except ValueError:
            return False
        return True

    plain = [p for p in plain_hands if wins_everywhere(p)]
    hands = [corpus.to_hand(p) for p in plain]
    rows = []
    mcr_time = 0.0
    for name, ruleset, reference_score in rulesets:
        core = per_hand_median(lambda h, r=ruleset: mjcore.score(h, r), hands, repeat)
        mcr_time = mcr_time or core
        ref = per_hand_median(reference_score, plain[: len(plain) // 4], 1)
        rows.append((f"score ({name})", f"{len(hands)} hands, {core / mcr_time:.2f}x mcr", core, ref))
    return rows


def shanten_rows(repeat: int) -> list[tuple[str, str, float, float]]:
    """Shanten, useful tiles and waits on the same seeded 13-tile draws, beside the reference
    and the installed peers: PyMahjongGB, riichienv, xiangting. Their regular + seven pairs +
    thirteen orphans shanten is the comparable quantity, so mjcore is timed on those forms too."""
    sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
    from corpus_fixture import drawn_hands
    from gb_oracle import gb_code  # test-only bridge to PyMahjongGB's tile codes
    from mjcore.compat.mahjonggb import MahjongShanten, RegularShanten
    from mjcore.reference import efficiency as reference_efficiency
    from mjcore.reference import shanten as reference_shanten

    drawn = drawn_hands()
    counts = [bytes(c) for c in drawn]
    hands = [mjcore.Hand.from_counts(c) for c in drawn]
    codes = [tuple(gb_code(t) for t in range(34) for _ in range(c[t])) for c in drawn]
    ready_plain = complete_hands()  # each waits on its winning tile
    ready = [corpus.to_hand(p) for p in ready_plain]
    forms = frozenset({mjcore.Form.REGULAR, mjcore.Form.SEVEN_PAIRS, mjcore.Form.THIRTEEN_ORPHANS})
    core = per_hand_median(lambda b: mjcore.shanten(b, forms=forms), counts, repeat)
    useful = per_hand_median(lambda b: mjcore.useful_tiles(b, forms=forms), counts, repeat)
    what = "13 tiles drawn"
    rows = [
        (
            "shanten (Hand, MCR forms)",
            what,
            per_hand_median(mjcore.shanten, hands, repeat),
            per_hand_median(reference_shanten.shanten, drawn, 1),
        ),
        ("shanten (counts, R+7+13)", what, core, float("nan")),
        (
            "useful_tiles (MCR forms)",
            what,
            per_hand_median(mjcore.useful_tiles, counts, repeat),
            per_hand_median(reference_efficiency.useful_tiles, drawn[:200], 1),
        ),
        (
            "waits (ready hands)",
            "complete",
            per_hand_median(mjcore.waits_by_form, ready, repeat),
            per_hand_median(lambda p: reference_efficiency.waits_by_form(p[0], p[1]), ready_plain[:200], 1),
        ),
    ]
    try:
        import riichienv

        tiles136 = [[4 * t + k for t in range(34) for k in range(c[t])] for c in drawn]
        rows.append(("riichienv vs shanten", what, core, per_hand_median(riichienv.calculate_shanten, tiles136, repeat)))
    except ImportError:
        pass
    try:
        import xiangting

        four = xiangting.PlayerCount.FOUR
        rows.append(
            (
                "xiangting vs shanten",
                what,
                core,
                per_hand_median(lambda c: xiangting.calculate_replacement_number(c, four), drawn, repeat),
            )
        )
        rows.append(
            (
                "xiangting vs useful_tiles",
                what,
                useful,
                per_hand_median(lambda c: xiangting.calculate_necessary_tiles(c, four), drawn, repeat),
            )
        )
    except ImportError:
        pass
    try:
        import MahjongGB
    except ImportError:
        return rows
    rows.append(
        (
            "PyMahjongGB vs MahjongShanten",
            what,
            per_hand_median(lambda h: MahjongShanten((), h), codes, repeat),
            per_hand_median(lambda h: MahjongGB.MahjongShanten((), h), codes, max(1, repeat // 3)),
        )
    )
    rows.append(
        (
            "PyMahjongGB vs RegularShanten",
            what,
            per_hand_median(RegularShanten, codes, repeat),
            per_hand_median(MahjongGB.RegularShanten, codes, max(1, repeat // 3)),
        )
    )
    return rows


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def fmt(seconds: float) -> str:
    return f"{seconds * 1e9:10.0f} ns" if seconds < 1e-5 else f"{seconds * 1e6:10.2f} µs"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()

    complete_plain = complete_hands()
    mixed_plain = mixed_hands()
    complete = [corpus.to_hand(p) for p in complete_plain]
    mixed = [corpus.to_hand(p) for p in mixed_plain]
    texts = [h.to_string() + mjcore.render_tiles([h.win]) for h in complete if not h.melds and h.win is not None]

    rows: list[tuple[str, str, float, float]] = [
        (
            "is_winning",
            "mixed",
            per_hand_median(mjcore.is_winning, mixed, args.repeat),
            per_hand_median(lambda p: reference.is_winning(*p), mixed_plain, args.repeat),
        ),
        (
            "is_winning (from text)",
            "complete, no melds",
            per_hand_median(mjcore.is_winning, texts, args.repeat),
            float("nan"),
        ),
        (
            "decompose",
            "complete",
            per_hand_median(mjcore.decompose, complete, args.repeat),
            per_hand_median(lambda p: reference.decompose(*p), complete_plain, args.repeat),
        ),
        (
            "waits",
            "complete",
            per_hand_median(mjcore.waits, complete, args.repeat),
            per_hand_median(lambda p: reference.waits(p[0], p[1]), complete_plain, max(1, args.repeat // 3)),
        ),
    ]
    rows += scoring_rows(complete_plain, args.repeat)
    rows += ruleset_rows(complete_plain, args.repeat)
    rows += shanten_rows(args.repeat)
    print(f"machine: {cpu_model()} | Python {platform.python_version()}")
    print(f"hands: {len(complete)} complete, {len(mixed)} mixed (seeded); medians of {args.repeat} passes")
    print("'other' is the pure-Python reference, or the named peer; ratio = other / mjcore\n")
    print(f"{'function':28} {'corpus':20} {'mjcore':>13} {'other':>13} {'ratio':>8}")
    for name, what, core, ref in rows:
        ratio = "" if ref != ref else f"{ref / core:7.1f}x"
        ref_text = "" if ref != ref else fmt(ref)
        print(f"{name:28} {what:20} {fmt(core):>13} {ref_text:>13} {ratio:>8}")
    batch_compare.report(args.repeat)


if __name__ == "__main__":
    main()
