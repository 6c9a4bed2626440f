"""Reviewing a game: every position of a record valued, every move judged by what it cost.

``analyse(game, states, moves)`` is a generator: it yields one ``PlyAnalysis`` per position as
soon as that position is searched, a quick pass over the whole game first and then a deeper one,
so that a viewer can fill in the evaluation graph and the move marks while the analysis runs.
Values are expected final margins in seeds (``docs/analysis.md``):

- two players: the mover's seeds minus the opponent's at the end of the game; in Bechi at the end
  of the round being played, counting capital (the seeds of the round plus the store), since what
  follows a round depends on choices the search cannot see from inside it;
- three-player Bakuk: each player's final total minus the best of the two others', as the max-n
  search of the computer players expects it (each player playing for that margin).

A move's loss is the best move's value minus the played move's, both from the same search, so it
is never negative; Tihbat's values are exact, from the solved table. No Qt: the app runs the
generator on a worker thread and passes ``cancel``.
"""
from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import IO, TYPE_CHECKING, Any

from .ai.evaluation import Margin
from .ai.rounds import RoundView
from .ai.search import INF, MaxN, Rules, Search, Stop, Tree, searcher
from .game import Game
from .moves import Move
from .state import State

if TYPE_CHECKING:
    from .record import Record

DEFAULT_SECONDS = 0.5  # the deep pass's search time per position
PASSES = 2
QUICK_SHARE = 0.1  # each pass before the last searches this share of the next pass's time
LINE_PLIES = 6  # moves of the expected line shown as the hint
# A move's mark by its loss in seeds of expected margin: the first threshold it does not exceed.
MARKS = (("best", 0), ("good", 1), ("inaccuracy", 3), ("mistake", 6))
BLUNDER = "blunder"


def mark(loss: float) -> str:
    """The mark of a move that cost ``loss`` seeds against the best move there."""
    return next((name for name, most in MARKS if loss <= most), BLUNDER)


@dataclass(frozen=True)
class Judgement:
    """What the analysis found at one position. ``values``: each player's expected final margin;
    ``move_values``: the mover's value of the best moves and of the move played (exact at the
    depth searched); ``best``: every move of the best value; ``line``: the moves expected next."""

    best: tuple[str, ...]
    line: tuple[str, ...]
    values: dict[str, float]
    move_values: dict[str, float]
    exact: bool
    depth: int


@dataclass(frozen=True)
class PlyAnalysis:
    """One position of the record (``ply`` moves played) in pass ``pass_number`` (1: quick).

    The position: ``to_move`` (None when over), ``best`` (its best moves), ``line`` (the line
    expected from it, for the hint), ``values`` (player -> expected final margin from here, for
    the graph), ``exact`` (proven), ``depth`` (plies searched; 0 when solved or over).
    The move that led here (None at ply 0): ``move``, ``player``, ``move_best`` (the best moves
    where it was played), ``value_before`` and ``value_after`` (the mover's expected final margin
    before it with best play and after it), ``loss`` (their difference, 0 or more), ``mark``
    (``mark(loss)``) and ``move_exact`` (both values proven)."""

    ply: int
    pass_number: int
    to_move: str | None
    best: tuple[str, ...]
    line: tuple[str, ...]
    values: dict[str, float]
    exact: bool
    depth: int
    move: str | None = None
    player: str | None = None
    move_best: tuple[str, ...] = ()
    value_before: float | None = None
    value_after: float | None = None
    loss: float | None = None
    mark: str | None = None
    move_exact: bool | None = None

    def to_json(self) -> dict[str, Any]:
        """The line ``python -m rules analyse`` prints (``docs/analysis.md``)."""
        start = self.move is None
        return {"ply": self.ply, "move": self.move, "player": self.to_move if start else self.player,
                "best": list(self.best if start else self.move_best),
                "value_before": self.values.get(self.to_move or "") if start else self.value_before,
                "value_after": self.value_after, "loss": self.loss, "mark": self.mark,
                "exact": self.exact if start else self.move_exact,
                "values": self.values, "line": list(self.line), "depth": self.depth}


