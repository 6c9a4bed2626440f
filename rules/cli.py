"""``python -m rules``: list the games, replay a record, play moves; one JSON object per line."""
from __future__ import annotations

import argparse
import json
import sys
from typing import IO, Any, NoReturn

from .amounts import seconds, whole_number
from .game import Game, GameOptionError
from .messages import EXCERPT_CHARS, excerpt
from .moves import IllegalMoveError
from .record import MAX_RECORD_BYTES, Record, load_record, position_to_json, read_record
from .registry import GAME_IDS, GAMES, get_game
from .safe_input import InputError, read_text_stream
from .state import State
from .tree import GameTree
from .version import version


def position_line(game: Game, state: State, ply: int, move: object) -> dict[str, Any]:
    line: dict[str, Any] = {"ply": ply, "move": None if move is None else str(move)}
    line.update(position_to_json(game, state))
    line["over"] = state.is_over
    line["legal"] = [str(m) for m in game.legal_moves(state)]
    line["scores"] = game.scores(state)
    if state.is_over:
        line["winners"] = list(game.winners(state))
    return line


def play_out(record: Record, out: IO[str] | None = None) -> int:
    """Print the start and one line per move; stop with status 2 at an illegal move."""
    out = out or sys.stdout
    game, state = record.game, record.start_state()
    print(json.dumps(position_line(game, state, 0, None)), file=out)
    for ply, text in enumerate(record.moves, start=1):
        try:
            state = game.next_state(state, text)
        except IllegalMoveError as err:
            print(f"ply {ply}: {err}", file=sys.stderr)
            return 2
        print(json.dumps(position_line(game, state, ply, text)), file=out)
    return 0


def add_variant_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", choices=GAME_IDS, help="the game")
    parser.add_argument("--holes", type=whole_number(), help="holes per row (Leb Bbut Ahbochen 4-10, Bechi 3 or 4)")
    parser.add_argument("--players", type=whole_number(), help="Bakuk: 2 or 3 players")
    parser.add_argument("--rounds", type=whole_number(), help="Bechi: a match of 1, 3, 5 or 10 rounds (0, the default: the traditional match)")
    parser.add_argument("--first", help="B (default), A, C or random")
    parser.add_argument("--seed", type=whole_number(), help="the seed that chooses a random first player")


def game_from_args(args: argparse.Namespace) -> Game:
    options = {k: getattr(args, k) for k in ("holes", "players", "rounds", "first", "seed") if getattr(args, k) is not None}
    return get_game(args.game, **options)


def cmd_list(args: argparse.Namespace) -> int:
    for game_id, cls in GAMES.items():
        options = {name: list(allowed) for name, (_, allowed) in cls.OPTIONS.items()}
        defaults = {name: default for name, (default, _) in cls.OPTIONS.items()}
        first = ["B", "A"] + (["C (three players)"] if "players" in cls.OPTIONS else []) + ["random"]
        print(json.dumps({"game": game_id, "title": cls.title, "options": options,
                          "defaults": defaults, "first": first}))
    return 0


def record_of(args: argparse.Namespace, play: bool = True) -> Record:
    """The record named on the command line (``-``: standard input), checked as every file is."""
    if args.file == "-":
        return load_record(read_text_stream(sys.stdin.buffer, MAX_RECORD_BYTES), play=play)
    return read_record(args.file, play=play)


def cmd_replay(args: argparse.Namespace) -> int:
    record = record_of(args, play=False)
    status = play_out(record)
    if status == 0 and record.lines:
        print_variations(GameTree.from_record(record))
    return status


def print_variations(tree: GameTree, out: IO[str] | None = None) -> None:
    """One line per variation, in the order of ``tree.walk()``: its number (from 1), the line it
    leaves ("from": that variation's number, 0 the main line), the ply of its first move, its
    moves and its last position, as ``position_line`` writes a position."""
    out = out or sys.stdout
    numbers = {tree.root: 0}  # node -> the number of the line it is on
    count = 0
    for node in tree.walk():
        parent = node.parent
        if parent is None:
            continue
        if parent.children[0] is node:
            numbers[node] = numbers[parent]
            continue
        count += 1
        numbers[node] = count
        nodes = [node]
        while nodes[-1].children:
            nodes.append(nodes[-1].children[0])
        last = nodes[-1]
        print(json.dumps({"variation": numbers[node], "from": numbers[parent], "ply": node.ply,
                          "moves": [str(n.move) for n in nodes],
                          "end": position_line(tree.game, last.state, last.ply, last.move)}), file=out)


def cmd_analyse(args: argparse.Namespace) -> int:
    from .analysis import print_analysis

    return print_analysis(record_of(args), args.seconds)


def cmd_play(args: argparse.Namespace) -> int:
    return play_out(Record(game_from_args(args), None, args.moves.split()))


class Parser(argparse.ArgumentParser):
    """argparse's parser (its subcommands' too), whose refusals quote at most an excerpt of the
    bad value: argparse itself repeats an option's value in full."""

    def error(self, message: str) -> NoReturn:
        super().error(excerpt(message, 4 * EXCERPT_CHARS))


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="python -m rules", description="Siembra's rules model")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="the games and their options").set_defaults(run=cmd_list)
    replay = commands.add_parser("replay", help="replay a record: one JSON line per position of the main line, "
                                                "then one per variation")
    replay.add_argument("file", help="a .siembra record, or - for standard input")
    replay.set_defaults(run=cmd_replay)
    play = commands.add_parser("play", help="play moves from the start: one JSON line per position")
    add_variant_options(play)
    play.add_argument("--moves", default="", help='the moves, e.g. "6B 2A"')
    play.set_defaults(run=cmd_play)
    from .analysis import DEFAULT_SECONDS

    analyse = commands.add_parser("analyse", help="review a record: one JSON line per ply (docs/analysis.md)")
    analyse.add_argument("file", help="a .siembra record, or - for standard input")
    analyse.add_argument("--seconds", type=seconds(), default=DEFAULT_SECONDS,
                         help=f"search time per position (default {DEFAULT_SECONDS}; Tihbat is exact)")
    analyse.set_defaults(run=cmd_analyse)
    from .ai.commands import add_commands  # match and solve; imported late: they use this module

    add_commands(commands)
    from .tables import add_command as add_tables

    add_tables(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.run(args)
        return status
    except GameOptionError as err:  # --holes 99, --first Z: told like any other bad option
        parser.error(str(err))
    except (InputError, IllegalMoveError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
