"""The computer seats: asking a computer player for its move when it is to move, playing the
answer once the board is still, hints for a human, and the thinking time per level."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..board.animator import Animator
from .players import HINT_LEVEL, HUMAN, Thinker
from .record import GameRecord

if TYPE_CHECKING:
    from rules.game import Game
    from rules.moves import Move
    from rules.state import State


class ComputerSeats(QObject):
    budgetsChanged = Signal(dict)  # the computer levels' thinking time, changed by the user

    def __init__(self, record: GameRecord, animator: Animator, parent=None) -> None:
        super().__init__(parent)
        self._record, self._animator = record, animator
        self.thinker = Thinker(self)
        self._answer: tuple[State, Move] | None = None  # (the state asked about, the move), until the board is still
        self.thinker.moveChosen.connect(self._answered)
        # Any level may be seated, and Expert gives the hints: all are prepared for each game
        # (``prepare``), from the first frame on (the computer players are not even loaded before it).
        self._shown = False
        # Called with the game and the level before each request (the endgame tables hook in).
        self.before_thinking: Callable[[Game, str], object] = lambda game, level: None

    @property
    def demo(self) -> bool:
        """Every seat is a computer: the game plays itself."""
        c = self._record
        return all(c.seat(p) != HUMAN for p in c.game.players)

    def first_frame(self) -> None:
        """The window's first frame is on screen: prepare the players for this game and the next."""
        self._shown = True
        self.prepare()

    def prepare(self) -> None:
        """A new game: its players are made ready (once the first frame is shown)."""
        if self._shown and self._record.game is not None:  # (none yet behind a first start page)
            self.thinker.prepare(self._record.game)

    def cancel(self) -> None:
        """The position changed: what is being thought about, or waits to be played, is stale."""
        self.thinker.cancel()
        self._answer = None

    def ask(self) -> None:
        """Ask the computer to move, if it is to move in the position shown and the board is still."""
        c = self._record
        level = c.seat(c.state.to_move)
        # Browsing back through the record (moves to redo) pauses the computer.
        if (level != HUMAN and not c.state.is_over and c.ply == c.last_ply and self._animator.at_end
                and not self.thinker.thinking):
            self.before_thinking(c.game, level)
            self.thinker.request(level, c.game, c.state, seats=self._table())

    def hint(self) -> None:
        """Ask the strongest level for a move for the human to move; it is shown, not played."""
        c = self._record
        if self._animator.at_end and c.is_human_turn() and not self.thinker.thinking:
            self.before_thinking(c.game, HINT_LEVEL)
            self.thinker.request(HINT_LEVEL, c.game, c.state, hint=True, seats=self._table())

    def _table(self) -> tuple[str, ...]:
        """Who plays each seat, in turn order: Expert plays to the Beginners at the table."""
        c = self._record
        return tuple(c.seat(p) for p in c.game.players)

    def settled(self) -> None:
        """The board is still: play an answer that waited for it, or ask for the next move."""
        if self._answer is not None:
            QTimer.singleShot(0, self, self._play_answer)
        elif self.demo:
            # Computers alone: a breath between moves, so that a class can follow the game.
            QTimer.singleShot(2 * self._animator.step_ms, self, self.ask)
        else:
            self.ask()

    def _answered(self, state, move) -> None:
        self._answer = (state, move)
        if self._animator.at_end:
            self._play_answer()

    def _play_answer(self) -> None:
        answer, self._answer = self._answer, None
        if answer is None:
            return
        state, move = answer
        # The one guard of the rule that a stale answer changes nothing: an answer about any
        # other position than the one shown (undone, jumped from, another game) is dropped.
        if state is self._record.state and self._animator.at_end:
            self._record.play(move)
        else:
            self.ask()

    def thinking_time_dialog(self, parent) -> None:
        from .dialogs import ThinkingTimeDialog
        dialog = ThinkingTimeDialog(self.thinker.budgets, parent)
        if dialog.exec():
            self.thinker.budgets.update(dialog.budgets())
            self.budgetsChanged.emit(dict(self.thinker.budgets))
