"""The engine against an ordinary, straightforward Python engine, on the same machine.

    python bench/baseline.py [--seconds 1.0] [--runs 5]

Siembra holds its engine to at least 3 times the speed of an ordinary, straightforward Python
engine, so that its speed comes from its design and not from the machine. Absolute figures depend
on the machine and even more on the interpreter (docs/performance.md), so this benchmark measures
the ratio directly, against the plain reference engine of tests/reference_engine.py (a board list
copied every move, a list of earlier positions for the repetition rule, moves found by scanning
the row), which the suite plays side by side with ``rules`` in every variant, so it
is a real engine and not a strawman. Both are timed as bench/engine.py times ``rules``: random
games, CPU time of one core, median of the runs, the two engines alternating. The reference gives
less than ``rules``: its positions are mutable and not hashable (search needs both), its moves are
bare hole numbers, and it records no step events.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from rules import get_game  # noqa: E402

from engine import run  # noqa: E402  (bench/engine.py: the same timing loop)
from reference_engine import BECHI, VARIANTS  # noqa: E402  (the plain engine the suite checks rules against)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'game':<20}{'variant':<10}{'rules':>11}{'baseline':>11}{'ratio':>8}")
    for game_id, options, baseline in [*VARIANTS, *(("bechi", o, r) for o, r in BECHI)]:
        game = get_game(game_id, **options)
        ours, theirs = [], []
        for k in range(args.runs):  # alternating, so that both see the same machine
            ours.append(run(game, args.seconds, random.Random(k))[0])
            theirs.append(run(baseline, args.seconds, random.Random(k))[0])
        fast, slow = statistics.median(ours), statistics.median(theirs)
        name = ",".join(f"{k}={v}" for k, v in options.items())
        print(f"{game_id:<20}{name:<10}{fast:>11,.0f}{slow:>11,.0f}{fast / slow:>7.1f}x", flush=True)


if __name__ == "__main__":
    main()
