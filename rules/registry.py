"""Every game and variant in one registry."""
from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from itertools import product

from .game import Game, GameOptionError
from .messages import QT_TRANSLATE_NOOP

# Game id -> (module in rules.games, class), in the order the games are listed.
_CLASSES = {
    "leb-bbut-ahbochen": ("leb_bbut_ahbochen", "LebBbutAhbochen"),
    "bakuk": ("bakuk", "Bakuk"),
    "djenon-aboure": ("djenon_aboure", "DjenonAboure"),
    "tihbat": ("tihbat", "Tihbat"),
    "bechi": ("bechi", "Bechi"),
}


class _Games(Mapping):
    """Game id -> Game class. A game's module is imported when the game is first looked up:
    the app starts with one game, and the other four cost its start-up 3 M instructions."""

    def __init__(self):
        self._loaded: dict[str, type[Game]] = {}

    def __getitem__(self, game_id: str) -> type[Game]:
        cls = self._loaded.get(game_id)
        if cls is None:
            module, name = _CLASSES[game_id]
            cls = self._loaded[game_id] = getattr(import_module(f".games.{module}", __package__), name)
        return cls

    def __iter__(self):
        return iter(_CLASSES)

    def __len__(self) -> int:
        return len(_CLASSES)


GAMES: Mapping[str, type[Game]] = _Games()
GAME_IDS = tuple(_CLASSES)


def get_game(game_id: str, **options) -> Game:
    """The game ``game_id`` with its options (``holes``, ``players``, ``first``, ``seed``)."""
    try:
        cls = GAMES[game_id]
    except KeyError:
        raise GameOptionError(QT_TRANSLATE_NOOP("Rules", "no game {game}; the games are {games}"),
                              game=game_id, games=", ".join(GAME_IDS)) from None
    return cls(**options)


def variants(game_id: str) -> list[dict]:
    """The option dicts of every variant of a game (first player left at its default)."""
    options = GAMES[game_id].OPTIONS
    names = list(options)
    return [dict(zip(names, values)) for values in product(*(options[n][1] for n in names))]
