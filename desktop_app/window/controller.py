"""The controller: the one place that says in which order the window's parts hear a change of
the record and the board coming to rest.

A change of the record (``GameRecord.changed``, one ``Change`` per change):

1. the interaction installs its idle mode: nothing is offered while the board changes;
2. the computer seats drop what they were thinking about (and prepare a new game's players);
3. the end card goes, and the move list follows the record;
4. the presenter shows the change: a new board, a new move from its start (it plays unless held
   or instant), another ply at once;
5. the window's title, Undo and Redo follow, and the board's name for a screen reader;
6. the start page goes if a game started (not one put behind it);
7. ``changed`` tells the features (lessons, predict mode, the analysis).

The board at rest (``Animator.settled``), told once the change that brought it there has been
passed on: the presenter; the move list (a new move's captures) and the end card of a new move
just shown; the banner; what a screen reader is told (the move just shown, once); the interaction (the mode of the position: play, refill or nothing); the
computer seats (play an answer that waited, or think); then ``settled`` for the features.
The board leaving the end of a move (a step back, Home) makes the interaction idle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from .record import COMMENT, Change

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class Controller(QObject):
    changed = Signal(object)  # a Change, once the window's parts have taken it
    settled = Signal()        # the board is still, once the window's parts have taken it

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._changing = False
        self._settle_due = False  # the board came to rest while a change was being passed on
        window.record.changed.connect(self._changed)
        window.animator.settled.connect(self._settled)
        window.animator.stepChanged.connect(self._stepped)

    def _changed(self, change: Change) -> None:
        # A change may bring the board to rest at once (another ply, an instant move): the rest
        # is told once every part and feature has taken the change.
        outer, self._changing = self._changing, True
        try:
            self._pass_on(change)
        finally:
            self._changing = outer
        if not outer and self._settle_due:
            self._settle_due = False
            self._settled()

    def _pass_on(self, change: Change) -> None:
        w = self._window
        if change.kind != COMMENT:
            w.interaction.leave()
            w.computers.cancel()
            if change.new_game:
                w.computers.prepare()
        if change.kind != COMMENT:
            w.summaries.hide()
        w.move_list.follow(change)
        w.presenter.show(change)
        w.record_shown(change)
        if w.speech is not None:
            w.speech.describe_board()
        if w.start_screen is not None:
            w.start_screen.follow(change)
        self.changed.emit(change)

    def _stepped(self, step: int, steps: int) -> None:
        # The board left the end of the move (Home, ←, a move stepped): nothing is offered on a
        # position that is not the record's.
        if step < steps and self._window.interaction.offers_moves:
            self._window.interaction.leave()

    def step(self, direction: int) -> None:
        """Step, Back (→, ←): the input mode may take them (a direction arrow), else the
        presenter steps the move shown forward (+1) or back (-1)."""
        w = self._window
        if not w.interaction.arrow(direction):
            if direction > 0:
                w.presenter.step_forward()
            else:
                w.presenter.step_back()

    def _settled(self) -> None:
        if self._changing:
            self._settle_due = True
            return
        w = self._window
        shown = w.presenter.settled()
        if shown is not None:
            w.move_list.reveal()
            w.summaries.show(shown)
        w.update_banner()
        if w.speech is not None:
            w.speech.settled(shown)
        w.interaction.refresh()
        w.computers.settled()
        self.settled.emit()
