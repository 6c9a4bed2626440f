"""Bechi's Expert plays for the match, not for the round.

A match is a run of rounds whose seeds carry over: the capitals at a round's end decide who fills
how many holes in the next round, who keeps seeds in store, off the board, and (with the round
number) who moves first. Expert's search therefore stops at the end of the round it is in
(``RoundSearch``) and values that end by what the capitals are worth to the match
(``MatchValue``). Searching on into the next round would value its positions by the seeds won in
it, which leaves out the seeds each side brought to its board: a round lost by six seeds would
look level again as soon as the holes were refilled. The refill choice that starts a round is a
move of the round it starts, searched like any other.

The first moves of a round that begins with every hole full are the exception: the round's end
lies 25 plies and more ahead, beyond a search of a second, and a round lost by two seeds there
loses the match round after round. Their best moves are solved once, for the first round, by a
search to the round's end (``python -m rules bechi book`` writes ``rules/ai/bechi_book.py``), and
``book_moves`` looks them up in that round and in every later one that begins the same way (a
round that ends level begins the next so).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import accumulate

from ..board import region, total
from ..game import Game
from ..games.bechi import Bechi
from ..moves import Move
from ..state import State
from .evaluation import Material
from .round_outcomes import ROUND_ENDS
from .search import Search

# The match the book was solved for: the traditional match (no round limit, which ``MatchValue``
# values).
BOOK_ROUNDS = 0
# A round begun by A is B's round turned about: hole kA for kB (the direction of a sowing, which
# turns with the board, stays).
MIRRORED = str.maketrans("AB", "BA")
# Plies: a search to this depth reaches the end of every line of a round, which the repetition
# rule ends long before; its values are exact.
UNLIMITED = 1 << 20
MOST_ROUNDS = 1000  # rounds looked ahead in a traditional match: long past any match seen played
SETTLED_WORTH = 1e-3  # seeds: a further round that changes no worth more than this changes none


@cache
def worths(holes: int, rounds_left: int | None) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """What each capital before a round is worth, in seeds of the match's final margin:
    ``worths(n, k)[s][c]`` for a player with capital ``c`` who begins the round (``s`` 0) or
    does not (``s`` 1), with ``k`` rounds left to play (None: the traditional match, played to
    the end). A round's end is as likely as in ``ROUND_ENDS``; a capital below one hole's seeds loses
    the match, and the last round's end is the final margin."""
    total, least = 12 * holes, 6
    ends = ROUND_ENDS[holes]

    def after(capital: int, starter: int) -> tuple[tuple[int, float], ...]:
        """The capitals the round ends with, and how likely each is, for a player with ``capital``."""
        if capital < total // 2:
            counts = ends[capital, starter]
        elif capital > total // 2:
            return tuple((total - c, p) for c, p in after(total - capital, 1 - starter))
        else:  # level capitals: B's rounds and A's (B's mirrored), so that both are worth the same
            counts = ends[capital, starter] + tuple((total - c, k) for c, k in ends[capital, 1 - starter])
        rounds = sum(k for _, k in counts)
        return tuple((c, k / rounds) for c, k in counts)

    final = tuple(2.0 * c - total for c in range(total + 1))
    worth = (final, final)
    chances = [[after(c, s) if least <= c <= total - least else () for c in range(total + 1)] for s in (0, 1)]
    for _ in range(MOST_ROUNDS if rounds_left is None else rounds_left):
        # who begins a round does not begin the next
        before, worth = worth, tuple(
            tuple(sum(p * worth[1 - s][c2] for c2, p in chances[s][c]) if chances[s][c] else final[c]
                  for c in range(total + 1)) for s in (0, 1))  # type: ignore[assignment]
        if max(abs(a - b) for old, new in zip(before, worth) for a, b in zip(old, new)) < SETTLED_WORTH:
            break  # the rounds further on change nothing
    return worth


def between_rounds(state: State) -> bool:
    """Whether no seed of this round has been sown yet: a round's start, its refill, or a match
    over. The capitals are then exact: each side's seeds in store, on their side of the board
    and (a match over) won."""
    return state.refill_count > 0 or state.turn < 0 or (state.opened_mask == 0 and not any(state.captured))


