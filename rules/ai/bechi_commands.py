"""``python -m rules bechi``: the tools of Bechi's Expert (``rules.ai.rounds``).

    nice -n 10 python -m rules bechi book [--plies 4] > rules/ai/bechi_book.py
    nice -n 10 python -m rules bechi book --check 3,4,5,6 [--sample 8]
    python -m rules bechi round-outcomes [--rounds 300] [--level medium] [--noise 0.1] > rules/ai/round_outcomes.py
    python -m rules bechi round-value MOVES [--holes 4] [--capitals] [--seconds S]

``book``: the best moves of Bechi's first round from the standard start, the data of
``rules/ai/bechi_book.py``. For both boards (``--holes``: one), every position of the traditional
match's first round within ``--plies`` plies of the start (every line of moves): the value to the
player to move and the set of their best moves, under an exact search to the round's end valued
as Expert values it (``RoundSearch`` with no depth limit, ``MatchValue``), each position with its
whole history, which the repetition rule needs. One search per position finds the best value;
then a search with a window just around that value tells each other move whether it reaches it.
Positions are searched deepest first and each side's table is kept for every later position, so
that the shallower searches find their lines' ends already valued. Prints the module; progress
and times go to standard error.

``book --check``: whether Expert at 1 s of processor time a move, searching without the book,
finds a best move by itself at those plies: for each, ``--sample`` positions along random lines in
which the side to move there plays only best moves and the other side any move, Expert's move
against the exact best ones (the book's where it has them, else solved).

``round-outcomes``: how Bechi rounds end from each split of the capitals, the data of
``rules/ai/round_outcomes.py``. For every board, every capital of B from 6 to half the seeds (A
holding the rest) and each first player, plays ``--rounds`` rounds between two players of
``--level`` from the refill (the poorer player chooses their holes as that level does) and counts
B's capital at the round's end. Each move is a random sensible one with probability ``--noise``,
so that the rounds differ as rounds between people do. Prints the module, which
``rules.ai.rounds`` turns into what each split of the capitals is worth to the match.

``round-value``: what a Bechi round is worth under best play from the position MOVES reach (the
moves from the match's start, in notation, separated by spaces: "4B 1A 4B"), and what each move
there is worth: for the player to move then, the value of every legal move, searched to the
round's end with alpha-beta (``RoundSearch``). By default a round's end is valued as Expert values
it (``MatchValue``: seeds of the match's final margin); ``--capitals``: by the capital margin it
leaves, the seeds the round is won or lost by. Without ``--seconds`` the search has no depth limit:
the repetition rule ends every line of a round, so the values are exact. With ``--seconds`` it
deepens one ply at a time as Expert does, within that much processor time, and says how deep it
got: the way to compare Expert's choice at 1 s with a much longer search.

Each command imports what it uses when it runs: the command line's start-up stays light.
"""
from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..amounts import MAX_GAMES, seconds, whole_number
from ..messages import excerpt

if TYPE_CHECKING:
    from ..game import Game
    from ..state import State
    from .rounds import RoundSearch

BOARDS = (4, 3)  # Bechi's boards, holes per row, in the order the data modules list them
EQUAL = 1e-6  # seeds of the match: values closer than this are the same value
# Every position within this many plies of the start: about four times as many positions a ply
# (85 a board at four), each an exact search to the round's end.
MOST_PLIES = 10
MOST_SAMPLE = 1000  # positions a ply for ``book --check``, each a second of Expert's search
_FRACTION = re.compile(r"[01](?:\.[0-9]{1,6})?|\.[0-9]{1,6}")


def fraction(text: str) -> float:
    """An argparse type: a number from 0 to 1, written like 0.1."""
    value = float(text) if _FRACTION.fullmatch(text) else -1.0
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f'not a number from 0 to 1 written like 0.1: "{excerpt(text)}"')
    return value


def ply_list(text: str) -> list[int]:
    """An argparse type: plies separated by commas, like 3,4,5,6."""
    return [whole_number(0, 10 * MOST_PLIES)(part) for part in text.split(",")]


def boards(args: argparse.Namespace) -> tuple[int, ...]:
    return BOARDS if args.holes is None else (args.holes,)


# The book of openings: rules/ai/bechi_book.py

