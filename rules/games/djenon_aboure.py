"""Djenon-aboure (Abouré, Ivory Coast): origin first, relay laps, backward capture chains."""
from __future__ import annotations

from typing import Any

from .. import events as E
from ..board import COUNT, MAX_SEEDS, SHIFT, above
from ..engine import Events
from ..game import Game
from ..sowing import Ring
from .bakuk import TWO_OR_FOUR


class DjenonAboure(Game):
    id = "djenon-aboure"
    title = "Djenon-aboure"
    seeds_per_hole = 4
    OPTIONS = {}
    __slots__ = ("_backward", "_lap_tags")
    min_seeds = 2
    origin_first = True
    landing_counts = frozenset(range(2, MAX_SEEDS + 1))  # every lap but one ending in an empty hole
    capture_counts = TWO_OR_FOUR

    def __init__(self, **options: Any):
        super().__init__(**options)
        self._backward = self.ring(-1)  # the capture chains' way round
        # a lap's end, noted for the endless-relay rule, is the board with the hole above it
        self._lap_tags = tuple(above(self.size, hole) for hole in range(self.size))

    def _landed(self, board: int, p: int, last: int, count: int, ring: Ring, ev: Events,
                opened: int = -1) -> tuple[int, int, int]:
        """Relay until a lap ends in an empty hole (the move ends) or makes 2 or 4, which starts
        a capture chain backward. A lap that ends where an earlier one did, on the same board,
        would repeat forever: the move stops there (endless relay)."""
        noted: tuple[int, ...] = ()  # the lap ends so far (a few: a tuple); len(noted) is this lap's number
        while count not in TWO_OR_FOUR:
            if count == 1:
                return board, 0, last
            lap_end = board | self._lap_tags[last]
            if lap_end in noted:
                if ev is not None:
                    ev.append(E.EndlessRelay(self.labels[last]))
                return board, 0, last
            noted += (lap_end,)
            # relay: the hole's seeds sown on (rules.board.sow written out, with the count at hand:
            # a call on every lap costs a move 5%, docs/performance.md)
            change, hole, path = ring.sowings[last][count]
            if ev is not None:
                self._sow_events(ev, p, last, path, len(noted))
            board += change
            last = hole
            count = board >> SHIFT[last] & COUNT  # rules.board.count, inlined: one per lap
        return self._capture_chain(board, p, last, count, self._backward, ev)
