"""The best share of pairs any player could take from two Beginners in three-player Bakuk.

    python bench/ceiling.py [--seeds 1,500,2000,3000] [--games 120] [--target 0.9]
                            [--cutoff 1e-5] [--iterations 1] [--jobs 2]

Three-player Expert is measured against Beginner pair by pair (docs/ai.md, "Three-player Bakuk,
pair by pair"): the share r = above / (above + below) of the pairs whose final totals differ.
Beginner plays by a known rule, a random sensible move (``rules.ai.evaluation.sensible_moves``),
so at a table of one player and two Beginners the best any player can do is a question of
chance alone, and this computes it for the openings that ``rules.ai.match`` plays with these
seeds: the games of one player against two Beginners from every seat (two random moves from the
start leave at most four openings, each solved once per seat).

A share of at least t over many games is within reach exactly when some way of playing has
E[above] - lam * E[below] >= 0 summed over the games, lam = t / (1 - t) (Dinkelbach's method for
a ratio). For each opening that best value is an expectimax: the player takes their best move,
and each Beginner's turn is the mean over its sensible moves. The repetition rule makes the
positions seen since the last capture part of each position; the engine's ``State`` carries them,
so a table keyed by ``State`` is exact. Capture-free lines can run thousands of moves, so a line
is followed until its probability falls below ``--cutoff`` and then given the worst and best
totals still possible (from the seeds won and those on the board): each opening gets an interval
that holds its exact value, and a sum of upper ends below 0 shows that no player reaches t on
these openings. Each run also reports the share that the play best at lam takes (the pairs it
finishes above and below, counting only those already decided where a line was cut off); with
``--iterations``, lam is then set from that share and the computation repeated, which rises to
the best share there is.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.ai.evaluation import sensible  # noqa: E402
from rules.ai.match import schedule  # noqa: E402
from rules.registry import get_game  # noqa: E402


class Ceiling:
    """Bounds on the best expected (above - lam * below) of player ``me`` against two Beginners."""

    def __init__(self, game, me: int, lam: float, cutoff: float):
        self.game, self.me, self.lam, self.cutoff = game, me, lam, cutoff
        self.table: dict = {}

    def pairs(self, scores, seeds_left: int = 0) -> tuple:
        """(lowest value, highest value, pairs surely above, pairs surely below) for final totals
        that can still move by ``seeds_left`` between any two players."""
        lo = hi = above = below = 0.0
        mine = scores[self.me]
        for p, theirs in enumerate(scores):
            if p == self.me:
                continue
            gap = mine - theirs
            if gap - seeds_left > 0:
                lo, hi, above = lo + 1, hi + 1, above + 1
            elif gap + seeds_left < 0:
                lo, hi, below = lo - self.lam, hi - self.lam, below + 1
            else:  # open: the worst is below and the best above, unless either is exactly level
                lo += -self.lam if gap - seeds_left < 0 else 0
                hi += 1 if gap + seeds_left > 0 else 0
        return lo, hi, above, below

    def value(self, state, chance: float) -> tuple:
        """(lo, hi, above, below) of ``state``, reached with probability ``chance``."""
        if state.turn < 0:
            return self.pairs(state.captured)
        if chance < self.cutoff:
            return self.pairs(state.captured, sum(state.pits))
        known = self.table.get(state)
        if known is not None and known[4] >= chance:  # met as likely before: its lines went as far
            return known[:4]
        step = self.game.next_state
        kids = [step(state, move) for move in self.game.legal_moves(state)]
        if state.turn == self.me:
            values = [self.value(kid, chance) for kid in kids]
            chosen = max(values, key=lambda v: v[0] + v[1])
            found = (max(v[0] for v in values), max(v[1] for v in values), chosen[2], chosen[3])
        else:
            pool = [kid for _, kid in sensible(state, [(None, kid) for kid in kids])]
            values = [self.value(kid, chance / len(pool)) for kid in pool]
            found = tuple(sum(v[i] for v in values) / len(values) for i in range(4))
        self.table[state] = found + (chance,)
        return found


def alone_games(seed: int, games: int):
    """(opening, seat) of every game of one player against two Beginners among ``games`` games
    of ``rules.ai.match`` with ``seed``."""
    for start, mine in schedule(get_game("bakuk", players=3), games, seed):
        if len(mine) == 1:
            yield start, next(iter(mine))


def solve(args) -> tuple:
    start, me, lam, cutoff = args
    sys.setrecursionlimit(100_000)  # a line without captures runs as long as its probability allows
    return Ceiling(get_game("bakuk", players=3), me, lam, cutoff).value(start, 1.0)


def run(pool, seeds, games, lam, cutoff) -> dict:
    """For each seed: the sums over its games of (lo, hi, above, below), and the number of games.
    Two random moves from the start leave at most four openings, so each (opening, seat) is
    solved once and counted as often as it is played."""
    played = {seed: Counter(alone_games(seed, games)) for seed in seeds}
    distinct = sorted(set().union(*played.values()), key=repr)
    values = dict(zip(distinct, pool.map(solve, [(start, me, lam, cutoff) for start, me in distinct])))
    return {seed: tuple(sum(n * values[key][i] for key, n in counts.items()) for i in range(4))
            + (sum(counts.values()),) for seed, counts in played.items()}


def report(results: dict, lam: float) -> float:
    total = [sum(r[i] for r in results.values()) for i in range(5)]
    print(f"lam = {lam:.3f} (a share of {lam / (1 + lam):.1%}):")
    for name, (lo, hi, above, below, n) in [*results.items(), ("all", total)]:
        verdict = "out of reach" if hi < 0 else "within reach" if lo >= 0 else "undecided"
        share = above / (above + below) if above + below else float("nan")
        print(f"  seeds {name}: {n} games, best sum of above - lam * below in [{lo:.2f}, {hi:.2f}]"
              f" ({verdict}); that play: above {above:.1f}, below {below:.1f}, share {share:.1%}")
    return total[2] / (total[2] + total[3])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1,500,2000,3000", help="seeds of rules.ai.match, comma-separated")
    parser.add_argument("--games", type=int, default=120, help="games of each seed (every sixth opening is new)")
    parser.add_argument("--target", type=float, default=0.9)
    parser.add_argument("--cutoff", type=float, default=1e-5, help="the probability below which a line is cut off")
    parser.add_argument("--iterations", type=int, default=1, help="further runs towards the best share")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    lam = args.target / (1 - args.target)
    with ProcessPoolExecutor(args.jobs) as pool:
        share = report(run(pool, seeds, args.games, lam, args.cutoff), lam)
        for _ in range(args.iterations):
            lam = share / (1 - share)
            share = report(run(pool, seeds, args.games, lam, args.cutoff), lam)
    print(f"the best share found: {share:.1%}")


if __name__ == "__main__":
    main()
