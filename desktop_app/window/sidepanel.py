"""The one side panel beside the board: tabs (Moves, Rules, Lesson, and any a feature adds),
collapsed and shown again with one key, at a width the user drags and the settings keep. A tab
may be closed; it is kept, listed in the View menu, and comes back at its place when reopened."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QSplitter, QTabWidget, QWidget

# The panel takes at most this share of the window's width, however wide it is dragged: the
# board keeps more than 60% of it (a 2x10 board stays readable on a 1024 pixel wide screen).
MOST_OF_WINDOW = 0.35
DEFAULT_WIDTH = 300


class SidePanel(QTabWidget):
    """A tab per panel. ``widthChanged`` says the width the user dragged it to; ``tabsChanged``
    that a tab was closed or reopened."""

    widthChanged = Signal(int)
    tabsChanged = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("side-panel")
        self.setDocumentMode(True)
        self.setTabsClosable(True)
        self._width = DEFAULT_WIDTH
        self._order: list[QWidget] = []  # every page, in the order of its tab
        self._titles: dict[QWidget, str] = {}
        self.closed: list[QWidget] = []  # the pages of closed tabs, the last closed last
        self.tabCloseRequested.connect(self._close_at)

    def add_page(self, page: QWidget, title: str) -> None:
        self._order.append(page)
        self._titles[page] = title
        self.addTab(page, title)

    def title(self, page: QWidget) -> str:
        return self._titles[page]

    def _close_at(self, index: int) -> None:
        page = self.widget(index)
        if page is not None:  # the tab asked to close is there, unless Qt asks for one no longer shown
            self.close_tab(page)

    def close_tab(self, page: QWidget) -> None:
        """Close the tab of ``page`` (kept for ``show_tab``); with no tab left, the panel collapses."""
        index = self.indexOf(page)
        if index < 0:
            return
        self.removeTab(index)
        self.closed.append(page)
        if not self.count():
            self.hide()
        self.tabsChanged.emit()

    @property
    def preferred_width(self) -> int:
        return self._width

    def set_preferred_width(self, width: int) -> None:
        """Open at ``width`` pixels (at most MOST_OF_WINDOW of the window)."""
        self._width = width
        self._apply_width()

    def show_tab(self, page: QWidget) -> None:
        """Open the panel at the tab of ``page``, reopening a closed tab at its place."""
        if page in self.closed:
            self.closed.remove(page)
            place = sum(1 for other in self._order[:self._order.index(page)] if other not in self.closed)
            self.insertTab(place, page, self._titles[page])
            self.tabsChanged.emit()
        self.setCurrentWidget(page)
        self.show()

    def _splitter(self) -> QSplitter | None:
        parent = self.parentWidget()
        return parent if isinstance(parent, QSplitter) else None

    def _apply_width(self) -> None:
        splitter = self._splitter()
        if splitter is None or self.isHidden():
            return
        total = sum(splitter.sizes()) or splitter.width()
        width = min(self._width, int(total * MOST_OF_WINDOW))
        splitter.setSizes([total - width, width])

    def attach(self, splitter: QSplitter) -> None:
        """Follow the splitter's handle: a drag is the width to keep; the board takes the rest.
        The panel keeps its width as the window's changes, giving way on a narrower window so that
        the board keeps its share."""
        splitter.splitterMoved.connect(self._dragged)
        splitter.installEventFilter(self)

    def _dragged(self, _pos: int, _index: int) -> None:
        if self.isVisible() and self.width() > 0:
            self._width = self.width()
            self.widthChanged.emit(self._width)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._apply_width()

    def eventFilter(self, watched, event) -> bool:
        if watched is self._splitter() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._apply_width)  # once the splitter has shared its width out
        return False
