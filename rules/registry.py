"""Every game and variant in one registry."""
from __future__ import annotations

from itertools import product

from .game import Game, GameOptionError
from .messages import QT_TRANSLATE_NOOP
from .games.bakuk import Bakuk
from .games.bechi import Bechi
from .games.djenon_aboure import DjenonAboure
from .games.leb_bbut_ahbochen import LebBbutAhbochen
from .games.tihbat import Tihbat

GAMES: dict[str, type[Game]] = {cls.id: cls for cls in (LebBbutAhbochen, Bakuk, DjenonAboure, Tihbat, Bechi)}
GAME_IDS = tuple(GAMES)


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
