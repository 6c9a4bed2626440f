"""Strength of the levels: each level against the one below, and Expert against Beginner.

    python bench/strength.py [--games 200] [--expert-budget 1.0] [--budget 1.0] [--jobs 2]
                             [--games-only tihbat,bakuk] [--pairs expert-hard,hard-medium]

For every game (default variant, plus three-player Bakuk) and level pair, plays ``--games``
games and prints the stronger level's share, with Siembra's targets (docs/ai.md): 70% for each
step, 95% for Expert against Beginner. Two players: seats alternate, each pair of games starts from
the same random opening (``rules.ai.match``), and the share is of the decided games. Three
players: one a against two b's and one b against two a's, every seat in turn; W and L count
the games won outright by a level a or a level b player, and the share compares the wins per
seat played (50% between equal players). ``--jobs`` spreads each pair's games over processes
(chunks of whole seat cycles). The Expert's longest move is reported against its budget (the
limit is +10%).

Expert at its default 1 s a move plays 50-110 moves a game in Bechi and Leb Bbut Ahbochen, too slow
for 200 games a pair. ``--expert-budget`` below 1 s measures a lower bound of Expert's strength
instead: Expert deepens the same search move by move until its deadline, so with less time it
searches the same tree less deep and can only be weaker. The output names the budget used.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.ai.match import match, share  # noqa: E402

PAIRS = [("easy", "beginner", 0.70), ("medium", "easy", 0.70), ("hard", "medium", 0.70),
         ("expert", "hard", 0.70), ("expert", "beginner", 0.95)]
VARIANTS = [(g, {}) for g in ("tihbat", "djenon-aboure", "bakuk")] + [("bakuk", {"players": 3})] + \
    [(g, {}) for g in ("bechi", "leb-bbut-ahbochen")]  # quickest first


def _chunk(args) -> dict:
    game_id, options, a, b, games, seed, budget_a, budget_b = args
    return match(game_id, options, a, b, games, seed, budget_a, budget_b)


def measure(pool, game_id, options, a, b, games, jobs, budgets, seed=1) -> dict:
    period = 2 * options.get("players", 2)  # whole cycles of seats in every chunk
    size = max(period, -(-games // jobs // period) * period)
    chunks = [(game_id, options, a, b, min(size, games - start), seed + start, budgets[a], budgets[b])
              for start in range(0, games, size)]
    total = {"wins": 0, "draws": 0, "losses": 0, "a_seats": 0, "b_seats": 0, "lengths": 0.0, "longest": 0.0}
    for part in pool.map(_chunk, chunks):
        for key in ("wins", "draws", "losses", "a_seats", "b_seats"):
            total[key] += part[key]
        total["lengths"] += part["average_length"] * part["games"]
        total["longest"] = max(total["longest"], part["longest_move_seconds"]["a" if a == "expert" else "b"])
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--expert-budget", type=float, default=1.0, help="Expert's seconds per move")
    parser.add_argument("--budget", type=float, default=1.0, help="the other levels' cap per move")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games-only", default="", help="comma-separated game ids (bakuk3: three-player Bakuk only)")
    parser.add_argument("--pairs", default="", help="comma-separated pairs, e.g. expert-hard")
    args = parser.parse_args()
    budgets = {"beginner": args.budget, "easy": args.budget, "medium": args.budget, "hard": args.budget,
               "expert": args.expert_budget}
    only = set(filter(None, args.games_only.split(",")))
    pairs = [p for p in PAIRS if not args.pairs or f"{p[0]}-{p[1]}" in args.pairs.split(",")]
    print(f"{'game':<24}{'pair':<20}{'W':>5}{'D':>5}{'L':>5}{'share':>13}{'target':>8}"
          f"{'plies':>7}{'longest':>9}{'time':>7}", flush=True)
    results = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for game_id, options in VARIANTS:
            key = game_id + "".join(str(v) for v in options.values())  # "bakuk3": three players
            if only and game_id not in only and key not in only:
                continue
            name = game_id + ("" if not options else " " + ",".join(f"{k}={v}" for k, v in options.items()))
            for a, b, target in pairs:
                started = time.monotonic()
                t = measure(pool, game_id, options, a, b, args.games, args.jobs, budgets)
                rate = share(t["wins"], t["losses"], t["a_seats"], t["b_seats"])
                ok = "ok" if rate >= target else "LOW"
                pair = a + "-" + b + (f"@{budgets[a]:g}s" if a == "expert" and budgets[a] != 1.0 else "")
                print(f"{name:<24}{pair:<20}{t['wins']:>5}{t['draws']:>5}{t['losses']:>5}"
                      f"{rate:>12.1%} {target:>6.0%} {t['lengths'] / args.games:>6.0f}"
                      f"{t['longest']:>8.3f}s{time.monotonic() - started:>6.0f}s {ok}", flush=True)
                results.append({"game": game_id, "options": options, "a": a, "b": b, **t, "rate": rate})
    print(json.dumps(results))


if __name__ == "__main__":
    main()
