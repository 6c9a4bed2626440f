"""Classroom mode (F11): the board for a projector.

Full screen, the light high-contrast theme with big counts and labels, a big turn banner, the
path overlay on, and the move list put away; the toolbar's stepping controls stay, as the
teacher's remote. Leaving the mode (F11 or Esc) puts back exactly what was there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence


class ClassroomMode(QObject):
    def __init__(self, window, changed: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self._changed = changed  # re-applies the look and the overlay
        self.active = False
        self._saved_state = Qt.WindowState.WindowNoState  # the window's before the mode
        self.action = QAction(self.tr("&Classroom mode"), window)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.toggled.connect(self.set_active)
        self.leave_action = QAction(self.tr("Leave classroom mode"), window)
        self.leave_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.leave_action.setEnabled(False)
        self.leave_action.triggered.connect(lambda: self.action.setChecked(False))
        # Window actions, so their keys work with the menu bar hidden.
        window.addAction(self.action)
        window.addAction(self.leave_action)

    def set_active(self, active: bool) -> None:
        if active == self.active:
            return
        w = self.window
        self.active = active
        self.action.setChecked(active)
        self.leave_action.setEnabled(active)
        w.set_projector_layout(active)
        if active:
            self._saved_state = w.windowState()
            w.showFullScreen()
        else:
            w.setWindowState(self._saved_state)
        self._changed()