def positions(game: Game, plies: int) -> dict[tuple[str, ...], State]:
    """Every position of the first round within ``plies`` plies of the start, by the moves to it."""
    found: dict[tuple[str, ...], State] = {(): game.initial_state()}
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
        from .rounds import MatchValue, RoundSearch

        self.game = game
        self.searches: list[RoundSearch] = [RoundSearch(game, MatchValue(game), None, None) for _ in game.players]

    def solve(self, state: State) -> tuple[float, tuple[str, ...]]:
        """The value of ``state`` to the player to move and their best moves."""
        from .rounds import UNLIMITED

        search = self.searches[state.turn]
        moves = self.game.legal_moves(state)
        best = search.root(state, moves, UNLIMITED, lambda move, value: None)
        chosen = []
        for move in moves:
            child = self.game.next_state(state, move)
            if search.value(child, UNLIMITED - 1, best - EQUAL, best + EQUAL) > best - EQUAL:
                chosen.append(str(move))
        return best, tuple(chosen)


def build_book(game: Game, plies: int) -> dict[tuple[str, ...], tuple[float, tuple[str, ...]]]:
    """The book of ``game``: the moves to a position -> (its value to the mover, their best moves)."""
    solver = Solver(game)
    book: dict[tuple[str, ...], tuple[float, tuple[str, ...]]] = {}
    for line, state in sorted(positions(game, plies).items(), key=lambda item: -len(item[0])):
        started = time.process_time()
        book[line] = solver.solve(state)
        print(f"  {' '.join(line) or 'start':<24} {book[line][0]:7.2f} {' '.join(book[line][1]):<16}"
              f"{time.process_time() - started:7.1f} s", file=sys.stderr, flush=True)
    return book


def check_book(game: Game, plies: list[int], sample: int) -> None:
    """Prints, for each ply in ``plies``, how many of ``sample`` positions Expert solves by itself."""
    import random

    from . import get_player
    from .bechi_book import BEST_MOVES  # the book this command wrote

    solver, rng = Solver(game), random.Random(f"check:{game.n}")
    book = BEST_MOVES[game.n]
    for ply in plies:
        found = 0
        for k in range(sample):
            state, line = game.initial_state(), list[str]()
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
            result = expert.search(game, state, None, None)  # type: ignore[attr-defined]  # its search alone, without the book
            found += str(result.move) in best
            print(f"  {' '.join(line):<32} best {' '.join(best):<12} ({value:6.2f})  Expert {result.move}"
                  f" (depth {result.depth})", file=sys.stderr, flush=True)
        print(f"bechi 2x{game.n} ply {ply}: Expert at 1 s found a best move in {found} of {sample}", flush=True)


def cmd_book(args: argparse.Namespace) -> int:
    from ..registry import get_game

    if args.check:
        for holes in boards(args):
            check_book(get_game("bechi", holes=holes), args.check, args.sample)
        return 0
    command = f"python -m rules bechi book --plies {args.plies}" + ("" if args.holes is None else f" --holes {args.holes}")
    print('"""Bechi: the best moves of the first round of a traditional match from the standard start, under an\n'
          "exact search to the round's end valued as Expert values it (seeds of the match): written by\n"
          f'{command}, read by ``rules.ai.rounds``."""\n')
    print("# holes -> the moves from the start, in notation -> (the value to the player to move, their best moves)")
    print("BEST_MOVES: dict[int, dict[str, tuple[float, tuple[str, ...]]]] = {")
    for holes in boards(args):
        game = get_game("bechi", holes=holes)
        started = time.process_time()
        print(f"bechi 2x{holes}:", file=sys.stderr, flush=True)
        book = build_book(game, args.plies)
        print(f"bechi 2x{holes}: {len(book)} positions in {time.process_time() - started:.0f} s", file=sys.stderr,
              flush=True)
        print(f"    {holes}: {{")
        for line in sorted(book, key=lambda line: (len(line), line)):
            value, best = book[line]
            print(f"        {' '.join(line)!r}: ({value:.4f}, {best!r}),")
        print("    },")
    print("}")
    return 0


# How rounds end: rules/ai/round_outcomes.py

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
    """B's capital at the end of each of ``rounds`` rounds from ``between(game, capital, starter)``."""
    import random

    from . import get_player
    from .evaluation import sensible_moves
    from .rounds import MatchValue

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


def cmd_round_outcomes(args: argparse.Namespace) -> int:
    from ..registry import get_game

    print(f'"""Bechi: B\'s capital at the end of a round, counted over {args.rounds} rounds between two '
          f'{args.level.title()}\nplayers making a random sensible move {args.noise:.0%} of the time, from '
          'each capital of B before it and\neach first player (A holding the rest): written by '
          'python -m rules bechi round-outcomes, read by ``rules.ai.rounds``."""\n')
    print("# holes -> (B's capital before, first player) -> ((B's capital after, rounds), ...)")
    print("ROUND_ENDS: dict[int, dict[tuple[int, int], tuple[tuple[int, int], ...]]] = {")
    for holes in BOARDS:
        game = get_game("bechi", holes=holes)
        print(f"    {holes}: {{")
        for capital in range(game.seeds_per_hole, 6 * holes + 1):
            for starter in (0, 1):
                ends = outcomes(game, capital, starter, args.rounds, args.level, args.noise)
                print(f"        ({capital}, {starter}): {tuple(sorted(ends.items()))},", flush=True)
        print("    },")
    print("}")
    return 0


