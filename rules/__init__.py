"""Siembra's rules model: five two-row mancala games as pure functions over immutable states.

Pure Python and numpy; never imports Qt (a test and an import-linter contract keep it so).
"""
from .game import Game, GameOptionError
from .moves import PASS, IllegalMoveError, Move, MoveSyntaxError
from .registry import GAME_IDS, get_game, variants
from .state import State

__all__ = [
    "GAME_IDS", "GAMES", "PASS", "Game", "GameOptionError", "IllegalMoveError", "Move",
    "MoveSyntaxError", "State", "get_game", "variants",
    "Record", "RecordError", "dump_record", "load_record", "read_record",
    "GameTree", "Node", "TreeLimitError",
]

# Records (rules.record: JSON, dataclasses), their trees (rules.tree) and GAMES (every game's
# module) are imported on first use: a program that only plays, such as the app until its
# first frame, does not pay for them.
_LAZY = {"GAMES": "registry",
         "Record": "record", "RecordError": "record", "dump_record": "record", "load_record": "record",
         "read_record": "record", "GameTree": "tree", "Node": "tree", "TreeLimitError": "tree"}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'rules' has no attribute {name!r}")
    from importlib import import_module
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
