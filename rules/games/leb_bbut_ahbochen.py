"""Leb Bbut Ahbochen (south-east Morocco): relay once, single capture of 2 or 4 on the opponent's side."""
from __future__ import annotations

from .. import events as E
from ..board import sow, sowable_test, sowable_while_empty, total
from ..engine import Events, Playable
from ..game import Game
from ..sowing import Ring


class LebBbutAhbochen(Game):
    id = "leb-bbut-ahbochen"
    title = "Leb Bbut Ahbochen"
    seeds_per_hole = 4
    OPTIONS = {"holes": (6, (4, 6, 8, 10))}
    __slots__ = ()
    must_feed = True
    RELAY = 6  # the count that relays once; the others of landing_counts are captured
    landing_counts = frozenset((2, 4, RELAY))

    @property
    def reach(self) -> tuple[int, ...]:
        """The seeds each hole needs to reach the other row: as many as the holes left in its own."""
        return tuple(self.n - i % self.n for i in range(self.size))

    def _landed(self, board: int, p: int, last: int, count: int, ring: Ring, ev: Events,
                opened: int = -1) -> tuple[int, int, int]:
        """On the opponent's side only: six relay once (the turn then ends); two or four are
        captured, unless that is a grand slam."""
        opponent = self.owner_index[last]
        if opponent == p:
            return board, 0, last
        if count == self.RELAY:  # relay: the six seeds are sown on, and the turn ends wherever they end
            board, end, _, path = sow(board, last, ring.sowings[last])
            if ev is not None:
                self._sow_events(ev, p, last, path, 1)
            return board, 0, end
        if self._is_grand_slam(board, opponent, count):
            if ev is not None:
                ev.append(E.NoCapture(self.labels[last], "grand slam"))
            return board, 0, last
        return self._capture(board, p, last, count, ev)

    def _is_grand_slam(self, board: int, opponent: int, count: int) -> bool:
        """Whether taking ``count`` seeds would leave the opponent's row empty."""
        return total(board, self._row_regions[opponent]) == count

    # ----- feeding: an empty opponent must be given seeds ----------------------------------
    def _playable_test(self, p: int) -> Playable:
        """While the opponent's row is empty, only player ``p``'s holes that drop a seed into it
        (the first lap is enough: a relay needs an opponent's hole that already holds seeds)."""
        row = self.rows[p]
        return sowable_while_empty, (self._row_regions[1 - p], sowable_test(row, self.reach),
                                     sowable_test(row, self.min_seeds))

    def _unfed(self, board: int, nxt: int) -> bool:
        """The game ends before ``nxt`` moves when they have no seeds, or cannot feed an empty opponent."""
        if not board & self._row_regions[nxt]:
            return True  # the player to move has no seeds
        # an empty opponent must be fed; if no hole can reach them, the game ends at once
        return not board & self._row_regions[1 - nxt] and not self.playable_holes(board, nxt)
