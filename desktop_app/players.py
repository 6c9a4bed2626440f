"""Computer players, and a worker that runs them off the GUI thread.

A seat is a level name: "human", or a computer level ("random" for now; stronger levels
from ``rules.ai`` join ``LEVELS`` later). Requests carry a generation number: undo, a new
game or closing the window bumps it, so the answer to a stale request is ignored.
"""

from __future__ import annotations

import random
import threading
from typing import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from rules import Game, Move, State


class ComputerPlayer:
    """Chooses a move; long searches should return early once ``cancelled()`` is true."""

    def choose(self, game: Game, state: State, cancelled: Callable[[], bool] = lambda: False) -> Move:
        raise NotImplementedError


class RandomPlayer(ComputerPlayer):
    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, state: State, cancelled: Callable[[], bool] = lambda: False) -> Move:
        return self._rng.choice(game.legal_moves(state))


LEVELS: dict[str, Callable[[], ComputerPlayer]] = {"random": RandomPlayer}
HUMAN = "human"


def seat_levels() -> list[str]:
    return [HUMAN, *LEVELS]


class _Job(QRunnable):
    def __init__(self, thinker: "Thinker", generation: int, player: ComputerPlayer, game: Game,
                 state: State, cancel: threading.Event) -> None:
        super().__init__()
        self._args = (thinker, generation, player, game, state, cancel)

    def run(self) -> None:
        thinker, generation, player, game, state, cancel = self._args
        try:
            move = player.choose(game, state, cancel.is_set)
        except Exception as err:  # a broken player must not kill the worker thread silently
            move = err
        if not cancel.is_set():
            # Emitted from the worker thread: Qt queues it to the thinker's (GUI) thread.
            thinker.answered.emit(generation, move)


class Thinker(QObject):
    """Runs one computer request at a time on a worker thread."""

    answered = Signal(int, object)      # generation, Move (or the exception raised)
    moveChosen = Signal(object, object)  # the state asked about, Move: only current answers
    failed = Signal(str)
    thinkingChanged = Signal(bool)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._generation = 0
        self._cancel = threading.Event()
        self._players: dict[str, ComputerPlayer] = {}
        self._asked: State | None = None
        self.answered.connect(self._on_answered)

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def request(self, level: str, game: Game, state: State) -> None:
        self.cancel()
        player = self._players.get(level)
        if player is None:
            player = self._players[level] = LEVELS[level]()
        self._asked = state
        self._cancel = threading.Event()
        self._pool.start(_Job(self, self._generation, player, game, state, self._cancel))
        self.thinkingChanged.emit(True)

    def cancel(self) -> None:
        self._cancel.set()
        self._generation += 1
        if self._asked is not None:
            self._asked = None
            self.thinkingChanged.emit(False)

    def shutdown(self) -> None:
        self.cancel()
        self._pool.waitForDone()

    def _on_answered(self, generation: int, move) -> None:
        if generation != self._generation or self._asked is None:
            return  # a stale answer: the position changed since it was asked
        state, self._asked = self._asked, None
        self.thinkingChanged.emit(False)
        if isinstance(move, Exception):
            self.failed.emit(str(move))
        else:
            self.moveChosen.emit(state, move)
