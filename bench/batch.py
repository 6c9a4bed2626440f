"""Batch self-play speed: plies per second for every variant, and Bechi 2x4 matches per second.

    python bench/batch.py [--games 20000] [--runs 5] [--player random|beginner] [--only GAME]

Each run plays ``--games`` whole random games (Bechi: matches) at once with ``rules.batch``,
on one thread: numpy's elementwise work runs on one core anyway, and the thread variables
below keep any BLAS call from spreading. The figures are the medians of the runs. Targets:
2 million plies per second for every variant, and 2,000 Bechi 2x4 matches per second.
"""
from __future__ import annotations

import os

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_name] = "1"  # before numpy is imported: its BLAS reads them once, at start

import argparse  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import GAME_IDS, variants  # noqa: E402
from rules.batch import batch_game  # noqa: E402

PLIES_TARGET = 2_000_000
MATCHES_TARGET = {("bechi", "holes=4"): 2000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--player", default="random", choices=["random", "beginner"])
    parser.add_argument("--only", choices=GAME_IDS, help="one game's variants only")
    args = parser.parse_args()
    print(f"{args.games} games a run, median of {args.runs} runs, {args.player} players")
    print(f"{'game':<20}{'variant':<11}{'plies/s':>12}{'games/s':>10}{'plies/game':>12}")
    for game_id in (args.only,) if args.only else GAME_IDS:
        for options in variants(game_id):
            batch = batch_game(game_id, **options)
            rng = np.random.default_rng(1)
            runs = []
            for _ in range(args.runs):
                started = time.process_time()
                results = batch.play(args.games, rng, args.player)
                elapsed = time.process_time() - started
                runs.append((results.plies.sum() / elapsed, args.games / elapsed, results.plies.mean()))
            plies, games, length = (statistics.median(r[i] for r in runs) for i in range(3))
            name = ",".join(f"{k}={v}" for k, v in options.items())
            marks = "  ok" if plies >= PLIES_TARGET else "  LOW plies/s"
            target = MATCHES_TARGET.get((game_id, name))
            if target is not None:
                marks += f"  matches/s {games:.0f} (target {target}: {'ok' if games >= target else 'LOW'})"
            print(f"{game_id:<20}{name:<11}{plies:>12.0f}{games:>10.0f}{length:>12.1f}{marks}", flush=True)


if __name__ == "__main__":
    main()
