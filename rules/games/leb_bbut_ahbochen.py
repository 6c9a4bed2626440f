"""Leb Bbut Ahbochen (south-east Morocco): relay once, single capture of 2 or 4 on the opponent's side."""
from __future__ import annotations

from .. import events as E
from ..game import Game
from ..state import unpack


class LebBbutAhbochen(Game):
    id = "leb-bbut-ahbochen"
    title = "Leb Bbut Ahbochen"
    seeds_per_hole = 4
    OPTIONS = {"holes": (6, (4, 6, 8, 10))}
    must_feed = True
    landing_counts = frozenset((2, 4, 6))

    def _feeding(self, board: int, p: int) -> int:
        """Player ``p``'s holes that drop a seed into the opponent's row, marked as in
        ``State.playable`` (the first lap is enough: a relay needs an opponent's hole that
        already holds seeds)."""
        n, pits = self.n, unpack(board)
        return sum(128 << 8 * i for i in self.rows[p] if pits[i] >= n - i % n)

    def _unfed(self, board, nxt):
        """The game ends before ``nxt`` moves when they have no seeds, or cannot feed an empty opponent."""
        if not board & self._row_bytes[nxt]:
            return True  # the player to move has no seeds
        # an empty opponent must be fed; if no hole can reach them, the game ends at once
        return not board & self._row_bytes[1 - nxt] and not self._feeding(board, nxt)

    def _landed(self, board, p, last, count, ring, ev, opened):
        """On the opponent's side only: six relay once (the turn then ends); two or four are
        captured unless that would leave the opponent no seeds (grand slam)."""
        opponent = self.owner_index[last]
        if opponent == p:
            return board, 0
        if count == 6:
            return self._sow_from(board, last, p, ev, ring, lap=1)[0], 0
        if sum(unpack(board & self._row_bytes[opponent] | self.empty_board)) > count:
            if ev is not None:
                ev.append(E.Capture(self.players[p], self.labels[last], count))
            return board - (count << 8 * last), count
        if ev is not None:
            ev.append(E.NoCapture(self.labels[last], "grand slam"))
        return board, 0
