"""Djenon-aboure (Abouré, Ivory Coast): origin first, relay laps, backward capture chains."""
from __future__ import annotations

from .. import events as E
from ..game import NONE_OR_ONE, Game
from .bakuk import TWO_OR_FOUR


class DjenonAboure(Game):
    id = "djenon-aboure"
    title = "Djenon-aboure"
    seeds_per_hole = 4
    OPTIONS = {}
    min_seeds = 2

    def _ended(self, pits, nxt, in_play):
        return NONE_OR_ONE.issuperset(pits)

    def _sow_move(self, st, move, ev):
        p = st.turn
        pits = list(st.pits)
        ring = self.ring(origin_first=True)
        last = self._sow_from(pits, self._index[move.hole], p, ev, ring)
        gained, lap, noted = 0, 0, set()
        while True:
            after = pits[last]
            if after == 1:
                break
            if after in TWO_OR_FOUR:
                gained = self._capture_chain(pits, p, last, self.ring(-1).after, TWO_OR_FOUR, ev)
                break
            lap_end = (tuple(pits), last)
            if lap_end in noted:  # the laps have started to repeat: the move stops here
                if ev is not None:
                    ev.append(E.EndlessRelay(self.labels[last]))
                break
            noted.add(lap_end)
            lap += 1
            last = self._sow(pits, last, self._relay(pits, last, lap, ev), ev, ring, lap)
        return pits, gained, 0
