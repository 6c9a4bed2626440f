"""Game > Statistics: the Statistics window of the game on the board, one at a time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from .stats_window import StatisticsWindow


class StatisticsOpener(QObject):
    """Opens the Statistics window (stats_window.py, imported when first asked for: the first
    frame does not need it) and closes it with the main window, since its worker thread must
    not outlive the window."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._shown: StatisticsWindow | None = None

    def show(self) -> None:
        from .stats_window import StatisticsWindow
        self.close()
        game = self._window.record.game
        self._shown = StatisticsWindow(game.id, game.options, self._window)
        self._shown.show()

    def close(self) -> None:
        if self._shown is not None:
            self._shown.close()
            self._shown.deleteLater()
            self._shown = None
