"""Djenon-aboure (Abouré, Ivory Coast): origin first, relay laps, backward capture chains."""
from __future__ import annotations

from .. import events as E
from ..game import Game
from .bakuk import _two_or_four


class DjenonAboure(Game):
    id = "djenon-aboure"
    title = "Djenon-aboure"
    seeds_per_hole = 4
    OPTIONS = {}

    def _legal(self, st):
        pits = st.pits
        return [self._sow_moves[i] for i in self.rows[st.turn] if pits[i] >= 2]

    def _ended(self, pits, nxt, in_play):
        return max(pits) <= 1

    def _sow_move(self, st, move, ev):
        p = st.turn
        pits = list(st.pits)
        hole = self._index[move.hole]
        count = self._lift(pits, hole, p, ev)
        captured, lap, noted = st.captured, 0, set()
        while True:
            last = self._sow(pits, hole, count, ev, lap=lap, origin_first=True)
            after = pits[last]
            if after == 1:
                break
            if after == 2 or after == 4:
                captured = self._capture_chain(pits, captured, p, last, -1, _two_or_four, ev)
                break
            lap_end = (tuple(pits), last)
            if lap_end in noted:  # the laps have started to repeat: the move stops here
                if ev is not None:
                    ev.append(E.EndlessRelay(self.labels[last]))
                break
            noted.add(lap_end)
            lap += 1
            hole, count = last, self._relay(pits, last, lap, ev)
        return self._conclude(st, pits, captured, 1 - p, ev, captured is not st.captured)
