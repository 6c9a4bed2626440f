"""Tihbat (Taourirt, north-east Morocco): 2x2, origin first, captures only in the mover's own holes."""
from __future__ import annotations

from typing import Any

from .. import events as E
from ..engine import Events
from ..game import Game
from ..messages import QT_TRANSLATE_NOOP, RulesError
from ..sowing import Ring
from ..state import State

EVEN_TO_EIGHT = frozenset((2, 4, 6, 8))


def shares(total: Any) -> tuple[Any, Any]:
    """The seeds left at the end, ``total`` (an int, or an array of them), split equally: B's
    half and A's, B's half first should the count be odd."""
    return total // 2, total - total // 2


class Tihbat(Game):
    id = "tihbat"
    title = "Tihbat"
    seeds_per_hole = 7
    default_holes = 2
    OPTIONS = {}
    __slots__ = ()
    origin_first = True
    landing_counts = EVEN_TO_EIGHT

    def _landed(self, board: int, p: int, last: int, count: int, ring: Ring, ev: Events,
                opened: int = -1) -> tuple[int, int, int]:
        """Capture: the last seed makes 2, 4, 6 or 8 in one of the mover's own holes, which they
        take; no chain."""
        if self.owner_index[last] != p:
            return board, 0, last
        return self._capture(board, p, last, count, ev)

    def position_problem(self, state: State) -> RulesError | None:
        if sum(state.pits) % 2:
            return RulesError(QT_TRANSLATE_NOOP(
                "Rules", "a Tihbat board must hold an even number of seeds: captures are even and the "
                "seeds left at the end are split equally"))
        return super().position_problem(state)

    def _take_leftovers(self, pits: tuple[int, ...], captured: tuple[int, ...], ev: Events) -> tuple[int, ...]:
        """Leftovers: the seeds left on the board are split equally, hole by hole, B's half first."""
        halves = shares(sum(pits))
        if ev is not None:
            share, p = list(halves), 0
            for i, count in enumerate(pits):
                while count:
                    while not share[p]:
                        p += 1
                    part = min(count, share[p])
                    share[p] -= part
                    count -= part
                    ev.append(E.Take(self.players[p], self.labels[i], part))
        return (captured[0] + halves[0], captured[1] + halves[1])
