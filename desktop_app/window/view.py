"""The board view (the scene scaled to the window) and the way widgets get Qt enum settings
before the first frame."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..board.scene import BoardScene

# Enum settings made before the first frame go through the widgets' Qt properties, as numbers:
# passing the enums would create the Python types of all 93 enums of the Qt namespace, ~30 ms
# (see painting.py). A test checks each number against its enum.
QT_ENUMS = {
    "AlignCenter": 0x0084,  # Qt.AlignmentFlag.AlignCenter
    "NoFocus": 0,  # Qt.FocusPolicy.NoFocus
    "ScrollBarAlwaysOff": 1,  # Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    "Horizontal": 1,  # Qt.Orientation.Horizontal
    "ToolButtonTextBesideIcon": 2,  # Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    "PlainText": 0,  # Qt.TextFormat.PlainText
    "ToolButtonIconOnly": 0,  # Qt.ToolButtonStyle.ToolButtonIconOnly
}


def set_enums(widget: QWidget, **properties: str) -> None:
    """``set_enums(label, alignment="AlignCenter")``: set Qt properties to values of QT_ENUMS."""
    for name, value in properties.items():
        widget.setProperty(name, QT_ENUMS[value])


class BoardView(QGraphicsView):
    """Shows the whole board, scaled to the window."""

    firstPainted = Signal()

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        # A viewport made here is already known to PySide6. Qt's own one is not: the first time
        # Python saw it (the widget argument of every item's paint) PySide6 created every
        # QtWidgets class and enum (QDialog, QMessageBox...) looking for its type: 20 ms of
        # start-up.
        self.setViewport(QWidget())
        self._painted = False
        # Items are cached at device resolution, so their pixmaps are never scaled: smooth
        # pixmap transforms would only cost (they doubled the frame time).
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The window's shortcuts own the arrow keys, Space, Home and End.
        set_enums(self, horizontalScrollBarPolicy="ScrollBarAlwaysOff", verticalScrollBarPolicy="ScrollBarAlwaysOff",
                  focusPolicy="NoFocus")
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        # Seeds fly all over the board: one rectangle around the changes repaints faster than
        # the many small ones of the minimal update (animation paints p95 1.9 ms against 3.9).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # Every item keeps its picture in Qt's pixmap cache; at 1920x1080 a 2x10 board needs
        # more than the default 10 MB, and evicted pictures were redrawn in the middle of moves.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        self.setMinimumSize(320, 200)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def fit(self) -> None:
        """Scale the whole scene into the view, keeping its proportions (fitInView() would
        need a Qt enum, see set_enums)."""
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        viewport = self.viewport().rect()
        scale = min(viewport.width() / rect.width(), viewport.height() / rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()
