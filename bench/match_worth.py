"""How Bechi rounds end from each split of the capitals: the data of ``rules/ai/round_outcomes.py``.

    python bench/match_worth.py [--rounds 300] [--level medium] [--noise 0.1] > rules/ai/round_outcomes.py

For every board, every capital of B from 6 to half the seeds (A holding the rest) and each first
player, plays ``--rounds`` rounds between two players of ``--level`` from the refill (the poorer
player chooses their holes as that level does) and counts B's capital at the round's end. Each
move is a random sensible one with probability ``--noise``, so that the rounds differ as rounds
between people do. Prints the module, which ``rules.ai.rounds`` turns into what each split of the
capitals is worth to the match.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import get_game
from rules.ai import get_player
from rules.ai.evaluation import sensible_moves
from rules.ai.rounds import MatchValue
from rules.game import Game
from rules.state import State


def between(game: Game, capital: int, starter: int) -> State:
    """The position after a round that left B ``capital`` and A the rest, before a round that
    ``starter`` begins."""
    total = 12 * game.n
    round_number = 3 if starter == game.first else 2  # game.starter alternates from round 1
    if capital == total // 2:  # both fill every hole: the round starts at once
        return game.make_state((game.seeds_per_hole,) * game.size, (0, 0), starter, (0, 0), round=round_number)
    state = game.make_state((0,) * game.size, (0, 0), 0, (capital, total - capital), in_play=0, round=round_number,
                            phase="refill")
    problem = game.position_problem(state)
    assert problem is None, problem
    return state


def outcomes(game: Game, capital: int, starter: int, rounds: int, level: str, noise: float) -> Counter[int]:
    value, rng = MatchValue(game), random.Random(f"{game.n}:{capital}:{starter}")
    ends: Counter[int] = Counter()
    for k in range(rounds):
        players = [get_player(level, seed=2 * k), get_player(level, seed=2 * k + 1)]
        state = between(game, capital, starter)
        number = state.round
        while state.turn >= 0 and state.round == number:
            if not state.refill_count and rng.random() < noise:
                move = rng.choice(sensible_moves(game, state))
            else:
                move = players[state.turn].choose(game, state)
            state = game.next_state(state, move)
        mine, theirs = value.capital(state, 0), value.capital(state, 1)
        assert mine + theirs == 12 * game.n, state
        ends[mine] += 1
    return ends


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--noise", type=float, default=0.1)
    args = parser.parse_args()
    print(f'"""Bechi: B\'s capital at the end of a round, counted over {args.rounds} rounds between two '
          f'{args.level.title()}\nplayers making a random sensible move {args.noise:.0%} of the time, from '
          'each capital of B before it and\neach first player (A holding the rest): written by '
          'bench/match_worth.py, read by ``rules.ai.rounds``."""\n')
    print("# holes -> (B's capital before, first player) -> ((B's capital after, rounds), ...)")
    print("ROUND_ENDS: dict[int, dict[tuple[int, int], tuple[tuple[int, int], ...]]] = {")
    for holes in (4, 3):
        game = get_game("bechi", holes=holes)
        print(f"    {holes}: {{")
        for capital in range(game.seeds_per_hole, 6 * holes + 1):
            for starter in (0, 1):
                ends = outcomes(game, capital, starter, args.rounds, args.level, args.noise)
                print(f"        ({capital}, {starter}): {tuple(sorted(ends.items()))},", flush=True)
        print("    },")
    print("}")


if __name__ == "__main__":
    main()
