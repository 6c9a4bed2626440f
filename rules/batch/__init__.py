"""Many games at once, array at a time: random or Beginner self-play for every game and variant.

Each ply is a handful of numpy operations over every game of the batch, whatever the seeds sown:
the legal sowings as one small integer per game, one move drawn among them through two table
look-ups, the sowing as one look-up in a table of sowings (``engine``), captures and relays as
short loops over the games that capture or relay, and the repetition rule as a hash of each
position checked against the positions since the last capture.

One module a game states its rules in array form, as ``rules.games`` does for one game at a
time; ``tests/test_batch_properties.py`` plays both side by side from random positions.

Positions are compared through a 64-bit hash (random weights per hole, whose turn and the opened
holes): two different positions of one game collide with probability about 2**-64 per pair,
far below anything a batch could meet.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from ..registry import get_game
from .bakuk import Bakuk
from .bechi import Bechi
from .djenon_aboure import DjenonAboure
from .engine import BatchGame, Boards, Results
from .leb_bbut_ahbochen import LebBbutAhbochen
from .tihbat import Tihbat

__all__ = ["BatchGame", "Boards", "Results", "batch_game", "simulate"]

CLASSES = {"leb-bbut-ahbochen": LebBbutAhbochen, "bakuk": Bakuk, "djenon-aboure": DjenonAboure,
           "tihbat": Tihbat, "bechi": Bechi}


def batch_game(game_id: str, **options: Any) -> BatchGame:
    """The batch form of a game and variant (options as ``rules.get_game``)."""
    return _batch_game(game_id, tuple(sorted(options.items())))


@lru_cache(maxsize=16)
def _batch_game(game_id: str, options: tuple[tuple[str, Any], ...]) -> BatchGame:
    # Kept: building the sowing tables costs more than a small batch of games, and the
    # Statistics window plays its games in many small batches. A BatchGame holds tables only.
    game = get_game(game_id, **dict(options))  # first: it explains an unknown game or option
    return CLASSES[game_id](game)


def simulate(game_id: str, options: dict[str, Any], games: int, seed: int | None = None, player: str = "random",
             record: bool = False) -> Results:
    """Play ``games`` whole games (Bechi: matches) with both sides ``"random"`` or ``"beginner"``."""
    return batch_game(game_id, **options).play(games, np.random.default_rng(seed), player, record)
