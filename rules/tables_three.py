"""Endgame tables of three-player Bakuk: for every position with at most N seeds on the board,
the seeds each player can guarantee from it on, whatever the other two do.

Three players have no single value of a position: what one of them ends with depends on how the
other two play, with each other or against each other. What a player can count on is what they
can make against the worst the other two can do together: a game of one against a coalition of
two, zero-sum, which the two-player tables solve as they are (``rules.tables``: the coalition
minimises B's margin over the two of them, the repetition rule gives bounds, exact where they
meet). The game is the same from every seat, the board turned by a player's two holes, so one
solution, for B, serves all three: a player's guarantee is B's in the position turned to put them
in B's seat (``turned``).

Each guarantee is a floor for that player, whoever else plays how. Where the three add up to the
seeds on the board, they fix the outcome: each player can make sure of their share, and no one
can get more without taking it from a share another can make sure of. There the result under
best play is known for all three (``outcome``), and the search ends its line as at a game's end
(``TableMaxN``). Elsewhere a player's guarantee still says what they cannot be held below, and
the coalition's what they cannot exceed (``guarantees``).
"""
from __future__ import annotations

from collections.abc import Callable
from operator import add
from typing import Any

import numpy as np

from .ai.evaluation import Material
from .ai.search import MixedMaxN, Rules
from .board import pack
from .state import State
from .tables import Tables, TableValue

Guarantee = tuple[int, int]  # the least and the most a player can guarantee, in seeds


class Guarantees(Tables):
    """Three-player Bakuk's tables: ``bounds`` as ``Tables`` holds them, B's margin over the
    other two together; ``guarantees`` reads them for every player."""

    def turned(self, state: State, p: int) -> State:
        """``state`` with player ``p`` in B's seat: the board turned so that ``p``'s holes come
        first, the turn, the seeds won and the positions seen turned with it."""
        if not p:
            return state
        game = self.game
        k, size, shift = len(game.players), game.size, game.per_player * p
        pits = state.pits

        def key(seen: int) -> int:  # a repetition key (``Game.key``) turned
            holes = [seen >> (8 * i) & 0xFF for i in range(size)]
            return game.key(pack(holes[shift:] + holes[:shift]), ((seen >> (8 * (size + 1)) & 3) - p) % k)

        turned = game.make_state(pits[shift:] + pits[:shift], state.captured[p:] + state.captured[:p],
                                 (state.turn - p) % k)
        return turned._replace(seen=tuple(map(key, state.seen)))

    def guarantees(self, state: State, cancel: Callable[[], bool] | None = None) -> list[Guarantee] | None:
        """For each player in turn order, the least and the most of the seeds on the board that
        they can guarantee from ``state`` on under perfect play, its history included; None
        beyond the tables (``cancel``: ``Tables.future``)."""
        if not self.reaches(state):
            return None
        pits, k = state.pits, len(self.game.players)
        seeds = sum(pits)
        futures: list[tuple[int, int]] = []
        if not self.first_met(state):  # later in its segment: solved again with its history, seat by seat
            for p in range(k):
                future = self.future(self.turned(state, p), cancel)
                assert future is not None  # every seat's view of a position reached is reached
                futures.append(future)
        else:  # first met: every seat's view read at once
            views = np.array([pits[i:] + pits[:i] for i in range(0, self.game.size, self.game.per_player)])
            index = self.space.place(None, views, (state.turn - np.arange(k)) % k, np.zeros(k, dtype=np.int64))
            low, high = self.bounds[seeds]
            futures += zip(low[index].tolist(), high[index].tolist())
        # a margin over the other two together, in seeds
        return [((seeds + low) // 2, (seeds + high) // 2) for low, high in futures]

    def outcome(self, state: State, cancel: Callable[[], bool] | None = None) -> tuple[int, ...] | None:
        """Each player's final total under best play, where the guarantees fix it: the least
        each can guarantee adds up to the seeds on the board. None elsewhere."""
        found = self.guarantees(state, cancel)
        if found is None or sum(low for low, _ in found) != sum(state.pits):
            return None
        return tuple(won + low for won, (low, _) in zip(state.captured, found))

    def told(self, state: State) -> Any:
        """For each player, the final total they can guarantee: exact, or its bounds [low, high]."""
        found = self.guarantees(state) or [(0, 0)] * len(state.captured)  # none: the game is over
        return {player: won + low if low == high else [won + low, won + high]
                for player, won, (low, high) in zip(self.game.players, state.captured, found)}

    def searcher(self, game: Rules, evaluate: Material, deadline: float | None,
                 cancel: Callable[[], bool] | None, finish: Callable[[State], State] | None = None,
                 trust: tuple[float, ...] | None = None) -> TableMaxN:
        return TableMaxN(game, evaluate, deadline, cancel, self, trust)


class TableMaxN(MixedMaxN):
    """Max-n (``trust``: each seat's model, as in ``MixedMaxN``; by default every seat plays its
    best) that ends a line at a position first met whose outcome the tables fix: a leaf holding
    that outcome as a finished game's, which counts as reached, not cut off, as in
    ``rules.tables.TableSearch``."""

    def __init__(self, game: Rules, evaluate: Material, deadline: float | None,
                 cancel: Callable[[], bool] | None, tables: Guarantees, trust: tuple[float, ...] | None = None) -> None:
        self.known: dict[State, State] = {}
        self.fixed: dict[tuple[int, int], tuple[int, ...] | None] = {}  # (board, turn) -> the outcome, won seeds left out
        super().__init__(game, TableValue(evaluate, self.known), deadline, cancel,
                         trust or (1.0,) * len(game.players))
        self.tables = tables

    def leaf(self, state: State, depth: int) -> bool:
        if state.turn >= 0 and self.tables.first_met(state):
            here = state.board, state.turn
            if here not in self.fixed:
                self.fixed[here] = self.tables.outcome(state._replace(captured=(0,) * len(state.captured)))
            shares = self.fixed[here]
            if shares is not None:
                totals = tuple(map(add, state.captured, shares))
                self.known[state] = state._replace(turn=-1, captured=totals, seen=())
                return True
        return super().leaf(state, depth)
