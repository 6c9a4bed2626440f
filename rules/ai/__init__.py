"""Computer opponents for every game: five levels from Beginner to Expert (no Qt: the app runs
``player.choose`` on a worker thread and passes ``cancel``)."""
from ..levels import LEVEL_NAMES
from .evaluation import sensible_moves
from .players import LEVELS, Player, get_player

__all__ = ["LEVELS", "LEVEL_NAMES", "Player", "get_player", "sensible_moves"]
