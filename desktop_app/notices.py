"""Notices: what Siembra could not use (a setting, a lesson file, the autosave, a folder), told
in the window once it is up, never only on standard error and never by a dialog that stops it.

Problems found while the window is being built (the settings are read before it exists) wait
until it is shown; those found together are shown together: one line on the narration and one
non-modal message listing them, which the game goes on behind. Each text is given once.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from .i18n import context
from .plain import plain_box

Notice = context("Notice")
MAX_LISTED = 8  # notices listed in one message


class Notices(QObject):
    """The notices of one window; ``notify(window, text)`` finds or makes it."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("notices")
        self.window = window
        self.shown: list[str] = []  # every notice given, in order (the tests read it)
        self._pending: list[str] = []
        self._box: QMessageBox | None = None
        self._due = False
        window.installEventFilter(self)

    def add(self, text: str) -> None:
        if text in self.shown or text in self._pending:
            return
        self._pending.append(text)
        print("siembra: " + text.replace("\n\n", " ").replace("\n", " "), file=sys.stderr)  # one line
        if self.window.isVisible():
            self._schedule()

    def _schedule(self) -> None:
        if not self._due:
            self._due = True
            # After the current event: a notice found in the middle of building the window waits
            # for the window to be drawn, and those found together are shown together.
            QTimer.singleShot(0, self, self.flush)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show and self._pending:
            self._schedule()
        return False

    def flush(self) -> None:
        """Show the notices waiting: the first on the narration line, all in a message."""
        self._due = False
        texts, self._pending = self._pending, []
        if not texts:
            return
        self.shown.extend(texts)
        self.window.say(texts[0] if len(texts) == 1 else Notice.tr("Siembra found problems: {first} (and more, see the message)")
                        .format(first=texts[0]))
        if self.window.show_dialogs:
            listed = texts[:MAX_LISTED]
            if len(texts) > len(listed):  # a folder of hundreds of bad lessons: the box fits the screen
                listed.append(self.tr("…and others, which this message leaves out."))
            self._show_box("\n\n".join(listed))

    def _show_box(self, text: str) -> None:
        if self._box is not None and self._box.isVisible():
            self._box.setText(self._box.text() + "\n\n" + text)
            return
        box = self._box = plain_box(self.window, Notice.tr("Siembra: notice"), text)  # a file name is never markup
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(self._forget_box)
        box.show()

    def _forget_box(self) -> None:
        self._box = None


def notices(window) -> Notices:
    found = window.findChild(Notices, "notices", Qt.FindChildOption.FindDirectChildrenOnly)
    return found if found is not None else Notices(window)


def notify(window, text: str) -> None:
    """Tell the user ``text`` in ``window`` (now if it is shown, else once it is)."""
    notices(window).add(text)


def warn(parent, title: str, text: str) -> None:
    """A warning the user answers (a refused open): plain text, whatever the file's name holds."""
    plain_box(parent, title, text).exec()
