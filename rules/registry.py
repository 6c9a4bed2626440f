"""Every game and variant in one registry.

A game's module is imported when the game is first asked for: the app starts with one game,
and need not import the other four before its first frame.
"""
from __future__ import annotations

from importlib import import_module
from itertools import product
from typing import Any

from .game import Game, GameOptionError
from .messages import QT_TRANSLATE_NOOP, excerpt_plain

# Game id -> (module in rules.games, class), in the order the games are listed.
_CLASSES = {
    "leb-bbut-ahbochen": ("leb_bbut_ahbochen", "LebBbutAhbochen"),
    "bakuk": ("bakuk", "Bakuk"),
    "djenon-aboure": ("djenon_aboure", "DjenonAboure"),
    "tihbat": ("tihbat", "Tihbat"),
    "bechi": ("bechi", "Bechi"),
}
GAME_IDS = tuple(_CLASSES)


def _game_class(game_id: str) -> type[Game]:
    module, name = _CLASSES[game_id]
    game_class: type[Game] = getattr(import_module(f".games.{module}", __package__), name)
    return game_class


def __getattr__(name: str) -> dict[str, type[Game]]:
    """``GAMES``, every game id -> its class, is made on first use: it imports every game."""
    if name != "GAMES":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    games = globals()["GAMES"] = {game_id: _game_class(game_id) for game_id in GAME_IDS}
    return games


def get_game(game_id: str, /, **options: Any) -> Game:
    """The game ``game_id`` with its options (``holes``, ``players``, ``first``, ``seed``)."""
    if game_id not in _CLASSES:
        raise GameOptionError(QT_TRANSLATE_NOOP("Rules", "no game {game}; the games are {games}"),
                              game=excerpt_plain(game_id), games=", ".join(GAME_IDS))
    return _game_class(game_id)(**options)


def variants(game_id: str) -> list[dict[str, Any]]:
    """The option dicts of every variant of a game's board (the first player and the match
    options, such as Bechi's number of rounds, left at their defaults)."""
    cls = _game_class(game_id)
    options = cls.OPTIONS
    names = [name for name in options if name not in cls.match_options]
    return [dict(zip(names, values)) for values in product(*(options[n][1] for n in names))]
