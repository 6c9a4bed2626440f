"""Tihbat solved: the value under perfect play of every position, repetition included.

The value of a position is the final score margin B minus A that both players can force from it
(B maximises, A minimises); its sign is the game-theoretic result.

Why a table without history is exact at some positions and how the others are solved
----------------------------------------------------------------------------------
A game ends on the first repeated position; seeds on the board are then split equally, so the
margin is whatever was captured. A capture lowers the seeds on the board, so no earlier position
can come back after it: the game falls into *segments*, one per number of seeds on the board, and
the repetition rule only looks at the positions met in the current segment. Within a segment
nothing is captured until some move captures and leaves it (an *exit*, worth its capture plus the
value of the position it enters, where the history is new) or a position repeats (worth 0 more).

With a repetition worth 0, the values of a segment's positions follow from the exits' by the
attractor sweep of ``rules.attractors``, which needs no history but the positions already seen.

At the first position of a segment (the start, a loaded position, or just after a capture) the
only position seen is the current one, so nothing is removed: those values form the table,
built once (``table()``). Later in a segment the history matters; ``value`` then solves the
segment again without the positions seen (a few milliseconds). ``tests/test_solver.py`` checks
both against plain minimax over the rules model's own states, history included.
"""
from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np

from .attractors import sweep
from .batch import batch_game
from .game import Game
from .moves import Move
from .registry import get_game
from .state import State

Node = tuple[tuple[int, ...], int]  # a position without history: the holes and whose turn
SEEDS = 28


class Segment:
    """The positions with ``seeds`` seeds on the board: moves inside, and exits with their values.
    The moves are played by ``rules.batch`` (all positions at once; replay-tested against the
    rules model), which makes the whole table take a fraction of a second."""

    def __init__(self, game: Game, seeds: int, exit_value: Callable[[int, list[int], int], int]):
        self.game = game
        boards = [(a, b, c, seeds - a - b - c) for a in range(seeds + 1) for b in range(seeds + 1 - a)
                  for c in range(seeds + 1 - a - b)]
        self.nodes: list[Node] = [(pits, turn) for pits in boards for turn in (0, 1)]
        self.index = {node: i for i, node in enumerate(self.nodes)}
        self._by_key: dict[int, int] | None = None
        batch = batch_game("tihbat")
        here = batch.boards(np.array([pits for pits, _ in self.nodes]), np.array([t for _, t in self.nodes]))
        legal = batch.legal(here)
        self.sides = [turn for _, turn in self.nodes]
        self.moves = legal.sum(axis=1).tolist()  # how many moves each position has
        self.preds: list[list[int]] = [[] for _ in self.nodes]  # moves inside the segment, reversed
        self.exits: defaultdict[int, list[int]] = defaultdict(list)  # value -> positions with an exit of that value
        for code in range(batch.M):
            rows = np.flatnonzero(legal[:, code])
            child = batch.step(here.take(rows), np.full(len(rows), code))
            gained = (child.cap[:, 0] - child.cap[:, 1]).tolist()
            for i, pits, turn, gain in zip(rows.tolist(), child.pits.tolist(), child.turn.tolist(), gained):
                if turn >= 0 and not gain:
                    self.preds[self.index[tuple(pits), turn]].append(i)
                else:
                    self.exits[exit_value(gain, pits, turn)].append(i)

    def by_key(self, key: int) -> int:
        """The position of a repetition key of the rules model (read from a state's history)."""
        if self._by_key is None:
            self._by_key = {}
            for i, (pits, turn) in enumerate(self.nodes):
                (k,) = self.game.make_state(pits, (0, 0), turn).seen
                self._by_key[k] = i
        return self._by_key[key]

    def solve(self, removed: frozenset[int] = frozenset(), cancel: Callable[[], bool] | None = None) -> list[int]:
        """Every position's value (more margin for B from here), with the positions ``removed``
        already seen: moving into one repeats a position and is worth 0. ``cancel`` is polled as a
        search polls it (a segment takes up to a tenth of a second): ``Stop`` when it returns True."""
        return sweep(self.sides, self.moves, self.preds, self.exits, removed, cancel)


class Solution:
    """Segments from 2 seeds up to 28, each using the values of the smaller ones for its exits."""

    def __init__(self) -> None:
        started = time.perf_counter()
        self.game = get_game("tihbat")
        self.segments: dict[int, Segment] = {}
        self.values: dict[int, np.ndarray[Any, np.dtype[np.int8]]] = {}  # seeds -> int8 values, indexed like the segment
        for seeds in range(2, SEEDS + 1, 2):
            segment = self.segments[seeds] = Segment(self.game, seeds, self._exit_value)
            self.values[seeds] = np.array(segment.solve(), dtype=np.int8)
        self.seconds = time.perf_counter() - started

    def _exit_value(self, gained: int, pits: list[int], turn: int) -> int:
        """A capture (or the game's end) is worth its seeds plus the new position's value."""
        return gained if turn < 0 else gained + self.fresh(tuple(pits), turn)

    def fresh(self, pits: tuple[int, ...], turn: int) -> int:
        """The value of a position first met now (the table)."""
        seeds = sum(pits)
        if seeds == 0:
            return 0
        return int(self.values[seeds][self.segments[seeds].index[tuple(pits), turn]])

    def future(self, state: State, cancel: Callable[[], bool] | None = None) -> int:
        """What B gains on A from ``state`` on, with its history, under perfect play."""
        if state.turn < 0:
            return 0
        if len(state.seen) <= 1:
            return self.fresh(state.pits, state.turn)
        segment = self.segments[sum(state.pits)]
        here = segment.index[state.pits, state.turn]
        removed = frozenset(segment.by_key(key) for key in state.seen) - {here}
        return segment.solve(removed, cancel)[here]

    def value(self, state: State, cancel: Callable[[], bool] | None = None) -> int:
        """The final margin B minus A under perfect play from ``state`` (``cancel``: ``Segment.solve``)."""
        return state.captured[0] - state.captured[1] + self.future(state, cancel)


@lru_cache(maxsize=1)
def solution() -> Solution:
    return Solution()


def move_values(game: Game, state: State, cancel: Callable[[], bool] | None = None) -> dict[Move, int]:
    """The final margin (B minus A) each legal move leads to under perfect play."""
    sol = solution()
    return {move: sol.value(game.next_state(state, move), cancel) for move in game.legal_moves(state)}


def best_moves(game: Game, state: State, cancel: Callable[[], bool] | None = None) -> list[Move]:
    values = move_values(game, state, cancel)
    best = (max if state.turn == 0 else min)(values.values())
    return [move for move, v in values.items() if v == best]
