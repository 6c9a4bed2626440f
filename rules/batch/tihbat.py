"""Tihbat in batch: 2x2, the first seed back into the hole emptied, captures only in the mover's
own holes, the seeds left shared equally."""
from __future__ import annotations

import numpy as np

from .engine import BatchGame


class Tihbat(BatchGame):
    origin_first = True
    landing = (2, 4, 6, 8)

    def landed(self, b, rows, last, count, mover, way, mrow):
        """Capture: an even count up to eight in one of the mover's own holes, that hole alone."""
        own = self.owner[last] == mover
        b.holes[last[own], rows[own]] = 0
        return np.where(own, count, 0)

    def leftovers(self, b, rows):
        """The seeds left are split equally (B's half first, should the count be odd)."""
        total = b.holes[:, rows].sum(axis=0)
        b.captured[0, rows] += total // 2
        b.captured[1, rows] += total - total // 2
        b.holes[:, rows] = 0
