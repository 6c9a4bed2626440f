"""Alpha-beta search with iterative deepening, a transposition table, a deadline and cancellation.

Values are from the root player's point of view: the root player maximises, every other player
minimises (paranoid search), which is plain minimax with two players and a cautious but sound
choice with three. States carry the positions seen since the last capture, so transpositions are
only shared between positions with the same future under the repetition rule.
"""
from __future__ import annotations

import random
import time
from typing import Callable

from ..game import Game
from ..moves import Move
from ..state import State
from .evaluation import WIN

EXACT, LOWER, UPPER = 0, 1, 2
CHECK_EVERY = 32  # nodes between clock checks: a few hundred microseconds at most
SETTLED = WIN // 2  # a root value beyond this is a forced win or loss


class Stop(Exception):
    """The deadline passed or the caller cancelled: unwind the search."""


class Search:
    def __init__(self, game: Game, evaluate: Callable, deadline: float | None, cancel: Callable | None):
        self.game, self.evaluate = game, evaluate
        self.deadline, self.cancel = deadline, cancel
        self.table: dict = {}
        self.nodes = 0
        self.me = 0
        self.finished: tuple[Move, float] | None = None  # best fully searched root move so far

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0:
            if self.deadline is not None and time.monotonic() >= self.deadline:
                raise Stop
            if self.cancel is not None and self.cancel():
                raise Stop

    def value(self, state: State, depth: int, alpha: float, beta: float) -> float:
        self._tick()
        if state.turn < 0 or depth == 0:
            return self.evaluate(self.game, state, self.me)
        entry = self.table.get(state)
        first = None
        if entry is not None:
            e_depth, e_value, e_flag, first = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        moves = self.game.legal_moves(state)
        if first is not None and first in moves and moves[0] != first:
            moves = [first] + [m for m in moves if m != first]
        maximise = state.turn == self.me
        a0, b0 = alpha, beta
        best_move = moves[0]
        step = self.game.next_state
        if maximise:
            best = float("-inf")
            for move in moves:
                v = self.value(step(state, move), depth - 1, alpha, beta)
                if v > best:
                    best, best_move = v, move
                    alpha = max(alpha, v)
                    if alpha >= beta:
                        break
        else:
            best = float("inf")
            for move in moves:
                v = self.value(step(state, move), depth - 1, alpha, beta)
                if v < best:
                    best, best_move = v, move
                    beta = min(beta, v)
                    if alpha >= beta:
                        break
        flag = UPPER if best <= a0 else LOWER if best >= b0 else EXACT
        self.table[state] = (depth, best, flag, best_move)
        return best

    def root(self, state: State, moves: list[Move], depth: int) -> tuple[Move, float]:
        """Search every root move to ``depth``; the first of equal values wins (callers shuffle)."""
        self.me = state.turn
        self.finished = None
        alpha = float("-inf")
        for move in moves:
            v = self.value(self.game.next_state(state, move), depth - 1, alpha, float("inf"))
            if v > alpha:
                alpha = v
                self.finished = (move, v)
        return self.finished


def iterative_deepening(game: Game, state: State, evaluate: Callable, max_depth: int | None,
                        deadline: float | None, cancel: Callable | None, rng: random.Random) -> Move:
    """Deepen one ply at a time until ``max_depth``, the deadline or cancellation; answer with the
    best move of the deepest finished search, or a finished root move of an unfinished one that
    already beats it (its value is exact, searched at the deeper depth)."""
    moves = list(game.legal_moves(state))
    if len(moves) == 1:
        return moves[0]
    rng.shuffle(moves)  # equal moves are then chosen at random: games between computers vary
    search = Search(game, evaluate, deadline, cancel)
    best = moves[0]
    depth = 1
    started = time.monotonic()
    while max_depth is None or depth <= max_depth:
        try:
            best, value = search.root(state, moves, depth)
        except Stop:
            if search.finished is not None:  # the previous best was searched first, so this is
                best = search.finished[0]   # at least as good at the deeper depth
            break
        if abs(value) >= SETTLED:
            break  # the result is settled: deeper search cannot change the choice
        moves = [best] + [m for m in moves if m != best]  # search the last best move first
        if deadline is not None:
            elapsed = time.monotonic() - started
            # The next depth costs several times this one; starting what cannot finish wastes time.
            if time.monotonic() + 2 * elapsed > deadline:
                break
        depth += 1
    return best

