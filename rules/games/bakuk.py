"""Bakuk (Jbala, northern Morocco): 2 or 3 players; captures of 2 or 4 on any side, chained forward."""
from __future__ import annotations

from ..game import Game


def _two_or_four(_hole: int, count: int) -> bool:
    return count == 2 or count == 4


class Bakuk(Game):
    id = "bakuk"
    title = "Bakuk"
    seeds_per_hole = 6
    default_holes = 3
    OPTIONS = {"players": (2, (2, 3))}

    def _legal(self, st):
        pits = st.pits
        return [self._sow_moves[i] for i in self.rows[st.turn] if pits[i]]

    def _sow_move(self, st, move, ev):
        p = st.turn
        pits = list(st.pits)
        i = self._index[move.hole]
        last = self._sow(pits, i, self._lift(pits, i, p, ev), ev)
        captured = self._capture_chain(pits, st.captured, p, last, 1, _two_or_four, ev)
        return self._conclude(st, pits, captured, self._next_player(p), ev, captured is not st.captured)
