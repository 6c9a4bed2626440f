"""A game file dropped on the window opens as File > Open would (files.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer


class RecordDrops(QObject):
    """Watches the window for drops. The board takes none, so that a file dropped on it reaches
    the window."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        window.setAcceptDrops(True)
        window.view.setAcceptDrops(False)
        window.view.viewport().setAcceptDrops(False)
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.DragEnter and event.mimeData().hasUrls():
            event.acceptProposedAction()
            return True
        if kind == QEvent.Type.Drop and event.mimeData().hasUrls():
            # Opened once the drop is over: a refusal's message must not wait inside the
            # desktop's drag and drop.
            urls = list(event.mimeData().urls())
            event.acceptProposedAction()
            QTimer.singleShot(0, self, lambda: self._window.files.open_dropped(urls))
            return True
        return False
