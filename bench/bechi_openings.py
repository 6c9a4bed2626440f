"""The best moves of Bechi's first round from the standard start: the data of ``rules/ai/bechi_book.py``.

    nice -n 10 python bench/bechi_openings.py [--plies 4] > rules/ai/bechi_book.py
    nice -n 10 python bench/bechi_openings.py --check 3,4,5,6 [--sample 8]

For both boards, every position of the traditional match's first round within ``--plies`` plies
of the start (every line of moves): the value to the player to move and the set of their best moves, under an exact search to the
round's end valued as Expert values it (``RoundSearch`` with no depth limit, ``MatchValue``),
each position with its whole history, which the repetition rule needs. One search per position
finds the best value; then a search with a window just around that value tells each other move
whether it reaches it. Positions are searched deepest first and each side's table is kept for
every later position, so that the shallower searches find their lines' ends already valued.
Prints the module; progress and times go to standard error.

``--check``: whether Expert at 1 s of processor time a move, searching without the book, finds a
best move by itself at those plies: for each, ``--sample`` positions along random lines in which
the side to move there plays only best moves and the other side any move, Expert's move against
the exact best ones (the book's where it has them, else solved).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import get_game
from rules.ai import get_player
from rules.ai.rounds import UNLIMITED, MatchValue, RoundSearch
from rules.game import Game
from rules.state import State

EQUAL = 1e-6  # seeds of the match: values closer than this are the same value


def positions(game: Game, plies: int) -> dict[tuple[str, ...], State]:
    """Every position of the first round within ``plies`` plies of the start, by the moves to it."""
    found = {(): game.initial_state()}
    frontier = dict(found)
    for _ in range(plies - 1):
        after = {(*line, str(move)): game.next_state(state, move)
                 for line, state in frontier.items() for move in game.legal_moves(state)}
        frontier = {line: state for line, state in after.items() if state.round == 1 and state.turn >= 0}
        found.update(frontier)
    return found


class Solver:
    """Exact values and best moves to the round's end, one search (and table) for each side."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.searches = [RoundSearch(game, MatchValue(game), None, None) for _ in game.players]

    def solve(self, state: State) -> tuple[float, tuple[str, ...]]:
        """The value of ``state`` to the player to move and their best moves."""
        search = self.searches[state.turn]
        moves = self.game.legal_moves(state)
        best = search.root(state, moves, UNLIMITED, lambda move, value: None)
        chosen = []
        for move in moves:
            child = self.game.next_state(state, move)
            if search.value(child, UNLIMITED - 1, best - EQUAL, best + EQUAL) > best - EQUAL:
                chosen.append(str(move))
        return best, tuple(chosen)


def build(game: Game, plies: int) -> dict[tuple[str, ...], tuple[float, tuple[str, ...]]]:
    """The book of ``game``: the moves to a position -> (its value to the mover, their best moves)."""
    solver = Solver(game)
    book: dict[tuple[str, ...], tuple[float, tuple[str, ...]]] = {}
    for line, state in sorted(positions(game, plies).items(), key=lambda item: -len(item[0])):
        started = time.process_time()
        book[line] = solver.solve(state)
        print(f"  {' '.join(line) or 'start':<24} {book[line][0]:7.2f} {' '.join(book[line][1]):<16}"
              f"{time.process_time() - started:7.1f} s", file=sys.stderr, flush=True)
    return book


def check(game: Game, plies: list[int], sample: int) -> None:
    """Prints, for each ply in ``plies``, how many of ``sample`` positions Expert solves by itself."""
    from rules.ai.bechi_book import BEST_MOVES  # the book this script wrote

    solver, rng = Solver(game), random.Random(f"check:{game.n}")
    book = BEST_MOVES[game.n]
    for ply in plies:
        found = 0
        for k in range(sample):
            state, line = game.initial_state(), []
            side = 0 if ply % 2 == 0 else 1  # who moves at ply ``ply`` (B begins, turns alternate early on)
            while len(line) < ply and state.round == 1 and state.turn >= 0:
                moves = [str(m) for m in game.legal_moves(state)]
                if state.turn == side:
                    moves = list(book[" ".join(line)][1] if " ".join(line) in book else solver.solve(state)[1])
                line.append(rng.choice(moves))
                state = game.next_state(state, game.parse_move(line[-1]))
            if state.round != 1 or state.turn < 0:
                continue
            value, best = book.get(" ".join(line)) or solver.solve(state)
            expert = get_player("expert", seed=k, clock=time.thread_time)
            result = expert.search(game, state, None, None)  # its search alone, without the book
            found += str(result.move) in best
            print(f"  {' '.join(line):<32} best {' '.join(best):<12} ({value:6.2f})  Expert {result.move}"
                  f" (depth {result.depth})", file=sys.stderr, flush=True)
        print(f"bechi 2x{game.n} ply {ply}: Expert at 1 s found a best move in {found} of {sample}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=4, help="every position within this many plies of the start")
    parser.add_argument("--check", default="", help="comma-separated plies: Expert's moves there against the best")
    parser.add_argument("--sample", type=int, default=8, help="positions a ply for --check")
    args = parser.parse_args()
    if args.check:
        for holes in (4, 3):
            check(get_game("bechi", holes=holes), [int(p) for p in args.check.split(",")], args.sample)
        return
    print('"""Bechi: the best moves of the first round of a traditional match from the standard start, under an\n'
          "exact search to the round's end valued as Expert values it (seeds of the match): written by\n"
          f'bench/bechi_openings.py --plies {args.plies}, read by ``rules.ai.rounds``."""\n')
    print("# holes -> the moves from the start, in notation -> (the value to the player to move, their best moves)")
    print("BEST_MOVES: dict[int, dict[str, tuple[float, tuple[str, ...]]]] = {")
    for holes in (4, 3):
        game = get_game("bechi", holes=holes)
        started = time.process_time()
        print(f"bechi 2x{holes}:", file=sys.stderr, flush=True)
        book = build(game, args.plies)
        print(f"bechi 2x{holes}: {len(book)} positions in {time.process_time() - started:.0f} s", file=sys.stderr,
              flush=True)
        print(f"    {holes}: {{")
        for line in sorted(book, key=lambda line: (len(line), line)):
            value, best = book[line]
            print(f"        {' '.join(line)!r}: ({value:.4f}, {best!r}),")
        print("    },")
    print("}")


if __name__ == "__main__":
    main()
