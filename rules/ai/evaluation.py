"""Static evaluation of a position from one player's point of view.

Every value is "my score minus the best of the others" (the paranoid view: in three-player Bakuk
both opponents count as one coalition), so two- and three-player games share one search.
"""
from __future__ import annotations

from ..game import Game
from ..state import State

WIN = 10_000  # beyond any seed margin: a won game outranks any lead in seeds


def _scores(state: State) -> tuple:
    if state.stores:
        return tuple(c + s for c, s in zip(state.captured, state.stores))
    return state.captured


def margin(state: State, me: int) -> float:
    scores = _scores(state)
    return scores[me] - max(s for p, s in enumerate(scores) if p != me)


def outcome(state: State, me: int) -> float:
    """A finished game: a win or loss dwarfs the margin, which still tells a big win from a small one."""
    m = margin(state, me)
    return m + (WIN if m > 0 else -WIN if m < 0 else 0)


class Material:
    """Seeds already won. Counting part of the seeds on each side as well (they go to their owner
    at the end) made Expert weaker against Hard in Leb Bbut Ahbochen: 19-1-0 with weight 0,
    15-4-1 with 0.25, 6-2-12 with 0.5 (20 games each, 0.1 s per move): seeds at home are also
    targets. So every level counts seeds won; Expert is stronger by searching deeper."""

    def __call__(self, game: Game, state: State, me: int) -> float:
        return outcome(state, me) if state.turn < 0 else margin(state, me)
