"""The computer players: Beginner picks at random among sensible moves, the others search."""
from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from functools import partial
from typing import TYPE_CHECKING, Any

from ..game import Game
from ..levels import LEVEL_NAMES
from ..moves import Move
from ..state import State
from .evaluation import WIN, Margin, Material, Pairs, Standing, sensible_moves
from .rounds import MatchValue, RoundSearch, RoundView, book_moves
from .search import SETTLED, MixedMaxN, Result, Search, Stop, Tree, iterative_deepening, searcher
from .swindle import Swindle

if TYPE_CHECKING:
    from ..tables import Tables
    from ..tables_three import Guarantees

# What a move leads to under best play: two players, the mover's final margin (Bechi: of capital
# at the round's end); three, each player's final total, in turn order.
Proven = float | tuple[int, ...]


class Player:
    """``choose(game, state, deadline=None, cancel=None)``: ``deadline`` is a time of the player's
    clock (default: now plus the player's budget); ``cancel()`` returning True makes the player
    answer at once with the best move found so far. ``seats``: who plays each seat of the game,
    in turn order, as level names (``"beginner"`` .. ``"expert"``; anything else, such as
    ``"human"``, is a player of unknown strength); empty when not known. ``clock``: what the budget
    is charged in; ``time.thread_time`` charges only the processor time of the thinking thread, so
    that a loaded machine does not take strength from a player (``bench/strength.py``), and a
    ``deadline`` is then a time of that clock. ``proven``: after ``choose``, where the player
    proved it, what the move chosen leads to under best play: two players, the final margin (the
    mover's seeds less the opponent's at the end of the game; Bechi, at the end of the round, of
    capital); three, each player's final total (``Proven``); None elsewhere. ``until_exact``: a
    search goes on past a forced result until its margin is proven or the time is up (the hint,
    which tells the margin), where it would stop at once."""

    proven: Proven | None = None
    until_exact = False

    def __init__(self, level: str, seed: int | None = None, budget: float = 1.0, seats: Sequence[str] = (),
                 clock: Callable[[], float] | None = None):
        self.level = level
        self.budget = budget
        self.clock = clock or time.monotonic
        self.rng = random.Random(seed)
        self.seats = tuple(seats)

    def deadline_from(self, deadline: float | None) -> float:
        # A tenth of the budget is kept back for unwinding the search, freeing its table and
        # the caller's own work: with half as much, a loaded machine took moves past their
        # budget (docs/performance.md).
        return self.clock() + 0.9 * self.budget if deadline is None else deadline

    def prepare(self, game: Game) -> None:
        """Work done once for a game before its first move, so that no move's thinking time pays
        for it; the app calls it on its worker thread when a game starts. ``choose`` does the same
        work itself if it was not done. Most levels have none."""

    def choose(self, game: Game, state: State, deadline: float | None = None,
               cancel: Callable[[], bool] | None = None) -> Move:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.level}>"


class BeginnerPlayer(Player):
    def choose(self, game: Game, state: State, deadline: float | None = None,
               cancel: Callable[[], bool] | None = None) -> Move:
        return self.rng.choice(sensible_moves(game, state))


class SearchPlayer(Player):
    """A search to the level's depth in this game (``depths``), within the budget."""

    def search(self, game: Game, state: State, deadline: float | None, cancel: Callable[[], bool] | None) -> Result:
        return iterative_deepening(game, state, self.evaluation(game), depth(self.level, game),
                                   self.deadline_from(deadline), cancel, self.rng, self.search_kind(game), self.clock,
                                   self.until_exact)

    def search_kind(self, game: Game) -> Callable[..., Tree[Any]] | None:
        """The search class (None: ``search.searcher``'s choice for the number of players)."""
        return MixedMaxN if (game.id, len(game.players), self.level) in MIXED_MODEL else None

    def evaluation(self, game: Game) -> Material:
        return Material()

    def choose(self, game: Game, state: State, deadline: float | None = None,
               cancel: Callable[[], bool] | None = None) -> Move:
        return self.search(game, state, deadline, cancel).move


