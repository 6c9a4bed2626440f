"""Random games with ``next_state``: moves per second and games per second for every variant.

    python bench/engine.py [--seconds 1.0] [--runs 5]

Each run plays whole random games for about ``--seconds``; the figures printed are the median of
the runs. Time is the process's CPU time (one core), so other load on the machine distorts the
figures less. The runs go round the variants, one run of each in turn, because a virtual
machine's speed drifts: a slow spell then costs every variant one run, instead of all the runs of
one variant. The targets are the floors Siembra holds its engine to, in moves a second on one
core of the two-core machine of docs/performance.md; a figure below its target is marked BELOW.
The first line names the interpreter, because the same code runs at quite different speeds on
different builds of CPython (docs/performance.md). Changes to the engine are compared by
instruction counts of this loop, which do not drift (docs/performance.md says how).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import GAME_IDS, get_game, variants

TARGETS = {("leb-bbut-ahbochen", "holes=10"): 120_000, ("bakuk", "players=2"): 330_000,
           ("djenon-aboure", ""): 230_000, ("tihbat", ""): 360_000, ("bechi", "holes=4"): 300_000}


def play_one(game, rng: random.Random) -> int:
    """Plays one random game; returns its number of moves."""
    # A move is drawn with getrandbits, the random module's cheapest uniform draw, so that the
    # figures are the engine's more than the loop's; 24 bits over at most a dozen moves leave
    # no bias worth the name.
    legal_moves, step, bits = game.legal_moves, game.next_state, rng.getrandbits
    moves, state = 0, game.initial_state()
    legal = legal_moves(state)
    while legal:  # no legal move: the game is over
        state = step(state, legal[bits(24) % len(legal)])
        legal = legal_moves(state)
        moves += 1
    return moves


def run(game, seconds: float, rng: random.Random) -> tuple[float, float]:
    moves = games = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        moves += play_one(game, rng)
        games += 1
    elapsed = time.process_time() - start
    return moves / elapsed, games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"# Python {sys.version.split()[0]} ({sys.executable})")
    print(f"{'game':<20}{'variant':<11}{'moves/s':>11}{'games/s':>10}{'target':>10}")
    games = {(game_id, ",".join(f"{k}={v}" for k, v in options.items())): get_game(game_id, **options)
             for game_id in GAME_IDS for options in variants(game_id)}
    rngs = {key: random.Random(1) for key in games}
    results = {key: [] for key in games}
    for _ in range(args.runs):
        for key, game in games.items():
            results[key].append(run(game, args.seconds, rngs[key]))
    for (game_id, name), runs in results.items():
        moves = statistics.median(r[0] for r in runs)
        per_second = statistics.median(r[1] for r in runs)
        target = TARGETS.get((game_id, name))
        mark = f"{target:>10,}" + (" ok" if moves >= target else " BELOW") if target else ""
        print(f"{game_id:<20}{name:<11}{moves:>11,.0f}{per_second:>10,.1f}{mark}")


if __name__ == "__main__":
    main()
