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

    def _sow_move(self, st, move, ev):
        p = st.turn
        pits = list(st.pits)
        ring = self.sowing_ring
        last = self._sow_from(pits, self._index[move.hole], p, ev, ring)
        gained = self._capture_chain(pits, p, last, ring.after, TWO_OR_FOUR, ev) if pits[last] in TWO_OR_FOUR else 0
        return pits, gained, 0
