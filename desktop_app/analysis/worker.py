"""The analysis of the game on the board, run off the GUI thread: ``rules.analysis`` on a worker.

``GameAnalysis`` hands the record's positions and moves to ``rules.analysis.analyse`` on a worker
thread, which sends each position's result to the GUI thread as it comes (a queued signal), a
quick pass over the whole game first and then the deep one. It keeps the latest result of every
ply for the panel, the graph and the move list.

Every request carries a generation number, bumped by a new analysis, by Cancel, and by a change
of the record that leaves the moves analysed (another game, or a different move after undo):
one guard, in ``_arrived``, drops whatever a stale worker still sends. Moves added after the
analysed ones leave it valid: it goes on, and the new moves wait for the next analysis. The
search polls its ``cancel`` callback every few dozen nodes, yielding the GIL to the GUI thread
there (``players.yielding``), so the window stays responsive and Cancel stops it at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from rules.analysis import PASSES, PlyAnalysis, analyse

from ..i18n import rules_message
from ..window.players import yielding
from ..window.record import GameRecord


class _Run(QRunnable):
    """One analysis on the worker thread; ``send(generation, result)`` reports each position,
    ``done(generation, error)`` the end (error: "" or the message of what went wrong)."""

    def __init__(self, send: Callable, done: Callable, generation: int, game, states, moves, seconds: float,
                 cancel: threading.Event) -> None:
        super().__init__()
        self._args = (send, done, generation, game, states, moves, seconds, cancel)

    def run(self) -> None:
        send, done, generation, game, states, moves, seconds, cancel = self._args
        error = ""
        try:
            for result in analyse(game, states, moves, seconds, PASSES, cancel=yielding(cancel)):
                if cancel.is_set():
                    break
                send(generation, result)
        except Exception as err:  # a failing search must not kill the worker thread silently
            error = rules_message(err) or type(err).__name__
        if not cancel.is_set():
            done(generation, error)


class GameAnalysis(QObject):
    """The analysis of the record's game: ``start(seconds)``, ``cancel()``, and the results."""

    _sent = Signal(int, object)   # from the worker: generation, PlyAnalysis
    _ended = Signal(int, str)     # from the worker: generation, error ("" when it ran to its end)
    resultReady = Signal(object)  # a PlyAnalysis of the current analysis
    finished = Signal(str)        # "done", "cancelled", or the message of a failure
    cleared = Signal()            # the results are gone (another game or line)

    def __init__(self, record: GameRecord, parent=None) -> None:
        super().__init__(parent)
        self._record = record
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._generation = 0
        self._cancel = threading.Event()
        self.running = False
        self.moves: tuple[str, ...] = ()  # the moves analysed
        self.results: dict[int, PlyAnalysis] = {}  # ply -> its latest PlyAnalysis
        self.received = 0
        self.due = 0  # results the analysis sends: every position, once a pass
        self._sent.connect(self._arrived)
        self._ended.connect(self._finished)

    def follow(self, change) -> None:
        """The record changed (the panel passes it on before it shows anything of it)."""
        if change.kind == "new game":
            self.clear()
        elif change.kind != "comment":
            self._record_changed()

    def start(self, seconds: float) -> None:
        """Analyse the whole record (the redo list included) at ``seconds`` per position."""
        self.clear()
        c = self._record
        self.moves = tuple(str(m) for m in c.moves)
        self.due = (len(self.moves) + 1) * PASSES
        states = [c.state_at(ply) for ply in range(c.last_ply + 1)]
        self._cancel = threading.Event()
        self.running = True
        self._pool.start(_Run(self._sent.emit, self._ended.emit, self._generation, c.game, states,
                              list(self.moves), seconds, self._cancel))

    def cancel(self) -> None:
        """Stop the analysis running; what it found so far stays."""
        self._stop()
        if self.running:
            self.running = False
            self.finished.emit("cancelled")

    def clear(self) -> None:
        """Stop and forget: another game or another line is on the board."""
        # The results go first: what hears the analysis end must not show them on another board.
        self.moves, self.results, self.received, self.due = (), {}, 0, 0
        self.cancel()
        self.cleared.emit()

    def shutdown(self) -> None:
        self._stop()
        self.running = False
        self._pool.waitForDone()

    def result(self, ply: int) -> PlyAnalysis | None:
        """The latest PlyAnalysis of ``ply``, or None."""
        return self.results.get(ply)

    def _stop(self) -> None:
        self._cancel.set()
        self._generation += 1

    def _record_changed(self) -> None:
        analysed = self.moves
        if analysed and tuple(str(m) for m in self._record.moves[:len(analysed)]) != analysed:
            self.clear()

    def _current(self, generation: int) -> bool:
        """The guard: a worker's report counts only if no cancel, new analysis or change of
        line came after its request."""
        return generation == self._generation

    def _arrived(self, generation: int, result: PlyAnalysis) -> None:
        if not self._current(generation):
            return
        self.results[result.ply] = result
        self.received += 1
        self.resultReady.emit(result)

    def _finished(self, generation: int, error: str) -> None:
        if not self._current(generation):
            return
        self.running = False
        self.finished.emit(error or "done")
