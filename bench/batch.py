"""Batch self-play speed: complete random games (Bechi: matches) per second, every variant.

    python bench/batch.py [--games 4000] [--runs 5] [--player random|beginner]

Each run plays ``--games`` whole games at once on one core with ``rules.batch``; the figure is
the median of the runs. Targets: Bechi 2x4 620 and Bechi 2x3 3,000 matches per second (twice
the best general game system's figure on this kind of machine).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import GAME_IDS, variants  # noqa: E402
from rules.batch import batch_game  # noqa: E402

TARGETS = {("bechi", "holes=4"): 620, ("bechi", "holes=3"): 3000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--player", default="random", choices=["random", "beginner"])
    args = parser.parse_args()
    print(f"{'game':<20}{'variant':<11}{'games/s':>10}{'plies/s':>12}{'target':>8}")
    for game_id in GAME_IDS:
        for options in variants(game_id):
            batch = batch_game(game_id, **options)
            rng = np.random.default_rng(1)
            rates = []
            for _ in range(args.runs):
                started = time.perf_counter()
                results = batch.play(args.games, rng, args.player)
                elapsed = time.perf_counter() - started
                rates.append((args.games / elapsed, results.plies.sum() / elapsed))
            games, plies = statistics.median(r[0] for r in rates), statistics.median(r[1] for r in rates)
            name = ",".join(f"{k}={v}" for k, v in options.items())
            target = TARGETS.get((game_id, name))
            mark = "" if target is None else f"{target:>8}" + ("  ok" if games >= target else "  LOW")
            print(f"{game_id:<20}{name:<11}{games:>10.0f}{plies:>12.0f}{mark}", flush=True)


if __name__ == "__main__":
    main()
