"""``Game``: a game and variant as its callers see it, the engine (``rules.engine``) on a board
(``rules.layout``), and the questions the user interface asks of a position.

A game's module (``rules.games``) subclasses it, filling in the engine's hooks.
"""
from __future__ import annotations

from .board import sow
from .engine import Engine
from .layout import GameOptionError
from .messages import QT_TRANSLATE_NOOP, RulesError
from .moves import Move
from .state import State

__all__ = ["Game", "GameOptionError"]  # GameOptionError: where the records and the command line look for it


class Game(Engine):
    __slots__ = ()

    def position_problem(self, state: State) -> RulesError | None:
        """Why a position set up by hand (loaded, edited) cannot occur in this game, or None."""
        if state.turn >= 0 and not state.refill_count and self._ended(state.board, state.turn):
            return RulesError(QT_TRANSLATE_NOOP(
                "Rules", "by the rules this game (or Bechi round) is already over here; write "
                "\"to_move\": null and move the seeds left into \"captured\""))
        return None

    def without_history(self, state: State) -> State:
        return state._replace(seen=())

    def refill_count(self, state: State) -> int:
        """How many holes the player to move must choose to refill (Bechi's refill phase), else 0."""
        return state.refill_count

    def landing(self, state: State, move: Move | str) -> str | None:
        """The hole where the last seed of ``move`` falls (after any relay laps), or None for a
        move that sows nothing: what the last sowing event of ``apply`` names, found as
        ``next_state`` plays the move, without its events (IllegalMoveError if ``move`` is not
        legal). Pointing at a hole asks this."""
        board, _, p, _, _, opened, _, _, _, to_refill = state
        if to_refill or p < 0:  # a refill sows nothing; a game over has no move (_checked says so)
            self._checked(state, move)
            return None
        i, sowings, ring, _, _ = self._start(state, move)
        if ring is None:
            return None
        board, last, seeds_there, _ = sow(board, i, sowings)
        if seeds_there in self._landing_counts:
            last = self._landed(board, p, last, seeds_there, ring, None, opened | self._not_opened)[2]
        return self.labels[last]