class ExpertPlayer(SearchPlayer):
    """The deepest search the budget allows (perfect play in Tihbat, from the solver; in Bechi's first
    moves, from the book of solved openings); in a position it knows to be lost (Tihbat: lost or
    drawn) it plays for the mistakes of a weaker opponent."""

    def evaluation(self, game: Game) -> Material:
        # Three players: at a table with a Beginner, the opponents it can expect to finish above
        # (``Pairs``, with ``search_kind``'s model); otherwise each opponent compared one by one
        # (``Standing``). The levels below keep the margin over the leader their depths were
        # chosen with. Bechi: the match, which its rounds make up (``rules.ai.rounds``).
        if game.plays_rounds:
            return MatchValue(game)
        if len(game.players) > 2:
            return Standing() if self.trust(game) is None else Pairs()
        return Material()

    def search_kind(self, game: Game) -> Callable[..., Tree[Any]] | None:
        # The endgame tables in use end the search's lines where they know the value
        # (``Tables.searcher``), with the seats modelled as ``trust`` says.
        trust = self.trust(game)
        tables = tables_in_use(game)
        if tables is not None:
            return tables.searcher if trust is None else partial(tables.searcher, trust=trust)
        if game.plays_rounds:
            return RoundSearch
        return None if trust is None else partial(MixedMaxN, trust=trust)

    def trust(self, game: Game) -> tuple[float, ...] | None:
        """Three players with a Beginner at the table: that seat is searched as Beginner plays,
        each of its sensible moves equally likely, and every other seat as playing its best
        (``MixedMaxN``'s trust 0 and 1). Against two Beginners that finishes above them far more
        often than max-n alone (docs/ai.md, "Three-player Expert"). None otherwise: two players
        keep alpha-beta, whose pruning a chance node would lose, and beat Beginner as it is."""
        k = len(game.players)
        if k > 2 and len(self.seats) == k and "beginner" in self.seats:
            return tuple(0.0 if level == "beginner" else 1.0 for level in self.seats)
        return None

    def prepare(self, game: Game) -> None:
        if game.id == "tihbat":
            from ..tihbat_solver import solution
            solution()  # the solved table: built once, kept for the life of the process

    def choose(self, game: Game, state: State, deadline: float | None = None,
               cancel: Callable[[], bool] | None = None) -> Move:
        deadline = self.deadline_from(deadline)
        self.proven = None
        if game.id == "tihbat":
            return self._tihbat(game, state, deadline, cancel)
        if len(game.players) > 2:
            return self._three(game, state, deadline, cancel)
        if game.plays_rounds:
            return self._rounds(game, state, deadline, cancel)
        return self._two(game, state, deadline, cancel)

    def _rounds(self, game: Game, state: State, deadline: float, cancel: Callable[[], bool] | None) -> Move:
        """Bechi: the book's move where it holds the position (the first moves of a round, solved
        beyond a search's reach), else the search's. A hint also tells the margin of capital the
        move leads to at the round's end, where a search to that end proves it
        (``proven_round``): in half the time, the move's search having the other half."""
        best = book_moves(game, state)
        if best:
            return self.rng.choice(best)
        if not self.until_exact:
            return self._two(game, state, deadline, cancel)
        move = self._two(game, state, (self.clock() + deadline) / 2, cancel)
        self.proven = proven_round(game, state, move, deadline, cancel, self.clock)
        return move

    def _two(self, game: Game, state: State, deadline: float, cancel: Callable[[], bool] | None) -> Move:
        """Two players: the search's move, or where it finds the game lost, the move that gives the
        opponent the most chances to go wrong (``_swindle``)."""
        found = self.search(game, state, deadline, cancel)
        if found.exact and not game.plays_rounds:  # Bechi's value: the match's
            self.proven = final_margin(found.value)
        if found.value > -SETTLED or found.depth < 2:
            return found.move
        horizon = found.depth - 2  # after our move and the reply: as deep as the proof went
        search = found.search
        assert isinstance(search, Search)  # two players: alpha-beta

        def result(s: State) -> tuple[int, float]:
            v = search.exact(s, horizon)
            return (v >= SETTLED) - (v <= -SETTLED), v

        plies = VARIANT_SWINDLE_PLIES.get(game.id, SWINDLE_PLIES)
        choice = self._swindle(game, state, result, found.move, plies, deadline, cancel)
        if choice != found.move and self.proven is not None:  # the move played for the opponent's mistakes
            self.proven = proven_margin(search, game.next_state(state, choice), found.depth - 1) if self.until_exact else None
        return choice

    def _three(self, game: Game, state: State, deadline: float, cancel: Callable[[], bool] | None) -> Move:
        """Three players. A hint within the reach of the endgame tables in use spends half its
        time on the search and half on reading the outcome its move leads to, where the tables
        fix it (a position with a history in its segment is solved again: seconds near the
        tables' reach); a move of play only searches."""
        tables = guarantees_for(game) if self.until_exact else None
        if tables is None or not tables.reaches(state):
            return self.search(game, state, deadline, cancel).move
        start = self.clock()
        move = self.search(game, state, (start + deadline) / 2, cancel).move

        def stop() -> bool:
            return self.clock() > deadline or (cancel is not None and cancel())

        after = game.next_state(state, move)
        with suppress(Stop):
            self.proven = after.captured if after.is_over else tables.outcome(after, stop)
        return move

    def _tihbat(self, game: Game, state: State, deadline: float, cancel: Callable[[], bool] | None) -> Move:
        from ..tihbat_solver import best_moves, solution  # built here unless prepared

        sign = 1 if state.turn == 0 else -1  # the solver's values are B's margin
        try:  # (re-solving a segment polls cancel, as a search does)
            best = best_moves(game, state, cancel)
            value = sign * solution().value(state, cancel)
        except Stop:  # cancelled before any move was valued: each is the best found so far
            return self.rng.choice(game.legal_moves(state))
        if value > 0 or len(game.legal_moves(state)) == 1:
            self.proven = value
            return self.rng.choice(best)

        def result(s: State) -> tuple[int, float]:
            v = sign * solution().value(s, cancel)
            return (v > 0) - (v < 0), v

        fallback = self.rng.choice(best)
        choice = self._swindle(game, state, result, fallback, TIHBAT_SWINDLE_PLIES, deadline, cancel)
        with suppress(Stop):
            self.proven = result(game.next_state(state, choice))[1]
        return choice

    def _swindle(self, game: Game, state: State, result: Callable[[State], tuple[int, float]], fallback: Move,
                 plies: int, deadline: float, cancel: Callable[[], bool] | None) -> Move:
        """Plays for mistakes ``plies`` ahead, 2 plies first and then deeper while time is left
        (a deeper look that the deadline stops is dropped for the last one finished)."""
        moves = list(game.legal_moves(state))
        self.rng.shuffle(moves)
        models = (0, *(search_depth(level, game) for level in SEARCH_LEVELS))  # 0: Beginner
        swindle = Swindle(game, state.turn, result, models, deadline, cancel, self.clock)  # its values serve every depth
        choice = fallback
        for ahead in range(2, plies + 1, 2):
            try:
                choice = swindle.choose(state, moves, ahead)
            except Stop:
                break
        return choice


