"""Djenon-aboure in batch: two seeds to move, the first seed back into the hole emptied, relay
laps, capture chains backward."""
from __future__ import annotations

import numpy as np

from ..state import MAX_SEEDS
from .bakuk import two_or_four
from .engine import ANTICLOCKWISE, CLOCKWISE, BatchGame


class DjenonAboure(BatchGame):
    origin_first = True
    min_seeds = 2
    landing = tuple(range(2, MAX_SEEDS + 1))  # every lap goes on but one ending in an empty hole

    def landed(self, b, rows, last, count, mover, way, mrow):
        """Relay: a lap whose last seed falls in a hole that then holds 3 or more lifts them for
        another lap; 2 or 4 capture that hole and the chain goes on backward; an empty hole
        (now 1) ends the move. A lap ending as an earlier lap of the same move did (board and
        hole) would relay for ever: the move stops there."""
        gained = np.zeros(len(rows), dtype=np.int64)
        at = np.arange(len(rows))  # the moves still going, as indices into ``rows``
        noted = np.zeros((len(rows), 0), dtype=np.int64)  # each move's lap ends so far
        while len(at):
            capture = (count == 2) | (count == 4)
            if capture.any():
                gained[at[capture]] = self.chain(b, rows[at[capture]], last[capture], CLOCKWISE, two_or_four)
            relay = ~capture & (count != 1)
            at, last = at[relay], last[relay]
            lap_end = self.key(b, last, rows[at])  # the board and the hole, hashed
            fresh = ~(noted[at] == lap_end[:, None]).any(axis=1)
            at, last, lap_end = at[fresh], last[fresh], lap_end[fresh]
            noted = np.concatenate([noted, np.zeros((len(rows), 1), dtype=np.int64)], axis=1)
            noted[at, -1] = lap_end
            count = self.count_at(b, last, rows[at])
            last = self.sow(b, rows[at], last, np.full(len(at), ANTICLOCKWISE), count)
            count = self.count_at(b, last, rows[at])
        return gained
