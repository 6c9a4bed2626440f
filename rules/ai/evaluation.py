"""Static evaluation of a position: seeds won, and a game won or lost.

``Material()(game, state, me)`` is "my score minus the best of the others" (two-player alpha-beta);
``Material().margins(game, state)`` gives that margin for every player at once (three-player max-n);
``Standing`` is three-player Expert's measure of the same (each opponent one by one), and
``Pairs`` its measure at a table with Beginners (the opponents it can expect to finish above).
"""
from __future__ import annotations

from math import tanh
from typing import Any

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
    at the end) made the search weaker at equal depth in Leb Bbut Ahbochen and Bechi, and made no
    difference beyond noise in Djenon-aboure, nor did a mobility term (docs/ai.md, "Search"). So
    every level counts seeds won; the levels differ by depth, and Expert also plays for the
    opponent's mistakes when it is lost (``rules.ai.swindle``)."""

    margin = staticmethod(margin)
    outcome = staticmethod(outcome)

    def __call__(self, game: object, state: State, me: int) -> float:
        return self.outcome(state, me) if state.turn < 0 else self.margin(state, me)

    def margins(self, game: object, state: State) -> tuple[float, ...]:
        value = self.outcome if state.turn < 0 else self.margin
        return tuple(value(state, p) for p in range(len(state.captured)))


class Margin(Material):
    """Seeds won so far, without the search players' bonus for a finished game: the values of the
    analysis and of a hint's proof are margins, not results, so that a loss in seeds is a
    difference of two values."""

    outcome = staticmethod(margin)


def margin_over_mean(state: State, me: int) -> float:
    scores = scores_of(state)
    return scores[me] - (sum(scores) - scores[me]) / (len(scores) - 1)


def standing(state: State, me: int) -> float:
    """A finished game of three: half a win for each opponent finished above, half a loss for each
    below, then the margin over their mean."""
    scores = scores_of(state)
    pairs = sum((scores[me] > s) - (scores[me] < s) for p, s in enumerate(scores) if p != me)
    return WIN * pairs / 2 + margin_over_mean(state, me)


class Standing(Material):
    """Three-player Expert: finishing above each opponent, one by one, rather than above the
    leader alone. Before the end it counts its seeds won against the mean of the others', which
    takes seeds from whichever opponent offers them: against the leader's, two such players at
    one table spent their search on each other and let the third finish above them. A finished
    game is valued by how many opponents it ended above and below (``standing``), so a player that
    cannot finish first still plays to finish above the other. Measured in docs/ai.md."""

    margin = staticmethod(margin_over_mean)
    outcome = staticmethod(standing)


# Seeds of margin over one opponent that make finishing above them likely. Scored by how much
# Expert's choices lose against the best move, whose value against the Beginners' rule can be
# computed exactly, 3 seeds lost half as much as 8 (docs/ai.md, "Three-player Expert").
PAIR_SCALE = 3.0


def pairs_ahead(state: State, me: int) -> float:
    """Before the end: for each opponent, how likely finishing above them looks from the margin
    of seeds won over them (-1 .. 1 each)."""
    scores = scores_of(state)
    return sum(tanh((scores[me] - s) / PAIR_SCALE) for p, s in enumerate(scores) if p != me)


# What finishing level with an opponent is worth, between finishing below (-1) and above (1). What
# Expert is judged by against Beginners is the share of the decided pairs it finishes above: r =
# above / (above + below), with level pairs left out. Playing for the best share is playing for
# above - below * r / (1 - r), and on this scale a level pair is then worth (r/(1-r) - 1) /
# (r/(1-r) + 1) = 2r - 1: at the share Expert reaches (0.85), a sure level finish is worth more than
# any gamble that finishes below more than 15% of the time (measured in docs/ai.md).
LEVEL_PAIR = 0.7


def pairs_finished(state: State, me: int) -> float:
    """A finished game: one for each opponent finished above, minus one for each below, and
    ``LEVEL_PAIR`` for each level; a thousandth of the margin over their mean tells a wide finish
    from a narrow one."""
    scores = scores_of(state)
    mine = scores[me]
    pairs = sum(1 if mine > s else -1 if mine < s else LEVEL_PAIR for p, s in enumerate(scores) if p != me)
    return pairs + margin_over_mean(state, me) / 1000


class Pairs(Material):
    """Three-player Expert at a table with Beginners: the expected number of opponents it finishes
    above, less those it finishes below. A search that averages over a Beginner's moves must
    weigh chances, and seeds of margin beyond a safe lead are worth nothing to a pair already
    won: a margin counted in seeds would trade a likely finish above one opponent for a few
    seeds more over the other."""

    margin = staticmethod(pairs_ahead)
    outcome = staticmethod(pairs_finished)


# The Beginner's preference among its moves, as a rank by (wins seeds at once, changes the board
# or ends the game): it plays one of the moves of the highest rank present. Shared by the players
# of ``rules.ai`` and the batch simulator's Beginner (``rules.batch``), which indexes it with
# arrays of flags.
BEGINNER_RANK = ((0, 1), (2, 2))


def sensible_moves(game: Game, state: State) -> list[Move]:
    """The moves a beginner considers: those that win seeds at once, if any; otherwise those that
    change the board (not an idle single seed sown back into its own hole); otherwise all."""
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return moves
    return [m for m, _ in sensible(state, [(m, game.next_state(state, m)) for m in moves])]


def sensible(state: State, kids: list[tuple[Any, State]]) -> list[tuple[Any, State]]:
    """Of the (move, position after it) pairs ``kids``, those of the moves ``sensible_moves``
    keeps: the searches that model a beginner have the positions after every move already."""
    me, before = state.turn, scores_of(state)[state.turn]
    ranks = [BEGINNER_RANK[scores_of(after)[me] > before][after.board != state.board or after.turn < 0]
             for _, after in kids]
    best = max(ranks)
    return [kid for kid, rank in zip(kids, ranks) if rank == best]