class MatchValue(Material):
    """Seeds of the match's final margin, for player ``me``. Between rounds: what the capitals
    are worth to the match (``worths``). During a round: the mean worth of the capitals around the
    one the round would leave if it ended now, from that less half the seeds on the player's side
    to that plus half those on the opponent's, so that a round whose seeds are still to play for
    counts for less than the end of one. A finished match is won or lost (``Material.outcome``)."""

    def __init__(self, game: Game) -> None:
        self.rows = tuple(region(row) for row in game.rows)
        self.total: int = 12 * game.n
        # (round, me) -> the sums of the worths of the capitals below each (None: no round after)
        self.sums: dict[tuple[int, int], list[float] | None] = {}

    def capital(self, state: State, p: int) -> int:
        """Player ``p``'s capital between rounds: their store, their seeds won and the seeds on
        their side of the board."""
        store: int = state.stores[p]
        won: int = state.captured[p]
        return store + won + total(state.board, self.rows[p])

    def __call__(self, game: object, state: State, me: int) -> float:
        if state.turn < 0:
            return self.outcome(state, me)
        if between_rounds(state):
            mine = self.capital(state, me)
            return self.worth(game, mine, mine, state.round, me)
        # The capital the round would leave if it ended now (each side takes its own seeds), give
        # or take half the seeds on each side of the board: those on a player's side may yet be
        # captured or sown across, or stay there to the round's end.
        on_mine, on_theirs = (total(state.board, row) for row in (self.rows[me], self.rows[1 - me]))
        now = self.capital(state, me)
        return self.worth(game, now - on_mine // 2, now + (on_theirs + 1) // 2, state.round + 1, me)

    def worth(self, game: object, low: int, high: int, round_number: int, me: int) -> float:
        """The mean worth to ``me`` of their capitals ``low`` to ``high`` before round
        ``round_number``, in seeds of the match's final margin (``worths``); after the match's
        last round, the margin of seeds ``low`` and ``high`` make with the rest."""
        key = round_number, me
        if key not in self.sums:
            self.sums[key] = self.table(game, round_number, me)
        sums = self.sums[key]
        total = self.total
        if sums is None:
            return low + high - total
        low, high = max(low, 0), min(max(high, low), total)
        return (sums[high + 1] - sums[low]) / (high - low + 1)

    @staticmethod
    def table(game: object, round_number: int, me: int) -> list[float] | None:
        """The sums of ``worths`` for ``me`` before round ``round_number`` over the capitals below
        each; None once the match is over then."""
        assert isinstance(game, Bechi)
        rounds: int = game.options["rounds"]
        left = rounds - round_number + 1 if rounds else None
        if left is not None and left <= 0:
            return None
        return [0.0, *accumulate(worths(game.n, left)[0 if game.starter(round_number) == me else 1])]


class RoundSearch(Search):
    """Alpha-beta that stops at the end of the round its root is in: a position of a later round
    (or its refill) is a leaf, valued as ``MatchValue`` values the capitals, and counted as cut off
    (its value is a judgement, not a result)."""

    round = 0

    def root(self, state: State, moves: list[Move], depth: int, on_move: Callable[[Move, float], object]) -> float:
        self.round = state.round
        return super().root(state, moves, depth, on_move)

    def leaf(self, state: State, depth: int) -> bool:
        if state.round != self.round and state.turn >= 0:
            self.horizon += 1
            return True
        return super().leaf(state, depth)


class RoundView:
    """Bechi as far as the end of the round being played: a move that ends it leads to a finished
    position holding each player's capital (captured seeds and store), which a search values
    (the analysis, a hint's proof: ``proven_round``)."""

    def __init__(self, game: Game, round_number: int):
        self.game, self.round = game, round_number
        self.players, self.legal_moves = game.players, game.legal_moves
        self.empty = (0,) * len(game.labels)

    def next_state(self, st: State, move: Move) -> State:
        return self.settled(self.game.next_state(st, move))

    def settled(self, child: State) -> State:
        """A position of the round as it is; one after it as the round's end that led there."""
        if child.round == self.round or child.is_over:
            return child
        pits = child.pits
        capitals = [store + caught + sum(pits[self.game.index(label)] for label in self.game.holes_of(player))
                    for player, store, caught in zip(self.game.players, child.stores, child.captured)]
        return self.game.make_state(self.empty, capitals, -1, (0,) * len(capitals), round=child.round)


def book_moves(game: Game, state: State) -> tuple[Move, ...]:
    """The best moves of ``state`` under an exact search to the round's end, where the book of
    openings (``rules/ai/bechi_book.py``) holds it; empty elsewhere. The book holds the first
    moves of every round of a traditional match that begins as the first does, every hole full
    and nothing in store, its moves turned about when A begins the round. A position is the
    book's only with its whole history (``State.seen``)."""
    if game.options.get("rounds") != BOOK_ROUNDS:
        return ()
    return _book(game, state.round).get(state, ())


_books: dict[tuple[int, int, int], dict[State, tuple[Move, ...]]] = {}


def _book(game: Game, round_number: int) -> dict[State, tuple[Move, ...]]:
    """The book of ``game``'s board in round ``round_number``, begun with every hole full: each
    position (reached by its line of moves) -> its best moves."""
    assert isinstance(game, Bechi)
    first = game.starter(round_number)
    key = (game.n, round_number, first)
    if key not in _books:
        from .bechi_book import BEST_MOVES  # read when a Bechi game first asks, not at start-up

        start = game.level_round(round_number)
        turned = MIRRORED if first else {}
        book: dict[State, tuple[Move, ...]] = {}
        for line, (_, best) in BEST_MOVES.get(game.n, {}).items():
            state = start
            for move in line.split():
                state = game.next_state(state, game.parse_move(move.translate(turned)))
            book[state] = tuple(game.parse_move(move.translate(turned)) for move in best)
        _books[key] = book
    return _books[key]
