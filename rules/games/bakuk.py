"""Bakuk (Jbala, northern Morocco): 2 or 3 players; captures of 2 or 4 on any side, chained forward."""
from __future__ import annotations

from ..game import Game

TWO_OR_FOUR = frozenset((2, 4))


class Bakuk(Game):
    id = "bakuk"
    title = "Bakuk"
    seeds_per_hole = 6
    default_holes = 3
    OPTIONS = {"players": (2, (2, 3))}
    __slots__ = ()
    # The last seed makes 2 or 4: capture it, and the holes after it while each holds 2 or 4.
    landing_counts = capture_counts = TWO_OR_FOUR
    _landed = Game._capture_chain
