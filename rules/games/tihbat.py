"""Tihbat (Taourirt, north-east Morocco): 2x2, origin first, captures only in the mover's own holes."""
from __future__ import annotations

from .. import events as E
from ..game import Game
from ..messages import QT_TRANSLATE_NOOP, RulesError

EVEN_TO_EIGHT = frozenset((2, 4, 6, 8))


class Tihbat(Game):
    id = "tihbat"
    title = "Tihbat"
    seeds_per_hole = 7
    default_holes = 2
    OPTIONS = {}
    origin_first = True
    sowings_remembered = 1 << 16  # 28 seeds on 4 holes: random games revisit 94% of their sowings

    def _sow_move(self, st, move, ev):
        p = st.turn
        pits = list(st.pits)
        last = self._sow_from(pits, self._index[move.hole], p, ev, self.sowing_ring)
        count = pits[last]
        if self.owner_index[last] != p or count not in EVEN_TO_EIGHT:
            return pits, 0, 0
        pits[last] = 0
        if ev is not None:
            ev.append(E.Capture(self.players[p], self.labels[last], count))
        return pits, count, 0

    def position_problem(self, state):
        if sum(state.pits) % 2:
            return RulesError(QT_TRANSLATE_NOOP(
                "Rules", "a Tihbat board must hold an even number of seeds: captures are even and the "
                "seeds left at the end are split equally"))
        return super().position_problem(state)

    def _take_leftovers(self, pits, captured, ev):
        """The seeds left on the board are split equally, hole by hole: B's half first."""
        share = [sum(pits) // 2, sum(pits) - sum(pits) // 2]
        totals = list(captured)
        p = 0
        for i, count in enumerate(pits):
            while count:
                while not share[p]:
                    p += 1
                part = min(count, share[p])
                share[p] -= part
                totals[p] += part
                count -= part
                if ev is not None:
                    ev.append(E.Take(self.players[p], self.labels[i], part))
            pits[i] = 0
        return tuple(totals)