def judge(game: Game, state: State, seconds: float, played: str | None = None, first: str | None = None,
          cancel: Callable[[], bool] | None = None) -> Judgement:
    """Value ``state`` and its moves: Tihbat from the solved table, the other games by a search of
    about ``seconds`` (at least one ply). ``played``: the move whose value is wanted besides the
    best ones; ``first``: a move to search first (the best one of an earlier pass). Raises
    ``Stop`` when ``cancel()`` turns True."""
    if state.is_over:
        return Judgement((), (), dict(zip(game.players, Margin().margins(game, state))), {}, True, 0)
    if game.id == "tihbat":
        return _solved(game, state, cancel)
    return searched(game, state, seconds, played, first, cancel)


def _solved(game: Game, state: State, cancel: Callable[[], bool] | None) -> Judgement:
    from .tihbat_solver import best_moves, move_values

    sign = 1 if state.to_move == "B" else -1  # the table's values are B's margin
    values: dict[str, float] = {str(m): sign * v for m, v in move_values(game, state, cancel).items()}
    best_value = max(values.values())
    best = tuple(m for m, v in values.items() if v == best_value)
    line: list[str] = []
    here = state
    while len(line) < LINE_PLIES and not here.is_over:
        pick = best_moves(game, here, cancel)[0]
        line.append(str(pick))
        here = game.next_state(here, pick)
    b = sign * best_value
    return Judgement(best, tuple(line), dict(zip(game.players, (b, -b))), values, True, 0)


def searched(game: Game, state: State, seconds: float, played: str | None, first: str | None,
             cancel: Callable[[], bool] | None) -> Judgement:
    """``judge`` by a search (every game; Tihbat's solved table is checked against it): deepened
    one ply at a time until ``seconds`` have passed or every line reached its end."""
    view = RoundView(game, state.round) if game.id == "bechi" else game
    from .tables import tables_for

    tables = tables_for(game)  # positions they value exactly end the search there
    # the first ply runs to its end, whatever the time
    search = searcher(view, Margin(), None, cancel) if tables is None else tables.searcher(
        view, Margin(), None, cancel, view.settled if isinstance(view, RoundView) else None)
    me = search.me = game.players.index(state.to_move)
    kids = {str(m): view.next_state(state, m) for m in game.legal_moves(state)}
    order = list(dict.fromkeys(m for m in (first, played, *kids) if m in kids))
    deadline = time.monotonic() + seconds
    found, depth = None, 1
    while True:
        horizon = search.horizon
        try:
            values, vectors = _root(search, kids, order, played, depth)
        except Stop:
            if found is None or (cancel is not None and cancel()):
                raise
            break
        found = values, vectors, depth, search.horizon == horizon
        if found[3]:
            break  # every line reached its end: a deeper search finds the same
        best_value = max(values.values())
        order = [m for m in order if values.get(m) == best_value] + [m for m in order if values.get(m) != best_value]
        search.deadline = deadline
        depth += 1
    values, vectors, depth, exact = found
    best_value = max(values.values())
    best = tuple(m for m in kids if values.get(m) == best_value)
    line = _line(search, view, best[0], kids[best[0]])
    if len(game.players) > 2:
        totals = dict(zip(game.players, vectors[best[0]]))
    else:
        totals = dict(zip(game.players, (best_value, -best_value) if me == 0 else (-best_value, best_value)))
    return Judgement(best, line, totals, values, exact, depth)


