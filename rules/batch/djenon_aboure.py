"""Djenon-aboure in batch: two seeds to move, the first seed back into the hole emptied, relay
laps, capture chains backward."""
from __future__ import annotations

import numpy as np

from ..board import UNNOTED_LAPS  # laps played before a move is taken for an endless relay
from .engine import ANTICLOCKWISE, CLOCKWISE, Array, BatchGame, Boards


class DjenonAboure(BatchGame):
    def landed(self, b: Boards, rows: Array, last: Array, count: Array, mover: Array, way: Array, mrow: Array | int) -> Array:
        """Relay: a lap whose last seed falls in a hole that then holds 3 or more lifts them for
        another lap; 2 or 4 capture that hole and the chain goes on backward; an empty hole
        (now 1) ends the move. A lap ending as an earlier lap of the same move did (board and
        hole) would relay for ever: the move stops there.

        Since each lap follows from the one before, a relay that ends never repeated a lap end,
        and one that repeats never ends: the laps are played unnoted, and only the moves still
        relaying after ``UNNOTED_LAPS`` laps are played again from their start, noting each
        lap's end, to stop where the rules say."""
        start = b.holes[:, rows]
        gained, endless = self.relay(b, rows, last, count, noting=False)
        if len(endless):
            again = rows[endless]
            b.holes[:, again] = start[:, endless]
            gained[endless] = self.relay(b, again, last[endless], count[endless], noting=True)[0]
        return gained

    def relay(self, b: Boards, rows: Array, last: Array, count: Array, noting: bool) -> tuple[Array, Array]:
        """The laps of ``rows``: the seeds each captures, and the moves (indices into ``rows``)
        still relaying after ``UNNOTED_LAPS`` laps if not ``noting``."""
        gained = np.zeros(len(rows), dtype=np.int64)
        at = np.arange(len(rows))  # the moves still going, as indices into ``rows``
        noted = np.zeros((len(rows), 0), dtype=np.int64)  # their lap ends so far, one column a lap
        lap = 0
        while True:
            capture = self.captures[count]
            if capture.any():
                gained[at[capture]] = self.chain(b, rows[at[capture]], last[capture], CLOCKWISE)
            relay = ~capture & (count != 1)
            at, last, noted = at[relay], last[relay], noted[relay]
            if not len(at) or (lap == UNNOTED_LAPS and not noting):
                return gained, at
            if noting:
                lap_end = self.key(b, last, rows[at])  # the board and the hole, hashed
                fresh = ~(noted == lap_end[:, None]).any(axis=1)
                at, last, noted = at[fresh], last[fresh], np.column_stack([noted[fresh], lap_end[fresh]])
            count = self.count_at(b, last, rows[at])
            last = self.sow(b, rows[at], last, np.full(len(at), ANTICLOCKWISE), count)
            count = self.count_at(b, last, rows[at])
            lap += 1
