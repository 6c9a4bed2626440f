"""Bakuk in batch: 2 or 3 players; a last seed making 2 or 4 on any side captures, and the chain
goes on forward while the holes hold 2 or 4."""
from __future__ import annotations

from .engine import Array, BatchGame, Boards


class Bakuk(BatchGame):
    def landed(self, b: Boards, rows: Array, last: Array, count: Array, mover: Array, way: Array, mrow: Array | int) -> Array:
        """Capture the hole of the last seed and those after it, the way of the sowing."""
        return self.chain(b, rows, last, way)
