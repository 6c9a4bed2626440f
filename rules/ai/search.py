"""Game-tree search with iterative deepening, a transposition table, a deadline and cancellation.

Two players: alpha-beta, values from the root player's point of view (the root player maximises,
the other minimises). Three players (Bakuk): max-n, where each player picks the move best for
their own margin over the leading opponent; it beat the paranoid search (both opponents minimising
the root player's margin), which plays as if the other two were allies and so gives up seeds it
could take: see ``bench/strength.py`` and the notes in ``docs/ai.md``.

States carry the positions seen since the last capture, so transpositions are only shared between
positions with the same future under the repetition rule.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from ..moves import Move
from ..state import State
from .evaluation import WIN, Material, sensible

EXACT, LOWER, UPPER = 0, 1, 2
CHECK_EVERY = 32  # nodes between clock checks: a few hundred microseconds at most
SETTLED = WIN // 2  # a value beyond this is a forced win or loss
INF = float("inf")
# The depth a table entry is stored with when no leaf below it was cut off by the depth limit:
# its value is then the position's exact value, good for a search to any depth.
SOLVED = 1 << 30


class Stop(Exception):
    """The deadline passed or the caller cancelled: unwind the search."""


class Rules(Protocol):
    """What a search plays by: a game, or a view of one (``rules.ai.rounds.RoundView``)."""

    @property
    def players(self) -> tuple[str, ...]: ...
    def legal_moves(self, state: State) -> list[Move]: ...
    def next_state(self, st: State, move: Move) -> State: ...


Margins = tuple[float, ...]  # a value for each player, in turn order (max-n)
Entry = TypeVar("Entry")  # what a search keeps in its table for a position


class Tree(Generic[Entry]):
    """What every search shares: the clock, the table, the count of leaves cut off by the depth
    limit. Children are searched best-first: the move the table remembers, then the others by
    the seeds they win at once (captures cut the most)."""

    def __init__(self, game: Rules, evaluate: Material, deadline: float | None, cancel: Callable[[], bool] | None):
        self.game, self.evaluate = game, evaluate
        self.deadline, self.cancel = deadline, cancel
        self.clock: Callable[[], float] = time.monotonic  # what ``deadline`` is a time of
        self.table: dict[State, Entry] = {}
        self.nodes = 0
        self.me = 0
        # Leaves cut off by the depth limit (counting table entries that had some below them):
        # a search during which this does not grow reached the end of every line it looked at.
        self.horizon = 0

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0:
            if self.deadline is not None and self.clock() >= self.deadline:
                raise Stop
            if self.cancel is not None and self.cancel():
                raise Stop

    def children(self, state: State, first: Move | None) -> list[tuple[Move, State]]:
        step = self.game.next_state
        kids = [(m, step(state, m)) for m in self.game.legal_moves(state)]
        if len(kids) > 1:
            p = state.turn
            kids.sort(key=lambda mc: (mc[0] != first, -mc[1].captured[p]))
        return kids

    def leaf(self, state: State, depth: int) -> bool:
        """Whether ``state`` is a leaf: the game is over, or the depth limit cuts it off."""
        if state.turn < 0:
            return True
        if depth == 0:
            self.horizon += 1
            return True
        return False

    def reuse(self, e_depth: int) -> None:
        """A table entry answers: what lay below it counts as cut off unless it was solved."""
        if e_depth < SOLVED:
            self.horizon += 1

    def solved(self, horizon: int, depth: int) -> int:
        """The depth to store a node with, ``horizon`` being the count when it was entered."""
        return SOLVED if self.horizon == horizon else depth

    def root(self, state: State, moves: list[Move], depth: int, on_move: Callable[[Move, float], object]) -> float:
        """Search every root move to ``depth`` in the order given; ``on_move(move, value)`` hears
        of each move that beats the ones before it (the first of equal values wins)."""
        raise NotImplementedError


class Search(Tree[tuple[int, float, int, Move | None]]):
    """Alpha-beta for two players, values from the root player's point of view."""

    def value(self, state: State, depth: int, alpha: float, beta: float) -> float:
        self.tick()
        if self.leaf(state, depth):
            return self.evaluate(self.game, state, self.me)
        entry = self.table.get(state)
        first = None
        if entry is not None:
            e_depth, e_value, e_flag, first = entry
            if e_depth >= depth:
                if e_flag == EXACT or (e_flag == LOWER and e_value >= beta) or (e_flag == UPPER and e_value <= alpha):
                    self.reuse(e_depth)
                    return e_value
        horizon = self.horizon
        a0, b0 = alpha, beta
        maximise = state.turn == self.me
        best = -INF if maximise else INF
        best_move: Move | None = None
        for move, child in self.children(state, first):
            v = self.value(child, depth - 1, alpha, beta)
            if (v > best) if maximise else (v < best):
                best, best_move = v, move
                if maximise:
                    alpha = max(alpha, v)
                else:
                    beta = min(beta, v)
                if alpha >= beta:
                    break
        flag = UPPER if best <= a0 else LOWER if best >= b0 else EXACT
        self.table[state] = (self.solved(horizon, depth), best, flag, best_move)
        return best

    def root(self, state: State, moves: list[Move], depth: int, on_move: Callable[[Move, float], object]) -> float:
        self.me = state.turn
        alpha = -INF
        for move in moves:
            v = self.value(self.game.next_state(state, move), depth - 1, alpha, INF)
            if v > alpha:
                alpha = v
                on_move(move, v)
        return alpha

    def exact(self, state: State, depth: int) -> float:
        """The value of ``state`` for the root player (full window)."""
        return self.value(state, depth, -INF, INF)


