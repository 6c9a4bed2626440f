"""Processor time of the exact solvers: Tihbat's whole solution and small endgame tables.

    python bench/tables.py [--runs 5]

Each figure is the median over ``--runs`` runs, each in a fresh process (nothing cached), of the
processor time the work itself takes (``time.process_time``, imports and start-up left out).
Processor time, not the wall clock: on a shared machine it moves less with the load.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Each job: the code whose processor time is measured.
JOBS = {
    "Tihbat solved (28 seeds)": "from rules.tihbat_solver import Solution; Solution()",
    "Leb Bbut Ahbochen 2x4 tables, 10 seeds": "Tables.build(get_game('leb-bbut-ahbochen', holes=4), 10)",
    "Bakuk tables, 14 seeds": "Tables.build(get_game('bakuk'), 14)",
    "Bakuk three players tables, 14 seeds": "Tables.build(get_game('bakuk', players=3), 14)",
    "Djenon-aboure tables, 6 seeds": "Tables.build(get_game('djenon-aboure'), 6)",
}
PRELUDE = "import time\nfrom rules import get_game\nfrom rules.tables import Tables\n"


def seconds(code: str) -> float:
    script = PRELUDE + f"started = time.process_time()\n{code}\nprint(time.process_time() - started)\n"
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'job':<42}{'median':>9}{'min':>9}{'max':>9}")
    for name, code in JOBS.items():
        times = [seconds(code) for _ in range(args.runs)]
        print(f"{name:<42}{statistics.median(times):>8.2f}s{min(times):>8.2f}s{max(times):>8.2f}s", flush=True)


if __name__ == "__main__":
    main()
