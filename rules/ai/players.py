"""The computer players: Beginner picks at random among sensible moves, the others search."""
from __future__ import annotations

import random
import time
from typing import Callable

from ..game import Game
from ..moves import Move
from ..state import State
from .evaluation import Material
from .search import iterative_deepening


def score_of(state: State, player: int) -> int:
    return state.captured[player] + (state.stores[player] if state.stores else 0)


def sensible_moves(game: Game, state: State) -> list[Move]:
    """The moves a beginner considers: those that win seeds at once, if any; otherwise those that
    change the board (not an idle single seed sown back into its own hole); otherwise all."""
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return moves
    me, before = state.turn, score_of(state, state.turn)
    after = [game.next_state(state, m) for m in moves]
    winning = [m for m, s in zip(moves, after) if score_of(s, me) > before]
    if winning:
        return winning
    return [m for m, s in zip(moves, after) if s.pits != state.pits or s.turn < 0] or moves


class Player:
    """``choose(game, state, deadline=None, cancel=None)``: ``deadline`` is a ``time.monotonic()``
    time (default: now plus the player's budget); ``cancel()`` returning True makes the player
    answer at once with the best move found so far."""

    def __init__(self, level: str, seed: int | None = None, budget: float = 1.0):
        self.level = level
        self.budget = budget
        self.rng = random.Random(seed)

    def deadline_from(self, deadline: float | None) -> float:
        # 5% of the budget is kept back for unwinding the search and the caller's own work.
        return time.monotonic() + 0.95 * self.budget if deadline is None else deadline

    def choose(self, game: Game, state: State, deadline: float | None = None,
               cancel: Callable[[], bool] | None = None) -> Move:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level}>"


class BeginnerPlayer(Player):
    def choose(self, game, state, deadline=None, cancel=None):
        return self.rng.choice(sensible_moves(game, state))


class SearchPlayer(Player):
    """Alpha-beta to ``depth`` plies (None: as deep as the budget allows)."""

    def __init__(self, level: str, depth: int | None, evaluate: Callable, seed=None, budget=1.0):
        super().__init__(level, seed, budget)
        self.depth, self.evaluate = depth, evaluate

    def choose(self, game, state, deadline=None, cancel=None):
        return iterative_deepening(game, state, self.evaluate, self.depth, self.deadline_from(deadline),
                                   cancel, self.rng)


class ExpertPlayer(SearchPlayer):
    """The deepest search the budget allows; perfect play in Tihbat."""

    def __init__(self, level: str, seed=None, budget=1.0):
        super().__init__(level, None, Material(), seed, budget)

    def choose(self, game, state, deadline=None, cancel=None):
        if game.id == "tihbat":
            from ..tihbat_solver import best_moves  # the table is built on first use
            return self.rng.choice(best_moves(game, state))
        return super().choose(game, state, deadline, cancel)


def _searcher(depth: int) -> Callable[..., Player]:
    return lambda level, seed=None, budget=1.0: SearchPlayer(level, depth, Material(), seed, budget)


LEVELS: dict[str, Callable[..., Player]] = {
    "beginner": BeginnerPlayer,
    "easy": _searcher(2),
    "medium": _searcher(4),
    "hard": _searcher(6),
    "expert": ExpertPlayer,
}
LEVEL_NAMES = {"beginner": "Beginner", "easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}


def get_player(level: str, seed: int | None = None, budget: float = 1.0) -> Player:
    """A computer player by level name (``"beginner"`` .. ``"expert"``, any case); ``budget`` is the
    thinking time per move in seconds (Expert uses all of it; the others stop sooner)."""
    key = level.lower()
    if key not in LEVELS:
        raise ValueError(f"no level {level!r}; the levels are {', '.join(LEVEL_NAMES.values())}")
    return LEVELS[key](key, seed=seed, budget=budget)
