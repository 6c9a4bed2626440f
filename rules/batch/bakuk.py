"""Bakuk in batch: 2 or 3 players; a last seed making 2 or 4 on any side captures, and the chain
goes on forward while the holes hold 2 or 4."""
from __future__ import annotations

from .engine import BatchGame


class Bakuk(BatchGame):
    def landed(self, b, rows, last, count, mover, way, mrow):
        """Capture the hole of the last seed and those after it, the way of the sowing."""
        return self.chain(b, rows, last, way)
