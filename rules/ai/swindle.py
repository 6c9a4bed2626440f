"""Playing a lost (or drawn) position for the opponent's mistakes.

Against a perfect opponent every move of a lost position loses, some by more than others; against
a real opponent some of them also set traps. We keep to the moves that lose least against perfect
play (a trap that a strong opponent walks past must not cost seeds) and choose among them. The
opponent is modelled as the levels are built: Beginner, a random sensible move (depth 0 here), and
the searching levels, a search to a small depth that picks at random among its best moves at that
depth, each model in turn. The move chosen is the one with the best expected result over a few
plies against that model: at our own turns we keep to the moves that keep the position's result
(never giving up a draw) and, when it is lost, lose least; at the opponent's turns we average over
the model's choices; where the opponent has gone wrong we are back to perfect play. The result at
the end of the horizon is the exact one (solver or proven search), so a trap is only counted when
the opponent's reply really gives up its win.
"""
from __future__ import annotations

from collections.abc import Callable
from statistics import fmean

from ..game import Game
from ..moves import Move
from ..state import State
from .evaluation import Material, sensible_moves
from .search import INF, Search


class Swindle:
    """``result(state)`` is the exact result for ``me``: (sign, value), sign 1 won, 0 drawn,
    -1 lost, value a tie-break (higher is better for ``me``); it may raise ``Stop``."""

    def __init__(self, game: Game, me: int, result: Callable[[State], tuple[int, float]],
                 model_depths: tuple[int, ...], deadline: float | None, cancel: Callable[[], bool] | None,
                 clock: Callable[[], float] | None = None):
        self.game, self.me, self.result = game, me, result
        self.model_depths = model_depths
        # One search per depth: a shared table would let the shallow models see deeper.
        self.models = {d: Search(game, Material(), deadline, cancel) for d in model_depths if d}
        for model in self.models.values():
            model.me = 1 - me
            if clock is not None:
                model.clock = clock
        self.results: dict[State, tuple[int, float]] = {}

    def exact(self, state: State) -> tuple[int, float]:
        known = self.results.get(state)
        if known is None:
            known = self.results[state] = self.result(state)
        return known

    def replies(self, state: State, depth: int) -> list[State]:
        """The positions after the model opponent's best replies at ``depth`` (all the tied ones);
        depth 0: after each of its sensible moves (Beginner)."""
        if depth == 0:
            return [self.game.next_state(state, m) for m in sensible_moves(self.game, state)]
        kids = [self.game.next_state(state, m) for m in self.game.legal_moves(state)]
        values = [self.models[depth].exact(kid, depth - 1) for kid in kids]
        best = max(values)
        return [kid for kid, v in zip(kids, values) if v == best]

    def expected(self, state: State, plies: int) -> float:
        """The expected result sign for ``me`` from ``state`` against the model, ``plies`` ahead."""
        sign, _ = self.exact(state)
        if state.turn < 0 or plies == 0 or sign > 0:
            return sign  # over, out of sight, or won: from a won position we play perfectly
        if state.turn == self.me:
            return max(self.expected(kid, plies - 1) for _, kid in self.keeping(state, sign))
        return fmean(fmean(self.expected(kid, plies - 1) for kid in self.replies(state, d))
                     for d in self.model_depths)

    def keeping(self, state: State, sign: int) -> list[tuple[Move, State]]:
        """Our moves that keep the result ``sign`` (all of them if none does: a search to a
        limited depth may see a little further from the children). From a lost position, only
        the moves that lose least against perfect play: a trap that a strong opponent walks past
        must not cost more seeds than the best defence."""
        kids = [(m, self.game.next_state(state, m)) for m in self.game.legal_moves(state)]
        if sign < 0:
            least = max(self.exact(kid) for _, kid in kids)
            return [mk for mk in kids if self.exact(mk[1]) == least]
        return [mk for mk in kids if self.exact(mk[1])[0] >= sign] or kids

    def choose(self, state: State, moves: list[Move], plies: int) -> Move:
        """Among the moves that keep the result of ``state``, the best expected result against
        the model, then the best exact value; the first of equal ones in ``moves`` wins."""
        order = {m: i for i, m in enumerate(moves)}
        keep = sorted(self.keeping(state, self.exact(state)[0]), key=lambda mk: order[mk[0]])
        best, best_key = keep[0][0], (-INF, -INF)
        for move, kid in keep:
            key = (self.expected(kid, plies - 1), self.exact(kid)[1])
            if key > best_key:
                best, best_key = move, key
        return best
