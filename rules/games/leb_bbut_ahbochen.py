"""Leb Bbut Ahbochen (south-east Morocco): relay once, single capture of 2 or 4 on the opponent's side."""
from __future__ import annotations

from .. import events as E
from ..game import Game


class LebBbutAhbochen(Game):
    id = "leb-bbut-ahbochen"
    title = "Leb Bbut Ahbochen"
    seeds_per_hole = 4
    OPTIONS = {"holes": (6, (4, 6, 8, 10))}

    def _feeding(self, pits, p: int) -> list:
        """Player ``p``'s moves that drop a seed into the opponent's row (the first lap is enough:
        a relay needs an opponent's hole that already holds seeds)."""
        n = self.n
        return [move for i, move in self._own_moves[p] if pits[i] >= n - i % n]

    def _legal(self, st):
        pits, p = st.pits, st.turn
        if any(self._row(pits, 1 - p)):
            return Game._legal(self, st)
        return self._feeding(pits, p)

    def _row(self, pits, p: int):
        return pits[self.n:] if p else pits[:self.n]

    def _ended(self, pits, nxt, in_play):
        if not any(self._row(pits, nxt)):
            return True  # the player to move has no seeds
        # an empty opponent must be fed; if no hole can reach them, the game ends at once
        return not any(self._row(pits, 1 - nxt)) and not self._feeding(pits, nxt)

    def _sow_move(self, st, move, ev):
        p = st.turn
        pits = list(st.pits)
        ring = self.sowing_ring
        last = self._sow_from(pits, self._index[move.hole], p, ev, ring)
        gained, opponent = 0, self.owner_index[last]
        if opponent != p:
            count = pits[last]
            if count == 6:  # relay once: sow the six on, then the turn ends
                self._sow_from(pits, last, p, ev, ring, lap=1)
            elif count == 2 or count == 4:
                if sum(self._row(pits, opponent)) > count:
                    pits[last], gained = 0, count
                    if ev is not None:
                        ev.append(E.Capture(self.players[p], self.labels[last], count))
                elif ev is not None:
                    ev.append(E.NoCapture(self.labels[last], "grand slam"))
        return pits, gained, 0
