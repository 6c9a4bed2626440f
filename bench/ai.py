"""Expert's think time per move at its budget: median, 95th percentile, maximum, share over the limit.

    python bench/ai.py [--budget 1.0] [--moves 40] [--games-only bechi,tihbat]

For every game (default variant, plus three-player Bakuk and the Bechi 2x3 board), Expert plays
against Hard from random openings until it has made ``--moves`` moves with a choice (a move with
one legal answer costs nothing and would flatter the figures). Each think is timed as the app
sees it, from the call of ``choose`` to its answer; the players are prepared for the game first,
as the app does when a game starts (Tihbat: Expert's solved table). Its limit is the budget plus
10% (docs/ai.md). First, the time the solved table of Tihbat takes to build, once for the
process, ahead of any move (limit: ``TABLE_LIMIT``).
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
from rules.ai import get_player
from rules.ai.match import opening

TABLE_LIMIT = 5.0  # seconds: built when a Tihbat game starts, on the app's worker thread
VARIANTS = [("tihbat", {}), ("djenon-aboure", {}), ("bakuk", {}), ("bakuk", {"players": 3}),
            ("bechi", {}), ("bechi", {"holes": 3}), ("leb-bbut-ahbochen", {})]


def think_times(game, budget: float, moves: int, seed: int) -> list[float]:
    expert = get_player("expert", seed=seed, budget=budget)
    hard = get_player("hard", seed=seed + 1)
    for player in (expert, hard):
        player.prepare(game)  # as the app does when a game starts, before any move is asked for
    times: list[float] = []
    game_number = 0
    while len(times) < moves:
        state = opening(game, 2, random.Random(f"{seed}:{game_number}"))
        seat = game_number % len(game.players)
        game_number += 1
        while not state.is_over and len(times) < moves:
            if state.turn != seat:
                state = game.next_state(state, hard.choose(game, state))
                continue
            several = len(game.legal_moves(state)) > 1
            started = time.monotonic()
            move = expert.choose(game, state)
            if several:
                times.append(time.monotonic() - started)
            state = game.next_state(state, move)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games-only", default="", help="comma-separated game ids")
    args = parser.parse_args()
    only = set(filter(None, args.games_only.split(",")))
    limit = 1.1 * args.budget
    from rules.tihbat_solver import solution
    built = solution().seconds
    print(f"Tihbat's solved table built in {built:.2f} s (limit {TABLE_LIMIT:.0f} s){'  OVER' if built > TABLE_LIMIT else ''}")
    print(f"budget {args.budget:.2f} s, limit {limit:.2f} s, {args.moves} moves with a choice per variant")
    print(f"{'game':<26}{'median':>8}{'p95':>8}{'max':>8}{'over limit':>12}")
    for game_id, options in VARIANTS:
        if only and game_id not in only:
            continue
        game = get_game(game_id, **options)
        times = sorted(think_times(game, args.budget, args.moves, args.seed))
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        over = sum(t > limit for t in times) / len(times)
        name = game_id + "".join(f" {k}={v}" for k, v in options.items())
        print(f"{name:<26}{statistics.median(times):>7.3f}s{p95:>7.3f}s{times[-1]:>7.3f}s{over:>11.1%}",
              flush=True)


if __name__ == "__main__":
    main()
