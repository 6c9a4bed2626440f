"""What a Bechi round is worth under best play from a position, and what each move there is worth.

    python bench/round_value.py MOVES [--holes 4] [--capitals] [--seconds S]

MOVES: the moves from the match's start, in notation, separated by spaces ("4B 1A 4B"). Prints,
for the player to move then, the value of every legal move, searched to the round's end with
alpha-beta (``rules.ai.rounds.RoundSearch``). By default a round's end is valued as Expert values
it (``MatchValue``: seeds of the match's final margin); ``--capitals``: by the capital margin it
leaves, the seeds the round is won or lost by. Without ``--seconds`` the search has no depth limit:
the repetition rule ends every line of a round, so the values are exact. With ``--seconds`` it
deepens one ply at a time as Expert does, within that much processor time, and says how deep it
got: the way to compare Expert's choice at 1 s with a much longer search.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import get_game
from rules.ai.evaluation import Material
from rules.ai.rounds import UNLIMITED, MatchValue, RoundSearch
from rules.ai.search import iterative_deepening


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("moves", help="the moves from the match's start, separated by spaces")
    parser.add_argument("--holes", type=int, default=4)
    parser.add_argument("--capitals", action="store_true", help="value a round's end by its capital margin")
    parser.add_argument("--seconds", type=float, default=0.0, help="deepen for this much processor time instead")
    args = parser.parse_args()
    game = get_game("bechi", holes=args.holes)
    state = game.initial_state()
    for text in args.moves.split():
        state = game.next_state(state, game.parse_move(text))
    evaluate = Material() if args.capitals else MatchValue(game)
    started = time.thread_time()
    if args.seconds:
        found = iterative_deepening(game, state, evaluate, None, started + args.seconds, None, random.Random(0),
                                    RoundSearch, time.thread_time)
        search, depth = found.search, found.depth
        print(f"deepened to {depth} plies in {time.thread_time() - started:.1f} s: best {found.move}")
    else:
        search, depth = RoundSearch(game, evaluate, None, None), UNLIMITED
        search.root(state, game.legal_moves(state), depth, lambda move, value: None)
    search.deadline = None
    print(f"{state}, {state.to_move} to move; the value of each move to {state.to_move}"
          f" ({'capital margin' if args.capitals else 'seeds of the match'}"
          f"{', exact' if depth == UNLIMITED else f', at depth {depth}'}):")
    for move in game.legal_moves(state):
        print(f"  {move}  {search.exact(game.next_state(state, move), depth - 1):.2f}")
    print(f"{time.thread_time() - started:.1f} s of processor time")


if __name__ == "__main__":
    main()
