"""Leb Bbut Ahbochen (south-east Morocco): relay once, single capture of 2 or 4 on the opponent's side."""
from __future__ import annotations

from .. import events as E
from ..game import Game, _add


class LebBbutAhbochen(Game):
    id = "leb-bbut-ahbochen"
    title = "Leb Bbut Ahbochen"
    seeds_per_hole = 4
    OPTIONS = {"holes": (6, (4, 6, 8, 10))}

    def _feeds(self, pits, i: int) -> bool:
        """Whether sowing hole ``i`` drops a seed into the opponent's row (its first lap suffices:
        a relay needs an opponent's hole that already holds seeds)."""
        return pits[i] >= self.n - i % self.n

    def _legal(self, st):
        pits, p = st.pits, st.turn
        own = [i for i in self.rows[p] if pits[i]]
        if not any(pits[i] for i in self.rows[1 - p]):
            own = [i for i in own if self._feeds(pits, i)]
        return [self._sow_moves[i] for i in own]

    def _ended(self, pits, nxt, in_play):
        own, other = self.rows[nxt], self.rows[1 - nxt]
        if not any(pits[i] for i in own):
            return True  # the player to move has no seeds
        # an empty opponent must be fed; if no hole can reach them, the game ends at once
        return not any(pits[i] for i in other) and not any(self._feeds(pits, i) for i in own)

    def _sow_move(self, st, move, ev):
        p = st.turn
        pits = list(st.pits)
        i = self._index[move.hole]
        last = self._sow(pits, i, self._lift(pits, i, p, ev), ev)
        captured, took = st.captured, False
        opponent = self.owner_index[last]
        if opponent != p:
            count = pits[last]
            if count == 6:  # relay once: sow the six on, then the turn ends
                self._sow(pits, last, self._relay(pits, last, 1, ev), ev, lap=1)
            elif count in (2, 4):
                if sum(pits[j] for j in self.rows[opponent]) > count:
                    pits[last] = 0
                    captured, took = _add(captured, p, count), True
                    if ev is not None:
                        ev.append(E.Capture(self.players[p], self.labels[last], count))
                elif ev is not None:
                    ev.append(E.NoCapture(self.labels[last], "grand slam"))
        return self._conclude(st, pits, captured, 1 - p, ev, took)
