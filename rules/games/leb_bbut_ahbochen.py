"""Leb Bbut Ahbochen (south-east Morocco): relay once, single capture of 2 or 4 on the opponent's side."""
from __future__ import annotations

from .. import events as E
from ..board import marks, total, unpack
from ..game import Game


class LebBbutAhbochen(Game):
    id = "leb-bbut-ahbochen"
    title = "Leb Bbut Ahbochen"
    seeds_per_hole = 4
    OPTIONS = {"holes": (6, (4, 6, 8, 10))}
    __slots__ = ()
    must_feed = True
    landing_counts = frozenset((2, 4, 6))

    def _landed(self, board, p, last, count, ring, ev, opened):
        """On the opponent's side only: six relay once (the turn then ends); two or four are
        captured, unless that is a grand slam."""
        opponent = self.owner_index[last]
        if opponent == p:
            return board, 0
        if count == 6:  # relay: the six seeds are sown on, and the turn ends wherever they end
            return self._sow_from(board, last, p, ev, ring, lap=1)[0], 0
        if self._is_grand_slam(board, opponent, count):
            if ev is not None:
                ev.append(E.NoCapture(self.labels[last], "grand slam"))
            return board, 0
        return self._capture(board, p, last, count, ev)

    def _is_grand_slam(self, board, opponent, count):
        """Whether taking ``count`` seeds would leave the opponent's row empty."""
        return total(board, self._row_regions[opponent]) == count

    # ----- feeding: an empty opponent must be given seeds ----------------------------------
    def _feeding(self, board, p):
        """Player ``p``'s holes that drop a seed into the opponent's row (the first lap is
        enough: a relay needs an opponent's hole that already holds seeds)."""
        n, pits = self.n, unpack(board)
        return marks(i for i in self.rows[p] if pits[i] >= n - i % n)

    def _unfed(self, board, nxt):
        """The game ends before ``nxt`` moves when they have no seeds, or cannot feed an empty opponent."""
        if not board & self._row_regions[nxt]:
            return True  # the player to move has no seeds
        # an empty opponent must be fed; if no hole can reach them, the game ends at once
        return not board & self._row_regions[1 - nxt] and not self._feeding(board, nxt)
