"""Tihbat in batch: 2x2, the first seed back into the hole emptied, captures only in the mover's
own holes, the seeds left shared equally."""
from __future__ import annotations

import numpy as np

from ..games.tihbat import shares
from .engine import Array, BatchGame, Boards


class Tihbat(BatchGame):
    def landed(self, b: Boards, rows: Array, last: Array, count: Array, mover: Array, way: Array, mrow: Array | int) -> Array:
        """Capture: an even count up to eight in one of the mover's own holes, that hole alone."""
        own = self.owner[last] == mover
        b.holes[last[own], rows[own]] = 0
        return np.where(own, count, 0)

    def leftovers(self, b: Boards, rows: Array) -> None:
        """The seeds left are split equally (``rules.games.tihbat.shares``)."""
        for p, share in enumerate(shares(b.holes[:, rows].sum(axis=0))):
            b.captured[p, rows] += share
        b.holes[:, rows] = 0
