"""Static evaluation of a position: seeds won, and a game won or lost.

``Material()(game, state, me)`` is "my score minus the best of the others" (two-player alpha-beta);
``Material().margins(game, state)`` gives that margin for every player at once (three-player max-n).
"""
from __future__ import annotations

from ..game import Game
from ..moves import Move
from ..state import State, scores_of

WIN = 10_000  # beyond any seed margin: a won game outranks any lead in seeds


def margin(state: State, me: int) -> float:
    scores = scores_of(state)
    return scores[me] - max(s for p, s in enumerate(scores) if p != me)


def outcome(state: State, me: int) -> float:
    """A finished game: a win or loss dwarfs the margin, which still tells a big win from a small one."""
    m = margin(state, me)
    return m + (WIN if m > 0 else -WIN if m < 0 else 0)


class Material:
    """Seeds already won. Counting part of the seeds on each side as well (they go to their owner
    at the end) made the search weaker, measured at equal depth over 60 games: Leb Bbut Ahbochen
    with weight 0.25 and 0.5 (seeds at home are also targets), Bechi 45% with 0.25 and 30% with 0.5;
    in Djenon-aboure no weight from -0.25 to 0.5 nor a mobility term differed from noise. So every
    level counts seeds won; the levels differ by depth, and Expert also plays for the opponent's
    mistakes when it is lost (``rules.ai.swindle``)."""

    def __call__(self, game: Game, state: State, me: int) -> float:
        return outcome(state, me) if state.turn < 0 else margin(state, me)

    def margins(self, game: Game, state: State) -> tuple:
        over = state.turn < 0
        return tuple(outcome(state, p) if over else margin(state, p) for p in range(len(state.captured)))


def sensible_moves(game: Game, state: State) -> list[Move]:
    """The moves a beginner considers: those that win seeds at once, if any; otherwise those that
    change the board (not an idle single seed sown back into its own hole); otherwise all."""
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return moves
    me, before = state.turn, scores_of(state)[state.turn]
    after = [game.next_state(state, m) for m in moves]
    winning = [m for m, s in zip(moves, after) if scores_of(s)[me] > before]
    if winning:
        return winning
    return [m for m, s in zip(moves, after) if s.board != state.board or s.turn < 0] or moves
