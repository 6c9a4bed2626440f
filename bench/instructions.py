"""Instructions per move of bench/engine.py's loop, every variant, counted by callgrind.

    python bench/instructions.py [--moves 40000] [--games-only bechi,tihbat]

Times drift on a shared or virtual machine; instruction counts do not, so this is how two
versions of the engine are compared (docs/performance.md). For each variant the loop plays
seeded random games under ``valgrind --tool=callgrind`` until ``--moves`` moves, and once more
with none; the difference over the moves played is the cost of a move, start-up left out.
PYTHONHASHSEED is fixed so that two runs of the same code count the same.
"""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules import GAME_IDS, get_game, variants  # noqa: E402

from engine import play_one  # noqa: E402  (bench/engine.py: the same loop)


def play(game_id: str, options: dict, moves: int) -> int:
    """Random games of the variant, seeded as bench/engine.py seeds them, until ``moves`` moves."""
    game, rng, played = get_game(game_id, **options), random.Random(1), 0
    while played < moves:
        played += play_one(game, rng)
    return played


def instructions(game_id: str, options: str, moves: int) -> tuple[int, int]:
    """(instructions, moves played) of a process that plays ``moves`` moves, under callgrind."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, __file__,
             "--play", game_id, options, str(moves)],
            capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
        summary = next(line for line in out.read_text().splitlines() if line.startswith(("summary:", "totals:")))
    return int(summary.split()[1]), int(result.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40_000)
    parser.add_argument("--games-only", default="", help="comma-separated game ids")
    parser.add_argument("--play", nargs=3, help=argparse.SUPPRESS)  # the process callgrind runs
    args = parser.parse_args()
    if args.play:
        game_id, options, moves = args.play
        print(play(game_id, {k: int(v) for k, v in (o.split("=") for o in options.split(",") if o)},
                   int(moves)))
        return
    wanted = [g for g in args.games_only.split(",") if g] or GAME_IDS
    print(f"{'game':<20}{'variant':<11}{'moves':>8}{'instructions/move':>19}")
    for game_id in wanted:
        for options in variants(game_id):
            name = ",".join(f"{k}={v}" for k, v in options.items())
            base, _ = instructions(game_id, name, 0)
            total, moves = instructions(game_id, name, args.moves)
            print(f"{game_id:<20}{name:<11}{moves:>8}{(total - base) / moves:>19,.0f}")


if __name__ == "__main__":
    main()
