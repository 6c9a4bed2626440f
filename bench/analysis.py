"""Time to analyse a 60-move game at the default budget, both passes: median of the runs.

    python bench/analysis.py [--moves 60] [--runs 3] [--seconds 0.5] [--games-only bechi,tihbat]

For every game (default variant, plus three-player Bakuk) a game of random sensible moves is
analysed as the app does it (``rules.analysis.analyse``: the quick pass, then the deep one at
``--seconds`` a position). The game is the first of seeded random games that lasts ``--moves``
moves, cut there; a game that never lasts that long (Djenon-aboure's last a dozen or two) is
analysed whole, and the line says how many moves it had. The analysis runs in this one process,
so on one core; the limit is two minutes.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import get_game
from rules.ai.match import random_game
from rules.analysis import DEFAULT_SECONDS, analyse

VARIANTS = [("tihbat", {}), ("djenon-aboure", {}), ("bakuk", {}), ("bakuk", {"players": 3}),
            ("bechi", {}), ("leb-bbut-ahbochen", {})]
LIMIT = 120.0
TRIES = 50  # seeded games tried for one that lasts the moves wanted


def record_of(game, moves: int) -> tuple[list, list]:
    """The positions and moves of the first random sensible game that lasts ``moves`` moves, cut
    there; if none does, the longest one."""
    games = (random_game(game, moves, random.Random(seed)) for seed in range(TRIES))
    longest: tuple[list, list] = ([], [])
    for states, played in games:
        if len(played) == moves:
            return states, played
        longest = max(longest, (states, played), key=lambda sm: len(sm[1]))
    return longest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help="the deep pass's time a position")
    parser.add_argument("--games-only", default="", help="comma-separated game ids (bakuk3: three-player Bakuk)")
    args = parser.parse_args()
    only = set(filter(None, args.games_only.split(",")))
    print(f"{args.seconds:g} s a position, {args.runs} runs, limit {LIMIT:.0f} s")
    print(f"{'game':<24}{'moves':>6}{'median':>9}{'max':>9}{'quick pass':>12}{'exact':>7}")  # exact: positions proven
    for game_id, options in VARIANTS:
        key = game_id + "".join(str(v) for v in options.values())
        if only and game_id not in only and key not in only:
            continue
        game = get_game(game_id, **options)
        states, moves = record_of(game, args.moves)
        totals, quick, proven = [], [], {}
        for _ in range(args.runs):
            started = time.monotonic()
            for result in analyse(game, states, moves, args.seconds):
                if result.pass_number == 1 and result.ply == len(moves):
                    quick.append(time.monotonic() - started)
                proven[result.ply] = result.exact  # the deep pass comes last
            totals.append(time.monotonic() - started)
        exact = sum(proven.values())
        name = game_id + "".join(f" {k}={v}" for k, v in options.items())
        ok = "ok" if statistics.median(totals) <= LIMIT else "SLOW"
        print(f"{name:<24}{len(moves):>6}{statistics.median(totals):>8.1f}s{max(totals):>8.1f}s"
              f"{statistics.median(quick):>11.1f}s{exact:>7} {ok}", flush=True)


if __name__ == "__main__":
    main()
