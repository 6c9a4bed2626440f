"""Hostile inputs fed to every loader: how many were tried, accepted, refused, and crashed.

    python bench/fuzz.py [--count 20000] [--seed 1] [--loader record ...] [--show 3]

The cases are those of tests/fuzz_cases.py (valid records, lessons and settings mutated from a
seed); a crash is any exception a loader lets out, or a refusal without a short message. The
first crashes of each kind are printed with the seed and case number that repeat them.
"""
from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from fuzz_cases import LOADERS, WORST_LOADERS, Case, cases, run_case, worst_inputs  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20_000, help="how many cases")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--loader", action="append", choices=list(LOADERS), help="only these loaders (repeatable)")
    parser.add_argument("--show", type=int, default=3, help="crashes printed in full")
    args = parser.parse_args()
    totals = collections.Counter()
    by_loader = collections.defaultdict(collections.Counter)
    crashes = []
    start = time.process_time()
    with tempfile.TemporaryDirectory() as folder:
        for case in cases(args.seed, args.count, args.loader):
            outcome = run_case(case, Path(folder))
            totals[outcome.status] += 1
            by_loader[case.loader][outcome.status] += 1
            if outcome.status in ("crashed", "hung"):
                crashes.append((case, outcome))
    seconds = time.process_time() - start
    print(f"tried {args.count}, accepted {totals['accepted']}, refused {totals['refused']}, "
          f"crashed {totals['crashed']}, hung {totals['hung']} (seed {args.seed}, {seconds:.1f} s of CPU time)")
    for name in sorted(by_loader):
        counts = by_loader[name]
        print(f"  {name:26} tried {sum(counts.values()):6}  accepted {counts['accepted']:6}  "
              f"refused {counts['refused']:6}  crashed {counts['crashed']:4}  hung {counts['hung']:3}")
    for case, outcome in crashes[:args.show]:
        print(f"\ncase {case.number} ({case.loader}, {case.kind}) of seed {args.seed}:\n{outcome.detail}")
    return 1 if crashes or not worst_shapes(args.loader) else 0


def worst_shapes(loaders: list[str] | None) -> bool:
    """Each loader's largest input of every worst shape, timed; False if one crashed."""
    names = [name for name in loaders or WORST_LOADERS if name in WORST_LOADERS]
    if names:
        print("\nthe largest input of the worst shape (seconds of CPU time, outcome):")
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        for name in names:
            for shape, data in worst_inputs(name).items():
                start = time.process_time()
                outcome = run_case(Case(name, 0, data), Path(folder))
                ok = ok and outcome.status not in ("crashed", "hung")
                print(f"  {name:24} {shape:34} {len(data):9} bytes  {time.process_time() - start:6.2f} s  {outcome.status}")
    return ok


if __name__ == "__main__":
    sys.exit(main())
