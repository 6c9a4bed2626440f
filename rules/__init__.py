"""Siembra's rules model: five two-row mancala games as pure functions over immutable states.

Pure Python and numpy; never imports Qt (a test and an import-linter contract keep it so).
"""
from .game import Game, GameOptionError
from .moves import PASS, IllegalMoveError, Move, MoveSyntaxError
from .registry import GAME_IDS, GAMES, get_game, variants
from .state import State

__all__ = [
    "GAME_IDS", "GAMES", "PASS", "Game", "GameOptionError", "IllegalMoveError", "Move",
    "MoveSyntaxError", "State", "get_game", "variants",
]

from .record import Record, RecordError, dump_record, load_record  # noqa: E402  (needs the registry)

__all__ += ["Record", "RecordError", "dump_record", "load_record"]
