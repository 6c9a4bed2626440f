"""The computer players of ``rules.ai``, run off the GUI thread.

A seat is ``"human"`` or a level of ``rules.ai`` (``"beginner"`` .. ``"expert"``). Requests
carry a generation number: undo, a new game or closing the window bumps it, so the answer
to a stale request is ignored, and the search is told to stop through its ``cancel``
callback.

The GIL: a pure-Python search on the worker thread keeps the GUI thread waiting for the
interpreter lock far longer than the switch interval, long enough for the window to stutter
(docs/performance.md, "The window while the computer thinks"). The search polls ``cancel``
every few dozen nodes, so the poll sleeps for zero seconds: that hands the lock over whenever
the GUI thread asks for it, and costs next to nothing when it does not.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from rules import Game, State

# The levels of rules.ai, weakest first (rules.ai itself is imported on the first request:
# it is not needed to show the first frame), and the seconds per move they think by default
# (Expert uses all of it, the others stop sooner): the settings' schema has them, to check
# what the settings file holds.
from ..settings_schema import DEFAULT_THINKING as DEFAULT_BUDGET
from ..settings_schema import LEVEL_NAMES, LEVELS

HUMAN = "human"
HINT_LEVEL = "expert"



def level_name(level: str) -> str:
    return QCoreApplication.translate("Levels", LEVEL_NAMES[level])


def seat_levels() -> list[str]:
    return [HUMAN, *LEVELS]


def yielding(cancel: threading.Event) -> Callable[[], bool]:
    """The ``cancel`` callback of a search on a worker thread: whether ``cancel`` is set, after
    letting the GUI thread have the GIL (see the module's notes)."""
    def stop() -> bool:
        time.sleep(0)
        return cancel.is_set()
    return stop


class _Job(QRunnable):
    """One search on the worker thread; ``answer(generation, move, proven)`` reports its result
    (``proven``: the player's ``proven``, what the move leads to under best play, or None)."""

    def __init__(self, answer: Callable[[int, object, object], None], generation: int, player, game: Game, state: State,
                 cancel: threading.Event) -> None:
        super().__init__()
        self._args = (answer, generation, player, game, state, cancel)

    def run(self) -> None:
        answer, generation, player, game, state, cancel = self._args
        try:
            move = player.choose(game, state, cancel=yielding(cancel))
        except Exception as err:  # a broken player must not kill the worker thread silently
            move = err
        if not cancel.is_set():
            # The thinker's signal, emitted from the worker thread: Qt queues it to the GUI thread.
            answer(generation, move, player.proven)


class _Prepare(QRunnable):
    """A game's one-time work for every level (Tihbat: Expert's solved table), on the worker thread."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self._game = game

    def run(self) -> None:
        from rules.ai import get_player

        try:
            for level in LEVELS:
                get_player(level).prepare(self._game)
        except Exception:
            pass


class Thinker(QObject):
    """Runs one request at a time on a worker thread: a computer seat's move, or a hint."""

    answered = Signal(int, object, object)  # generation, Move (or the exception raised), ``Player.proven``
    moveChosen = Signal(object, object)  # the state asked about, Move: only current answers
    hintFound = Signal(object, object, object)  # the same, for a hint, and what it proves (None: nothing)
    failed = Signal(str)
    thinkingChanged = Signal(bool)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._generation = 0
        self._cancel = threading.Event()
        self._asked: State | None = None
        self._hint = False
        # Seconds of thinking per move, by level.
        self.budgets = dict.fromkeys(LEVELS, DEFAULT_BUDGET)
        self.answered.connect(self._on_answered)

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    @property
    def hinting(self) -> bool:
        return self.thinking and self._hint

    def request(self, level: str, game: Game, state: State, hint: bool = False, seats=()) -> None:
        """Ask ``level`` for a move in ``state``: a seat's move, or with ``hint`` a suggestion.
        ``seats``: who plays each seat (``"human"`` or a level), which the computer plays to."""
        from rules.ai import get_player

        self.cancel()
        try:
            player = get_player(level, budget=self.budgets.get(level, DEFAULT_BUDGET), seats=seats)
        except ValueError as err:  # a seat saved by another version of Siembra
            self.failed.emit(str(err))
            return
        player.until_exact = hint  # a hint that tells its margin is worth the whole budget
        self._asked, self._hint = state, hint
        self._cancel = threading.Event()
        self._pool.start(_Job(self.answered.emit, self._generation, player, game, state, self._cancel))
        self.thinkingChanged.emit(True)

    def prepare(self, game: Game) -> None:
        """Do a game's one-time work now, so that no move or hint pays for it out of its thinking
        time; requests made meanwhile wait for it on the one worker thread."""
        self._pool.start(_Prepare(game))

    def cancel(self) -> None:
        self._cancel.set()
        self._generation += 1
        if self._asked is not None:
            self._asked = None
            self.thinkingChanged.emit(False)

    def shutdown(self) -> None:
        self.cancel()
        self._pool.waitForDone()

    def _on_answered(self, generation: int, move, proven) -> None:
        if generation != self._generation or self._asked is None:
            return  # a stale answer: the position changed since it was asked
        state, self._asked = self._asked, None
        self.thinkingChanged.emit(False)
        if isinstance(move, Exception):
            self.failed.emit(str(move))
        elif self._hint:
            self.hintFound.emit(state, move, proven)
        else:
            self.moveChosen.emit(state, move)