# Depths of the searching levels in plies, chosen by measurement so that each level is clearly
# stronger than the one below (docs/ai.md, "Levels" and "Strength"). What one more ply is
# worth differs from game to game: little and unevenly in Djenon-aboure's short games, a great
# deal in Leb Bbut Ahbochen (so its levels sit close together), and little in three-player Bakuk,
# whose steps cannot all be far enough apart by depth alone: its Easy also expects its opponents
# to blunder half the time (``MIXED_MODEL``).
SEARCH_LEVELS = ("easy", "medium", "hard")
DEPTHS = {"easy": 2, "medium": 4, "hard": 8}
VARIANT_DEPTHS = {
    ("djenon-aboure", 2): {"easy": 2, "medium": 4, "hard": 7},
    ("leb-bbut-ahbochen", 2): {"easy": 2, "medium": 3, "hard": 5},
    ("bakuk", 3): {"easy": 6, "medium": 12, "hard": 15},
}
# Levels whose search models each opponent as playing their best move half the time and a random
# sensible move otherwise (``MixedMaxN``), rather than always their best (max-n).
MIXED_MODEL = {("bakuk", 3, "easy")}
SWINDLE_PLIES = 2  # our move and the opponent's reply, then the proven result
TIHBAT_SWINDLE_PLIES = 6  # Tihbat has two moves a turn and exact values: look further ahead
# Djenon-aboure games last a dozen plies and Expert's search usually reaches their end, so the
# exact results are cheap: look our move, a reply, our move and a reply ahead.
VARIANT_SWINDLE_PLIES = {"djenon-aboure": 4}


