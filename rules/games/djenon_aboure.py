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

    def __init__(self, **options):
        super().__init__(**options)
        self._backward = self.ring(-1)  # the capture chains' way round

    def _landed(self, board, p, last, count, ring, ev, opened):
        """Relay until a lap ends in an empty hole or makes 2 or 4, which starts a capture chain
        backward; each lap's end is noted for the endless-relay rule (a few laps: a tuple)."""
        noted, shift = (), 8 * self.size + 8  # the lap ends so far; a lap end puts its hole above the board
        while count not in TWO_OR_FOUR:
            if count == 1:
                return board, 0
            lap_end = board | last << shift  # the board and the hole, as one int
            if lap_end in noted:  # the laps have started to repeat: the move stops here
                if ev is not None:
                    ev.append(E.EndlessRelay(self.labels[last]))
                return board, 0
            noted += (lap_end,)  # one per lap: len(noted) is this lap's number
            change, hole, path = ring[last << 8 | count]  # as _sow_from does, the count at hand
            if ev is not None:
                self._sow_events(ev, p, last, path, len(noted))
            board += change
            last = hole
            count = board >> 8 * last & 255
        return self._capture_chain(board, p, last, count, self._backward, ev)
