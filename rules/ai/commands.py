"""``python -m rules match`` (computer against computer), ``python -m rules solve tihbat`` and the
Bechi tools of ``python -m rules bechi`` (``rules.ai.bechi_commands``)."""
from __future__ import annotations

import argparse
import json
from typing import Any

from .players import LEVELS


def cmd_match(args: argparse.Namespace) -> int:
    from ..cli import game_from_args
    from .match import match

    game = game_from_args(args)
    options = dict(game.options.items())
    summary = match(game.id, options, args.a, args.b, args.games, args.seed or 0, args.budget, args.budget)
    print(json.dumps(summary))
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    from ..registry import get_game
    from ..tihbat_solver import move_values, solution

    sol = solution()
    game = get_game("tihbat")
    start = game.initial_state()
    values = move_values(game, start)
    value = sol.value(start)
    result = "draw" if value == 0 else f"{'B' if value > 0 else 'A'} wins by {abs(value)}"
    print(json.dumps({"game": "tihbat", "value": value, "result": result, "first": "B",
                      "best_moves": [str(m) for m, v in values.items() if v == value],
                      "move_values": {str(m): v for m, v in values.items()},
                      "build_seconds": round(sol.seconds, 2)}))
    return 0


def add_commands(commands: argparse._SubParsersAction[Any]) -> None:
    from ..amounts import MAX_GAMES, seconds, whole_number
    from ..cli import add_variant_options

    match = commands.add_parser("match", help="computer against computer: a JSON summary for player a")
    add_variant_options(match)
    match.add_argument("--a", default="expert", choices=list(LEVELS), help="player a's level")
    match.add_argument("--b", default="beginner", choices=list(LEVELS), help="player b's level")
    match.add_argument("--games", type=whole_number(1, MAX_GAMES), default=10, help="games; a takes each seat in turn")
    match.add_argument("--budget", type=seconds(), default=1.0, help="seconds per move (Expert uses it all)")
    match.set_defaults(run=cmd_match)
    solve = commands.add_parser("solve", help="Tihbat under perfect play: value and best first moves")
    solve.add_argument("game", choices=["tihbat"], help="the solved game")
    solve.set_defaults(run=cmd_solve)
    from .bechi_commands import add_commands as add_bechi

    add_bechi(commands)