def tables_in_use(game: Game) -> Tables | None:
    """The endgame tables of ``game`` where tables are in use (``rules.tables.use``), else None."""
    if "rules.tables" not in sys.modules:  # none in use unless the module was
        return None
    from ..tables import tables_for

    return tables_for(game)


def guarantees_for(game: Game) -> Guarantees | None:
    """Three-player Bakuk's endgame tables, where tables are in use."""
    from ..tables_three import Guarantees

    tables = tables_in_use(game)
    return tables if isinstance(tables, Guarantees) else None


def proven_round(game: Game, state: State, move: Move, deadline: float, cancel: Callable[[], bool] | None,
                 clock: Callable[[], float]) -> float | None:
    """Bechi: the margin of capital at the end of the round (``RoundView``) that ``move`` leads to
    from ``state`` under best play, for the player who makes it, as the analysis values it; None
    unless a search to the end of every line of the round (and the endgame tables in use) proves
    it before ``deadline`` (a time of ``clock``)."""
    view = RoundView(game, state.round)
    tables = tables_in_use(game)
    search = (searcher(view, Margin(), deadline, cancel) if tables is None
              else tables.searcher(view, Margin(), deadline, cancel, view.settled))
    search.clock, search.me = clock, state.turn
    assert isinstance(search, Search)  # two players: alpha-beta
    return proven_margin(search, view.next_state(state, move), 0)


def proven_margin(search: Search, state: State, depth: int) -> float | None:
    """The final margin of ``state`` for the searching player, searched from ``depth`` one ply
    deeper at a time until every line reaches its end; None when the search's time is up first."""
    try:
        while True:
            horizon = search.horizon
            value = search.exact(state, depth)
            if search.horizon == horizon:
                return final_margin(value)
            depth += 1
    except Stop:
        return None


def final_margin(value: float) -> float:
    """The final margin a two-player search's exact value stands for: a finished game is worth
    its margin and a win's (or loss's) worth (``evaluation.outcome``)."""
    return value - WIN if value >= SETTLED else value + WIN if value <= -SETTLED else value


def depth(level: str, game: Game) -> int | None:
    """The search depth of a level in this game and variant; None (Expert): the budget decides."""
    return search_depth(level, game) if level in SEARCH_LEVELS else None


def search_depth(level: str, game: Game) -> int:
    """The depth of one of the ``SEARCH_LEVELS`` in this game and variant."""
    return VARIANT_DEPTHS.get((game.id, len(game.players)), DEPTHS)[level]


LEVELS: dict[str, Callable[..., Player]] = {
    "beginner": BeginnerPlayer,
    **dict.fromkeys(SEARCH_LEVELS, SearchPlayer),
    "expert": ExpertPlayer,
}


def get_player(level: str, seed: int | None = None, budget: float = 1.0, seats: Sequence[str] = (),
               clock: Callable[[], float] | None = None) -> Player:
    """A computer player by level name (``"beginner"`` .. ``"expert"``, any case); ``budget`` is the
    thinking time per move in seconds (Expert uses all of it; the others stop sooner); ``seats``:
    who plays each seat, when known; ``clock``: what the budget is charged in (``Player``; default
    ``time.monotonic``)."""
    key = level.lower()
    if key not in LEVELS:
        raise ValueError(f"no level {level!r}; the levels are {', '.join(LEVEL_NAMES.values())}")
    return LEVELS[key](key, seed=seed, budget=budget, seats=seats, clock=clock)
