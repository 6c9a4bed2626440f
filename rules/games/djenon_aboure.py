"""Djenon-aboure (Abouré, Ivory Coast): origin first, relay laps, backward capture chains."""
from __future__ import annotations

from .. import events as E
from ..game import NONE_OR_ONE, Game
from .bakuk import TWO_OR_FOUR

UNNOTED_LAPS = 40  # measured: of 52,000 moves of random games, none but endless ones took over 18


class DjenonAboure(Game):
    id = "djenon-aboure"
    title = "Djenon-aboure"
    seeds_per_hole = 4
    OPTIONS = {}
    min_seeds = 2
    origin_first = True

    def _ended(self, pits, nxt, in_play):
        return NONE_OR_ONE.issuperset(pits)

    def _sow_move(self, st, move, ev):
        i = self._index[move.hole]
        if ev is None:  # search: a move is first sown without noting laps, as nearly all end soon
            outcome = self._sow_and_relay(st.pits, i, st.turn, None, UNNOTED_LAPS)
            if outcome is not None:
                return outcome
        return self._sow_and_relay(st.pits, i, st.turn, ev, None)

    def _sow_and_relay(self, pits, i, p, ev, lap_limit):
        """Sow from ``i`` and relay until the move ends; laps are noted for the endless-relay
        rule unless ``lap_limit`` is given: then a move that needs more laps gives None (and
        is sown again, noting them, which ends it exactly where the rule says)."""
        pits = list(pits)
        ring = self.sowing_ring
        last = self._sow_from(pits, i, p, ev, ring)
        gained, lap, noted = 0, 0, set()
        while True:
            after = pits[last]
            if after == 1:
                break
            if after in TWO_OR_FOUR:
                gained = self._capture_chain(pits, p, last, self.ring(-1).after, TWO_OR_FOUR, ev)
                break
            if lap_limit is None:
                lap_end = (tuple(pits), last)
                if lap_end in noted:  # the laps have started to repeat: the move stops here
                    if ev is not None:
                        ev.append(E.EndlessRelay(self.labels[last]))
                    break
                noted.add(lap_end)
            elif lap == lap_limit:
                return None
            lap += 1
            last = self._sow_from(pits, last, p, ev, ring, lap)
        return pits, gained, 0
