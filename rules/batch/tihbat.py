"""Tihbat in batch: 2x2, the first seed back into the hole emptied, captures only in the mover's
own holes, the seeds left shared equally."""
from __future__ import annotations

import numpy as np

from ..games.tihbat import shares
from .engine import BatchGame


class Tihbat(BatchGame):
    def landed(self, b, rows, last, count, mover, way, mrow):
        """Capture: an even count up to eight in one of the mover's own holes, that hole alone."""
        own = self.owner[last] == mover
        b.holes[last[own], rows[own]] = 0
        return np.where(own, count, 0)

    def leftovers(self, b, rows):
        """The seeds left are split equally (``rules.games.tihbat.shares``)."""
        for p, share in enumerate(shares(b.holes[:, rows].sum(axis=0))):
            b.captured[p, rows] += share
        b.holes[:, rows] = 0