# The value of a round

def cmd_round_value(args: argparse.Namespace) -> int:
    import random

    from ..moves import IllegalMoveError
    from ..registry import get_game
    from .evaluation import Material
    from .players import final_margin
    from .rounds import UNLIMITED, MatchValue, RoundSearch
    from .search import SETTLED, iterative_deepening

    game = get_game("bechi", holes=args.holes)
    state = game.initial_state()
    for ply, text in enumerate(args.moves.split(), start=1):
        try:
            state = game.next_state(state, text)
        except IllegalMoveError as err:
            print(f"ply {ply}: {err}", file=sys.stderr)
            return 2
    if state.turn < 0:
        print("error: the match is over after these moves: no round to value", file=sys.stderr)
        return 2
    evaluate = Material() if args.capitals else MatchValue(game)
    started = time.thread_time()
    search: RoundSearch
    if args.seconds:
        found = iterative_deepening(game, state, evaluate, None, started + args.seconds, None, random.Random(0),
                                    RoundSearch, time.thread_time)
        search, depth = found.search, found.depth  # type: ignore[assignment]
        print(f"deepened to {depth} plies in {time.thread_time() - started:.1f} s: best {found.move}")
    else:
        search, depth = RoundSearch(game, evaluate, None, None), UNLIMITED
        search.root(state, game.legal_moves(state), depth, lambda move, value: None)
    search.deadline = None
    print(f"{state}, {state.to_move} to move; the value of each move to {state.to_move}"
          f" ({'capital margin' if args.capitals else 'seeds of the match'}"
          f"{', exact' if depth == UNLIMITED else f', at depth {depth}'}):")
    for move in game.legal_moves(state):
        value = search.exact(game.next_state(state, move), depth - 1)
        # a line that ends the match is worth its margin and the win's (or loss's) bonus
        print(f"  {move}  {final_margin(value):.2f}" + (" (the match ends)" if abs(value) >= SETTLED else ""))
    print(f"{time.thread_time() - started:.1f} s of processor time")
    return 0


def add_commands(commands: argparse._SubParsersAction[Any]) -> None:
    """``python -m rules bechi book``, ``round-outcomes`` and ``round-value``."""
    from .players import LEVELS

    bechi = commands.add_parser("bechi", help="Bechi's Expert: its book of openings, how rounds end, a round's value")
    actions = bechi.add_subparsers(dest="action", required=True)
    holes: Callable[[str], int] = whole_number()

    book = actions.add_parser("book", help="the best moves of the first round's first plies: "
                                           "prints the module rules/ai/bechi_book.py")
    book.add_argument("--plies", type=whole_number(1, MOST_PLIES), default=4,
                      help="every position within this many plies of the start (default 4)")
    book.add_argument("--holes", type=holes, choices=sorted(BOARDS), help="one board only (default: both)")
    book.add_argument("--check", type=ply_list, default=[],
                      help="comma-separated plies: Expert's moves there against the best (the book's)")
    book.add_argument("--sample", type=whole_number(1, MOST_SAMPLE), default=8, help="positions a ply for --check")
    book.set_defaults(run=cmd_book)

    ends = actions.add_parser("round-outcomes", help="how rounds end from each split of the capitals: "
                                                     "prints the module rules/ai/round_outcomes.py")
    ends.add_argument("--rounds", type=whole_number(1, MAX_GAMES), default=300,
                      help="rounds from each split and first player (default 300)")
    ends.add_argument("--level", default="medium", choices=list(LEVELS), help="both players' level (default medium)")
    ends.add_argument("--noise", type=fraction, default=0.1,
                      help="how often a move is a random sensible one instead (default 0.1)")
    ends.set_defaults(run=cmd_round_outcomes)

    value = actions.add_parser("round-value", help="the value of a round under best play, and of each move, "
                                                   "from the position some moves reach")
    value.add_argument("moves", help='the moves from the match\'s start, separated by spaces, e.g. "4B 1A 4B"')
    value.add_argument("--holes", type=holes, choices=sorted(BOARDS), default=4, help="holes per row (default 4)")
    value.add_argument("--capitals", action="store_true", help="value a round's end by its capital margin")
    value.add_argument("--seconds", type=seconds(), help="deepen for this much processor time instead")
    value.set_defaults(run=cmd_round_value)