def _root(search: Tree[Any], kids: dict[str, State], order: list[str], played: str | None,
          depth: int) -> tuple[dict[str, float], dict[str, tuple[float, ...]]]:
    """The exact value (for the mover) of the best moves and of ``played``, at ``depth``; a move
    shown worse than the best is left out. Two players: after the first move and the played one
    (a full window each), each move is searched with a window just below the best so far, which
    tells whether it ties or beats it. Three players: max-n values every move."""
    me = search.me
    values: dict[str, float] = {}
    vectors: dict[str, tuple[float, ...]] = {}
    if not isinstance(search, Search):
        assert isinstance(search, MaxN)
        for m in order:
            vectors[m] = search.margins(kids[m], depth - 1)
            values[m] = vectors[m][me]
        return values, vectors
    best = -INF
    for m in order:
        alpha = -INF if not values or m == played else best - 1
        v = search.value(kids[m], depth - 1, alpha, INF)
        if v > alpha:
            values[m] = v
            best = max(best, v)
    return values, vectors


def _line(search: Tree[Any], view: Rules, move: str, state: State) -> tuple[str, ...]:
    """``move`` and the moves the search's table expects after it."""
    line = [move]
    while len(line) < LINE_PLIES and not state.is_over:
        entry = search.table.get(state)
        if entry is None or entry[-1] is None:
            break
        line.append(str(entry[-1]))
        state = view.next_state(state, entry[-1])
    return tuple(line)


def analyse(game: Game, states: Sequence[State], moves: Sequence[Move | str], seconds: float = DEFAULT_SECONDS,
            passes: int = PASSES, cancel: Callable[[], bool] | None = None) -> Iterator[PlyAnalysis]:
    """Analyse a game: ``states`` are its positions, ply 0 to the end, ``moves`` the moves between
    them (``len(states) == len(moves) + 1``). Yields a ``PlyAnalysis`` for every ply in order, then
    again for every ply in the next pass; pass ``passes`` searches ``seconds`` per position and
    each pass before it ``QUICK_SHARE`` of the next one's time. A position proven in one pass is
    not searched again. Stops (returns) when ``cancel()`` is True or the consumer stops iterating."""
    notation = [str(m) for m in moves]
    if len(states) != len(notation) + 1:
        raise ValueError(f"{len(states)} positions need {len(states) - 1} moves, not {len(notation)}")
    known: list[Judgement | None] = [None] * len(states)
    for pass_number in range(1, passes + 1):
        budget = seconds * QUICK_SHARE ** (passes - pass_number)
        for ply, state in enumerate(states):
            before = known[ply]
            if before is None or not before.exact:
                played = notation[ply] if ply < len(notation) else None
                try:
                    known[ply] = judge(game, state, budget, played, before.best[0] if before else None, cancel)
                except Stop:
                    return
            yield _ply(states, notation, known, ply, pass_number)
            if cancel is not None and cancel():
                return


def _ply(states: Sequence[State], moves: list[str], known: list[Judgement | None], ply: int,
        pass_number: int) -> PlyAnalysis:
    here, state = known[ply], states[ply]
    assert here is not None  # judged before it is reported
    position = PlyAnalysis(ply, pass_number, state.to_move, here.best, here.line, here.values, here.exact, here.depth)
    if ply == 0:
        return position
    there, move = known[ply - 1], moves[ply - 1]
    assert there is not None
    before, after = max(there.move_values.values()), there.move_values[move]
    return replace(position, move=move, player=states[ply - 1].to_move, move_best=there.best,
                       value_before=before, value_after=after, loss=before - after, mark=mark(before - after),
                       move_exact=there.exact)


def analyse_record(record: Record, seconds: float = DEFAULT_SECONDS, passes: int = PASSES,
                   cancel: Callable[[], bool] | None = None) -> Iterator[PlyAnalysis]:
    """``analyse`` over a ``rules.record.Record`` (RecordError if a move is illegal)."""
    return analyse(record.game, record.states(), record.moves, seconds, passes, cancel)


def print_analysis(record: Record, seconds: float = DEFAULT_SECONDS, out: IO[str] | None = None) -> int:
    """``python -m rules analyse``: one pass at ``seconds`` a position, a JSON line per ply."""
    for result in analyse_record(record, seconds, passes=1):
        print(json.dumps(result.to_json()), file=out or sys.stdout, flush=True)
    return 0
