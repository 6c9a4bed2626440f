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
    """Seeds already won; enough for the shallow levels."""

    def __call__(self, game: Game, state: State, me: int) -> float:
        return outcome(state, me) if state.turn < 0 else margin(state, me)


class MaterialAndBoard(Material):
    """Seeds won, plus part of the seeds on each side, which go to their owner when the game ends
    (or, in Bechi, into the owner's capital when the round ends). In Tihbat the board is shared at
    the end, so only captures count there."""

    def __init__(self, board_weight: float = 0.5):
        self.board_weight = board_weight

    def __call__(self, game: Game, state: State, me: int) -> float:
        if state.turn < 0:
            return outcome(state, me)
        value = margin(state, me)
        if game.id != "tihbat":
            pits = state.pits
            sides = [sum(pits[i] for i in row) for row in game.rows]
            value += self.board_weight * (sides[me] - max(s for p, s in enumerate(sides) if p != me))
        return value
