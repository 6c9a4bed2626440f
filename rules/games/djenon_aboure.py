"""Djenon-aboure (Abouré, Ivory Coast): origin first, relay laps, backward capture chains."""
from __future__ import annotations

from typing import Any

from .. import events as E
from ..board import MAX_SEEDS, relay
from ..engine import Events
from ..game import Game
from ..sowing import Ring
from .bakuk import TWO_OR_FOUR

RELAYS = frozenset(range(3, MAX_SEEDS + 1)) - TWO_OR_FOUR  # the counts at a lap's end that relay


class DjenonAboure(Game):
    id = "djenon-aboure"
    title = "Djenon-aboure"
    seeds_per_hole = 4
    OPTIONS = {}
    __slots__ = ("_backward",)
    min_seeds = 2
    origin_first = True
    landing_counts = frozenset(range(2, MAX_SEEDS + 1))  # every lap but one ending in an empty hole
    capture_counts = TWO_OR_FOUR

    def __init__(self, **options: Any):
        super().__init__(**options)
        self._backward = self.ring(-1)  # the capture chains' way round

    def _landed(self, board: int, p: int, last: int, count: int, ring: Ring, ev: Events,
                opened: int = -1) -> tuple[int, int, int]:
        """Relay until a lap ends in an empty hole (the move ends) or makes 2 or 4, which starts
        a capture chain backward. A lap that ends where an earlier one did, on the same board,
        would repeat forever: the move stops there (endless relay)."""
        if count in RELAYS:
            laps: list[tuple[int, tuple[int, ...]]] | None = None if ev is None else []
            board, last, count, endless = relay(board, last, count, ring.sowings, RELAYS, laps)
            if ev is not None:
                for lap, (hole, path) in enumerate(laps or (), 1):
                    self._sow_events(ev, p, hole, path, lap)
                if endless:
                    ev.append(E.EndlessRelay(self.labels[last]))
        if count in TWO_OR_FOUR:
            return self._capture_chain(board, p, last, count, self._backward, ev)
        return board, 0, last
