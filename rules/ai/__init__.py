"""Computer opponents for every game: five levels from Beginner to Expert (no Qt: the app runs
``player.choose`` on a worker thread and passes ``cancel``)."""
from .players import LEVEL_NAMES, LEVELS, Player, get_player, sensible_moves

__all__ = ["LEVELS", "LEVEL_NAMES", "Player", "get_player", "sensible_moves"]