class MaxN(Tree[tuple[int, Margins, Move]]):
    """Max-n for three players: a value is each player's margin over the best of the others, and
    the player to move picks the child with the best margin for themself. No pruning is sound
    here, but Bakuk's players have two holes each, so the tree is narrow."""

    def margins(self, state: State, depth: int) -> Margins:
        """The value of ``state``: each player's margin, as the players would play it."""
        self.tick()
        if self.leaf(state, depth):
            return self.evaluate.margins(self.game, state)
        entry = self.table.get(state)
        first = None
        if entry is not None:
            e_depth, e_value, first = entry
            if e_depth >= depth:
                self.reuse(e_depth)
                return e_value
        horizon = self.horizon
        best, best_move = self.choose(state, self.children(state, first), depth)
        self.table[state] = (self.solved(horizon, depth), best, best_move)
        return best

    def choose(self, state: State, kids: list[tuple[Move, State]], depth: int) -> tuple[Margins, Move]:
        """The value (margins) of ``state`` and its best move, from its children."""
        p = state.turn
        values = [self.margins(child, depth - 1) for _, child in kids]
        i = max(range(len(values)), key=lambda j: values[j][p])  # the first of equal ones
        return values[i], kids[i][0]

    def root(self, state: State, moves: list[Move], depth: int, on_move: Callable[[Move, float], object]) -> float:
        self.me = state.turn
        best = -INF
        for move in moves:
            v = self.margins(self.game.next_state(state, move), depth - 1)[self.me]
            if v > best:
                best = v
                on_move(move, v)
        return best


class MixedMaxN(MaxN):
    """Max-n in which each opponent is modelled as playing their own best move with probability
    ``trust[seat]`` and otherwise a sensible move at random (one that wins seeds if any does, else
    one that changes the board: ``evaluation.sensible``), the root player maximising. Trust 0.5
    for every seat (the default) mixes the levels a player may face; trust 0 is an opponent known
    to play as Beginner does, and 1 one expected to play their best (plain max-n)."""

    def __init__(self, game: Rules, evaluate: Material, deadline: float | None, cancel: Callable[[], bool] | None,
                 trust: tuple[float, ...] | None = None):
        super().__init__(game, evaluate, deadline, cancel)
        self.trust = trust or (0.5,) * len(game.players)

    def choose(self, state: State, kids: list[tuple[Move, State]], depth: int) -> tuple[Margins, Move]:
        p = state.turn
        values = [self.margins(child, depth - 1) for _, child in kids]
        i = max(range(len(values)), key=lambda j: values[j][p])  # the first of equal ones
        best, best_move = values[i], kids[i][0]
        t = self.trust[p]
        if p != self.me and t < 1 and len(kids) > 1:
            pool = [v for v, _ in sensible(state, [(v, child) for v, (_, child) in zip(values, kids)])]
            n = len(pool)
            best = tuple(t * b + (1 - t) * sum(v[q] for v in pool) / n for q, b in enumerate(best))
        return best, best_move


def searcher(game: Rules, evaluate: Material, deadline: float | None, cancel: Callable[[], bool] | None) -> Tree[Any]:
    return (MaxN if len(game.players) > 2 else Search)(game, evaluate, deadline, cancel)


class Result:
    """What iterative deepening found: the move, its value and the depth finished; ``exact``:
    every line of that depth's search reached the end of the game (or a position valued
    exactly), so the value is the move's under best play."""

    def __init__(self, search: Tree[Any], move: Move, value: float = 0.0, depth: int = 0):
        self.search, self.move, self.value, self.depth = search, move, value, depth
        self.exact = False


def iterative_deepening(game: Rules, state: State, evaluate: Material, max_depth: int | None,
                        deadline: float | None, cancel: Callable[[], bool] | None, rng: random.Random,
                        kind: Callable[..., Tree[Any]] | None = None,
                        clock: Callable[[], float] | None = None, until_exact: bool = False) -> Result:
    """Deepen one ply at a time until ``max_depth``, the deadline, cancellation or a settled value;
    answer with the best move of the deepest finished search, or the best move of an unfinished
    one when it beats that (its value is exact at the deeper depth). Without ``max_depth`` the
    search keeps deepening until the deadline: an unfinished iteration is not wasted, since it
    searches the last best move first. ``kind``: what makes the search, called as a class is (default: ``searcher``'s choice);
    ``clock``: what ``deadline`` is a time of (default: the search's, ``time.monotonic``);
    ``until_exact``: a forced result does not stop it either, only an exact value (its margin
    proven) or the deadline."""
    moves = list(game.legal_moves(state))
    search = (kind or searcher)(game, evaluate, deadline, cancel)
    if clock is not None:
        search.clock = clock
    if len(moves) == 1:
        return Result(search, moves[0])
    rng.shuffle(moves)  # equal moves are then chosen at random: games between computers vary
    result = Result(search, moves[0])
    depth = 1
    while max_depth is None or depth <= max_depth:
        found: list[tuple[Move, float]] = []
        horizon = search.horizon
        try:
            value = search.root(state, moves, depth, lambda m, v: found.append((m, v)))  # noqa: B023 (called within this iteration)
        except Stop:
            # The previous best is searched first, so a move that beat it is at least as good.
            if len(found) > 1:
                result.move, result.value = found[-1]
            break
        result.move, result.value, result.depth = found[-1][0], value, depth
        result.exact = search.horizon == horizon
        if (abs(value) >= SETTLED and not until_exact) or result.exact:
            break  # a forced result, or every line reached the end: deeper cannot change the choice
        moves = [result.move] + [m for m in moves if m != result.move]
        depth += 1
    return result
