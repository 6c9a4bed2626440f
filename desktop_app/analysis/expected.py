"""The line the analysis expects from the position shown: its numbered marks on the board while
the board is still and the analysis's tab is open, and played out as a line of the game to be
stepped through."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtWidgets import QCheckBox, QPushButton

from ..board.line_marks import LineMarks
from .marks import line_marks


class ExpectedLine:
    def __init__(self, window, analysis, shown: QCheckBox, play: QPushButton, is_open: Callable[[], bool]) -> None:
        self.window, self.analysis, self.shown, self.play = window, analysis, shown, play
        self.is_open = is_open  # the analysis's tab is open (closing it takes the marks away)
        self.item: LineMarks | None = None

    def step_through(self) -> None:
        """The expected line from the position shown, kept as a line of the game and shown from
        its first move, paused: the step keys go through it seed by seed."""
        w = self.window
        result = self.analysis.result(w.record.ply)
        node = w.record.add_line(result.line) if result is not None and result.line else None
        if node is not None:
            w.presenter.enter(node)

    def _marks(self) -> LineMarks | None:
        scene = self.window.scene
        # The scene deletes every item when it builds a new board.
        if self.item is not None and not shiboken6.isValid(self.item):
            self.item = None
        if self.item is None and scene.holes:
            self.item = LineMarks(scene)
        return self.item

    def show(self) -> None:
        """The marks of the position shown, while the board is still (none while a move is shown)
        and the analysis's tab is open."""
        w = self.window
        c, item = w.record, self._marks()
        if item is None:
            return
        result = self.analysis.result(c.ply)
        self.play.setEnabled(result is not None and bool(result.line) and w.animator.at_end)
        if result is None or not self.shown.isChecked() or not w.animator.at_end or not self.is_open():
            item.show_marks(())
            return
        item.show_marks(line_marks(c.game, c.state, result.line, w.theme))
