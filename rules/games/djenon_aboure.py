"""Djenon-aboure (Abouré, Ivory Coast): origin first, relay laps, backward capture chains."""
from __future__ import annotations

from .. import events as E
from ..game import Game
from ..state import MAX_SEEDS
from .bakuk import TWO_OR_FOUR


class DjenonAboure(Game):
    id = "djenon-aboure"
    title = "Djenon-aboure"
    seeds_per_hole = 4
    OPTIONS = {}
    min_seeds = 2
    origin_first = True
    landing_counts = frozenset(range(2, MAX_SEEDS + 1))  # every lap but one ending in an empty hole
    capture_counts = TWO_OR_FOUR

    def _landed(self, board, p, last, ring, ev, opened):
        """Relay until a lap ends in an empty hole or makes 2 or 4, which starts a capture chain
        backward; each lap's end is noted for the endless-relay rule."""
        lap, noted = 0, set()
        while True:
            after = board >> 8 * last & 255
            if after == 1:
                return board, 0
            if after in TWO_OR_FOUR:
                return self._capture_chain(board, p, last, self.ring(-1), ev)
            lap_end = (board, last)
            if lap_end in noted:  # the laps have started to repeat: the move stops here
                if ev is not None:
                    ev.append(E.EndlessRelay(self.labels[last]))
                return board, 0
            noted.add(lap_end)
            lap += 1
            board, last = self._sow_from(board, last, p, ev, ring, lap)
