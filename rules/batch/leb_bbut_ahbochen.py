"""Leb Bbut Ahbochen in batch: feed an empty opponent, relay once on six, a single capture of 2
or 4 on the opponent's side unless it takes all their seeds (grand slam)."""
from __future__ import annotations

import numpy as np

from ..games.leb_bbut_ahbochen import LebBbutAhbochen as Rules
from .engine import Array, BatchGame, Boards


class LebBbutAhbochen(BatchGame):
    def __init__(self, game: Rules) -> None:
        super().__init__(game)
        self.reach = np.array(game.reach)[:, None]  # the seeds each hole needs to reach the other row
        self.relay = game.RELAY

    def rows_with_seeds(self, b: Boards) -> Array:
        """(K, G): whether each player's row holds any seed."""
        return np.asarray(b.holes.reshape(self.K, self.per, -1).any(axis=1))

    def sowable(self, b: Boards) -> Array:
        """Feed: a player whose opponent has no seeds may only sow a hole that reaches them."""
        starving = np.repeat(~self.rows_with_seeds(b)[::-1], self.per, axis=0)  # (S, G): opponent empty
        return np.where(starving, b.holes >= self.reach, b.holes >= 1)

    def ended(self, b: Boards, nxt: Array) -> Array:
        """The player to move has no seeds, or must feed an empty opponent and cannot."""
        seeds = self.rows_with_seeds(b)
        feeds = np.asarray((b.holes >= self.reach).reshape(self.K, self.per, -1).any(axis=1))
        return ~self.of_player(seeds, nxt) | (~self.of_player(seeds, 1 - nxt) & ~self.of_player(feeds, nxt))

    def landed(self, b: Boards, rows: Array, last: Array, count: Array, mover: Array, way: Array, mrow: Array | int) -> Array:
        """On the opponent's side only: six relay once (the turn then ends); two or four are
        captured, unless that is a grand slam."""
        away = self.owner[last] != mover
        relay = away & (count == self.relay)
        if relay.any():
            self.sow(b, rows[relay], last[relay], way[relay], count[relay])
        capture = away & ~relay & ~self.grand_slam(b, rows, last, count)
        b.holes[last[capture], rows[capture]] = 0
        return np.where(capture, count, 0)

    def grand_slam(self, b: Boards, rows: Array, last: Array, count: Array) -> Array:
        """Whether taking the ``count`` seeds of ``last`` would leave its owner's row empty."""
        side = b.holes[:, rows].reshape(self.K, self.per, len(rows)).sum(axis=1)  # (K, rows)
        return side[self.owner[last], np.arange(len(rows))] <= count
